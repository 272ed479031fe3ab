import type { Db } from "./index";

/**
 * Takes one slot of a sliding window in a single statement: the event is written only while the
 * key holds fewer than `limit` events newer than `now - windowMs`, so parallel requests cannot
 * all pass a count they read before any of them wrote. The same batch (one transaction) prunes
 * events older than the window. Returns the event's id, or null when the window is full.
 */
export async function takeRateLimitSlot(
	db: Db,
	key: string,
	limit: number,
	windowMs: number,
	now = Date.now(),
): Promise<number | null> {
	const d1 = db.$client;
	const since = now - windowMs;
	const [taken] = await d1.batch<{ id: number }>([
		d1
			.prepare(
				`INSERT INTO rate_limit_events (key, at)
				SELECT ?1, ?2 WHERE (SELECT count(*) FROM rate_limit_events WHERE key = ?1 AND at > ?3) < ?4
				RETURNING id`,
			)
			.bind(key, now, since, limit),
		d1.prepare("DELETE FROM rate_limit_events WHERE at < ?1").bind(since),
	]);
	return taken?.results[0]?.id ?? null;
}

/** Gives a slot back (a request that turned out not to count). */
export async function releaseRateLimitSlot(db: Db, id: number): Promise<void> {
	await db.$client.prepare("DELETE FROM rate_limit_events WHERE id = ?1").bind(id).run();
}
