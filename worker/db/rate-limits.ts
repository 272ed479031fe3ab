import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "./index";
import { rateLimitEvents } from "./schema";

/**
 * The longest window any limit counts over (a day: the share e-mails'); an event older than this
 * counts in no window, so every take may prune it. A limiter refuses a longer window.
 */
export const RATE_LIMIT_LONGEST_WINDOW_MS = 24 * 60 * 60_000;

const events = rateLimitEvents;

/**
 * A take's statements, to run in one batch (one transaction): the conditional insert of `key`'s event
 * (`select`: the row it inserts, or none), which answers the new event's id, then the prunes: this
 * key's events older than its window (`since`), and every key's older than the longest window, so a
 * short window never prunes a longer one's events. A caller may run them in a batch of its own reads.
 */
function takeWith(db: Db, key: string, since: number, now: number, select: ReturnType<typeof sql>) {
	return [
		db.insert(events).select(select).returning({ id: events.id }),
		db.delete(events).where(and(eq(events.key, key), lte(events.at, since))),
		db.delete(events).where(lte(events.at, now - RATE_LIMIT_LONGEST_WINDOW_MS)),
	] as const;
}

/** What a take's insert answered: the new event's id, or null when the window was full. */
export const takenId = (inserted: readonly { id: number }[]): number | null => inserted[0]?.id ?? null;

/** The statements of `takeRateLimitSlot`, for a caller's own batch (its first answers `takenId`). */
export type RateLimitTake = ReturnType<typeof takeWith>;

/**
 * Takes one slot of a sliding window in a single statement: the event is written only while the
 * key holds fewer than `limit` events newer than `now - windowMs`, so parallel requests cannot
 * all pass a count they read before any of them wrote. The same batch (one transaction) prunes
 * events no window counts any more. The statements, for `takeRateLimitSlot` or a caller's batch.
 */
export function rateLimitTake(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): RateLimitTake {
	const since = now - windowMs;
	return takeWith(
		db,
		key,
		since,
		now,
		sql`SELECT NULL, ${key}, ${now} WHERE (SELECT count(*) FROM ${events} WHERE ${events.key} = ${key} AND ${events.at} > ${since}) < ${limit}`,
	);
}

/** `rateLimitTake` run alone: the event's id, or null when the window is full. */
export async function takeRateLimitSlot(
	db: Db,
	key: string,
	limit: number,
	windowMs: number,
	now = Date.now(),
): Promise<number | null> {
	const [inserted] = await db.batch(rateLimitTake(db, key, limit, windowMs, now));
	return takenId(inserted);
}

/**
 * Takes a slot for `member` among the distinct members of `group` (a sender's recipients), in a
 * single statement: the event (key `group:member`) is written when the member already has one in
 * the window, or while the group holds fewer than `limit` distinct members newer than
 * `now - windowMs`. Returns the event's id, or null when the member would be one too many. A
 * group's name holds no ":" after another group's name (`share:u1` and `share:u1:x` would overlap).
 */
export async function takeDistinctRateLimitSlot(
	db: Db,
	group: string,
	member: string,
	limit: number,
	windowMs: number,
	now = Date.now(),
): Promise<number | null> {
	const since = now - windowMs;
	const key = `${group}:${member}`;
	// Every key of the group and no other: from "group:" up to "group;" (";" sorts right after ":").
	const [inserted] = await db.batch(
		takeWith(
			db,
			key,
			since,
			now,
			sql`SELECT NULL, ${key}, ${now} WHERE EXISTS (SELECT 1 FROM ${events} WHERE ${events.key} = ${key} AND ${events.at} > ${since})
				OR (SELECT count(DISTINCT ${events.key}) FROM ${events} WHERE ${events.key} >= ${`${group}:`} AND ${events.key} < ${`${group};`} AND ${events.at} > ${since}) < ${limit}`,
		),
	);
	return takenId(inserted);
}

/** Gives a slot back (a request that turned out not to count). */
export async function releaseRateLimitSlot(db: Db, id: number): Promise<void> {
	await db.$client.prepare("DELETE FROM rate_limit_events WHERE id = ?1").bind(id).run();
}
