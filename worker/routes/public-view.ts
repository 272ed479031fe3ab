import { Hono } from "hono";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import {
	publicExportQuerySchema,
	publicPathParamSchema,
	publicPhotoQuerySchema,
	publicPlaceParamSchema,
	publicRouteQuerySchema,
} from "../../domain/share/public-view";
import { shareQuerySchema } from "../../domain/share/share";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { sharedAdventureRead } from "../middleware/access";
import { publicViewReadLimit } from "../middleware/rate-limit";
import {
	publicAdventure,
	publicFamilyReviews,
	publicPathExport,
	publicPathRoute,
	publicPlaceDetails,
	publicPlacePhoto,
} from "../services/public-view";

/** A photo may be kept a day by the browser, never by a shared cache (a share link's may be revoked). */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";

const adventureOf = sharedAdventureRead({ param: "id" });

/**
 * `/api/public/adventures/{id}…?share=`: the public view's reads, for anyone who may read that one
 * adventure — its owner, anyone for a public adventure, a holder of its current share token —
 * signed in or not, and without the beta password (worker/middleware/beta-gate.ts names each of
 * these routes). Every route checks the adventure first (404 `Adventure not found`), and what it
 * names must be the adventure's own: its places, its paths, its places' photos. Counted per client
 * address (`publicViewReadLimit`).
 */
export const publicViewRoutes = new Hono<AppEnv>()
	.get(
		"/:id",
		validate("param", adventureIdSchema),
		validate("query", shareQuerySchema),
		publicViewReadLimit(),
		adventureOf,
		async (c) =>
			c.json(
				await publicAdventure(c.get("deps").db, c.get("adventure"), c.get("access"), c.req.valid("query").share),
				200,
			),
	)
	.get(
		"/:id/places/:googlePlaceId",
		validate("param", publicPlaceParamSchema),
		validate("query", shareQuerySchema),
		publicViewReadLimit(),
		adventureOf,
		async (c) =>
			c.json(
				await publicPlaceDetails(
					c.get("deps"),
					c.get("adventure"),
					c.req.valid("param").googlePlaceId,
					c.req.valid("query").share,
				),
				200,
			),
	)
	.get(
		"/:id/places/:googlePlaceId/family-reviews",
		validate("param", publicPlaceParamSchema),
		validate("query", shareQuerySchema),
		publicViewReadLimit(),
		adventureOf,
		async (c) =>
			c.json(await publicFamilyReviews(c.get("deps"), c.get("adventure"), c.req.valid("param").googlePlaceId), 200),
	)
	.get(
		"/:id/photo",
		validate("param", adventureIdSchema),
		validate("query", publicPhotoQuerySchema),
		publicViewReadLimit("photos"),
		adventureOf,
		async (c) => {
			const photo = await publicPlacePhoto(c.get("deps"), c.get("adventure"), c.req.valid("query").name);
			const headers = new Headers({
				"Content-Type": photo.contentType,
				"Cache-Control": PHOTO_CACHE_CONTROL,
				"Content-Length": String(photo.size),
			});
			return new Response(photo.body, { status: 200, headers });
		},
	)
	.get(
		"/:id/paths/:pathId/route",
		validate("param", publicPathParamSchema),
		validate("query", publicRouteQuerySchema),
		publicViewReadLimit(),
		adventureOf,
		async (c) =>
			c.json(
				await publicPathRoute(
					c.get("deps"),
					c.get("adventure"),
					c.req.valid("param").pathId,
					c.req.valid("query").mode,
				),
				200,
			),
	)
	.get(
		"/:id/paths/:pathId/export",
		validate("param", publicPathParamSchema),
		validate("query", publicExportQuerySchema),
		publicViewReadLimit(),
		adventureOf,
		async (c) => {
			const { file, contentType, fileName } = await publicPathExport(
				c.get("deps"),
				c.get("adventure"),
				c.req.valid("param").pathId,
				c.req.valid("query").format,
			);
			return c.body(file, 200, {
				"Content-Type": `${contentType}; charset=utf-8`,
				"Content-Disposition": `attachment; filename="${fileName}"`,
				"Cache-Control": "private, no-store",
			});
		},
	);
