import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaceSuggestion } from "../../domain/place/destination";
import type { FamilyReview, FieldNote, Place, PlacePrediction } from "../../domain/place/place";
import { adventures, places, usageEvents } from "../../worker/db/schema";
import { PLACE_DETAILS_FIELD_MASK, SEARCH_FIELD_MASK } from "../../worker/providers/places/google";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeOpenAi, text } from "./fake-openai";
import { loadDestinationFixture } from "./fixtures/destinations";
import { east, insertPlace, insertPlaces, LONDON, north, SAN_DIEGO } from "./fixtures/places";
import { betaCookie, call, callWith, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";

const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-google-key" };

let me: SignedIn;

beforeAll(async () => {
	await insertPlaces();
	await loadDestinationFixture();
	me = await signIn();
});

const get = (path: string, cookie = me.cookie) => call(path, { headers: { Cookie: cookie } });
const post = (path: string, body: unknown = {}, cookie = me.cookie) =>
	call(path, json(body, { headers: { Cookie: cookie } }));

const at = (point: { latitude: number; longitude: number }) => `${point.latitude},${point.longitude}`;

async function search(query: string, center = LONDON, radius?: number): Promise<Place[]> {
	const params = new URLSearchParams({
		query,
		latitude: String(center.latitude),
		longitude: String(center.longitude),
		enrich: "true",
	});
	if (radius) params.set("radius", String(radius));
	const res = await get(`/api/places/search?${params}`);
	expect(res.status).toBe(200);
	return res.json();
}

const ids = (list: { googlePlaceId: string }[]) => list.map((place) => place.googlePlaceId);

describe("GET /api/places/search (embedded catalog)", () => {
	it("ranks the same kind of place by distance and leaves out places beyond the radius", async () => {
		const list = await search("museum");
		const near = ids(list).indexOf("cat:fx-toy-museum");
		const far = ids(list).indexOf("cat:fx-transport-museum");
		expect(near).toBeGreaterThanOrEqual(0);
		expect(far).toBeGreaterThan(near);
		expect(ids(list)).not.toContain("cat:fx-far-museum");
		expect(ids(list)).not.toContain("cat:fx-playground");
		expect(list.find((p) => p.googlePlaceId === "cat:fx-toy-museum")?.distanceMeters).toBeCloseTo(5000, -2);
		expect(list.find((p) => p.googlePlaceId === "cat:fx-transport-museum")?.distanceMeters).toBeCloseTo(9000, -2);
		for (const place of list) expect(place.distanceMeters).toBeLessThanOrEqual(10_000);

		// A wider radius takes the far one in.
		const wide = await search("museum", LONDON, 20_000);
		expect(ids(wide)).toContain("cat:fx-far-museum");
	});

	it("answers full places: no invented rating, an illustrated cover, category, field notes", async () => {
		const [toy] = (await search("toy collection")).filter((p) => p.googlePlaceId === "cat:fx-toy-museum");
		expect(toy).toMatchObject({
			name: "Riverside Toy Collection",
			rating: null,
			userRatingCount: null,
			priceLevel: null,
			types: ["museum"],
			category: "cultural",
			photoUrl: "/covers/places/museum.svg",
			photoUrls: ["/covers/places/museum.svg"],
			familySummary: "Riverside Toy Collection is a fixture place for tests.",
			pithySummary: "Riverside Toy Collection in one line.",
			summaryGenerated: false,
			ages: [3, 12],
			tags: ["indoor", "rainy-day"],
			source: "catalog",
			isValidated: true,
		});
		expect(toy?.fieldNotes).toEqual([
			{ type: "tip", note: "Arrive at opening: the first hour is the calmest", author: "Guide AI" },
			{ type: "age", note: "Best for ages 3–12", author: "Guide AI" },
		]);
		const [playground] = await search("playground");
		// Each place gets the cover drawn for its category, not one picture for all.
		expect(playground?.photoUrl).toBe("/covers/places/playground.svg");
	});

	it("understands category words: rainy day → indoor places, ice cream, food, free, zoo", async () => {
		const rainy = ids(await search("rainy day"));
		expect(rainy).toEqual(expect.arrayContaining(["cat:fx-toy-museum", "cat:fx-aquarium", "cat:fx-library"]));
		expect(rainy).not.toContain("cat:fx-playground");
		expect(rainy).not.toContain("cat:fx-common");

		expect(ids(await search("ice cream"))[0]).toBe("cat:fx-gelato");
		const food = ids(await search("food"));
		expect(food).toEqual(expect.arrayContaining(["cat:fx-pizza", "cat:fx-bakery", "cat:fx-gelato"]));
		expect(food).not.toContain("cat:fx-toy-museum");

		const free = ids(await search("free"));
		expect(free).toEqual(expect.arrayContaining(["cat:fx-playground", "cat:fx-common", "cat:fx-library"]));
		expect(free).not.toContain("cat:fx-aquarium");

		expect(ids(await search("zoos"))[0]).toBe("cat:fx-zoo");
		expect(ids(await search("restaurants"))[0]).toBe("cat:fx-pizza");
	});

	it("a place that fits every word ranks before one that fits some: 'free museum'", async () => {
		const list = ids(await search("free museum"));
		expect(list[0]).toBe("cat:fx-dino-hall");
		expect(list).toContain("cat:fx-toy-museum");
	});

	it("finds words in names and summaries too", async () => {
		expect(ids(await search("dinosaurs"))).toEqual(["cat:fx-dino-hall"]);
		expect(ids(await search("Maple"))).toEqual(["cat:fx-playground"]);
		expect(await search("xylophone")).toEqual([]);
	});

	it("searches around the given point: playground near San Diego", async () => {
		const list = await search("playground", SAN_DIEGO);
		expect(ids(list)).toEqual(["cat:sd-playground"]);
		expect(list[0]?.distanceMeters).toBeCloseTo(2000, -2);
	});

	it("widens the circle (×3, then 50 km) when fewer than 3 places fit within the radius: big parks", async () => {
		const park = { latitude: 47.8, longitude: -123.6 };
		await insertPlace({
			id: "cat:fx-geyser-25",
			name: "Steaming Geyser Basin",
			...north(park, 25),
			types: ["natural_feature"],
		});
		await insertPlace({
			id: "cat:fx-geyser-45",
			name: "Far Geyser Flats",
			...east(park, 45),
			types: ["natural_feature"],
		});
		await insertPlace({
			id: "cat:fx-geyser-70",
			name: "Beyond Geyser Cone",
			...north(park, 70),
			types: ["natural_feature"],
		});
		const list = await search("geyser", park);
		expect(ids(list)).toEqual(["cat:fx-geyser-25", "cat:fx-geyser-45"]);
		expect(list[0]?.distanceMeters).toBeCloseTo(25_000, -3);
		// Enough within the radius: nothing farther is added.
		expect(ids(await search("museum"))).not.toContain("cat:fx-far-museum");
	});

	it("returns at most 20 places", async () => {
		const rows = Array.from({ length: 25 }, (_, i) => ({
			id: `cat:fx-bulk-park-${i}`,
			name: `Bulk Green ${i}`,
			...east({ latitude: 40.0, longitude: -3.7 }, i * 0.2),
			types: ["park"],
			tags: ["outdoor"],
			source: "catalog" as const,
		}));
		for (const row of rows) await insertPlace(row);
		const list = await search("park", { latitude: 40.0, longitude: -3.7 });
		expect(list).toHaveLength(20);
		expect(list.map((p) => p.distanceMeters)).toEqual(
			[...list.map((p) => p.distanceMeters ?? 0)].sort((a, b) => a - b),
		);
	});

	it("rejects bad input with 400; needs sign-in", async () => {
		expect((await get("/api/places/search?query=museum&latitude=51.5")).status).toBe(400);
		expect((await get("/api/places/search?query=&latitude=51.5&longitude=0")).status).toBe(400);
		expect((await get("/api/places/search?query=museum&latitude=91&longitude=0")).status).toBe(400);
		expect((await get("/api/places/search?query=museum&latitude=51.5&longitude=0&radius=60000")).status).toBe(400);
		expect((await get(`/api/places/search?query=${"a".repeat(101)}&latitude=51.5&longitude=0`)).status).toBe(400);
		expect((await get("/api/places/search?query=museum&latitude=51.5&longitude=0", await betaCookie())).status).toBe(
			401,
		);
	});

	it("enrich fills a missing card summary with the offline composer (not stored)", async () => {
		const id = await insertPlace({
			id: "cat:fx-bare-cafe",
			name: "Bare Bones Coffee",
			...north(LONDON, 1.5),
			types: ["cafe"],
			tags: [],
			familySummary: null,
			pithySummary: null,
		});
		const [bare] = (await search("coffee")).filter((p) => p.googlePlaceId === id);
		expect(bare?.pithySummary).toMatch(/café/i);
		expect(bare?.familySummary).toContain("Bare Bones Coffee");
		expect(bare?.summaryGenerated).toBe(false);
		const row = await db().query.places.findFirst({ where: eq(places.id, id) });
		expect(row?.pithySummary).toBeNull();
	});
});

describe("GET /api/places/autocomplete near a point (embedded catalog)", () => {
	async function near(query: string, center = LONDON): Promise<PlacePrediction[]> {
		const res = await get(`/api/places/autocomplete?${new URLSearchParams({ query, location: at(center) })}`);
		expect(res.status).toBe(200);
		return res.json();
	}

	it("suggests places by name prefix near the point, with types", async () => {
		const list = await near("harb");
		expect(list).toEqual([
			{
				place_id: "cat:fx-aquarium",
				description: "Harbour Sea Tanks, Harbour Sea Tanks, Fixture Street, Testville",
				structured_formatting: {
					main_text: "Harbour Sea Tanks",
					secondary_text: "Harbour Sea Tanks, Fixture Street, Testville",
				},
				types: ["aquarium", "tourist_attraction"],
			},
		]);
		// The same prefix near San Diego finds its own place, not London's.
		expect((await near("harb", SAN_DIEGO)).map((p) => p.place_id)).toEqual(["cat:sd-playground"]);
	});

	it("opens from 2 characters; every word is a prefix; name starts rank first", async () => {
		expect(await near("h")).toEqual([]);
		expect((await near("sc")).map((p) => p.place_id)[0]).toBe("cat:fx-gelato");
		expect((await near("maple adv")).map((p) => p.place_id)).toEqual(["cat:fx-playground"]);
		// Types match too ("muse" → museums), the nearer first among equals.
		const museums = (await near("muse")).map((p) => p.place_id);
		expect(museums.indexOf("cat:fx-toy-museum")).toBeLessThan(museums.indexOf("cat:fx-transport-museum"));
	});

	it("keeps the destination search when locationSearch=true (location ignored there)", async () => {
		const res = await get(`/api/places/autocomplete?query=yellowst&locationSearch=true&location=${at(LONDON)}`);
		const list = (await res.json()) as PlaceSuggestion[];
		expect(list[0]?.place_id).toBe("park:yell");
	});

	it("rejects a location that is not lat,lng", async () => {
		expect((await get("/api/places/autocomplete?query=harb&location=london")).status).toBe(400);
		expect((await get("/api/places/autocomplete?query=harb&location=91,0")).status).toBe(400);
	});
});

describe("GET /api/places/{id}/details and /api/places/details/{id}", () => {
	it("answers the full place under both paths", async () => {
		const a = await get("/api/places/cat:fx-aquarium/details");
		const b = await get(`/api/places/details/${encodeURIComponent("cat:fx-aquarium")}`);
		expect(a.status).toBe(200);
		expect(b.status).toBe(200);
		const place = (await a.json()) as Place;
		expect(await b.json()).toEqual(place);
		expect(place).toMatchObject({ googlePlaceId: "cat:fx-aquarium", priceLevel: 3, category: "entertainment" });
		expect(place.distanceMeters).toBeUndefined();
	});

	it("404 for an unknown id (catalog or Google-shaped without a key)", async () => {
		for (const path of [
			"/api/places/cat:nope/details",
			"/api/places/details/cat:nope",
			"/api/places/ChIJunknown/details",
		]) {
			const res = await get(path);
			expect(res.status, path).toBe(404);
			expect(await res.json()).toEqual({ error: "Place not found" });
		}
	});
});

describe("POST /api/places/{id}/summary (offline composer)", () => {
	async function adventureWithKids(kidAges: number[]): Promise<string> {
		const id = await insertAdventure(me.user.id);
		await db().update(adventures).set({ kidAges }).where(eq(adventures.id, id));
		return id;
	}

	it("tailors the catalog summary to the adventure's kids' ages", async () => {
		const toddler = await post("/api/places/cat:fx-toy-museum/summary", { adventureId: await adventureWithKids([2]) });
		const teen = await post("/api/places/cat:fx-toy-museum/summary", { adventureId: await adventureWithKids([13]) });
		const inRange = await post("/api/places/cat:fx-toy-museum/summary", {
			adventureId: await adventureWithKids([5, 9]),
		});
		const a = (await toddler.json()) as { familySummary: string; pithySummary: string };
		const b = (await teen.json()) as { familySummary: string; pithySummary: string };
		const c = (await inRange.json()) as { familySummary: string; pithySummary: string };
		expect(a.familySummary).toMatch(/^Riverside Toy Collection is a fixture place for tests\. /);
		expect(a.familySummary).toContain("2-year-old");
		expect(b.familySummary).toContain("13-year-old");
		expect(c.familySummary).toContain("5 and 9");
		expect(new Set([a.familySummary, b.familySummary, c.familySummary]).size).toBe(3);
		expect(a.pithySummary).toBe("Riverside Toy Collection in one line.");
	});

	it("composes one for a provider place from its types and stores it (summaryGenerated)", async () => {
		await db()
			.insert(places)
			.values({
				id: "ChIJcachedgoogleplace",
				name: "Cached Science Centre",
				...north(LONDON, 2),
				address: "1 Exhibition Rd, South Kensington, London SW7 2DD, UK",
				types: ["museum", "tourist_attraction"],
				rating: 4.6,
				userRatingCount: 1200,
				source: "google",
			});
		const little = (await (
			await post("/api/places/ChIJcachedgoogleplace/summary", { adventureId: await adventureWithKids([3]) })
		).json()) as { familySummary: string; pithySummary: string };
		expect(little.familySummary).toContain("Cached Science Centre is a museum in South Kensington.");
		expect(little.familySummary).toMatch(/little ones/);
		expect(little.pithySummary).toBe("Museum in South Kensington: exhibits to explore, best with a family trail.");
		const older = (await (
			await post("/api/places/ChIJcachedgoogleplace/summary", { adventureId: await adventureWithKids([11, 13]) })
		).json()) as { familySummary: string };
		expect(older.familySummary).not.toEqual(little.familySummary);

		const details = (await (await get("/api/places/ChIJcachedgoogleplace/details")).json()) as Place;
		expect(details.summaryGenerated).toBe(true);
		expect(details.familySummary).toBe(older.familySummary);
		// Catalog places keep the summary written for them.
		await post("/api/places/cat:fx-zoo/summary", {});
		const zoo = (await (await get("/api/places/cat:fx-zoo/details")).json()) as Place;
		expect(zoo.summaryGenerated).toBe(false);
		expect(zoo.familySummary).toBe("Fixture City Zoo is a fixture place for tests.");
	});

	it("works without a body; 404 for an unknown place or someone else's private adventure", async () => {
		const res = await call("/api/places/cat:fx-common/summary", { method: "POST", headers: { Cookie: me.cookie } });
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ familySummary: expect.any(String), pithySummary: expect.any(String) });
		expect((await post("/api/places/cat:nope/summary")).status).toBe(404);
		const stranger = await insertAdventure(await insertUser());
		const hidden = await post("/api/places/cat:fx-common/summary", { adventureId: stranger });
		expect(hidden.status).toBe(404);
		expect(await hidden.json()).toEqual({ error: "Adventure not found" });
	});
});

