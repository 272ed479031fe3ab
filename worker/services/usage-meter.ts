import {
	costUsd,
	MONITORING_SETTINGS,
	type MonitoringSettings,
	toMicros,
	USAGE_PROVIDERS,
	type UsagePrice,
} from "../../domain/monitoring/prices";
import type { Db } from "../db";
import { type DailyUsageRow, readPricing, writeUsage } from "../db/usage";
import type { UsageRecord, UsageSink } from "../providers/usage";
import { addToMonthSpend } from "./spend-gate";

/** The UTC day (`YYYY-MM-DD`) a roll-up row belongs to. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Prices and settings are read at most every 5 minutes per isolate (they change by hand, rarely). */
const PRICING_TTL_MS = 5 * 60_000;
let pricingCache: { at: number; value: Promise<{ prices: UsagePrice[]; settings: MonitoringSettings }> } | null = null;

/** The `usage_prices` rows and the budget settings, cached per isolate; a failed read is retried next time. */
function pricing(db: Db): Promise<{ prices: UsagePrice[]; settings: MonitoringSettings }> {
	const now = Date.now();
	if (!pricingCache || now - pricingCache.at > PRICING_TTL_MS) {
		const value = readPricing(db, MONITORING_SETTINGS);
		pricingCache = { at: now, value };
		value.catch(() => {
			if (pricingCache?.value === value) pricingCache = null;
		});
	}
	return pricingCache.value;
}

/** Sums calls by provider SKU into roll-up rows for `day`, priced with `prices`. */
function rollUp(
	day: string,
	entries: Iterable<{ provider: string; sku: string; count: number; units: number; costUsd: number }>,
): DailyUsageRow[] {
	const rows = new Map<string, DailyUsageRow>();
	for (const entry of entries) {
		const key = `${entry.provider}\u0000${entry.sku}`;
		const row = rows.get(key) ?? { day, provider: entry.provider, sku: entry.sku, count: 0, units: 0, costUsd: 0 };
		row.count += entry.count;
		row.units += entry.units;
		row.costUsd += entry.costUsd;
		rows.set(key, row);
	}
	return [...rows.values()];
}

/**
 * Collects the provider calls made while serving one request (or one room call) and writes them
 * after the response (waitUntil): a `usage_events` row per call and the daily roll-up, in one D1
 * batch. Costs come from the `usage_prices` table; the provider's own estimate is kept only when
 * the table cannot be read.
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
		const records = this.records.splice(0);
		const prices = await pricing(db).then(
			(value) => value.prices,
			() => null,
		);
		const now = new Date();
		const priced = records.map((entry) => {
			const units = entry.units ?? 1;
			const usd = prices ? costUsd(prices, { ...entry, units }) : (entry.costMicros ?? 0) / 1e6;
			return { entry, units, usd };
		});
		await writeUsage(
			db,
			priced.map(({ entry, units, usd }) => ({
				id: crypto.randomUUID(),
				at: now,
				provider: entry.provider,
				sku: entry.sku,
				units,
				costMicros: toMicros(usd),
				userId: context.userId,
				adventureId: entry.adventureId ?? null,
				route: context.route,
			})),
			rollUp(
				utcDay(now),
				priced.map(({ entry, units, usd }) => ({
					provider: entry.provider,
					sku: entry.sku,
					count: 1,
					units,
					costUsd: usd,
				})),
			),
		);
		addToMonthSpend(
			priced.map(({ entry, usd }) => ({ provider: entry.provider, costUsd: usd })),
			now,
		);
	}
}

/** When an isolate's tally is written: every 10 s or every 200 requests, whichever comes first. */
const TALLY_FLUSH = { maxAgeMs: 10_000, maxRequests: 200 } as const;

/**
 * Requests per route and D1 queries per route, counted in memory per isolate (a Map increment per
 * request: the hot path never waits on D1 for metering) and written as one batched upsert into the
 * daily roll-up when due. Counts of an isolate that dies before its next flush are lost: at most
 * 10 s or 200 requests' worth, which the monitoring screen can afford.
 */
export class UsageTally {
	private readonly counts = new Map<string, { provider: string; sku: string; count: number; units: number }>();
	private requests = 0;
	private lastFlush: number;

	constructor(
		private readonly limits: { maxAgeMs: number; maxRequests: number } = TALLY_FLUSH,
		private readonly now: () => number = Date.now,
	) {
		this.lastFlush = now();
	}

	private add(provider: string, sku: string, count: number, units: number): void {
		const key = `${provider}\u0000${sku}`;
		const entry = this.counts.get(key);
		if (entry) {
			entry.count += count;
			entry.units += units;
		} else {
			this.counts.set(key, { provider, sku, count, units });
		}
	}

	/** One request served on `route` ("GET /api/adventures") that ran `queries` D1 queries. */
	request(route: string, queries: number): void {
		this.requests += 1;
		this.add(USAGE_PROVIDERS.workers, route, 1, 1);
		if (queries > 0) this.add(USAGE_PROVIDERS.d1, route, 1, queries);
	}

	/** Whether the counts should be written now. */
	get due(): boolean {
		return this.requests >= this.limits.maxRequests || this.now() - this.lastFlush >= this.limits.maxAgeMs;
	}

	/** Empties the tally and writes what it held into the roll-up (one batch). */
	async flush(db: Db): Promise<void> {
		this.lastFlush = this.now();
		this.requests = 0;
		if (this.counts.size === 0) return;
		const entries = [...this.counts.values()];
		this.counts.clear();
		const prices = await pricing(db).then(
			(value) => value.prices,
			() => [],
		);
		const at = new Date(this.now());
		const rows = rollUp(
			utcDay(at),
			entries.map((entry) => ({
				...entry,
				costUsd: costUsd(prices, { provider: entry.provider, sku: entry.sku, units: entry.units }),
			})),
		);
		await writeUsage(db, [], rows);
		addToMonthSpend(rows, at);
	}
}

/** This isolate's tally (module state lives as long as the isolate). */
export const isolateTally = new UsageTally();
