import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/beta/status`: whether this browser has beta access. */
const getBetaStatus = () => ok(client.api.beta.status.$get());

export const getBetaStatusQueryOptions = () =>
	queryOptions({ queryKey: ["/api/beta/status"] as const, queryFn: getBetaStatus, retry: false });

export const useBetaStatus = () => useQuery(getBetaStatusQueryOptions());
