import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaceDetails, PlaceSuggestion } from "../../domain/place/destination";
import { usageEvents } from "../../worker/db/schema";
import { FakeGooglePlaces } from "./fake-google-places";
import { loadDestinationFixture } from "./fixtures/destinations";
import { betaCookie, call, callWith, db, type SignedIn, signIn } from "./helpers";

const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-google-key" };

let me: SignedIn;

beforeAll(async () => {
	await loadDestinationFixture();
	me = await signIn();
});

const get = (path: string, cookie = me.cookie) => call(path, { headers: { Cookie: cookie } });
const withGoogle = (path: string, cookie = me.cookie) => callWith(GOOGLE, path, { headers: { Cookie: cookie } });

async function search(query: string, extra = ""): Promise<PlaceSuggestion[]> {
	const res = await get(`/api/places/autocomplete?${new URLSearchParams({ query, locationSearch: "true" })}${extra}`);
	expect(res.status).toBe(200);
	return res.json();
}

const ids = (list: PlaceSuggestion[]) => list.map((s) => s.place_id);
const names = (list: PlaceSuggestion[]) => list.map((s) => s.structured_formatting.main_text);

describe("GET /api/places/autocomplete (embedded catalog)", () => {
	it("puts Yellowstone National Park before the town of West Yellowstone", async () => {
		const list = await search("yellowst");
		expect(ids(list)).toEqual(["park:yell", "city:5685767"]);
		expect(list[0]).toEqual({
			place_id: "park:yell",
			description: "Yellowstone National Park, Wyoming, United States",
			structured_formatting: { main_text: "Yellowstone National Park", secondary_text: "Wyoming, United States" },
		});
	});

	it("ranks cities of the same name by population: London (GB) first", async () => {
		const list = await search("lond");
		expect(ids(list).slice(0, 2)).toEqual(["city:2643743", "city:6058560"]);
		// Londonderry (83k) before London, Kentucky (8k): population decides among prefix matches.
		expect(ids(list).slice(2)).toEqual(["city:2643736", "city:4298960"]);
		expect(list.map((s) => s.description)).toContain("London, Ontario, Canada");
		expect(list[0]?.structured_formatting.secondary_text).toBe("England, United Kingdom");
	});

	it("treats every word as a prefix, and prefers names that start with the typed text", async () => {
		const sanD = await search("san d");
		expect(ids(sanD)[0]).toBe("city:5391811");
		expect(ids(sanD)).toContain("city:5391891"); // San Dimas
		// Santo Domingo matches "san* d*" and is bigger, but its name does not start with "san d".
		expect(ids(sanD).indexOf("city:3492908")).toBeGreaterThan(ids(sanD).indexOf("city:5391891"));
		expect(names(await search("san die"))).toEqual(["San Diego", "San Diego"]);
		expect(ids(await search("San Dim"))).toEqual(["city:5391891"]);
	});

	it("a whole first word beats a longer word with that prefix: 'san' → San Diego before Santiago", async () => {
		const list = await search("san");
		expect(ids(list)[0]).toBe("city:5391811");
		expect(ids(list)).toContain("city:3871336");
	});

	it("national parks and famous regions outrank towns; regions and states are found too", async () => {
		expect(ids(await search("smoky"))).toEqual(["park:grsm"]);
		expect(ids(await search("grand")).slice(0, 2)).toEqual(["park:grca", "park:grte"]);
		expect(ids(await search("grand")).at(-1)).toBe("city:4994358");
		expect(ids(await search("lake dis"))).toEqual(["region:lake-district"]);
		expect(ids(await search("califor"))[0]).toBe("state:CA");
		// The city before the state of the same name (it is bigger), both offered.
		expect(ids(await search("new york")).slice(0, 2)).toEqual(["city:5128581", "state:NY"]);
	});

	it("matches the region and country too: 'paris fr' is Paris, France, not Paris, Texas", async () => {
		expect(ids(await search("paris fr"))).toEqual(["city:2988507"]);
		expect(ids(await search("paris tex"))).toEqual(["city:4717560"]);
		expect(ids(await search("paris"))).toEqual(["city:2988507", "city:4717560"]);
	});

	it("ignores accents and case both ways", async () => {
		expect(ids(await search("zur"))).toEqual(["city:2657896"]);
		expect(ids(await search("ZÜRICH"))).toEqual(["city:2657896"]);
		expect(ids(await search("sao paulo"))).toEqual(["city:3448439"]);
		expect(ids(await search("São Pau"))).toEqual(["city:3448439"]);
	});

	it("answers an empty list under 3 characters, and for text without words", async () => {
		expect(await search("lo")).toEqual([]);
		expect(await search("  lo  ")).toEqual([]);
		expect(await search("")).toEqual([]);
		expect(await search("***")).toEqual([]);
		expect(await search("zzzzqx")).toEqual([]);
	});

	it("never interprets FTS5 syntax in the typed text", async () => {
		for (const query of [
			'"lond',
			'lond"',
			"lond*",
			"(lond)",
			"-lond",
			"^lond",
			"lond:",
			'"lond" *',
			"lond + ",
			"lond;--",
		]) {
			const list = await search(query);
			expect(ids(list)[0], query).toBe("city:2643743");
		}
		// Operator words are searched as words (nothing here starts with them), never a syntax error.
		for (const query of ["AND OR NOT", "NEAR(lond yell)", "lond AND yell", "name:lond", 'a"b"c', "{name}:lond"]) {
			expect(await search(query), query).toEqual([]);
		}
		expect(names(await search("martha's"))).toEqual(["Martha's Vineyard"]);
	});

	it("returns at most 8 suggestions", async () => {
		const list = await search("united states");
		expect(list.length).toBe(8);
	});

	it("answers destinations with locationSearch=true even when a location is sent; without it, places near that point", async () => {
		const res = await get("/api/places/autocomplete?query=yellowst&locationSearch=true&location=44.6,-110.5");
		expect(res.status).toBe(200);
		expect(ids(await res.json())[0]).toBe("park:yell");
		// No family places in this file's catalog: the workspace search (places-search.test.ts) finds none.
		const near = await get("/api/places/autocomplete?query=yellowst&location=44.6,-110.5");
		expect(near.status).toBe(200);
		expect(await near.json()).toEqual([]);
	});

	it("rejects bad input with 400 {error, issues}", async () => {
		const long = await get(`/api/places/autocomplete?query=${"a".repeat(101)}`);
		expect(long.status).toBe(400);
		const body = (await long.json()) as { error: string; issues: { path: string; message: string }[] };
		expect(body.error).toBe("Search text must be at most 100 characters");
		expect(body.issues[0]?.path).toBe("query");
		// 100 characters after trimming is fine.
		expect((await get(`/api/places/autocomplete?query=${encodeURIComponent(`  ${"a".repeat(100)}  `)}`)).status).toBe(
			200,
		);

		const missing = await get("/api/places/autocomplete");
		expect(missing.status).toBe(400);
		expect(await missing.json()).toMatchObject({ error: "Search text is required" });
		expect((await get("/api/places/autocomplete?query=lond&locationSearch=maybe")).status).toBe(400);
		expect((await get("/api/places/autocomplete?query=lond&sessionToken=bad%20token")).status).toBe(400);
	});

	it("needs sign-in: 401 with the beta cookie only, 403 without it", async () => {
		const signedOut = await get("/api/places/autocomplete?query=yellowst", await betaCookie());
		expect(signedOut.status).toBe(401);
		expect(await signedOut.json()).toEqual({ error: "Unauthorized" });
		expect((await get("/api/places/autocomplete?query=yellowst", "")).status).toBe(403);
	});
});

