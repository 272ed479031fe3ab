import { client, ok } from "../../../lib/api-client";

/** `POST /api/guide-ai/filters/remove`: takes one filter (a chip) off the conversation's ask → the chips left. */
export const removeFilter = (adventureId: string, key: string) =>
	ok(client.api["guide-ai"].filters.remove.$post({ json: { adventureId, key } }));
