import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/saved-places?adventureId=`: the adventure's saved places, each with its place. */
const getSavedPlaces = (adventureId: string) => ok(client.api["saved-places"].$get({ query: { adventureId } }));

export const getSavedPlacesQueryOptions = (adventureId: string) =>
	queryOptions({ queryKey: ["/api/saved-places", adventureId] as const, queryFn: () => getSavedPlaces(adventureId) });

export const useSavedPlaces = (adventureId: string) => useQuery(getSavedPlacesQueryOptions(adventureId));
