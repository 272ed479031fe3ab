import type { MapPoint } from "../../../../../domain/geo/geo-rules";
import { coverageMessages } from "../../../../../domain/place/coverage";
import type { Place } from "../../../../../domain/place/place-rules";
import { ApiError, client, ok } from "../../../lib/api-client";

/** What a search found, or why it could not look (the places service did not answer). */
export type PlaceSearchAnswer = { places: Place[]; unavailable: null } | { places: []; unavailable: string };

/**
 * `GET /api/places/search`: places matching text within 10 km of the map centre. A failure is an
 * empty list, except a 503 (the places service did not answer): its message, so the tab never says
 * "no places" when nobody looked.
 */
export async function searchPlaces(query: string, center: MapPoint, adventureId: string): Promise<PlaceSearchAnswer> {
	try {
		const places = await ok(
			client.api.places.search.$get({
				query: {
					query,
					latitude: String(center.lat),
					longitude: String(center.lng),
					radius: "10000",
					enrich: "true",
					adventureId,
				},
			}),
		);
		return { places, unavailable: null };
	} catch (error) {
		console.warn("place search failed", error);
		if (error instanceof ApiError && error.status === 503) {
			return { places: [], unavailable: error.serverMessage ?? coverageMessages.unreachable };
		}
		return { places: [], unavailable: null };
	}
}
