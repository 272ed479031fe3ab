import { expect, type Page, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn, toast } from "./helpers";

const markers = (page: Page, kind: "saved" | "search") => page.locator(`path.planner-marker-${kind}`);

test("search museums in London, read the Family Lens, save one, then remove it", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Priya", lastName: "Shah", email: "priya.shah@example.com" });
	const id = await createAdventure(page, {
		title: "London with the kids",
		kidAges: [5, 9],
		tags: ["City Exploration", "Culture"],
		startInDays: 20,
		lengthDays: 4,
	});
	await page.goto(`/adventure/${id}`);

	await page.getByRole("tab", { name: "Places" }).click();
	await expect(page.getByText("No saved places yet")).toBeVisible();
	const search = page.getByRole("combobox", { name: "Search places" });
	await search.fill("museum");
	await expect(page.getByRole("option", { name: "Search for museum" })).toBeVisible();
	await search.press("Enter");
	await expect(page.getByText("Guide AI is searching...")).toBeVisible();

	const results = page.getByRole("list", { name: "Search results" });
	await expect(results.getByRole("article").first()).toBeVisible({ timeout: 10_000 });
	const count = await results.getByRole("article").count();
	expect(count).toBeGreaterThan(2);
	await expect(markers(page, "search")).toHaveCount(count);
	await shoot(page, "20-places-results", { fullPage: false });

	// Open the first result: the detail panel with its Family Lens.
	const first = results.getByRole("article").first();
	const name = (await first.getAttribute("aria-label")) ?? "";
	expect(name).not.toBe("");
	await first.getByRole("button", { name: `Open ${name}` }).click();
	const panel = page.getByRole("complementary", { name: `${name} details` });
	await expect(panel.getByRole("heading", { name })).toBeVisible();
	await expect(panel.getByText("Guide AI Family Insights")).toBeVisible();
	await expect(panel.getByRole("tab", { name: "Family Lens" })).toHaveAttribute("aria-selected", "true");
	await expect(panel.getByRole("tabpanel")).toContainText(/\w{4,}.*\w{4,}/);
	await expect(page.locator("path.planner-marker-search.is-highlighted")).toHaveCount(1);
	await panel.getByRole("tab", { name: "Field Notes" }).click();
	await expect(panel.getByRole("tabpanel")).not.toBeEmpty();
	await panel.getByRole("tab", { name: "Family Lens" }).click();
	await shoot(page, "21-place-panel", { fullPage: false });

	// Save: toast, the panel closes, the place becomes a red marker and shows under Saved.
	await panel.getByRole("button", { name: "Save" }).click();
	await expect(toast(page, "Place saved!")).toBeVisible();
	await expect(panel).toHaveCount(0);
	await expect(markers(page, "saved")).toHaveCount(1);
	await expect(markers(page, "search")).toHaveCount(count - 1);
	await expect(page.getByRole("tab", { name: /Places/ })).toContainText("1");
	await page.getByRole("tab", { name: /^Saved/ }).click();
	const saved = page.getByRole("list", { name: "Saved places" });
	await expect(saved.getByRole("article", { name })).toBeVisible();
	await shoot(page, "22-places-saved", { fullPage: false });

	// Remove it again.
	await saved.getByRole("button", { name: `Remove ${name} from saved places` }).click();
	const confirm = page.getByRole("alertdialog", { name: "Remove from Saved Places" });
	await expect(confirm).toContainText("cannot be undone");
	await confirm.getByRole("button", { name: "Remove" }).click();
	await expect(toast(page, "Place removed")).toBeVisible();
	await expect(markers(page, "saved")).toHaveCount(0);
	const check = await page.request.get(`/api/saved-places?adventureId=${id}`);
	expect(await check.json()).toEqual([]);
});
