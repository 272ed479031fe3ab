import { type Context, Hono } from "hono";
import { z } from "zod";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import type { ChangeTopic } from "../../domain/live/protocol";
import {
	addStopSchema,
	createGuidePathSchema,
	createPathSchema,
	createPathStopSchema,
	exportQuerySchema,
	type OptimizeResult,
	optimiseOrder,
	type PathRoute,
	type PathStop,
	pathColour,
	pathIdParamSchema,
	pathMessages,
	reorderStopsSchema,
	TRANSPORT_MODES,
	type TransportMode,
	updatePathSchema,
} from "../../domain/path/path";
import { createDb } from "../db";
import type { AdventureRow } from "../db/schema";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { type RoutesDeps, RoutesUpstreamError, routesProvider } from "../providers/routes";
import { findAdventureAccess } from "../services/adventure-access";
import { EXPORT_CONTENT_TYPES, exportFileName, pathToFile } from "../services/path-export";
import {
	addStop,
	createPath,
	deletePath,
	deleteStop,
	findPathAccess,
	findStopAccess,
	listPaths,
	listStops,
	type PathAccess,
	PathWriteError,
	reorderStops,
	resolvePlaceId,
	stopCount,
	toPath,
	updatePath,
} from "../services/paths";
import { roomOf } from "../services/rooms";

/** What the helpers below need from a request (any route's context fits). */
type Ctx = Pick<Context<AppEnv>, "env" | "get" | "executionCtx">;

interface Refusal {
	status: 400 | 403 | 404 | 409;
	body: { error: string } & Record<string, unknown>;
}

const refuse = (status: Refusal["status"], error: string): Refusal => ({ status, body: { error } });
const isRefusal = (value: unknown): value is Refusal =>
	typeof value === "object" && value !== null && "status" in value && "body" in value;

/** Tells the adventure's open tabs (live channel) what changed, after the response. */
function announce(c: Ctx, adventureId: string, ...topics: ChangeTopic[]) {
	for (const topic of topics) {
		afterResponse(c, "room change notice", roomOf(c.env, adventureId).broadcastChange(topic));
	}
}

/** A service refusal as an answer; anything else is rethrown (a 500). */
function writeRefusal(error: unknown): Refusal {
	if (error instanceof PathWriteError)
		return { status: error.status, body: { error: error.message, ...error.details } };
	throw error;
}

const routesDeps = (c: Ctx): RoutesDeps => ({ env: c.env, config: c.get("config"), usage: c.get("usage") });

/**
 * The path of `id` and the caller's access: 404 when missing or hidden (someone else's private
 * adventure); for a write, 403 for a viewer of a public adventure.
 */
async function pathFor(c: Ctx, id: string, need: "read" | "write"): Promise<PathAccess | Refusal> {
	const found = await findPathAccess(createDb(c.env), id, c.get("user")?.id ?? null);
	if (!found) return refuse(404, pathMessages.pathNotFound);
	if (need === "write" && found.access !== "owner") return refuse(403, pathMessages.ownerOnly);
	return found;
}

/** The adventure of `id` for creating a path in it: 404 missing or hidden, 403 a viewer. */
async function ownedAdventure(c: Ctx, id: string): Promise<AdventureRow | Refusal> {
	const found = await findAdventureAccess(createDb(c.env), id, c.get("user")?.id ?? null);
	if (!found) return refuse(404, "Adventure not found");
	if (found.access !== "owner") return refuse(403, "Only the owner can add paths to this adventure");
	return found.adventure;
}

/** Adding a stop may also save its place to the adventure. */
const changedBy = (savedNow: boolean): ChangeTopic[] => (savedNow ? ["paths", "saved-places"] : ["paths"]);

const routeQuerySchema = z.object({ mode: z.enum(TRANSPORT_MODES, { error: pathMessages.mode }).optional() });

/** The route through a path's stops for a mode: never throws; too few stops or a failure say so. */
async function computeRoute(c: Ctx, pathId: string, stops: PathStop[], mode: TransportMode): Promise<PathRoute> {
	const provider = routesProvider(routesDeps(c));
	const empty = {
		pathId,
		transportMode: mode,
		provider: provider.kind,
		legs: [],
		totalDistanceMeters: 0,
		totalDurationSeconds: 0,
		polyline: null,
	};
	if (stops.length < 2) return { ...empty, status: "too-few-stops", error: pathMessages.tooFewStops };
	try {
		const result = await provider.legs(
			stops.map((s) => s.place),
			mode,
		);
		const legs = result.legs.map((leg, i) => ({
			fromStopId: (stops[i] as PathStop).id,
			toStopId: (stops[i + 1] as PathStop).id,
			distanceMeters: leg.distanceMeters,
			durationSeconds: leg.durationSeconds,
		}));
		return {
			...empty,
			status: "ok",
			legs,
			totalDistanceMeters: legs.reduce((sum, leg) => sum + leg.distanceMeters, 0),
			totalDurationSeconds: legs.reduce((sum, leg) => sum + leg.durationSeconds, 0),
			polyline: result.polyline,
		};
	} catch (error) {
		if (!(error instanceof RoutesUpstreamError)) throw error;
		return { ...empty, status: "failed", error: error.message };
	}
}

