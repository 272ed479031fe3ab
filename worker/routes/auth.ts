import { type Context, Hono } from "hono";
import { safeReturnTo } from "../../domain/user/return-to";
import { localSignInSchema } from "../../domain/user/user";
import { createDb } from "../db";
import type { UserRow } from "../db/schema";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { beginSignIn, completeSignIn, SignInError } from "../providers/auth/oidc";
import { clearSessionCookie, SessionStore, writeSessionCookie } from "../services/sessions";
import { AccountLinkError, recordSignIn, toCurrentUser } from "../services/users";

/** Rotates the session at sign-in: the old id (if any) is deleted, a fresh one is issued. */
async function startSession(c: Context<AppEnv>, user: UserRow): Promise<void> {
	const store = new SessionStore(c.env.KV);
	const previous = c.get("session");
	if (previous) await store.delete(previous.id);
	const { id, data } = await store.create(user.id);
	writeSessionCookie(c, id);
	c.set("session", { id, ...data });
	c.set("user", user);
}

async function login(c: Context<AppEnv>) {
	const returnTo = safeReturnTo(c.req.query("returnTo"));
	const { oidc } = c.get("config");
	if (!oidc) return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
	const location = await beginSignIn(oidc, c.env.KV, { returnTo, origin: new URL(c.req.url).origin });
	return c.redirect(location, 302);
}

/** `/api/login` and `/api/logout`: navigations, not data calls. */
export const sessionRoutes = new Hono<AppEnv>().get("/login", login).get("/logout", async (c) => {
	const session = c.get("session");
	if (session) await new SessionStore(c.env.KV).delete(session.id);
	clearSessionCookie(c);
	return c.redirect("/", 302);
});

export const authRoutes = new Hono<AppEnv>()
	.get("/login", login)
	.get("/callback", async (c) => {
		const { oidc, adminEmails } = c.get("config");
		if (!oidc) return c.json({ error: "OpenID Connect is not configured" }, 404);
		try {
			const { profile, returnTo } = await completeSignIn(oidc, c.env.KV, new URL(c.req.url));
			const user = await recordSignIn(createDb(c.env), profile, adminEmails);
			await startSession(c, user);
			return c.redirect(safeReturnTo(returnTo), 302);
		} catch (error) {
			console.warn("OIDC sign-in failed", error);
			const message =
				error instanceof SignInError || error instanceof AccountLinkError ? error.message : "Sign-in failed";
			return c.json({ error: message }, 400);
		}
	})
	.post("/local", validate("json", localSignInSchema), async (c) => {
		const { oidc, adminEmails } = c.get("config");
		if (oidc) return c.json({ error: "Local sign-in is disabled: this app signs in through OpenID Connect" }, 403);
		const body = c.req.valid("json");
		const user = await recordSignIn(
			createDb(c.env),
			{ email: body.email, firstName: body.firstName, lastName: body.lastName },
			adminEmails,
		);
		await startSession(c, user);
		return c.json({ user: toCurrentUser(user), returnTo: safeReturnTo(body.returnTo) });
	})
	.get("/user", requireUser(), (c) => c.json(toCurrentUser(c.get("user"))));
