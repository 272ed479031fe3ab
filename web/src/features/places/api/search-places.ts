import type { MapPoint } from "../../../../../domain/geo/geo-rules";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/places/search`: places matching text within 10 km of the map centre; failures are an empty list. */
export async function searchPlaces(query: string, center: MapPoint, adventureId: string) {
	try {
		return await ok(
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
	} catch (error) {
		console.warn("place search failed", error);
		return [];
	}
}
