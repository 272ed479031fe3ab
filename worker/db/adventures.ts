import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "./index";
import { type AdventureRow, adventures, pathStops, paths, places, savedPlaces, users } from "./schema";

export async function findAdventure(db: Db, id: string): Promise<AdventureRow | null> {
	return (await db.query.adventures.findFirst({ where: eq(adventures.id, id) })) ?? null;
}

/**
 * `findAdventure` as a query of a batch: its row, or none (drizzle's relational queries cannot read
 * an empty answer in a D1 batch).
 */
export const adventureById = (db: Db, id: string) => db.select().from(adventures).where(eq(adventures.id, id)).limit(1);

/** An owner's adventures, by start date, then newest first. */
export function listAdventures(db: Db, ownerId: string): Promise<AdventureRow[]> {
	return db.query.adventures.findMany({
		where: eq(adventures.ownerId, ownerId),
		orderBy: [adventures.startDate, desc(adventures.createdAt)],
	});
}

export type NewAdventure = Omit<typeof adventures.$inferInsert, "id" | "ownerId" | "createdAt" | "updatedAt">;

export async function insertAdventure(db: Db, ownerId: string, input: NewAdventure): Promise<AdventureRow> {
	const now = new Date();
	const [row] = await db
		.insert(adventures)
		.values({ ...input, id: crypto.randomUUID(), ownerId, createdAt: now, updatedAt: now })
		.returning();
	if (!row) throw new Error("insert returned nothing");
	return row;
}

/** Updates an adventure of its owner (both ids must match). */
export async function updateAdventure(
	db: Db,
	current: Pick<AdventureRow, "id" | "ownerId">,
	changes: Partial<NewAdventure>,
): Promise<AdventureRow> {
	const [row] = await db
		.update(adventures)
		.set({ ...changes, updatedAt: new Date() })
		.where(and(eq(adventures.id, current.id), eq(adventures.ownerId, current.ownerId)))
		.returning();
	if (!row) throw new Error("update returned nothing");
	return row;
}

/** An adventure's dated paths: id and day. */
export function datedPaths(db: Db, adventureId: string): Promise<{ id: string; date: string | null }[]> {
	return db
		.select({ id: paths.id, date: paths.date })
		.from(paths)
		.where(and(eq(paths.adventureId, adventureId), isNotNull(paths.date)));
}

/**
 * Updates an adventure of its owner and its paths' days in ONE D1 batch (all or nothing). Each
 * path's day changes only while it is still the day it was read as (`from`), so a day set in the
 * meantime is not overwritten.
 */
export async function updateAdventureAndDays(
	db: Db,
	current: Pick<AdventureRow, "id" | "ownerId">,
	changes: Partial<NewAdventure>,
	days: readonly { pathId: string; from: string; to: string | null }[],
): Promise<AdventureRow> {
	const now = new Date();
	const [updated] = await db.batch([
		db
			.update(adventures)
			.set({ ...changes, updatedAt: now })
			.where(and(eq(adventures.id, current.id), eq(adventures.ownerId, current.ownerId)))
			.returning(),
		...days.map(({ pathId, from, to }) =>
			db
				.update(paths)
				.set({ date: to, updatedAt: now })
				.where(and(eq(paths.id, pathId), eq(paths.adventureId, current.id), eq(paths.date, from))),
		),
	]);
	const row = updated?.[0];
	if (!row) throw new Error("update returned nothing");
	return row;
}

/** Deletes an adventure of its owner; saved places, paths and stops go with it (ON DELETE CASCADE). */
export async function deleteAdventure(db: Db, row: Pick<AdventureRow, "id" | "ownerId">): Promise<void> {
	await db.delete(adventures).where(and(eq(adventures.id, row.id), eq(adventures.ownerId, row.ownerId)));
}

/**
 * Gives the adventure `token` as its share token unless it already has one, and answers the token
 * it has afterwards, in one statement: of parallel calls, the first one's token wins and every
 * call answers that one (null when the adventure is gone). `updated_at` is not touched.
 */
export async function claimShareToken(db: Db, id: string, token: string): Promise<string | null> {
	const [row] = await db
		.update(adventures)
		.set({ shareToken: sql`coalesce(${adventures.shareToken}, ${token})` })
		.where(eq(adventures.id, id))
		.returning({ shareToken: adventures.shareToken });
	return row?.shareToken ?? null;
}

