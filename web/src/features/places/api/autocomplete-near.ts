import type { MapPoint } from "../../../../../domain/geo/geo-rules";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/places/autocomplete?location=lat,lng`: predictions near the map centre; failures are an empty list. */
export async function autocompleteNear(query: string, center: MapPoint, signal?: AbortSignal) {
	try {
		return await ok(
			client.api.places.autocomplete.$get(
				{ query: { query, location: `${center.lat},${center.lng}` } },
				{ init: { signal } },
			),
		);
	} catch (error) {
		if (!signal?.aborted) console.warn("place autocomplete failed", error);
		return [];
	}
}

export type PlacePrediction = Awaited<ReturnType<typeof autocompleteNear>>[number];
