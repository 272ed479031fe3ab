import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { haversineKm, type LatLng } from "../../domain/geo/geo";
import { ESTIMATE_PROFILES, estimateLeg, type OptimizeResult, type PathRoute } from "../../domain/path/path";
import { readConfig } from "../../worker/config";
import { usageEvents } from "../../worker/db/schema";
import {
	COMPUTE_ROUTES_FIELD_MASK,
	GoogleRoutesProvider,
	ROUTE_MATRIX_FIELD_MASK,
	routeChunks,
} from "../../worker/providers/routes/google";
import {
	decodePolyline,
	EstimateRoutesProvider,
	RoutesUpstreamError,
	routesProvider,
} from "../../worker/providers/routes/index";
import { UsageMeter } from "../../worker/services/usage-meter";
import { FakeGoogleRoutes, SAMPLE_POINTS, SAMPLE_POLYLINE } from "./fake-google-routes";
import { callWith, db, insertAdventure, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace, KM_PER_DEGREE } from "./path-fixtures";

const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-routes-key" };

/** Points `kms` north of a random base, so no two tests share a KV cache entry. */
function line(...kms: number[]): LatLng[] {
	const base = { latitude: 40 + Math.random() * 10, longitude: -100 + Math.random() * 50 };
	return kms.map((km) => ({ latitude: base.latitude + km / KM_PER_DEGREE, longitude: base.longitude }));
}

describe("embedded estimate", () => {
	const provider = new EstimateRoutesProvider();

	it.each([
		["walking", 1, 1300, 1040],
		["cycling", 1, 1250, 300],
		["driving", 1, 1350, 108],
		["transit", 1, 1400, 229 + 300],
		["walking", 0, 0, 0],
	] as const)("%s over %i km: %i m in %i s", async (mode, km, meters, seconds) => {
		const [a, b] = line(0, km) as [LatLng, LatLng];
		const { legs, polyline } = await provider.legs([a, b], mode);
		expect(legs).toEqual([{ distanceMeters: meters, durationSeconds: seconds }]);
		expect(polyline).toBeNull();
	});

	it("drives the first 30 km of road at 45 km/h and the rest at 80 km/h", async () => {
		const [a, b] = line(0, 100) as [LatLng, LatLng];
		const road = haversineKm(a, b) * ESTIMATE_PROFILES.driving.detourFactor;
		const { legs } = await provider.legs([a, b], "driving");
		expect(legs[0]?.distanceMeters).toBe(Math.round(road * 1000));
		expect(legs[0]?.durationSeconds).toBe(Math.round((30 / 45 + (road - 30) / 80) * 3600));
	});

	it("gives n − 1 legs and a square matrix with zeros on the diagonal", async () => {
		const points = line(0, 1, 3);
		expect((await provider.legs(points, "cycling")).legs).toHaveLength(2);
		const matrix = await provider.matrix(points, "cycling");
		expect(matrix.provider).toBe("estimate");
		expect(matrix.durations.map((row, i) => row[i])).toEqual([0, 0, 0]);
		expect(matrix.durations[0]?.[2]).toBe(
			estimateLeg(points[0] as LatLng, points[2] as LatLng, "cycling").durationSeconds,
		);
		expect(matrix.distances[2]?.[0]).toBe(matrix.distances[0]?.[2]);
	});

	it("is the provider without a Google key", () => {
		const usage = new UsageMeter();
		const osm = readConfig(env).osm;
		expect(routesProvider({ env, config: { google: null, routesSource: "estimate", osm }, usage }).kind).toBe(
			"estimate",
		);
		const google = { apiKey: "k", browserKey: null };
		expect(routesProvider({ env, config: { google, routesSource: "google", osm }, usage }).kind).toBe("google");
		expect(routesProvider({ env, config: { google, routesSource: "osrm", osm }, usage }).kind).toBe("osrm");
	});
});

