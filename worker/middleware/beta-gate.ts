import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { cookieOptions } from "../lib/cookies";
import { BETA_TTL_SECONDS, hasBetaAccess } from "../services/beta";

const BETA_COOKIE = "ag_beta";

/**
 * The public view's reads (GET), each about one adventure that its route checks the caller may read
 * (`sharedAdventureRead`: its owner, anyone for a public adventure, a holder of its current share
 * token), so a share link works for anyone who has it. Nothing else of the app answers without the
 * beta password.
 */
const PUBLIC_VIEW_READS = [
	/^\/api\/public\/adventures\/[^/]+$/,
	/^\/api\/public\/adventures\/[^/]+\/places\/[^/]+$/,
	/^\/api\/public\/adventures\/[^/]+\/places\/[^/]+\/family-reviews$/,
	/^\/api\/public\/adventures\/[^/]+\/photo$/,
	/^\/api\/public\/adventures\/[^/]+\/paths\/[^/]+\/(?:route|export)$/,
	/^\/api\/adventures\/[^/]+\/calendar\.ics$/,
];

/**
 * Paths that answer without beta access: the gate itself, health, config, bug reports and the
 * public view's reads of one adventure.
 */
export function isBetaExempt(method: string, path: string): boolean {
	if (path === "/api/health" || path === "/api/config") return true;
	if (path === "/api/beta/status" || path === "/api/beta/authenticate") return true;
	if (method === "GET" && PUBLIC_VIEW_READS.some((pattern) => pattern.test(path))) return true;
	return method === "POST" && path === "/api/bug-reports";
}

/** Whether the request carries a valid beta cookie of this deployment. */
export const hasBetaCookie = (c: Context<AppEnv>) => hasBetaAccess(c.get("config"), getCookie(c, BETA_COOKIE));

/** Sets the beta cookie (a token from `grantBetaAccess`). */
export const writeBetaCookie = (c: Context<AppEnv>, token: string) =>
	setCookie(c, BETA_COOKIE, token, cookieOptions(c.req.url, BETA_TTL_SECONDS));

export const betaGate = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (!isBetaExempt(c.req.method, c.req.path) && !(await hasBetaCookie(c))) {
			return c.json({ error: "Beta access required" }, 403);
		}
		await next();
	});
