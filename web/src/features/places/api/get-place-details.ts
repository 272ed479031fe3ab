import { queryOptions } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/places/details/{googlePlaceId}`: the full place (photos, hours, summaries). */
const getPlaceDetails = (googlePlaceId: string) =>
	ok(client.api.places.details[":googlePlaceId"].$get({ param: params({ googlePlaceId }) }));

export const getPlaceDetailsQueryOptions = (googlePlaceId: string) =>
	queryOptions({
		queryKey: ["/api/places/details", googlePlaceId] as const,
		queryFn: () => getPlaceDetails(googlePlaceId),
	});
