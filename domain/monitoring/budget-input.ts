import { z } from "zod";

/** The most a monthly budget may be set to (a typo guard: $1,000,000). */
export const MAX_MONTHLY_BUDGET_USD = 1_000_000;

/** `PUT /api/monitoring/budget`: the monthly budget in US dollars (0 sets no budget: nothing pauses). */
export const monthlyBudgetSchema = z.strictObject({
	monthlyBudgetUsd: z.number().finite().min(0).max(MAX_MONTHLY_BUDGET_USD),
});
