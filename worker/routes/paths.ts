import { Hono } from "hono";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import {
	addStopSchema,
	addStopsSchema,
	createGuidePathSchema,
	createPathSchema,
	createPathStopSchema,
	exportQuerySchema,
	pathIdParamSchema,
	reorderStopsSchema,
	routeQuerySchema,
	updatePathSchema,
} from "../../domain/path/path";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess, pathAccess, stopAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import {
	addGuideStop,
	addPathStop,
	addPathStops,
	createAdventurePath,
	deletePath,
	deleteStop,
	exportPath,
	listPaths,
	listStops,
	optimizePath,
	pathRoute,
	reorderStops,
	updatePath,
} from "../services/paths";

const addPaths = { forbidden: "Only the owner can add paths to this adventure" } as const;

/**
 * `/api/adventures/{id}/paths`: an adventure's paths with their stops (owner, or anyone signed in
 * for a public adventure) and creating one (owner).
 */
export const adventurePathRoutes = new Hono<AppEnv>()
	.get(
		"/:id/paths",
		requireUser(),
		validate("param", adventureIdSchema),
		adventureAccess("read", { param: "id" }),
		async (c) => c.json(await listPaths(c.get("deps").db, c.get("adventure").id), 200),
	)
	.post(
		"/:id/paths",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", createPathSchema),
		adventureAccess("own", { param: "id" }, addPaths),
		async (c) => c.json(await createAdventurePath(c.get("deps"), c.get("adventure"), c.req.valid("json")), 201),
	);

/** `/api/paths`: one path, its stops, route, export and order optimisation. Writes are the owner's. */
export const pathRoutes = new Hono<AppEnv>()
	.post(
		"/",
		requireUser(),
		validate("json", createGuidePathSchema),
		adventureAccess("own", { json: "adventureId" }, addPaths),
		async (c) => {
			const { adventureId: _adventureId, ...input } = c.req.valid("json");
			return c.json(await createAdventurePath(c.get("deps"), c.get("adventure"), input), 201);
		},
	)
	.patch(
		"/:id",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", updatePathSchema),
		pathAccess("own", { param: "id" }),
		async (c) => c.json(await updatePath(c.get("deps"), c.get("path"), c.get("adventure"), c.req.valid("json")), 200),
	)
	.delete("/:id", requireUser(), validate("param", pathIdParamSchema), pathAccess("own", { param: "id" }), async (c) =>
		c.json(await deletePath(c.get("deps"), c.get("path")), 200),
	)
	.patch(
		"/:id/reorder",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", reorderStopsSchema),
		pathAccess("own", { param: "id" }),
		async (c) => c.json(await reorderStops(c.get("deps"), c.get("path"), c.req.valid("json").stopOrders), 200),
	)
	.get(
		"/:id/stops",
		requireUser(),
		validate("param", pathIdParamSchema),
		pathAccess("read", { param: "id" }),
		async (c) => c.json(await listStops(c.get("deps").db, c.get("path").id), 200),
	)
	.post(
		"/:id/stops",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", addStopSchema),
		pathAccess("own", { param: "id" }),
		async (c) => c.json(await addPathStop(c.get("deps"), c.get("path"), c.req.valid("json").googlePlaceId), 201),
	)
	.post(
		"/:id/stops/many",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", addStopsSchema),
		pathAccess("own", { param: "id" }),
		async (c) => c.json(await addPathStops(c.get("deps"), c.get("path"), c.req.valid("json").googlePlaceIds), 201),
	)
	.get(
		"/:id/route",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("query", routeQuerySchema),
		pathAccess("read", { param: "id" }),
		async (c) =>
			c.json(await pathRoute(c.get("deps"), c.get("path"), c.get("adventure"), c.req.valid("query").mode), 200),
	)
	.get(
		"/:id/export",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("query", exportQuerySchema),
		pathAccess("read", { param: "id" }),
		async (c) => {
			const { file, contentType, fileName } = await exportPath(
				c.get("deps"),
				c.get("path"),
				c.req.valid("query").format,
			);
			return c.body(file, 200, {
				"Content-Type": `${contentType}; charset=utf-8`,
				"Content-Disposition": `attachment; filename="${fileName}"`,
				"Cache-Control": "private, no-store",
			});
		},
	)
	.post(
		"/:id/optimize",
		requireUser(),
		validate("param", pathIdParamSchema),
		pathAccess("own", { param: "id" }),
		async (c) => c.json(await optimizePath(c.get("deps"), c.get("path")), 200),
	);

/** `/api/path-stops`: the Guide AI's stop calls (insert at a 0-based order; delete by stop id). */
export const pathStopRoutes = new Hono<AppEnv>()
	.post(
		"/",
		requireUser(),
		validate("json", createPathStopSchema),
		pathAccess("own", { json: "pathId" }),
		async (c) => {
			const { placeId, order } = c.req.valid("json");
			return c.json(await addGuideStop(c.get("deps"), c.get("path"), placeId, order), 201);
		},
	)
	.delete("/:id", requireUser(), validate("param", pathIdParamSchema), stopAccess("own", { param: "id" }), async (c) =>
		c.json(await deleteStop(c.get("deps"), c.get("path"), c.get("stopId")), 200),
	);