describe("GET /api/places/details (embedded catalog)", () => {
	async function details(placeId: string): Promise<PlaceDetails> {
		const res = await get(`/api/places/details?placeId=${encodeURIComponent(placeId)}`);
		expect(res.status).toBe(200);
		return res.json();
	}

	it("answers coordinates, address, name and an illustrated cover", async () => {
		expect(await details("park:yell")).toEqual({
			latitude: 44.6,
			longitude: -110.5,
			address: "Yellowstone National Park, Wyoming, United States",
			name: "Yellowstone National Park",
			photoUrl: "/covers/national-park.svg",
		});
		expect(await details("city:2643743")).toMatchObject({
			name: "London",
			address: "London, England, United Kingdom",
			latitude: 51.50853,
			longitude: -0.12574,
			photoUrl: "/covers/city.svg",
		});
	});

	it("chooses the cover from the destination's own choice, else its name, a seaside by its latitude", async () => {
		expect((await details("park:grsm")).photoUrl).toBe("/covers/mountains.svg");
		expect((await details("region:lake-district")).photoUrl).toBe("/covers/lake.svg");
		// A seaside far from the tropics is the temperate coast (cliffs, a lighthouse), palms only nearer them.
		expect((await details("region:amalfi-coast")).photoUrl).toBe("/covers/coast.svg");
		expect((await details("region:marthas-vineyard")).photoUrl).toBe("/covers/coast.svg");
		expect((await details("city:4164138")).photoUrl).toBe("/covers/beach.svg"); // Miami Beach
		expect((await details("city:5397664")).photoUrl).toBe("/covers/lake.svg"); // South Lake Tahoe
		expect((await details("state:CA")).photoUrl).toBe("/covers/region.svg");
	});

	it("does not repeat a region that is the name itself", async () => {
		expect((await details("region:tuscany")).address).toBe("Tuscany, Italy");
		expect((await details("state:NY")).address).toBe("New York, United States");
	});

	it("404 for an unknown id, 400 for a missing or malformed one", async () => {
		const unknown = await get("/api/places/details?placeId=city:999999999");
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: "Place not found" });
		expect((await get("/api/places/details?placeId=ChIJunknownGoogleId")).status).toBe(404);
		const missing = await get("/api/places/details");
		expect(missing.status).toBe(400);
		expect(await missing.json()).toMatchObject({ error: "placeId is required" });
		expect((await get("/api/places/details?placeId=../../etc")).status).toBe(400);
		expect((await get(`/api/places/details?placeId=${"a".repeat(301)}`)).status).toBe(400);
	});

	it("needs sign-in", async () => {
		expect((await get("/api/places/details?placeId=park:yell", await betaCookie())).status).toBe(401);
	});
});

