import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/paths/{id}/stops`: a path's stops in order, each with its place. */
const getStops = (pathId: string) => ok(client.api.paths[":id"].stops.$get({ param: params({ id: pathId }) }));

export type PathStop = Awaited<ReturnType<typeof getStops>>[number];

export const getStopsQueryOptions = (pathId: string) =>
	queryOptions({ queryKey: ["/api/paths", pathId, "stops"] as const, queryFn: () => getStops(pathId) });

export const useStops = (pathId: string) => useQuery(getStopsQueryOptions(pathId));
