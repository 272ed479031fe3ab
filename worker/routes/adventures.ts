import { type Context, Hono } from "hono";
import {
	adventureIdSchema,
	createAdventureSchema,
	statsQuerySchema,
	updateAdventureSchema,
} from "../../domain/adventure/adventure";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { findAdventureAccess } from "../services/adventure-access";
import {
	adventureStats,
	createAdventure,
	deleteAdventure,
	InvalidUpdateError,
	listAdventures,
	toAdventure,
	updateAdventure,
} from "../services/adventures";
import { roomOf } from "../services/rooms";

const notFound = (c: Context) => c.json({ error: "Adventure not found" }, 404);

/**
 * `/api/adventures`: the signed-in user's adventures. Someone else's private adventure is a 404
 * (its existence is not revealed); a public one can be read but not changed (403).
 */
export const adventureRoutes = new Hono<AppEnv>()
	.get("/", requireUser(), async (c) => {
		const rows = await listAdventures(createDb(c.env), c.get("user").id);
		return c.json(rows.map(toAdventure));
	})
	.post("/", requireUser(), validate("json", createAdventureSchema), async (c) => {
		const row = await createAdventure(createDb(c.env), c.get("user").id, c.req.valid("json"));
		return c.json(toAdventure(row), 201);
	})
	.get("/stats", requireUser(), validate("query", statsQuerySchema), async (c) => {
		const today = c.req.valid("query").today ?? new Date().toISOString().slice(0, 10);
		return c.json(await adventureStats(createDb(c.env), c.get("user"), today));
	})
	.get("/:id", requireUser(), validate("param", adventureIdSchema), async (c) => {
		const found = await findAdventureAccess(createDb(c.env), c.req.valid("param").id, c.get("user").id);
		if (!found) return notFound(c);
		return c.json({ ...toAdventure(found.adventure), access: found.access });
	})
	.patch(
		"/:id",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", updateAdventureSchema),
		async (c) => {
			const db = createDb(c.env);
			const found = await findAdventureAccess(db, c.req.valid("param").id, c.get("user").id);
			if (!found) return notFound(c);
			if (found.access !== "owner") return c.json({ error: "Only the owner can change this adventure" }, 403);
			try {
				const row = await updateAdventure(db, found.adventure, c.req.valid("json"));
				afterResponse(c, "room change notice", roomOf(c.env, row.id).broadcastChange("adventure"));
				return c.json(toAdventure(row));
			} catch (error) {
				if (error instanceof InvalidUpdateError) return c.json({ error: error.message }, 400);
				throw error;
			}
		},
	)
	.delete("/:id", requireUser(), validate("param", adventureIdSchema), async (c) => {
		const db = createDb(c.env);
		const found = await findAdventureAccess(db, c.req.valid("param").id, c.get("user").id);
		if (!found) return notFound(c);
		if (found.access !== "owner") return c.json({ error: "Only the owner can delete this adventure" }, 403);
		await deleteAdventure(db, found.adventure);
		// The room's conversation goes with the adventure.
		afterResponse(c, "room purge", roomOf(c.env, found.adventure.id).purge());
		return c.json({ deleted: true, id: found.adventure.id });
	});
