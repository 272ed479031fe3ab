import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/adventures/{id}/paths`: an adventure's paths, each with its stops (the map draws every line). */
const getPaths = (adventureId: string) =>
	ok(client.api.adventures[":id"].paths.$get({ param: params({ id: adventureId }) }));

export type PathSummary = Awaited<ReturnType<typeof getPaths>>[number];

export const getPathsQueryOptions = (adventureId: string) =>
	queryOptions({
		queryKey: ["/api/adventures", adventureId, "paths"] as const,
		queryFn: () => getPaths(adventureId),
	});

export const usePaths = (adventureId: string, { enabled = true }: { enabled?: boolean } = {}) =>
	useQuery({ ...getPathsQueryOptions(adventureId), enabled });