describe("decodePolyline", () => {
	it("decodes Google's example", () => {
		expect(decodePolyline(SAMPLE_POLYLINE)).toEqual(SAMPLE_POINTS);
		expect(decodePolyline("")).toEqual([]);
	});

	it("throws on a truncated or invalid string", () => {
		expect(() => decodePolyline("_p~iF~ps|")).toThrow();
		expect(() => decodePolyline("_p~iF\u0001")).toThrow();
	});
});

describe("Google Routes provider (local fake)", () => {
	let fake: FakeGoogleRoutes;
	let usage: UsageMeter;
	let google: GoogleRoutesProvider;

	beforeEach(() => {
		fake = new FakeGoogleRoutes().install();
		usage = new UsageMeter();
		google = new GoogleRoutesProvider({ apiKey: "test-routes-key", kv: env.KV, usage });
	});
	afterEach(() => fake.uninstall());

	it("computes a driving route through intermediates in one call, with the field mask and key", async () => {
		const points = line(0, 2, 5);
		const result = await google.legs(points, "driving");
		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request?.url.toString()).toBe("https://routes.googleapis.com/directions/v2:computeRoutes");
		expect(request?.headers.get("X-Goog-Api-Key")).toBe("test-routes-key");
		expect(request?.headers.get("X-Goog-FieldMask")).toBe(
			"routes.legs.distanceMeters,routes.legs.duration,routes.polyline.encodedPolyline",
		);
		expect(COMPUTE_ROUTES_FIELD_MASK).toBe(request?.headers.get("X-Goog-FieldMask"));
		const latLng = (p: LatLng) => ({ location: { latLng: { latitude: p.latitude, longitude: p.longitude } } });
		expect(request?.body).toMatchObject({
			origin: latLng(points[0] as LatLng),
			destination: latLng(points[2] as LatLng),
			intermediates: [latLng(points[1] as LatLng)],
			travelMode: "DRIVE",
			routingPreference: "TRAFFIC_UNAWARE",
		});
		const d1 = FakeGoogleRoutes.distance(points[0] as LatLng, points[1] as LatLng);
		const d2 = FakeGoogleRoutes.distance(points[1] as LatLng, points[2] as LatLng);
		expect(result.legs).toEqual([
			{ distanceMeters: d1, durationSeconds: Math.round(d1 / 10) },
			{ distanceMeters: d2, durationSeconds: Math.round(d2 / 10) },
		]);
		expect(result.polyline).toEqual(SAMPLE_POINTS);
		expect(usage.pending).toEqual([{ provider: "google-routes", sku: "compute-routes" }]);
	});

	it.each([
		["walking", "WALK"],
		["cycling", "BICYCLE"],
	] as const)("maps %s to %s (no routing preference)", async (mode, travelMode) => {
		await google.legs(line(0, 1), mode);
		expect(fake.requests[0]?.body.travelMode).toBe(travelMode);
		expect(fake.requests[0]?.body).not.toHaveProperty("routingPreference");
		expect(fake.requests[0]?.body).not.toHaveProperty("intermediates");
	});

	it("routes transit leg by leg (TRANSIT takes no intermediates)", async () => {
		const result = await google.legs(line(0, 1, 2), "transit");
		expect(fake.requests).toHaveLength(2);
		for (const request of fake.requests) {
			expect(request.body.travelMode).toBe("TRANSIT");
			expect(request.body).not.toHaveProperty("intermediates");
		}
		expect(result.legs).toHaveLength(2);
		expect(usage.pending).toHaveLength(2);
		// The two pieces of geometry join without repeating the shared point.
		expect(result.polyline).toHaveLength(SAMPLE_POINTS.length * 2 - 1);
	});

	it("splits more than 27 stops into calls that share their end points", async () => {
		const points = line(...Array.from({ length: 30 }, (_, i) => i));
		const result = await google.legs(points, "driving");
		expect(fake.requests.map((r) => (r.body.intermediates as unknown[] | undefined)?.length ?? 0)).toEqual([25, 2]);
		expect(fake.requests[1]?.body.origin).toEqual(fake.requests[0]?.body.destination);
		expect(result.legs).toHaveLength(29);
		expect(routeChunks([1, 2, 3], "transit")).toEqual([
			[1, 2],
			[2, 3],
		]);
	});

	it("answers a repeated route from KV (key: mode + rounded coordinates) without calling Google", async () => {
		// On the 5-decimal grid, so a nudge cannot cross a rounding boundary (random points could).
		const snap = (x: number) => Math.round(x * 1e5) / 1e5;
		const points = line(0, 3).map((p) => ({ latitude: snap(p.latitude), longitude: snap(p.longitude) }));
		const first = await google.legs(points, "driving");
		// A nudge below the rounding (5 decimals) is the same cache entry.
		const nudged = points.map((p) => ({ latitude: p.latitude + 1e-7, longitude: p.longitude }));
		expect(await google.legs(nudged, "driving")).toEqual(first);
		expect(fake.requests).toHaveLength(1);
		await google.legs(points, "walking");
		expect(fake.requests).toHaveLength(2);
		expect(usage.pending).toHaveLength(2);
	});

	it.each([
		["an HTTP 500", () => new Response("boom", { status: 500 }), "The routes service is unavailable"],
		["a network error", () => Promise.reject(new TypeError("fetch failed")), "The routes service is unavailable"],
		["unreadable JSON", () => new Response("<html>", { status: 200 }), "The routes service is unavailable"],
		["no route", () => Response.json({}), "No driving route was found between these stops"],
	])("turns %s into a RoutesUpstreamError and caches nothing", async (_label, handler, message) => {
		fake.failWith(handler);
		const points = line(0, 1);
		await expect(google.legs(points, "driving")).rejects.toThrow(new RoutesUpstreamError(message));
		fake.failWith(null);
		await google.legs(points, "driving");
		expect(fake.requests).toHaveLength(2);
	});

	it("reads a route matrix (indices left out when 0, any order) and meters it per element", async () => {
		const points = line(0, 4, 1);
		const matrix = await google.matrix(points, "driving");
		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request?.url.toString()).toBe("https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix");
		expect(request?.headers.get("X-Goog-FieldMask")).toBe(ROUTE_MATRIX_FIELD_MASK);
		expect(request?.body).toMatchObject({ travelMode: "DRIVE", routingPreference: "TRAFFIC_UNAWARE" });
		expect(request?.body.origins).toHaveLength(3);
		expect(request?.body.destinations).toHaveLength(3);
		expect(matrix.provider).toBe("google");
		const d02 = FakeGoogleRoutes.distance(points[0] as LatLng, points[2] as LatLng);
		expect(matrix.distances[0]?.[2]).toBe(d02);
		expect(matrix.durations[0]?.[2]).toBe(Math.round(d02 / 10));
		expect(matrix.durations.map((row, i) => row[i])).toEqual([0, 0, 0]);
		expect(usage.pending).toEqual([{ provider: "google-routes", sku: "route-matrix", units: 9 }]);
		expect(await google.matrix(points, "driving")).toEqual(matrix);
		expect(fake.requests).toHaveLength(1);
	});

	it("falls back to the estimate beyond the matrix limits (transit: 100 elements)", async () => {
		const matrix = await google.matrix(line(...Array.from({ length: 11 }, (_, i) => i)), "transit");
		expect(matrix.provider).toBe("estimate");
		expect(fake.requests).toHaveLength(0);
	});

	it("turns a failed matrix call into a RoutesUpstreamError", async () => {
		fake.failWith(() => new Response("quota", { status: 429 }));
		await expect(google.matrix(line(0, 1, 2), "walking")).rejects.toBeInstanceOf(RoutesUpstreamError);
	});

	it("records no cost for a call Google refused or that never reached it", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		fake.failWith(() => new Response("quota", { status: 429 }));
		await expect(google.matrix(line(0, 1, 2), "walking")).rejects.toBeInstanceOf(RoutesUpstreamError);
		await expect(google.legs(line(0, 1), "walking")).rejects.toBeInstanceOf(RoutesUpstreamError);
		fake.failWith(() => Promise.reject(new TypeError("fetch failed")));
		await expect(google.legs(line(0, 2), "driving")).rejects.toBeInstanceOf(RoutesUpstreamError);
		expect(fake.requests).toHaveLength(3);
		expect(usage.pending).toEqual([]);
	});
});

