import { budgetAlerts, budgetPercent, monthRange, projectMonth, spendBarColour } from "../../domain/monitoring/budget";
import {
	COST_CATEGORIES,
	type CostBreakdown,
	categoryOf,
	MONITORING_SETTINGS,
	meteredCosts,
	USAGE_PROVIDERS,
	zeroBreakdown,
} from "../../domain/monitoring/prices";
import { scalingProjections } from "../../domain/monitoring/scaling";
import { spendState } from "../../domain/monitoring/spend";
import { type PlacesProviderKind, placesProviderHint } from "../../domain/place/coverage";
import { countUserStatuses } from "../../domain/user/status-rules";
import type { AppConfig } from "../config";
import type { Db } from "../db";
import { dailyCosts, usageTotals, userDates } from "../db/monitoring";
import { writeMonthlyBudget } from "../db/spend";
import { readPricing } from "../db/usage";
import { forgetMonthSpend, type PaidConfig, paidServices } from "./spend-gate";
import { isolateTally } from "./usage-meter";

const round = (usd: number, places = 4) => Number(usd.toFixed(places));

function roundBreakdown(costs: CostBreakdown, places = 4): CostBreakdown {
	const out = zeroBreakdown();
	for (const category of COST_CATEGORIES) out[category] = round(costs[category], places);
	return out;
}

/**
 * `GET /api/monitoring/usage`: this month's metered usage and costs (UTC month), users, the
 * run-rate projection with its breakdown, the budget alerts, whether paid services are paused and
 * the settings this deployed Worker lacks. This isolate's tally is written first, so the requests
 * an admin just made elsewhere show up.
 */
export async function usageReport(db: Db, config: PaidConfig & Pick<AppConfig, "configWarnings">, now = new Date()) {
	await isolateTally.flush(db);
	const range = monthRange(now);
	const [totals, pricing, dates] = await Promise.all([
		usageTotals(db, range.first, range.today),
		readPricing(db, MONITORING_SETTINGS),
		userDates(db),
	]);
	// The user list's statuses, counted by the same rule: its Active and New filters show these.
	const users = countUserStatuses(dates, now);
	const metered = meteredCosts(totals);
	const sumOf = (providers: string[], field: "count" | "units") =>
		totals.filter((row) => providers.includes(row.provider)).reduce((sum, row) => sum + row[field], 0);
	const { openai, workersAi, offlineLlm, googlePlaces, googleRoutes, d1, workers, sendgrid, outbox } = USAGE_PROVIDERS;
	const projection = projectMonth(metered, now, pricing.settings);
	const budget = pricing.settings.monthlyBudgetUsd;
	const percent = budgetPercent(projection.projected, budget);
	const spend = spendState({
		currentUsd: projection.current,
		budgetUsd: budget,
		now,
		paidServices: paidServices(config),
	});
	return {
		timestamp: now.toISOString(),
		month: range.month,
		current: {
			openaiCost: round(metered.openai),
			googleMapsCost: round(metered.googleMaps),
			databaseCost: round(metered.database),
			hostingCost: round(projection.currentBreakdown.hosting),
			sendgridCost: round(metered.sendgrid),
			openaiTokens: sumOf([openai], "units"),
			/** Workers AI's units: neurons (its cost is on the AI line, `openaiCost`, with OpenAI's). */
			workersAiNeurons: sumOf([workersAi], "units"),
			aiCalls: sumOf([openai, workersAi, offlineLlm], "count"),
			googleMapsRequests: sumOf([googlePlaces, googleRoutes], "count"),
			databaseQueries: sumOf([d1], "units"),
			requests: sumOf([workers], "count"),
			emailsSent: sumOf([sendgrid, outbox], "count"),
			activeUsers: users.active,
			newUsers: users.new,
		},
		alerts: budgetAlerts(projection, budget),
		projection: {
			current: round(projection.current),
			projected: round(projection.projected),
			breakdown: roundBreakdown(projection.breakdown),
		},
		budget: { monthlyUsd: budget, percent: round(percent, 1), colour: spendBarColour(percent) },
		/** Whether paid services are paused (the month's spend reached the budget), until when, and what gave way. */
		spend,
		/** Settings this deployed Worker lacks or ignores, each with what it costs (names settings: admins only). */
		configuration: config.configWarnings,
		/** Every SKU metered this month, costliest first (requests and queries per route included). */
		skus: totals
			.map((row) => ({ ...row, costUsd: round(row.costUsd, 6) }))
			.sort((a, b) => b.costUsd - a.costUsd || b.count - a.count),
	};
}

