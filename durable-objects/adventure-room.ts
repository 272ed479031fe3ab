import { DurableObject } from "cloudflare:workers";
import {
	GUIDE_OPENING_TRIGGER,
	type GuideChatMessage,
	type GuideResponse,
	type GuideState,
	guideMessages,
} from "../domain/guide/guide";
import {
	ACCESS_REVOKED,
	type ChangeTopic,
	clientMessageSchema,
	PING,
	PONG,
	type ServerMessage,
} from "../domain/live/protocol";
import { coverageMessages, placesCoverage } from "../domain/place/coverage";
import type { Place } from "../domain/place/place";
import type { Bindings } from "../worker/bindings";
import { readConfig } from "../worker/config";
import { createDb } from "../worker/db";
import { savedPlaceIds } from "../worker/db/places";
import { createDeps, type Deps } from "../worker/lib/deps";
import type { RoomAccess } from "../worker/lib/rooms";
import { type Access, findAdventureAccess } from "../worker/services/adventure-access";
import {
	composeOpening,
	findReplacement,
	type GuideAnswer,
	guideCenter,
	guideFor,
	type RoomChatInput,
	type RoomReplaceInput,
	replyAfterReplacement,
	runGuideCommand,
	type SearchContext,
} from "../worker/services/guide";
import { parseGuideCommand } from "../worker/services/guide/intents";
import { storedPlace } from "../worker/services/places";
import { UsageMeter } from "../worker/services/usage-meter";
import { runMigrations } from "./migrations";

/** What an assistant row keeps besides its text (the `payload` column, JSON). */
interface AssistantPayload {
	state: GuideState;
	isClarification: boolean;
	suggestions: Place[];
	backupSuggestions: Place[];
	createdPathId?: string;
	/** Where the answer's places were searched, for 'Try another suggestion'. */
	search?: SearchContext | null;
}

interface MessageRow extends Record<string, SqlStorageValue> {
	id: string;
	role: "user" | "assistant";
	content: string;
	payload: string | null;
	created_at: number;
}

/** Messages a room keeps; older ones are pruned as new ones are written. */
const MAX_STORED_MESSAGES = 200;
/** Earlier messages a guide reads. */
const HISTORY_FOR_GUIDE = 20;

/** Who is on the other end of a socket; survives hibernation via serializeAttachment. */
interface SocketIdentity {
	userId: string;
	adventureId: string;
	subscribed: boolean;
	/** Set at subscribe and on access changes: the guide's status goes to owners only. */
	access?: Access;
}

/** Who hears a frame: every subscribed socket, or the owner's only (the guide's status). */
type Audience = "subscribers" | "owner";

/** The guide's answer when it cannot search: the coverage message, no suggestions. */
const uncovered = (content: string): GuideResponse => ({
	content,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
});

/**
 * One room per adventure (idFromName(adventureId)): owns the Guide AI conversation in its SQLite
 * storage and the live WebSocket channel of that adventure.
 */
