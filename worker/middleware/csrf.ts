import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from the app's own origin. Browsers always send Origin on
 * cross-site POST/PATCH/DELETE; Sec-Fetch-Site catches the rest. Non-browser clients (curl, tests)
 * that send neither are allowed: they carry no ambient cookies from a victim's browser.
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
		}
		await next();
	});
