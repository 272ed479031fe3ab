/**
 * OpenAI prices in US dollars per million tokens, for the usage meter. Dated snapshots price as their
 * family ("gpt-4o-mini-2024-07-18" → "gpt-4o-mini": the longest matching name wins). A model not
 * listed here (or an OpenAI-compatible server's own model) is metered by tokens at zero cost.
 */
const OPENAI_PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
	"gpt-4o-mini": { input: 0.15, output: 0.6 },
	"gpt-4o": { input: 2.5, output: 10 },
	"gpt-4.1": { input: 2, output: 8 },
	"gpt-4.1-mini": { input: 0.4, output: 1.6 },
	"gpt-4.1-nano": { input: 0.1, output: 0.4 },
	"gpt-5": { input: 1.25, output: 10 },
	"gpt-5-mini": { input: 0.25, output: 2 },
	"gpt-5-nano": { input: 0.05, output: 0.4 },
	"o4-mini": { input: 1.1, output: 4.4 },
};

function openAiPrice(model: string): { input: number; output: number } | null {
	let best: string | null = null;
	for (const name of Object.keys(OPENAI_PRICES_PER_MILLION)) {
		if ((model === name || model.startsWith(`${name}-`)) && (!best || name.length > best.length)) best = name;
	}
	return best ? (OPENAI_PRICES_PER_MILLION[best] ?? null) : null;
}

/** Cost in millionths of a dollar: tokens × dollars per million tokens is exactly that. */
export function openAiCostMicros(model: string, inputTokens: number, outputTokens: number): number {
	const price = openAiPrice(model);
	if (!price) return 0;
	return Math.round(inputTokens * price.input + outputTokens * price.output);
}
