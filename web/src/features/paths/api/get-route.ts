import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/paths/{id}/route?mode=`: legs and totals through the path's stops for a transport mode. */
const getRoute = (pathId: string, mode: TransportMode) =>
	ok(client.api.paths[":id"].route.$get({ param: params({ id: pathId }), query: { mode } }));

type PathRoute = Awaited<ReturnType<typeof getRoute>>;
export type RouteLeg = PathRoute["legs"][number];

/** Cached per mode and per stop order (`stopKey`), so a reorder or another mode asks again. */
export const getRouteQueryOptions = (pathId: string, mode: TransportMode, stopKey: string) =>
	queryOptions({
		queryKey: ["/api/paths", pathId, "route", mode, stopKey] as const,
		queryFn: () => getRoute(pathId, mode),
	});

export const useRoute = (pathId: string, mode: TransportMode, stopKey: string, { enabled }: { enabled: boolean }) =>
	useQuery({ ...getRouteQueryOptions(pathId, mode, stopKey), enabled });
