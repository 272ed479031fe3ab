import { Hono } from "hono";
import { BETA_ATTEMPTS_PER_MINUTE, betaAuthenticateSchema } from "../../domain/user/beta";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { hasBetaCookie, writeBetaCookie } from "../middleware/beta-gate";
import { byClient, rateLimit } from "../middleware/rate-limit";
import { grantBetaAccess } from "../services/beta";

/** `/api/beta`: whether this browser passed the gate, and the password check (wrong ones are rate-limited per client). */
export const betaRoutes = new Hono<AppEnv>()
	.get("/status", async (c) => c.json({ authenticated: await hasBetaCookie(c) }, 200))
	.post(
		"/authenticate",
		validate("json", betaAuthenticateSchema),
		rateLimit({
			name: "beta",
			limit: BETA_ATTEMPTS_PER_MINUTE,
			windowMs: 60_000,
			key: byClient,
			message: "Too many attempts. Please wait a minute and try again.",
			count: "failures",
		}),
		async (c) => {
			writeBetaCookie(c, await grantBetaAccess(c.get("config"), c.req.valid("json").password));
			return c.json({ authenticated: true }, 200);
		},
	);
