import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { hasBetaAccess } from "../services/beta";

/** Paths that answer without beta access: the gate itself, health, config and bug reports. */
export function isBetaExempt(method: string, path: string): boolean {
	if (path === "/api/health" || path === "/api/config") return true;
	if (path === "/api/beta/status" || path === "/api/beta/authenticate") return true;
	return method === "POST" && path === "/api/bug-reports";
}

export const betaGate = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (!isBetaExempt(c.req.method, c.req.path) && !(await hasBetaAccess(c))) {
			return c.json({ error: "Beta access required" }, 403);
		}
		await next();
	});
