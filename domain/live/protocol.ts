import { z } from "zod";

/**
 * Frames on the live channel `/ws?token=…`: the client subscribes to one
 * adventure and may ask for the guide's current status; the room answers and pushes changes.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
	z.object({ type: z.literal("subscribe"), adventureId: z.string().min(1).max(64) }),
	z.object({ type: z.literal("status_request"), adventureId: z.string().min(1).max(64) }),
]);

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
