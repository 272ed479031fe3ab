import { Hono } from "hono";
import {
	adventureIdQuerySchema,
	createSavedPlaceSchema,
	placeIdParamSchema,
	savedPlaceCheckSchema,
} from "../../domain/place/place";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { isSaved, listSavedPlaces, removeSavedPlace, savePlace } from "../services/saved-places";

/**
 * `/api/saved-places`: an adventure's saved places, whether one place is saved, saving (with
 * add-to-path) and removing. The spec's other URLs for the list and the check are aliases
 * (routes/aliases.ts). The owner writes; a viewer of a public adventure reads (403 on
 * writes); anyone else gets 404, as if the adventure did not exist.
 */
export const savedPlacesRoutes = new Hono<AppEnv>()
	.get(
		"/",
		requireUser(),
		validate("query", adventureIdQuerySchema),
		adventureAccess("read", { query: "adventureId" }),
		async (c) => c.json(await listSavedPlaces(c.get("deps").db, c.get("adventure").id), 200),
	)
	.get(
		"/check",
		requireUser(),
		validate("query", savedPlaceCheckSchema),
		adventureAccess("read", { query: "adventureId" }),
		async (c) =>
			c.json(await isSaved(c.get("deps").db, c.get("adventure").id, c.req.valid("query").googlePlaceId), 200),
	)
	.post(
		"/",
		requireUser(),
		validate("json", createSavedPlaceSchema),
		adventureAccess("own", { json: "adventureId" }),
		async (c) => c.json(await savePlace(c.get("deps"), c.get("adventure").id, c.req.valid("json").googlePlaceId), 200),
	)
	.delete(
		"/:googlePlaceId",
		requireUser(),
		validate("param", placeIdParamSchema),
		validate("query", adventureIdQuerySchema),
		adventureAccess("own", { query: "adventureId" }),
		async (c) =>
			c.json(await removeSavedPlace(c.get("deps"), c.get("adventure").id, c.req.valid("param").googlePlaceId), 200),
	);
