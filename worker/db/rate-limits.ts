import type { Db } from "./index";

/**
 * The longest window any limit counts over (a day: the share e-mails'); an event older than this
 * counts in no window, so every take may prune it. A limiter refuses a longer window.
 */
export const RATE_LIMIT_LONGEST_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Runs a take's conditional insert of `key`'s event in one batch (one transaction) with the
 * prunes: this key's events older than its window (`since`), and every key's older than the longest
 * window, so a short window never prunes a longer one's events. The new event's id, or null.
 */
async function takeWith(db: Db, key: string, since: number, now: number, insert: D1PreparedStatement) {
	const d1 = db.$client;
	const [taken] = await d1.batch<{ id: number }>([
		insert,
		d1.prepare("DELETE FROM rate_limit_events WHERE key = ?1 AND at <= ?2").bind(key, since),
		d1.prepare("DELETE FROM rate_limit_events WHERE at <= ?1").bind(now - RATE_LIMIT_LONGEST_WINDOW_MS),
	]);
	return taken?.results[0]?.id ?? null;
}

/**
 * Takes one slot of a sliding window in a single statement: the event is written only while the
 * key holds fewer than `limit` events newer than `now - windowMs`, so parallel requests cannot
 * all pass a count they read before any of them wrote. The same batch (one transaction) prunes
 * events no window counts any more. Returns the event's id, or null when the window is full.
 */
export async function takeRateLimitSlot(
	db: Db,
	key: string,
	limit: number,
	windowMs: number,
	now = Date.now(),
): Promise<number | null> {
	const since = now - windowMs;
	const insert = db.$client
		.prepare(
			`INSERT INTO rate_limit_events (key, at)
			SELECT ?1, ?2 WHERE (SELECT count(*) FROM rate_limit_events WHERE key = ?1 AND at > ?3) < ?4
			RETURNING id`,
		)
		.bind(key, now, since, limit);
	return takeWith(db, key, since, now, insert);
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
	const insert = db.$client
		.prepare(
			`INSERT INTO rate_limit_events (key, at)
			SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM rate_limit_events WHERE key = ?1 AND at > ?3)
				OR (SELECT count(DISTINCT key) FROM rate_limit_events WHERE key >= ?4 AND key < ?5 AND at > ?3) < ?6
			RETURNING id`,
		)
		.bind(key, now, since, `${group}:`, `${group};`, limit);
	return takeWith(db, key, since, now, insert);
}

/** Gives a slot back (a request that turned out not to count). */
export async function releaseRateLimitSlot(db: Db, id: number): Promise<void> {
	await db.$client.prepare("DELETE FROM rate_limit_events WHERE id = ?1").bind(id).run();
}
