import { Hono } from "hono";
import { adventureIdSchema } from "../../domain/adventure/adventure";
import {
	acceptDayPlanSchema,
	DAY_PLAN_PROPOSALS_PER_HOUR,
	dayPlanMessages,
	dayPlanRequestSchema,
} from "../../domain/path/day-plan";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { byUser, rateLimit } from "../middleware/rate-limit";
import { acceptDayPlan, proposeDayPlan } from "../services/day-plan";

const planDays = { forbidden: dayPlanMessages.ownerOnly };

/**
 * `/api/adventures/{id}/day-plan`: a proposal of one dated path per free day (nothing written), and
 * `/day-plan/accept`: the days the family keeps, written as dated paths. The owner's alone. A
 * proposal may search places for thin days, so each user asks for at most
 * `DAY_PLAN_PROPOSALS_PER_HOUR` an hour (a refused one, 4xx, does not count).
 */
export const dayPlanRoutes = new Hono<AppEnv>()
	.post(
		"/:id/day-plan",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", dayPlanRequestSchema),
		adventureAccess("own", { param: "id" }, planDays),
		rateLimit({
			name: "day-plan",
			limit: DAY_PLAN_PROPOSALS_PER_HOUR,
			windowMs: 60 * 60 * 1000,
			key: byUser,
			message: dayPlanMessages.rateLimited,
			count: "served",
		}),
		async (c) => c.json(await proposeDayPlan(c.get("deps"), c.get("adventure"), c.req.valid("json")), 200),
	)
	.post(
		"/:id/day-plan/accept",
		requireUser(),
		validate("param", adventureIdSchema),
		validate("json", acceptDayPlanSchema),
		adventureAccess("own", { param: "id" }, planDays),
		async (c) => c.json(await acceptDayPlan(c.get("deps"), c.get("adventure"), c.req.valid("json").days), 201),
	);
