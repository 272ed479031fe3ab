import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, isoDaysFromNow, shoot, signIn } from "./helpers";

/**
 * The right place, everywhere: a destination must be picked (never London by default),
 * the suggestion list opens only when typing, a destination far from the built-in catalog's samples
 * says so in a family's words (what they can still do, never a setting), and place cards show their
 * category's cover.
 */

test("a typed destination must be picked: 'Please select a location'; the edit page opens no suggestions by itself", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Kerenza", lastName: "Tremayne", email: "kerenza.tremayne@example.com" });
	const res = await page.goto("/create-adventure");
	// The page (served by the Worker first) allows the configured tile origin, the default one here.
	expect(res?.headers()["content-security-policy"]).toContain(
		"img-src 'self' data: blob: https://tile.openstreetmap.org ",
	);
	await page.getByRole("combobox").fill("Cornwall");
	await page.getByLabel("Start date *").fill(isoDaysFromNow(30));
	await page.getByLabel("End date *").fill(isoDaysFromNow(33));
	await page.getByLabel("Title *").fill("Cornish rock pools");
	await page.getByRole("combobox").press("Escape");
	await page.getByRole("button", { name: "Create Adventure" }).click();
	await expect(page.getByText("Please select a location")).toBeVisible();
	await expect(page).toHaveURL(/\/create-adventure$/);
	await shoot(page, "60-select-location", { fullPage: false });

	// Picking a suggestion clears it and creates the adventure where the family chose.
	await page.getByRole("combobox").fill("Paris");
	const option = page.getByRole("option", { name: /Paris/ }).first();
	await expect(option).toBeVisible();
	await option.click();
	await expect(page.getByText("Please select a location")).toBeHidden();
	await page.getByRole("button", { name: "Create Adventure" }).click();
	await expect(page).toHaveURL(/\/adventure\/[^/]+$/);
	const id = page.url().split("/").pop() ?? "";

	// The edit page starts with the stored location: no suggestion list opens unless the user types.
	await page.goto(`/adventure/${id}/edit`);
	await expect(page.getByRole("combobox")).toHaveValue(/Paris/);
	await page.getByRole("combobox").focus();
	await page.waitForTimeout(1500);
	await expect(page.getByRole("listbox", { name: "Destination suggestions" })).toHaveCount(0);
	await expect(page.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
	await shoot(page, "61-edit-no-suggestions", { fullPage: false });
});

test("far from the catalog's samples, the Places and Guide tabs say so and name no setting", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Giulia", lastName: "Romano", email: "giulia.romano@example.com" });
	const id = await createAdventure(page, {
		title: "Rome with the kids",
		place: { location: "Rome, Lazio, Italy", latitude: 41.8933, longitude: 12.4829 },
		kidAges: [5, 9],
		startInDays: 20,
		lengthDays: 4,
	});
	await page.goto(`/adventure/${id}`);

	const guideNotice = page
		.getByRole("tabpanel", { name: /Guide AI/ })
		.getByRole("status")
		.filter({ hasText: "can't suggest any here" });
	await expect(guideNotice).toBeVisible();
	await expect(guideNotice).toContainText("build paths between them, and share your adventure");
	await expect(guideNotice).not.toContainText(/PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|server|catalog/);

	// Asking the guide gets the same plain answer, not places from another city.
	await page.getByPlaceholder("Ask Wunder for ideas…").fill("playgrounds for a 5 year old");
	await page.getByRole("button", { name: "Send message" }).click();
	await expect(
		page
			.locator("[aria-live=polite]")
			.getByText(/can't suggest any here/)
			.last(),
	).toBeVisible({
		timeout: 10_000,
	});
	await shoot(page, "62-coverage-guide", { fullPage: false });

	await page.getByRole("tab", { name: "Places" }).click();
	const placesNotice = page.getByRole("tabpanel", { name: /Places/ }).getByRole("status");
	await expect(placesNotice).toContainText("search for places by name and save them");
	await expect(placesNotice).not.toContainText(/PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|server|catalog/);
	await shoot(page, "63-coverage-places", { fullPage: false });
});

test("place cards show the cover drawn for their category", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ada", lastName: "Byron", email: "ada.byron@example.com" });
	const id = await createAdventure(page, { title: "London days out", kidAges: [5, 9], startInDays: 20, lengthDays: 4 });
	await page.goto(`/adventure/${id}`);
	await page.getByRole("tab", { name: "Places" }).click();
	await expect(page.getByRole("tabpanel", { name: /Places/ }).getByRole("status")).toHaveCount(0);
	const search = page.getByRole("combobox", { name: "Search places" });
	await search.fill("free");
	await search.press("Enter");
	const results = page.getByRole("list", { name: "Search results" });
	await expect(results.getByRole("article").first()).toBeVisible({ timeout: 10_000 });
	const covers = await results
		.locator("img")
		.evaluateAll((images) => images.map((img) => img.getAttribute("src") ?? ""));
	const distinct = new Set(covers.filter((src) => src.startsWith("/covers/places/")));
	expect(distinct.size).toBeGreaterThanOrEqual(3);
	await shoot(page, "64-category-covers", { fullPage: false });
});
