import { expect, type Locator, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";

/** Waiting and failing like a product: the chat without a connection, a screen's server error, a slow load. */

const CHAT_FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

async function expectTouchSize(control: Locator) {
	const box = await control.boundingBox();
	expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
	expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test("without a connection the chat stops 'Wundering...', says so, and 'Try again' sends the message once online", async ({
	page,
	context,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Olu", lastName: "Bello", email: "olu.bello@example.com" });
	const id = await createAdventure(page, { title: "Offline London", kidAges: [5], startInDays: 4 });
	await page.goto(`/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();

	await context.setOffline(true);
	await page.getByLabel("Message Guide AI").fill("Museums for a rainy day");
	await page.getByLabel("Message Guide AI").press("Enter");
	await expect(chat.getByText(CHAT_FAILURE)).toBeVisible({ timeout: 5_000 });
	await expect(chat.getByTestId("guide-status")).toHaveCount(0);
	const retry = chat.getByRole("button", { name: "Try again" });
	await expect(retry).toBeVisible();
	await shoot(page, "21-chat-offline", { fullPage: false });
	await page.setViewportSize({ width: 375, height: 812 });
	await expectTouchSize(retry);
	await page.setViewportSize({ width: 1280, height: 800 });

	await context.setOffline(false);
	await retry.click();
	await expect(chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article").first()).toBeVisible({
		timeout: 15_000,
	});
	await expect(chat.getByText(CHAT_FAILURE)).toHaveCount(0);
	await expect(chat.getByText("Museums for a rainy day")).toHaveCount(1);
});

test("a server error on My Adventures offers 'Try again'; a slow load shows the cards' shape", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ines", lastName: "Moreau", email: "ines.moreau@example.com" });
	const id = await createAdventure(page, { title: "Lisbon Lights" });
	// The page carries its first answers: go elsewhere, then come back through the app.
	await page.goto("/discover");
	await page.route("**/api/adventures", (route) => route.fulfill({ status: 500, body: '{"error":"Internal error"}' }));
	await page.getByRole("link", { name: "Adventure Guide home" }).click();
	const alert = page.getByRole("alert").filter({ hasText: "We couldn't load your adventures." });
	await expect(alert).toBeVisible();
	await shoot(page, "21-adventures-error");
	await page.setViewportSize({ width: 375, height: 812 });
	await expectTouchSize(alert.getByRole("button", { name: "Try again" }));
	await page.setViewportSize({ width: 1280, height: 800 });

	// Slow now: the skeleton cards under the spec's loading line, then the adventure.
	await page.unroute("**/api/adventures");
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route("**/api/adventures", async (route) => {
		await held;
		await route.continue();
	});
	await alert.getByRole("button", { name: "Try again" }).click();
	await expect(page.getByText("Loading your adventures...")).toBeVisible();
	await shoot(page, "21-adventures-skeleton");
	release();
	await expect(page.getByText("Lisbon Lights")).toBeVisible();

	// Opening it while its call fails: the error with 'Try again', not 'Adventure not found'; then slow: the planner's shape.
	await page.route(`**/api/adventures/${id}`, (route) =>
		route.fulfill({ status: 500, body: '{"error":"Internal error"}' }),
	);
	await page.getByText("Lisbon Lights").click();
	const failed = page.getByRole("alert").filter({ hasText: "We couldn't load this adventure." });
	await expect(failed).toBeVisible();
	await expect(page.getByText("Adventure not found")).toHaveCount(0);
	await shoot(page, "21-workspace-error", { fullPage: false });
	// A phone has no site header on the workspace: the way back is under 'Try again'.
	await page.setViewportSize({ width: 375, height: 812 });
	await expect(failed.getByRole("link", { name: "Back to My Adventures" })).toBeVisible();
	await expectTouchSize(failed.getByRole("button", { name: "Try again" }));
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.unroute(`**/api/adventures/${id}`);
	let open: () => void = () => {};
	const opening = new Promise<void>((resolve) => {
		open = resolve;
	});
	await page.route(`**/api/adventures/${id}`, async (route) => {
		await opening;
		await route.continue();
	});
	await failed.getByRole("button", { name: "Try again" }).click();
	await expect(page.getByText("Loading adventure...")).toBeVisible();
	await shoot(page, "21-workspace-skeleton", { fullPage: false });
	open();
	await expect(page.getByRole("tab", { name: /Guide AI/ })).toBeVisible();
});
