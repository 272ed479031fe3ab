import { client, ok } from "../../../lib/api-client";

/** `POST /api/live/ticket` → a short-lived signed `{token}` for `/ws`, for an adventure the user may read. */
export const createLiveTicket = (adventureId: string) => ok(client.api.live.ticket.$post({ json: { adventureId } }));
