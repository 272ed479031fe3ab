import { randomToken, sign, verify } from "../lib/signing";

/**
 * A live-channel ticket: who may open a socket to which adventure's room, until when; `id` makes
 * it single use (the room records it) and `session` binds it to the session it was issued to
 * (a digest, so a ticket in a URL or a log never reveals the session id).
 */
export interface LiveTicket {
	userId: string;
	adventureId: string;
	exp: number;
	id: string;
	session: string;
}

const PURPOSE = "live-ticket";
export const TICKET_TTL_MS = 60_000;

/** The digest of a session id that a ticket carries (SHA-256, hex). */
async function sessionDigest(sessionId: string): Promise<string> {
	const bytes = new Uint8Array(
		await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${PURPOSE}\u0000${sessionId}`)),
	);
	return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function issueTicket(
	secret: string,
	holder: { userId: string; sessionId: string },
	adventureId: string,
	now = Date.now(),
) {
	const exp = now + TICKET_TTL_MS;
	const ticket: LiveTicket = {
		userId: holder.userId,
		adventureId,
		exp,
		id: randomToken(16),
		session: await sessionDigest(holder.sessionId),
	};
	return { token: await sign(secret, PURPOSE, ticket), expiresAt: exp };
}

/** The ticket when its signature holds, it has not expired and it was issued to this session; else null. */
export async function readTicket(
	secret: string,
	token: string,
	session: { id: string; userId: string } | null,
	now = Date.now(),
): Promise<LiveTicket | null> {
	if (token.length > 1000 || !session) return null;
	const ticket = await verify<Partial<LiveTicket>>(secret, PURPOSE, token);
	if (!ticket || typeof ticket.userId !== "string" || typeof ticket.adventureId !== "string") return null;
	if (typeof ticket.exp !== "number" || ticket.exp <= now) return null;
	if (typeof ticket.id !== "string" || !ticket.id || typeof ticket.session !== "string") return null;
	if (ticket.userId !== session.userId || ticket.session !== (await sessionDigest(session.id))) return null;
	return ticket as LiveTicket;
}
