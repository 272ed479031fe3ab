import type { LatLng } from "../../../domain/geo/geo";
import type { RouteProviderKind, TransportMode } from "../../../domain/path/path";

export interface LegResult {
	distanceMeters: number;
	durationSeconds: number;
}

/** The legs between consecutive points (n points → n − 1 legs) and the road geometry when known. */
export interface RouteResult {
	legs: LegResult[];
	polyline: { lat: number; lng: number }[] | null;
}

/** Square matrices over the points: [i][j] is the trip from point i to point j (0 on the diagonal). */
export interface RouteMatrix {
	durations: number[][];
	distances: number[][];
	/** Which provider actually answered (Google falls back to the estimate beyond its matrix limits). */
	provider: RouteProviderKind;
}

/** Distances and durations between places for a transport mode (worker/providers/routes). */
export interface RoutesProvider {
	readonly kind: RouteProviderKind;
	/** Legs through the points in order; throws RoutesUpstreamError when no route can be had. */
	legs(points: readonly LatLng[], mode: TransportMode): Promise<RouteResult>;
	/** Every pairwise trip, for optimising an order; throws RoutesUpstreamError on failure. */
	matrix(points: readonly LatLng[], mode: TransportMode): Promise<RouteMatrix>;
}

/** The routes service failed or found no route; the message is safe to show. */
export class RoutesUpstreamError extends Error {}
