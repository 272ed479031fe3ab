import { queryOptions, useQuery } from "@tanstack/react-query";
import { localIsoDate } from "../../../../../domain/adventure/adventure-rules";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/adventures/stats`: the profile's four counts; timing by the browser's local date. */
const getStats = () => ok(client.api.adventures.stats.$get({ query: { today: localIsoDate() } }));

export const getStatsQueryOptions = () =>
	queryOptions({ queryKey: ["/api/adventures/stats"] as const, queryFn: getStats, staleTime: 0 });

export const useStats = () => useQuery(getStatsQueryOptions());
