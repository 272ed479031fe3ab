/**
 * What metered usage costs. The Worker reads prices from the `usage_prices` table (seeded by
 * migration 0008 with DOCUMENTED_PRICES, editable without a deploy); these functions turn units into
 * dollars and group providers into the five cost lines of the monitoring screen.
 */

/** One price: `usdPerUnit` dollars for each `unit` of `provider`'s `sku`. */
export interface UsagePrice {
	provider: string;
	sku: string;
	unit: string;
	usdPerUnit: number;
}

/** The providers the meter records under (UsageRecord.provider). */
export const USAGE_PROVIDERS = {
	openai: "openai",
	/** Cloudflare Workers AI through the `AI` binding: units are neurons. */
	workersAi: "workers-ai",
	offlineLlm: "offline-llm",
	googlePlaces: "google-places",
	googleRoutes: "google-routes",
	sendgrid: "sendgrid",
	outbox: "outbox",
	d1: "d1",
	workers: "workers",
} as const;

/** OpenAI prices are per token, one row per direction: sku `<model>:input` and `<model>:output`. */
const OPENAI_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
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

/**
 * Workers AI bills neurons: each model turns its input and output tokens into neurons at its own
 * rate (neurons per million tokens, developers.cloudflare.com/workers-ai/platform/pricing), and
 * every neuron costs the same ($0.011 per 1,000, above the account's free 10,000 a day, which the
 * meter does not subtract). Models that support function calling, which the guide needs.
 */
const WORKERS_AI_NEURONS_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
	"@cf/meta/llama-3.3-70b-instruct-fp8-fast": { input: 26_668, output: 204_805 },
	"@cf/meta/llama-4-scout-17b-16e-instruct": { input: 24_545, output: 77_273 },
	"@cf/mistralai/mistral-small-3.1-24b-instruct": { input: 31_876, output: 50_488 },
	"@cf/qwen/qwen3-30b-a3b-fp8": { input: 4_625, output: 30_475 },
};

/** The Workers AI model the guide uses when WORKERS_AI_MODEL is not set. */
export const WORKERS_AI_DEFAULT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** Dollars per neuron ($0.011 per 1,000 neurons). */
const USD_PER_NEURON = 0.011 / 1000;

/**
 * The neurons a Workers AI call costs, from its input and output tokens at the model's rate. A
 * model missing from the table is counted at the default model's rate, so its calls never read as
 * free. Fractions are kept: the meter rounds a call up to whole neurons when it records it.
 */
export function workersAiNeurons(model: string, inputTokens: number, outputTokens: number): number {
	const rate = WORKERS_AI_NEURONS_PER_MILLION[model] ?? WORKERS_AI_NEURONS_PER_MILLION[WORKERS_AI_DEFAULT_MODEL];
	return (inputTokens * (rate?.input ?? 0) + outputTokens * (rate?.output ?? 0)) / 1e6;
}

/**
 * List prices (USD) as published in 2025 — openai.com/api/pricing; Google Maps Platform pricing
 * (Places API (New), Routes API: the per-1000 price of the first volume tier); SendGrid Essentials
 * ($19.95 for 50K mails); Cloudflare Workers Paid ($0.30 per million requests) and D1 (billed per
 * row: a query is priced as ~1000 rows read, $0.001/M rows, rounded up to $1 per million queries).
 * Offline providers and the local outbox are free but still counted.
 */
export const DOCUMENTED_PRICES: readonly UsagePrice[] = [
	...Object.entries(OPENAI_PER_MILLION).flatMap(([model, price]) => [
		{ provider: USAGE_PROVIDERS.openai, sku: `${model}:input`, unit: "token", usdPerUnit: price.input / 1e6 },
		{ provider: USAGE_PROVIDERS.openai, sku: `${model}:output`, unit: "token", usdPerUnit: price.output / 1e6 },
	]),
	// One row for every Workers AI model: the model's rate is in neurons (workersAiNeurons).
	{ provider: USAGE_PROVIDERS.workersAi, sku: "*", unit: "neuron", usdPerUnit: USD_PER_NEURON },
	{ provider: USAGE_PROVIDERS.googlePlaces, sku: "autocomplete", unit: "request", usdPerUnit: 0.00283 },
	{ provider: USAGE_PROVIDERS.googlePlaces, sku: "place-details", unit: "request", usdPerUnit: 0.005 },
	{ provider: USAGE_PROVIDERS.googlePlaces, sku: "text-search-enterprise", unit: "request", usdPerUnit: 0.035 },
	{
		provider: USAGE_PROVIDERS.googlePlaces,
		sku: "place-details-enterprise-atmosphere",
		unit: "request",
		usdPerUnit: 0.025,
	},
	{ provider: USAGE_PROVIDERS.googlePlaces, sku: "place-photo", unit: "request", usdPerUnit: 0.007 },
	{ provider: USAGE_PROVIDERS.googleRoutes, sku: "compute-routes", unit: "request", usdPerUnit: 0.005 },
	{ provider: USAGE_PROVIDERS.googleRoutes, sku: "route-matrix", unit: "element", usdPerUnit: 0.005 },
	{ provider: USAGE_PROVIDERS.sendgrid, sku: "mail-send", unit: "email", usdPerUnit: 0.0004 },
	{ provider: USAGE_PROVIDERS.outbox, sku: "mail-send", unit: "email", usdPerUnit: 0 },
	{ provider: USAGE_PROVIDERS.d1, sku: "*", unit: "query", usdPerUnit: 0.000001 },
	{ provider: USAGE_PROVIDERS.workers, sku: "*", unit: "request", usdPerUnit: 0.0000003 },
];

