import { listPhrase } from "../english";
import { shortDay } from "../path/path-days";
import { BUDGET_ALERT_PERCENT, budgetPercent, type MonthProjection } from "./budget";

/**
 * Spending rules: when paid providers pause (the month's spend reached the budget), the per-account
 * daily cap on model calls, the budget e-mails to admins and how long raw usage rows are kept.
 * The Worker applies them (worker/services/spend-gate.ts, worker/services/maintenance.ts); the
 * monitoring page shows their state.
 */

/** Model calls one account may make per UTC day when MODEL_CALLS_PER_USER_PER_DAY is not set. */
export const MODEL_CALLS_PER_USER_PER_DAY = 100;

/**
 * Paid place calls (requests that reach Google Places: searches, suggestions, details, photos not yet
 * cached) one account, or one client address signed out, may make per UTC day when
 * PLACE_CALLS_PER_USER_PER_DAY is not set. Past it the keyless places provider answers.
 */
export const PLACE_CALLS_PER_USER_PER_DAY = 1000;

/** Days raw `usage_events` rows are kept when USAGE_EVENTS_RETENTION_DAYS is not set (a month and slack). */
export const USAGE_EVENTS_RETENTION_DAYS = 35;

/** The most a monthly budget may be set to (a typo guard: $1,000,000). */
export const MAX_MONTHLY_BUDGET_USD = 1_000_000;

/** The monitoring page's budget form and paused banner. */
export const SPEND_TEXTS = {
	budgetLabel: "Monthly budget (US$)",
	save: "Save budget",
	saved: "Budget saved.",
	saveFailed: "The budget could not be saved. Please try again.",
	invalid: `Enter an amount from 0 to ${MAX_MONTHLY_BUDGET_USD.toLocaleString("en-US")}.`,
	pausedHeading: "Paid services paused",
	raiseHint: "Raise the monthly budget below to bring them back now.",
} as const;

/** A setting read as a whole number of at least 1; anything else (unset, "abc", "0", "-3") is `fallback`. */
export function positiveWhole(value: string | undefined | null, fallback: number): number {
	const text = (value ?? "").trim();
	if (!/^\d+$/.test(text)) return fallback;
	const number = Number(text);
	return number >= 1 && Number.isSafeInteger(number) ? number : fallback;
}

/**
 * Paid providers pause once the month's spend so far (metered costs and the hosting fee's share of
 * the days gone: `MonthProjection.current`, what the page shows as "so far") reaches the monthly
 * budget. No budget (0) pauses nothing.
 */
export const spendPaused = (currentUsd: number, budgetUsd: number): boolean => budgetUsd > 0 && currentUsd >= budgetUsd;

/** The two budget e-mails: projected spend past 80 % of the budget, and paid services paused. */
export type SpendAlertLevel = 80 | 100;

/**
 * The levels this month has reached: 80 when the projection is past 80 % of the budget (the page's
 * budget alert, the same rule), 100 when the spend so far reached the budget (paid services paused).
 */
export function spendAlertLevels(
	projection: Pick<MonthProjection, "current" | "projected">,
	budgetUsd: number,
): SpendAlertLevel[] {
	const levels: SpendAlertLevel[] = [];
	if (
		budgetPercent(projection.projected, budgetUsd) > BUDGET_ALERT_PERCENT ||
		spendPaused(projection.current, budgetUsd)
	)
		levels.push(80);
	if (spendPaused(projection.current, budgetUsd)) levels.push(100);
	return levels;
}

/** The first day of the next UTC month (`YYYY-MM-DD`): when paused paid services come back on their own. */
export function nextMonthStart(now: Date): string {
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** A paid service this deployment uses and what stands in for it while spending is paused. */
export interface GiveWay {
	paid: "OpenAI" | "Workers AI" | "Google Places" | "Google Routes";
	keyless: string;
}

/** What stands in for each paid service (the keyless provider config would choose without the key). */
export const KEYLESS_LABELS = {
	llm: "the built-in guide and writer",
	places: {
		catalog: "the built-in places catalog",
		"catalog-osm": "the built-in catalog and OpenStreetMap",
		osm: "OpenStreetMap",
		google: "Google Places",
	},
	routes: { estimate: "estimated routes", osrm: "OpenStreetMap routing", google: "Google Routes" },
} as const;

/** The paused state as the usage report gives it and the monitoring page shows it. */
export interface SpendState {
	paused: boolean;
	/** The first day of next month (`YYYY-MM-DD`, UTC): the pause ends then, or when the budget is raised. */
	until: string;
	/** Which paid services gave way, and to what (empty when not paused). */
	gaveWay: GiveWay[];
	/** The banner's sentence; null when nothing is paused. */
	message: string | null;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** "OpenAI gave way to …, Google Places to … and Google Routes to …" */
function gaveWayPhrase(gaveWay: readonly GiveWay[]): string {
	return listPhrase(gaveWay.map((item, i) => `${item.paid}${i === 0 ? " gave way" : ""} to ${item.keyless}`));
}

/** The banner's sentence while spending is paused. */
function pausedMessage(input: {
	currentUsd: number;
	budgetUsd: number;
	until: string;
	gaveWay: readonly GiveWay[];
}): string {
	const reached = `This month's spend (${usd(input.currentUsd)}) reached the ${usd(input.budgetUsd)} monthly budget`;
	const until = `until ${shortDay(input.until)} (the month's end) or until the budget is raised`;
	if (input.gaveWay.length === 0) return `${reached}. No paid service is configured, so nothing had to give way.`;
	return `Paid services are paused: ${reached.charAt(0).toLowerCase()}${reached.slice(1)}. ${gaveWayPhrase(input.gaveWay)}, ${until}.`;
}

/** The state the page shows: paused or not, until when, and what gave way. */
export function spendState(input: {
	currentUsd: number;
	budgetUsd: number;
	now: Date;
	paidServices: readonly GiveWay[];
}): SpendState {
	const until = nextMonthStart(input.now);
	if (!spendPaused(input.currentUsd, input.budgetUsd)) return { paused: false, until, gaveWay: [], message: null };
	const gaveWay = [...input.paidServices];
	return { paused: true, until, gaveWay, message: pausedMessage({ ...input, until, gaveWay }) };
}

/** The admins' e-mail for a level reached (subject and plain text; `link` is the monitoring page). */
export function spendAlertEmail(input: {
	level: SpendAlertLevel;
	appName: string;
	projection: Pick<MonthProjection, "current" | "projected">;
	budgetUsd: number;
	state: SpendState;
	link: string | null;
}): { subject: string; text: string } {
	const { current, projected } = input.projection;
	const percent = Math.round(budgetPercent(projected, input.budgetUsd));
	const see = input.link
		? `See the monitoring page: ${input.link}`
		: "See the monitoring page (/admin/monitoring) to review it or raise the budget.";
	if (input.level === 100) {
		return {
			subject: `${input.appName}: paid services paused, the monthly budget is spent`,
			text: [
				input.state.message ?? pausedMessage({ currentUsd: current, budgetUsd: input.budgetUsd, ...input.state }),
				see,
			].join("\n\n"),
		};
	}
	return {
		subject: `${input.appName}: projected spend is ${percent}% of the monthly budget`,
		text: [
			`Projected spend this month is ${usd(projected)}, ${percent}% of the ${usd(input.budgetUsd)} monthly budget (${usd(current)} so far).`,
			"When the spend reaches the budget, OpenAI and Google give way to the built-in providers until the month ends or the budget is raised.",
			see,
		].join("\n\n"),
	};
}
