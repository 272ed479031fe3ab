import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Db } from "./index";
import { type SessionIndexRow, sessions, type UserRow, users } from "./schema";

/** Adds a session to its user's index. */
export async function insertSessionRow(db: Db, row: SessionIndexRow): Promise<void> {
	await db.insert(sessions).values(row);
}

/** The user of a live indexed session (row present, not expired, same user as the KV record). */
export async function findSessionUser(
	db: Db,
	idHash: string,
	userId: string,
	now = new Date(),
): Promise<UserRow | undefined> {
	const [found] = await db
		.select({ user: users })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.idHash, idHash), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
		.limit(1);
	return found?.user;
}

/** The user's live (unexpired) sessions in the index. */
export function listLiveSessionRows(db: Db, userId: string, now = new Date()): Promise<SessionIndexRow[]> {
	return db
		.select()
		.from(sessions)
		.where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
}

export async function deleteSessionRow(db: Db, idHash: string): Promise<void> {
	await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user but the one named; returns the hashes of those ended. */
export async function deleteOtherSessionRows(db: Db, userId: string, keepIdHash: string): Promise<string[]> {
	const ended = await db
		.delete(sessions)
		.where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
		.returning({ idHash: sessions.idHash });
	return ended.map((row) => row.idHash);
}

/**
 * Ends the user's sessions whose sign-in did not prove the e-mail address (e.g. the local switch);
 * returns the hashes of those ended.
 */
export async function deleteUnprovenSessionRows(db: Db, userId: string): Promise<string[]> {
	const ended = await db
		.delete(sessions)
		.where(and(eq(sessions.userId, userId), eq(sessions.proven, false)))
		.returning({ idHash: sessions.idHash });
	return ended.map((row) => row.idHash);
}

/** Drops the user's expired rows (their KV records are gone by TTL). */
export async function deleteExpiredSessionRows(db: Db, userId: string, now = new Date()): Promise<void> {
	await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}
