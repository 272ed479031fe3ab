import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `POST /api/places/{googlePlaceId}/family-reviews`: travel-blog reviews by families, with the place's field notes. */
const getFamilyReviews = (googlePlaceId: string, adventureId: string) =>
	ok(
		client.api.places[":googlePlaceId"]["family-reviews"].$post({
			param: params({ googlePlaceId }),
			json: { adventureId },
		}),
	);

const getFamilyReviewsQueryOptions = (googlePlaceId: string, adventureId: string) =>
	queryOptions({
		queryKey: ["/api/places/family-reviews", googlePlaceId] as const,
		queryFn: () => getFamilyReviews(googlePlaceId, adventureId),
	});

/** Fetched once per place, when `enabled` (Field Notes first opened). */
export const useFamilyReviews = (googlePlaceId: string, adventureId: string, enabled: boolean) =>
	useQuery({ ...getFamilyReviewsQueryOptions(googlePlaceId, adventureId), enabled });
