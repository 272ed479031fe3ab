import { sql } from "drizzle-orm";
import type { MonitoringSettings, UsagePrice } from "../../domain/monitoring/prices";
import type { Db } from "./index";
import { usageDaily, usageEvents, usagePrices, usageSettings } from "./schema";

export type UsageEventRow = typeof usageEvents.$inferInsert;
export type DailyUsageRow = typeof usageDaily.$inferInsert & { count: number; units: number; costUsd: number };

/** Usage rows go 11 per statement: 9 columns stay under D1's 100 bound parameters. */
const EVENTS_PER_STATEMENT = 11;
/** Roll-up rows go 16 per statement (6 columns). */
const DAILY_PER_STATEMENT = 16;

function chunks<T>(rows: readonly T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
	return out;
}

/**
 * Writes usage events and adds to the daily roll-up in ONE D1 batch (one round trip, one
 * transaction): a roll-up row that exists is incremented (`count + excluded.count`, …).
 */
export async function writeUsage(
	db: Db,
	events: readonly UsageEventRow[],
	daily: readonly DailyUsageRow[],
): Promise<void> {
	const statements = [
		...chunks(events, EVENTS_PER_STATEMENT).map((rows) => db.insert(usageEvents).values(rows)),
		...chunks(daily, DAILY_PER_STATEMENT).map((rows) =>
			db
				.insert(usageDaily)
				.values(rows)
				.onConflictDoUpdate({
					target: [usageDaily.day, usageDaily.provider, usageDaily.sku],
					set: {
						count: sql`${usageDaily.count} + excluded.count`,
						units: sql`${usageDaily.units} + excluded.units`,
						costUsd: sql`${usageDaily.costUsd} + excluded.cost_usd`,
					},
				}),
		),
	];
	const [first, ...rest] = statements;
	if (!first) return;
	await db.batch([first, ...rest]);
}

/** The price table and the settings row (defaults when the row is missing). */
export async function readPricing(
	db: Db,
	defaults: MonitoringSettings,
): Promise<{ prices: UsagePrice[]; settings: MonitoringSettings }> {
	const [prices, settings] = await db.batch([
		db.select().from(usagePrices),
		db.select().from(usageSettings).where(sql`${usageSettings.id} = 1`),
	]);
	const row = settings[0];
	return {
		prices,
		settings: row ? { monthlyBudgetUsd: row.monthlyBudgetUsd, hostingMonthlyUsd: row.hostingMonthlyUsd } : defaults,
	};
}
