import { type Context, Hono } from "hono";
import { safeReturnTo } from "../../domain/user/return-to";
import { localSignInSchema } from "../../domain/user/user";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { startSession, stopSession } from "../middleware/session";
import { completeOidcSignIn, localSignIn, signInLocation } from "../services/auth";
import { toCurrentUser } from "../services/users";

async function login(c: Context<AppEnv>) {
	const { config, kv } = c.get("deps");
	const location = await signInLocation(config, kv, {
		returnTo: c.req.query("returnTo"),
		origin: new URL(c.req.url).origin,
	});
	return c.redirect(location, 302);
}

/** `/api/login` and `/api/logout`: navigations, not data calls. */
export const sessionRoutes = new Hono<AppEnv>().get("/login", login).get("/logout", async (c) => {
	await stopSession(c);
	return c.redirect("/", 302);
});

/** `/api/auth`: OIDC sign-in (login, callback), the local sign-in form, and who is signed in. */
export const authRoutes = new Hono<AppEnv>()
	.get("/login", login)
	.get("/callback", async (c) => {
		const { db, kv, config } = c.get("deps");
		const { user, returnTo } = await completeOidcSignIn(db, kv, config, new URL(c.req.url));
		await startSession(c, user);
		return c.redirect(returnTo, 302);
	})
	.post("/local", validate("json", localSignInSchema), async (c) => {
		const { db, config } = c.get("deps");
		const body = c.req.valid("json");
		const user = await localSignIn(db, config, body);
		await startSession(c, user);
		return c.json({ user: toCurrentUser(user), returnTo: safeReturnTo(body.returnTo) }, 200);
	})
	.get("/user", requireUser(), (c) => c.json(toCurrentUser(c.get("user")), 200));
