import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/saved-places/check/{googlePlaceId}/{adventureId}` → `{isSaved}`. */
const checkSavedPlace = (googlePlaceId: string, adventureId: string) =>
	ok(
		client.api["saved-places"].check[":googlePlaceId"][":adventureId"].$get({
			param: params({ googlePlaceId, adventureId }),
		}),
	);

export const checkSavedPlaceQueryOptions = (googlePlaceId: string, adventureId: string) =>
	queryOptions({
		queryKey: ["/api/saved-places/check", googlePlaceId, adventureId] as const,
		queryFn: () => checkSavedPlace(googlePlaceId, adventureId),
	});

export const useCheckSavedPlace = (googlePlaceId: string, adventureId: string, enabled: boolean) =>
	useQuery({ ...checkSavedPlaceQueryOptions(googlePlaceId, adventureId), enabled });
