import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiError, client, ok, params } from "../../../lib/api-client";

const route = client.api.adventures[":id"];

/** One adventure with the caller's access to it (`owner`, or `viewer` of a public one). */
export type AdventureWithAccess = InferResponseType<typeof route.$get, 200>;

/** `GET /api/adventures/{id}`. */
export const getAdventure = (id: string) => ok(route.$get({ param: params({ id }) }));

const isGone = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A 404 (deleted, or never there) is final: no retry, and no refetch when a screen mounts or the network returns. */
export const getAdventureQueryOptions = (id: string) =>
	queryOptions({
		queryKey: ["/api/adventures", id] as const,
		queryFn: () => getAdventure(id),
		retry: false,
		refetchOnMount: (query) => !isGone(query.state.error),
		refetchOnReconnect: (query) => !isGone(query.state.error),
	});

export const useAdventure = (id: string) => useQuery(getAdventureQueryOptions(id));
