import type { LatLng } from "../../../../domain/geo/geo";
import type { Place } from "../../../../domain/place/place";
import { type PlacesProvider, PlacesUnavailableError } from "../../../providers/places";

/**
 * One answer's searches, run in parallel: each query's places, [] for a search that failed. When
 * the places service answered none of them (PlacesUnavailableError every time), that error is
 * thrown instead: nobody looked, so the guide must not say it found nothing (turn.ts says why).
 */
export async function searchEach(
	places: Pick<PlacesProvider, "search">,
	queries: readonly string[],
	near: LatLng,
	radiusMeters: number,
): Promise<Place[][]> {
	const settled = await Promise.allSettled(queries.map((query) => places.search(query, near, radiusMeters)));
	const unanswered = settled.flatMap((result) =>
		result.status === "rejected" && result.reason instanceof PlacesUnavailableError ? [result.reason] : [],
	);
	if (unanswered.length > 0 && unanswered.length === queries.length) throw unanswered[0];
	return settled.map((result) => (result.status === "fulfilled" ? result.value : []));
}
