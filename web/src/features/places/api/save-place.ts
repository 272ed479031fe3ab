import { useMutation } from "@tanstack/react-query";
import type { Place, SaveIntentCategory } from "../../../../../domain/place/place-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/**
 * `POST /api/places/{googlePlaceId}/save` → the saved place, the place and a follow-up message.
 * The server resolves the place by id; `placeData` is only a hint.
 */
export const savePlace = ({
	place,
	adventureId,
	intentCategory,
}: {
	place: Pick<Place, "googlePlaceId" | "name" | "latitude" | "longitude" | "address">;
	adventureId: string;
	intentCategory: SaveIntentCategory;
}) =>
	ok(
		client.api.places[":googlePlaceId"].save.$post({
			param: params({ googlePlaceId: place.googlePlaceId }),
			json: {
				adventureId,
				// An empty list: the server reads the adventure's own kid ages.
				kidAges: [],
				intentCategory,
				placeData: { name: place.name, latitude: place.latitude, longitude: place.longitude, address: place.address },
			},
		}),
	);

export type SaveResult = Awaited<ReturnType<typeof savePlace>>;

/** The caller refreshes the saved list when it is ready to (a saved card slides out first). */
export const useSavePlace = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof savePlace> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: savePlace });
