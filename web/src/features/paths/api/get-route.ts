import {
	keepPreviousData,
	type Mutation,
	queryOptions,
	useIsMutating,
	useQueries,
	useQuery,
} from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";
import { type PublicViewScope, shareQuery, usePublicViewScope } from "../../../lib/public-view";

/**
 * `GET /api/paths/{id}/route?mode=`: legs and totals through the path's stops for a transport mode;
 * in the public view `GET /api/public/adventures/{id}/paths/{pathId}/route?mode=&share=`.
 */
const getRoute = (pathId: string, mode: TransportMode, scope: PublicViewScope | null = null) =>
	scope
		? ok(
				client.api.public.adventures[":id"].paths[":pathId"].route.$get({
					param: params({ id: scope.adventureId, pathId }),
					query: { mode, ...shareQuery(scope) },
				}),
			)
		: ok(client.api.paths[":id"].route.$get({ param: params({ id: pathId }), query: { mode } }));

type PathRoute = Awaited<ReturnType<typeof getRoute>>;
export type RouteLeg = PathRoute["legs"][number];

/** Every route of one path, whatever the mode and order: what a change to its stops makes stale. */
export const pathRoutesKey = (pathId: string) => ["/api/paths", pathId, "route"] as const;

/** Cached per mode and per stop order (`stopKey`), so a reorder or another mode asks again. */
export const getRouteQueryOptions = (
	pathId: string,
	mode: TransportMode,
	stopKey: string,
	scope: PublicViewScope | null = null,
) =>
	queryOptions({
		queryKey: [...pathRoutesKey(pathId), mode, stopKey, scope?.share ?? null] as const,
		queryFn: () => getRoute(pathId, mode, scope),
	});

/** Marks the reorders of stops (`useReorderStops`), so a path's route can wait while its new order is stored. */
export const REORDER_STOPS_KEY = ["/api/paths", "reorder"] as const;

const isReorderOf =
	(pathId: string) =>
	(mutation: Mutation<unknown, Error, unknown>): boolean =>
		(mutation.state.variables as { pathId?: string } | undefined)?.pathId === pathId;

/**
 * The route through the stops in the order shown. The server routes its stored order, so while a
 * new order shown at once is still being stored, the route waits (keeping the last totals) rather
 * than caching the old order's route under the new order's key.
 */
export function useRoute(pathId: string, mode: TransportMode, stopKey: string, { enabled }: { enabled: boolean }) {
	const storing = useIsMutating({ mutationKey: REORDER_STOPS_KEY, predicate: isReorderOf(pathId) }) > 0;
	const scope = usePublicViewScope();
	return useQuery({
		...getRouteQueryOptions(pathId, mode, stopKey, scope),
		enabled: enabled && !storing,
		placeholderData: keepPreviousData,
	});
}

/** The routes of several paths in their own modes and stored orders (a day's totals); a path under 2 stops asks nothing. */
export function usePathRoutes(
	paths: readonly { id: string; transportMode: TransportMode; stops: readonly { id: string }[] }[],
) {
	const scope = usePublicViewScope();
	return useQueries({
		queries: paths.map((path) => ({
			...getRouteQueryOptions(path.id, path.transportMode, path.stops.map((s) => s.id).join(","), scope),
			enabled: path.stops.length >= 2,
		})),
	});
}
