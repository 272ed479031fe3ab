import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BETA_ATTEMPTS_PER_MINUTE } from "../../domain/user/beta";
import { rateLimitEvents } from "../../worker/db/schema";
import { RateLimiter } from "../../worker/services/rate-limit";
import { call, db, json, uniqueIp } from "./helpers";

const key = () => `test:${crypto.randomUUID()}`;
const eventsOf = (k: string) => db().select().from(rateLimitEvents).where(eq(rateLimitEvents.key, k));

describe("RateLimiter (one atomic check-and-record step)", () => {
	it("lets exactly `limit` of a parallel burst through and records only those", async () => {
		const k = key();
		const limiter = new RateLimiter(db(), 5, 60_000);
		const slots = await Promise.all(Array.from({ length: 20 }, () => limiter.take(k)));
		expect(slots.filter(Boolean)).toHaveLength(5);
		expect(await eventsOf(k)).toHaveLength(5);
	});

	it("counts only the window: older events neither count nor stay", async () => {
		const k = key();
		const now = Date.now();
		await db()
			.insert(rateLimitEvents)
			.values([
				{ key: k, at: now - 61_000 },
				{ key: k, at: now - 1000 },
			]);
		const limiter = new RateLimiter(db(), 2, 60_000);
		expect(await limiter.take(k, now)).not.toBeNull();
		expect(await limiter.take(k, now)).toBeNull();
		expect((await eventsOf(k)).map((event) => event.at).sort()).toEqual([now - 1000, now]);
	});

	it("a short window's take keeps a longer window's events; none outlives a day", async () => {
		const daily = key();
		const now = Date.now();
		await db()
			.insert(rateLimitEvents)
			.values([
				{ key: daily, at: now - 2 * 60 * 60_000 },
				{ key: daily, at: now - 25 * 60 * 60_000 },
			]);
		expect(await new RateLimiter(db(), 5, 60_000).take(key(), now)).not.toBeNull();
		expect((await eventsOf(daily)).map((event) => event.at)).toEqual([now - 2 * 60 * 60_000]);
		// The day's window still counts the event two hours old.
		expect(await new RateLimiter(db(), 1, 24 * 60 * 60_000).take(daily, now)).toBeNull();
		expect(() => new RateLimiter(db(), 1, 25 * 60 * 60_000)).toThrow();
	});

	it("counts distinct members of a group: a member again takes no new place, one too many is refused", async () => {
		const group = key();
		const limiter = new RateLimiter(db(), 2, 60_000);
		expect(await limiter.takeDistinct(group, "a@x.org")).not.toBeNull();
		expect(await limiter.takeDistinct(group, "b@x.org")).not.toBeNull();
		expect(await limiter.takeDistinct(group, "a@x.org")).not.toBeNull();
		expect(await limiter.takeDistinct(group, "c@x.org")).toBeNull();
		// Another group, even one whose name starts the same, has its own places.
		expect(await limiter.takeDistinct(`${group}x`, "c@x.org")).not.toBeNull();
		// Parallel takes of new members pass the limit no more than one at a time.
		const burst = key();
		const slots = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.takeDistinct(burst, `m${i}`)));
		expect(slots.filter(Boolean)).toHaveLength(2);
	});

	it("gives a released slot back", async () => {
		const k = key();
		const limiter = new RateLimiter(db(), 1, 60_000);
		const slot = await limiter.take(k);
		expect(slot).not.toBeNull();
		expect(await limiter.take(k)).toBeNull();
		await slot?.release();
		expect(await eventsOf(k)).toEqual([]);
		expect(await limiter.take(k)).not.toBeNull();
	});
});

describe("rate limit middleware under a burst", () => {
	it(`answers at most ${BETA_ATTEMPTS_PER_MINUTE} parallel wrong beta passwords; the rest are 429`, async () => {
		const ip = uniqueIp();
		const statuses = await Promise.all(
			Array.from({ length: BETA_ATTEMPTS_PER_MINUTE + 5 }, (_, i) =>
				call("/api/beta/authenticate", json({ password: `wrong-${i}` }, { headers: { "CF-Connecting-IP": ip } })).then(
					(res) => res.status,
				),
			),
		);
		expect(statuses.filter((status) => status === 401)).toHaveLength(BETA_ATTEMPTS_PER_MINUTE);
		expect(statuses.filter((status) => status === 429)).toHaveLength(5);
	});
});