export class AdventureRoom extends DurableObject<Env> {
	/** What the guide is doing right now, for `status_request`; in memory only, like the work itself. */
	private status: string | null = null;
	/** Set by purge: the adventure is gone, so no new socket is opened. */
	private purged = false;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
		ctx.blockConcurrencyWhile(async () => runMigrations(ctx.storage.sql));
	}

	override async fetch(request: Request): Promise<Response> {
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
		if (this.purged) return new Response("Adventure deleted", { status: 410 });
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

	/** Pushes a change notice to every subscribed socket (saved places, paths, the adventure). */
	async broadcastChange(what: ChangeTopic): Promise<number> {
		return this.broadcast({ type: "changed", what });
	}

	/** Sets the guide's live status and tells the owner's subscribed sockets. */
	async setStatus(message: string | null): Promise<number> {
		this.status = message;
		return this.broadcast({ type: "status", message }, "owner");
	}

	/**
	 * Who may read the adventure changed (`PATCH` made it private, or it has a new owner): every
	 * socket, subscribed or not, whose user can no longer read it is closed with ACCESS_REVOKED;
	 * the others are re-marked owner or viewer. Decided from the attachments, so it holds for
	 * sockets that hibernated. Returns how many were closed.
	 */
	async accessChanged(access: RoomAccess): Promise<number> {
		let closed = 0;
		for (const ws of this.ctx.getWebSockets()) {
			const identity = ws.deserializeAttachment() as SocketIdentity | null;
			const now = identity ? accessUnder(access, identity.userId) : null;
			if (!identity || !now) {
				this.closeSocket(ws, ACCESS_REVOKED.code, ACCESS_REVOKED.reason);
				closed++;
			} else if (identity.subscribed && identity.access !== now) {
				ws.serializeAttachment({ ...identity, access: now } satisfies SocketIdentity);
			}
		}
		return closed;
	}

	// --- Guide AI ---

	/**
	 * One chat turn (`POST /api/guide-ai`; the Worker has checked that the caller owns the adventure):
	 * the opening greeting for GUIDE_OPENING_TRIGGER (a fresh conversation), else a chat command
	 * (create / add to path) or the guide, with live `status` frames while it works and
	 * `status {message: null}` when done. Both messages are stored; any failure is answered with the
	 * chat failure message (guideMessages.chatFailure) rather than thrown.
	 */
	async chat(input: RoomChatInput): Promise<GuideResponse> {
		const kidAges = input.kidAges?.length ? input.kidAges : input.adventure.kidAges;
		if (input.message === GUIDE_OPENING_TRIGGER) {
			let content: string = guideMessages.greeting;
			try {
				content = composeOpening(input.adventure.location, kidAges);
			} catch (error) {
				console.warn(`guide opening failed: ${error instanceof Error ? error.message : String(error)}`);
			}
			const response: GuideResponse = {
				content,
				state: "responding",
				suggestions: [],
				backupSuggestions: [],
				isClarification: false,
			};
			this.clearMessages();
			this.storeAssistant(response, null);
			return response;
		}

		const history = this.history(HISTORY_FOR_GUIDE);
		const recent = this.latestSuggestions();
		this.storeMessage("user", input.message, { userId: input.userId });
		const usage = new UsageMeter();
		const deps = this.deps(usage);
		const status = (message: string) => {
			this.setStatusNow(message);
		};
		let answer: GuideAnswer;
		try {
			const command = parseGuideCommand(input.message);
			if (command) {
				const result = await runGuideCommand(command, {
					db: deps.db,
					adventureId: input.adventure.id,
					status,
					recentSuggestions: recent,
				});
				for (const topic of result.changed) this.broadcast({ type: "changed", what: topic });
				answer = { response: result.response, search: null };
			} else {
				const where = guideCenter(input.mapCenter, input.adventure);
				const coverage = placesCoverage(deps.places.kind, where?.center ?? null);
				if (!where || coverage.coverage !== "full") {
					// Nowhere to look, or no provider covering it: said plainly, with what fixes it.
					const gap = coverage.coverage === "full" ? "no-location" : coverage.coverage;
					const content = coverage.message ?? coverageMessages.noLocation;
					answer = { response: { ...uncovered(content), coverage: gap }, search: null };
				} else {
					const guide = guideFor(deps.config, { usage });
					answer = await guide.respond(
						{
							message: input.message,
							adventureId: input.adventure.id,
							location: input.adventure.location,
							kidAges,
							...where,
							zoom: input.mapZoom,
							excludeIds: await savedPlaceIds(deps.db, input.adventure.id),
							history,
						},
						{ places: deps.places, status },
					);
				}
			}
		} catch (error) {
			console.warn(`guide chat failed: ${error instanceof Error ? error.message : String(error)}`);
			answer = {
				response: {
					content: guideMessages.chatFailure,
					state: "responding",
					suggestions: [],
					backupSuggestions: [],
					isClarification: false,
				},
				search: null,
			};
		} finally {
			this.setStatusNow(null);
		}
		this.storeAssistant(answer.response, answer.search);
		this.flushUsage(usage, deps, input.userId, "/api/guide-ai");
		return answer.response;
	}

	/**
	 * 'Try another suggestion' (`POST /api/guide-ai/replace-suggestion`): a real place of the same
	 * kind near the same centre, none of the places on screen and not saved; the stored answer that
	 * held the replaced card gets the new place in its stead.
	 */
	/** The new card, and the answer's text reworded to name it (null when the room no longer holds that answer). */
	async replaceSuggestion(input: RoomReplaceInput): Promise<{ place: Place | null; content: string | null }> {
		const usage = new UsageMeter();
		const deps = this.deps(usage);
		try {
			const [saved, original] = await Promise.all([
				savedPlaceIds(deps.db, input.adventure.id),
				storedPlace(deps.db, input.excludePlaceId),
			]);
			const holder = this.messageHolding(input.excludePlaceId);
			const client = input.locationContext as { lat?: unknown; lng?: unknown } | null;
			const clientCenter =
				client && typeof client === "object" && typeof client.lat === "number" && typeof client.lng === "number"
					? { lat: client.lat, lng: client.lng }
					: original
						? { lat: original.latitude, lng: original.longitude }
						: null;
			const replacement = await findReplacement(
				{
					placeType: input.placeType,
					excludePlaceId: input.excludePlaceId,
					excludeIds: new Set([...input.allSuggestedPlaceIds, input.excludePlaceId, ...saved]),
					original,
					search: holder?.payload.search ?? this.latestSearch(),
					fallbackCenter: guideCenter(clientCenter, input.adventure)?.center ?? null,
					kidAges: input.adventure.kidAges,
				},
				{ places: deps.places, status: (message) => this.setStatusNow(message) },
			);
			if (!replacement || !holder) return { place: replacement, content: null };
			const swap = (list: Place[]) =>
				list.map((place) => (place.googlePlaceId === input.excludePlaceId ? replacement : place));
			const payload: AssistantPayload = {
				...holder.payload,
				suggestions: swap(holder.payload.suggestions),
				backupSuggestions: swap(holder.payload.backupSuggestions),
			};
			const oldName =
				[...holder.payload.suggestions, ...holder.payload.backupSuggestions].find(
					(place) => place.googlePlaceId === input.excludePlaceId,
				)?.name ?? "";
			const content = replyAfterReplacement(holder.content, oldName, replacement);
			this.ctx.storage.sql.exec(
				"UPDATE messages SET payload = ?, content = ? WHERE id = ?",
				JSON.stringify(payload),
				content,
				holder.id,
			);
			return { place: replacement, content };
		} finally {
			this.setStatusNow(null);
			this.flushUsage(usage, deps, input.userId, "/api/guide-ai/replace-suggestion");
		}
	}

	/** Forgets the conversation (reset button, conversation delete); returns how many messages went. */
	async resetConversation(): Promise<number> {
		const count = this.clearMessages();
		this.setStatusNow(null);
		return count;
	}

	/** The stored conversation, oldest first: each message with its role, text and (answers) cards. */
	async conversation(): Promise<GuideChatMessage[]> {
		return this.history(MAX_STORED_MESSAGES);
	}

	private setStatusNow(message: string | null): void {
		this.status = message;
		this.broadcast({ type: "status", message }, "owner");
	}

	private rows(limit: number): MessageRow[] {
		return this.ctx.storage.sql
			.exec<MessageRow>(
				"SELECT id, role, content, payload, created_at FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?",
				limit,
			)
			.toArray()
			.reverse();
	}

	private history(limit: number): GuideChatMessage[] {
		return this.rows(limit).map((row) => {
			if (row.role === "user") return { role: "user", content: row.content };
			const payload = parsePayload(row.payload);
			return {
				role: "assistant",
				content: row.content,
				state: payload?.state ?? "responding",
				isClarification: payload?.isClarification ?? false,
				suggestions: payload?.suggestions ?? [],
				backupSuggestions: payload?.backupSuggestions ?? [],
			};
		});
	}

	/** The latest answer's places (cards and additional options), which "add X to path" may name. */
	private latestSuggestions(): Place[] {
		for (const row of this.rows(20).reverse()) {
			const payload = row.role === "assistant" ? parsePayload(row.payload) : null;
			if (payload && payload.suggestions.length + payload.backupSuggestions.length > 0) {
				return [...payload.suggestions, ...payload.backupSuggestions];
			}
		}
		return [];
	}

	private latestSearch(): SearchContext | null {
		for (const row of this.rows(20).reverse()) {
			const payload = row.role === "assistant" ? parsePayload(row.payload) : null;
			if (payload?.search) return payload.search;
		}
		return null;
	}

	/** The newest stored answer showing this place. */
	private messageHolding(placeId: string): { id: string; content: string; payload: AssistantPayload } | null {
		for (const row of this.rows(MAX_STORED_MESSAGES).reverse()) {
			const payload = row.role === "assistant" ? parsePayload(row.payload) : null;
			if (payload && [...payload.suggestions, ...payload.backupSuggestions].some((p) => p.googlePlaceId === placeId)) {
				return { id: row.id, content: row.content, payload };
			}
		}
		return null;
	}

	private storeMessage(role: "user" | "assistant", content: string, payload: unknown): void {
		const sql = this.ctx.storage.sql;
		sql.exec(
			"INSERT INTO messages (id, role, content, payload, created_at) VALUES (?, ?, ?, ?, ?)",
			crypto.randomUUID(),
			role,
			content,
			JSON.stringify(payload),
			Date.now(),
		);
		sql.exec(
			"DELETE FROM messages WHERE id NOT IN (SELECT id FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?)",
			MAX_STORED_MESSAGES,
		);
	}

	private storeAssistant(response: GuideResponse, search: SearchContext | null): void {
		const payload: AssistantPayload = {
			state: response.state,
			isClarification: response.isClarification,
			suggestions: response.suggestions,
			backupSuggestions: response.backupSuggestions,
			...(response.createdPathId ? { createdPathId: response.createdPathId } : {}),
			search,
		};
		this.storeMessage("assistant", response.content, payload);
	}

	private clearMessages(): number {
		return this.ctx.storage.sql.exec("DELETE FROM messages").rowsWritten;
	}

	/** What the guide works with, from this room's bindings and config; `usage` meters its calls. */
	private deps(usage: UsageMeter): Deps {
		const env = this.env as Bindings;
		return createDeps(env, readConfig(env), usage, (label, work) =>
			this.ctx.waitUntil(work.catch((error) => console.warn(`${label} failed`, error))),
		);
	}

	/** Metered provider calls go to D1 after the answer, like the Worker's own meter. */
	private flushUsage(usage: UsageMeter, deps: Deps, userId: string, route: string): void {
		if (usage.pending.length === 0) return;
		this.ctx.waitUntil(
			usage.flush(deps.db, { userId, route }).catch((error) => console.warn("room usage flush failed", error)),
		);
	}

	/** The adventure was deleted: close every socket and drop the conversation. */
	async purge(): Promise<void> {
		this.purged = true;
		for (const ws of this.ctx.getWebSockets()) this.closeSocket(ws, 1000, "Adventure deleted");
		this.status = null;
		await this.ctx.storage.deleteAll();
	}

	private broadcast(message: ServerMessage, audience: Audience = "subscribers"): number {
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
				const found = await findAdventureAccess(createDb(this.env), identity.adventureId, identity.userId);
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

/** A user's access under the adventure's owner and visibility; null when they may not read it. */
function accessUnder(room: RoomAccess, userId: string): Access | null {
	if (userId === room.ownerId) return "owner";
	return room.isPublic ? "viewer" : null;
}

function parsePayload(text: string | null): AssistantPayload | null {
	if (!text) return null;
	try {
		const value = JSON.parse(text) as Partial<AssistantPayload>;
		return {
			state: value.state === "clarifying" ? "clarifying" : "responding",
			isClarification: !!value.isClarification,
			suggestions: Array.isArray(value.suggestions) ? value.suggestions : [],
			backupSuggestions: Array.isArray(value.backupSuggestions) ? value.backupSuggestions : [],
			...(value.createdPathId ? { createdPathId: value.createdPathId } : {}),
			search: value.search ?? null,
		};
	} catch {
		return null;
	}
}

function send(ws: WebSocket, message: ServerMessage): void {
	ws.send(JSON.stringify(message));
}