describe("POST /api/places/{id}/family-reviews", () => {
	it("answers no invented reviews, and the place's field notes: at most 3, one per type, User first", async () => {
		const id = await insertPlace({
			name: "Noted Park",
			types: ["park"],
			tags: ["picnic", "stroller-friendly"],
			ages: [2, 10],
			fieldNotes: [{ type: "tip", note: "The café by the pond opens at 9.", author: "User" }],
		});
		const res = await post(`/api/places/${id}/family-reviews`);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { reviews: FamilyReview[]; fieldNotes: FieldNote[] };
		expect(body.reviews).toEqual([]);
		expect(body.fieldNotes).toEqual([
			{ type: "tip", note: "The café by the pond opens at 9.", author: "User" },
			{ type: "age", note: "Best for ages 2–10", author: "Guide AI" },
			{ type: "access", note: "Stroller-friendly paths", author: "Guide AI" },
		]);
		const details = (await (await get(`/api/places/${id}/details`)).json()) as Place;
		expect(details.fieldNotes).toEqual(body.fieldNotes);
		expect((await post("/api/places/cat:nope/family-reviews")).status).toBe(404);
	});
});

describe("Google Places (New) for places near a point", () => {
	let google: FakeGooglePlaces;
	const withGoogle = (path: string, init: RequestInit = {}) =>
		callWith(GOOGLE, path, {
			...init,
			headers: { Cookie: me.cookie, ...Object.fromEntries(new Headers(init.headers)) },
		});
	const usageOf = async (sku: string) =>
		db()
			.select()
			.from(usageEvents)
			.where(
				and(eq(usageEvents.userId, me.user.id), eq(usageEvents.sku, sku), eq(usageEvents.provider, "google-places")),
			);

	beforeEach(() => {
		google = new FakeGooglePlaces().install();
		google.addPlace({
			id: "ChIJnhm",
			name: "Natural History Museum",
			address: "Cromwell Rd, South Kensington, London SW7 5BD, UK",
			...east(LONDON, -4),
			types: ["tourist_attraction", "museum", "point_of_interest", "establishment"],
			primaryType: "museum",
			rating: 4.7,
			userRatingCount: 98000,
			priceLevel: "PRICE_LEVEL_FREE",
			photos: ["places/ChIJnhm/photos/p1", "places/ChIJnhm/photos/p2"],
			websiteUri: "https://www.nhm.ac.uk/",
			nationalPhoneNumber: "020 7942 5000",
			weekdayDescriptions: ["Monday: 10:00 AM – 5:50 PM"],
			editorialSummary: "Dinosaur skeletons and natural history exhibits in a Victorian landmark.",
			businessStatus: "OPERATIONAL",
		});
		google.addPlace({
			id: "ChIJfar",
			name: "Far Away Museum",
			address: "Oxford, UK",
			latitude: 51.752,
			longitude: -1.2577,
			types: ["museum"],
		});
		google.setSearchResults(["ChIJnhm", "ChIJfar"]);
	});

	afterEach(() => {
		google.uninstall();
		vi.restoreAllMocks();
	});

	const searchPath = (query: string, radius = 10_000) =>
		`/api/places/search?${new URLSearchParams({ query, latitude: String(LONDON.latitude), longitude: String(LONDON.longitude), radius: String(radius) })}`;

	it("search: Text Search with the card field mask and a location-bias circle; results stored and metered", async () => {
		const before = (await usageOf("text-search-enterprise")).length;
		const res = await withGoogle(searchPath("museum"));
		expect(res.status).toBe(200);
		const list = (await res.json()) as Place[];
		// The Oxford museum lies beyond the radius: dropped.
		expect(ids(list)).toEqual(["ChIJnhm"]);
		expect(list[0]).toMatchObject({
			name: "Natural History Museum",
			rating: 4.7,
			userRatingCount: 98000,
			priceLevel: 0,
			types: ["museum", "tourist_attraction", "point_of_interest", "establishment"],
			category: "cultural",
			photoUrl: "/api/places/photo?name=places%2FChIJnhm%2Fphotos%2Fp1",
			source: "google",
			isValidated: true,
		});
		expect(list[0]?.distanceMeters).toBeCloseTo(4000, -2);

		expect(google.requests).toHaveLength(1);
		const [request] = google.requests;
		expect(request?.method).toBe("POST");
		expect(request?.url.href).toBe("https://places.googleapis.com/v1/places:searchText");
		expect(request?.headers.get("X-Goog-Api-Key")).toBe("test-google-key");
		expect(request?.headers.get("X-Goog-FieldMask")).toBe(SEARCH_FIELD_MASK);
		expect(SEARCH_FIELD_MASK).toBe(
			"places.id,places.displayName,places.formattedAddress,places.location,places.types,places.rating,places.userRatingCount,places.priceLevel,places.photos,places.primaryType",
		);
		expect(request?.body).toEqual({
			textQuery: "museum",
			locationBias: { circle: { center: LONDON, radius: 10_000 } },
			pageSize: 20,
		});

		const row = await db().query.places.findFirst({ where: eq(places.id, "ChIJnhm") });
		expect(row).toMatchObject({ source: "google", name: "Natural History Museum", detailsFetchedAt: null });
		expect((await usageOf("text-search-enterprise")).length).toBe(before + 1);

		// The same search within the hour: KV, no call, nothing metered.
		const again = await withGoogle(searchPath("Museum "));
		expect(ids((await again.json()) as Place[])).toEqual(["ChIJnhm"]);
		expect(google.requests).toHaveLength(1);
		expect((await usageOf("text-search-enterprise")).length).toBe(before + 1);
	});

	it("search: Google failing (HTTP error, network, unreadable) → [] and nothing cached", async () => {
		google.failWith(() => new Response("boom", { status: 500 }));
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		expect(await (await withGoogle(searchPath("aquarium"))).json()).toEqual([]);
		google.failWith(() => {
			throw new TypeError("network down");
		});
		expect(await (await withGoogle(searchPath("aquarium"))).json()).toEqual([]);
		google.failWith(() => new Response("not json", { status: 200 }));
		expect(await (await withGoogle(searchPath("aquarium"))).json()).toEqual([]);
		expect(warn).toHaveBeenCalled();
		google.failWith(null);
		expect(ids((await (await withGoogle(searchPath("aquarium"))).json()) as Place[])).toEqual(["ChIJnhm"]);
	});

	it("details: the panel's field mask; stored with details; cached a day; metered", async () => {
		const before = (await usageOf("place-details-enterprise-atmosphere")).length;
		const res = await withGoogle("/api/places/details/ChIJnhm");
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({
			googlePlaceId: "ChIJnhm",
			website: "https://www.nhm.ac.uk/",
			phoneNumber: "020 7942 5000",
			openingHours: ["Monday: 10:00 AM – 5:50 PM"],
			editorialSummary: "Dinosaur skeletons and natural history exhibits in a Victorian landmark.",
			businessStatus: "OPERATIONAL",
			photoUrls: [
				"/api/places/photo?name=places%2FChIJnhm%2Fphotos%2Fp1",
				"/api/places/photo?name=places%2FChIJnhm%2Fphotos%2Fp2",
			],
		});
		const [request] = google.requests;
		expect(request?.method).toBe("GET");
		expect(request?.url.pathname).toBe("/v1/places/ChIJnhm");
		expect(request?.headers.get("X-Goog-FieldMask")).toBe(PLACE_DETAILS_FIELD_MASK);
		expect(PLACE_DETAILS_FIELD_MASK).not.toContain("reviews");
		expect(PLACE_DETAILS_FIELD_MASK).toContain("regularOpeningHours.weekdayDescriptions");
		const row = await db().query.places.findFirst({ where: eq(places.id, "ChIJnhm") });
		expect(row?.detailsFetchedAt).toBeInstanceOf(Date);
		expect(row?.website).toBe("https://www.nhm.ac.uk/");
		expect((await usageOf("place-details-enterprise-atmosphere")).length).toBe(before + 1);

		expect((await withGoogle("/api/places/ChIJnhm/details")).status).toBe(200);
		expect(google.requests).toHaveLength(1);
	});

	it("details: unknown → 404; Google failing → 502 JSON; catalog ids never reach Google", async () => {
		expect((await withGoogle("/api/places/ChIJmissing/details")).status).toBe(404);
		expect((await withGoogle("/api/places/cat:fx-zoo/details")).status).toBe(200);
		expect(google.requests.map((r) => r.url.pathname)).toEqual(["/v1/places/ChIJmissing"]);
		google.failWith(() => new Response("boom", { status: 503 }));
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const res = await withGoogle("/api/places/ChIJbroken/details");
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Place details are unavailable" });
	});

	it("autocomplete near a point: location bias circle and session token; predictions with types; cached", async () => {
		google.setPredictions([
			{ placeId: "ChIJnhm", main: "Natural History Museum", secondary: "Cromwell Rd, London", types: ["museum"] },
		]);
		const path = `/api/places/autocomplete?${new URLSearchParams({ query: "natural hi", location: at(LONDON), sessionToken: "tok-near" })}`;
		const res = await withGoogle(path);
		expect(await res.json()).toEqual([
			{
				place_id: "ChIJnhm",
				description: "Natural History Museum, Cromwell Rd, London",
				structured_formatting: { main_text: "Natural History Museum", secondary_text: "Cromwell Rd, London" },
				types: ["museum"],
			},
		]);
		expect(google.requests[0]?.body).toEqual({
			input: "natural hi",
			sessionToken: "tok-near",
			locationBias: { circle: { center: LONDON, radius: 50_000 } },
		});
		await withGoogle(path);
		expect(google.requests).toHaveLength(1);
		google.failWith(() => new Response("boom", { status: 500 }));
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const failed = await withGoogle(`/api/places/autocomplete?query=tate&location=${at(LONDON)}`);
		expect(failed.status).toBe(200);
		expect(await failed.json()).toEqual([]);
	});

	it("a Google place first seen by id is fetched, stored and then saved; its summary is stored", async () => {
		google.addPlace({
			id: "ChIJbyid",
			name: "Coram's Fields",
			address: "93 Guilford St, London WC1N 1DN, UK",
			...north(LONDON, 1),
			types: ["playground", "park"],
		});
		const adventureId = await insertAdventure(me.user.id);
		const res = await withGoogle("/api/places/ChIJbyid/save", json({ adventureId, kidAges: [] }));
		expect(res.status).toBe(200);
		const body = (await res.json()) as { savedPlace: { place: Place; intentCategory: string } };
		expect(body.savedPlace.place.name).toBe("Coram's Fields");
		expect(body.savedPlace.intentCategory).toBe("nature");
		const summary = await withGoogle("/api/places/ChIJbyid/summary", json({ adventureId }));
		expect(summary.status).toBe(200);
		const row = await db().query.places.findFirst({ where: eq(places.id, "ChIJbyid") });
		expect(row?.summaryGenerated).toBe(true);
		expect(row?.familySummary).toContain("Coram's Fields is a playground");
	});
});

