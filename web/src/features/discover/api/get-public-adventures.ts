import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/adventures/public`: public adventures, newest first (signed in or not). */
const getPublicAdventures = () => ok(client.api.adventures.public.$get());

export const getPublicAdventuresQueryOptions = () =>
	queryOptions({ queryKey: ["/api/adventures/public"] as const, queryFn: getPublicAdventures });

export const usePublicAdventures = () => useQuery(getPublicAdventuresQueryOptions());

export type PublicAdventureCard = Awaited<ReturnType<typeof getPublicAdventures>>[number];
