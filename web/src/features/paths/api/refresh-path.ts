import type { QueryClient } from "@tanstack/react-query";
import { getPathsQueryOptions } from "./get-paths";
import { pathRoutesKey } from "./get-route";
import { getStopsQueryOptions } from "./get-stops";

/** After a change to a path's stops: its stops and routes, then the adventure's paths (stop counts, map lines). */
export async function refreshPathStops(queryClient: QueryClient, pathId: string, adventureId: string) {
	await queryClient.invalidateQueries({ queryKey: getStopsQueryOptions(pathId).queryKey });
	await queryClient.invalidateQueries({ queryKey: pathRoutesKey(pathId) });
	await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
}
