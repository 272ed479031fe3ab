import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { AppError, RateLimitedError } from "./lib/errors";
import { betaGate } from "./middleware/beta-gate";
import { bodyLimits, DEFAULT_BODY_LIMIT_BYTES, LARGER_BODIES } from "./middleware/body-limit";
import { builtAssets } from "./middleware/built-assets";
import { requestContext } from "./middleware/context";
import { sameOriginWrites } from "./middleware/csrf";
import { pageDocument } from "./middleware/page-document";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { adminUserRoutes } from "./routes/admin-users";
import { adventureSuggestionRoutes } from "./routes/adventure-suggestions";
import { adventureRoutes } from "./routes/adventures";
import { aliasRoutes, type SelfFetch } from "./routes/aliases";
import { authRoutes, sessionRoutes } from "./routes/auth";
import { betaRoutes } from "./routes/beta";
import { bugReportRoutes } from "./routes/bug-reports";
import { dayPlanRoutes } from "./routes/day-plan";
import { guideRoutes } from "./routes/guide";
import { liveRoutes, wsRoute } from "./routes/live";
import { metaRoutes } from "./routes/meta";
import { monitoringRoutes } from "./routes/monitoring";
import { adventurePathRoutes, pathRoutes, pathStopRoutes } from "./routes/paths";
import { placesRoutes } from "./routes/places";
import { imageRoutes, profileRoutes, uploadRoutes } from "./routes/profile";
import { publicViewRoutes } from "./routes/public-view";
import { savedPlacesRoutes } from "./routes/saved-places";
import { shareRoutes } from "./routes/share";

/**
 * The Worker's HTTP surface. The spec's second URLs for one action (routes/aliases.ts) come first,
 * each forwarded to its canonical route in this app. Middleware order: errors (onError) → the SPA's page (its own headers,
 * CSP with the configured map tiles) → security headers → build files
 * (`/assets/*` only, answered there) → request context (config, usage meter, services' deps) → body
 * limit (413 past 64 KB) → same-origin writes → session → beta gate; sign-in, admin, adventure
 * access and rate limits are per route (worker/middleware).
 */
const base = new Hono<AppEnv>();
// The page's first answers and the aliases' canonical answers come from this same app, in this
// invocation (`app` is set by then).
const selfFetch: SelfFetch = async (request, c) => app.fetch(request, c.env, executionContextOf(c));
// Ahead of every middleware, so that it runs once, on the canonical request. Not part of AppType:
// the SPA calls canonical URLs only.
base.route("/api", aliasRoutes(selfFetch));
base.use("*", pageDocument(selfFetch));
base.use("*", securityHeaders());
base.use("/assets/*", builtAssets());
base.use("*", requestContext());
base.use("/api/*", bodyLimits({ defaultBytes: DEFAULT_BODY_LIMIT_BYTES, larger: LARGER_BODIES }));
base.use("/api/*", sameOriginWrites());
base.use("*", session());
base.use("/api/*", betaGate());

export const app = base
	.route("/api", metaRoutes)
	.route("/api/beta", betaRoutes)
	.route("/api", sessionRoutes)
	.route("/api/auth", authRoutes)
	.route("/api/adventures", adventureSuggestionRoutes)
	.route("/api/adventures", shareRoutes)
	.route("/api/adventures", adventureRoutes)
	.route("/api/adventures", adventurePathRoutes)
	.route("/api/adventures", dayPlanRoutes)
	.route("/api/public/adventures", publicViewRoutes)
	.route("/api/places", placesRoutes)
	.route("/api/paths", pathRoutes)
	.route("/api/path-stops", pathStopRoutes)
	.route("/api/saved-places", savedPlacesRoutes)
	.route("/api/guide-ai", guideRoutes)
	.route("/api/live", liveRoutes)
	.route("/api/user", profileRoutes)
	.route("/api/upload", uploadRoutes)
	.route("/api/images", imageRoutes)
	.route("/api/monitoring", monitoringRoutes)
	.route("/api/bug-reports", bugReportRoutes)
	.route("/ws", wsRoute)
	.route("/api/admin/users", adminUserRoutes);

app.notFound((c) => c.json({ error: "Not found" }, 404));

/** The one place errors become answers: typed refusals (worker/lib/errors.ts), HTTP exceptions, else a 500. */
app.onError((error, c) => {
	if (error instanceof AppError) {
		const headers = error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
		return c.json({ error: error.message, ...error.details }, error.status, headers);
	}
	if (error instanceof HTTPException) {
		return c.json({ error: error.message || "Request failed" }, error.status);
	}
	// Unknown failures are logged with their stack, never returned.
	console.error(`${c.req.method} ${c.req.path} failed`, error);
	return c.json({ error: "Internal Server Error" }, 500);
});

/** The invocation's execution context, when there is one (tests may call the app without). */
function executionContextOf(c: Context): Context["executionCtx"] | undefined {
	try {
		return c.executionCtx;
	} catch {
		return undefined;
	}
}

export type AppType = typeof app;