/** Sets (or with null, revokes) an adventure's share token without touching `updated_at`. */
/** Takes an image off the covers of an owner's adventures (the image is gone): they show their category's picture. */
export async function clearCovers(db: Db, ownerId: string, imageUrl: string): Promise<void> {
	await db
		.update(adventures)
		.set({ coverImageUrl: null })
		.where(and(eq(adventures.ownerId, ownerId), eq(adventures.coverImageUrl, imageUrl)));
}

export async function setShareToken(db: Db, id: string, token: string | null): Promise<void> {
	await db.update(adventures).set({ shareToken: token }).where(eq(adventures.id, id));
}

export interface PublicAdventureRow {
	adventure: AdventureRow;
	owner: {
		firstName: string | null;
		lastName: string | null;
		email: string | null;
		homeLocation: string | null;
		isLocalWunder: boolean;
	};
}

/**
 * Public adventures, newest first, with the owner fields Discover's name is made from (the e-mail
 * only to tell names made from it; the service never answers it).
 */
export function listPublicAdventures(db: Db, limit: number): Promise<PublicAdventureRow[]> {
	return db
		.select({
			adventure: adventures,
			owner: {
				firstName: users.firstName,
				lastName: users.lastName,
				email: users.email,
				homeLocation: users.homeLocation,
				isLocalWunder: users.isLocalWunder,
			},
		})
		.from(adventures)
		.innerJoin(users, eq(users.id, adventures.ownerId))
		.where(eq(adventures.isPublic, true))
		.orderBy(desc(adventures.createdAt), desc(adventures.id))
		.limit(limit);
}

/** What a duplicate copies from an adventure: its saved places, its paths and their stops. */
export async function copyableContents(db: Db, adventureId: string) {
	const [saved, pathRows, stops] = await Promise.all([
		db.select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId)).orderBy(savedPlaces.createdAt),
		db.select().from(paths).where(eq(paths.adventureId, adventureId)).orderBy(paths.createdAt),
		db
			.select({ stop: pathStops })
			.from(pathStops)
			.innerJoin(paths, eq(paths.id, pathStops.pathId))
			.where(eq(paths.adventureId, adventureId))
			.orderBy(pathStops.pathId, pathStops.position),
	]);
	return { saved, paths: pathRows, stops: stops.map((row) => row.stop) };
}

/** The rows of a copy, every id new; written all or nothing by `insertAdventureCopy`. */
export interface AdventureCopy {
	adventure: typeof adventures.$inferInsert;
	saved: (typeof savedPlaces.$inferInsert)[];
	paths: (typeof paths.$inferInsert)[];
	stops: (typeof pathStops.$inferInsert)[];
}

// D1 binds at most 100 parameters a statement: rows go in chunks that stay under it.
function chunks<T>(rows: T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
	return out;
}

/** Writes a copy in ONE D1 batch (a single transaction): the adventure, its saved places, paths and stops, or nothing. */
export async function insertAdventureCopy(db: Db, copy: AdventureCopy): Promise<AdventureRow> {
	const [first] = await db.batch([
		db.insert(adventures).values(copy.adventure).returning(),
		...chunks(copy.saved, 15).map((rows) => db.insert(savedPlaces).values(rows)),
		...chunks(copy.paths, 8).map((rows) => db.insert(paths).values(rows)),
		...chunks(copy.stops, 15).map((rows) => db.insert(pathStops).values(rows)),
	]);
	const row = first?.[0];
	if (!row) throw new Error("insert returned nothing");
	return row;
}

/**
 * Stores coordinates found for an adventure saved without them (its location resolved on read).
 * Only while it still has none, and without touching `updated_at`: the family changed nothing.
 */
export async function setMissingCoordinates(db: Db, id: string, point: { latitude: number; longitude: number }) {
	await db
		.update(adventures)
		.set({ latitude: point.latitude, longitude: point.longitude })
		.where(and(eq(adventures.id, id), isNull(adventures.latitude)));
}

/** One of the adventure's saved places as a stay: its name and coordinates; null when it is not saved there. */
export async function savedPlaceForStay(
	db: Db,
	adventureId: string,
	placeId: string,
): Promise<{ placeId: string; label: string; latitude: number; longitude: number } | null> {
	const [row] = await db
		.select({ placeId: places.id, label: places.name, latitude: places.latitude, longitude: places.longitude })
		.from(savedPlaces)
		.innerJoin(places, eq(places.id, savedPlaces.placeId))
		.where(and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)))
		.limit(1);
	return row ?? null;
}
