import { isLocalWunder } from "../../domain/geo/geo";
import type { UpdateProfile } from "../../domain/user/profile";
import type { CurrentUser } from "../../domain/user/user";
import type { Db } from "../db";
import { listAdventures } from "../db/adventures";
import type { UserRow } from "../db/schema";
import { findUserById, type ProfileFields, updateUserProfile } from "../db/users";
import type { Deps } from "../lib/deps";
import { changeProfileImage } from "./avatars";
import { userChanged } from "./sessions";
import { toCurrentUser } from "./users";

/**
 * The Local Wunder rule: a user is a Local Wunder when they have a home (coordinates) and at least
 * one of their adventures is public and lies within 30 km (great-circle) of that home.
 */
async function computeLocalWunder(
	db: Db,
	user: Pick<UserRow, "id" | "homeLatitude" | "homeLongitude">,
): Promise<boolean> {
	if (user.homeLatitude == null || user.homeLongitude == null) return false;
	const home = { latitude: user.homeLatitude, longitude: user.homeLongitude };
	const rows = await listAdventures(db, user.id);
	return rows.some((row) => row.isPublic && isLocalWunder(row, home));
}

/**
 * Recomputes and stores the owner's Local Wunder flag (after an adventure is created, published,
 * moved or deleted); a change drops the user cached with their sessions.
 */
export async function refreshLocalWunder({ db, kv }: Pick<Deps, "db" | "kv">, userId: string): Promise<void> {
	const user = await findUserById(db, userId);
	if (!user) return;
	const value = await computeLocalWunder(db, user);
	if (value === user.isLocalWunder) return;
	await updateUserProfile(db, userId, { isLocalWunder: value });
	await userChanged(db, kv, userId);
}

/**
 * Applies the fields sent (null clears one), recomputes Local Wunder and answers the current user.
 * The session making the change caches the new row; the user's other sessions read it on their next request.
 */
export async function updateProfile(
	{ db, kv, bucket }: Pick<Deps, "db" | "kv" | "bucket">,
	user: UserRow,
	sessionId: string | undefined,
	changes: UpdateProfile,
): Promise<CurrentUser> {
	const fields: ProfileFields = {};
	if (changes.firstName !== undefined) fields.firstName = changes.firstName;
	if (changes.lastName !== undefined) fields.lastName = changes.lastName;
	if (changes.homeLocation !== undefined || changes.homeLatitude !== undefined) {
		// A home's coordinates go with its text: a new text without coordinates (typed, not chosen)
		// has none, and clearing the home clears them.
		if (changes.homeLocation !== undefined) fields.homeLocation = changes.homeLocation;
		const hasHome = (changes.homeLocation !== undefined ? changes.homeLocation : user.homeLocation) !== null;
		fields.homeLatitude = hasHome ? (changes.homeLatitude ?? null) : null;
		fields.homeLongitude = hasHome ? (changes.homeLongitude ?? null) : null;
	}
	if (changes.numberOfKids !== undefined) fields.numberOfKids = changes.numberOfKids;
	if (changes.kidAges !== undefined) fields.kidAges = changes.kidAges;
	if (changes.interestTags !== undefined) fields.interestTags = changes.interestTags;
	if (changes.profileImageUrl !== undefined) {
		// Only one's own current avatar (unchanged) or none: clearing it deletes its object.
		const cleared = await changeProfileImage({ db, bucket }, user, changes.profileImageUrl);
		if (cleared) user = cleared;
	}
	fields.isLocalWunder = await computeLocalWunder(db, {
		id: user.id,
		homeLatitude: fields.homeLatitude !== undefined ? fields.homeLatitude : user.homeLatitude,
		homeLongitude: fields.homeLongitude !== undefined ? fields.homeLongitude : user.homeLongitude,
	});
	const updated = await updateUserProfile(db, user.id, fields);
	await userChanged(db, kv, user.id, sessionId ? { sessionId, user: updated } : undefined);
	return toCurrentUser(updated);
}
