import type { Db } from "../db";
import { releaseRateLimitSlot, takeRateLimitSlot } from "../db/rate-limits";

/** A taken slot of a window, which can be given back when the request turns out not to count. */
export interface RateLimitSlot {
	release(): Promise<void>;
}

/**
 * A sliding-window limiter over D1 (strongly consistent, unlike KV, so the count is exact): at
 * most `limit` events per key within the last `windowMs`. Checking and recording are one step.
 */
export class RateLimiter {
	constructor(
		private readonly db: Db,
		private readonly limit: number,
		private readonly windowMs: number,
	) {}

	/** Records one event for `key`; null, and nothing recorded, when the window is already full. */
	async take(key: string, now = Date.now()): Promise<RateLimitSlot | null> {
		const id = await takeRateLimitSlot(this.db, key, this.limit, this.windowMs, now);
		if (id === null) return null;
		return { release: () => releaseRateLimitSlot(this.db, id) };
	}
}

/** The client a request comes from: Cloudflare's connecting IP, or one bucket for local runs. */
export function clientKey(headers: Headers): string {
	return headers.get("CF-Connecting-IP") ?? headers.get("X-Real-IP") ?? "local";
}
