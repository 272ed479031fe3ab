import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { UserRow } from "../db/schema";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { cookieOptions, isSecureRequest } from "../lib/cookies";
import {
	endSession,
	resumeSession,
	rotateSession,
	SESSION_TTL_SECONDS,
	type SessionOrigin,
} from "../services/sessions";

export const SESSION_COOKIE = "ag_session";

/**
 * Resolves the session cookie to a session and its user (both null when absent or expired): one
 * KV read, the user coming with the session (worker/services/sessions.ts).
 */
export const session = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const id = getCookie(c, SESSION_COOKIE);
		if (id) {
			const { db, kv } = c.get("deps");
			const found = await resumeSession(db, kv, id, (label, work) => afterResponse(c, label, work));
			if (found) {
				c.set("session", found.session);
				c.set("user", found.user);
			}
		}
		await next();
	});

/** Signs the user in on this response: the session is rotated (the old id dies) and the cookie set. */
export async function startSession(
	c: Context<AppEnv>,
	{ user, origin }: { user: UserRow; origin: SessionOrigin },
): Promise<void> {
	const { db, kv } = c.get("deps");
	const fresh = await rotateSession(db, kv, c.get("session")?.id ?? null, user, origin);
	setCookie(c, SESSION_COOKIE, fresh.id, cookieOptions(c.req.url, SESSION_TTL_SECONDS));
	c.set("session", fresh);
	c.set("user", user);
}

/** Signs out: the session is deleted and the cookie cleared. */
export async function stopSession(c: Context<AppEnv>): Promise<void> {
	const current = c.get("session");
	if (current) await endSession(c.get("deps").db, c.get("deps").kv, current.id);
	deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isSecureRequest(c.req.url) });
}
