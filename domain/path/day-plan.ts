import { z } from "zod";
import { isIsoDate } from "../adventure/adventure-rules";
import { DAY_PLAN_MAX_DAYS } from "./day-plan-rules";

export * from "./day-plan-rules";

const isoDate = z.string().trim().refine(isIsoDate, "Dates must be real dates written YYYY-MM-DD");

/** `POST /api/adventures/{id}/day-plan`: the days the family marks as rainy (their stops stay indoors). */
export const dayPlanRequestSchema = z.strictObject({
	rainyDates: z.array(isoDate).max(DAY_PLAN_MAX_DAYS).optional().default([]),
});
