import { type Context, Hono } from "hono";
import { emailLinkRequestSchema, emailLinkVerifySchema } from "../../domain/user/email-link";
import {
	EMAIL_LINK_WINDOW_MINUTES,
	EMAIL_LINKS_PER_ADDRESS,
	EMAIL_LINKS_PER_CLIENT,
} from "../../domain/user/email-link-rules";
import { localSignInSchema } from "../../domain/user/user";
import { inboxOf } from "../../domain/user/user-rules";
import { linkOrigin } from "../config";
import type { AppEnv } from "../env";
import { validate, validatedField } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { sameSiteNavigation } from "../middleware/csrf";
import { rateLimit } from "../middleware/rate-limit";
import { startSession, stopSession } from "../middleware/session";
import { completeOidcSignIn, localSignIn, signInLocation } from "../services/auth";
import { completeEmailLinkSignIn, requestEmailLink } from "../services/email-link";
import { clientKey } from "../services/rate-limit";
import { endOtherSessions } from "../services/sessions";
import { toCurrentUser } from "../services/users";

async function login(c: Context<AppEnv>) {
	const { config, kv } = c.get("deps");
	const location = await signInLocation(config, kv, {
		returnTo: c.req.query("returnTo"),
		origin: new URL(c.req.url).origin,
	});
	return c.redirect(location, 302);
}

const EMAIL_LINK_LIMITED = "Too many sign-in links asked for. Please wait a few minutes and try again.";
const emailLinkWindow = EMAIL_LINK_WINDOW_MINUTES * 60_000;

/** `/api/logout`: a navigation, not a data call (`/api/login` is an alias of `/api/auth/login`: routes/aliases.ts). */
export const sessionRoutes = new Hono<AppEnv>().get("/logout", sameSiteNavigation(), async (c) => {
	await stopSession(c);
	return c.redirect("/", 302);
});

/**
 * `/api/auth`: OIDC sign-in (login, callback), the one-time e-mail link, the local sign-in form
 * (where switched on), who is signed in, and ending one's other sessions.
 */
export const authRoutes = new Hono<AppEnv>()
	.get("/login", login)
	.get("/callback", async (c) => {
		const { db, kv, config } = c.get("deps");
		const signedIn = await completeOidcSignIn(db, kv, config, new URL(c.req.url));
		await startSession(c, signedIn);
		return c.redirect(signedIn.returnTo, 302);
	})
	.post("/local", validate("json", localSignInSchema), async (c) => {
		const { db, config } = c.get("deps");
		const signedIn = await localSignIn(db, config, c.req.valid("json"));
		await startSession(c, signedIn);
		return c.json({ user: toCurrentUser(signedIn.user), returnTo: signedIn.returnTo }, 200);
	})
	.post(
		"/email-link",
		validate("json", emailLinkRequestSchema),
		rateLimit({
			name: "email-link-client",
			limit: EMAIL_LINKS_PER_CLIENT,
			windowMs: emailLinkWindow,
			key: (c) => clientKey(c.req.raw.headers),
			message: EMAIL_LINK_LIMITED,
		}),
		rateLimit({
			name: "email-link-address",
			limit: EMAIL_LINKS_PER_ADDRESS,
			windowMs: emailLinkWindow,
			// Per inbox: the plus-address spellings of one address share its window.
			key: (c) => inboxOf(String(validatedField(c, "json", "email"))),
			message: EMAIL_LINK_LIMITED,
		}),
		async (c) => {
			const answer = await requestEmailLink(c.get("deps"), c.req.valid("json"), linkOrigin(c.get("config"), c.req.url));
			return c.json(answer, 200);
		},
	)
	.post("/email-link/verify", validate("json", emailLinkVerifySchema), async (c) => {
		const { db, config } = c.get("deps");
		const signedIn = await completeEmailLinkSignIn(db, config, c.req.valid("json").token);
		await startSession(c, signedIn);
		return c.json({ user: toCurrentUser(signedIn.user), returnTo: signedIn.returnTo }, 200);
	})
	.get("/user", requireUser(), (c) => c.json(toCurrentUser(c.get("user")), 200))
	.post("/sign-out-everywhere", requireUser(), async (c) => {
		const { db, kv } = c.get("deps");
		const current = c.get("session");
		// requireUser() passed, so the request came with a live session.
		const answer = await endOtherSessions(db, kv, c.get("user").id, current?.id ?? "");
		return c.json(answer, 200);
	});
