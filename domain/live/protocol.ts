import { z } from "zod";

export * from "./protocol-rules";

/**
 * Frames on the live channel `/ws?token=…`: the client subscribes to one
 * adventure and may ask for the guide's current status; the room answers and pushes changes.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
	z.object({ type: z.literal("subscribe"), adventureId: z.string().min(1).max(64) }),
	z.object({ type: z.literal("status_request"), adventureId: z.string().min(1).max(64) }),
]);