describe("the FTS index follows the table", () => {
	it("indexes inserts, updates and deletes through its triggers, and rebuilds from the table", async () => {
		const id = `region:test-${crypto.randomUUID()}`;
		await env.DB.prepare(
			"INSERT INTO destinations (id, name, kind, region, country_code, country_name, latitude, longitude, importance) VALUES (?1, 'Quokkaland Reserve', 'park', 'Western Australia', 'AU', 'Australia', -32, 115.5, 10)",
		)
			.bind(id)
			.run();
		expect(ids(await search("quokka"))).toEqual([id]);
		await env.DB.prepare("UPDATE destinations SET name = 'Wombatville Reserve' WHERE id = ?1").bind(id).run();
		expect(await search("quokka")).toEqual([]);
		expect(ids(await search("wombat"))).toEqual([id]);
		await env.DB.prepare("INSERT INTO destinations_fts(destinations_fts) VALUES('rebuild')").run();
		expect(ids(await search("wombat"))).toEqual([id]);
		await env.DB.prepare("INSERT INTO destinations_fts(destinations_fts) VALUES('integrity-check')").run();
		await env.DB.prepare("DELETE FROM destinations WHERE id = ?1").bind(id).run();
		expect(await search("wombat")).toEqual([]);
	});
});

describe("Google Places (New) when GOOGLE_MAPS_API_KEY is set", () => {
	let google: FakeGooglePlaces;

	beforeEach(() => {
		google = new FakeGooglePlaces().install();
		google.setPredictions([
			{ placeId: "ChIJyellowstone", main: "Yellowstone National Park", secondary: "WY, USA" },
			{ placeId: "ChIJwestyellow", main: "West Yellowstone", secondary: "MT, USA" },
		]);
		google.addPlace({
			id: "ChIJyellowstone",
			name: "Yellowstone National Park",
			address: "Yellowstone National Park, WY, USA",
			latitude: 44.4279684,
			longitude: -110.5884542,
			photos: ["places/ChIJyellowstone/photos/AdCG2DPhoto_1", "places/ChIJyellowstone/photos/second"],
		});
		google.addPlace({
			id: "ChIJnophoto",
			name: "Nowhere Flats",
			address: "Nowhere Flats, NV, USA",
			latitude: 39.1,
			longitude: -117.2,
		});
	});

	afterEach(() => {
		google.uninstall();
		vi.restoreAllMocks();
	});

	const usageOf = async (sku: string) =>
		(
			await db()
				.select()
				.from(usageEvents)
				.where(and(eq(usageEvents.userId, me.user.id), eq(usageEvents.sku, sku)))
		).filter((row) => row.provider === "google-places");

	it("autocomplete: posts the input, session token and destination types with the key header", async () => {
		const before = (await usageOf("autocomplete")).length;
		const res = await withGoogle("/api/places/autocomplete?query=yellowst&locationSearch=true&sessionToken=tok-1");
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual([
			{
				place_id: "ChIJyellowstone",
				description: "Yellowstone National Park, WY, USA",
				structured_formatting: { main_text: "Yellowstone National Park", secondary_text: "WY, USA" },
			},
			{
				place_id: "ChIJwestyellow",
				description: "West Yellowstone, MT, USA",
				structured_formatting: { main_text: "West Yellowstone", secondary_text: "MT, USA" },
			},
		]);
		expect(google.requests).toHaveLength(1);
		const [request] = google.requests;
		expect(request?.method).toBe("POST");
		expect(request?.url.href).toBe("https://places.googleapis.com/v1/places:autocomplete");
		expect(request?.headers.get("X-Goog-Api-Key")).toBe("test-google-key");
		expect(request?.headers.get("Content-Type")).toBe("application/json");
		expect(request?.body).toEqual({
			input: "yellowst",
			sessionToken: "tok-1",
			includedPrimaryTypes: [
				"locality",
				"administrative_area_level_1",
				"colloquial_area",
				"national_park",
				"natural_feature",
			],
		});
		expect((await usageOf("autocomplete")).length).toBe(before + 1);
		const [event] = (await usageOf("autocomplete")).slice(-1);
		expect(event?.route).toBe("/api/places/autocomplete");
	});

	it("autocomplete: the same text within the hour comes from the KV cache (no second call, not metered)", async () => {
		const first = await (await withGoogle("/api/places/autocomplete?query=Yellowstone%20Cache")).json();
		const metered = (await usageOf("autocomplete")).length;
		const second = await (await withGoogle("/api/places/autocomplete?query=yellowstone%20%20cache")).json();
		expect(second).toEqual(first);
		expect(google.requests).toHaveLength(1);
		expect((await usageOf("autocomplete")).length).toBe(metered);
	});

	it("autocomplete: under 3 characters asks nobody", async () => {
		expect(await (await withGoogle("/api/places/autocomplete?query=ye")).json()).toEqual([]);
		expect(google.requests).toHaveLength(0);
	});

	it("autocomplete: a failing or unreadable answer is logged and becomes an empty list (not cached)", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		google.failWith(() => new Response("upstream exploded", { status: 500 }));
		const down = await withGoogle("/api/places/autocomplete?query=failing%20one");
		expect(down.status).toBe(200);
		expect(await down.json()).toEqual([]);

		google.failWith(() => new Response("{not json", { status: 200, headers: { "Content-Type": "application/json" } }));
		expect(await (await withGoogle("/api/places/autocomplete?query=failing%20two")).json()).toEqual([]);

		google.failWith(() => Response.json({ suggestions: "nope" }));
		expect(await (await withGoogle("/api/places/autocomplete?query=failing%20three")).json()).toEqual([]);

		google.failWith(() => Promise.reject(new TypeError("network down")));
		expect(await (await withGoogle("/api/places/autocomplete?query=failing%20four")).json()).toEqual([]);
		expect(warn).toHaveBeenCalledTimes(4);
		expect(String(warn.mock.calls[0]?.[0])).toContain("HTTP 500");

		// Back up: the failure was not cached.
		google.failWith(null);
		expect(ids(await (await withGoogle("/api/places/autocomplete?query=failing%20one")).json())).toEqual([
			"ChIJyellowstone",
			"ChIJwestyellow",
		]);
	});

	it("details: asks for the minimal field mask with the session token; the photo goes through our proxy", async () => {
		const before = (await usageOf("place-details")).length;
		const res = await withGoogle("/api/places/details?placeId=ChIJyellowstone&sessionToken=tok-1");
		expect(res.status).toBe(200);
		const body = (await res.json()) as PlaceDetails;
		expect(body).toEqual({
			latitude: 44.4279684,
			longitude: -110.5884542,
			address: "Yellowstone National Park, WY, USA",
			name: "Yellowstone National Park",
			photoUrl: "/api/places/photo?name=places%2FChIJyellowstone%2Fphotos%2FAdCG2DPhoto_1",
		});
		expect(body.photoUrl).not.toContain("test-google-key");
		const [request] = google.requests;
		expect(request?.method).toBe("GET");
		expect(`${request?.url.origin}${request?.url.pathname}`).toBe(
			"https://places.googleapis.com/v1/places/ChIJyellowstone",
		);
		expect(request?.url.searchParams.get("sessionToken")).toBe("tok-1");
		expect(request?.url.searchParams.has("key")).toBe(false);
		expect(request?.headers.get("X-Goog-FieldMask")).toBe("id,displayName,formattedAddress,location,photos");
		expect(request?.headers.get("X-Goog-Api-Key")).toBe("test-google-key");
		expect((await usageOf("place-details")).length).toBe(before + 1);

		// Cached for a day: no second call.
		expect(await (await withGoogle("/api/places/details?placeId=ChIJyellowstone")).json()).toEqual(body);
		expect(google.requests).toHaveLength(1);
	});

	it("details: no photo → photoUrl null; unknown id → 404; catalog ids still answer from the catalog", async () => {
		expect(await (await withGoogle("/api/places/details?placeId=ChIJnophoto")).json()).toMatchObject({
			name: "Nowhere Flats",
			photoUrl: null,
		});
		const unknown = await withGoogle("/api/places/details?placeId=ChIJdoesnotexist");
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: "Place not found" });
		expect(google.requests).toHaveLength(2);

		const catalog = await withGoogle("/api/places/details?placeId=park:yell");
		expect(await catalog.json()).toMatchObject({
			name: "Yellowstone National Park",
			photoUrl: "/covers/national-park.svg",
		});
		expect(google.requests).toHaveLength(2);
	});

	it("details: Google failing → 502 JSON without a stack, logged", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const error = vi.spyOn(console, "error").mockImplementation(() => {});
		for (const [index, fail] of [
			() => new Response("oops", { status: 503 }),
			() => new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } }),
			() => Response.json({ displayName: { text: "No location" } }),
			() => Promise.reject(new TypeError("network down")),
		].entries()) {
			google.failWith(fail);
			const res = await withGoogle(`/api/places/details?placeId=ChIJfailing${index}`);
			expect(res.status, `failure ${index}`).toBe(502);
			expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
			expect(await res.json()).toEqual({ error: "Place details are unavailable" });
		}
		expect(warn).toHaveBeenCalledTimes(4);
		expect(error).not.toHaveBeenCalled();
	});

	it("/api/config says Google is the places provider", async () => {
		const res = await withGoogle("/api/config");
		expect(((await res.json()) as { providers: { places: string } }).providers.places).toBe("google");
	});
});