describe("POST /api/places/{id}/summary with OpenAI", () => {
	let fake: FakeOpenAi;
	const openAiEnv = () => ({ OPENAI_API_KEY: fake.apiKey, OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: fake.baseUrl });
	const ask = (placeId: string, body: unknown) =>
		callWith(openAiEnv(), `/api/places/${placeId}/summary`, json(body, { headers: { Cookie: me.cookie } }));

	beforeEach(() => {
		fake = new FakeOpenAi().install();
	});
	afterEach(() => {
		fake.uninstall();
		vi.restoreAllMocks();
	});

	it("asks for JSON with the place's facts and the kids' ages, cleans and stores the answer, meters it", async () => {
		await db()
			.insert(places)
			.values({
				id: "ChIJopenaiplace",
				name: "Horniman Museum",
				...north(LONDON, 6),
				address: "100 London Rd, Forest Hill, London SE23 3PQ, UK",
				types: ["museum", "aquarium"],
				rating: 4.6,
				userRatingCount: 8000,
				editorialSummary: "Natural history, musical instruments and an aquarium.",
				source: "google",
			});
		const adventureId = await insertAdventure(me.user.id);
		await db()
			.update(adventures)
			.set({ kidAges: [4, 8] })
			.where(eq(adventures.id, adventureId));
		fake.answer(
			text(
				JSON.stringify({
					familySummary: "**Walrus**, aquarium and a hands-on music room 🎵. Go early on weekends.",
					pithySummary: "A stuffed walrus, jellyfish and drums to bang.",
				}),
			),
		);
		const res = await ask("ChIJopenaiplace", { adventureId });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			familySummary: "Walrus, aquarium and a hands-on music room. Go early on weekends.",
			pithySummary: "A stuffed walrus, jellyfish and drums to bang.",
		});
		const [request] = fake.requests;
		expect(request?.body.response_format).toEqual({ type: "json_object" });
		expect(request?.body.messages[0]?.content).toContain("Family Lens");
		const prompt = request?.body.messages[1]?.content ?? "";
		expect(prompt).toContain("Place: Horniman Museum");
		expect(prompt).toContain("Description: Natural history, musical instruments and an aquarium.");
		expect(prompt).toContain("Google rating: 4.6 from 8000 reviews");
		expect(prompt).toContain("Kids' ages: 4 and 8");
		const row = await db().query.places.findFirst({ where: eq(places.id, "ChIJopenaiplace") });
		expect(row).toMatchObject({
			summaryGenerated: true,
			pithySummary: "A stuffed walrus, jellyfish and drums to bang.",
		});
		const usage = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.provider, "openai"), eq(usageEvents.adventureId, adventureId)));
		expect(usage).toHaveLength(1);
	});

	it("catalog places keep their own summary (no model call); an unusable answer is a 502", async () => {
		const res = await ask("cat:fx-aquarium", {});
		expect(res.status).toBe(200);
		expect(((await res.json()) as { familySummary: string }).familySummary).toMatch(/^Harbour Sea Tanks is a fixture/);
		expect(fake.requests).toHaveLength(0);

		vi.spyOn(console, "warn").mockImplementation(() => {});
		const googleId = await insertPlace({ id: "ChIJbadjsonplace", source: "google", familySummary: null });
		fake.answer(text("Sorry, not JSON"));
		const bad = await ask(googleId, {});
		expect(bad.status).toBe(502);
		expect(await bad.json()).toEqual({ error: "Failed to generate summary" });
	});
});
