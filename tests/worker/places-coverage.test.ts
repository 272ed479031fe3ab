import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import type { GuideResponse } from "../../domain/guide/guide";
import { coverageMessages } from "../../domain/place/coverage";
import type { Place } from "../../domain/place/place";
import { readConfig } from "../../worker/config";
import { adventures } from "../../worker/db/schema";
import { osmJson } from "../../worker/providers/osm/polite-fetch";
import { placesProvider } from "../../worker/providers/places";
import { OsrmRoutesProvider } from "../../worker/providers/routes/osrm";
import { offlineGuide } from "../../worker/services/guide";
import { UsageMeter } from "../../worker/services/usage-meter";
import { FakeOsm, OSM_ENV, OSM_FAKE_URLS, osmJsonResponse } from "./fake-osm";
import { loadDestinationFixture } from "./fixtures/destinations";
import { bindings, call, callWith, db, json, type SignedIn, signIn } from "./helpers";

const ROME = { latitude: 41.8933, longitude: 12.4829 };

let me: SignedIn;
let fake: FakeOsm;

beforeAll(async () => {
	await loadDestinationFixture();
	me = await signIn();
});
beforeEach(() => {
	fake = new FakeOsm().install();
});
afterEach(() => fake.uninstall());

const as = (init: RequestInit = {}) => ({
	...init,
	headers: { ...Object.fromEntries(new Headers(init.headers)), Cookie: me.cookie },
});
const osm = (path: string, init: RequestInit = {}) => callWith(OSM_ENV, path, as(init));
const catalog = (path: string, init: RequestInit = {}) => call(path, as(init));

const trip = (location: string, extra: Record<string, unknown> = {}) => ({
	title: `A trip to ${location}`,
	location,
	startDate: "2031-05-01",
	endDate: "2031-05-04",
	...extra,
});

async function created(res: Response): Promise<{ id: string; latitude: number | null; longitude: number | null }> {
	expect(res.status).toBe(201);
	return res.json();
}

type Read = {
	latitude: number | null;
	longitude: number | null;
	placesCoverage: { coverage: string; message: string | null };
};
async function read(id: string, via = catalog): Promise<Read> {
	const res = await via(`/api/adventures/${id}`);
	expect(res.status).toBe(200);
	return res.json();
}

function romeElements() {
	fake.addElement({
		type: "node",
		id: 101,
		lat: 41.8925,
		lon: 12.4853,
		tags: { leisure: "playground", name: "Parco giochi del Colle Oppio", "addr:city": "Roma" },
	});
	fake.addElement({
		type: "way",
		id: 202,
		center: { lat: 41.8906, lon: 12.4923 },
		tags: {
			tourism: "museum",
			name: "Musei Capitolini",
			"name:en": "Capitoline Museums",
			website: "https://www.museicapitolini.org",
		},
	});
	fake.addElement({
		type: "node",
		id: 303,
		lat: 41.9,
		lon: 12.47,
		tags: { amenity: "ice_cream", name: "Gelateria del Teatro" },
	});
	fake.addElement({
		type: "node",
		id: 404,
		lat: 41.91,
		lon: 12.48,
		tags: { leisure: "swimming_pool", name: "Piscina Comunale" },
	});
	// Unnamed elements are not places a family can look for.
	fake.addElement({ type: "node", id: 505, lat: 41.9, lon: 12.48, tags: { leisure: "playground" } });
}

