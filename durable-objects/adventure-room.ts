import { DurableObject } from "cloudflare:workers";
import { type ChangeTopic, clientMessageSchema, PING, PONG, type ServerMessage } from "../domain/live-protocol";
import { createDb } from "../worker/db";
import { findAdventureAccess } from "../worker/services/adventure-access";
import { runMigrations } from "./migrations";

/** Who is on the other end of a socket; survives hibernation via serializeAttachment. */
interface SocketIdentity {
	userId: string;
	adventureId: string;
	subscribed: boolean;
}

/**
 * One room per adventure (idFromName(adventureId)): owns the Guide AI conversation in its SQLite
 * storage and the live WebSocket channel of that adventure.
 */
export class AdventureRoom extends DurableObject<Env> {
	/** What the guide is doing right now, for `status_request`; in memory only, like the work itself. */
	private status: string | null = null;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
		ctx.blockConcurrencyWhile(async () => runMigrations(ctx.storage.sql));
	}

	override async fetch(request: Request): Promise<Response> {
		const userId = request.headers.get("X-Room-User");
		const adventureId = request.headers.get("X-Room-Adventure");
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !userId || !adventureId) {
			return new Response("Expected a WebSocket upgrade", { status: 426 });
		}
		const { 0: client, 1: server } = new WebSocketPair();
		this.ctx.acceptWebSocket(server);
		server.serializeAttachment({ userId, adventureId, subscribed: false } satisfies SocketIdentity);
		return new Response(null, { status: 101, webSocket: client });
	}

	/** Pushes a change notice to every subscribed socket (saved places, paths, the adventure). */
	async broadcastChange(what: ChangeTopic): Promise<number> {
		return this.broadcast({ type: "changed", what });
	}

	/** Sets the guide's live status and tells every subscribed socket. */
	async setStatus(message: string | null): Promise<number> {
		this.status = message;
		return this.broadcast({ type: "status", message });
	}

	/** The adventure was deleted: close every socket and drop the conversation. */
	async purge(): Promise<void> {
		for (const ws of this.ctx.getWebSockets()) this.closeSocket(ws, 1000, "Adventure deleted");
		this.status = null;
		await this.ctx.storage.deleteAll();
	}

	private broadcast(message: ServerMessage): number {
		const frame = JSON.stringify(message);
		let sent = 0;
		for (const ws of this.ctx.getWebSockets()) {
			const identity = ws.deserializeAttachment() as SocketIdentity | null;
			if (!identity?.subscribed) continue;
			try {
				ws.send(frame);
				sent++;
			} catch {
				// A socket closing mid-broadcast is not an error for the others.
			}
		}
		return sent;
	}

	// --- WebSocket hibernation handlers ---

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		const identity = ws.deserializeAttachment() as SocketIdentity | null;
		if (!identity) return this.closeSocket(ws, 1008, "No identity");
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
				const access = await findAdventureAccess(createDb(this.env), identity.adventureId, identity.userId);
				if (!access) return send(ws, { type: "error", error: "Not allowed for this adventure" });
				ws.serializeAttachment({ ...identity, subscribed: true } satisfies SocketIdentity);
				return send(ws, { type: "subscribed", adventureId: identity.adventureId });
			}
			case "status_request":
				if (!identity.subscribed) return send(ws, { type: "error", error: "Subscribe first" });
				return send(ws, { type: "status", message: this.status });
		}
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		this.closeSocket(ws, code, reason);
	}

	override async webSocketError(ws: WebSocket): Promise<void> {
		this.closeSocket(ws, 1011, "WebSocket error");
	}

	private closeSocket(ws: WebSocket, code: number, reason: string): void {
		// 1005/1006 are reserved for "no status" and may not be sent; closing with them throws.
		const safeCode = code === 1005 || code === 1006 ? 1000 : code;
		try {
			ws.close(safeCode, reason);
		} catch {
			// Already closed.
		}
	}
}

function send(ws: WebSocket, message: ServerMessage): void {
	ws.send(JSON.stringify(message));
}
