import type { Db } from "../db";
import { insertUsageEvents } from "../db/usage";
import type { UsageRecord, UsageSink } from "../providers/usage";

/**
 * Collects metered provider calls made while serving one request and writes them to D1 after the
 * response (waitUntil), so metering never slows a user down.
 */
export class UsageMeter implements UsageSink {
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
		await insertUsageEvents(
			db,
			this.records.splice(0).map((entry) => ({
				id: crypto.randomUUID(),
				at: now,
				provider: entry.provider,
				sku: entry.sku,
				units: entry.units ?? 1,
				costMicros: entry.costMicros ?? 0,
				userId: context.userId,
				adventureId: entry.adventureId ?? null,
				route: context.route,
			})),
		);
	}
}