describe("GET /api/places/photo", () => {
	let google: FakeGooglePlaces;

	beforeEach(() => {
		google = new FakeGooglePlaces().install();
		google.addPlace({
			id: "ChIJphoto",
			name: "Photo Place",
			address: "Photo Place, USA",
			latitude: 1,
			longitude: 2,
			photos: ["places/ChIJphoto/photos/Ph0t0-name_1"],
		});
	});

	afterEach(() => {
		google.uninstall();
		vi.restoreAllMocks();
	});

	const photo = (name: string, cookie = me.cookie) =>
		withGoogle(`/api/places/photo?${new URLSearchParams({ name })}`, cookie);

	it("streams the image with caching headers; the key stays on the server", async () => {
		const res = await photo("places/ChIJphoto/photos/Ph0t0-name_1");
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("image/jpeg");
		expect(res.headers.get("Cache-Control")).toBe("private, max-age=86400");
		expect(new Uint8Array(await res.arrayBuffer())).toEqual(google.photoBytes);
		const [request] = google.requests;
		expect(`${request?.url.origin}${request?.url.pathname}`).toBe(
			"https://places.googleapis.com/v1/places/ChIJphoto/photos/Ph0t0-name_1/media",
		);
		expect(request?.url.searchParams.get("maxWidthPx")).toBe("1200");
		expect(request?.url.searchParams.get("key")).toBe("test-google-key");
		const events = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.userId, me.user.id), eq(usageEvents.sku, "place-photo")));
		expect(events.length).toBeGreaterThanOrEqual(1);
	});

	it("accepts only photo resource names: anything else is a 400 and fetches nothing", async () => {
		for (const name of [
			"",
			"places/ChIJphoto",
			"places/ChIJphoto/photos/",
			"places/ChIJphoto/photos/x/../../../v1/other",
			"places/ChIJphoto/photos/x?key=steal",
			"places/ChIJphoto/photos/x/media",
			"https://evil.example/places/a/photos/b",
			"//evil.example/places/a/photos/b",
			"places/a b/photos/c",
			"places/a/photos/b\n",
		]) {
			const res = await photo(name);
			expect(res.status, JSON.stringify(name)).toBe(400);
			expect(await res.json()).toMatchObject({ error: expect.any(String) });
		}
		expect((await withGoogle("/api/places/photo")).status).toBe(400);
		expect(google.requests).toHaveLength(0);
	});

	it("unknown photo → 404; upstream failure or a non-image → 502", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		expect((await photo("places/ChIJphoto/photos/missing")).status).toBe(404);
		// A photo not served before (a served one comes from the photo cache without asking Google).
		google.failWith(() => new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } }));
		const html = await photo("places/ChIJphoto/photos/Not-yet-served_2");
		expect(html.status).toBe(502);
		expect(await html.json()).toEqual({ error: "Photo is unavailable" });
		google.failWith(() => new Response("down", { status: 500 }));
		expect((await photo("places/ChIJphoto/photos/Not-yet-served_2")).status).toBe(502);
	});

	it("404 without a Google key (the catalog's covers are static files); 401 signed out", async () => {
		const res = await get(`/api/places/photo?${new URLSearchParams({ name: "places/ChIJphoto/photos/Ph0t0-name_1" })}`);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Photo not found" });
		expect((await photo("places/ChIJphoto/photos/Ph0t0-name_1", await betaCookie())).status).toBe(401);
		expect(google.requests).toHaveLength(0);
	});
});