describe("path routes with Google (through the Worker)", () => {
	let me: SignedIn;
	let fake: FakeGoogleRoutes;

	beforeAll(async () => {
		me = await signIn();
	});
	beforeEach(() => {
		fake = new FakeGoogleRoutes().install();
	});
	afterEach(() => fake.uninstall());

	const get = (path: string, method = "GET") => callWith(GOOGLE, path, { method, headers: { Cookie: me.cookie } });

	it("GET /api/paths/{id}/route answers Google's legs and geometry, and records usage", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 3, { transportMode: "cycling" });
		const res = await get(`/api/paths/${pathId}/route`);
		expect(res.status).toBe(200);
		const route = (await res.json()) as PathRoute;
		expect(route).toMatchObject({
			provider: "google",
			status: "ok",
			transportMode: "cycling",
			polyline: SAMPLE_POINTS,
		});
		expect(route.legs.map((l) => [l.fromStopId, l.toStopId])).toEqual([
			[stopIds[0], stopIds[1]],
			[stopIds[1], stopIds[2]],
		]);
		expect(route.totalDistanceMeters).toBe(route.legs.reduce((s, l) => s + l.distanceMeters, 0));
		expect(fake.requests[0]?.body.travelMode).toBe("BICYCLE");
		const rows = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.provider, "google-routes"), eq(usageEvents.userId, me.user.id)));
		expect(rows.map((r) => [r.sku, r.route])).toEqual([["compute-routes", "/api/paths/:id/route"]]);
	});

	it("a failed route is a 200 with no legs and the error, so the UI omits the distance", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 2);
		fake.failWith(() => new Response("down", { status: 503 }));
		const res = await get(`/api/paths/${pathId}/route`);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			pathId,
			transportMode: "driving",
			provider: "google",
			status: "failed",
			legs: [],
			totalDistanceMeters: 0,
			totalDurationSeconds: 0,
			polyline: null,
			error: "The routes service is unavailable",
		});
	});

	it("the GPX export carries Google's geometry as a track", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 2);
		const text = await (await get(`/api/paths/${pathId}/export?format=gpx`)).text();
		expect(text).toContain("<trk>");
		expect(text.match(/<trkpt /g)).toHaveLength(SAMPLE_POINTS.length);
	});

	it("POST /api/paths/{id}/optimize uses the route matrix and proposes without changing anything", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 0, { transportMode: "walking" });
		const kms = [0, 3, 1, 4, 2];
		const points = line(...kms);
		const stops: string[] = [];
		for (const [i, p] of points.entries()) {
			const placeId = await insertPlace({ name: `At ${kms[i]} km`, ...p });
			const res = await callWith(GOOGLE, `/api/paths/${pathId}/stops`, {
				method: "POST",
				headers: { Cookie: me.cookie, "content-type": "application/json" },
				body: JSON.stringify({ googlePlaceId: placeId }),
			});
			expect(res.status).toBe(201);
			stops.push(((await res.json()) as { id: string }).id);
		}
		expect(stopIds).toEqual([]);
		const res = await get(`/api/paths/${pathId}/optimize`, "POST");
		expect(res.status).toBe(200);
		const result = (await res.json()) as OptimizeResult;
		expect(result.provider).toBe("google");
		expect(result.order).toEqual([0, 2, 4, 1, 3].map((i) => stops[i]));
		expect(result.savedSeconds).toBeGreaterThan(0);
		expect(fake.requests.map((r) => r.url.pathname)).toEqual(["/distanceMatrix/v2:computeRouteMatrix"]);
		const rows = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.sku, "route-matrix"), eq(usageEvents.userId, me.user.id)));
		expect(rows.map((r) => r.units)).toEqual([25]);
	});

	it("optimise answers 502 with the reason when the matrix call fails", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 3);
		fake.failWith(() => new Response("down", { status: 500 }));
		const res = await get(`/api/paths/${pathId}/optimize`, "POST");
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Could not compute travel times: The routes service is unavailable" });
	});
});
