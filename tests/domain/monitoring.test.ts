import { describe, expect, it } from "vitest";
import {
	budgetAlerts,
	budgetPercent,
	EFFICIENT_PERCENT,
	GOOGLE_MAPS_SPEND_ALERT_USD,
	monthRange,
	OPENAI_SPEND_ALERT_USD,
	projectMonth,
	recommendations,
	spendBarColour,
} from "../../domain/monitoring/budget";
import {
	categoryOf,
	costUsd,
	DOCUMENTED_PRICES,
	MONITORING_SETTINGS,
	priceOf,
	zeroBreakdown,
} from "../../domain/monitoring/prices";
import { adventureUsage, SCALING_YEARS, scalingProjections } from "../../domain/monitoring/scaling";
import {
	nextMonthStart,
	positiveWhole,
	spendAlertLevels,
	spendPaused,
	spendState,
} from "../../domain/monitoring/spend";

const settings = { monthlyBudgetUsd: 100, hostingMonthlyUsd: 5 };

describe("prices", () => {
	it("the budget is $100 a month", () => {
		expect(MONITORING_SETTINGS.monthlyBudgetUsd).toBe(100);
	});

	it("prices OpenAI calls per input and output token, dated snapshots as their family", () => {
		expect(priceOf(DOCUMENTED_PRICES, "openai", "gpt-4o-mini-2024-07-18:input")?.sku).toBe("gpt-4o-mini:input");
		expect(priceOf(DOCUMENTED_PRICES, "openai", "gpt-4o-2024-08-06:output")?.sku).toBe("gpt-4o:output");
		const cost = costUsd(DOCUMENTED_PRICES, {
			provider: "openai",
			sku: "gpt-4o-mini",
			units: 194,
			inputUnits: 180,
			outputUnits: 14,
		});
		expect(cost).toBeCloseTo(180 * 0.15e-6 + 14 * 0.6e-6, 12);
		expect(
			costUsd(DOCUMENTED_PRICES, { provider: "openai", sku: "llama3.1:8b", units: 10, inputUnits: 5, outputUnits: 5 }),
		).toBe(0);
	});

	it("prices Google SKUs per call, route matrices per element, requests and queries by the provider's * row", () => {
		expect(
			costUsd(DOCUMENTED_PRICES, { provider: "google-places", sku: "text-search-enterprise", units: 2 }),
		).toBeCloseTo(0.07);
		expect(costUsd(DOCUMENTED_PRICES, { provider: "google-routes", sku: "route-matrix", units: 9 })).toBeCloseTo(0.045);
		expect(
			costUsd(DOCUMENTED_PRICES, { provider: "workers", sku: "GET /api/adventures", units: 1_000_000 }),
		).toBeCloseTo(0.3);
		expect(costUsd(DOCUMENTED_PRICES, { provider: "d1", sku: "GET /api/adventures", units: 1_000_000 })).toBeCloseTo(1);
		expect(costUsd(DOCUMENTED_PRICES, { provider: "outbox", sku: "mail-send", units: 3 })).toBe(0);
		expect(costUsd(DOCUMENTED_PRICES, { provider: "unknown", sku: "x", units: 3 })).toBe(0);
	});

	it.each([
		["openai", "openai"],
		["offline-llm", "openai"],
		["google-places", "googleMaps"],
		["google-routes", "googleMaps"],
		["d1", "database"],
		["workers", "hosting"],
		["sendgrid", "sendgrid"],
		["outbox", "sendgrid"],
		["other", null],
	])("%s costs go on the %s line", (provider, category) => {
		expect(categoryOf(provider)).toBe(category);
	});
});

describe("month projection", () => {
	it("projects the run rate over the month, today counted whole, plus the hosting fee", () => {
		// 10 November: 10 of 30 days.
		const metered = { ...zeroBreakdown(), openai: 6, googleMaps: 9, database: 0.3, hosting: 0.03, sendgrid: 0.6 };
		const projection = projectMonth(metered, new Date("2026-11-10T12:00:00Z"), settings);
		expect(projection.breakdown.openai).toBeCloseTo(18);
		expect(projection.breakdown.googleMaps).toBeCloseTo(27);
		expect(projection.breakdown.database).toBeCloseTo(0.9);
		expect(projection.breakdown.sendgrid).toBeCloseTo(1.8);
		expect(projection.breakdown.hosting).toBeCloseTo(0.09 + 5);
		expect(projection.currentBreakdown.hosting).toBeCloseTo(0.03 + 5 / 3);
		expect(projection.current).toBeCloseTo(6 + 9 + 0.3 + 0.03 + 0.6 + 5 / 3);
		expect(projection.projected).toBeCloseTo(projection.current * 3);
	});

	it("on the last day of the month the projection is what was spent", () => {
		const projection = projectMonth({ ...zeroBreakdown(), openai: 12 }, new Date("2026-02-28T23:00:00Z"), settings);
		expect(projection.projected).toBeCloseTo(projection.current);
		expect(projection.projected).toBeCloseTo(17);
	});

	it("monthRange lists the UTC days from the 1st to today", () => {
		expect(monthRange(new Date("2026-11-03T23:59:00Z"))).toEqual({
			month: "2026-11",
			first: "2026-11-01",
			today: "2026-11-03",
			days: ["2026-11-01", "2026-11-02", "2026-11-03"],
		});
	});
});

