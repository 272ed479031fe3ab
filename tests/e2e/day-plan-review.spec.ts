import { expect, type Page, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, isoDaysFromNow, shoot, signIn, toast } from "./helpers";

/**
 * 'Plan my days' from the Paths tab with the real planner: a London trip of 5 days with kids of 3
 * and 8, an existing path and saved places. The review says the existing path stays, shows the legs
 * at the 3-year-old's pace, asks again for a rainy day, accepts one day and then the rest; the days
 * become dated paths beside the existing one. Nothing overflows at 375 px.
 */

async function savePlaces(page: Page, adventureId: string, query: string, count: number) {
	const headers = { Origin: new URL(page.url()).origin };
	const found = (await (
		await page.request.get(`/api/places/search?query=${query}&latitude=51.5074&longitude=-0.1278&radius=6000`)
	).json()) as { googlePlaceId: string }[];
	for (const place of found.slice(0, count)) {
		const saved = await page.request.post(`/api/places/${encodeURIComponent(place.googlePlaceId)}/save`, {
			headers,
			data: { adventureId, kidAges: [3, 8], intentCategory: "cultural" },
		});
		expect(saved.status()).toBe(200);
	}
}

test("plan my days: review, a rainy day, accept one day then all; the days become dated paths", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Rosa", lastName: "Days", email: "rosa.days@example.com" });
	const id = await createAdventure(page, { title: "London days", kidAges: [3, 8], lengthDays: 4 });
	await addMuseumWalk(page, id, "Museum Tour", 2);
	await savePlaces(page, id, "park", 3);
	await savePlaces(page, id, "cafe", 2);
	await page.goto(`/adventure/${id}`);
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page.getByRole("button", { name: "Plan my days" }).click();

	const dialog = page.getByRole("dialog", { name: "Plan my days" });
	const days = dialog.getByRole("article");
	await expect(days.first()).toBeVisible({ timeout: 15_000 });
	await expect(days.first().getByRole("heading")).toHaveText(/^Day 1 · \w{3} \d{1,2} \w{3}$/);
	await expect(dialog.getByText("Your existing path stays as it is.")).toBeVisible();
	await expect(dialog.getByText(/at a 3-year-old's pace$/).first()).toBeVisible();
	const planned = await days.count();
	expect(planned).toBeGreaterThan(1);
	await shoot(page, "day-plan-review", { fullPage: false });
	await page.setViewportSize({ width: 375, height: 812 });
	expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
	await page.setViewportSize({ width: 1280, height: 800 });

	// A rainy day asks for a new plan; the review keeps showing the days meanwhile.
	const rainy = dialog.getByRole("button", { name: /^Rainy day: Day 2 / });
	await rainy.click();
	await expect(rainy).toHaveAttribute("aria-pressed", "true");
	await expect(dialog.getByText("Updating the plan...")).toHaveCount(0, { timeout: 15_000 });

	// One day, then the rest.
	await dialog.getByRole("button", { name: /^Accept this day: Day 1 / }).click();
	await expect(toast(page, "Added to your paths")).toBeVisible({ timeout: 15_000 });
	await expect(days.first().getByText("Added to your paths")).toBeVisible();
	await dialog.getByRole("button", { name: "Accept all" }).click();
	await expect(dialog).toHaveCount(0, { timeout: 15_000 });
	await expect(page.getByRole("button", { name: "Plan my days" })).toBeFocused();

	// The days are dated paths inside the trip, beside the existing one.
	const paths = (await (await page.request.get(`/api/adventures/${id}/paths`)).json()) as {
		name: string;
		date: string | null;
	}[];
	expect(paths).toHaveLength(planned + 1);
	expect(paths.filter((p) => p.name === "Museum Tour").map((p) => p.date)).toEqual([null]);
	const dates = paths.flatMap((p) => (p.date ? [p.date] : []));
	expect(dates).toHaveLength(planned);
	for (const date of dates) {
		expect(date >= isoDaysFromNow(10) && date <= isoDaysFromNow(14), date).toBe(true);
	}
});