describe("a destination typed but not picked", () => {
	it("is resolved to coordinates on create through the places provider (the catalog by default)", async () => {
		const adventure = await created(await catalog("/api/adventures", json(trip("Zürich"))));
		expect(adventure.latitude).toBeCloseTo(47.36667, 3);
		expect(adventure.longitude).toBeCloseTo(8.55, 3);
	});

	it("is resolved by Nominatim with PLACES_PROVIDER=osm, identified and cached a week", async () => {
		fake.addGeocode("Rome, Italy", {
			lat: ROME.latitude,
			lon: ROME.longitude,
			name: "Roma",
			display: "Roma, Lazio, Italia",
		});
		const first = await created(await osm("/api/adventures", json(trip("Rome, Italy"))));
		expect(first).toMatchObject({ latitude: ROME.latitude, longitude: ROME.longitude });
		const [request] = fake.of("nominatim");
		expect(request?.url.pathname).toBe("/search");
		expect(request?.url.searchParams.get("q")).toBe("Rome, Italy");
		expect(request?.headers.get("User-Agent")).toBe("Adventure Guide/1.0 (maps@example.org)");
		// A second family typing the same text costs Nominatim nothing.
		await created(await osm("/api/adventures", json(trip("Rome, Italy"))));
		expect(fake.of("nominatim")).toHaveLength(1);
	});

	it("is stored without coordinates when nothing matches, and never as London", async () => {
		const adventure = await created(await catalog("/api/adventures", json(trip("Qwxzvillé"))));
		expect(adventure).toMatchObject({ latitude: null, longitude: null });
		const answer = await read(adventure.id);
		expect(answer.placesCoverage).toEqual({ coverage: "no-location", message: coverageMessages.noLocation });
	});

	it("is resolved when the edit changes the location without coordinates; old coordinates never outlive it", async () => {
		const adventure = await created(
			await catalog("/api/adventures", json(trip("Yellowstone", { latitude: 44.6, longitude: -110.5 }))),
		);
		const res = await catalog(`/api/adventures/${adventure.id}`, json({ location: "Zürich" }, { method: "PATCH" }));
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ location: "Zürich", latitude: 47.36667, longitude: 8.55 });
	});

	it("is resolved once on read for adventures stored without coordinates, and the result stored", async () => {
		const id = crypto.randomUUID();
		await db().insert(adventures).values({
			id,
			ownerId: me.user.id,
			title: "Old trip",
			location: "Zürich",
			startDate: "2031-01-01",
			endDate: "2031-01-02",
		});
		const answer = await read(id);
		expect(answer).toMatchObject({ latitude: 47.36667, longitude: 8.55 });
		const [row] = await db().select().from(adventures).where(eq(adventures.id, id));
		expect(row).toMatchObject({ latitude: 47.36667, longitude: 8.55 });
	});
});

describe("places coverage", () => {
	it("says plainly, naming no setting, when only the catalog runs and the destination is far from its samples", async () => {
		const adventure = await created(await catalog("/api/adventures", json(trip("Rome, Italy", ROME))));
		const answer = await read(adventure.id);
		expect(answer.placesCoverage.coverage).toBe("none");
		expect(answer.placesCoverage.message).not.toMatch(/PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|server/);
		expect(answer.placesCoverage.message).toBe(coverageMessages.none);
	});

	it("is full near a sample destination, and anywhere with the keyless provider on", async () => {
		const london = await created(
			await catalog("/api/adventures", json(trip("London", { latitude: 51.5, longitude: -0.12 }))),
		);
		expect((await read(london.id)).placesCoverage).toEqual({ coverage: "full", message: null });
		const rome = await created(await catalog("/api/adventures", json(trip("Rome, Italy", ROME))));
		expect((await read(rome.id, osm)).placesCoverage).toEqual({ coverage: "full", message: null });
	});

	it("the guide answers the coverage message instead of places from elsewhere", async () => {
		const rome = await created(await catalog("/api/adventures", json(trip("Rome, Italy", ROME))));
		const res = await catalog(
			"/api/guide-ai",
			json({
				message: "playgrounds please",
				location: "Rome, Italy",
				userId: me.user.id,
				adventureId: rome.id,
				mapCenter: { lat: ROME.latitude, lng: ROME.longitude },
				mapZoom: 12,
				kidAges: [5],
			}),
		);
		expect(res.status).toBe(200);
		const answer: GuideResponse = await res.json();
		expect(answer.coverage).toBe("none");
		expect(answer.content).toBe(coverageMessages.none);
		expect(answer.suggestions).toEqual([]);
	});

	it("the guide asks for the location when the adventure has none, rather than searching London", async () => {
		const nowhere = await created(await catalog("/api/adventures", json(trip("Qwxzvillé"))));
		const res = await catalog(
			"/api/guide-ai",
			json({ message: "museums", location: "Qwxzvillé", userId: me.user.id, adventureId: nowhere.id, mapCenter: null }),
		);
		expect(res.status).toBe(200);
		const answer: GuideResponse = await res.json();
		expect(answer).toMatchObject({ coverage: "no-location", content: coverageMessages.noLocation, suggestions: [] });
	});
});

