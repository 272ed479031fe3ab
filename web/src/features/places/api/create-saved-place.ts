import type { Place } from "../../../../../domain/place/place-rules";
import { client, ok } from "../../../lib/api-client";

/** `POST /api/saved-places`: saves a place by id (used before adding it to a path); saving twice is fine. */
export const createSavedPlace = (
	place: Pick<Place, "googlePlaceId" | "name" | "latitude" | "longitude" | "address">,
	adventureId: string,
) =>
	ok(
		client.api["saved-places"].$post({
			json: {
				googlePlaceId: place.googlePlaceId,
				adventureId,
				placeData: { name: place.name, latitude: place.latitude, longitude: place.longitude, address: place.address },
			},
		}),
	);
