import { expect, type Page } from "@playwright/test";

export const BETA_PASSWORD = "e2e-beta-password";

/** Passes the beta gate (the page reloads on success). */
export async function enterBeta(page: Page) {
	await page.goto("/");
	await page.getByLabel("Beta password").fill(BETA_PASSWORD);
	await page.getByRole("button", { name: "Enter Beta" }).click();
	await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

/** Local sign-in through the Login link. */
export async function signIn(page: Page, user: { firstName: string; lastName: string; email: string }) {
	await page.getByRole("link", { name: "Login" }).click();
	await page.getByLabel("First name").fill(user.firstName);
	await page.getByLabel("Last name").fill(user.lastName);
	await page.getByLabel("E-mail").fill(user.email);
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
}

/** Full-page screenshots at 1280 px and 375 px into test-results/. */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
	for (const width of [1280, 375]) {
		await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.waitForTimeout(150);
		await page.screenshot({
			path: `test-results/${name}-${width}.png`,
			fullPage: options.fullPage ?? true,
			animations: "disabled",
		});
	}
	await page.setViewportSize({ width: 1280, height: 800 });
}

/** `YYYY-MM-DD` of today plus n days, in the browser's (local) calendar. */
export function isoDaysFromNow(days: number): string {
	const date = new Date();
	date.setDate(date.getDate() + days);
	const m = String(date.getMonth() + 1).padStart(2, "0");
	const d = String(date.getDate()).padStart(2, "0");
	return `${date.getFullYear()}-${m}-${d}`;
}

/** A toast in the notifications region (Radix also mirrors it into a hidden live region). */
export function toast(page: Page, text: string) {
	return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

const LONDON = { location: "London, England, United Kingdom", latitude: 51.5074, longitude: -0.1278 };

/**
 * An adventure created through the API with the page's session, as the app sends it (a write with
 * the session cookie must say where it comes from); its id. London unless `place` says otherwise;
 * it starts in `startInDays` (10) and lasts `lengthDays` (2).
 */
export async function createAdventure(
	page: Page,
	fields: {
		title: string;
		kidAges?: number[];
		tags?: string[];
		startInDays?: number;
		lengthDays?: number;
		place?: { location: string; latitude: number; longitude: number };
	},
): Promise<string> {
	const start = fields.startInDays ?? 10;
	const res = await page.request.post("/api/adventures", {
		headers: { Origin: new URL(page.url()).origin },
		data: {
			title: fields.title,
			...(fields.place ?? LONDON),
			startDate: isoDaysFromNow(start),
			endDate: isoDaysFromNow(start + (fields.lengthDays ?? 2)),
			kidAges: fields.kidAges ?? [],
			...(fields.tags ? { tags: fields.tags } : {}),
		},
	});
	expect(res.status()).toBe(201);
	return ((await res.json()) as { id: string }).id;
}

/**
 * Saves the first `count` museums near central London to the adventure and walks them, in that
 * order, as one path named `pathName` (through the API, with the page's session); their names.
 */
export async function addMuseumWalk(page: Page, adventureId: string, pathName: string, count = 2): Promise<string[]> {
	const headers = { Origin: new URL(page.url()).origin };
	const found = (await (
		await page.request.get("/api/places/search?query=museum&latitude=51.5074&longitude=-0.1278&radius=10000")
	).json()) as { googlePlaceId: string; name: string }[];
	const places = found.slice(0, count);
	expect(places).toHaveLength(count);
	for (const place of places) {
		const saved = await page.request.post(`/api/places/${encodeURIComponent(place.googlePlaceId)}/save`, {
			headers,
			data: { adventureId, kidAges: [], intentCategory: "cultural" },
		});
		expect(saved.status()).toBe(200);
	}
	const path = await page.request.post(`/api/adventures/${adventureId}/paths`, {
		headers,
		data: { name: pathName, transportMode: "walking" },
	});
	expect(path.status()).toBe(201);
	const pathId = ((await path.json()) as { id: string }).id;
	for (const place of places) {
		const stop = await page.request.post(`/api/paths/${pathId}/stops`, {
			headers,
			data: { googlePlaceId: place.googlePlaceId },
		});
		expect(stop.ok()).toBe(true);
	}
	return places.map((place) => place.name);
}

/** Saves the first `count` parks the catalog knows around central London, through the API. */
export async function saveParks(page: Page, adventureId: string, count: number) {
	const res = await page.request.get("/api/places/search?query=park&latitude=51.5074&longitude=-0.1278&radius=10000");
	expect(res.status()).toBe(200);
	const found = (await res.json()) as {
		googlePlaceId: string;
		name: string;
		latitude: number;
		longitude: number;
		address: string | null;
	}[];
	expect(found.length).toBeGreaterThanOrEqual(count);
	for (const place of found.slice(0, count)) {
		const saved = await page.request.post(`/api/places/${encodeURIComponent(place.googlePlaceId)}/save`, {
			headers: { Origin: new URL(page.url()).origin },
			data: {
				adventureId,
				kidAges: [],
				intentCategory: "nature",
				placeData: { name: place.name, latitude: place.latitude, longitude: place.longitude, address: place.address },
			},
		});
		expect(saved.status()).toBe(200);
	}
}

/** The names of the open path's stops, in order, as its stop list shows them. */
export const stopNames = (page: Page) =>
	page
		.getByRole("list", { name: "Stops" })
		.getByRole("listitem")
		.evaluateAll((items) => items.map((li) => li.getAttribute("aria-label")?.replace(/^Stop \d+: /, "") ?? ""));
