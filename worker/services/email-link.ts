import { EMAIL_LINK_PAGE, EMAIL_LINK_TTL_MINUTES } from "../../domain/user/email-link-rules";
import { safeReturnTo } from "../../domain/user/return-to";
import { namesFromAddress } from "../../domain/user/user-names";
import type { AppConfig } from "../config";
import type { Db } from "../db";
import { consumeSignInToken, deleteExpiredSignInTokens, insertSignInToken } from "../db/email";
import { ForbiddenError, UnauthorizedError, UpstreamError } from "../lib/errors";
import { randomToken, sha256Hex } from "../lib/signing";
import { type EmailMessage, type EmailProvider, EmailSendError, escapeHtml } from "../providers/email";
import type { SignInResult } from "./auth";
import { recordSignIn } from "./users";

const TTL_MS = EMAIL_LINK_TTL_MINUTES * 60 * 1000;
/** Used and expired tokens are kept a day, then dropped by the next request. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

function refuseUnderOidc(config: Pick<AppConfig, "oidc">) {
	if (config.oidc) throw new ForbiddenError("Sign-in by e-mail link is off: this app signs in through OpenID Connect");
}

/**
 * Sends a one-time sign-in link to the address: 32 random bytes, stored only as their SHA-256 with
 * the address, valid 15 minutes, once. Every address gets a link (a first sign-in creates the
 * account), so the answer is the same whether or not an account exists. `devLink` is the link
 * itself, only where the mail stays in the local outbox and the local sign-in is switched on.
 */
export async function requestEmailLink(
	deps: { db: Db; config: Pick<AppConfig, "oidc" | "localSignIn" | "appName">; email: EmailProvider },
	input: { email: string; firstName?: string; lastName?: string; returnTo?: string },
	origin: string,
): Promise<{ sent: true; devLink?: string }> {
	refuseUnderOidc(deps.config);
	const now = new Date();
	const token = randomToken(32);
	await deleteExpiredSignInTokens(deps.db, new Date(now.getTime() - KEEP_EXPIRED_MS));
	await insertSignInToken(deps.db, {
		tokenHash: await sha256Hex(token),
		email: input.email,
		firstName: input.firstName ?? null,
		lastName: input.lastName ?? null,
		returnTo: safeReturnTo(input.returnTo),
		createdAt: now,
		expiresAt: new Date(now.getTime() + TTL_MS),
		usedAt: null,
	});
	// The token rides in the fragment: it never reaches a server log or a Referer header, and the
	// page only spends it when the person clicks (link scanners that open it spend nothing).
	const link = `${origin}${EMAIL_LINK_PAGE}#token=${token}`;
	try {
		await deps.email.send(signInLinkMessage(deps.config.appName, input.email, link));
	} catch (error) {
		if (error instanceof EmailSendError)
			throw new UpstreamError("Could not send the sign-in e-mail. Please try again.");
		throw error;
	}
	const showLink = deps.email.kind === "outbox" && deps.config.localSignIn;
	return showLink ? { sent: true, devLink: link } : { sent: true };
}

/**
 * Signs in with a link's token: accepted once, within 15 minutes. The address is proven, so a new
 * account is created for it (named from the form, else from the address) and ADMIN_EMAILS apply.
 */
export async function completeEmailLinkSignIn(
	db: Db,
	config: Pick<AppConfig, "oidc" | "adminEmails">,
	token: string,
): Promise<SignInResult> {
	refuseUnderOidc(config);
	const row = await consumeSignInToken(db, await sha256Hex(token));
	if (!row) throw new UnauthorizedError("This sign-in link is invalid, expired or already used. Ask for a new one.");
	const fallback = namesFromAddress(row.email);
	const user = await recordSignIn(
		db,
		{
			email: row.email,
			firstName: row.firstName ?? fallback.firstName,
			lastName: row.firstName || row.lastName ? row.lastName : fallback.lastName,
		},
		{ adminEmails: config.adminEmails, trustEmail: true },
	);
	return { user, returnTo: safeReturnTo(row.returnTo), origin: { method: "email-link", proven: true } };
}

function signInLinkMessage(appName: string, to: string, link: string): EmailMessage {
	const minutes = EMAIL_LINK_TTL_MINUTES;
	const text = [
		`Sign in to ${appName} with this link:`,
		"",
		link,
		"",
		`It works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
	].join("\n");
	const html = [
		`<p>Sign in to ${escapeHtml(appName)} with this link:</p>`,
		`<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(appName)}</a></p>`,
		`<p>It works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.</p>`,
	].join("\n");
	return { to, subject: `Your sign-in link for ${appName}`, text, html };
}
