import type { LatLng } from "../../../domain/geo/geo";
import { estimateLeg, type TransportMode } from "../../../domain/path/path";
import type { RouteMatrix, RouteResult, RoutesProvider } from "./types";

/**
 * The embedded routes provider: great-circle distance × a detour factor at documented per-mode
 * speeds (ESTIMATE_PROFILES in domain/path/path-rules.ts). No network, no key, no road geometry.
 */
export class EstimateRoutesProvider implements RoutesProvider {
	readonly kind = "estimate";

	async legs(points: readonly LatLng[], mode: TransportMode): Promise<RouteResult> {
		const legs = [];
		for (let i = 1; i < points.length; i++) {
			legs.push(estimateLeg(points[i - 1] as LatLng, points[i] as LatLng, mode));
		}
		return { legs, polyline: null };
	}

	async matrix(points: readonly LatLng[], mode: TransportMode): Promise<RouteMatrix> {
		return estimateMatrix(points, mode);
	}
}

export function estimateMatrix(points: readonly LatLng[], mode: TransportMode): RouteMatrix {
	const durations = points.map(() => points.map(() => 0));
	const distances = points.map(() => points.map(() => 0));
	points.forEach((from, i) => {
		points.forEach((to, j) => {
			if (i === j) return;
			const leg = estimateLeg(from, to, mode);
			(durations[i] as number[])[j] = leg.durationSeconds;
			(distances[i] as number[])[j] = leg.distanceMeters;
		});
	});
	return { durations, distances, provider: "estimate" };
}
