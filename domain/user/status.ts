import { z } from "zod";

export * from "./status-rules";

/** `/api/admin/users/{id}`: the id as the Worker makes them (UUIDs; a bounded token shape). */
export const adminUserIdSchema = z.strictObject({
	id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Unknown user"),
});
