import { z } from "zod";
import type { LatLng } from "../../../domain/geo/geo";
import { estimateLeg, type TransportMode } from "../../../domain/path/path";
import type { UsageSink } from "../usage";
import { estimateMatrix } from "./estimate";
import { decodePolyline } from "./polyline";
import { type LegResult, type RouteMatrix, type RouteResult, type RoutesProvider, RoutesUpstreamError } from "./types";

const GOOGLE_ROUTES_BASE = "https://routes.googleapis.com";
const COMPUTE_ROUTES_URL = `${GOOGLE_ROUTES_BASE}/directions/v2:computeRoutes`;
const ROUTE_MATRIX_URL = `${GOOGLE_ROUTES_BASE}/distanceMatrix/v2:computeRouteMatrix`;
const GOOGLE_ROUTES_PROVIDER = "google-routes";
export const COMPUTE_ROUTES_FIELD_MASK =
	"routes.legs.distanceMeters,routes.legs.duration,routes.polyline.encodedPolyline";
export const ROUTE_MATRIX_FIELD_MASK = "originIndex,destinationIndex,status,condition,distanceMeters,duration";

const GOOGLE_TRAVEL_MODE: Record<TransportMode, string> = {
	driving: "DRIVE",
	walking: "WALK",
	cycling: "BICYCLE",
	transit: "TRANSIT",
};

/** computeRoutes accepts at most 25 intermediates, and none at all for TRANSIT. */
const MAX_INTERMEDIATES = 25;
/** computeRouteMatrix: at most 625 elements (origins × destinations), 100 for TRANSIT. */
const MATRIX_MAX_ELEMENTS = 625;
const TRANSIT_MATRIX_MAX_ELEMENTS = 100;
/** Legs and matrices are kept a day in KV. */
const ROUTES_CACHE_TTL_SECONDS = 24 * 60 * 60;
/** Cache keys use coordinates rounded to 5 decimals (about a metre). */
const COORD_DECIMALS = 5;
/** A pair Google cannot route costs this many times its estimate, so an optimised order avoids it. */
const NO_ROUTE_PENALTY = 10;

const computeRoutesAnswer = z.object({
	routes: z
		.array(
			z.object({
				legs: z.array(z.object({ distanceMeters: z.number().optional(), duration: z.string().optional() })).optional(),
				polyline: z.object({ encodedPolyline: z.string().optional() }).optional(),
			}),
		)
		.optional(),
});

const matrixAnswer = z.array(
	z.object({
		originIndex: z.number().int().optional(),
		destinationIndex: z.number().int().optional(),
		status: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
		condition: z.string().optional(),
		distanceMeters: z.number().optional(),
		duration: z.string().optional(),
	}),
);

/** "1234s" / "12.5s" (protobuf Duration as JSON) → seconds. */
function parseDuration(value: string | undefined): number {
	if (!value) return 0;
	const seconds = Number.parseFloat(value.replace(/s$/, ""));
	return Number.isFinite(seconds) ? Math.round(seconds) : 0;
}

const waypoint = (p: LatLng) => ({ location: { latLng: { latitude: p.latitude, longitude: p.longitude } } });

