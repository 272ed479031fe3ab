import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import { type PublicViewScope, shareQuery, usePublicViewScope } from "../../../lib/public-view";

/** `POST /api/places/{googlePlaceId}/family-reviews`: travel-blog reviews by families, with the place's field notes. */
const getFamilyReviews = (googlePlaceId: string, adventureId: string) =>
	ok(
		client.api.places[":googlePlaceId"]["family-reviews"].$post({
			param: params({ googlePlaceId }),
			json: { adventureId },
		}),
	);

/** `GET /api/public/adventures/{id}/places/{googlePlaceId}/family-reviews?share=`: the same in the public view. */
const getPublicFamilyReviews = (scope: PublicViewScope, googlePlaceId: string) =>
	ok(
		client.api.public.adventures[":id"].places[":googlePlaceId"]["family-reviews"].$get({
			param: params({ id: scope.adventureId, googlePlaceId }),
			query: shareQuery(scope),
		}),
	);

const getFamilyReviewsQueryOptions = (googlePlaceId: string, adventureId: string, scope: PublicViewScope | null) =>
	queryOptions({
		queryKey: ["/api/places/family-reviews", googlePlaceId, scope?.share ?? null] as const,
		queryFn: () =>
			scope ? getPublicFamilyReviews(scope, googlePlaceId) : getFamilyReviews(googlePlaceId, adventureId),
	});

/** Fetched once per place, when `enabled` (Field Notes first opened); in the public view through its own route. */
export function useFamilyReviews(googlePlaceId: string, adventureId: string, enabled: boolean) {
	const scope = usePublicViewScope();
	return useQuery({ ...getFamilyReviewsQueryOptions(googlePlaceId, adventureId, scope), enabled });
}
