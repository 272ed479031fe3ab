import type { SignInMethod } from "../../domain/api/config";
import type { Db } from "../db";
import type { UserRow } from "../db/schema";
import {
	deleteExpiredSessionRows,
	deleteOtherSessionRows,
	deleteSessionRow,
	deleteUnprovenSessionRows,
	findSessionUser,
	insertSessionRow,
} from "../db/sessions";
import { randomToken, sha256Hex } from "../lib/signing";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

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

const KEY_PREFIX = "session:";
const kvKey = (id: string) => `${KEY_PREFIX}${id}`;

/** How many records without metadata one user deletion reads at most. */
const LEGACY_READS_MAX = 200;

interface SessionMetadata {
	userId: string;
}
const isSessionId = (id: string) => /^[A-Za-z0-9_-]{20,100}$/.test(id);

/**
 * Sessions: the record in KV under `session:{id}` (with a TTL), and a row per session in D1's
 * `sessions` index (the SHA-256 of the id, the user, how it began). A session counts only while
 * both exist, so ending a user's sessions through the index takes effect at once everywhere.
 */
class SessionStore {
	constructor(
		private readonly db: Db,
		private readonly kv: KVNamespace,
	) {}

	async get(id: string): Promise<{ data: SessionData; user: UserRow } | null> {
		if (!isSessionId(id)) return null;
		const data = await this.kv.get<SessionData>(kvKey(id), "json");
		if (!data || data.expiresAt <= Date.now()) return null;
		const user = await findSessionUser(this.db, await sha256Hex(id), data.userId);
		if (!user) {
			// Ended through the index (or the user is gone): the KV record goes too.
			await this.kv.delete(kvKey(id));
			return null;
		}
		return { data, user };
	}

	async create(userId: string, origin: SessionOrigin, now = Date.now()): Promise<{ id: string; data: SessionData }> {
		const id = randomToken(32);
		const data: SessionData = {
			userId,
			createdAt: now,
			expiresAt: now + SESSION_TTL_SECONDS * 1000,
			method: origin.method,
			proven: origin.proven,
		};
		await insertSessionRow(this.db, {
			idHash: await sha256Hex(id),
			userId,
			method: origin.method,
			proven: origin.proven,
			createdAt: new Date(data.createdAt),
			expiresAt: new Date(data.expiresAt),
		});
		// The user id rides as metadata too, so a user's records can be found by listing (deleteUserSessionRecords).
		await this.kv.put(kvKey(id), JSON.stringify(data), {
			expirationTtl: SESSION_TTL_SECONDS,
			metadata: { userId } satisfies SessionMetadata,
		});
		return { id, data };
	}

	async delete(id: string): Promise<void> {
		if (!isSessionId(id)) return;
		await deleteSessionRow(this.db, await sha256Hex(id));
		await this.kv.delete(kvKey(id));
	}
}

/** The live session of a session id and its user; null when absent, expired, ended or the user is gone. */
export async function resumeSession(
	db: Db,
	kv: KVNamespace,
	id: string,
): Promise<{ session: Session; user: UserRow } | null> {
	const found = await new SessionStore(db, kv).get(id);
	return found ? { session: { id, ...found.data }, user: found.user } : null;
}

/**
 * A fresh session for the user who just signed in; the previous one (if any) is deleted. A sign-in
 * that proved the address also ends the user's sessions that began without proof, so whoever
 * signed in under their address through the local switch is signed out by their next real sign-in.
 */
export async function rotateSession(
	db: Db,
	kv: KVNamespace,
	previousId: string | null,
	userId: string,
	origin: SessionOrigin,
): Promise<Session> {
	const store = new SessionStore(db, kv);
	if (previousId) await store.delete(previousId);
	await deleteExpiredSessionRows(db, userId);
	if (origin.proven) await deleteUnprovenSessionRows(db, userId);
	const { id, data } = await store.create(userId, origin);
	return { id, ...data };
}

export async function endSession(db: Db, kv: KVNamespace, id: string): Promise<void> {
	await new SessionStore(db, kv).delete(id);
}

/**
 * 'Sign out everywhere': ends every session of the user except the current one. Their KV records
 * stay until their TTL but no longer count, as their index rows are gone. Returns how many ended.
 */
export async function endOtherSessions(db: Db, userId: string, currentId: string): Promise<{ ended: number }> {
	return { ended: await deleteOtherSessionRows(db, userId, await sha256Hex(currentId)) };
}

/**
 * Deletes every KV session record of a user who is being deleted (their index rows go in the same
 * D1 batch as the user, which already ends the sessions). KV keys hold the session id, which D1
 * never stores, so the records are found by listing: by their metadata, or by reading records
 * written before the metadata existed (at most LEGACY_READS_MAX of them, to bound the request's
 * KV operations; any left over are dead already and go at their TTL or next use). Admin deletions
 * are rare; the listing is paged.
 */
export async function deleteUserSessionRecords(kv: KVNamespace, userId: string): Promise<number> {
	let deleted = 0;
	let legacyReads = 0;
	let cursor: string | undefined;
	do {
		const page = await kv.list<SessionMetadata>({ prefix: KEY_PREFIX, cursor });
		for (const key of page.keys) {
			let owner = key.metadata?.userId;
			if (!owner && legacyReads < LEGACY_READS_MAX) {
				legacyReads += 1;
				owner = (await kv.get<SessionData>(key.name, "json"))?.userId;
			}
			if (owner !== userId) continue;
			await kv.delete(key.name);
			deleted += 1;
		}
		cursor = page.list_complete ? undefined : page.cursor;
	} while (cursor);
	return deleted;
}
