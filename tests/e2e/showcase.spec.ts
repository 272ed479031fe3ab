import { expect, test } from "@playwright/test";
import { enterBeta, isoDaysFromNow, shoot, signIn } from "./helpers";

/**
 * The landing's six showcase trips are real public adventures seeded with the sample data
 * (scripts/build-showcase-seed.mjs): a card opens its public view for anyone, Discover lists and
 * finds them, and a family duplicates one with its places and dated paths.
 */

const showcase = [
	{ id: "sample-yellowstone", title: "Yellowstone Family Trip", place: "Old Faithful" },
	{ id: "sample-smoky-mountains", title: "Smoky Mountains Escape", place: "Laurel Falls Trail" },
	{ id: "sample-san-diego", title: "San Diego Beach and Zoo", place: "San Diego Zoo" },
	{ id: "sample-acadia", title: "Acadia Coast Adventure", place: "Thunder Hole" },
	{ id: "sample-rocky-mountain", title: "Rocky Mountain High", place: "Bear Lake" },
	{ id: "sample-olympic", title: "Olympic Rainforest Explorer", place: "Hall of Mosses Trail" },
];

test("a signed-out visitor opens a landing card: the trip's public view with its saved places and dated paths", async ({
	page,
}) => {
	await enterBeta(page);
	// The carousel's code is fetched when its section comes near the viewport.
	await page
		.getByRole("heading", { name: "Discover adventures from Adventure Guide families" })
		.scrollIntoViewIfNeeded();
	const carousel = page.getByRole("region", { name: "Sample adventures" });
	await carousel.scrollIntoViewIfNeeded();
	for (const trip of showcase) {
		await expect(carousel.getByRole("link", { name: trip.title })).toHaveAttribute(
			"href",
			`/adventure/${trip.id}/public`,
		);
	}
	await carousel.getByRole("link", { name: "Yellowstone Family Trip" }).click();
	await expect(page).toHaveURL(/\/adventure\/sample-yellowstone\/public$/);
	await expect(page.getByRole("heading", { name: "Yellowstone Family Trip" }).first()).toBeVisible();
	await expect(page.getByText("Old Faithful", { exact: true }).first()).toBeVisible();
	await expect(page.getByRole("button", { name: "Duplicate Adventure" })).toBeVisible();
	await page.getByRole("tab", { name: /Paths/ }).click();
	await expect(page.getByText("Geyser boardwalks").first()).toBeVisible();
	await expect(page.getByText("Bison and canyon drive").first()).toBeVisible();
	await shoot(page, "72-showcase-public");

	// Every showcase trip opens for anyone, straight from its address.
	for (const trip of showcase.slice(1)) {
		await page.goto(`/adventure/${trip.id}/public`);
		await expect(page.getByText(trip.place, { exact: true }).first()).toBeVisible();
	}
});

test("Discover lists the showcase trips; searching 'Yellowstone' finds the sample; a family duplicates it", async ({
	page,
}) => {
	await enterBeta(page);
	await page.goto("/discover?q=Yellowstone");
	const card = page.getByRole("link", { name: /Yellowstone Family Trip/ });
	await expect(card).toBeVisible();
	await expect(card).toHaveAttribute("href", "/adventure/sample-yellowstone/public");
	await expect(card.getByText("by Adventure Guide")).toBeVisible();
	await page.goto("/discover");
	for (const trip of showcase) {
		await expect(page.getByRole("link", { name: new RegExp(trip.title) })).toHaveAttribute(
			"href",
			`/adventure/${trip.id}/public`,
		);
	}

	await page.goto("/");
	await signIn(page, { firstName: "Nora", lastName: "Field", email: "nora.field@example.com" });
	await page.goto("/adventure/sample-acadia/public");
	await page.getByRole("button", { name: "Duplicate Adventure" }).click();
	const dialog = page.getByRole("dialog", { name: "Duplicate Adventure" });
	await dialog.getByLabel("Start Date *").fill(isoDaysFromNow(40));
	await dialog.getByLabel("End Date *").fill(isoDaysFromNow(42));
	await dialog.getByRole("button", { name: "Duplicate Adventure" }).click();
	await expect(page).toHaveURL(/\/adventure\/[0-9a-f-]{36}$/);
	const copyId = page.url().split("/").pop() ?? "";
	const saved = await page.request.get(`/api/saved-places?adventureId=${copyId}`);
	expect(((await saved.json()) as unknown[]).length).toBe(8);
	const paths = await page.request.get(`/api/adventures/${copyId}/paths`);
	const copied = (await paths.json()) as { name: string; date: string | null }[];
	expect(copied.map((p) => p.name).sort()).toEqual(["Park Loop Road", "Rocky shore walks"]);
	expect(copied.every((p) => p.date !== null)).toBe(true);
});