describe("budget", () => {
	it.each([
		[120, "red"],
		[100.5, "red"],
		[100, "yellow"],
		[81, "yellow"],
		[80, "green"],
		[10, "green"],
	] as const)("%d %% of the budget → %s bar", (percent, colour) => {
		expect(spendBarColour(percent)).toBe(colour);
	});

	it("percent is projected over budget", () => {
		expect(budgetPercent(85, 100)).toBe(85);
		expect(budgetPercent(85, 0)).toBe(0);
	});

	it("alerts past 80 % and past 100 % of the budget, and when month-to-date spend passed it", () => {
		expect(budgetAlerts({ current: 10, projected: 50 }, 100)).toEqual([]);
		expect(budgetAlerts({ current: 30, projected: 85 }, 100)).toEqual([
			"Projected spend $85.00 is 85% of the $100.00 monthly budget.",
		]);
		expect(budgetAlerts({ current: 101, projected: 150 }, 100)).toEqual([
			"Spend this month ($101.00) has passed the $100.00 monthly budget.",
			"Projected spend $150.00 exceeds the $100.00 monthly budget.",
		]);
	});
});

describe("the four recommendation rules", () => {
	const ids = (input: Parameters<typeof recommendations>[0]) => recommendations(input).map((r) => r.id);

	it("OpenAI above $15, Google Maps above $25 (not at)", () => {
		expect(
			ids({ openaiCost: OPENAI_SPEND_ALERT_USD, googleMapsCost: GOOGLE_MAPS_SPEND_ALERT_USD, budgetPercent: 60 }),
		).toEqual([]);
		expect(ids({ openaiCost: 15.01, googleMapsCost: 25.01, budgetPercent: 60 })).toEqual(["openai", "googleMaps"]);
	});

	it("the budget alert above 80 %", () => {
		expect(ids({ openaiCost: 0, googleMapsCost: 0, budgetPercent: 80 })).toEqual([]);
		expect(ids({ openaiCost: 0, googleMapsCost: 0, budgetPercent: 80.1 })).toEqual(["budget"]);
	});

	it("'efficient' at 50 % or below", () => {
		expect(ids({ openaiCost: 0, googleMapsCost: 0, budgetPercent: EFFICIENT_PERCENT })).toEqual(["efficient"]);
		expect(ids({ openaiCost: 0, googleMapsCost: 0, budgetPercent: 50.1 })).toEqual([]);
		const [efficient] = recommendations({ openaiCost: 0, googleMapsCost: 0, budgetPercent: 5 });
		expect(efficient).toMatchObject({
			tone: "ok",
			text: "Usage is efficient: projected spend is 5% of the monthly budget.",
		});
	});
});

