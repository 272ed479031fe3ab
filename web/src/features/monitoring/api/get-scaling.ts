import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/monitoring/scaling`: the five yearly projections; cached 5 minutes. */
const getScaling = () => ok(client.api.monitoring.scaling.$get());

export const getScalingQueryOptions = () =>
	queryOptions({ queryKey: ["/api/monitoring/scaling"] as const, queryFn: getScaling, staleTime: 5 * 60_000 });

export const useScaling = () => useQuery(getScalingQueryOptions());
