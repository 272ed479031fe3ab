import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/monitoring/costs`: cost per day of this month by cost line; refetched every 60 s. */
const getCosts = () => ok(client.api.monitoring.costs.$get());

export const getCostsQueryOptions = () =>
	queryOptions({ queryKey: ["/api/monitoring/costs"] as const, queryFn: getCosts, refetchInterval: 60_000 });

export const useCosts = () => useQuery(getCostsQueryOptions());
