import type { Db } from "../db";
import {
	RATE_LIMIT_LONGEST_WINDOW_MS,
	type RateLimitTake,
	rateLimitTake,
	releaseRateLimitSlot,
	takeDistinctRateLimitSlot,
	takenId,
	takeRateLimitSlot,
} from "../db/rate-limits";

export type { RateLimitTake };

/** A taken slot of a window, which can be given back when the request turns out not to count. */
export interface RateLimitSlot {
	release(): Promise<void>;
}

/**
 * A sliding-window limiter over D1 (strongly consistent, unlike KV, so the count is exact): at
 * most `limit` events per key within the last `windowMs` (a day at most). Checking and recording
 * are one step.
 */
export class RateLimiter {
	constructor(
		private readonly db: Db,
		private readonly limit: number,
		private readonly windowMs: number,
	) {
		if (windowMs > RATE_LIMIT_LONGEST_WINDOW_MS)
			throw new Error(`a rate-limit window is at most a day (${windowMs} ms)`);
	}

	/** Records one event for `key`; null, and nothing recorded, when the window is already full. */
	async take(key: string, now = Date.now()): Promise<RateLimitSlot | null> {
		return this.slot(await takeRateLimitSlot(this.db, key, this.limit, this.windowMs, now));
	}

	/**
	 * `take` in a caller's own D1 batch: the statements that record the event (run them in one batch
	 * with the caller's reads: one round trip), and the slot read from what the first one answered
	 * (null, and nothing recorded, when the window was already full).
	 */
	taking(
		key: string,
		now = Date.now(),
	): { take: RateLimitTake; slot: (inserted: { id: number }[]) => RateLimitSlot | null } {
		return {
			take: rateLimitTake(this.db, key, this.limit, this.windowMs, now),
			slot: (inserted) => this.slot(takenId(inserted)),
		};
	}

	/**
	 * Records one event for `member` of `group`, counting distinct members rather than events: null,
	 * and nothing recorded, when the group already holds `limit` other members in the window.
	 */
	async takeDistinct(group: string, member: string, now = Date.now()): Promise<RateLimitSlot | null> {
		return this.slot(await takeDistinctRateLimitSlot(this.db, group, member, this.limit, this.windowMs, now));
	}

	private slot(id: number | null): RateLimitSlot | null {
		if (id === null) return null;
		return { release: () => releaseRateLimitSlot(this.db, id) };
	}
}

/** The one bucket of requests whose client address is unknown (local runs) or unreadable. */
const LOCAL_CLIENT = "local";

/**
 * The rate-limit key of the client a request comes from, read from `CF-Connecting-IP` alone:
 * Cloudflare sets it on every request and overwrites any value a client sends. `X-Real-IP` and
 * `X-Forwarded-For` are never read: any client can set them, which would give each request a bucket
 * of its own. IPv4 addresses key as themselves (`ip4:203.0.113.7`, IPv4-mapped IPv6 included);
 * IPv6 addresses by their /64 (`ip6:2001:db8:1:2::/64`), the block one subscriber gets, so a client
 * cannot step through its own 2^64 addresses. A missing or unreadable header is one shared bucket.
 */
export function clientKey(headers: Headers): string {
	const address = headers.get("CF-Connecting-IP")?.trim();
	if (!address) return LOCAL_CLIENT;
	const v4 = parseIpv4(address);
	if (v4) return `ip4:${v4.join(".")}`;
	const v6 = parseIpv6(address);
	if (!v6) return LOCAL_CLIENT;
	// ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket.
	if (v6.slice(0, 5).every((h) => h === 0) && v6[5] === 0xffff) {
		const [hi = 0, lo = 0] = v6.slice(6);
		return `ip4:${[hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".")}`;
	}
	return `ip6:${v6
		.slice(0, 4)
		.map((h) => h.toString(16))
		.join(":")}::/64`;
}

/** Four octets of a dotted-quad IPv4 address, or null. */
function parseIpv4(text: string): number[] | null {
	const parts = text.split(".");
	if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
	const octets = parts.map(Number);
	return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (full, `::`-compressed, with a trailing IPv4 or a zone), or null. */
function parseIpv6(text: string): number[] | null {
	const address = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
	const halves = address.split("::");
	if (halves.length > 2) return null;
	// A trailing IPv4 part may only end the address.
	const groups = (half: string | undefined, last: boolean): number[] | null => {
		if (!half) return [];
		const out: number[] = [];
		const parts = half.split(":");
		for (const [i, part] of parts.entries()) {
			if (last && i === parts.length - 1 && part.includes(".")) {
				const v4 = parseIpv4(part);
				if (!v4) return null;
				const [a = 0, b = 0, c = 0, d = 0] = v4;
				out.push((a << 8) | b, (c << 8) | d);
			} else if (/^[0-9a-f]{1,4}$/i.test(part)) {
				out.push(Number.parseInt(part, 16));
			} else {
				return null;
			}
		}
		return out;
	};
	const head = groups(halves[0], halves.length === 1);
	const tail = groups(halves[1], true);
	if (!head || !tail) return null;
	if (halves.length === 1) return head.length === 8 ? head : null;
	const missing = 8 - head.length - tail.length;
	if (missing < 1) return null;
	return [...head, ...Array<number>(missing).fill(0), ...tail];
}
