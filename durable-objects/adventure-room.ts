import { DurableObject } from "cloudflare:workers";
import { askChips, withoutChip } from "../domain/guide/ask-chips";
import type { GuideChatMessage, GuideChip, GuideResponse } from "../domain/guide/guide";
import type { ChangeTopic } from "../domain/live/protocol";
import type { Place } from "../domain/place/place";
import type { Bindings } from "../worker/bindings";
import { readConfig } from "../worker/config";
import { createDb } from "../worker/db";
import { createDeps, type Deps } from "../worker/lib/deps";
import type { RoomAccess } from "../worker/lib/rooms";
import { guideFor, type RoomChatInput, type RoomReplaceInput } from "../worker/services/guide";
import { SearchMemo } from "../worker/services/guide/search/memo";
import { chatTurn, replaceTurn, type TurnDeps } from "../worker/services/guide/turn";
import { UsageMeter } from "../worker/services/usage-meter";
import { SqlConversationStore } from "./conversation-store";
import { runMigrations } from "./migrations";
import { closeSocket, SocketHub } from "./socket-hub";

/**
 * How long the room gathers its metered calls (one record per turn with the offline guide) before
 * writing them to D1: a family's burst of turns costs one write, never one per answer, and the write
 * never runs beside the answer on its way out.
 */
const USAGE_WRITE_DELAY_MS = 1000;

/**
 * One room per adventure (idFromName(adventureId)): the adventure's live channel (SocketHub) and
 * the Guide AI conversation (SqlConversationStore, in the room's SQLite). A chat turn is the guide's
 * turn service (worker/services/guide/turn.ts), which the room runs with its store, the providers
 * and its live status.
 */
export class AdventureRoom extends DurableObject<Env> {
	/** What the guide is doing right now, for `status_request`; in memory only, like the work itself. */
	private status: string | null = null;
	/** Set by purge: the adventure is gone, so no new socket is opened. */
	private purged = false;
	private readonly hub: SocketHub;
	private readonly store: SqlConversationStore;
	/** The conversation's searches, kept a few minutes: a follow-up that looks again reads the places provider once. */
	private readonly searches = new SearchMemo();
	/** Metered calls not yet written, by user and route (the usage rows' context); written together after a delay. */
	private readonly unwritten = new Map<string, { usage: UsageMeter; userId: string; route: string }>();
	/** The pending write of `unwritten`, while one is scheduled. */
	private writing: Promise<void> | null = null;

	constructor(ctx: DurableObjectState, env: Env) {
		super(ctx, env);
		this.hub = new SocketHub(
			ctx,
			() => createDb(env),
			() => this.status,
		);
		this.store = new SqlConversationStore(ctx.storage.sql);
		ctx.blockConcurrencyWhile(async () => runMigrations(ctx.storage.sql));
	}

	override async fetch(request: Request): Promise<Response> {
		return this.hub.accept(request, this.purged);
	}

	/** Pushes a change notice to every subscribed socket (saved places, paths, the adventure). */
	async broadcastChange(what: ChangeTopic): Promise<number> {
		return this.hub.broadcast({ type: "changed", what });
	}

	/** Sets the guide's live status and tells the owner's subscribed sockets. */
	async setStatus(message: string | null): Promise<number> {
		this.status = message;
		return this.hub.broadcast({ type: "status", message }, "owner");
	}

	/**
	 * Who may read the adventure changed (`PATCH` made it private, or it has a new owner): every
	 * socket, subscribed or not, whose user can no longer read it is closed with ACCESS_REVOKED;
	 * the others are re-marked owner or viewer. Returns how many were closed.
	 */
	async accessChanged(access: RoomAccess): Promise<number> {
		return this.hub.accessChanged(access);
	}

	// --- Guide AI ---

	/**
	 * One chat turn (`POST /api/guide-ai`; the Worker has checked that the caller owns the adventure),
	 * with live `status` frames while it works and `status {message: null}` when done. The answer
	 * carries the conversation's filters as they stand after it (its chips).
	 */
	async chat(input: RoomChatInput): Promise<GuideResponse> {
		const usage = new UsageMeter();
		const deps = this.deps(usage, input.userId);
		try {
			const response = await chatTurn(input, this.store, {
				...this.turnDeps(deps, usage),
				stream: this.stream(input.turnId),
			});
			return { ...response, chips: askChips(this.store.currentAsk()) };
		} finally {
			this.flushUsage(usage, deps, input.userId, "/api/guide-ai");
		}
	}

	/** 'Try another suggestion' (`POST /api/guide-ai/replace-suggestion`): the new card and the reworded answer. */
	async replaceSuggestion(input: RoomReplaceInput): Promise<{ place: Place | null; content: string | null }> {
		const usage = new UsageMeter();
		const deps = this.deps(usage, input.userId);
		try {
			return await replaceTurn(input, this.store, this.turnDeps(deps, usage));
		} finally {
			this.flushUsage(usage, deps, input.userId, "/api/guide-ai/replace-suggestion");
		}
	}

