import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAdmin } from "../middleware/auth";
import { dailyCostReport, placesProviderReport, scalingReport, usageReport } from "../services/monitoring";

/** `/api/monitoring`: the usage meter's reports, admins only (401 signed out, 403 for anyone else). */
export const monitoringRoutes = new Hono<AppEnv>()
	.get("/usage", requireAdmin(), async (c) => c.json(await usageReport(c.get("deps").db), 200))
	.get("/costs", requireAdmin(), async (c) => c.json(await dailyCostReport(c.get("deps").db), 200))
	.get("/scaling", requireAdmin(), async (c) => c.json(await scalingReport(c.get("deps").db, c.get("config")), 200))
	// Which places provider runs and what would cover the world: names settings, so admins only.
	.get("/places-provider", requireAdmin(), (c) => c.json(placesProviderReport(c.get("config")), 200));
