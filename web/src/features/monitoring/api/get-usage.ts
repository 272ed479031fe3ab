import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** The spec refetches usage every 30 to 60 s: 30 s here. */
const USAGE_REFETCH_MS = 30_000;

/** `GET /api/monitoring/usage`: this month's costs, counts, users, alerts and projection (admins). */
const getUsage = () => ok(client.api.monitoring.usage.$get());

export const getUsageQueryOptions = () =>
	queryOptions({ queryKey: ["/api/monitoring/usage"] as const, queryFn: getUsage, refetchInterval: USAGE_REFETCH_MS });

export const useUsage = () => useQuery(getUsageQueryOptions());
