import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/monitoring/places-provider`: which places provider runs, and the operator's hint (admins only). */
const getPlacesProvider = () => ok(client.api.monitoring["places-provider"].$get());

const getPlacesProviderQueryOptions = () =>
	queryOptions({ queryKey: ["/api/monitoring/places-provider"] as const, queryFn: getPlacesProvider });

export const usePlacesProvider = () => useQuery(getPlacesProviderQueryOptions());
