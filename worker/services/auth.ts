import { safeReturnTo } from "../../domain/user/return-to";
import type { AppConfig } from "../config";
import type { Db } from "../db";
import type { UserRow } from "../db/schema";
import { BadRequestError, ForbiddenError, NotFoundError } from "../lib/errors";
import { beginSignIn, completeSignIn, SignInError, type SignInProfile } from "../providers/auth/oidc";
import { AccountLinkError, recordSignIn } from "./users";

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
): Promise<{ user: UserRow; returnTo: string }> {
	if (!config.oidc) throw new NotFoundError("OpenID Connect is not configured");
	try {
		const { profile, returnTo } = await completeSignIn(config.oidc, kv, callbackUrl);
		const user = await recordSignIn(db, profile, config.adminEmails);
		return { user, returnTo: safeReturnTo(returnTo) };
	} catch (error) {
		console.warn("OIDC sign-in failed", error);
		const message =
			error instanceof SignInError || error instanceof AccountLinkError ? error.message : "Sign-in failed";
		throw new BadRequestError(message);
	}
}

/** The local sign-in form (name + e-mail); 403 when an OIDC issuer is configured. */
export async function localSignIn(
	db: Db,
	config: Pick<AppConfig, "oidc" | "adminEmails">,
	profile: Pick<SignInProfile, "email" | "firstName" | "lastName">,
): Promise<UserRow> {
	if (config.oidc) throw new ForbiddenError("Local sign-in is disabled: this app signs in through OpenID Connect");
	return recordSignIn(db, profile, config.adminEmails);
}
