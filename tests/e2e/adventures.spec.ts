import { expect, type Request, test } from "@playwright/test";
import { enterBeta, isoDaysFromNow, shoot, signIn, toast } from "./helpers";

test("create an adventure to Yellowstone with an AI title, see it under Upcoming, edit it, delete it", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Sam", lastName: "Rivera", email: "sam.rivera@example.com" });

	// Empty state first.
	await expect(page.getByRole("heading", { name: "Ready for your first adventure?" })).toBeVisible();
	await shoot(page, "10-my-adventures-empty");
	await page.getByRole("link", { name: "Create Your First Adventure" }).click();
	await expect(page.getByRole("heading", { name: "Plan your next unforgettable family experience" })).toBeVisible();

	// Destination from the local catalog.
	await page.getByRole("combobox").fill("Yellowst");
	const option = page.getByRole("option", { name: /Yellowstone National Park/ });
	await expect(option).toBeVisible();
	await option.click();
	await expect(page.getByRole("combobox")).toHaveValue(/Yellowstone National Park/);

	// Next month, five days.
	const start = isoDaysFromNow(30);
	const end = isoDaysFromNow(34);
	await page.getByLabel("Start date *").fill(start);
	await page.getByLabel("End date *").fill(end);
	for (const age of ["9", "4"]) {
		await page.getByPlaceholder("Age, 1 to 18").fill(age);
		await page.getByRole("button", { name: "Add kid age" }).click();
	}
	await expect(page.getByRole("list", { name: "Kids' ages" }).getByRole("listitem")).toHaveText(["4 years", "9 years"]);
	await page.getByRole("button", { name: "National Park" }).click();

	// A suggestion that arrived is a request that succeeded: its stream is read to the end, never cut.
	const isStream = (request: Request) => request.url().includes("/api/adventures/generate-title/stream");
	const failedStreams: string[] = [];
	const streamed = new Promise<void>((settled) => {
		page.on("requestfinished", (request) => isStream(request) && settled());
		page.on("requestfailed", (request) => {
			if (!isStream(request)) return;
			failedStreams.push(`${request.url()} ${request.failure()?.errorText}`);
			settled();
		});
	});
	await page.getByRole("button", { name: "AI Suggest title" }).click();
	await expect(toast(page, "Title Generated!")).toBeVisible();
	const title = page.getByLabel("Title *");
	await expect(title).not.toHaveValue("");
	const aiTitle = await title.inputValue();
	expect(aiTitle).toMatch(/Yellowstone/);
	await streamed;
	expect(failedStreams).toEqual([]);
	await shoot(page, "11-create-adventure");

	await page.getByRole("button", { name: "Create Adventure" }).click();
	await expect(page).toHaveURL(/\/adventure\/[0-9a-f-]{36}$/);
	await expect(toast(page, "Adventure Created!")).toBeVisible();
	await expect(page.getByRole("heading", { name: aiTitle, level: 1 }).first()).toBeVisible();
	await expect(page.getByRole("tab", { name: "Guide AI" })).toHaveAttribute("aria-selected", "true");
	await page.getByRole("tab", { name: "Sleeps" }).click();
	await expect(page.getByText("Family Stays — Coming Soon!")).toBeVisible();
	await page.getByRole("tab", { name: "Guide AI" }).click();
	const workspaceUrl = page.url();
	await shoot(page, "12-workspace", { fullPage: false });

	// Mobile: chat/map switch and the details overlay.
	await page.setViewportSize({ width: 375, height: 812 });
	await page.getByRole("button", { name: "Show map" }).click();
	await expect(page.getByRole("button", { name: "Show chat" })).toBeVisible();
	await page.getByRole("button", { name: "Adventure details" }).click();
	const details = page.getByRole("dialog", { name: "Adventure Details" });
	await expect(details.getByText("Adventure Type")).toBeVisible();
	await expect(details.getByText("4, 9", { exact: true })).toBeVisible();
	await page.screenshot({ path: "test-results/13-workspace-details-375.png", animations: "disabled" });
	await details.getByRole("button", { name: "Close" }).click();
	await page.setViewportSize({ width: 1280, height: 800 });

	// My Adventures lists it under Upcoming with its length.
	await page.goto("/");
	await expect(page.getByRole("heading", { name: "Upcoming Adventures (1)" })).toBeVisible();
	await expect(page.getByRole("heading", { name: /Current Adventures/ })).toHaveCount(0);
	const card = page.getByRole("link", { name: new RegExp(aiTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
	await expect(card.getByText("5 days", { exact: true })).toBeVisible();
	await expect(card.getByText("Kids ages: 4, 9")).toBeVisible();
	await shoot(page, "14-my-adventures");

	// Edit the title in the workspace dialog.
	await card.click();
	await expect(page).toHaveURL(workspaceUrl);
	await page.getByRole("button", { name: "Edit adventure" }).click();
	const dialog = page.getByRole("dialog", { name: "Edit Adventure" });
	await dialog.getByLabel("Title *").fill("Old Faithful Family Week");
	await dialog.getByRole("button", { name: "Save Changes" }).click();
	await expect(toast(page, "Adventure Updated")).toBeVisible();
	await expect(page.getByRole("heading", { name: "Old Faithful Family Week", level: 1 }).first()).toBeVisible();

	// Delete it.
	await page.getByRole("button", { name: "Edit adventure" }).click();
	await page.getByRole("dialog", { name: "Edit Adventure" }).getByRole("button", { name: "Delete Adventure" }).click();
	await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
	await expect(toast(page, "Adventure Deleted")).toBeVisible();
	await expect(page).toHaveURL(/\/$/);
	await expect(page.getByRole("heading", { name: "Ready for your first adventure?" })).toBeVisible();
	expect((await page.request.get(workspaceUrl.replace("/adventure/", "/api/adventures/"))).status()).toBe(404);
});
