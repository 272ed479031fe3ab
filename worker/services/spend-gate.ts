import { type MonthProjection, monthRange, projectMonth } from "../../domain/monitoring/budget";
import {
	COST_CATEGORIES,
	type CostBreakdown,
	MONITORING_SETTINGS,
	type MonitoringSettings,
	meteredCosts,
} from "../../domain/monitoring/prices";
import { type GiveWay, KEYLESS_LABELS, spendPaused } from "../../domain/monitoring/spend";
import type { AppConfig } from "../config";
import type { Db } from "../db";
import { costByProvider, takeModelCallSlot, takePlaceCallSlot } from "../db/spend";
import { readPricing } from "../db/usage";
import type { SpendGate, SpendRefusal } from "../providers/usage";

/** The month's spend is read at most once a minute per isolate (and forgotten when an admin sets the budget). */
const SPEND_TTL_MS = 60_000;

/** What the gate knows of a month: metered costs by line (from usage_daily) and the budget settings. */
export interface MonthSpend {
	month: string;
	metered: CostBreakdown;
	settings: MonitoringSettings;
}

/** Reads the month of `now` from D1 (no cache): the roll-up's costs this month and the settings row. */
export async function readMonthSpend(db: Db, now: Date): Promise<MonthSpend> {
	const range = monthRange(now);
	const [costs, pricing] = await Promise.all([
		costByProvider(db, range.first, range.today),
		readPricing(db, MONITORING_SETTINGS),
	]);
	return { month: range.month, metered: meteredCosts(costs), settings: pricing.settings };
}

/** Spend so far and projected for the month (the page's figures), and whether paid providers pause. */
export function spendFigures(spend: MonthSpend, now: Date): MonthProjection & { budgetUsd: number; paused: boolean } {
	const projection = projectMonth(spend.metered, now, spend.settings);
	const budgetUsd = spend.settings.monthlyBudgetUsd;
	return { ...projection, budgetUsd, paused: spendPaused(projection.current, budgetUsd) };
}

let cache: { at: number; month: string; value: Promise<MonthSpend>; settled: MonthSpend | null } | null = null;
/** The isolate's last answer of `paidAllowed` (true until one is known): providers' `kind` follows it. */
let lastPaidAllowed = true;

/** The month's spend, cached per isolate for a minute; a failed read is retried on the next call. */
function cachedMonthSpend(db: Db, now: Date): Promise<MonthSpend> {
	const month = monthRange(now).month;
	const at = now.getTime();
	if (!cache || cache.month !== month || at - cache.at > SPEND_TTL_MS || at < cache.at) {
		const value = readMonthSpend(db, now);
		const entry: NonNullable<typeof cache> = { at, month, value, settled: null };
		cache = entry;
		value.then(
			(spend) => {
				entry.settled = spend;
			},
			() => {
				if (cache === entry) cache = null;
			},
		);
	}
	return cache.value;
}

/** The budget changed (an admin set it in this isolate): the next check reads D1 again. */
export function forgetMonthSpend(): void {
	cache = null;
}

/**
 * Adds costs this isolate's meter just wrote to the cached month, so the isolate whose calls pass
 * the budget closes its gate at once (other isolates within a minute). A read still in flight may
 * or may not include them: it is dropped and read again.
 */
export function addToMonthSpend(rows: Iterable<{ provider: string; costUsd: number }>, at: Date): void {
	if (!cache) return;
	if (!cache.settled) {
		cache = null;
		return;
	}
	if (cache.month !== monthRange(at).month) return;
	const added = meteredCosts(rows);
	for (const category of COST_CATEGORIES) cache.settled.metered[category] += added[category];
}

/** The gate's last known answer in this isolate, for what must be known without waiting (a provider's `kind`). */
export const paidAllowedLastKnown = (): boolean => lastPaidAllowed;

/**
 * The spending rules over D1 (worker/providers/usage.ts SpendGate):
 * - paid providers (OpenAI, Google) are allowed while the month's spend so far (usage_daily's
 *   costs this UTC month + the hosting fee's share of the days gone) is under the monthly budget
 *   (usage_settings); read at most once a minute per isolate. At the budget they give way to the
 *   keyless providers until the month ends or the budget is raised;
 * - each account may make `config.modelCallsPerUserPerDay` model calls per UTC day, counted in
 *   one D1 statement (model_call_counts), so parallel calls cannot pass the cap together;
 * - each account (signed out: each client address) may make `config.placeCallsPerUserPerDay` paid
 *   place calls per UTC day, counted the same way (place_call_counts).
 * A failed read of the month lets paid calls through (logged): an outage of the meter is not a
 * reason to switch providers.
 */
export class D1SpendGate implements SpendGate {
	constructor(
		private readonly db: Db,
		private readonly config: Pick<AppConfig, "modelCallsPerUserPerDay" | "placeCallsPerUserPerDay">,
		private readonly now: () => Date = () => new Date(),
	) {}

	async paidAllowed(): Promise<boolean> {
		const now = this.now();
		try {
			const allowed = !spendFigures(await cachedMonthSpend(this.db, now), now).paused;
			lastPaidAllowed = allowed;
			return allowed;
		} catch (error) {
			console.warn("spend gate: the month's spend could not be read; paid calls allowed", error);
			return true;
		}
	}

	async takeModelCall(userId: string): Promise<{ ok: true } | { ok: false; reason: SpendRefusal }> {
		if (!(await this.paidAllowed())) return { ok: false, reason: "budget" };
		const count = await takeModelCallSlot(this.db, userId, this.day(), this.config.modelCallsPerUserPerDay);
		return count === null ? { ok: false, reason: "user-cap" } : { ok: true };
	}

	async takePlaceCall(caller: string): Promise<boolean> {
		return (await takePlaceCallSlot(this.db, caller, this.day(), this.config.placeCallsPerUserPerDay)) !== null;
	}

	/** Today's UTC day (`YYYY-MM-DD`), the caps' unit. */
	private day(): string {
		return this.now().toISOString().slice(0, 10);
	}
}

/** What the paid services list needs of config. */
export type PaidConfig = Pick<AppConfig, "llm" | "placesSource" | "routesSource" | "keyless">;

/** The paid services this deployment uses and what each gives way to while spending is paused. */
export function paidServices(config: PaidConfig): GiveWay[] {
	const list: GiveWay[] = [];
	if (config.llm === "openai") list.push({ paid: "OpenAI", keyless: KEYLESS_LABELS.llm });
	// Workers AI is paid too, past the account's free 10,000 neurons a day.
	if (config.llm === "workers-ai") list.push({ paid: "Workers AI", keyless: KEYLESS_LABELS.llm });
	if (config.placesSource === "google")
		list.push({ paid: "Google Places", keyless: KEYLESS_LABELS.places[config.keyless.placesSource] });
	if (config.routesSource === "google")
		list.push({ paid: "Google Routes", keyless: KEYLESS_LABELS.routes[config.keyless.routesSource] });
	return list;
}
