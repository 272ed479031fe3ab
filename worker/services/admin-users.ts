import {
	ACTIVE_USER_DAYS,
	CANNOT_DELETE_ACTIVE,
	deleteRefusal,
	isActiveUser,
	lastActivityOf,
	userStatusOf,
} from "../../domain/user/status";
import { fullNameOf } from "../../domain/user/user-names";
import {
	adventureIdsOf,
	countUserActivity,
	deleteUserAndData,
	listAllUsers,
	recentAdventures,
	recentSavedPlaces,
} from "../db/admin-users";
import type { UserRow } from "../db/schema";
import { findUserById } from "../db/users";
import type { Deps } from "../lib/deps";
import { ConflictError, NotFoundError } from "../lib/errors";
import { deleteUserAvatars } from "./avatars";
import { dropSessionRecords, liveSessionHashes } from "./sessions";

/** The detail dialog shows at most this many recent adventures and saved places. */
const RECENT_ADVENTURES = 3;
const RECENT_SAVED_PLACES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of the admin's user list (the spec's admin user record, plus lastSeenAt). */
function toAdminUser(row: UserRow, now: number) {
	return {
		id: row.id,
		fullName: fullNameOf(row),
		firstName: row.firstName,
		lastName: row.lastName,
		email: row.email,
		profileImageUrl: row.profileImageUrl,
		homeLocation: row.homeLocation,
		numberOfKids: row.numberOfKids,
		kidAges: row.kidAges,
		loginCount: row.loginCount,
		userStatus: userStatusOf(row, now),
		isAdmin: row.isAdmin,
		isLocalWunder: row.isLocalWunder,
		isActive: isActiveUser(row, now),
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		/** Last sign-in or request (refreshed every five minutes), else the join date. */
		lastSeenAt: lastActivityOf(row).toISOString(),
	};
}

/** `GET /api/admin/users`: every user, newest first. */
export async function listAdminUsers(deps: Pick<Deps, "db">, now = Date.now()) {
	const rows = await listAllUsers(deps.db);
	return rows.map((row) => toAdminUser(row, now));
}

async function userOrNotFound(deps: Pick<Deps, "db">, id: string): Promise<UserRow> {
	const row = await findUserById(deps.db, id);
	if (!row) throw new NotFoundError("User not found");
	return row;
}

/** `GET /api/admin/users/{id}/details`: the record, the three counts and the recent items. */
export async function adminUserDetails(deps: Pick<Deps, "db">, id: string, now = Date.now()) {
	const row = await userOrNotFound(deps, id);
	const [counts, adventures, savedPlaces] = await Promise.all([
		countUserActivity(deps.db, id),
		recentAdventures(deps.db, id, RECENT_ADVENTURES),
		recentSavedPlaces(deps.db, id, RECENT_SAVED_PLACES),
	]);
	return {
		user: toAdminUser(row, now),
		...counts,
		adventures: adventures.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
		recentSavedPlaces: savedPlaces.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
	};
}

/**
 * `DELETE /api/admin/users/{id}`: refused (409, nothing deleted) for an admin or a user active
 * within 30 days, or for the sample trips' account. Otherwise their D1 data goes in one batch (adventures with saved places, paths
 * and stops; sessions; sign-in links), then their KV session records and R2 avatars, and after the
 * answer their adventures' rooms (guide conversations).
 */
export async function deleteAdminUser(
	deps: Pick<Deps, "db" | "kv" | "bucket" | "rooms">,
	id: string,
	now = Date.now(),
) {
	const row = await userOrNotFound(deps, id);
	const refusal = deleteRefusal({ isAdmin: row.isAdmin, isActive: isActiveUser(row, now), email: row.email });
	if (refusal) throw new ConflictError(refusal);
	const adventureIds = (await adventureIdsOf(deps.db, id)).map((a) => a.id);
	// KV session records are keyed by the hash the index holds; read them before the index rows go.
	const sessionHashes = await liveSessionHashes(deps.db, id);
	const deleted = await deleteUserAndData(deps.db, row, new Date(now - ACTIVE_USER_DAYS * DAY_MS));
	// Signed in (or promoted) between the check and the batch: the batch changed nothing.
	if (!deleted) throw new ConflictError(CANNOT_DELETE_ACTIVE);
	const [sessionRecords, avatars] = await Promise.all([
		dropSessionRecords(deps.kv, sessionHashes),
		deleteUserAvatars(deps.bucket, id),
	]);
	for (const adventureId of adventureIds) deps.rooms.purge(adventureId);
	return { deleted: true as const, id, removed: { adventures: adventureIds.length, sessionRecords, avatars } };
}