/** Settings rows (`usage_settings`): the monthly budget and the fixed hosting fee. */
export const MONITORING_SETTINGS = {
	monthlyBudgetUsd: 100,
	/** Workers Paid plan base fee, charged whatever the traffic. */
	hostingMonthlyUsd: 5,
} as const;

export type MonitoringSettings = { monthlyBudgetUsd: number; hostingMonthlyUsd: number };

/** The five cost lines of the monitoring screen. */
export const COST_CATEGORIES = ["openai", "googleMaps", "database", "hosting", "sendgrid"] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];
export type CostBreakdown = Record<CostCategory, number>;

export const zeroBreakdown = (): CostBreakdown => ({ openai: 0, googleMaps: 0, database: 0, hosting: 0, sendgrid: 0 });

/**
 * Which line a provider's cost goes on. The "openai" line is the AI model's line: Workers AI (the
 * platform's own model, used when no OpenAI key is set) and the offline LLM (the stand-in, at $0)
 * count there too, so the page keeps its five lines whichever model runs.
 */
export function categoryOf(provider: string): CostCategory | null {
	switch (provider) {
		case USAGE_PROVIDERS.openai:
		case USAGE_PROVIDERS.workersAi:
		case USAGE_PROVIDERS.offlineLlm:
			return "openai";
		case USAGE_PROVIDERS.googlePlaces:
		case USAGE_PROVIDERS.googleRoutes:
			return "googleMaps";
		case USAGE_PROVIDERS.d1:
			return "database";
		case USAGE_PROVIDERS.workers:
			return "hosting";
		case USAGE_PROVIDERS.sendgrid:
		case USAGE_PROVIDERS.outbox:
			return "sendgrid";
		default:
			return null;
	}
}

/** Costs summed onto the five lines (providers without a line, if any, are left out). */
export function meteredCosts(rows: Iterable<{ provider: string; costUsd: number }>): CostBreakdown {
	const out = zeroBreakdown();
	for (const row of rows) {
		const category = categoryOf(row.provider);
		if (category) out[category] += row.costUsd;
	}
	return out;
}

/**
 * The price of one SKU: an exact row, else the provider's "*" row. OpenAI models match their
 * family: "gpt-4o-mini-2024-07-18" is priced as "gpt-4o-mini" (the longest matching name wins).
 */
export function priceOf(prices: readonly UsagePrice[], provider: string, sku: string): UsagePrice | null {
	let best: UsagePrice | null = null;
	let wildcard: UsagePrice | null = null;
	for (const price of prices) {
		if (price.provider !== provider) continue;
		if (price.sku === sku) return price;
		if (price.sku === "*") wildcard = price;
		const colon = price.sku.lastIndexOf(":");
		const direction = colon > 0 ? price.sku.slice(colon) : null;
		if (!direction || !sku.endsWith(direction)) continue;
		const family = price.sku.slice(0, colon);
		const model = sku.slice(0, -direction.length);
		if (model.startsWith(`${family}-`) && (!best || price.sku.length > best.sku.length)) best = price;
	}
	return best ?? wildcard;
}

/** A metered amount: `units` of the SKU; OpenAI calls also carry input and output tokens. */
export interface MeteredUnits {
	provider: string;
	sku: string;
	units: number;
	inputUnits?: number;
	outputUnits?: number;
}

/**
 * Dollars for a metered amount: units × price; an OpenAI call is input tokens × the model's input
 * price + output tokens × its output price. Unpriced SKUs (a self-hosted model) cost 0.
 */
export function costUsd(prices: readonly UsagePrice[], usage: MeteredUnits): number {
	if (usage.inputUnits !== undefined || usage.outputUnits !== undefined) {
		const input = priceOf(prices, usage.provider, `${usage.sku}:input`)?.usdPerUnit ?? 0;
		const output = priceOf(prices, usage.provider, `${usage.sku}:output`)?.usdPerUnit ?? 0;
		return (usage.inputUnits ?? 0) * input + (usage.outputUnits ?? 0) * output;
	}
	return usage.units * (priceOf(prices, usage.provider, usage.sku)?.usdPerUnit ?? 0);
}

/** Dollars as whole millionths (usage_events.cost_micros). */
export const toMicros = (usd: number) => Math.round(usd * 1e6);
