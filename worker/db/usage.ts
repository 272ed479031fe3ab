import type { Db } from "./index";
import { usageEvents } from "./schema";

export type UsageEventRow = typeof usageEvents.$inferInsert;

/** Writes usage rows, 11 per statement: 9 columns stay under D1's 100 bound parameters. */
export async function insertUsageEvents(db: Db, rows: readonly UsageEventRow[]): Promise<void> {
	for (let i = 0; i < rows.length; i += 11) {
		await db.insert(usageEvents).values(rows.slice(i, i + 11));
	}
}
