import { Hono } from "hono";
import { BETA_ATTEMPTS_PER_MINUTE, betaAuthenticateSchema } from "../../domain/user/beta";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { grantBetaAccess, hasBetaAccess, passwordMatches } from "../services/beta";
import { clientKey, RateLimiter } from "../services/rate-limit";

export const betaRoutes = new Hono<AppEnv>()
	.get("/status", async (c) => c.json({ authenticated: await hasBetaAccess(c) }))
	.post("/authenticate", validate("json", betaAuthenticateSchema), async (c) => {
		const { betaPassword } = c.get("config");
		const limiter = new RateLimiter(createDb(c.env), BETA_ATTEMPTS_PER_MINUTE, 60_000);
		const key = `beta:${clientKey(c.req.raw.headers)}`;
		if (await limiter.isLimited(key)) {
			return c.json({ error: "Too many attempts. Please wait a minute and try again." }, 429, { "Retry-After": "60" });
		}
		const { password } = c.req.valid("json");
		if (!betaPassword || !(await passwordMatches(password, betaPassword))) {
			await limiter.hit(key);
			return c.json({ error: "Invalid password" }, 401);
		}
		await grantBetaAccess(c);
		return c.json({ authenticated: true });
	});
