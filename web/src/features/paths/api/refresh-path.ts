import type { QueryClient } from "@tanstack/react-query";
import { getPathsQueryOptions } from "./get-paths";
import { getStopsQueryOptions } from "./get-stops";

/** After a change to a path's stops: its stops, then the adventure's paths (stop counts, map lines). */
export async function refreshPathStops(queryClient: QueryClient, pathId: string, adventureId: string) {
	await queryClient.invalidateQueries({ queryKey: getStopsQueryOptions(pathId).queryKey });
	await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
}