	/** Forgets the conversation (reset button, conversation delete); returns how many messages went. */
	async resetConversation(): Promise<number> {
		const count = this.store.clear();
		this.searches.forget();
		this.setStatusNow(null);
		return count;
	}

	/**
	 * The stored conversation, oldest first (each message with its role, text and, for an answer, its
	 * cards), and the current ask's filters as chips.
	 */
	async conversation(): Promise<{ messages: GuideChatMessage[]; chips: GuideChip[] }> {
		return { messages: this.store.messages(), chips: askChips(this.store.currentAsk()) };
	}

	/**
	 * Takes one filter off the conversation's ask (`POST /api/guide-ai/filters/remove`, the chip's ×):
	 * the next answer is asked without it. A key the ask no longer has changes nothing. Returns the
	 * chips left.
	 */
	async removeFilter(key: string): Promise<GuideChip[]> {
		const ask = this.store.currentAsk();
		if (!ask) return [];
		const changed = withoutChip(ask, key);
		if (changed !== ask) this.store.setAsk(changed);
		return askChips(changed);
	}

	private setStatusNow(message: string | null): void {
		this.status = message;
		this.hub.broadcast({ type: "status", message }, "owner");
	}

	/** A turn's cards and words, sent to the owner's sockets as they come; nothing without a turn id. */
	private stream(turn: string | undefined): TurnDeps["stream"] {
		if (!turn) return undefined;
		return {
			cards: (suggestions, backupSuggestions) =>
				this.hub.broadcast({ type: "guide_cards", turn, suggestions, backupSuggestions }, "owner"),
			text: (delta) => this.hub.broadcast({ type: "guide_text", turn, delta }, "owner"),
		};
	}

	private turnDeps(deps: Deps, usage: UsageMeter): TurnDeps {
		return {
			deps,
			guide: guideFor(deps.config, { usage, model: deps.model }),
			// The month's budget and the account's daily cap, asked before each of the guide's model calls.
			gate: deps.spend,
			status: (message) => this.setStatusNow(message),
			changed: (topic) => this.hub.broadcast({ type: "changed", what: topic }),
		};
	}

	/**
	 * What the guide works with, from this room's bindings and config; `usage` meters its calls, and
	 * its paid calls count against `userId`'s daily caps.
	 */
	private deps(usage: UsageMeter, userId: string): Deps {
		const env = this.env as Bindings;
		const deps = createDeps(
			env,
			readConfig(env),
			usage,
			(label, work) => this.ctx.waitUntil(work.catch((error) => console.warn(`${label} failed`, error))),
			() => ({ userId, client: null }),
		);
		// Its places provider keeps the conversation's searches (the other providers stay lazy, as made).
		let places: Deps["places"] | undefined;
		const searches = this.searches;
		return Object.create(deps, {
			places: {
				get: () => {
					places ??= searches.remembering(deps.places);
					return places;
				},
			},
		}) as Deps;
	}

	/**
	 * Metered provider calls go to D1 after the answer, like the Worker's own meter: gathered for
	 * USAGE_WRITE_DELAY_MS, then written in one batch per user and route (each call still its own row).
	 */
	private flushUsage(usage: UsageMeter, deps: Deps, userId: string, route: string): void {
		if (usage.pending.length === 0) return;
		const key = `${userId}\u0000${route}`;
		let gathered = this.unwritten.get(key);
		if (!gathered) {
			gathered = { usage: new UsageMeter(), userId, route };
			this.unwritten.set(key, gathered);
		}
		for (const record of usage.pending) gathered.usage.record(record);
		if (this.writing) return;
		this.writing = new Promise<void>((resolve) => setTimeout(resolve, USAGE_WRITE_DELAY_MS)).then(async () => {
			this.writing = null;
			const all = [...this.unwritten.values()];
			this.unwritten.clear();
			await Promise.all(
				all.map(({ usage: gathered, userId: user, route: path }) =>
					gathered
						.flush(deps.db, { userId: user, route: path })
						.catch((error) => console.warn("room usage flush failed", error)),
				),
			);
		});
		this.ctx.waitUntil(this.writing);
	}

	/** The adventure was deleted: close every socket and drop the conversation. */
	async purge(): Promise<void> {
		this.purged = true;
		this.hub.closeAll("Adventure deleted");
		this.status = null;
		await this.ctx.storage.deleteAll();
		this.store.forget();
	}

	// --- WebSocket hibernation handlers ---

	override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
		return this.hub.message(ws, raw);
	}

	override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
		closeSocket(ws, code, reason);
	}

	override async webSocketError(ws: WebSocket): Promise<void> {
		closeSocket(ws, 1011, "WebSocket error");
	}
}
