import { sign, verify } from "../lib/signing";

/** A live-channel ticket: who may open a socket to which adventure's room, until when. */
export interface LiveTicket {
	userId: string;
	adventureId: string;
	exp: number;
}

const PURPOSE = "live-ticket";
export const TICKET_TTL_MS = 60_000;

export function issueTicket(secret: string, userId: string, adventureId: string, now = Date.now()) {
	const exp = now + TICKET_TTL_MS;
	return sign(secret, PURPOSE, { userId, adventureId, exp } satisfies LiveTicket).then((token) => ({
		token,
		expiresAt: exp,
	}));
}

export async function readTicket(secret: string, token: string, now = Date.now()): Promise<LiveTicket | null> {
	if (token.length > 1000) return null;
	const ticket = await verify<LiveTicket>(secret, PURPOSE, token);
	if (!ticket || typeof ticket.userId !== "string" || typeof ticket.adventureId !== "string") return null;
	if (typeof ticket.exp !== "number" || ticket.exp <= now) return null;
	return ticket;
}
