import { and, count, desc, eq, exists, isNull, lte, or, type SQL } from "drizzle-orm";
import { BUG_REPORTER_SIGNED_OUT } from "../../domain/bug-report/bug-report-rules";
import type { Db } from "./index";
import {
	adventures,
	bugReports,
	emailOutbox,
	emailSignInTokens,
	modelCallCounts,
	paths,
	places,
	savedPlaces,
	sessions,
	type UserRow,
	usageEvents,
	users,
} from "./schema";

/** Every user, newest first (the admin list). */
export function listAllUsers(db: Db): Promise<UserRow[]> {
	return db.query.users.findMany({ orderBy: [desc(users.createdAt)] });
}

export interface UserActivityCounts {
	adventuresCreated: number;
	placesSaved: number;
	pathsCreated: number;
}

/** How many adventures, saved places and paths the user's adventures hold, in one batch. */
export async function countUserActivity(db: Db, userId: string): Promise<UserActivityCounts> {
	const owned = eq(adventures.ownerId, userId);
	const [adventureCount, placeCount, pathCount] = await db.batch([
		db.select({ n: count() }).from(adventures).where(owned),
		db
			.select({ n: count() })
			.from(savedPlaces)
			.innerJoin(adventures, eq(adventures.id, savedPlaces.adventureId))
			.where(owned),
		db.select({ n: count() }).from(paths).innerJoin(adventures, eq(adventures.id, paths.adventureId)).where(owned),
	]);
	return {
		adventuresCreated: adventureCount[0]?.n ?? 0,
		placesSaved: placeCount[0]?.n ?? 0,
		pathsCreated: pathCount[0]?.n ?? 0,
	};
}

/** The user's newest adventures. */
export function recentAdventures(db: Db, userId: string, limit: number) {
	return db
		.select({
			id: adventures.id,
			title: adventures.title,
			location: adventures.location,
			createdAt: adventures.createdAt,
		})
		.from(adventures)
		.where(eq(adventures.ownerId, userId))
		.orderBy(desc(adventures.createdAt))
		.limit(limit);
}

/** The places the user saved most recently, across their adventures. */
export function recentSavedPlaces(db: Db, userId: string, limit: number) {
	return db
		.select({
			id: savedPlaces.id,
			name: places.name,
			address: places.address,
			createdAt: savedPlaces.createdAt,
		})
		.from(savedPlaces)
		.innerJoin(adventures, eq(adventures.id, savedPlaces.adventureId))
		.innerJoin(places, eq(places.id, savedPlaces.placeId))
		.where(eq(adventures.ownerId, userId))
		.orderBy(desc(savedPlaces.createdAt))
		.limit(limit);
}

export function adventureIdsOf(db: Db, userId: string): Promise<{ id: string }[]> {
	return db.select({ id: adventures.id }).from(adventures).where(eq(adventures.ownerId, userId));
}

/**
 * The user, only while deletable: not an admin, and neither joined nor seen after `cutoff`. Every
 * statement of the deletion carries it, so a user who signs in between the check and the batch
 * keeps everything.
 */
function deletable(userId: string, cutoff: Date): SQL {
	return and(
		eq(users.id, userId),
		eq(users.isAdmin, false),
		lte(users.createdAt, cutoff),
		or(isNull(users.lastSeenAt), lte(users.lastSeenAt, cutoff)),
	) as SQL;
}

/**
 * Deletes a deletable user and their data in ONE D1 batch (one transaction): their adventures
 * (saved places, paths and stops cascade), sessions index, pending sign-in links and outbox mail
 * to their address, their model-call counts; their usage events and bug reports stay, anonymised (cost history, triage). Returns whether the
 * user row went (false: unknown, admin or active — then nothing changed).
 */
export async function deleteUserAndData(db: Db, user: Pick<UserRow, "id" | "email">, cutoff: Date): Promise<boolean> {
	const stillDeletable = exists(db.select({ id: users.id }).from(users).where(deletable(user.id, cutoff)));
	const [, , , , , , , gone] = await db.batch([
		db.delete(adventures).where(and(eq(adventures.ownerId, user.id), stillDeletable)),
		db.delete(modelCallCounts).where(and(eq(modelCallCounts.userId, user.id), stillDeletable)),
		db.delete(sessions).where(and(eq(sessions.userId, user.id), stillDeletable)),
		db.delete(emailSignInTokens).where(and(eq(emailSignInTokens.email, user.email), stillDeletable)),
		db.delete(emailOutbox).where(and(eq(emailOutbox.to, user.email), stillDeletable)),
		db
			.update(usageEvents)
			.set({ userId: null })
			.where(and(eq(usageEvents.userId, user.id), stillDeletable)),
		db
			.update(bugReports)
			.set({ userId: null, userEmail: BUG_REPORTER_SIGNED_OUT })
			.where(and(eq(bugReports.userId, user.id), stillDeletable)),
		db.delete(users).where(deletable(user.id, cutoff)).returning({ id: users.id }),
	]);
	return gone.length > 0;
}
