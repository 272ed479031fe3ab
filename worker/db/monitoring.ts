import { and, gte, lte, sql } from "drizzle-orm";
import type { Db } from "./index";
import { usageDaily, users } from "./schema";

export interface UsageTotal {
	provider: string;
	sku: string;
	count: number;
	units: number;
	costUsd: number;
}

/** The roll-up summed per provider SKU over the days `from`..`to` (inclusive, `YYYY-MM-DD`). */
export function usageTotals(db: Db, from: string, to: string): Promise<UsageTotal[]> {
	return db
		.select({
			provider: usageDaily.provider,
			sku: usageDaily.sku,
			count: sql<number>`sum(${usageDaily.count})`.mapWith(Number),
			units: sql<number>`sum(${usageDaily.units})`.mapWith(Number),
			costUsd: sql<number>`sum(${usageDaily.costUsd})`.mapWith(Number),
		})
		.from(usageDaily)
		.where(and(gte(usageDaily.day, from), lte(usageDaily.day, to)))
		.groupBy(usageDaily.provider, usageDaily.sku);
}

/** Cost and calls per day and provider over `from`..`to`. */
export function dailyCosts(
	db: Db,
	from: string,
	to: string,
): Promise<{ day: string; provider: string; count: number; costUsd: number }[]> {
	return db
		.select({
			day: usageDaily.day,
			provider: usageDaily.provider,
			count: sql<number>`sum(${usageDaily.count})`.mapWith(Number),
			costUsd: sql<number>`sum(${usageDaily.costUsd})`.mapWith(Number),
		})
		.from(usageDaily)
		.where(and(gte(usageDaily.day, from), lte(usageDaily.day, to)))
		.groupBy(usageDaily.day, usageDaily.provider)
		.orderBy(usageDaily.day);
}

/** Every user's join and last-seen dates, which the status rule (domain/user/status) counts. */
export function userDates(db: Db): Promise<{ createdAt: Date; lastSeenAt: Date | null }[]> {
	return db.select({ createdAt: users.createdAt, lastSeenAt: users.lastSeenAt }).from(users);
}