describe("OpenStreetMap places (PLACES_PROVIDER=osm) against a fake Overpass", () => {
	const searchRome = async (query: string) => {
		const params = new URLSearchParams({ query, latitude: String(ROME.latitude), longitude: String(ROME.longitude) });
		const res = await osm(`/api/places/search?${params}`);
		expect(res.status).toBe(200);
		return (await res.json()) as Place[];
	};

	it("finds family places by tag, mapped to our types, categories and category covers", async () => {
		romeElements();
		const places = await searchRome("playground");
		expect(places.map((p) => p.googlePlaceId)).toEqual(["osm:n101"]);
		expect(places[0]).toMatchObject({
			name: "Parco giochi del Colle Oppio",
			types: ["playground", "park"],
			category: "nature",
			source: "osm",
			rating: null,
			photoUrl: "/covers/places/playground.svg",
			address: "Roma",
		});
		const [request] = fake.of("overpass");
		expect(request?.method).toBe("POST");
		const query = new URLSearchParams(request?.body).get("data") ?? "";
		expect(query).toContain('nwr["leisure"="playground"](around:10000,41.89330,12.48290);');
		expect(query).toMatch(/^\[out:json\]\[timeout:25\];/);
		expect(request?.headers.get("User-Agent")).toBe("Adventure Guide/1.0 (maps@example.org)");
	});

	it("answers a general family search with a mix of kinds, each with its own cover, and caches it a day", async () => {
		romeElements();
		const places = await searchRome("things to do with kids");
		const covers = new Map(places.map((p) => [p.googlePlaceId, p.photoUrl]));
		expect(covers).toEqual(
			new Map([
				["osm:n101", "/covers/places/playground.svg"],
				["osm:w202", "/covers/places/museum.svg"],
				["osm:n303", "/covers/places/ice-cream.svg"],
				["osm:n404", "/covers/places/swimming.svg"],
			]),
		);
		expect(places.find((p) => p.googlePlaceId === "osm:w202")).toMatchObject({
			name: "Capitoline Museums",
			website: "https://www.museicapitolini.org",
			category: "cultural",
		});
		await searchRome("things to do with kids");
		expect(fake.of("overpass")).toHaveLength(1);
		// Found places are stored: saving and the place panel work by their id.
		const details = await osm("/api/places/details/osm:w202");
		expect(details.status).toBe(200);
		expect(await details.json()).toMatchObject({ name: "Capitoline Museums" });
	});

	it("searches a name it does not know as a kind by name, as a plain literal (quotes and regex characters dropped)", async () => {
		romeElements();
		const places = await searchRome('Capitoline" (museums');
		const query = new URLSearchParams(fake.of("overpass")[0]?.body).get("data") ?? "";
		// "museums" is a kind: the tag filter is used.
		expect(query).toContain('["tourism"="museum"]');
		expect(places.map((p) => p.googlePlaceId)).toContain("osm:w202");
		await searchRome('Gelateria "del".*');
		const byName = new URLSearchParams(fake.of("overpass")[1]?.body).get("data") ?? "";
		expect(byName).toContain('nwr["name"~"gelateria del",i]["amenity"]');
	});

	it("backs off once after a 429 with Retry-After, then answers", async () => {
		romeElements();
		fake.answerNext("overpass", () => osmJsonResponse({ error: "rate limited" }, 429, { "Retry-After": "0" }));
		const places = await searchRome("ice cream");
		expect(places.map((p) => p.googlePlaceId)).toEqual(["osm:n303"]);
		expect(fake.of("overpass")).toHaveLength(2);
	});

	it("says the map service did not answer (503) when Overpass fails, and an empty list when it refuses the query", async () => {
		fake.answerNext("overpass", () => osmJsonResponse({}, 504));
		const params = new URLSearchParams({
			query: "zoo",
			latitude: String(ROME.latitude),
			longitude: String(ROME.longitude),
		});
		const res = await osm(`/api/places/search?${params}`);
		expect(res.status).toBe(503);
		expect(await res.json()).toEqual({ error: coverageMessages.unreachable });
		fake.answerNext("overpass", () => osmJsonResponse({ error: "bad query" }, 400));
		expect(await searchRome("zoo")).toEqual([]);
	});
});

