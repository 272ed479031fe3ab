import { COST_CATEGORIES, type CostBreakdown, type MonitoringSettings, zeroBreakdown } from "./prices";

/** Above this share of the budget (projected) the bar turns yellow and the budget recommendation shows. */
export const BUDGET_ALERT_PERCENT = 80;
/** At or below this share of the budget the 'efficient' message shows. */
export const EFFICIENT_PERCENT = 50;
/** Month-to-date OpenAI spend above which the screen recommends saving on it. */
export const OPENAI_SPEND_ALERT_USD = 15;
/** Month-to-date Google Maps spend above which the screen recommends saving on it. */
export const GOOGLE_MAPS_SPEND_ALERT_USD = 25;

const sum = (costs: CostBreakdown) => COST_CATEGORIES.reduce((total, category) => total + costs[category], 0);

/** Days in the UTC month of `now`, and which day of it `now` is (1-based). */
function monthDays(now: Date): { day: number; days: number } {
	const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
	return { day: now.getUTCDate(), days };
}

export interface MonthProjection {
	/** Spent so far this month (metered costs + the hosting fee for the days gone). */
	current: number;
	/** Projected month total. */
	projected: number;
	/** The projected total by cost line. */
	breakdown: CostBreakdown;
	/** Spent so far by cost line (hosting includes its share of the fee). */
	currentBreakdown: CostBreakdown;
}

/**
 * Linear run-rate projection over the UTC calendar month. With `day` the day of the month (today
 * counted) and `days` the month's length:
 *   current[c]   = metered[c]                       (+ hostingFee × day / days for hosting)
 *   projected[c] = metered[c] × days / day          (+ hostingFee for hosting)
 * so projected = current × days / day. Counting today whole keeps day 1 from projecting a few
 * minutes of traffic over a month.
 */
export function projectMonth(metered: CostBreakdown, now: Date, settings: MonitoringSettings): MonthProjection {
	const { day, days } = monthDays(now);
	const factor = days / day;
	const currentBreakdown = zeroBreakdown();
	const breakdown = zeroBreakdown();
	for (const category of COST_CATEGORIES) {
		currentBreakdown[category] = metered[category];
		breakdown[category] = metered[category] * factor;
	}
	currentBreakdown.hosting += (settings.hostingMonthlyUsd * day) / days;
	breakdown.hosting += settings.hostingMonthlyUsd;
	return { current: sum(currentBreakdown), projected: sum(breakdown), breakdown, currentBreakdown };
}

/** Projected spend as a percentage of the monthly budget (0 when no budget is set). */
export function budgetPercent(projected: number, budgetUsd: number): number {
	return budgetUsd > 0 ? (projected / budgetUsd) * 100 : 0;
}

export type SpendBarColour = "red" | "yellow" | "green";

/** The projected-spend bar: red above 100 % of the budget, yellow above 80 %, green otherwise. */
export function spendBarColour(percent: number): SpendBarColour {
	if (percent > 100) return "red";
	if (percent > BUDGET_ALERT_PERCENT) return "yellow";
	return "green";
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * The alerts of `GET /api/monitoring/usage`: the projection past the budget, or past 80 % of it;
 * month-to-date spend already past the budget.
 */
export function budgetAlerts(projection: Pick<MonthProjection, "current" | "projected">, budgetUsd: number): string[] {
	const alerts: string[] = [];
	const percent = budgetPercent(projection.projected, budgetUsd);
	if (projection.current > budgetUsd) {
		alerts.push(`Spend this month (${usd(projection.current)}) has passed the ${usd(budgetUsd)} monthly budget.`);
	}
	if (percent > 100) {
		alerts.push(`Projected spend ${usd(projection.projected)} exceeds the ${usd(budgetUsd)} monthly budget.`);
	} else if (percent > BUDGET_ALERT_PERCENT) {
		alerts.push(
			`Projected spend ${usd(projection.projected)} is ${Math.round(percent)}% of the ${usd(budgetUsd)} monthly budget.`,
		);
	}
	return alerts;
}

export interface Recommendation {
	id: "openai" | "googleMaps" | "budget" | "efficient";
	tone: "warning" | "ok";
	text: string;
}

/**
 * The four recommendation rules: OpenAI spend above $15; Google Maps spend above $25 (both month
 * to date); the budget alert (projected spend) above 80 %; the 'efficient' message at 50 % or below.
 */
export function recommendations(input: {
	openaiCost: number;
	googleMapsCost: number;
	budgetPercent: number;
}): Recommendation[] {
	const list: Recommendation[] = [];
	if (input.openaiCost > OPENAI_SPEND_ALERT_USD) {
		list.push({
			id: "openai",
			tone: "warning",
			text: `OpenAI spend is ${usd(input.openaiCost)} this month (above ${usd(OPENAI_SPEND_ALERT_USD)}): cache place summaries and guide answers, and keep prompts short.`,
		});
	}
	if (input.googleMapsCost > GOOGLE_MAPS_SPEND_ALERT_USD) {
		list.push({
			id: "googleMaps",
			tone: "warning",
			text: `Google Maps spend is ${usd(input.googleMapsCost)} this month (above ${usd(GOOGLE_MAPS_SPEND_ALERT_USD)}): lengthen the place cache and ask for fewer fields and photos.`,
		});
	}
	if (input.budgetPercent > BUDGET_ALERT_PERCENT) {
		list.push({
			id: "budget",
			tone: "warning",
			text: `Projected spend is ${Math.round(input.budgetPercent)}% of the monthly budget: review the costliest services below or raise the budget.`,
		});
	}
	if (input.budgetPercent <= EFFICIENT_PERCENT) {
		list.push({
			id: "efficient",
			tone: "ok",
			text: `Usage is efficient: projected spend is ${Math.round(input.budgetPercent)}% of the monthly budget.`,
		});
	}
	return list;
}

/** The first and last day (`YYYY-MM-DD`, UTC) of the month of `now`, and today. */
export function monthRange(now: Date): { month: string; first: string; today: string; days: string[] } {
	const year = now.getUTCFullYear();
	const month = now.getUTCMonth();
	const days: string[] = [];
	for (let day = 1; day <= now.getUTCDate(); day++)
		days.push(new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10));
	const today = days.at(-1) ?? now.toISOString().slice(0, 10);
	return { month: today.slice(0, 7), first: days[0] ?? today, today, days };
}
