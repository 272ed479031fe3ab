import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { MonitoringSettings } from "../../domain/monitoring/prices";
import type { Db } from "./index";
import { modelCallCounts, placeCallCounts, spendAlerts, usageDaily, usageSettings } from "./schema";

/** The roll-up's cost per provider over the days `from`..`to` (inclusive, `YYYY-MM-DD`): a handful of rows. */
export function costByProvider(db: Db, from: string, to: string): Promise<{ provider: string; costUsd: number }[]> {
	return db
		.select({
			provider: usageDaily.provider,
			costUsd: sql<number>`sum(${usageDaily.costUsd})`.mapWith(Number),
		})
		.from(usageDaily)
		.where(and(gte(usageDaily.day, from), lte(usageDaily.day, to)))
		.groupBy(usageDaily.provider);
}

/** The per-caller daily counts the spend gate caps: each table's name and the column naming whose count it is. */
const DAILY_COUNTS = {
	model: { table: "model_call_counts", key: "user_id" },
	place: { table: "place_call_counts", key: "caller" },
} as const;

/**
 * Counts one call of `kind` for `key` on `day` in ONE statement, only while the day's count is under
 * `limit`: parallel calls cannot all pass a count read before any of them wrote. Returns the new
 * count, or null (nothing counted) when the day's cap is reached.
 */
async function takeDailySlot(
	db: Db,
	kind: keyof typeof DAILY_COUNTS,
	key: string,
	day: string,
	limit: number,
): Promise<number | null> {
	const { table, key: column } = DAILY_COUNTS[kind];
	const row = await db.$client
		.prepare(
			`INSERT INTO ${table} (${column}, day, count) VALUES (?1, ?2, 1)
			ON CONFLICT (${column}, day) DO UPDATE SET count = count + 1 WHERE count < ?3
			RETURNING count`,
		)
		.bind(key, day, limit)
		.first<{ count: number }>();
	return row ? row.count : null;
}

/** Counts one model call for `userId` on `day` (see `takeDailySlot`); null when the day's cap is reached. */
export const takeModelCallSlot = (db: Db, userId: string, day: string, limit: number) =>
	takeDailySlot(db, "model", userId, day, limit);

/**
 * Counts one paid place call for `caller` (an account's id, or a client's address key) on `day`
 * (see `takeDailySlot`); null when the day's cap is reached.
 */
export const takePlaceCallSlot = (db: Db, caller: string, day: string, limit: number) =>
	takeDailySlot(db, "place", caller, day, limit);

/** Drops the per-account model-call and place-call counts of days before `day` (`YYYY-MM-DD`). */
export async function deleteCallCountsBefore(db: Db, day: string): Promise<void> {
	await db.batch([
		db.delete(modelCallCounts).where(lt(modelCallCounts.day, day)),
		db.delete(placeCallCounts).where(lt(placeCallCounts.day, day)),
	]);
}

/** Claims the budget e-mail of `month` and `level`: true for the one caller that wrote the row. */
export async function claimSpendAlert(db: Db, month: string, level: number, at: Date): Promise<boolean> {
	const rows = await db
		.insert(spendAlerts)
		.values({ month, level, sentAt: at })
		.onConflictDoNothing()
		.returning({ level: spendAlerts.level });
	return rows.length > 0;
}

/** Gives a claim back (no admin could be mailed), so the next run tries again. */
export async function releaseSpendAlert(db: Db, month: string, level: number): Promise<void> {
	await db.delete(spendAlerts).where(and(eq(spendAlerts.month, month), eq(spendAlerts.level, level)));
}

/**
 * Deletes at most `limit` usage events older than `before`, oldest first (the `at` index finds
 * them), and returns how many went. The scheduled Worker calls it a bounded number of times per run.
 */
export async function deleteUsageEventsBefore(db: Db, before: Date, limit: number): Promise<number> {
	const result = await db.$client
		.prepare(
			"DELETE FROM usage_events WHERE rowid IN (SELECT rowid FROM usage_events WHERE at < ?1 ORDER BY at LIMIT ?2)",
		)
		.bind(before.getTime(), limit)
		.run();
	return result.meta.changes ?? 0;
}

/** Sets the monthly budget (the settings row is written with `defaults` for the rest when missing). */
export async function writeMonthlyBudget(
	db: Db,
	monthlyBudgetUsd: number,
	defaults: MonitoringSettings,
): Promise<void> {
	await db
		.insert(usageSettings)
		.values({ id: 1, monthlyBudgetUsd, hostingMonthlyUsd: defaults.hostingMonthlyUsd })
		.onConflictDoUpdate({ target: usageSettings.id, set: { monthlyBudgetUsd } });
}
