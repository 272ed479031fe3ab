import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn, toast } from "./helpers";

/**
 * 'Where we're staying' (a saved place or an address, set on the edit page), the create
 * form's note where the guide can't suggest places, and the operator's places hint in the admin area.
 */

test("'Where we're staying': a saved place, then an address, chosen and saved by keyboard", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Morwenna", lastName: "Pascoe", email: "morwenna.pascoe@example.com" });
	const id = await createAdventure(page, { title: "London half term", kidAges: [3, 8] });
	const found = (await (
		await page.request.get("/api/places/search?query=museum&latitude=51.5074&longitude=-0.1278&radius=10000")
	).json()) as { googlePlaceId: string; name: string }[];
	const place = found[0];
	if (!place) throw new Error("no museum found near London");
	const saved = await page.request.post(`/api/places/${encodeURIComponent(place.googlePlaceId)}/save`, {
		headers: { Origin: new URL(page.url()).origin },
		data: { adventureId: id, kidAges: [], intentCategory: "cultural" },
	});
	expect(saved.status()).toBe(200);

	await page.goto(`/adventure/${id}/edit`);
	await expect(page.getByRole("heading", { name: "Where we're staying" })).toBeVisible();
	await expect(page.getByText("Not set: distances are measured from the destination's centre.")).toBeVisible();
	const choices = page.getByRole("group", { name: "A saved place or an address" });
	await expect(choices.getByRole("radio", { name: place.name })).toBeVisible();
	// By keyboard: from 'Not set' the arrow moves to the saved place, Tab reaches Save.
	await choices.getByRole("radio", { name: "Not set" }).focus();
	await page.keyboard.press("ArrowDown");
	await expect(choices.getByRole("radio", { name: place.name })).toBeChecked();
	await page.keyboard.press("Tab");
	await expect(page.getByRole("button", { name: "Save where we're staying" })).toBeFocused();
	await page.keyboard.press("Enter");
	await expect(toast(page, "Saved where you're staying")).toBeVisible();
	await expect(page.getByText(`Now: ${place.name}`)).toBeVisible();
	await shoot(page, "70-stay-saved-place");

	// An address picked from the suggestions near the trip: the catalog's own addresses, not a namesake far away.
	await choices.getByRole("radio", { name: "An address…" }).check();
	const address = page.getByRole("combobox", { name: "Address", exact: true });
	// The earlier toast closed, so the phone's view shows the list.
	await page
		.getByRole("region", { name: /Notifications/ })
		.getByRole("button", { name: "Close" })
		.click();
	await address.fill("South Kensington");
	const nearby = page.getByRole("listbox", { name: "Addresses near the trip" });
	await expect(nearby.getByRole("option").first()).toContainText("South Kensington, London");
	await expect(nearby).not.toContainText("Maryland");
	await shoot(page, "71-stay-address-suggestions", { fullPage: false });
	// By keyboard: the first suggestion, then Save.
	await address.press("ArrowDown");
	await address.press("Enter");
	await expect(address).toHaveValue("South Kensington, London");
	await page.getByRole("button", { name: "Save where we're staying" }).click();
	await expect(toast(page, "Saved where you're staying")).toBeVisible();
	await expect(page.getByText("Now: South Kensington, London")).toBeVisible();
	const read = (await (await page.request.get(`/api/adventures/${id}`)).json()) as {
		stay: { placeId: string | null; label: string; latitude: number; longitude: number } | null;
	};
	expect(read.stay).toMatchObject({ placeId: null, label: "South Kensington, London" });
	// At the museums of South Kensington (the Natural History Museum is at 51.4967, -0.1764).
	expect(read.stay?.latitude).toBeCloseTo(51.497, 2);
	expect(read.stay?.longitude).toBeCloseTo(-0.175, 2);
	await shoot(page, "71-stay-address");

	// Nothing near the trip matches: said under the field; the typed text stays.
	await address.fill("Qwzzy Lane");
	await expect(page.getByText("No addresses near the trip match. Try a street, an area or a place.")).toBeVisible();
	await shoot(page, "75-stay-address-none", { fullPage: false });

	// A typed address far from the trip is refused in a family's words, and nothing changes.
	await address.fill("Baltimore, Maryland");
	await address.press("Escape");
	await page.getByRole("button", { name: "Save where we're staying" }).click();
	await expect(
		toast(page, "That address is far from London. Where we're staying should be near the trip."),
	).toBeVisible();
	await expect(page.getByText("Now: South Kensington, London")).toBeVisible();

	// The workspace's edit dialog has the same control, showing the stay.
	await page.goto(`/adventure/${id}`);
	await page.getByRole("button", { name: "Edit adventure" }).click();
	const dialog = page.getByRole("dialog", { name: "Edit Adventure" });
	await expect(dialog.getByRole("heading", { name: "Where we're staying" })).toBeVisible();
	await expect(dialog.getByText("Now: South Kensington, London")).toBeVisible();
	await shoot(page, "74-stay-dialog", { fullPage: false });
});

test("the create form says, under the destination, where the guide can't suggest places", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Giulia", lastName: "Bianchi", email: "giulia.bianchi@example.com" });
	await page.goto("/create-adventure");
	const field = page.getByRole("combobox");
	await field.fill("Rome");
	await page.getByRole("option", { name: /Rome/ }).first().click();
	const note = page.getByRole("note");
	await expect(note).toContainText("The guide can't suggest places around this destination yet.");
	await expect(note).not.toContainText(/PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|server|catalog/);
	await shoot(page, "72-create-coverage-note", { fullPage: false });

	// London is one of the samples: no note.
	await field.fill("London");
	await page
		.getByRole("option", { name: /London/ })
		.first()
		.click();
	await expect(page.getByRole("note")).toHaveCount(0);
});

test("the admin dashboard names the places provider and what would cover the world", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ada", lastName: "Admin", email: "admin@example.com" });
	await page.goto("/admin");
	await expect(page.getByText("Places provider: built-in catalog (11 destinations).")).toBeVisible();
	await expect(page.getByText(/Set PLACES_PROVIDER=osm or GOOGLE_MAPS_API_KEY to cover the world\./)).toBeVisible();
	await shoot(page, "73-admin-places-provider", { fullPage: false });
});
