import { z } from "zod";
import { MAX_MONTHLY_BUDGET_USD } from "./spend";

/** `PUT /api/monitoring/budget`: the monthly budget in US dollars (0 sets no budget: nothing pauses). */
export const monthlyBudgetSchema = z.strictObject({
	monthlyBudgetUsd: z.number().finite().min(0).max(MAX_MONTHLY_BUDGET_USD),
});
