import { z } from "zod";

export const liveTicketRequestSchema = z.strictObject({
	adventureId: z.string().trim().min(1).max(64),
});
