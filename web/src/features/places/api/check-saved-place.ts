import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/saved-places/check?googlePlaceId&adventureId` → `{isSaved, pathCount}`. */
const checkSavedPlace = (googlePlaceId: string, adventureId: string) =>
	ok(client.api["saved-places"].check.$get({ query: { googlePlaceId, adventureId } }));

export const checkSavedPlaceQueryOptions = (googlePlaceId: string, adventureId: string) =>
	queryOptions({
		queryKey: ["/api/saved-places/check", googlePlaceId, adventureId] as const,
		queryFn: () => checkSavedPlace(googlePlaceId, adventureId),
	});

export const useCheckSavedPlace = (googlePlaceId: string, adventureId: string, enabled: boolean) =>
	useQuery({ ...checkSavedPlaceQueryOptions(googlePlaceId, adventureId), enabled });

/**
 * On how many of the adventure's paths the place is a stop, asked afresh each time the remove
 * dialog opens (stops may have been added since the check was cached); undefined until known.
 */
export function usePathCount(googlePlaceId: string, adventureId: string, open: boolean): number | undefined {
	const query = useQuery({ ...checkSavedPlaceQueryOptions(googlePlaceId, adventureId), enabled: open, staleTime: 0 });
	return open && !query.isFetching ? query.data?.pathCount : undefined;
}
