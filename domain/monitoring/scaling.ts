import {
	type CostBreakdown,
	costUsd,
	type MeteredUnits,
	type MonitoringSettings,
	USAGE_PROVIDERS,
	type UsagePrice,
	workersAiNeurons,
} from "./prices";

/**
 * The five yearly steps of the scaling analysis, 25K → 1M users. Caching (guide answers, place
 * details and searches served from KV) grows 10 % → 70 %; volume discounts (Google and OpenAI
 * committed-use tiers) and infrastructure optimisation (fewer queries per request) grow with scale.
 */
export const SCALING_YEARS = [
	{
		year: 1,
		users: 25_000,
		monthlyAdventuresPerUser: 1.5,
		cachingRate: 0.1,
		volumeDiscount: 0,
		infrastructureOptimization: 0,
	},
	{
		year: 2,
		users: 100_000,
		monthlyAdventuresPerUser: 1.8,
		cachingRate: 0.25,
		volumeDiscount: 0.05,
		infrastructureOptimization: 0.1,
	},
	{
		year: 3,
		users: 250_000,
		monthlyAdventuresPerUser: 2,
		cachingRate: 0.4,
		volumeDiscount: 0.1,
		infrastructureOptimization: 0.2,
	},
	{
		year: 4,
		users: 500_000,
		monthlyAdventuresPerUser: 2.2,
		cachingRate: 0.55,
		volumeDiscount: 0.15,
		infrastructureOptimization: 0.3,
	},
	{
		year: 5,
		users: 1_000_000,
		monthlyAdventuresPerUser: 2.5,
		cachingRate: 0.7,
		volumeDiscount: 0.2,
		infrastructureOptimization: 0.4,
	},
] as const;

/**
 * What one planned adventure uses, before caching: ~20 guide turns (≈2K tokens in, 200 out each),
 * searches, details and photos of the places looked at, a few routes, one e-mail, and the requests
 * and queries of a planning session.
 */
export function adventureUsage(model: string, aiProvider: string = USAGE_PROVIDERS.openai): MeteredUnits[] {
	const { openai, workersAi, googlePlaces, googleRoutes, sendgrid, d1, workers } = USAGE_PROVIDERS;
	// Workers AI meters the same tokens as neurons at the model's rate.
	const ai: MeteredUnits =
		aiProvider === workersAi
			? { provider: workersAi, sku: model, units: Math.ceil(workersAiNeurons(model, 40_000, 4_000)) }
			: { provider: openai, sku: model, units: 44_000, inputUnits: 40_000, outputUnits: 4_000 };
	return [
		ai,
		{ provider: googlePlaces, sku: "autocomplete", units: 10 },
		{ provider: googlePlaces, sku: "text-search-enterprise", units: 8 },
		{ provider: googlePlaces, sku: "place-details-enterprise-atmosphere", units: 15 },
		{ provider: googlePlaces, sku: "place-photo", units: 30 },
		{ provider: googleRoutes, sku: "compute-routes", units: 4 },
		{ provider: sendgrid, sku: "mail-send", units: 1 },
		{ provider: d1, sku: "*", units: 400 },
		{ provider: workers, sku: "*", units: 400 },
	];
}

export interface ScalingProjection {
	year: number;
	users: number;
	monthlyAdventuresPerUser: number;
	costs: { totalPerUser: number; totalMonthly: number; breakdown: CostBreakdown };
	efficiencies: { cachingRate: number; volumeDiscount: number; infrastructureOptimization: number };
}

/**
 * For each year, with A the adventure's cost by line at today's prices:
 *   perAdventure = [ (A.openai + A.googleMaps) × (1 − cachingRate)
 *                  + (A.database + A.hosting) × (1 − infrastructureOptimization)
 *                  + A.sendgrid ] × (1 − volumeDiscount)
 *   totalPerUser = perAdventure × monthlyAdventuresPerUser            (dollars per user per month)
 *   totalMonthly = totalPerUser × users + hosting fee                  (dollars per month)
 * The breakdown applies the same factors line by line, times users.
 */
export function scalingProjections(
	prices: readonly UsagePrice[],
	settings: MonitoringSettings,
	model: string,
	aiProvider: string = USAGE_PROVIDERS.openai,
): ScalingProjection[] {
	const perAdventure: CostBreakdown = { openai: 0, googleMaps: 0, database: 0, hosting: 0, sendgrid: 0 };
	for (const usage of adventureUsage(model, aiProvider)) {
		const cost = costUsd(prices, usage);
		if (usage.provider === USAGE_PROVIDERS.openai || usage.provider === USAGE_PROVIDERS.workersAi) {
			perAdventure.openai += cost;
		} else if (usage.provider === USAGE_PROVIDERS.sendgrid) perAdventure.sendgrid += cost;
		else if (usage.provider === USAGE_PROVIDERS.d1) perAdventure.database += cost;
		else if (usage.provider === USAGE_PROVIDERS.workers) perAdventure.hosting += cost;
		else perAdventure.googleMaps += cost;
	}
	return SCALING_YEARS.map((step) => {
		const keep = 1 - step.volumeDiscount;
		const perUser: CostBreakdown = {
			openai: perAdventure.openai * (1 - step.cachingRate) * keep * step.monthlyAdventuresPerUser,
			googleMaps: perAdventure.googleMaps * (1 - step.cachingRate) * keep * step.monthlyAdventuresPerUser,
			database: perAdventure.database * (1 - step.infrastructureOptimization) * keep * step.monthlyAdventuresPerUser,
			hosting: perAdventure.hosting * (1 - step.infrastructureOptimization) * keep * step.monthlyAdventuresPerUser,
			sendgrid: perAdventure.sendgrid * keep * step.monthlyAdventuresPerUser,
		};
		const totalPerUser = perUser.openai + perUser.googleMaps + perUser.database + perUser.hosting + perUser.sendgrid;
		const breakdown: CostBreakdown = {
			openai: perUser.openai * step.users,
			googleMaps: perUser.googleMaps * step.users,
			database: perUser.database * step.users,
			hosting: perUser.hosting * step.users + settings.hostingMonthlyUsd,
			sendgrid: perUser.sendgrid * step.users,
		};
		return {
			year: step.year,
			users: step.users,
			monthlyAdventuresPerUser: step.monthlyAdventuresPerUser,
			costs: { totalPerUser, totalMonthly: totalPerUser * step.users + settings.hostingMonthlyUsd, breakdown },
			efficiencies: {
				cachingRate: step.cachingRate,
				volumeDiscount: step.volumeDiscount,
				infrastructureOptimization: step.infrastructureOptimization,
			},
		};
	});
}
