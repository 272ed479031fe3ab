import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/adventures`: the signed-in user's adventures. */
const getAdventures = () => ok(client.api.adventures.$get());

export const getAdventuresQueryOptions = () =>
	queryOptions({ queryKey: ["/api/adventures"] as const, queryFn: getAdventures });

export const useAdventures = () => useQuery(getAdventuresQueryOptions());
