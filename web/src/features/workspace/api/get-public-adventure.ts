import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

const route = client.api.public.adventures[":id"];

/** `GET /api/public/adventures/{id}?share=`: the read-only view's adventure, saved places and paths. */
const getPublicAdventure = (id: string, share: string | undefined) =>
	ok(route.$get({ param: params({ id }), query: share ? { share } : {} }));

const getPublicAdventureQueryOptions = (id: string, share: string | undefined) =>
	queryOptions({
		queryKey: ["/api/public/adventures", id, share ?? null] as const,
		queryFn: () => getPublicAdventure(id, share),
	});

export const usePublicAdventure = (id: string, share: string | undefined) =>
	useQuery(getPublicAdventureQueryOptions(id, share));

/** `GET /api/adventures/{id}/calendar.ics`: a link to download, with the share token when there is one. */
export const calendarUrl = (adventureId: string, share?: string) =>
	client.api.adventures[":id"]["calendar.ics"].$path({
		param: params({ id: adventureId }),
		query: share ? { share } : {},
	});
