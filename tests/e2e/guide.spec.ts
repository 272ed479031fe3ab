import { expect, type Page, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn, toast } from "./helpers";

/** Records every text the typing indicator shows, so a status that flashes by is still seen. */
async function recordStatuses(page: Page) {
	await page.evaluate(() => {
		const seen: string[] = [];
		(window as unknown as { __statuses: string[] }).__statuses = seen;
		new MutationObserver(() => {
			const text = document.querySelector("[data-testid=guide-status]")?.textContent;
			if (text && seen.at(-1) !== text) seen.push(text);
		}).observe(document.body, { subtree: true, childList: true, characterData: true });
	});
}

const statuses = (page: Page) => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
const markers = (page: Page, kind: string) => page.locator(`path.planner-marker-${kind}`);

test("ask Wunder for rainy-day ideas, save two, create a path; a second tab sees the save live", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Nora", lastName: "Ali", email: "nora.ali@example.com" });
	const id = await createAdventure(page, { title: "Rainy London", kidAges: [4, 9], startInDays: 5, lengthDays: 3 });
	await page.goto(`/adventure/${id}`);

	// The opening message arrives by itself.
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();

	// A second tab (same user) on the same adventure, on the Places tab.
	const other = await page.context().newPage();
	await other.goto(`/adventure/${id}`);
	await other.getByRole("tab", { name: "Places" }).click();
	await expect(other.getByText("No saved places yet")).toBeVisible();

	await recordStatuses(page);
	await page.getByLabel("Message Guide AI").fill("Rainy day ideas for my 4 and 9 year olds");
	await page.getByLabel("Message Guide AI").press("Enter");
	const cards = chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article");
	await expect(cards).toHaveCount(3, { timeout: 15_000 });
	const seen = await statuses(page);
	expect(
		seen.some((text) => text !== "Wundering..." && text.length > 5),
		`statuses seen: ${seen.join(" | ")}`,
	).toBe(true);
	await expect(markers(page, "ai")).toHaveCount(3);
	const reply = await chat.getByTestId("assistant-message").last().textContent();
	const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
	for (const name of names) expect(reply).toContain(name);
	await shoot(page, "40-guide-suggestions", { fullPage: false });

	// Save the first two suggestions: each leaves the chat and becomes a red marker.
	for (const name of names.slice(0, 2)) {
		await chat.getByRole("button", { name: `Save ${name}` }).click();
		await expect(chat.getByRole("article", { name })).toHaveCount(0);
	}
	await expect(toast(page, "Place saved!")).toBeVisible();
	await expect(markers(page, "saved")).toHaveCount(2);
	await expect(markers(page, "ai")).toHaveCount(1);

	// The other tab sees them without reloading.
	const otherSaved = other.getByRole("list", { name: "Saved places" });
	await expect(otherSaved.getByRole("article")).toHaveCount(2, { timeout: 10_000 });
	for (const name of names.slice(0, 2)) await expect(otherSaved.getByRole("article", { name })).toBeVisible();

	// "create path" connects the saved places.
	await page.getByLabel("Message Guide AI").fill("create path");
	await page.getByLabel("Message Guide AI").press("Enter");
	await expect(chat.getByTestId("assistant-message").last()).toContainText(/path/i, { timeout: 10_000 });
	await expect(page.getByRole("tab", { name: /Paths/ })).toContainText("1");
	await page.getByRole("tab", { name: /Paths/ }).click();
	const stops = page.getByRole("list", { name: "Stops" }).getByRole("listitem");
	await expect(stops).toHaveCount(2);
	await shoot(page, "41-guide-path", { fullPage: false });
	await other.close();
});
