import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db";
import { rateLimitEvents } from "../db/schema";

/**
 * A sliding-window limiter over D1: `hits` records one event, `isLimited` tells whether the key has
 * reached `limit` events within the last `windowMs`. Old rows are pruned as events are written.
 */
export class RateLimiter {
	constructor(
		private readonly db: Db,
		private readonly limit: number,
		private readonly windowMs: number,
	) {}

	async isLimited(key: string, now = Date.now()): Promise<boolean> {
		const [row] = await this.db
			.select({ n: count() })
			.from(rateLimitEvents)
			.where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, now - this.windowMs)));
		return (row?.n ?? 0) >= this.limit;
	}

	async hit(key: string, now = Date.now()): Promise<void> {
		await this.db.batch([
			this.db.insert(rateLimitEvents).values({ key, at: now }),
			this.db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, now - this.windowMs)),
		]);
	}
}

/** The client a request comes from: Cloudflare's connecting IP, or one bucket for local runs. */
export function clientKey(headers: Headers): string {
	return headers.get("CF-Connecting-IP") ?? headers.get("X-Real-IP") ?? "local";
}
