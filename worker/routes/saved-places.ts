import { Hono } from "hono";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import {
	adventureIdQuerySchema,
	createSavedPlaceSchema,
	placeIdParamSchema,
	savedPlaceCheckSchema,
	saveIntentCategory,
} from "../../domain/place/place";
import { createDb, type Db } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { PlacesUpstreamError, resolvePlace } from "../providers/places";
import { findAdventureAccess } from "../services/adventure-access";
import { roomOf } from "../services/rooms";
import { findSavedPlace, listSavedPlaces, removeSavedPlace, savePlaceTo, toSavedPlace } from "../services/saved-places";

const adventureNotFound = { error: "Adventure not found" } as const;
const ownerOnly = { error: "Only the owner can change this adventure" } as const;

/** Read access: the owner, or anyone signed in for a public adventure; null otherwise (404). */
async function readable(db: Db, adventureId: string, userId: string) {
	return findAdventureAccess(db, adventureId, userId);
}

/**
 * `/api/saved-places` (planner spec §7 "Saved places"): an adventure's saved places, whether one
 * place is saved, saving (with add-to-path) and removing. The owner writes; a viewer of a public
 * adventure reads (403 on writes); anyone else gets 404, as if the adventure did not exist.
 */
export const savedPlacesRoutes = new Hono<AppEnv>()
	.get("/", requireUser(), validate("query", adventureIdQuerySchema), async (c) => {
		const db = createDb(c.env);
		const found = await readable(db, c.req.valid("query").adventureId, c.get("user").id);
		if (!found) return c.json(adventureNotFound, 404);
		return c.json(await listSavedPlaces(db, found.adventure.id), 200);
	})
	.get("/check", requireUser(), validate("query", savedPlaceCheckSchema), async (c) => {
		const { googlePlaceId, adventureId } = c.req.valid("query");
		const db = createDb(c.env);
		const found = await readable(db, adventureId, c.get("user").id);
		if (!found) return c.json(adventureNotFound, 404);
		return c.json({ isSaved: !!(await findSavedPlace(db, found.adventure.id, googlePlaceId)) }, 200);
	})
	.get("/check/:googlePlaceId/:adventureId", requireUser(), validate("param", savedPlaceCheckSchema), async (c) => {
		const { googlePlaceId, adventureId } = c.req.valid("param");
		const db = createDb(c.env);
		const found = await readable(db, adventureId, c.get("user").id);
		if (!found) return c.json(adventureNotFound, 404);
		return c.json({ isSaved: !!(await findSavedPlace(db, found.adventure.id, googlePlaceId)) }, 200);
	})
	.post("/", requireUser(), validate("json", createSavedPlaceSchema), async (c) => {
		const { googlePlaceId, adventureId } = c.req.valid("json");
		const db = createDb(c.env);
		const found = await readable(db, adventureId, c.get("user").id);
		if (!found) return c.json(adventureNotFound, 404);
		if (found.access !== "owner") return c.json(ownerOnly, 403);
		let place: Awaited<ReturnType<typeof resolvePlace>>;
		try {
			// Resolved by id; the client's placeData is never stored.
			place = await resolvePlace({ env: c.env, config: c.get("config"), usage: c.get("usage") }, googlePlaceId);
		} catch (error) {
			if (error instanceof PlacesUpstreamError) return c.json({ error: "Place details are unavailable" }, 502);
			throw error;
		}
		if (!place) return c.json({ error: "Place not found" }, 404);
		const { row, created } = await savePlaceTo(db, found.adventure.id, place.googlePlaceId, saveIntentCategory(place));
		if (created) {
			afterResponse(c, "room change notice", roomOf(c.env, found.adventure.id).broadcastChange("saved-places"));
		}
		return c.json(toSavedPlace(row, place), 200);
	})
	.delete(
		"/:googlePlaceId",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("query", adventureIdQuerySchema),
		async (c) => {
			const db = createDb(c.env);
			const found = await readable(db, c.req.valid("query").adventureId, c.get("user").id);
			if (!found) return c.json(adventureNotFound, 404);
			if (found.access !== "owner") return c.json(ownerOnly, 403);
			const deleted = await removeSavedPlace(db, found.adventure.id, c.req.valid("param").googlePlaceId);
			if (!deleted) return c.json({ error: "Saved place not found" }, 404);
			afterResponse(c, "room change notice", roomOf(c.env, found.adventure.id).broadcastChange("saved-places"));
			return c.json({ deleted: true as const }, 200);
		},
	);

/** `GET /api/adventures/{id}/saved-places`: the same list, as the public (read-only) view asks for it. */
export const adventureSavedPlacesRoutes = new Hono<AppEnv>().get(
	"/:id/saved-places",
	requireUser(),
	validate("param", adventureIdSchema),
	async (c) => {
		const db = createDb(c.env);
		const found = await readable(db, c.req.valid("param").id, c.get("user").id);
		if (!found) return c.json(adventureNotFound, 404);
		return c.json(await listSavedPlaces(db, found.adventure.id), 200);
	},
);
