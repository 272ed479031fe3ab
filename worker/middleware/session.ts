import { createMiddleware } from "hono/factory";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { readSessionCookie, SessionStore } from "../services/sessions";
import { findUser, needsSeenRefresh, touchLastSeen } from "../services/users";

/** Resolves the session cookie to a session and its user (both null when absent or expired). */
export const session = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const id = readSessionCookie(c);
		if (id) {
			const data = await new SessionStore(c.env.KV).get(id);
			if (data) {
				const db = createDb(c.env);
				const user = await findUser(db, data.userId);
				if (user) {
					c.set("session", { id, ...data });
					c.set("user", user);
					if (needsSeenRefresh(user)) {
						afterResponse(c, "lastSeen update", touchLastSeen(db, user.id));
					}
				}
			}
		}
		await next();
	});
