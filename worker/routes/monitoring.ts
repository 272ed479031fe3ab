import { Hono } from "hono";
import { monthlyBudgetSchema } from "../../domain/monitoring/budget-input";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import {
	dailyCostReport,
	placesProviderReport,
	scalingReport,
	setMonthlyBudget,
	usageReport,
} from "../services/monitoring";

/** `/api/monitoring`: the usage meter's reports, admins only (401 signed out, 403 for anyone else). */
export const monitoringRoutes = new Hono<AppEnv>()
	.get("/usage", requireAdmin(), async (c) => c.json(await usageReport(c.get("deps").db, c.get("config")), 200))
	// Raising the budget past the month's spend reopens the paid providers (the spend gate).
	.put("/budget", requireAdmin(), validate("json", monthlyBudgetSchema), async (c) =>
		c.json(await setMonthlyBudget(c.get("deps").db, c.req.valid("json").monthlyBudgetUsd), 200),
	)
	.get("/costs", requireAdmin(), async (c) => c.json(await dailyCostReport(c.get("deps").db), 200))
	.get("/scaling", requireAdmin(), async (c) => c.json(await scalingReport(c.get("deps").db, c.get("config")), 200))
	// Which places provider runs and what would cover the world: names settings, so admins only.
	.get("/places-provider", requireAdmin(), (c) => c.json(placesProviderReport(c.get("config")), 200));