describe("the Guide AI with OpenStreetMap: a Rome adventure gets real Roman places", () => {
	it("suggests playgrounds found by Overpass around the adventure, never anything elsewhere", async () => {
		romeElements();
		fake.addElement({
			type: "node",
			id: 606,
			lat: 41.902,
			lon: 12.49,
			tags: { leisure: "playground", name: "Villa Borghese playground" },
		});
		fake.addElement({
			type: "node",
			id: 707,
			lat: 41.88,
			lon: 12.5,
			tags: { leisure: "playground", name: "Giardino giochi Celio" },
		});
		const config = readConfig({ ...bindings, ...OSM_ENV });
		const places = placesProvider({ env, config, usage: new UsageMeter() });
		expect(places.kind).toBe("osm");
		const answer = await offlineGuide.respond(
			{
				message: "playgrounds for my 5 year old",
				adventureId: "adv-rome",
				location: "Rome, Italy",
				kidAges: [5],
				center: ROME,
				centerSource: "adventure",
				adventureCenter: ROME,
				zoom: 12,
				excludeIds: new Set(),
				history: [],
			},
			{ places, status: () => {} },
		);
		const suggested = [...answer.response.suggestions, ...answer.response.backupSuggestions];
		expect(suggested.length).toBeGreaterThanOrEqual(3);
		for (const place of suggested) {
			expect(place.googlePlaceId).toMatch(/^osm:/);
			expect(place.types[0]).toBe("playground");
		}
		expect(answer.response.content).not.toMatch(/London/);
	});
});

describe("the polite queue", () => {
	it("spaces requests to one service at least minIntervalMs apart within an isolate", async () => {
		const service = {
			name: `spacing-${crypto.randomUUID()}`,
			baseUrl: OSM_FAKE_URLS.NOMINATIM_URL,
			userAgent: "test",
			minIntervalMs: 300,
		};
		await Promise.all([
			osmJson(service, "/search?q=a"),
			osmJson(service, "/search?q=b"),
			osmJson(service, "/search?q=c"),
		]);
		const times = fake.of("nominatim").map((r) => r.at);
		expect(times).toHaveLength(3);
		// Timers in workerd are coarse under load: a little slack, never a burst.
		expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(250);
		expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(250);
	});

	it("never goes under one request a second for the public instances, whatever OSM_MIN_INTERVAL_MS says", () => {
		expect(readConfig({ ...bindings, OSM_MIN_INTERVAL_MS: "0" }).osm.minIntervalMs).toBe(1000);
		expect(readConfig({ ...bindings, ...OSM_ENV }).osm.minIntervalMs).toBe(0);
		expect(readConfig(bindings).osm).toMatchObject({
			nominatimUrl: "https://nominatim.openstreetmap.org",
			overpassUrl: "https://overpass-api.de/api/interpreter",
			osrmUrl: "https://router.project-osrm.org",
		});
	});
});

describe("OSRM routes (ROUTES_PROVIDER=osrm)", () => {
	const points = [
		{ latitude: 41.89, longitude: 12.48 },
		{ latitude: 41.9, longitude: 12.49 },
		{ latitude: 41.91, longitude: 12.5 },
	];
	const provider = () => new OsrmRoutesProvider(readConfig({ ...bindings, ...OSM_ENV }).osm, env.KV);

	it("takes road distances, durations and geometry from the server (driving), cached", async () => {
		const route = await provider().legs(points, "driving");
		expect(route.legs).toEqual([
			{ distanceMeters: 1000, durationSeconds: 100 },
			{ distanceMeters: 1000, durationSeconds: 100 },
		]);
		expect(route.polyline?.length).toBe(3);
		const [request] = fake.of("osrm");
		expect(request?.url.pathname).toBe("/route/v1/driving/12.48000,41.89000;12.49000,41.90000;12.50000,41.91000");
		await provider().legs(points, "driving");
		expect(fake.of("osrm")).toHaveLength(1);
	});

	it("walks the road distance at walking speed, and estimates transit, which OSRM does not know", async () => {
		const walk = await provider().legs(points, "walking");
		expect(walk.legs[0]).toEqual({ distanceMeters: 1000, durationSeconds: 800 });
		const transit = await provider().legs(points, "transit");
		expect(transit.polyline).toBeNull();
		expect(fake.of("osrm").filter((r) => r.url.pathname.includes("transit"))).toHaveLength(0);
		const matrix = await provider().matrix(points, "driving");
		expect(matrix).toMatchObject({
			provider: "osrm",
			distances: [
				[0, 1000, 2000],
				[1000, 0, 1000],
				[2000, 1000, 0],
			],
		});
	});
});

