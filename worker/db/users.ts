import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./index";
import { type UserRow, users } from "./schema";

export function findUserByOidcSubject(db: Db, subject: string): Promise<UserRow | undefined> {
	return db.query.users.findFirst({ where: eq(users.oidcSubject, subject) });
}

/** By e-mail as stored (lowercased). */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
	return db.query.users.findFirst({ where: eq(users.email, email) });
}

/** What a sign-in writes to a user row. */
export type SignInFields = Pick<
	UserRow,
	"email" | "firstName" | "lastName" | "profileImageUrl" | "oidcSubject" | "isAdmin" | "lastSeenAt"
>;

/** Updates an existing user at sign-in and counts the sign-in. */
export async function updateUserAtSignIn(db: Db, id: string, fields: SignInFields, now: Date): Promise<UserRow> {
	const [updated] = await db
		.update(users)
		.set({ ...fields, loginCount: sql`${users.loginCount} + 1`, updatedAt: now })
		.where(eq(users.id, id))
		.returning();
	if (!updated) throw new Error("user vanished during sign-in");
	return updated;
}

/** Creates a user at their first sign-in. */
export async function insertUserAtSignIn(db: Db, fields: SignInFields, now: Date): Promise<UserRow> {
	const [created] = await db
		.insert(users)
		.values({ id: crypto.randomUUID(), ...fields, loginCount: 1, createdAt: now, updatedAt: now })
		.returning();
	if (!created) throw new Error("could not create user");
	return created;
}

export async function touchLastSeen(db: Db, id: string, now = new Date()): Promise<void> {
	await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, id));
}

/** The profile fields `PUT /api/user/profile` may change. */
export type ProfileFields = Partial<
	Pick<
		UserRow,
		| "firstName"
		| "lastName"
		| "homeLocation"
		| "homeLatitude"
		| "homeLongitude"
		| "numberOfKids"
		| "kidAges"
		| "interestTags"
		| "profileImageUrl"
		| "isLocalWunder"
	>
>;

export async function updateUserProfile(db: Db, id: string, fields: ProfileFields, now = new Date()): Promise<UserRow> {
	const [updated] = await db
		.update(users)
		.set({ ...fields, updatedAt: now })
		.where(eq(users.id, id))
		.returning();
	if (!updated) throw new Error("user vanished during a profile update");
	return updated;
}

/**
 * Sets a user's profile image to `next` only while it is still `expected` (compare and set): the
 * updated row, or undefined when another change came first.
 */
export async function replaceProfileImageUrl(
	db: Db,
	id: string,
	expected: string | null,
	next: string | null,
	now = new Date(),
): Promise<UserRow | undefined> {
	const [updated] = await db
		.update(users)
		.set({ profileImageUrl: next, updatedAt: now })
		.where(
			and(eq(users.id, id), expected === null ? isNull(users.profileImageUrl) : eq(users.profileImageUrl, expected)),
		)
		.returning();
	return updated;
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
	return db.query.users.findFirst({ where: eq(users.id, id) });
}
