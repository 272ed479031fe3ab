import { z } from "zod";

export const liveTicketRequestSchema = z.object({
	adventureId: z.string().trim().min(1).max(64),
});
