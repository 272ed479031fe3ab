import { and, desc, eq, sql } from "drizzle-orm";
import type { Place, SavedPlace, SaveIntentCategory } from "../../domain/place/place";
import type { Db } from "../db";
import { places, type SavedPlaceRow, savedPlaces } from "../db/schema";
import { toPlace } from "./places";

export function toSavedPlace(row: SavedPlaceRow, place: Place): SavedPlace {
	return { id: row.id, createdAt: row.createdAt.toISOString(), intentCategory: row.intentCategory, place };
}

/** An adventure's saved places, newest first (rowid breaks ties within a millisecond). */
export async function listSavedPlaces(db: Db, adventureId: string): Promise<SavedPlace[]> {
	const rows = await db
		.select({ saved: savedPlaces, place: places })
		.from(savedPlaces)
		.innerJoin(places, eq(places.id, savedPlaces.placeId))
		.where(eq(savedPlaces.adventureId, adventureId))
		.orderBy(desc(savedPlaces.createdAt), desc(sql`${savedPlaces}.rowid`));
	return rows.map(({ saved, place }) => toSavedPlace(saved, toPlace(place)));
}

export async function findSavedPlace(db: Db, adventureId: string, placeId: string): Promise<SavedPlaceRow | null> {
	const row = await db.query.savedPlaces.findFirst({
		where: and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)),
	});
	return row ?? null;
}

/**
 * Saves a place to an adventure once: a second save finds the first row (same id, date and
 * intent) instead of adding one. `created` tells whether this call added it.
 */
export async function savePlaceTo(
	db: Db,
	adventureId: string,
	placeId: string,
	intentCategory: SaveIntentCategory,
): Promise<{ row: SavedPlaceRow; created: boolean }> {
	const [inserted] = await db
		.insert(savedPlaces)
		.values({ id: crypto.randomUUID(), adventureId, placeId, intentCategory, createdAt: new Date() })
		.onConflictDoNothing({ target: [savedPlaces.adventureId, savedPlaces.placeId] })
		.returning();
	if (inserted) return { row: inserted, created: true };
	const existing = await findSavedPlace(db, adventureId, placeId);
	if (!existing) throw new Error("saved place vanished between insert and read");
	return { row: existing, created: false };
}

/** Removes a saved place; false when it was not saved. */
export async function removeSavedPlace(db: Db, adventureId: string, placeId: string): Promise<boolean> {
	const deleted = await db
		.delete(savedPlaces)
		.where(and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, placeId)))
		.returning({ id: savedPlaces.id });
	return deleted.length > 0;
}
