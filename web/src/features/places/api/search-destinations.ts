import { client, ok } from "../../../lib/api-client";

/**
 * One autocomplete session: the suggestions typed for one pick and the details of the pick share a
 * token, so Google bills them as one session. A new session starts after each pick.
 */
export function newSessionToken(): string {
	return crypto.randomUUID();
}

/** `GET /api/places/autocomplete?locationSearch=true`: destinations for the create and edit forms. */
export const searchDestinations = (query: string, signal?: AbortSignal, sessionToken?: string) =>
	ok(
		client.api.places.autocomplete.$get(
			{ query: { query, locationSearch: "true", sessionToken } },
			{ init: { signal } },
		),
	);

export type DestinationSuggestion = Awaited<ReturnType<typeof searchDestinations>>[number];
