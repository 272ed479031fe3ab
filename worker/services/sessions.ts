import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { randomToken } from "../lib/signing";

export const SESSION_COOKIE = "ag_session";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionData {
	userId: string;
	createdAt: number;
	expiresAt: number;
}

const kvKey = (id: string) => `session:${id}`;

/** Cookies are Secure everywhere except plain-http localhost, where browsers would drop them. */
export function isSecureRequest(url: string): boolean {
	return new URL(url).protocol === "https:";
}

export class SessionStore {
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

export function readSessionCookie(c: Context): string | undefined {
	return getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context, id: string): void {
	setCookie(c, SESSION_COOKIE, id, {
		httpOnly: true,
		sameSite: "Lax",
		secure: isSecureRequest(c.req.url),
		path: "/",
		maxAge: SESSION_TTL_SECONDS,
	});
}

export function clearSessionCookie(c: Context): void {
	deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isSecureRequest(c.req.url) });
}
