import type { Db } from "../db";
import type { UserRow } from "../db/schema";
import { findUser } from "../db/users";
import { randomToken } from "../lib/signing";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

interface SessionData {
	userId: string;
	createdAt: number;
	expiresAt: number;
}

export type Session = SessionData & { id: string };

const kvKey = (id: string) => `session:${id}`;

/** Sessions in KV, each with a TTL. */
class SessionStore {
	constructor(private readonly kv: KVNamespace) {}

	async get(id: string): Promise<SessionData | null> {
		if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) return null;
		const data = await this.kv.get<SessionData>(kvKey(id), "json");
		if (!data || data.expiresAt <= Date.now()) return null;
		return data;
	}

	async create(userId: string, now = Date.now()): Promise<{ id: string; data: SessionData }> {
		const id = randomToken(32);
		const data: SessionData = { userId, createdAt: now, expiresAt: now + SESSION_TTL_SECONDS * 1000 };
		await this.kv.put(kvKey(id), JSON.stringify(data), { expirationTtl: SESSION_TTL_SECONDS });
		return { id, data };
	}

	async delete(id: string): Promise<void> {
		await this.kv.delete(kvKey(id));
	}
}

/** The live session of a session id and its user; null when absent, expired or the user is gone. */
export async function resumeSession(
	db: Db,
	kv: KVNamespace,
	id: string,
): Promise<{ session: Session; user: UserRow } | null> {
	const data = await new SessionStore(kv).get(id);
	if (!data) return null;
	const user = await findUser(db, data.userId);
	return user ? { session: { id, ...data }, user } : null;
}

/** A fresh session for the user who just signed in; the previous one (if any) is deleted. */
export async function rotateSession(kv: KVNamespace, previousId: string | null, userId: string): Promise<Session> {
	const store = new SessionStore(kv);
	if (previousId) await store.delete(previousId);
	const { id, data } = await store.create(userId);
	return { id, ...data };
}

export async function endSession(kv: KVNamespace, id: string): Promise<void> {
	await new SessionStore(kv).delete(id);
}
