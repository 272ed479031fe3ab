import { z } from "zod";
import type { LatLng } from "../../../domain/geo/geo";
import { ESTIMATE_PROFILES, type TransportMode } from "../../../domain/path/path";
import type { OsmConfig } from "../../config";
import { cachedJson, type OsmService, osmJson, sha256Hex } from "../osm/polite-fetch";
import { EstimateRoutesProvider, estimateMatrix } from "./estimate";
import { decodePolyline } from "./polyline";
import { type RouteMatrix, type RouteResult, type RoutesProvider, RoutesUpstreamError } from "./types";

/** Routes are kept a day in KV; coordinates rounded to 5 decimals (about a metre) in the key. */
const ROUTES_TTL_SECONDS = 24 * 60 * 60;
/** The demo server's limits are generous; more stops than this are estimated rather than sent. */
const MAX_POINTS = 50;

const routeAnswer = z.object({
	code: z.string(),
	routes: z
		.array(
			z.object({
				geometry: z.string().optional(),
				legs: z.array(z.object({ distance: z.number(), duration: z.number() })),
			}),
		)
		.optional(),
});
const tableAnswer = z.object({
	code: z.string(),
	durations: z.array(z.array(z.number().nullable())).optional(),
	distances: z.array(z.array(z.number().nullable())).optional(),
});

const coordinates = (points: readonly LatLng[]) =>
	points.map((p) => `${p.longitude.toFixed(5)},${p.latitude.toFixed(5)}`).join(";");

/**
 * An OSRM server (ROUTES_PROVIDER=osrm; OSRM_URL, default the public demo server, which routes cars
 * only). Road distances and geometry come from its `driving` profile; walking and cycling take those
 * road distances at the estimate's speeds (domain/path ESTIMATE_PROFILES), and transit, which OSRM
 * does not know, is the estimate. Requests go through the polite queue; answers are cached a day.
 */
export class OsrmRoutesProvider implements RoutesProvider {
	readonly kind = "osrm";
	private readonly service: OsmService;
	private readonly estimate = new EstimateRoutesProvider();

	constructor(
		osm: OsmConfig,
		private readonly kv: KVNamespace,
	) {
		this.service = { name: "osrm", baseUrl: osm.osrmUrl, userAgent: osm.userAgent, minIntervalMs: osm.minIntervalMs };
	}

	async legs(points: readonly LatLng[], mode: TransportMode): Promise<RouteResult> {
		if (points.length < 2) return { legs: [], polyline: null };
		if (mode === "transit" || points.length > MAX_POINTS) return this.estimate.legs(points, mode);
		const path = `/route/v1/driving/${coordinates(points)}?overview=full&geometries=polyline&steps=false`;
		const route = await cachedJson(
			this.kv,
			`routes:osrm:legs:${await sha256Hex(path)}`,
			ROUTES_TTL_SECONDS,
			async () => {
				const answer = routeAnswer.safeParse(await osmJson(this.service, path).catch(failed));
				const first = answer.success && answer.data.code === "Ok" ? answer.data.routes?.[0] : undefined;
				if (!first || first.legs.length !== points.length - 1) throw new RoutesUpstreamError("No route could be found");
				return { legs: first.legs, geometry: first.geometry ?? null };
			},
		);
		let polyline: RouteResult["polyline"] = null;
		try {
			polyline = route.geometry ? decodePolyline(route.geometry) : null;
		} catch {
			polyline = null;
		}
		return {
			legs: route.legs.map((leg) => ({
				distanceMeters: Math.round(leg.distance),
				durationSeconds: durationFor(mode, leg.distance, leg.duration),
			})),
			polyline,
		};
	}

	async matrix(points: readonly LatLng[], mode: TransportMode): Promise<RouteMatrix> {
		if (mode === "transit" || points.length > MAX_POINTS) return estimateMatrix(points, mode);
		const path = `/table/v1/driving/${coordinates(points)}?annotations=duration,distance`;
		const table = await cachedJson(
			this.kv,
			`routes:osrm:table:${await sha256Hex(path)}`,
			ROUTES_TTL_SECONDS,
			async () => {
				const answer = tableAnswer.safeParse(await osmJson(this.service, path).catch(failed));
				if (!answer.success || answer.data.code !== "Ok" || !answer.data.durations || !answer.data.distances) {
					throw new RoutesUpstreamError("No route could be found");
				}
				return { durations: answer.data.durations, distances: answer.data.distances };
			},
		);
		// A pair OSRM cannot route is estimated ×10, so an optimised order avoids it.
		const fallback = estimateMatrix(points, mode);
		const pick = (grid: (number | null)[][], est: number[][], i: number, j: number, scale: (v: number) => number) => {
			const value = grid[i]?.[j];
			return value == null ? (est[i]?.[j] ?? 0) * 10 : scale(value);
		};
		const distances = points.map((_, i) =>
			points.map((_, j) => pick(table.distances, fallback.distances, i, j, (v) => Math.round(v))),
		);
		const durations = points.map((_, i) =>
			points.map((_, j) =>
				pick(table.durations, fallback.durations, i, j, (v) => durationFor(mode, table.distances[i]?.[j] ?? 0, v)),
			),
		);
		return { durations, distances, provider: "osrm" };
	}
}

/** Driving: OSRM's own duration; walking and cycling: the road distance at the estimate's speed. */
function durationFor(mode: TransportMode, distanceMeters: number, drivingSeconds: number): number {
	if (mode === "driving") return Math.round(drivingSeconds);
	return Math.round((distanceMeters / 1000 / ESTIMATE_PROFILES[mode].speedKmh) * 3600);
}

function failed(error: unknown): never {
	console.warn("osrm failed", error instanceof Error ? error.message : error);
	throw new RoutesUpstreamError("Routes are unavailable right now");
}
