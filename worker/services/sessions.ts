import type { SignInMethod } from "../../domain/api/config";
import type { Db } from "../db";
import type { SessionIndexRow, UserRow } from "../db/schema";
import {
	deleteExpiredSessionRows,
	deleteOtherSessionRows,
	deleteSessionRow,
	deleteUnprovenSessionRows,
	findSessionUser,
	insertSessionRow,
	listLiveSessionRows,
} from "../db/sessions";
import { touchLastSeen } from "../db/users";
import { randomToken, sha256Hex } from "../lib/signing";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long a session's cached user is trusted before it is checked against D1 again (after the
 * response, in waitUntil; the same step records lastSeenAt). Changes made through the app reach
 * the cache at once (see `userChanged`, `dropSessionRecords`); this bounds changes made around it.
 */
const SESSION_CHECK_MS = 5 * 60 * 1000;

/** How a session began: the method, and whether that sign-in proved the e-mail address. */
export interface SessionOrigin {
	method: SignInMethod;
	proven: boolean;
}

interface SessionData extends SessionOrigin {
	userId: string;
	createdAt: number;
	expiresAt: number;
}

export type Session = SessionData & { id: string };

/** The user row as JSON keeps it (dates as epoch milliseconds). */
type CachedUser = Omit<UserRow, "lastSeenAt" | "createdAt" | "updatedAt"> & {
	lastSeenAt: number | null;
	createdAt: number;
	updatedAt: number;
};

/** The KV record: the session, and (once checked against D1) its user and when that was. */
interface StoredSession extends SessionData {
	user?: CachedUser;
	checkedAt?: number;
}

/** Schedules work after the response (waitUntil); failures are logged there. */
export type Later = (label: string, work: Promise<unknown>) => void;

// Keyed by the SHA-256 of the id, as the D1 index is, so a user's records can be found (and
// dropped) from the index; the prefix cannot be a session id (no ':' in ids), so a hash is no cookie.
const kvKey = (idHash: string) => `session:v2:${idHash}`;
// Records written before the user was cached were keyed by the id itself: read once, then moved.
const legacyKvKey = (id: string) => `session:${id}`;
const isSessionId = (id: string) => /^[A-Za-z0-9_-]{20,100}$/.test(id);

const toCachedUser = (user: UserRow): CachedUser => ({
	...user,
	lastSeenAt: user.lastSeenAt?.getTime() ?? null,
	createdAt: user.createdAt.getTime(),
	updatedAt: user.updatedAt.getTime(),
});

const fromCachedUser = (user: CachedUser): UserRow => ({
	...user,
	lastSeenAt: user.lastSeenAt === null ? null : new Date(user.lastSeenAt),
	createdAt: new Date(user.createdAt),
	updatedAt: new Date(user.updatedAt),
});

const dataOf = (stored: SessionData): SessionData => ({
	userId: stored.userId,
	createdAt: stored.createdAt,
	expiresAt: stored.expiresAt,
	method: stored.method,
	proven: stored.proven,
});

const dataOfRow = (row: SessionIndexRow): SessionData => ({
	userId: row.userId,
	createdAt: row.createdAt.getTime(),
	expiresAt: row.expiresAt.getTime(),
	method: row.method,
	proven: row.proven,
});

/** Writes the KV record, expiring with the session (KV wants at least 60 s). */
async function putRecord(kv: KVNamespace, idHash: string, data: SessionData, user: UserRow | null, now = Date.now()) {
	const record: StoredSession = user ? { ...data, user: toCachedUser(user), checkedAt: now } : data;
	const expirationTtl = Math.max(60, Math.ceil((data.expiresAt - now) / 1000));
	await kv.put(kvKey(idHash), JSON.stringify(record), { expirationTtl });
}

/**
 * Checks a session against the D1 index and caches its user; records lastSeenAt when due. The
 * record goes when the index no longer has the session (ended elsewhere, or the user is gone).
 */
async function checkAndCache(db: Db, kv: KVNamespace, idHash: string, data: SessionData, now: number) {
	const user = await findSessionUser(db, idHash, data.userId);
	if (!user) {
		await kv.delete(kvKey(idHash));
		return null;
	}
	const seen = user.lastSeenAt && now - user.lastSeenAt.getTime() < SESSION_CHECK_MS ? user : null;
	const fresh = seen ?? { ...user, lastSeenAt: new Date(now) };
	if (!seen) await touchLastSeen(db, user.id, new Date(now));
	await putRecord(kv, idHash, data, fresh, now);
	return fresh;
}

/**
 * The live session of a session id and its user; null when absent, expired, ended or the user is
 * gone. A session whose record carries its user costs one KV read and nothing else; the record is
 * checked against D1 again (after the response) once it is older than five minutes. A record
 * without its user (new format not yet checked, or dropped by `userChanged`) is checked now.
 */
