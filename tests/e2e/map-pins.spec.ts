import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";

/**
 * Pictures and pins: the five London visits get five different covers; a path's stops are
 * numbered pins in its colour with a legend, the open path drawn above; pins reachable by keyboard
 * and labelled on focus; Sleeps a narrow tab. Screenshots at 1280 and 375 px.
 */
const FIVE = [
	"Natural History Museum",
	"Science Museum",
	"National Gallery",
	"Buckingham Palace",
	"London Transport Museum",
];

async function saveByName(page: Page, adventureId: string, name: string) {
	const found = (await (
		await page.request.get(
			`/api/places/search?query=${encodeURIComponent(name)}&latitude=51.5074&longitude=-0.1278&radius=10000`,
		)
	).json()) as { googlePlaceId: string; name: string; photoUrl: string | null }[];
	const place = found.find((p) => p.name === name);
	expect(place, name).toBeDefined();
	const res = await page.request.post(`/api/places/${encodeURIComponent(place?.googlePlaceId ?? "")}/save`, {
		headers: { Origin: new URL(page.url()).origin },
		data: { adventureId, kidAges: [], intentCategory: "cultural" },
	});
	expect(res.status()).toBe(200);
	return place as { googlePlaceId: string; name: string; photoUrl: string | null };
}

async function pathOf(page: Page, adventureId: string, name: string, placeIds: string[]) {
	const headers = { Origin: new URL(page.url()).origin };
	const res = await page.request.post(`/api/adventures/${adventureId}/paths`, {
		headers,
		data: { name, transportMode: "walking" },
	});
	expect(res.status()).toBe(201);
	const id = ((await res.json()) as { id: string }).id;
	for (const googlePlaceId of placeIds) {
		expect((await page.request.post(`/api/paths/${id}/stops`, { headers, data: { googlePlaceId } })).ok()).toBe(true);
	}
}

test("London's five visits, numbered pins in their path's colour, a legend, and a narrow Sleeps tab", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Nell", lastName: "Harper", email: "nell.harper@example.com" });
	const id = await createAdventure(page, { title: "London with the kids", kidAges: [5, 8] });
	const places = [];
	for (const name of FIVE) places.push(await saveByName(page, id, name));
	expect(new Set(places.map((p) => p.photoUrl)).size).toBe(5);
	await pathOf(
		page,
		id,
		"Museum Day",
		places.slice(0, 2).map((p) => p.googlePlaceId),
	);
	await pathOf(
		page,
		id,
		"Palace Morning",
		places.slice(2).map((p) => p.googlePlaceId),
	);

	await page.goto(`/adventure/${id}`);
	await page.getByRole("tab", { name: /Places/ }).click();
	const saved = page.getByRole("list", { name: "Saved places" });
	await expect(saved.getByRole("article")).toHaveCount(5);
	const covers = await saved.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("src")));
	expect(new Set(covers.filter((src) => src?.startsWith("/covers/places/"))).size).toBe(5);
	await shoot(page, "93-london-covers", { fullPage: false });

	// Sleeps: present, narrow (not a quarter of the bar), still a 44 px target.
	const bar = await page.getByRole("tablist", { name: "Planner" }).boundingBox();
	const sleeps = await page.getByRole("tab", { name: "Sleeps" }).boundingBox();
	expect(sleeps && bar && sleeps.width < bar.width / 6).toBe(true);
	expect(sleeps && sleeps.width >= 44 && sleeps.height >= 44).toBe(true);

	// The map: five numbered pins in two colours and a legend naming both paths.
	const map = page.getByRole("region", { name: "Map" });
	const pins = map.locator(".planner-stop");
	await expect(pins).toHaveCount(5, { timeout: 15_000 });
	expect(await pins.allTextContents()).toEqual(["1", "2", "1", "2", "3"]);
	const legend = map.getByRole("region", { name: "Paths on the map" });
	await expect(legend.getByRole("listitem")).toHaveText(["Museum Day, 2 stops", "Palace Morning, 3 stops"]);

	// Keyboard: a pin is reached with Tab and says its name in a label.
	const palace = map.getByRole("button", { name: "Stop 1: National Gallery" });
	await palace.focus();
	await expect(map.locator(".leaflet-tooltip")).toHaveText("Stop 1 of Palace Morning: National Gallery");
	await page.keyboard.press("Tab");
	// The label that was shown fades out (200 ms) as the next one opens.
	await expect(map.locator(".leaflet-tooltip")).toHaveCount(1);
	await expect(map.locator(".leaflet-tooltip")).toHaveText("Stop 2 of Palace Morning: Buckingham Palace");

	// Opening a path puts it first in the legend and its pins on top.
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page
		.getByRole("tabpanel", { name: /Paths/ })
		.getByRole("button", { name: /^Palace Morning/ })
		.click();
	await expect(legend.getByRole("listitem")).toHaveText(["Palace Morning, 3 stops", "Museum Day, 2 stops"]);
	await expect(legend.locator('[aria-current="true"]')).toHaveText("Palace Morning, 3 stops");
	const zIndex = (name: string) =>
		map.getByRole("button", { name }).evaluate((el) => Number((el as HTMLElement).style.zIndex));
	expect(await zIndex("Stop 1: National Gallery")).toBeGreaterThan(await zIndex("Stop 2: Science Museum"));
	await shoot(page, "94-map-pins-legend", { fullPage: false });

	await expectNoSeriousViolations(page);

	// On a phone, the map view shows the same pins and legend.
	await page.setViewportSize({ width: 375, height: 812 });
	await page.getByRole("button", { name: "Show map" }).click();
	await expect(pins).toHaveCount(5);
	await expect(legend).toBeVisible();
	await page.waitForTimeout(300);
	await page.screenshot({ path: "test-results/95-map-pins-phone-375.png", animations: "disabled" });
	await expectNoSeriousViolations(page);
});

async function expectNoSeriousViolations(page: Page) {
	const results = await new AxeBuilder({ page }).analyze();
	const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
	expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
