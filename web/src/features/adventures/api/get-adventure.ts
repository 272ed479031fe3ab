import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { client, ok, params } from "../../../lib/api-client";

const route = client.api.adventures[":id"];

/** One adventure with the caller's access to it (`owner`, or `viewer` of a public one). */
export type AdventureWithAccess = InferResponseType<typeof route.$get, 200>;

/** `GET /api/adventures/{id}`. */
export const getAdventure = (id: string) => ok(route.$get({ param: params({ id }) }));

export const getAdventureQueryOptions = (id: string) =>
	queryOptions({ queryKey: ["/api/adventures", id] as const, queryFn: () => getAdventure(id) });

export const useAdventure = (id: string) => useQuery(getAdventureQueryOptions(id));
