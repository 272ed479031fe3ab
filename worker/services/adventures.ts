import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
	type Adventure,
	type AdventureStats,
	type createAdventureSchema,
	dayNumber,
	isAdventureTag,
	timingCategory,
	type updateAdventureSchema,
} from "../../domain/adventure/adventure";
import { isLocalWunder } from "../../domain/geo/geo";
import type { Db } from "../db";
import { type AdventureRow, adventures, type UserRow } from "../db/schema";

export function toAdventure(row: AdventureRow): Adventure {
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		location: row.location,
		latitude: row.latitude,
		longitude: row.longitude,
		startDate: row.startDate,
		endDate: row.endDate,
		numberOfTravelers: row.numberOfTravelers,
		kidAges: row.kidAges,
		interests: row.interests,
		tags: row.tags.filter(isAdventureTag),
		coverImageUrl: row.coverImageUrl,
		isPublic: row.isPublic,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

export function listAdventures(db: Db, ownerId: string) {
	return db.query.adventures.findMany({
		where: eq(adventures.ownerId, ownerId),
		orderBy: [adventures.startDate, desc(adventures.createdAt)],
	});
}

export async function createAdventure(
	db: Db,
	ownerId: string,
	input: z.output<typeof createAdventureSchema>,
): Promise<AdventureRow> {
	const now = new Date();
	const [row] = await db
		.insert(adventures)
		.values({ id: crypto.randomUUID(), ownerId, ...input, createdAt: now, updatedAt: now })
		.returning();
	if (!row) throw new Error("insert returned nothing");
	return row;
}

export class InvalidUpdateError extends Error {}

/** Applies a partial update; the merged dates must still run forwards. */
export async function updateAdventure(
	db: Db,
	current: AdventureRow,
	changes: z.output<typeof updateAdventureSchema>,
): Promise<AdventureRow> {
	const startDate = changes.startDate ?? current.startDate;
	const endDate = changes.endDate ?? current.endDate;
	if (dayNumber(endDate) < dayNumber(startDate)) {
		throw new InvalidUpdateError("End date must not be before the start date");
	}
	const [row] = await db
		.update(adventures)
		.set({ ...changes, updatedAt: new Date() })
		.where(and(eq(adventures.id, current.id), eq(adventures.ownerId, current.ownerId)))
		.returning();
	if (!row) throw new Error("update returned nothing");
	return row;
}

export async function deleteAdventure(db: Db, row: AdventureRow): Promise<void> {
	// Saved places, paths and stops reference the adventure with ON DELETE CASCADE.
	await db.delete(adventures).where(and(eq(adventures.id, row.id), eq(adventures.ownerId, row.ownerId)));
}

/** Profile stats: timing uses the viewer's local date, sent by the client. */
export async function adventureStats(db: Db, user: UserRow, today: string): Promise<AdventureStats> {
	const rows = await listAdventures(db, user.id);
	const home = { latitude: user.homeLatitude, longitude: user.homeLongitude };
	let upcomingAdventures = 0;
	let completedAdventures = 0;
	let sharedLocalWunders = 0;
	let sharedAdventures = 0;
	for (const row of rows) {
		const timing = timingCategory(row.startDate, row.endDate, today);
		if (timing === "upcoming") upcomingAdventures++;
		if (timing === "past") completedAdventures++;
		if (row.isPublic) {
			sharedAdventures++;
			if (isLocalWunder(row, home)) sharedLocalWunders++;
		}
	}
	return { upcomingAdventures, completedAdventures, sharedLocalWunders, sharedAdventures };
}
