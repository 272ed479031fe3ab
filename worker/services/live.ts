import { type AppConfig, signingSecretFor } from "../config";
import type { Deps } from "../lib/deps";
import { NotFoundError, UnauthorizedError } from "../lib/errors";
import { findAdventureAccess } from "./adventure-access";
import { issueTicket, readTicket } from "./live-tickets";

/** Who holds the ticket: the signed-in user and their session. */
interface TicketHolder {
	userId: string;
	sessionId: string;
}

/**
 * A short-lived signed ticket for `/ws` (the caller may read the adventure), bound to the caller's
 * session; 503 when nothing can be signed (no SESSION_SECRET on a deployed Worker).
 */
export function issueLiveTicket(config: Pick<AppConfig, "signingSecret">, holder: TicketHolder, adventureId: string) {
	return issueTicket(signingSecretFor(config, "A live-update ticket"), holder, adventureId);
}

/** The room's answers to an upgrade it refuses: the ticket was used already, or the adventure is gone. */
const ROOM_REFUSALS = new Set([409, 410]);

/**
 * Checks a ticket (401 when invalid, expired, or not the upgrade's own live session: a ticket dies
 * with the session it was issued to), then that its holder may still read the adventure (404 as
 * anywhere else, when it went private or was deleted since the ticket was issued), and hands the
 * WebSocket upgrade to the adventure's room, which trusts the identity headers set here (it is
 * reachable only through this Worker) and refuses a ticket it has seen before (401 here too).
 */
export async function openLiveSocket(
	deps: Pick<Deps, "db" | "rooms" | "config">,
	token: string | undefined,
	session: { id: string; userId: string } | null,
	request: Request,
): Promise<Response> {
	const { signingSecret } = deps.config;
	const ticket = signingSecret && token ? await readTicket(signingSecret, token, session) : null;
	if (!ticket) throw new UnauthorizedError("Invalid or expired ticket");
	if (!(await findAdventureAccess(deps.db, ticket.adventureId, ticket.userId))) {
		throw new NotFoundError("Adventure not found");
	}
	const headers = new Headers(request.headers);
	headers.set("X-Room-User", ticket.userId);
	headers.set("X-Room-Adventure", ticket.adventureId);
	headers.set("X-Room-Ticket", ticket.id);
	headers.set("X-Room-Ticket-Expires", String(ticket.exp));
	const upgrade = await deps.rooms.of(ticket.adventureId).fetch(new Request(request.url, { headers }));
	if (ROOM_REFUSALS.has(upgrade.status)) throw new UnauthorizedError("Invalid or expired ticket");
	// A stub's response has immutable headers; re-wrap it so the security-headers middleware can
	// add its headers afterwards instead of throwing (which turned every upgrade into a 500).
	return new Response(upgrade.body, {
		status: upgrade.status,
		statusText: upgrade.statusText,
		headers: upgrade.headers,
		webSocket: upgrade.webSocket,
	});
}
