import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import { coverageMessages } from "../../domain/place/coverage";
import type { Place } from "../../domain/place/place";
import type { Bindings } from "../../worker/bindings";
import { readConfig } from "../../worker/config";
import {
	OSM_FALLBACK_TIMEOUT_MS,
	OsmUnreachableError,
	OsmUpstreamError,
	osmJson,
} from "../../worker/providers/osm/polite-fetch";
import { placesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { offlineGuide } from "../../worker/services/guide";
import { type ConversationStore, chatTurn } from "../../worker/services/guide/turn";
import { UsageMeter } from "../../worker/services/usage-meter";
import { CONFIG_WORDS } from "../domain/config-words";
import { FakeOsm, OSM_FAKE_URLS } from "./fake-osm";
import { loadDestinationFixture } from "./fixtures/destinations";
import { insertPlaces, LONDON } from "./fixtures/places";
import { bindings, call, callWith, db, json, type SignedIn, signIn } from "./helpers";

const ROME = { latitude: 41.8933, longitude: 12.4829 };

/** A deployed Worker with no places provider chosen, its OpenStreetMap calls going to the local fakes. */
const DEPLOYED_ENV = { DEPLOYED: "true", OSM_CONTACT: "maps@example.org", OSM_MIN_INTERVAL_MS: "0", ...OSM_FAKE_URLS };

let me: SignedIn;
let fake: FakeOsm;

beforeAll(async () => {
	await Promise.all([insertPlaces(), loadDestinationFixture()]);
	me = await signIn();
});
beforeEach(() => {
	fake = new FakeOsm().install();
});
afterEach(() => {
	fake.uninstall();
	vi.restoreAllMocks();
});

const deployed = (path: string, init: RequestInit = {}) =>
	callWith(DEPLOYED_ENV, path, {
		...init,
		headers: { ...Object.fromEntries(new Headers(init.headers)), Cookie: me.cookie },
	});

describe("which places provider runs", () => {
	const source = (vars: Partial<Bindings>) =>
		readConfig({ ...bindings, DEPLOYED: "", PLACES_PROVIDER: "", GOOGLE_MAPS_API_KEY: "", ...vars }).placesSource;

	it.each([
		// where it runs, PLACES_PROVIDER, Google key → provider
		["local", "", false, "catalog"],
		["local", "", true, "google"],
		["local", "osm", false, "osm"],
		["local", "catalog", true, "catalog"],
		["local", "google", false, "catalog"],
		["deployed", "", false, "catalog-osm"],
		["deployed", "", true, "google"],
		["deployed", "osm", false, "osm"],
		["deployed", "catalog", false, "catalog"],
		["deployed", "google", false, "catalog-osm"],
		["deployed", "google", true, "google"],
	] as const)("%s, PLACES_PROVIDER=%j, key %s → %s", (where, provider, key, expected) => {
		expect(
			source({
				DEPLOYED: where === "deployed" ? "true" : "",
				PLACES_PROVIDER: provider,
				GOOGLE_MAPS_API_KEY: key ? "test-key" : "",
			}),
		).toBe(expected);
	});

	it("only DEPLOYED=true counts as deployed; the tests' own bindings (as `npm start`'s) are local", () => {
		expect(source({ DEPLOYED: "yes" })).toBe("catalog");
		expect(source({ DEPLOYED: "TRUE" })).toBe("catalog-osm");
		expect(readConfig(bindings).placesSource).toBe("catalog");
	});

	it("the admin area says which provider runs and, with the catalog alone, what covers the world", async () => {
		const admin = await signIn("admin@example.com");
		const local = await call("/api/monitoring/places-provider", { headers: { Cookie: admin.cookie } });
		expect(local.status).toBe(200);
		expect(await local.json()).toEqual({
			provider: "catalog",
			label: "Places provider: built-in catalog (11 destinations).",
			hint: expect.stringContaining("Set PLACES_PROVIDER=osm or GOOGLE_MAPS_API_KEY to cover the world."),
		});
		const onCloudflare = await callWith(DEPLOYED_ENV, "/api/monitoring/places-provider", {
			headers: { Cookie: admin.cookie },
		});
		expect(await onCloudflare.json()).toMatchObject({
			provider: "catalog-osm",
			label: expect.stringContaining("OpenStreetMap everywhere else"),
		});
		const family = await call("/api/monitoring/places-provider", { headers: { Cookie: me.cookie } });
		expect(family.status).toBe(403);
		expect(await family.text()).not.toContain("PLACES_PROVIDER");
	});

	it("GET /api/config names the combined provider", async () => {
		const res = await deployed("/api/config");
		expect(res.status).toBe(200);
		expect(((await res.json()) as PublicConfig).providers.places).toBe("catalog-osm");
	});
});

describe("a deployed Worker without a provider: the catalog where it covers, OpenStreetMap elsewhere", () => {
	const search = async (query: string, near: { latitude: number; longitude: number }) => {
		const params = new URLSearchParams({ query, latitude: String(near.latitude), longitude: String(near.longitude) });
		const res = await deployed(`/api/places/search?${params}`);
		expect(res.status).toBe(200);
		return (await res.json()) as Place[];
	};

	it("searches Overpass around Rome and answers its places", async () => {
		fake.addElement({
			type: "node",
			id: 9101,
			lat: 41.8925,
			lon: 12.4853,
			tags: { leisure: "playground", name: "Parco giochi del Colle Oppio" },
		});
		const places = await search("playground", ROME);
		expect(places.map((p) => p.googlePlaceId)).toEqual(["osm:n9101"]);
		expect(fake.of("overpass")).toHaveLength(1);
	});

	// Before the tests below that leave OpenStreetMap unanswered (bounded calls then skip it for 30 s).
	it("an answer with no places, or a refusal, is still an empty list (not 'unavailable')", async () => {
		expect(await search("aquarium", ROME)).toEqual([]);
		fake.answerNext("overpass", () => new Response("bad query", { status: 400 }));
		expect(await search("bowling", ROME)).toEqual([]);
		expect(fake.of("overpass")).toHaveLength(2);
	});

	it("answers London from the catalog without asking OpenStreetMap", async () => {
		const places = await search("museum", LONDON);
		expect(places.length).toBeGreaterThan(0);
		expect(places.every((p) => p.googlePlaceId.startsWith("cat:"))).toBe(true);
		expect(fake.requests).toHaveLength(0);
	});

	it("covers Rome in the adventure's read (no notice)", async () => {
		const res = await deployed(
			"/api/adventures",
			json({ title: "Rome", location: "Rome, Italy", ...ROME, startDate: "2031-05-01", endDate: "2031-05-04" }),
		);
		expect(res.status).toBe(201);
		const { id } = (await res.json()) as { id: string };
		const read = await deployed(`/api/adventures/${id}`);
		expect(((await read.json()) as { placesCoverage: unknown }).placesCoverage).toEqual({
			coverage: "full",
			message: null,
		});
	});

	it("geocodes a destination the catalog knows without the network", async () => {
		const places = placesProvider({
			env,
			config: readConfig({ ...bindings, ...DEPLOYED_ENV }),
			usage: new UsageMeter(),
		});
		expect(places.kind).toBe("catalog-osm");
		expect(await places.geocode("Zürich")).toMatchObject({ latitude: 47.36667, longitude: 8.55 });
		expect(fake.of("nominatim")).toHaveLength(0);
	});
});

/** A fetch to the fake OpenStreetMap hosts that never answers and ignores the abort. */
function silentNetwork() {
	const real = globalThis.fetch;
	vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
		const url = new Request(input, init).url;
		return Object.values(OSM_FAKE_URLS).some((base) => url.startsWith(new URL(base).origin))
			? new Promise<Response>(() => {})
			: real(input, init);
	});
}