/**
 * `/api/adventures/{id}/paths`: an adventure's paths with their stops (owner, or anyone signed in
 * for a public adventure) and creating one (owner).
 */
export const adventurePathRoutes = new Hono<AppEnv>()
	.get("/:id/paths", requireUser(), validate("param", adventureIdSchema), async (c) => {
		const db = createDb(c.env);
		const found = await findAdventureAccess(db, c.req.valid("param").id, c.get("user").id);
		if (!found) return c.json({ error: "Adventure not found" }, 404);
		return c.json(await listPaths(db, found.adventure.id));
	})
	.post(
		"/:id/paths",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", createPathSchema),
		async (c) => {
			const adventure = await ownedAdventure(c, c.req.valid("param").id);
			if (isRefusal(adventure)) return c.json(adventure.body, adventure.status);
			try {
				const row = await createPath(createDb(c.env), adventure.id, c.req.valid("json"));
				announce(c, row.adventureId, "paths");
				return c.json(toPath(row, 0), 201);
			} catch (error) {
				const refusal = writeRefusal(error);
				return c.json(refusal.body, refusal.status);
			}
		},
	);

/** `/api/paths`: one path, its stops, route, export and order optimisation. Writes are the owner's. */
export const pathRoutes = new Hono<AppEnv>()
	.post("/", requireUser(), validate("json", createGuidePathSchema), async (c) => {
		const { adventureId, ...input } = c.req.valid("json");
		const adventure = await ownedAdventure(c, adventureId);
		if (isRefusal(adventure)) return c.json(adventure.body, adventure.status);
		try {
			const row = await createPath(createDb(c.env), adventure.id, input);
			announce(c, row.adventureId, "paths");
			return c.json(toPath(row, 0), 201);
		} catch (error) {
			const refusal = writeRefusal(error);
			return c.json(refusal.body, refusal.status);
		}
	})
	.patch("/:id", requireUser(), validate("param", pathIdParamSchema), validate("json", updatePathSchema), async (c) => {
		const found = await pathFor(c, c.req.valid("param").id, "write");
		if (isRefusal(found)) return c.json(found.body, found.status);
		const db = createDb(c.env);
		try {
			const row = await updatePath(db, found.path, c.req.valid("json"));
			announce(c, row.adventureId, "paths");
			return c.json(toPath(row, await stopCount(db, row.id)));
		} catch (error) {
			const refusal = writeRefusal(error);
			return c.json(refusal.body, refusal.status);
		}
	})
	.delete("/:id", requireUser(), validate("param", pathIdParamSchema), async (c) => {
		const found = await pathFor(c, c.req.valid("param").id, "write");
		if (isRefusal(found)) return c.json(found.body, found.status);
		await deletePath(createDb(c.env), found.path);
		announce(c, found.path.adventureId, "paths");
		return c.json({ deleted: true, id: found.path.id });
	})
	.patch(
		"/:id/reorder",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", reorderStopsSchema),
		async (c) => {
			const found = await pathFor(c, c.req.valid("param").id, "write");
			if (isRefusal(found)) return c.json(found.body, found.status);
			try {
				const stops = await reorderStops(createDb(c.env), found.path, c.req.valid("json").stopOrders);
				announce(c, found.path.adventureId, "paths");
				return c.json({ stops });
			} catch (error) {
				const refusal = writeRefusal(error);
				return c.json(refusal.body, refusal.status);
			}
		},
	)
	.get("/:id/stops", requireUser(), validate("param", pathIdParamSchema), async (c) => {
		const found = await pathFor(c, c.req.valid("param").id, "read");
		if (isRefusal(found)) return c.json(found.body, found.status);
		return c.json(await listStops(createDb(c.env), found.path.id));
	})
	.post(
		"/:id/stops",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("json", addStopSchema),
		async (c) => {
			const found = await pathFor(c, c.req.valid("param").id, "write");
			if (isRefusal(found)) return c.json(found.body, found.status);
			try {
				const { stop, savedNow } = await addStop(createDb(c.env), found.path, c.req.valid("json").googlePlaceId, null);
				announce(c, found.path.adventureId, ...changedBy(savedNow));
				return c.json(stop, 201);
			} catch (error) {
				const refusal = writeRefusal(error);
				return c.json(refusal.body, refusal.status);
			}
		},
	)
	.get(
		"/:id/route",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("query", routeQuerySchema),
		async (c) => {
			const found = await pathFor(c, c.req.valid("param").id, "read");
			if (isRefusal(found)) return c.json(found.body, found.status);
			const stops = await listStops(createDb(c.env), found.path.id);
			const mode = c.req.valid("query").mode ?? found.path.transportMode;
			return c.json(await computeRoute(c, found.path.id, stops, mode));
		},
	)
	.get(
		"/:id/export",
		requireUser(),
		validate("param", pathIdParamSchema),
		validate("query", exportQuerySchema),
		async (c) => {
			const found = await pathFor(c, c.req.valid("param").id, "read");
			if (isRefusal(found)) return c.json(found.body, found.status);
			const { format } = c.req.valid("query");
			const { path } = found;
			const stops = await listStops(createDb(c.env), path.id);
			// The road geometry when the provider has one (Google, cached); straight lines otherwise.
			const route = await computeRoute(c, path.id, stops, path.transportMode);
			const file = pathToFile(
				format,
				{
					name: path.name,
					description: path.description,
					transportMode: path.transportMode,
					colour: pathColour(path.colourIndex),
				},
				stops.map((s) => s.place),
				{ polyline: route.polyline },
			);
			return new Response(file, {
				status: 200,
				headers: {
					"Content-Type": `${EXPORT_CONTENT_TYPES[format]}; charset=utf-8`,
					"Content-Disposition": `attachment; filename="${exportFileName(path.name, format)}"`,
					"Cache-Control": "private, no-store",
				},
			});
		},
	)
	.post("/:id/optimize", requireUser(), validate("param", pathIdParamSchema), async (c) => {
		const found = await pathFor(c, c.req.valid("param").id, "write");
		if (isRefusal(found)) return c.json(found.body, found.status);
		const { path } = found;
		const stops = await listStops(createDb(c.env), path.id);
		if (stops.length < 3) {
			// Nothing to reorder: the first stop is fixed and a single other stop has one place to go.
			const route = await computeRoute(c, path.id, stops, path.transportMode);
			const same: OptimizeResult = {
				order: stops.map((s) => s.id),
				currentSeconds: route.totalDurationSeconds,
				optimizedSeconds: route.totalDurationSeconds,
				savedSeconds: 0,
				provider: route.provider,
			};
			return c.json(same);
		}
		try {
			const matrix = await routesProvider(routesDeps(c)).matrix(
				stops.map((s) => s.place),
				path.transportMode,
			);
			const { order, currentCost, optimisedCost } = optimiseOrder(matrix.durations);
			const result: OptimizeResult = {
				order: order.map((i) => (stops[i] as PathStop).id),
				currentSeconds: Math.round(currentCost),
				optimizedSeconds: Math.round(optimisedCost),
				savedSeconds: Math.max(0, Math.round(currentCost - optimisedCost)),
				provider: matrix.provider,
			};
			return c.json(result);
		} catch (error) {
			if (error instanceof RoutesUpstreamError) {
				return c.json({ error: `Could not compute travel times: ${error.message}` }, 502);
			}
			throw error;
		}
	});

