// Kept apart from the zod schemas in ./protocol so a screen that needs only these rules does not load zod.

import type { Place } from "../place/place-rules";

export type ChangeTopic = "saved-places" | "paths" | "adventure";

export type ServerMessage =
	| { type: "subscribed"; adventureId: string }
	| { type: "status"; message: string | null }
	| { type: "changed"; what: ChangeTopic }
	/**
	 * A guide turn streaming (owner only): the cards as soon as the places search returns, before the
	 * model's words; then the words as they arrive. The answer `POST /api/guide-ai` returns at the end
	 * replaces both. `turn` names the turn, so a late frame of an earlier one is ignored.
	 */
	| { type: "guide_cards"; turn: string; suggestions: Place[]; backupSuggestions: Place[] }
	| { type: "guide_text"; turn: string; delta: string }
	| { type: "error"; error: string };

/** The text clients send to keep a hibernated socket alive; the room answers without waking. */
export const PING = "ping";

export const PONG = "pong";

/**
 * The room closes a socket with this code and reason when its user may no longer read the
 * adventure (made private, or given to someone else); the SPA stops reconnecting on it.
 */
export const ACCESS_REVOKED = { code: 4403, reason: "access revoked" } as const;