/** `GET /api/monitoring/costs`: cost per day of this month by cost line (days without usage are 0). */
export async function dailyCostReport(db: Db, now = new Date()) {
	const range = monthRange(now);
	const rows = await dailyCosts(db, range.first, range.today);
	const byDay = new Map(range.days.map((day) => [day, { costs: zeroBreakdown(), calls: 0 }]));
	for (const row of rows) {
		const entry = byDay.get(row.day);
		const category = categoryOf(row.provider);
		if (!entry || !category) continue;
		entry.costs[category] += row.costUsd;
		entry.calls += row.count;
	}
	const totals = zeroBreakdown();
	const days = range.days.map((day) => {
		const entry = byDay.get(day) ?? { costs: zeroBreakdown(), calls: 0 };
		for (const category of COST_CATEGORIES) totals[category] += entry.costs[category];
		const total = COST_CATEGORIES.reduce((sum, category) => sum + entry.costs[category], 0);
		return { day, ...roundBreakdown(entry.costs, 6), total: round(total, 6), calls: entry.calls };
	});
	return { month: range.month, days, totals: roundBreakdown(totals) };
}

/** `GET /api/monitoring/scaling`: the five yearly projections at the configured prices and model. */
export async function scalingReport(
	db: Db,
	config: Pick<AppConfig, "llm" | "openai" | "workersAiModel">,
	now = new Date(),
) {
	const pricing = await readPricing(db, MONITORING_SETTINGS);
	// The model the deployment runs: Workers AI's when it serves the guide, else OpenAI's (or its default).
	const workersAi = config.llm === "workers-ai";
	const model = workersAi ? config.workersAiModel : (config.openai?.model ?? "gpt-4o-mini");
	const aiProvider = workersAi ? USAGE_PROVIDERS.workersAi : USAGE_PROVIDERS.openai;
	const round2 = (value: number) => round(value, 2);
	return {
		generatedAt: now.toISOString(),
		model,
		projections: scalingProjections(pricing.prices, pricing.settings, model, aiProvider).map((projection) => ({
			...projection,
			costs: {
				totalPerUser: round(projection.costs.totalPerUser),
				totalMonthly: round2(projection.costs.totalMonthly),
				breakdown: roundBreakdown(projection.costs.breakdown, 2),
			},
		})),
	};
}

/**
 * The operator's line on places: which provider runs (`placesSource`) and, where it does not cover
 * the world, the settings that would. Admins only: families never read setting names.
 */
export function placesProviderReport(config: Pick<AppConfig, "placesSource">): {
	provider: PlacesProviderKind;
	label: string;
	hint: string | null;
} {
	return { provider: config.placesSource, ...placesProviderHint(config.placesSource) };
}

/**
 * `PUT /api/monitoring/budget`: sets the monthly budget. This isolate's spend gate forgets the month
 * at once (others within a minute), so raising the budget past the spend reopens the paid providers.
 */
export async function setMonthlyBudget(db: Db, monthlyBudgetUsd: number): Promise<{ monthlyBudgetUsd: number }> {
	await writeMonthlyBudget(db, monthlyBudgetUsd, MONITORING_SETTINGS);
	forgetMonthSpend();
	return { monthlyBudgetUsd };
}