/** `/api/path-stops`: the Guide AI's stop calls (insert at a 0-based order; delete by stop id). */
export const pathStopRoutes = new Hono<AppEnv>()
	.post("/", requireUser(), validate("json", createPathStopSchema), async (c) => {
		const { pathId, placeId, order } = c.req.valid("json");
		const found = await pathFor(c, pathId, "write");
		if (isRefusal(found)) return c.json(found.body, found.status);
		const db = createDb(c.env);
		try {
			const resolved = await resolvePlaceId(db, found.path.adventureId, placeId);
			if (!resolved) return c.json({ error: pathMessages.placeNotFound }, 404);
			const { stop, savedNow } = await addStop(db, found.path, resolved, order == null ? null : order + 1);
			announce(c, found.path.adventureId, ...changedBy(savedNow));
			return c.json(stop, 201);
		} catch (error) {
			const refusal = writeRefusal(error);
			return c.json(refusal.body, refusal.status);
		}
	})
	.delete("/:id", requireUser(), validate("param", pathIdParamSchema), async (c) => {
		const db = createDb(c.env);
		const found = await findStopAccess(db, c.req.valid("param").id, c.get("user").id);
		if (!found) return c.json({ error: pathMessages.stopNotFound }, 404);
		if (found.access !== "owner") return c.json({ error: pathMessages.ownerOnly }, 403);
		await deleteStop(db, found.path.id, found.stopId);
		announce(c, found.path.adventureId, "paths");
		return c.json({ deleted: true, id: found.stopId });
	});
