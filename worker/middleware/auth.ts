import { createMiddleware } from "hono/factory";
import type { UserRow } from "../db/schema";
import type { AppEnv } from "../env";

type SignedInEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: UserRow } };

/** 401 unless signed in; afterwards `c.get("user")` is non-null. */
export const requireUser = () =>
	createMiddleware<SignedInEnv>(async (c, next) => {
		if (!c.get("user")) return c.json({ error: "Unauthorized" }, 401);
		await next();
	});

/** 401 when signed out, 403 when signed in without admin rights. */
export const requireAdmin = () =>
	createMiddleware<SignedInEnv>(async (c, next) => {
		const user = c.get("user");
		if (!user) return c.json({ error: "Unauthorized" }, 401);
		if (!user.isAdmin) return c.json({ error: "Admin access required" }, 403);
		await next();
	});
