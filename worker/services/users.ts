import type { CurrentUser } from "../../domain/user/user";
import type { Db } from "../db";
import type { UserRow } from "../db/schema";
import { findUserByEmail, findUserByOidcSubject, insertUserAtSignIn, updateUserAtSignIn } from "../db/users";
import type { SignInProfile } from "../providers/auth/oidc";

export class AccountLinkError extends Error {}

/**
 * Creates or updates the user who just signed in: matched by OIDC subject first, then by e-mail.
 * `trustEmail` says whether this sign-in may carry admin rights for its address: only when the
 * address was proven (the e-mail link, an issuer's `email_verified`) or the operator switched on the
 * local sign-in. Admin rights follow ADMIN_EMAILS at every sign-in. An existing user keeps the
 * names stored (a sign-in never renames anyone; names change in the profile); a new user takes the
 * names given. loginCount goes up by one.
 */
export async function recordSignIn(
	db: Db,
	profile: SignInProfile,
	options: { adminEmails: Set<string>; trustEmail: boolean },
): Promise<UserRow> {
	const email = profile.email.trim().toLowerCase();
	const isAdmin = options.trustEmail && options.adminEmails.has(email);
	const now = new Date();
	const bySubject = profile.oidcSubject ? await findUserByOidcSubject(db, profile.oidcSubject) : undefined;
	const byEmail = bySubject ? undefined : await findUserByEmail(db, email);
	// An identity provider's e-mail may only take over an existing account when it is verified;
	// otherwise anyone could register that address at the issuer and sign in as its owner.
	if (byEmail && profile.oidcSubject && (byEmail.oidcSubject || !profile.emailVerified)) {
		throw new AccountLinkError("This e-mail address belongs to another account");
	}
	const existing = bySubject ?? byEmail;

	if (existing) {
		return updateUserAtSignIn(
			db,
			existing.id,
			{
				email,
				// Names are only filled in when the account has none.
				firstName: existing.firstName ?? profile.firstName,
				lastName: existing.lastName ?? profile.lastName,
				// A photo chosen in the profile wins over the identity provider's picture.
				profileImageUrl: existing.profileImageUrl ?? profile.profileImageUrl ?? null,
				oidcSubject: profile.oidcSubject ?? existing.oidcSubject,
				isAdmin,
				lastSeenAt: now,
			},
			now,
		);
	}
	return insertUserAtSignIn(
		db,
		{
			email,
			firstName: profile.firstName,
			lastName: profile.lastName,
			profileImageUrl: profile.profileImageUrl ?? null,
			oidcSubject: profile.oidcSubject ?? null,
			isAdmin,
			lastSeenAt: now,
		},
		now,
	);
}

export function toCurrentUser(row: UserRow): CurrentUser {
	return {
		id: row.id,
		firstName: row.firstName,
		lastName: row.lastName,
		email: row.email,
		profileImageUrl: row.profileImageUrl,
		isAdmin: row.isAdmin,
		homeLocation: row.homeLocation,
		homeLatitude: row.homeLatitude,
		homeLongitude: row.homeLongitude,
		numberOfKids: row.numberOfKids,
		kidAges: row.kidAges,
		interestTags: row.interestTags,
		isLocalWunder: row.isLocalWunder,
	};
}
