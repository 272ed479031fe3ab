import { expect, test } from "@playwright/test";
import { BETA_PASSWORD, createAdventure, enterBeta, shoot, signIn, toast } from "./helpers";

test("share a private adventure by link, open it signed out read-only, then make it public", async ({
	page,
	browser,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Sam", lastName: "Okafor", email: "sam.okafor@example.com" });
	const id = await createAdventure(page, {
		title: "Museums of London",
		kidAges: [6],
		tags: ["Culture"],
		startInDays: 30,
		lengthDays: 3,
	});
	await page.goto(`/adventure/${id}`);

	// Save one place, as places.spec does.
	await page.getByRole("tab", { name: "Places" }).click();
	const search = page.getByRole("combobox", { name: "Search places" });
	await search.fill("museum");
	await search.press("Enter");
	const results = page.getByRole("list", { name: "Search results" });
	const first = results.getByRole("article").first();
	await expect(first).toBeVisible({ timeout: 10_000 });
	const name = (await first.getAttribute("aria-label")) ?? "";
	await first.getByRole("button", { name: `Open ${name}` }).click();
	const panel = page.getByRole("complementary", { name: `${name} details` });
	await panel.getByRole("button", { name: "Save" }).click();
	await expect(toast(page, "Place saved!")).toBeVisible();

	// Share → Copy Link.
	await page.getByRole("button", { name: "Share" }).click();
	const dialog = page.getByRole("dialog", { name: "Share Adventure" });
	await expect(dialog.getByRole("tab", { name: "Copy Link" })).toHaveAttribute("aria-selected", "true");
	const linkField = dialog.getByLabel("Share link");
	await expect(linkField).toHaveValue(/\/public\/.+\?share=[A-Za-z0-9_-]{43}$/);
	const link = await linkField.inputValue();
	await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
	await dialog.getByRole("button", { name: "Copy link" }).click();
	await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
	await shoot(page, "40-share-dialog", { fullPage: false });

	// A new, signed-out browser context: beta password, then the link.
	const visitorContext = await browser.newContext();
	const visitor = await visitorContext.newPage();
	await visitor.goto("/");
	await visitor.getByLabel("Beta password").fill(BETA_PASSWORD);
	await visitor.getByRole("button", { name: "Enter Beta" }).click();
	await expect(visitor.getByRole("link", { name: "Login" })).toBeVisible();
	await visitor.goto(new URL(link).pathname + new URL(link).search);
	await expect(visitor.getByRole("heading", { name: "Museums of London" })).toBeVisible();
	await expect(visitor.getByRole("tab", { name: /Places/ })).toHaveAttribute("aria-selected", "true");
	await expect(visitor.getByRole("tab", { name: "Guide AI" })).toBeDisabled();
	await expect(visitor.getByRole("article", { name })).toBeVisible();
	await expect(visitor.getByRole("combobox", { name: "Search places" })).toHaveCount(0);
	await expect(visitor.getByRole("link", { name: "Add to calendar" })).toBeVisible();
	await shoot(visitor, "41-public-view", { fullPage: false });

	// Without the token: not found.
	await visitor.goto(`/adventure/${id}/public`);
	await expect(visitor.getByText("The adventure you're looking for doesn't exist or isn't public.")).toBeVisible();
	await expect(visitor.getByRole("link", { name: "Back to Discover" })).toBeVisible();

	// Make Public: the switch flips, and now the public page opens without a token.
	await dialog.getByRole("tab", { name: "Make Public" }).click();
	const toggle = dialog.getByRole("switch");
	await expect(toggle).toHaveAttribute("aria-checked", "false");
	await toggle.click();
	await expect(toggle).toHaveAttribute("aria-checked", "true");
	await expect
		.poll(
			async () => ((await (await page.request.get(`/api/adventures/${id}`)).json()) as { isPublic: boolean }).isPublic,
		)
		.toBe(true);
	await visitor.goto(`/adventure/${id}/public`);
	await expect(visitor.getByRole("heading", { name: "Museums of London" })).toBeVisible();
	await expect(visitor.getByText("Public adventure · read-only")).toBeVisible();
	await visitorContext.close();
});