describe("the map's tiles", () => {
	it("are the standard OpenStreetMap tiles by default, with their attribution, in GET /api/config", async () => {
		const config: PublicConfig = await (await call("/api/config")).json();
		expect(config.mapTiles).toEqual({
			url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
			attribution: "© OpenStreetMap contributors",
			attributionUrl: "https://www.openstreetmap.org/copyright",
		});
		expect(config.providers).toMatchObject({ places: "catalog", routes: "estimate" });
	});

	it("come from MAP_TILE_URL and MAP_TILE_ATTRIBUTION; providers from PLACES_PROVIDER and ROUTES_PROVIDER", async () => {
		const config: PublicConfig = await (
			await callWith(
				{
					...OSM_ENV,
					MAP_TILE_URL: "https://tiles.example.org/osm/{z}/{x}/{y}.png",
					MAP_TILE_ATTRIBUTION: "© Example Tiles",
				},
				"/api/config",
			)
		).json();
		expect(config.mapTiles).toEqual({
			url: "https://tiles.example.org/osm/{z}/{x}/{y}.png",
			attribution: "© Example Tiles",
			attributionUrl: null,
		});
		expect(config.providers).toMatchObject({ places: "osm", routes: "osrm" });
	});

	it("refuse a template without one fixed https host (it would need a wildcard in the CSP)", () => {
		for (const url of [
			"https://{s}.tile.example.org/{z}/{x}/{y}.png",
			"http://tiles.example.org/{z}/{x}/{y}.png",
			"javascript:alert(1)",
		]) {
			expect(readConfig({ ...bindings, MAP_TILE_URL: url }).mapTiles.origin, url).toBe(
				"https://tile.openstreetmap.org",
			);
		}
	});
});

describe("the page's Content-Security-Policy", () => {
	const PAGE = '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head></html>';
	const ASSETS = {
		async fetch() {
			return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
		},
		connect() {
			throw new Error("not a socket binding");
		},
	} as unknown as Fetcher;
	const imgSrc = (res: Response) =>
		(res.headers.get("Content-Security-Policy") ?? "")
			.split(";")
			.map((part) => part.trim().split(/\s+/))
			.find(([name]) => name === "img-src")
			?.slice(1);

	it("allows the standard OpenStreetMap tile origin by default, on every app path", async () => {
		for (const path of ["/", "/adventure/abc", "/create-adventure"]) {
			const res = await callWith({ ASSETS }, path);
			expect(res.status).toBe(200);
			// The page itself, with its first answers added (tests/worker/page-document.test.ts).
			expect(await res.text()).toContain(PAGE.slice(0, PAGE.indexOf("</html>")));
			expect(imgSrc(res), path).toEqual([
				"'self'",
				"data:",
				"blob:",
				"https://tile.openstreetmap.org",
				"https://maps.googleapis.com",
				"https://maps.gstatic.com",
				"https://lh3.googleusercontent.com",
			]);
			expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
			expect(res.headers.get("X-Frame-Options")).toBe("DENY");
		}
	});

	it("allows exactly the origin of MAP_TILE_URL, and not the default tiles, when it is set", async () => {
		const res = await callWith(
			{ ASSETS, MAP_TILE_URL: "https://tiles.example.org/osm/{z}/{x}/{y}.png" },
			"/adventure/abc",
		);
		const sources = imgSrc(res) ?? [];
		expect(sources).toContain("https://tiles.example.org");
		expect(sources).not.toContain("https://tile.openstreetmap.org");
		expect(sources.some((source) => source.includes("*"))).toBe(false);
	});

	it("leaves the API's own policy on API answers", async () => {
		const res = await callWith({ ASSETS }, "/api/health");
		expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
	});
});
