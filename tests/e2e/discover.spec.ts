import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { enterBeta, isoDaysFromNow, shoot, signIn } from "./helpers";

/** The API as the app calls it: writes carry the page's Origin (same-origin writes). */
function api(page: Page) {
	const headers = { Origin: new URL(page.url()).origin };
	const req: APIRequestContext = page.request;
	return {
		async post<T>(path: string, data: unknown): Promise<T> {
			const res = await req.post(path, { headers, data });
			expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
			return (await res.json()) as T;
		},
		async patch(path: string, data: unknown) {
			const res = await req.patch(path, { headers, data });
			expect(res.status()).toBe(200);
		},
		async get<T>(path: string): Promise<T> {
			const res = await req.get(path);
			expect(res.status(), path).toBe(200);
			return (await res.json()) as T;
		},
	};
}

interface Stop {
	place: { name: string };
}

test("a public adventure is found in Discover with a filter and duplicated with its places and paths", async ({
	browser,
	page,
}) => {
	// User A plans a week in Yellowstone with two saved places on a walking path, and makes it public.
	await enterBeta(page);
	await signIn(page, { firstName: "Ava", lastName: "Reed", email: "ava.reed@example.com" });
	const a = api(page);
	const adventure = await a.post<{ id: string }>("/api/adventures", {
		title: "Geysers and Bison Week",
		location: "Yellowstone National Park, WY, USA",
		latitude: 44.428,
		longitude: -110.5885,
		startDate: isoDaysFromNow(30),
		endDate: isoDaysFromNow(37),
		kidAges: [4, 9],
		tags: ["National Park", "Hiking", "Camping", "Lakeside", "Mountain", "Nature Park", "Fishing", "Snow"],
		description: "Old Faithful at dawn, bison in the Lamar Valley and a picnic by Yellowstone Lake.",
		coverImageUrl: "/covers/national-park.svg",
	});
	const places = await a.get<{ googlePlaceId: string; name: string }[]>(
		"/api/places/search?query=geyser&latitude=44.428&longitude=-110.5885&radius=50000",
	);
	expect(places.length).toBeGreaterThanOrEqual(2);
	const chosen = places.slice(0, 2);
	for (const place of chosen) {
		await a.post("/api/saved-places", { googlePlaceId: place.googlePlaceId, adventureId: adventure.id });
	}
	const path = await a.post<{ id: string }>(`/api/adventures/${adventure.id}/paths`, {
		name: "Geyser walk",
		transportMode: "walking",
	});
	for (const place of chosen) await a.post(`/api/paths/${path.id}/stops`, { googlePlaceId: place.googlePlaceId });
	// A second, private adventure that Discover must never show.
	await a.post("/api/adventures", {
		title: "Secret Cabin Weekend",
		location: "Jackson, WY, USA",
		startDate: isoDaysFromNow(40),
		endDate: isoDaysFromNow(42),
	});
	await a.patch(`/api/adventures/${adventure.id}`, { isPublic: true });

	// User B, in their own browser, finds it in Discover.
	const context = await browser.newContext();
	const pageB = await context.newPage();
	await enterBeta(pageB);
	await signIn(pageB, { firstName: "Ben", lastName: "Cole", email: "ben.cole@example.com" });
	await pageB.getByRole("link", { name: "Discover" }).first().click();
	await expect(pageB.getByRole("heading", { name: "Discover Adventures" })).toBeVisible();
	const card = pageB.getByRole("link", { name: /Geysers and Bison Week/ });
	await expect(card).toBeVisible();
	await expect(card.getByText("+2 more")).toBeVisible();
	await expect(pageB.getByText("Secret Cabin Weekend")).toHaveCount(0);
	await shoot(pageB, "50-discover");

	// Filters: US West and 6 days or more keep it; the URL carries them. The seeded showcase trips
	// (Yellowstone, Rocky Mountain) are in that band too: the search narrows it to this one.
	await pageB.getByRole("searchbox", { name: "Search adventures" }).fill("Bison");
	await pageB.getByRole("button", { name: /Show Filters/ }).click();
	await pageB.getByRole("button", { name: "US West" }).click();
	await pageB.getByRole("button", { name: "6 days or more" }).click();
	await pageB.getByRole("button", { name: "6–9" }).click();
	await expect(pageB).toHaveURL(/region=us-west/);
	await expect(pageB).toHaveURL(/duration=week-plus/);
	await expect(pageB.getByText("1 adventure found")).toBeVisible();
	await expect(card).toBeVisible();
	await shoot(pageB, "51-discover-filtered");

	// The filtered URL opens the same view; a region it is not in empties it; Clear All Filters restores.
	await pageB.goto("/discover?region=us-east&duration=week-plus");
	await expect(pageB.getByRole("heading", { name: "No adventures found" })).toBeVisible();
	await expect(pageB.getByText("0 adventures found")).toBeVisible();
	await shoot(pageB, "52-discover-empty");
	await pageB.getByRole("button", { name: "Clear All Filters" }).last().click();
	await expect(card).toBeVisible();
	await expect(pageB).toHaveURL(/\/discover$/);
	await expect(card).toHaveAttribute("href", `/adventure/${adventure.id}/public`);

	// B opens it: the read-only public view, landing on Places with A's saved places.
	await card.click();
	await expect(pageB).toHaveURL(new RegExp(`/adventure/${adventure.id}/public$`));
	for (const place of chosen) await expect(pageB.getByText(place.name).first()).toBeVisible();
	await shoot(pageB, "54-public-view-from-discover");

	// B duplicates it through the dialog: the title ends in ' (Copy)', dates start empty and are required.
	await pageB.getByRole("button", { name: "Duplicate Adventure" }).click();
	const dialog = pageB.getByRole("dialog", { name: "Duplicate Adventure" });
	await expect(dialog.getByLabel("Title *")).toHaveValue("Geysers and Bison Week (Copy)");
	await expect(dialog.getByLabel("Start Date *")).toHaveValue("");
	await dialog.getByRole("button", { name: "Duplicate Adventure" }).click();
	await expect(dialog.getByText("Start date is required")).toBeVisible();
	await dialog.getByLabel("Start Date *").fill(isoDaysFromNow(60));
	await dialog.getByLabel("End Date *").fill(isoDaysFromNow(66));
	await shoot(pageB, "53-duplicate-dialog", { fullPage: false });
	await dialog.getByRole("button", { name: "Duplicate Adventure" }).click();
	await expect(pageB).toHaveURL(/\/adventure\/[0-9a-f-]{36}$/);
	const copyId = pageB.url().split("/").pop() ?? "";
	expect(copyId).not.toBe(adventure.id);

	// The copy is B's, private, with the same places and the path with its stops in order.
	const b = api(pageB);
	const copy = await b.get<{ id: string; title: string; isPublic: boolean; access: string }>(
		`/api/adventures/${copyId}`,
	);
	expect(copy).toMatchObject({ title: "Geysers and Bison Week (Copy)", isPublic: false, access: "owner" });
	const savedCopy = await b.get<{ place: { name: string } }[]>(`/api/saved-places?adventureId=${copyId}`);
	expect(savedCopy.map((s) => s.place.name).sort()).toEqual(chosen.map((p) => p.name).sort());
	const pathsCopy = await b.get<{ id: string; title?: string; name?: string; transportMode: string }[]>(
		`/api/adventures/${copyId}/paths`,
	);
	expect(pathsCopy).toHaveLength(1);
	expect(pathsCopy[0]?.transportMode).toBe("walking");
	const stops = await b.get<Stop[]>(`/api/paths/${pathsCopy[0]?.id}/stops`);
	expect(stops.map((s) => s.place.name)).toEqual(chosen.map((p) => p.name));

	// It shows among B's adventures; A's private one stays out of reach.
	await pageB.goto("/");
	await expect(pageB.getByRole("link", { name: /Geysers and Bison Week \(Copy\)/ })).toBeVisible();
	await context.close();
});
