import type { Db } from "../db";
import { usageEvents } from "../db/schema";

export interface UsageRecord {
	provider: string;
	sku: string;
	units?: number;
	costMicros?: number;
	adventureId?: string | null;
}

/**
 * Collects metered provider calls made while serving one request and writes them to D1 after the
 * response (waitUntil), so metering never slows a user down.
 */
export class UsageMeter {
	private readonly records: UsageRecord[] = [];

	record(entry: UsageRecord): void {
		this.records.push(entry);
	}

	get pending(): readonly UsageRecord[] {
		return this.records;
	}

	async flush(db: Db, context: { userId: string | null; route: string }): Promise<void> {
		if (this.records.length === 0) return;
		const now = new Date();
		const rows = this.records.splice(0).map((entry) => ({
			id: crypto.randomUUID(),
			at: now,
			provider: entry.provider,
			sku: entry.sku,
			units: entry.units ?? 1,
			costMicros: entry.costMicros ?? 0,
			userId: context.userId,
			adventureId: entry.adventureId ?? null,
			route: context.route,
		}));
		// 9 columns → at most 11 rows per statement under D1's 100 bound parameters.
		for (let i = 0; i < rows.length; i += 11) {
			await db.insert(usageEvents).values(rows.slice(i, i + 11));
		}
	}
}
