import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { betaGate } from "./middleware/beta-gate";
import { requestContext } from "./middleware/context";
import { sameOriginWrites } from "./middleware/csrf";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { adventureSuggestionRoutes } from "./routes/adventure-suggestions";
import { adventureRoutes } from "./routes/adventures";
import { authRoutes, sessionRoutes } from "./routes/auth";
import { betaRoutes } from "./routes/beta";
import { guideRoutes } from "./routes/guide";
import { liveRoutes, wsRoute } from "./routes/live";
import { metaRoutes } from "./routes/meta";
import { adventurePathRoutes, pathRoutes, pathStopRoutes } from "./routes/paths";
import { placesRoutes } from "./routes/places";
import { adventureSavedPlacesRoutes, savedPlacesRoutes } from "./routes/saved-places";

/**
 * The Worker's HTTP surface. Middleware order: errors (onError) → security headers → request
 * context (config, usage meter) → same-origin writes → session → beta gate; sign-in and admin
 * checks are per route (requireUser / requireAdmin).
 */
const base = new Hono<AppEnv>();
base.use("*", securityHeaders());
base.use("*", requestContext());
base.use("/api/*", sameOriginWrites());
base.use("*", session());
base.use("/api/*", betaGate());

export const app = base
	.route("/api", metaRoutes)
	.route("/api/beta", betaRoutes)
	.route("/api", sessionRoutes)
	.route("/api/auth", authRoutes)
	.route("/api/adventures", adventureSuggestionRoutes)
	.route("/api/adventures", adventureRoutes)
	.route("/api/adventures", adventureSavedPlacesRoutes)
	.route("/api/adventures", adventurePathRoutes)
	.route("/api/places", placesRoutes)
	.route("/api/paths", pathRoutes)
	.route("/api/path-stops", pathStopRoutes)
	.route("/api/saved-places", savedPlacesRoutes)
	.route("/api/guide-ai", guideRoutes)
	.route("/api/live", liveRoutes)
	.route("/ws", wsRoute);

app.notFound((c) => c.json({ error: "Not found" }, 404));

app.onError((error, c) => {
	if (error instanceof HTTPException) {
		return c.json({ error: error.message || "Request failed" }, error.status);
	}
	// Unknown failures are logged with their stack, never returned.
	console.error(`${c.req.method} ${c.req.path} failed`, error);
	return c.json({ error: "Internal Server Error" }, 500);
});

export type AppType = typeof app;
