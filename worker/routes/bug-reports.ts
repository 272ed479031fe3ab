import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { bugReportIdSchema, bugStatusSchema, createBugReportSchema } from "../../domain/bug-report/bug-report";
import { BUG_PAGE_ELSEWHERE, pagePathOnSite } from "../../domain/bug-report/bug-report-rules";
import type { AppEnv } from "../env";
import { BadRequestError } from "../lib/errors";
import { validate, validatedField } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { byClient, rateLimit } from "../middleware/rate-limit";
import {
	deleteBugReport,
	listBugReports,
	readBugScreenshot,
	setBugReportStatus,
	submitBugReport,
} from "../services/bug-reports";

/** Per client (signed in or not): a burst of 10 a minute, 30 an hour; each report may carry 2 MB. */
const REPORTS_PER_MINUTE = 10;
const REPORTS_PER_HOUR = 30;
const TOO_MANY = "Too many bug reports. Please try again later.";

/** This site, for a report's page: its public origin (when configured), and the address the request came to. */
const siteOrigins = (c: Context<AppEnv>) => {
	const here = new URL(c.req.url).origin;
	const publicOrigin = c.get("config").publicOrigin;
	return publicOrigin ? [publicOrigin, here] : [here];
};

/** A page on another site is a 400 before the limits count the report. */
const pageOnThisSite = createMiddleware<AppEnv>(async (c, next) => {
	const page = String(validatedField(c, "json", "url"));
	if (pagePathOnSite(page, siteOrigins(c)) === null) throw new BadRequestError(BUG_PAGE_ELSEWHERE);
	await next();
});

/**
 * `/api/bug-reports`: anyone may send one (before the beta password too: the widget is on the
 * gate); listing, status changes, deletion and screenshots are the admins'.
 */
export const bugReportRoutes = new Hono<AppEnv>()
	.post(
		"/",
		validate("json", createBugReportSchema),
		pageOnThisSite,
		rateLimit({ name: "bug-report", limit: REPORTS_PER_MINUTE, windowMs: 60_000, key: byClient, message: TOO_MANY }),
		rateLimit({
			name: "bug-report-hour",
			limit: REPORTS_PER_HOUR,
			windowMs: 60 * 60_000,
			key: byClient,
			message: TOO_MANY,
		}),
		async (c) => c.json(await submitBugReport(c.get("deps"), c.get("user"), c.req.valid("json"), siteOrigins(c)), 201),
	)
	.get("/", requireAdmin(), async (c) => c.json(await listBugReports(c.get("deps").db), 200))
	.patch(
		"/:id/status",
		requireAdmin(),
		validate("param", bugReportIdSchema),
		validate("json", bugStatusSchema),
		async (c) =>
			c.json(await setBugReportStatus(c.get("deps").db, c.req.valid("param").id, c.req.valid("json").status), 200),
	)
	.delete("/:id", requireAdmin(), validate("param", bugReportIdSchema), async (c) =>
		c.json(await deleteBugReport(c.get("deps"), c.req.valid("param").id), 200),
	)
	.get("/:id/screenshot", requireAdmin(), validate("param", bugReportIdSchema), async (c) => {
		const image = await readBugScreenshot(c.get("deps"), c.req.valid("param").id);
		return new Response(image.body, {
			status: 200,
			headers: {
				"Content-Type": "image/jpeg",
				"Content-Length": String(image.size),
				ETag: image.etag,
				// Admin-only: never in a shared cache.
				"Cache-Control": "private, max-age=3600",
			},
		});
	});
