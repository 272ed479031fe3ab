import { client, ok } from "../../../lib/api-client";

/** `POST /api/guide-ai/reset-session`: the room forgets the conversation (the reset button). */
export const resetGuide = (adventureId: string, userId: string) =>
	ok(client.api["guide-ai"]["reset-session"].$post({ json: { adventureId, userId } }));
