import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { SESSION_COOKIE } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from the app's own origin. Browsers always send Origin on
 * cross-site POST/PATCH/DELETE; Sec-Fetch-Site catches the rest. A write that sends neither is
 * accepted only without the session cookie (curl, server-to-server): one that carries the cookie
 * could be a browser's, riding on the victim's session, so it is refused too.
 */
export const sameOriginWrites = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (!SAFE_METHODS.has(c.req.method)) {
			const origin = c.req.header("Origin");
			const site = c.req.header("Sec-Fetch-Site");
			const own = new URL(c.req.url).origin;
			if ((origin && origin !== own) || site === "cross-site") {
				return c.json({ error: "Cross-site request refused" }, 403);
			}
			if (!origin && !site && getCookie(c, SESSION_COOKIE) !== undefined) {
				return c.json({ error: "Request refused: it does not say where it comes from" }, 403);
			}
		}
		await next();
	});

/**
 * For GET navigations that change state (`/api/logout`, a link in the spec): refused when the
 * browser says another site started it, so a page elsewhere cannot sign a user out.
 */
export const sameSiteNavigation = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (c.req.header("Sec-Fetch-Site") === "cross-site") {
			return c.json({ error: "Cross-site request refused" }, 403);
		}
		await next();
	});
