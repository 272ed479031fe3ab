import { costUsd, DOCUMENTED_PRICES, toMicros } from "../../../domain/monitoring/prices";

/**
 * An OpenAI call's cost in millionths of a dollar at the documented list prices
 * (domain/monitoring/prices.ts): the provider's first estimate. The meter prices the call again from
 * the `usage_prices` table when it writes it, so the table has the last word. Dated snapshots price
 * as their family; a model not listed (an OpenAI-compatible server's own) costs 0.
 */
export function openAiCostMicros(model: string, inputTokens: number, outputTokens: number): number {
	return toMicros(
		costUsd(DOCUMENTED_PRICES, {
			provider: "openai",
			sku: model,
			units: inputTokens + outputTokens,
			inputUnits: inputTokens,
			outputUnits: outputTokens,
		}),
	);
}
