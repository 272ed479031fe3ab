// Kept apart from the zod schemas in ./protocol so a screen that needs only these rules does not load zod.

export type ChangeTopic = "saved-places" | "paths" | "adventure";

export type ServerMessage =
	| { type: "subscribed"; adventureId: string }
	| { type: "status"; message: string | null }
	| { type: "changed"; what: ChangeTopic }
	| { type: "error"; error: string };

/** The text clients send to keep a hibernated socket alive; the room answers without waking. */
export const PING = "ping";

export const PONG = "pong";

/**
 * The room closes a socket with this code and reason when its user may no longer read the
 * adventure (made private, or given to someone else); the SPA stops reconnecting on it.
 */
export const ACCESS_REVOKED = { code: 4403, reason: "access revoked" } as const;
