import { createMiddleware } from "hono/factory";
import type { AppEnv, SignedInEnv } from "../env";
import { ForbiddenError } from "../lib/errors";
import { validatedField } from "../lib/validate";

/** 401 unless signed in; afterwards `c.get("user")` is non-null. */
export const requireUser = () =>
	createMiddleware<SignedInEnv>(async (c, next) => {
		if (!c.get("user")) return c.json({ error: "Unauthorized" }, 401);
		await next();
	});

/**
 * 403 with `message` unless the validated JSON body's `field` is the signed-in user's id (bodies
 * that name their sender, like the guide's). Goes after `requireUser()` and `validate("json", …)`.
 */
export const requireSelf = (field: string, message: string) =>
	createMiddleware<AppEnv>(async (c, next) => {
		if (validatedField(c, "json", field) !== c.get("user")?.id) throw new ForbiddenError(message);
		await next();
	});

/** 401 unless signed in, 403 JSON unless the signed-in user is an admin. Every admin route uses it. */
export const requireAdmin = () =>
	createMiddleware<SignedInEnv>(async (c, next) => {
		const user = c.get("user");
		if (!user) return c.json({ error: "Unauthorized" }, 401);
		if (!user.isAdmin) throw new ForbiddenError("Admin access required");
		await next();
	});
