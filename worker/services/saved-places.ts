import type { ChangeTopic } from "../../domain/live/protocol-rules";
import { type Place, type SavedPlace, type SaveIntentCategory, saveIntentCategory } from "../../domain/place/place";
import type { Db } from "../db";
import { countPathsWithPlace } from "../db/paths";
import { deleteSavedPlaceAndStops, findSavedPlace, insertSavedPlace, listSavedPlaceRows } from "../db/places";
import type { AdventureRow, SavedPlaceRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { NotFoundError } from "../lib/errors";
import { composeSaveFollowUp } from "../providers/llm/offline/place-insights";
import { toPlace } from "../providers/places";
import { resolvePlaceOrThrow } from "./places";

function toSavedPlace(row: SavedPlaceRow, place: Place): SavedPlace {
	return { id: row.id, createdAt: row.createdAt.toISOString(), intentCategory: row.intentCategory, place };
}

/** An adventure's saved places, newest first. */
export async function listSavedPlaces(db: Db, adventureId: string): Promise<SavedPlace[]> {
	const rows = await listSavedPlaceRows(db, adventureId);
	return rows.map(({ saved, place }) => toSavedPlace(saved, toPlace(place)));
}

/**
 * Whether the adventure has saved the place, and on how many of its paths the place is a stop (the
 * remove dialog says so: unsaving takes it off them).
 */
export async function isSaved(
	db: Db,
	adventureId: string,
	placeId: string,
): Promise<{ isSaved: boolean; pathCount: number }> {
	const [saved, pathCount] = await Promise.all([
		findSavedPlace(db, adventureId, placeId),
		countPathsWithPlace(db, adventureId, placeId),
	]);
	return { isSaved: !!saved, pathCount };
}

/**
 * Saves a place to an adventure once: a second save finds the first row (same id, date and
 * intent) instead of adding one. `created` tells whether this call added it.
 */
async function savePlaceTo(
	db: Db,
	adventureId: string,
	placeId: string,
	intentCategory: SaveIntentCategory,
): Promise<{ row: SavedPlaceRow; created: boolean }> {
	const inserted = await insertSavedPlace(db, adventureId, placeId, intentCategory);
	if (inserted) return { row: inserted, created: true };
	const existing = await findSavedPlace(db, adventureId, placeId);
	if (!existing) throw new Error("saved place vanished between insert and read");
	return { row: existing, created: false };
}

/**
 * Saves a place by its id (resolved through the places provider; the client's placeData is never
 * stored) with the intent its types suggest, and tells the adventure's open tabs when it is new.
 */
export async function savePlace(
	deps: Pick<Deps, "db" | "places" | "config" | "rooms">,
	adventureId: string,
	googlePlaceId: string,
): Promise<SavedPlace> {
	const place = await resolvePlaceOrThrow(deps, googlePlaceId);
	const { row, created } = await savePlaceTo(deps.db, adventureId, place.googlePlaceId, saveIntentCategory(place));
	if (created) deps.rooms.announce(adventureId, "saved-places");
	return toSavedPlace(row, place);
}

/**
 * Removes a saved place and its stops on the adventure's paths in one batch (the other stops keep
 * positions 1..n), so no path is left with a stop that is not saved, and the stay when it was this
 * place; 404 when it was not saved.
 * Answers how many paths it was taken off, and tells the open tabs.
 */
export async function removeSavedPlace(deps: Pick<Deps, "db" | "rooms">, adventureId: string, placeId: string) {
	const removed = await deleteSavedPlaceAndStops(deps.db, adventureId, placeId);
	if (!removed) throw new NotFoundError("Saved place not found");
	const topics: ChangeTopic[] = ["saved-places"];
	if (removed.removedFromPaths > 0) topics.push("paths");
	if (removed.clearedStay) topics.push("adventure");
	deps.rooms.announce(adventureId, ...topics);
	return { deleted: true as const, removedFromPaths: removed.removedFromPaths };
}

/**
 * Saves a place from its panel: resolved by id (never from the client's placeData), with the
 * intent the client chose or its types suggest; answers the saved place and the guide's follow-up
 * line for the kids (the request's ages, else the adventure's).
 */
export async function savePlaceFromPanel(
	deps: Pick<Deps, "db" | "places" | "config" | "rooms">,
	adventure: AdventureRow,
	googlePlaceId: string,
	input: { intentCategory?: SaveIntentCategory; kidAges: number[] },
): Promise<{ savedPlace: SavedPlace; place: Place; followUpMessage: string }> {
	const place = await resolvePlaceOrThrow(deps, googlePlaceId);
	const intent = input.intentCategory ?? saveIntentCategory(place);
	const { row, created } = await savePlaceTo(deps.db, adventure.id, place.googlePlaceId, intent);
	if (created) deps.rooms.announce(adventure.id, "saved-places");
	const kidAges = input.kidAges.length ? input.kidAges : adventure.kidAges;
	return { savedPlace: toSavedPlace(row, place), place, followUpMessage: composeSaveFollowUp(place, kidAges) };
}
