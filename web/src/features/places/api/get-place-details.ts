import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import { type PublicViewScope, shareQuery, usePublicViewScope } from "../../../lib/public-view";

/**
 * `GET /api/places/details/{googlePlaceId}`: the full place (photos, hours, summaries); in the public
 * view `GET /api/public/adventures/{id}/places/{googlePlaceId}?share=`, for one of its places.
 */
const getPlaceDetails = (googlePlaceId: string, scope: PublicViewScope | null) =>
	scope
		? ok(
				client.api.public.adventures[":id"].places[":googlePlaceId"].$get({
					param: params({ id: scope.adventureId, googlePlaceId }),
					query: shareQuery(scope),
				}),
			)
		: ok(client.api.places.details[":googlePlaceId"].$get({ param: params({ googlePlaceId }) }));

export const getPlaceDetailsQueryOptions = (googlePlaceId: string, scope: PublicViewScope | null = null) =>
	queryOptions({
		queryKey: ["/api/places/details", googlePlaceId, scope?.adventureId ?? null, scope?.share ?? null] as const,
		queryFn: () => getPlaceDetails(googlePlaceId, scope),
	});

/** The place panel's details; in the public view through its own route (its visitor may have no account). */
export function usePlaceDetails(googlePlaceId: string, { enabled }: { enabled: boolean }) {
	const scope = usePublicViewScope();
	return useQuery({ ...getPlaceDetailsQueryOptions(googlePlaceId, scope), enabled });
}