async function sha256Hex(text: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** KV key of a route or matrix: the mode and the points' rounded coordinates, hashed. */
async function routesCacheKey(kind: "legs" | "matrix", mode: TransportMode, points: readonly LatLng[]) {
	const coords = points
		.map((p) => `${p.latitude.toFixed(COORD_DECIMALS)},${p.longitude.toFixed(COORD_DECIMALS)}`)
		.join(";");
	return `routes:google:${kind}:${mode}:${await sha256Hex(coords)}`;
}

/**
 * Consecutive runs of points that one computeRoutes call can take: at most 27 points (origin,
 * 25 intermediates, destination) sharing their end points; pairs for TRANSIT.
 */
export function routeChunks<T>(points: readonly T[], mode: TransportMode): T[][] {
	const size = mode === "transit" ? 2 : MAX_INTERMEDIATES + 2;
	const chunks: T[][] = [];
	for (let start = 0; start < points.length - 1; start += size - 1) {
		chunks.push(points.slice(start, start + size));
	}
	return chunks;
}

async function snippet(res: Response): Promise<string> {
	return (await res.text().catch(() => "")).slice(0, 300);
}

export interface GoogleRoutesOptions {
	apiKey: string;
	kv: KVNamespace;
	usage: UsageSink;
}

/**
 * Google Routes API: computeRoutes for a path's legs and geometry (intermediates for more than two
 * stops; one call per leg for transit, which takes no intermediates) and computeRouteMatrix for
 * optimising. Answers are cached in KV for a day by mode and rounded coordinates; every call is
 * metered (compute-routes: 1 unit; route-matrix: 1 unit per element).
 */
export class GoogleRoutesProvider implements RoutesProvider {
	readonly kind = "google";

	constructor(private readonly options: GoogleRoutesOptions) {}

	async legs(points: readonly LatLng[], mode: TransportMode): Promise<RouteResult> {
		if (points.length < 2) return { legs: [], polyline: null };
		const legs: LegResult[] = [];
		const polyline: { lat: number; lng: number }[] = [];
		let geometry = true;
		for (const chunk of routeChunks(points, mode)) {
			const part = await this.cachedRoute(chunk, mode);
			legs.push(...part.legs);
			if (!part.polyline || part.polyline.length === 0) geometry = false;
			else polyline.push(...(polyline.length > 0 ? part.polyline.slice(1) : part.polyline));
		}
		return { legs, polyline: geometry ? polyline : null };
	}

	async matrix(points: readonly LatLng[], mode: TransportMode): Promise<RouteMatrix> {
		const n = points.length;
		const limit = mode === "transit" ? TRANSIT_MATRIX_MAX_ELEMENTS : MATRIX_MAX_ELEMENTS;
		if (n < 2 || n * n > limit) return estimateMatrix(points, mode);
		const { apiKey, kv, usage } = this.options;
		const cacheKey = await routesCacheKey("matrix", mode, points);
		const cached = await kv.get<RouteMatrix>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		let elements: z.infer<typeof matrixAnswer>;
		try {
			const res = await fetch(ROUTE_MATRIX_URL, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"X-Goog-Api-Key": apiKey,
					"X-Goog-FieldMask": ROUTE_MATRIX_FIELD_MASK,
				},
				body: JSON.stringify({
					origins: points.map((p) => ({ waypoint: waypoint(p) })),
					destinations: points.map((p) => ({ waypoint: waypoint(p) })),
					travelMode: GOOGLE_TRAVEL_MODE[mode],
					...(mode === "driving" ? { routingPreference: "TRAFFIC_UNAWARE" } : {}),
				}),
			});
			if (!res.ok) {
				console.warn(`google route matrix: HTTP ${res.status}`, await snippet(res));
				throw new RoutesUpstreamError("The routes service is unavailable");
			}
			// Metered once Google answered: a refused or failed call costs nothing.
			usage.record({ provider: GOOGLE_ROUTES_PROVIDER, sku: "route-matrix", units: n * n });
			elements = matrixAnswer.parse(await res.json());
		} catch (error) {
			if (error instanceof RoutesUpstreamError) throw error;
			console.warn("google route matrix failed", error instanceof Error ? error.message : error);
			throw new RoutesUpstreamError("The routes service is unavailable");
		}

		const durations = points.map(() => points.map(() => Number.NaN));
		const distances = points.map(() => points.map(() => Number.NaN));
		for (const element of elements) {
			const i = element.originIndex ?? 0;
			const j = element.destinationIndex ?? 0;
			if (i < 0 || j < 0 || i >= n || j >= n) continue;
			if ((element.status?.code ?? 0) !== 0 || element.condition === "ROUTE_NOT_FOUND") continue;
			(durations[i] as number[])[j] = parseDuration(element.duration);
			(distances[i] as number[])[j] = element.distanceMeters ?? 0;
		}
		for (let i = 0; i < n; i++) {
			for (let j = 0; j < n; j++) {
				const row = durations[i] as number[];
				const distanceRow = distances[i] as number[];
				if (i === j) {
					row[j] = 0;
					distanceRow[j] = 0;
				} else if (Number.isNaN(row[j])) {
					const estimate = estimateLeg(points[i] as LatLng, points[j] as LatLng, mode);
					row[j] = estimate.durationSeconds * NO_ROUTE_PENALTY;
					distanceRow[j] = estimate.distanceMeters;
				}
			}
		}
		const matrix: RouteMatrix = { durations, distances, provider: "google" };
		await kv
			.put(cacheKey, JSON.stringify(matrix), { expirationTtl: ROUTES_CACHE_TTL_SECONDS })
			.catch((error) => console.warn("routes cache write failed", error));
		return matrix;
	}

	/** One computeRoutes call (or its cached answer) through 2 to 27 points. */
	private async cachedRoute(points: readonly LatLng[], mode: TransportMode): Promise<RouteResult> {
		const { apiKey, kv, usage } = this.options;
		const cacheKey = await routesCacheKey("legs", mode, points);
		const cached = await kv.get<RouteResult>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		const first = points[0] as LatLng;
		const last = points[points.length - 1] as LatLng;
		const middle = points.slice(1, -1);
		let answer: z.infer<typeof computeRoutesAnswer>;
		try {
			const res = await fetch(COMPUTE_ROUTES_URL, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"X-Goog-Api-Key": apiKey,
					"X-Goog-FieldMask": COMPUTE_ROUTES_FIELD_MASK,
				},
				body: JSON.stringify({
					origin: waypoint(first),
					destination: waypoint(last),
					...(middle.length > 0 ? { intermediates: middle.map(waypoint) } : {}),
					travelMode: GOOGLE_TRAVEL_MODE[mode],
					...(mode === "driving" ? { routingPreference: "TRAFFIC_UNAWARE" } : {}),
					computeAlternativeRoutes: false,
					polylineQuality: "OVERVIEW",
					units: "METRIC",
				}),
			});
			if (!res.ok) {
				console.warn(`google compute routes: HTTP ${res.status}`, await snippet(res));
				throw new RoutesUpstreamError("The routes service is unavailable");
			}
			usage.record({ provider: GOOGLE_ROUTES_PROVIDER, sku: "compute-routes" });
			answer = computeRoutesAnswer.parse(await res.json());
		} catch (error) {
			if (error instanceof RoutesUpstreamError) throw error;
			console.warn("google compute routes failed", error instanceof Error ? error.message : error);
			throw new RoutesUpstreamError("The routes service is unavailable");
		}

		const route = answer.routes?.[0];
		const legs = route?.legs ?? [];
		if (!route || legs.length !== points.length - 1) {
			throw new RoutesUpstreamError(`No ${mode} route was found between these stops`);
		}
		let polyline: { lat: number; lng: number }[] | null = null;
		const encoded = route.polyline?.encodedPolyline;
		if (encoded) {
			try {
				polyline = decodePolyline(encoded);
			} catch (error) {
				console.warn("google route polyline unreadable", error instanceof Error ? error.message : error);
			}
		}
		const result: RouteResult = {
			legs: legs.map((leg) => ({
				distanceMeters: leg.distanceMeters ?? 0,
				durationSeconds: parseDuration(leg.duration),
			})),
			polyline,
		};
		await kv
			.put(cacheKey, JSON.stringify(result), { expirationTtl: ROUTES_CACHE_TTL_SECONDS })
			.catch((error) => console.warn("routes cache write failed", error));
		return result;
	}
}
