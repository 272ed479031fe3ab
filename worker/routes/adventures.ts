import { Hono } from "hono";
import {
	adventureIdSchema,
	createAdventureSchema,
	duplicateAdventureSchema,
	statsQuerySchema,
	updateAdventureSchema,
} from "../../domain/adventure/adventure";
import { staySuggestionsQuerySchema } from "../../domain/place/destination";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { byUser, placeCallLimit, rateLimit } from "../middleware/rate-limit";
import {
	adventureStats,
	adventureStaySuggestions,
	createAdventure,
	deleteAdventure,
	duplicateAdventure,
	listAdventures,
	listPublicAdventures,
	readAdventure,
	updateAdventure,
} from "../services/adventures";

/**
 * `/api/adventures`: the signed-in user's adventures. Someone else's private adventure is a 404
 * (its existence is not revealed); a public one can be read but not changed (403).
 */
export const adventureRoutes = new Hono<AppEnv>()
	.get("/", requireUser(), async (c) => c.json(await listAdventures(c.get("deps").db, c.get("user").id), 200))
	.post("/", requireUser(), validate("json", createAdventureSchema), async (c) =>
		c.json(await createAdventure(c.get("deps"), c.get("user").id, c.req.valid("json")), 201),
	)
	.get("/stats", requireUser(), validate("query", statsQuerySchema), async (c) =>
		c.json(await adventureStats(c.get("deps").db, c.get("user"), c.req.valid("query").today), 200),
	)
	// Discover: signed-out visitors past the beta gate may read it too.
	.get("/public", async (c) => c.json(await listPublicAdventures(c.get("deps").db), 200))
	.post(
		"/duplicate",
		requireUser(),
		validate("json", duplicateAdventureSchema),
		adventureAccess("read", { json: "sourceAdventureId" }),
		rateLimit({
			name: "duplicate",
			limit: 30,
			windowMs: 60 * 60 * 1000,
			key: byUser,
			message: "Too many duplicates; please try again later",
		}),
		async (c) =>
			c.json(
				await duplicateAdventure(c.get("deps").db, c.get("user").id, c.get("adventure"), c.req.valid("json")),
				201,
			),
	)
	.get(
		"/:id",
		requireUser(),
		validate("param", adventureIdSchema),
		adventureAccess("read", { param: "id" }),
		async (c) => c.json(await readAdventure(c.get("deps"), c.get("adventure"), c.get("access")), 200),
	)
	.patch(
		"/:id",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", updateAdventureSchema),
		adventureAccess("own", { param: "id" }),
		async (c) => c.json(await updateAdventure(c.get("deps"), c.get("adventure"), c.req.valid("json")), 200),
	)
	// 'Where we're staying': addresses near the trip, for the owner's address box.
	.get(
		"/:id/stay-suggestions",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("query", staySuggestionsQuerySchema),
		adventureAccess("own", { param: "id" }),
		placeCallLimit(),
		async (c) =>
			c.json(await adventureStaySuggestions(c.get("deps").places, c.get("adventure"), c.req.valid("query")), 200),
	)
	.delete(
		"/:id",
		requireUser(),
		validate("param", adventureIdSchema),
		adventureAccess("own", { param: "id" }, { forbidden: "Only the owner can delete this adventure" }),
		async (c) => c.json(await deleteAdventure(c.get("deps"), c.get("adventure")), 200),
	);