export async function resumeSession(
	db: Db,
	kv: KVNamespace,
	id: string,
	later: Later,
	now = Date.now(),
): Promise<{ session: Session; user: UserRow } | null> {
	if (!isSessionId(id)) return null;
	const idHash = await sha256Hex(id);
	let stored = await kv.get<StoredSession>(kvKey(idHash), "json");
	if (!stored) {
		const legacy = await kv.get<SessionData>(legacyKvKey(id), "json");
		if (!legacy) return null;
		later("session move", kv.delete(legacyKvKey(id)));
		stored = dataOf(legacy);
	}
	if (stored.expiresAt <= now) return null;
	const data = dataOf(stored);
	const session = { id, ...data };
	if (stored.user && stored.checkedAt !== undefined) {
		if (now - stored.checkedAt >= SESSION_CHECK_MS) later("session check", checkAndCache(db, kv, idHash, data, now));
		return { session, user: fromCachedUser(stored.user) };
	}
	const user = await checkAndCache(db, kv, idHash, data, now);
	return user ? { session, user } : null;
}

/**
 * A fresh session for the user who just signed in; the previous one (if any) is deleted. A sign-in
 * that proved the address also ends the user's sessions that began without proof, so whoever
 * signed in under their address through the local switch is signed out by their next real sign-in.
 * A sign-in may change the user (admin rights follow ADMIN_EMAILS): their other sessions drop their
 * cached user.
 */
export async function rotateSession(
	db: Db,
	kv: KVNamespace,
	previousId: string | null,
	user: UserRow,
	origin: SessionOrigin,
	now = Date.now(),
): Promise<Session> {
	if (previousId) await endSession(db, kv, previousId);
	await deleteExpiredSessionRows(db, user.id);
	if (origin.proven) await dropRecords(kv, await deleteUnprovenSessionRows(db, user.id));
	await userChanged(db, kv, user.id);
	const id = randomToken(32);
	const idHash = await sha256Hex(id);
	const data: SessionData = {
		userId: user.id,
		createdAt: now,
		expiresAt: now + SESSION_TTL_SECONDS * 1000,
		method: origin.method,
		proven: origin.proven,
	};
	await insertSessionRow(db, {
		idHash,
		userId: user.id,
		method: origin.method,
		proven: origin.proven,
		createdAt: new Date(data.createdAt),
		expiresAt: new Date(data.expiresAt),
	});
	await putRecord(kv, idHash, data, user, now);
	return { id, ...data };
}

export async function endSession(db: Db, kv: KVNamespace, id: string): Promise<void> {
	if (!isSessionId(id)) return;
	const idHash = await sha256Hex(id);
	await deleteSessionRow(db, idHash);
	await Promise.all([kv.delete(kvKey(idHash)), kv.delete(legacyKvKey(id))]);
}

const dropRecords = (kv: KVNamespace, idHashes: string[]) =>
	Promise.all(idHashes.map((idHash) => kv.delete(kvKey(idHash))));

/**
 * 'Sign out everywhere': ends every session of the user except the current one, in the index and
 * in KV. Returns how many ended.
 */
export async function endOtherSessions(
	db: Db,
	kv: KVNamespace,
	userId: string,
	currentId: string,
): Promise<{ ended: number }> {
	const ended = await deleteOtherSessionRows(db, userId, await sha256Hex(currentId));
	await dropRecords(kv, ended);
	return { ended: ended.length };
}

/**
 * The user's row changed (profile, avatar, Local Wunder, admin rights): every session of theirs
 * drops its cached user, so its next request reads the user (and checks the session) in D1. With
 * `current`, that session caches the new row at once instead. Dropping rather than writing the new
 * row into the others keeps a session ended meanwhile from being brought back by this write.
 */
export async function userChanged(
	db: Db,
	kv: KVNamespace,
	userId: string,
	current?: { sessionId: string; user: UserRow },
): Promise<void> {
	const rows = await listLiveSessionRows(db, userId);
	const currentHash = current ? await sha256Hex(current.sessionId) : null;
	await Promise.all(
		rows.map((row) =>
			putRecord(kv, row.idHash, dataOfRow(row), row.idHash === currentHash && current ? current.user : null),
		),
	);
}

/**
 * The index hashes of a user's live sessions. A user deletion reads them before its batch removes
 * the index rows (with the user), then drops the records with `dropSessionRecords`.
 */
export async function liveSessionHashes(db: Db, userId: string): Promise<string[]> {
	return (await listLiveSessionRows(db, userId)).map((row) => row.idHash);
}

/** Deletes the KV records of sessions whose index rows are gone; returns how many. */
export async function dropSessionRecords(kv: KVNamespace, idHashes: string[]): Promise<number> {
	await dropRecords(kv, idHashes);
	return idHashes.length;
}
