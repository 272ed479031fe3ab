import { Hono } from "hono";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import { SHARE_EMAILS_PER_HOUR, shareEmailSchema, shareMessages, shareQuerySchema } from "../../domain/share/share";
import { linkOrigin } from "../config";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess, sharedAdventureRead } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { byUser, publicViewReadLimit, rateLimit } from "../middleware/rate-limit";
import { adventureCalendar, ensureShareLink, revokeShareLink, sendShareEmails } from "../services/share";

/**
 * Sharing, under `/api/adventures`: the owner's share link (create, revoke), share e-mails, and
 * the calendar file (owner, a public adventure's reader, a share link's holder).
 */
export const shareRoutes = new Hono<AppEnv>()
	.post(
		"/share-email",
		requireUser(),
		validate("json", shareEmailSchema),
		adventureAccess("own", { json: "adventureId" }, { forbidden: "Only the owner can share this adventure" }),
		rateLimit({
			name: "share-email",
			limit: SHARE_EMAILS_PER_HOUR,
			windowMs: 60 * 60_000,
			key: byUser,
			message: shareMessages.rateLimited,
		}),
		async (c) =>
			c.json(
				await sendShareEmails(
					c.get("deps"),
					c.get("user"),
					c.get("adventure"),
					c.req.valid("json"),
					linkOrigin(c.get("config"), c.req.url),
				),
				200,
			),
	)
	.post(
		"/:id/share-link",
		requireUser(),
		validate("param", adventureIdSchema),
		adventureAccess("own", { param: "id" }, { forbidden: "Only the owner can share this adventure" }),
		async (c) =>
			c.json(await ensureShareLink(c.get("deps").db, c.get("adventure"), linkOrigin(c.get("config"), c.req.url)), 200),
	)
	.delete(
		"/:id/share-link",
		requireUser(),
		validate("param", adventureIdSchema),
		adventureAccess("own", { param: "id" }, { forbidden: "Only the owner can share this adventure" }),
		async (c) => c.json(await revokeShareLink(c.get("deps").db, c.get("adventure")), 200),
	)
	.get(
		"/:id/calendar.ics",
		validate("param", adventureIdSchema),
		validate("query", shareQuerySchema),
		publicViewReadLimit(),
		sharedAdventureRead({ param: "id" }),
		async (c) => {
			const { file, fileName } = await adventureCalendar(
				c.get("deps"),
				c.get("adventure"),
				c.get("access"),
				linkOrigin(c.get("config"), c.req.url),
				c.req.valid("query").share,
			);
			return c.body(file, 200, {
				"Content-Type": "text/calendar; charset=utf-8",
				"Content-Disposition": `attachment; filename="${fileName}"`,
				"Cache-Control": "private, no-store",
			});
		},
	);
