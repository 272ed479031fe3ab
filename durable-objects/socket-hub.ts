import { ACCESS_REVOKED, clientMessageSchema, PING, PONG, type ServerMessage } from "../domain/live/protocol";
import type { Db } from "../worker/db";
import type { RoomAccess } from "../worker/lib/rooms";
import { type Access, findAdventureAccess } from "../worker/services/adventure-access";

/** Who is on the other end of a socket; survives hibernation via serializeAttachment. */
interface SocketIdentity {
	userId: string;
	adventureId: string;
	subscribed: boolean;
	/** Set at subscribe and on access changes: the guide's status goes to owners only. */
	access?: Access;
}

/** Who hears a frame: every subscribed socket, or the owner's only (the guide's status). */
export type Audience = "subscribers" | "owner";

/**
 * A room's live channel (WebSocket hibernation API): one-use tickets, subscribe and status
 * requests, broadcasts to subscribers or the owner's sockets, and closing sockets whose user lost
 * access. Who a socket is lives in its attachment, so all of it holds for sockets that hibernated.
 */
export class SocketHub {
	constructor(
		private readonly ctx: DurableObjectState,
		private readonly db: () => Db,
		/** The guide's current status, for `status_request`. */
		private readonly status: () => string | null,
	) {
		ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
	}

	/**
	 * The upgrade the Worker forwarded (it checked the ticket's signature and the user's access);
	 * 410 once the adventure is gone.
	 */
	accept(request: Request, purged: boolean): Response {
		const userId = request.headers.get("X-Room-User");
		const adventureId = request.headers.get("X-Room-Adventure");
		const ticketId = request.headers.get("X-Room-Ticket");
		const ticketExpires = Number(request.headers.get("X-Room-Ticket-Expires"));
		if (
			request.headers.get("Upgrade")?.toLowerCase() !== "websocket" ||
			!userId ||
			!adventureId ||
			!ticketId ||
			!Number.isFinite(ticketExpires)
		) {
			return new Response("Expected a WebSocket upgrade", { status: 426 });
		}
		if (purged) return new Response("Adventure deleted", { status: 410 });
		if (!this.claimTicket(ticketId, ticketExpires)) return new Response("Ticket already used", { status: 409 });
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.serializeAttachment({ userId, adventureId, subscribed: false } satisfies SocketIdentity);
		return new Response(null, { status: 101, webSocket: client });
	}

	/**
	 * A ticket opens one socket: records its id until it expires and answers false when it was
	 * recorded before. SQL calls are synchronous, so two upgrades cannot both pass.
	 */
	private claimTicket(id: string, expiresAt: number): boolean {
		const sql = this.ctx.storage.sql;
		sql.exec("DELETE FROM used_tickets WHERE expires_at <= ?", Date.now());
		if (sql.exec("SELECT 1 FROM used_tickets WHERE id = ?", id).toArray().length > 0) return false;
		sql.exec("INSERT INTO used_tickets (id, expires_at) VALUES (?, ?)", id, expiresAt);
		return true;
	}

	/** Sends a frame to every subscribed socket, or the owner's only; returns how many got it. */
	broadcast(message: ServerMessage, audience: Audience = "subscribers"): number {
		const frame = JSON.stringify(message);
		let sent = 0;
		for (const ws of this.ctx.getWebSockets()) {
			const identity = ws.deserializeAttachment() as SocketIdentity | null;
			if (!identity?.subscribed) continue;
			if (audience === "owner" && identity.access !== "owner") continue;
			try {
				ws.send(frame);
				sent++;
			} catch {
				// A socket closing mid-broadcast is not an error for the others.
			}
		}
		return sent;
	}

	/**
	 * Who may read the adventure changed: every socket whose user can no longer read it is closed
	 * with ACCESS_REVOKED; the others are re-marked owner or viewer. Returns how many were closed.
	 */
	accessChanged(access: RoomAccess): number {
		let closed = 0;
		for (const ws of this.ctx.getWebSockets()) {
			const identity = ws.deserializeAttachment() as SocketIdentity | null;
			const now = identity ? accessUnder(access, identity.userId) : null;
			if (!identity || !now) {
				closeSocket(ws, ACCESS_REVOKED.code, ACCESS_REVOKED.reason);
				closed++;
			} else if (identity.subscribed && identity.access !== now) {
				ws.serializeAttachment({ ...identity, access: now } satisfies SocketIdentity);
			}
		}
		return closed;
	}

	/** Closes every socket (the adventure is gone). */
	closeAll(reason: string): void {
		for (const ws of this.ctx.getWebSockets()) closeSocket(ws, 1000, reason);
	}

	/** A client frame: subscribe (access checked against D1) or status_request (owners only). */
	async message(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const identity = ws.deserializeAttachment() as SocketIdentity | null;
		if (!identity) return closeSocket(ws, 1008, "No identity");
		let parsed: unknown;
		try {
			parsed = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
		} catch {
			return send(ws, { type: "error", error: "Frames must be JSON" });
		}
		const result = clientMessageSchema.safeParse(parsed);
		if (!result.success) return send(ws, { type: "error", error: "Unknown frame" });
		const message = result.data;
		// A ticket is for one adventure: its socket cannot reach another adventure's events.
		if (message.adventureId !== identity.adventureId) {
			return send(ws, { type: "error", error: "Not allowed for this adventure" });
		}
		switch (message.type) {
			case "subscribe": {
				const found = await findAdventureAccess(this.db(), identity.adventureId, identity.userId);
				// Access changed (and closed this socket) while D1 answered: nothing to subscribe.
				if (ws.readyState !== WebSocket.READY_STATE_OPEN) return;
				if (!found) return send(ws, { type: "error", error: "Not allowed for this adventure" });
				ws.serializeAttachment({ ...identity, subscribed: true, access: found.access } satisfies SocketIdentity);
				return send(ws, { type: "subscribed", adventureId: identity.adventureId });
			}
			case "status_request":
				if (!identity.subscribed) return send(ws, { type: "error", error: "Subscribe first" });
				if (identity.access !== "owner") {
					return send(ws, { type: "error", error: "Only the owner sees the guide's status" });
				}
				return send(ws, { type: "status", message: this.status() });
		}
	}
}

/** A user's access under the adventure's owner and visibility; null when they may not read it. */
function accessUnder(room: RoomAccess, userId: string): Access | null {
	if (userId === room.ownerId) return "owner";
	return room.isPublic ? "viewer" : null;
}

export function closeSocket(ws: WebSocket, code: number, reason: string): void {
	// 1005/1006 are reserved for "no status" and may not be sent; closing with them throws.
	const safeCode = code === 1005 || code === 1006 ? 1000 : code;
	try {
		ws.close(safeCode, reason);
	} catch {
		// Already closed.
	}
}

function send(ws: WebSocket, message: ServerMessage): void {
	ws.send(JSON.stringify(message));
}