describe("scaling analysis", () => {
	const projections = scalingProjections(DOCUMENTED_PRICES, settings, "gpt-4o-mini");

	it("has five yearly steps from 25K to 1M users with caching 10 % → 70 %", () => {
		expect(projections.map((p) => p.year)).toEqual([1, 2, 3, 4, 5]);
		expect(projections.map((p) => p.users)).toEqual([25_000, 100_000, 250_000, 500_000, 1_000_000]);
		expect(projections[0]?.efficiencies.cachingRate).toBe(0.1);
		expect(projections[4]?.efficiencies.cachingRate).toBe(0.7);
		for (let i = 1; i < projections.length; i++) {
			const [a, b] = [projections[i - 1], projections[i]];
			expect(b?.efficiencies.cachingRate).toBeGreaterThan(a?.efficiencies.cachingRate ?? 1);
			expect(b?.efficiencies.volumeDiscount).toBeGreaterThanOrEqual(a?.efficiencies.volumeDiscount ?? 1);
		}
	});

	it("year 1 follows the formula: cacheable lines × (1 − caching), infrastructure × (1 − optimisation), × (1 − discount) × adventures", () => {
		const perAdventure = { openai: 0, maps: 0, infra: 0, mail: 0 };
		for (const usage of adventureUsage("gpt-4o-mini")) {
			const cost = costUsd(DOCUMENTED_PRICES, usage);
			if (usage.provider === "openai") perAdventure.openai += cost;
			else if (usage.provider.startsWith("google")) perAdventure.maps += cost;
			else if (usage.provider === "sendgrid") perAdventure.mail += cost;
			else perAdventure.infra += cost;
		}
		const step = SCALING_YEARS[0];
		const perUser =
			((perAdventure.openai + perAdventure.maps) * (1 - step.cachingRate) +
				perAdventure.infra * (1 - step.infrastructureOptimization) +
				perAdventure.mail) *
			(1 - step.volumeDiscount) *
			step.monthlyAdventuresPerUser;
		const year1 = projections[0];
		expect(year1?.costs.totalPerUser).toBeCloseTo(perUser, 10);
		expect(year1?.costs.totalMonthly).toBeCloseTo(perUser * 25_000 + 5, 6);
		const sum = Object.values(year1?.costs.breakdown ?? {}).reduce((a, b) => a + b, 0);
		expect(sum).toBeCloseTo(year1?.costs.totalMonthly ?? 0, 6);
	});

	it("on Workers AI the same guide tokens are priced as neurons on the AI line", () => {
		const [ai] = adventureUsage("@cf/meta/llama-3.3-70b-instruct-fp8-fast", "workers-ai");
		// 40,000 × 26,668 / 1M + 4,000 × 204,805 / 1M = 1,885.9 neurons.
		expect(ai).toEqual({ provider: "workers-ai", sku: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", units: 1886 });
		expect(costUsd(DOCUMENTED_PRICES, ai ?? { provider: "", sku: "", units: 0 })).toBeCloseTo(0.020746, 9);
		const onWorkersAi = scalingProjections(
			DOCUMENTED_PRICES,
			settings,
			"@cf/meta/llama-3.3-70b-instruct-fp8-fast",
			"workers-ai",
		);
		// gpt-4o-mini: 40,000 × $0.15/M + 4,000 × $0.60/M = $0.0084 an adventure; the other lines are the same.
		const ratio = (onWorkersAi[0]?.costs.breakdown.openai ?? 0) / (projections[0]?.costs.breakdown.openai ?? 1);
		expect(ratio).toBeCloseTo(0.020746 / 0.0084, 6);
		expect(onWorkersAi[0]?.costs.breakdown.googleMaps).toBeCloseTo(projections[0]?.costs.breakdown.googleMaps ?? 0, 9);
	});

	it("the cost per user falls as caching and discounts grow, while the monthly total grows with users", () => {
		const perUser = projections.map((p) => p.costs.totalPerUser / p.monthlyAdventuresPerUser);
		const totals = projections.map((p) => p.costs.totalMonthly);
		for (let i = 1; i < projections.length; i++) {
			expect(perUser[i]).toBeLessThan(perUser[i - 1] ?? 0);
			expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? Number.POSITIVE_INFINITY);
		}
	});
});

describe("spending rules (domain/monitoring/spend.ts)", () => {
	it("paid providers pause when the spend so far reaches the budget; a budget of 0 pauses nothing", () => {
		expect(spendPaused(99.99, 100)).toBe(false);
		expect(spendPaused(100, 100)).toBe(true);
		expect(spendPaused(1000, 0)).toBe(false);
	});

	it("the e-mail levels: 80 above 80 % projected (the page's alert), 100 once the spend reached the budget", () => {
		expect(spendAlertLevels({ current: 10, projected: 80 }, 100)).toEqual([]);
		expect(spendAlertLevels({ current: 10, projected: 81 }, 100)).toEqual([80]);
		expect(spendAlertLevels({ current: 100, projected: 300 }, 100)).toEqual([80, 100]);
		expect(spendAlertLevels({ current: 5, projected: 50 }, 0)).toEqual([]);
	});

	it("paused until the first day of the next UTC month", () => {
		expect(nextMonthStart(new Date("2026-11-30T23:59:59Z"))).toBe("2026-12-01");
		expect(nextMonthStart(new Date("2026-12-15T00:00:00Z"))).toBe("2027-01-01");
	});

	it("the banner's sentence names what gave way to what, and until when", () => {
		const state = spendState({
			currentUsd: 100.4,
			budgetUsd: 100,
			now: new Date("2026-11-20T10:00:00Z"),
			paidServices: [
				{ paid: "OpenAI", keyless: "the built-in guide and writer" },
				{ paid: "Google Routes", keyless: "estimated routes" },
			],
		});
		expect(state).toMatchObject({ paused: true, until: "2026-12-01" });
		expect(state.message).toBe(
			"Paid services are paused: this month's spend ($100.40) reached the $100.00 monthly budget. OpenAI gave way to the built-in guide and writer and Google Routes to estimated routes, until Dec 1 (the month's end) or until the budget is raised.",
		);
		expect(spendState({ currentUsd: 50, budgetUsd: 100, now: new Date(), paidServices: [] })).toMatchObject({
			paused: false,
			gaveWay: [],
			message: null,
		});
	});

	it("settings read as whole numbers of at least 1, else the default", () => {
		expect(positiveWhole(" 25 ", 100)).toBe(25);
		for (const value of [undefined, "", "0", "-1", "1.5", "ten", "1e3"]) expect(positiveWhole(value, 100)).toBe(100);
	});
});