describe("offline, OpenStreetMap fails quickly and honestly", () => {
	it("bounds one call, queue and request, to its timeout even when the fetch never answers", async () => {
		fake.uninstall();
		silentNetwork();
		const service = {
			name: `silent-${crypto.randomUUID()}`,
			baseUrl: OSM_FAKE_URLS.NOMINATIM_URL,
			userAgent: "test",
			minIntervalMs: 0,
			timeoutMs: 150,
		};
		const started = Date.now();
		await expect(osmJson(service, "/search?q=x")).rejects.toBeInstanceOf(OsmUpstreamError);
		const took = Date.now() - started;
		expect(took).toBeGreaterThanOrEqual(100);
		expect(took).toBeLessThan(1000);
		// The service did not answer: the next bounded call fails at once instead of waiting again.
		const again = Date.now();
		await expect(osmJson(service, "/search?q=y")).rejects.toBeInstanceOf(OsmUpstreamError);
		expect(Date.now() - again).toBeLessThan(50);
	});

	it("the deployed fallback's bound is at most 3 s", () => {
		expect(OSM_FALLBACK_TIMEOUT_MS).toBeLessThanOrEqual(3000);
	});

	it("a busy or failing service is 'unreachable'; a refusal of the request is not", async () => {
		const service = {
			name: `status-${crypto.randomUUID()}`,
			baseUrl: OSM_FAKE_URLS.NOMINATIM_URL,
			userAgent: "test",
			minIntervalMs: 0,
			timeoutMs: 500,
		};
		fake.answerNext("nominatim", () => new Response("down", { status: 504 }));
		await expect(osmJson(service, "/search?q=a")).rejects.toBeInstanceOf(OsmUnreachableError);
		fake.answerNext("nominatim", () => new Response("no", { status: 400 }));
		const refused = await osmJson(service, "/search?q=b").catch((error: unknown) => error);
		expect(refused).toBeInstanceOf(OsmUpstreamError);
		expect(refused).not.toBeInstanceOf(OsmUnreachableError);
	});

	// The guide's turn first: it meets the silent network before anything else has (the full wait).
	it("the guide answers a Rome question with no network within 3 s, saying the map service did not answer", async () => {
		fake.uninstall();
		silentNetwork();
		// The public services' spacing (1 s), as deployed: parallel searches queue behind each other.
		const places = placesProvider({
			env,
			config: readConfig({ ...bindings, ...DEPLOYED_ENV, OSM_MIN_INTERVAL_MS: "1000" }),
			usage: new UsageMeter(),
		});
		const stored: string[] = [];
		const store: ConversationStore = {
			messages: () => [],
			answers: () => [],
			suggestedIds: () => new Set(),
			addUser: (content) => void stored.push(content),
			addAnswer: (content) => String(stored.push(content)),
			updateAnswer: () => {},
			currentAsk: () => null,
			setAsk: () => {},
			clear: () => 0,
		};
		const started = Date.now();
		const response = await chatTurn(
			{
				userId: me.user.id,
				adventure: { id: crypto.randomUUID(), location: "Rome, Italy", ...ROME, kidAges: [4, 9] },
				message: "playgrounds and a zoo for the kids",
				mapCenter: null,
				mapZoom: 12,
			},
			store,
			{
				deps: { db: db(), places, routes: new EstimateRoutesProvider() },
				guide: offlineGuide,
				status: () => {},
				changed: () => {},
			},
		);
		expect(Date.now() - started).toBeLessThanOrEqual(3000);
		expect(response).toMatchObject({
			content: coverageMessages.unreachable,
			state: "responding",
			isClarification: false,
			suggestions: [],
			backupSuggestions: [],
		});
		expect(response.content).not.toMatch(CONFIG_WORDS);
		expect(stored).toEqual(["playgrounds and a zoo for the kids", coverageMessages.unreachable]);
	}, 10_000);

	it("a search around Rome with no network answers 503 within 3 s, saying the map service did not answer", async () => {
		fake.uninstall();
		silentNetwork();
		const params = new URLSearchParams({
			query: "zoo",
			latitude: String(ROME.latitude),
			longitude: String(ROME.longitude),
		});
		const started = Date.now();
		const res = await deployed(`/api/places/search?${params}`);
		const took = Date.now() - started;
		expect(res.status).toBe(503);
		const body = await res.text();
		expect(JSON.parse(body)).toEqual({ error: coverageMessages.unreachable });
		expect(body).not.toMatch(CONFIG_WORDS);
		expect(took).toBeLessThanOrEqual(3000);
		// A second search does not wait again, and says the same.
		const again = Date.now();
		const second = await deployed(`/api/places/search?${params}`);
		expect(second.status).toBe(503);
		expect(Date.now() - again).toBeLessThan(1000);
	}, 10_000);
});
