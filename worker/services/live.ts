import { UnauthorizedError, UnavailableError } from "../lib/errors";
import type { Rooms } from "../lib/rooms";
import { issueTicket, readTicket } from "./live-tickets";

/** A short-lived signed ticket for `/ws` (the caller may read the adventure); 503 when nothing can be signed. */
export function issueLiveTicket(signingSecret: string | null, userId: string, adventureId: string) {
	if (!signingSecret) throw new UnavailableError("Live updates are not configured");
	return issueTicket(signingSecret, userId, adventureId);
}

/**
 * Checks a ticket (401 when invalid or expired) and hands the WebSocket upgrade to the adventure's
 * room, which trusts the identity headers set here: it is reachable only through this Worker.
 */
export async function openLiveSocket(
	rooms: Rooms,
	signingSecret: string | null,
	token: string | undefined,
	request: Request,
): Promise<Response> {
	const ticket = signingSecret && token ? await readTicket(signingSecret, token) : null;
	if (!ticket) throw new UnauthorizedError("Invalid or expired ticket");
	const headers = new Headers(request.headers);
	headers.set("X-Room-User", ticket.userId);
	headers.set("X-Room-Adventure", ticket.adventureId);
	const upgrade = await rooms.of(ticket.adventureId).fetch(new Request(request.url, { headers }));
	// A stub's response has immutable headers; re-wrap it so the security-headers middleware can
	// add its headers afterwards instead of throwing (which turned every upgrade into a 500).
	return new Response(upgrade.body, {
		status: upgrade.status,
		statusText: upgrade.statusText,
		headers: upgrade.headers,
		webSocket: upgrade.webSocket,
	});
}
