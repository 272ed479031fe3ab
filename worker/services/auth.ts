import { safeReturnTo } from "../../domain/user/return-to";
import { type AppConfig, logIgnoredLocalSignIn } from "../config";
import type { Db } from "../db";
import type { UserRow } from "../db/schema";
import { BadRequestError, ForbiddenError, NotFoundError } from "../lib/errors";
import { beginSignIn, completeSignIn, SignInError, type SignInProfile } from "../providers/auth/oidc";
import type { SessionOrigin } from "./sessions";
import { AccountLinkError, recordSignIn } from "./users";

/** Who signed in, how (for their session), and where to go next. */
export interface SignInResult {
	user: UserRow;
	origin: SessionOrigin;
	returnTo: string;
}

/** Where `/api/login` sends the browser: the OIDC issuer when one is configured, else the local sign-in page. */
export async function signInLocation(
	config: Pick<AppConfig, "oidc">,
	kv: KVNamespace,
	request: { returnTo: string | undefined; origin: string },
): Promise<string> {
	const returnTo = safeReturnTo(request.returnTo);
	if (!config.oidc) return `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
	return beginSignIn(config.oidc, kv, { returnTo, origin: request.origin });
}

/**
 * Finishes an OIDC sign-in at the callback and records the user. 404 when OIDC is not configured;
 * any failure is logged and answered 400 (with its reason when it is one we wrote).
 */
export async function completeOidcSignIn(
	db: Db,
	kv: KVNamespace,
	config: Pick<AppConfig, "oidc" | "adminEmails">,
	callbackUrl: URL,
): Promise<SignInResult> {
	if (!config.oidc) throw new NotFoundError("OpenID Connect is not configured");
	try {
		const { profile, returnTo } = await completeSignIn(config.oidc, kv, callbackUrl);
		const proven = profile.emailVerified === true;
		const user = await recordSignIn(db, profile, { adminEmails: config.adminEmails, trustEmail: proven });
		return { user, returnTo: safeReturnTo(returnTo), origin: { method: "oidc", proven } };
	} catch (error) {
		console.warn("OIDC sign-in failed", error);
		const message =
			error instanceof SignInError || error instanceof AccountLinkError ? error.message : "Sign-in failed";
		throw new BadRequestError(message);
	}
}

/**
 * The local sign-in form (name + e-mail, no proof): only where LOCAL_SIGN_IN is switched on and no
 * OIDC issuer is configured, 403 otherwise. Whoever passes the beta gate may sign in as any
 * address, so the switch is for local development and tests. The operator's switch stands in for
 * proof of the address where admin rights are concerned; the session is still marked unproven, so
 * the address's next proven sign-in (link or issuer) ends it. An existing user keeps their names.
 */
export async function localSignIn(
	db: Db,
	config: Pick<AppConfig, "oidc" | "adminEmails" | "localSignIn" | "configWarnings">,
	input: Pick<SignInProfile, "email" | "firstName" | "lastName"> & { returnTo?: string },
): Promise<SignInResult> {
	if (config.oidc) throw new ForbiddenError("Local sign-in is disabled: this app signs in through OpenID Connect");
	if (!config.localSignIn) {
		logIgnoredLocalSignIn(config);
		throw new ForbiddenError("Local sign-in is switched off on this server. Ask for a sign-in link by e-mail.");
	}
	const user = await recordSignIn(
		db,
		{ email: input.email, firstName: input.firstName, lastName: input.lastName },
		{ adminEmails: config.adminEmails, trustEmail: true },
	);
	return { user, returnTo: safeReturnTo(input.returnTo), origin: { method: "local", proven: false } };
}
