import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../domain/user/user";
import type { Db } from "../db";
import { type UserRow, users } from "../db/schema";

export interface SignInProfile {
	email: string;
	firstName: string | null;
	lastName: string | null;
	profileImageUrl?: string | null;
	oidcSubject?: string | null;
	/** Whether the identity provider vouches for the e-mail; unverified ones never link accounts. */
	emailVerified?: boolean;
}

export class AccountLinkError extends Error {}

/**
 * Creates or updates the user who just signed in: matched by OIDC subject first, then by e-mail.
 * Admin rights follow ADMIN_EMAILS at every sign-in; loginCount goes up by one.
 */
export async function recordSignIn(db: Db, profile: SignInProfile, adminEmails: Set<string>): Promise<UserRow> {
	const email = profile.email.trim().toLowerCase();
	const isAdmin = adminEmails.has(email);
	const now = new Date();
	const bySubject = profile.oidcSubject
		? await db.query.users.findFirst({ where: eq(users.oidcSubject, profile.oidcSubject) })
		: undefined;
	const byEmail = bySubject ? undefined : await db.query.users.findFirst({ where: eq(users.email, email) });
	// An identity provider's e-mail may only take over an existing account when it is verified;
	// otherwise anyone could register that address at the issuer and sign in as its owner.
	if (byEmail && profile.oidcSubject && (byEmail.oidcSubject || !profile.emailVerified)) {
		throw new AccountLinkError("This e-mail address belongs to another account");
	}
	const existing = bySubject ?? byEmail;

	if (existing) {
		const [updated] = await db
			.update(users)
			.set({
				email,
				firstName: profile.firstName ?? existing.firstName,
				lastName: profile.lastName ?? existing.lastName,
				// A photo chosen in the profile wins over the identity provider's picture.
				profileImageUrl: existing.profileImageUrl ?? profile.profileImageUrl ?? null,
				oidcSubject: profile.oidcSubject ?? existing.oidcSubject,
				isAdmin,
				loginCount: sql`${users.loginCount} + 1`,
				lastSeenAt: now,
				updatedAt: now,
			})
			.where(eq(users.id, existing.id))
			.returning();
		if (!updated) throw new Error("user vanished during sign-in");
		return updated;
	}

	const [created] = await db
		.insert(users)
		.values({
			id: crypto.randomUUID(),
			email,
			firstName: profile.firstName,
			lastName: profile.lastName,
			profileImageUrl: profile.profileImageUrl ?? null,
			oidcSubject: profile.oidcSubject ?? null,
			isAdmin,
			loginCount: 1,
			lastSeenAt: now,
			createdAt: now,
			updatedAt: now,
		})
		.returning();
	if (!created) throw new Error("could not create user");
	return created;
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
	return db.query.users.findFirst({ where: eq(users.id, id) });
}

const SEEN_REFRESH_MS = 5 * 60 * 1000;

/** lastSeenAt is refreshed at most every five minutes, not on every request. */
export function needsSeenRefresh(user: UserRow, now = Date.now()): boolean {
	return !user.lastSeenAt || now - user.lastSeenAt.getTime() > SEEN_REFRESH_MS;
}

export async function touchLastSeen(db: Db, id: string, now = new Date()): Promise<void> {
	await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, id));
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
