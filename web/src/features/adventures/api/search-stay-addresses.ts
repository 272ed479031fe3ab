import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/adventures/{id}/stay-suggestions`: addresses near the trip for 'Where we're staying' (owner only). */
export const searchStayAddresses = (adventureId: string, query: string, signal?: AbortSignal, sessionToken?: string) =>
	ok(
		client.api.adventures[":id"]["stay-suggestions"].$get(
			{ param: params({ id: adventureId }), query: { query, sessionToken } },
			{ init: { signal } },
		),
	);
