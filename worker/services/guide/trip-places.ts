import type { LatLng } from "../../../domain/geo/geo";
import { catalogDestinationAt } from "../../../domain/place/coverage";
import { categoryGroup } from "../../../domain/place/place-rules";
import type { Db } from "../../db";
import { placeNamesIn } from "../../db/places";

/**
 * The places of the trip's destination a family may name, for the reader (./understand/) to resolve
 * names against: the catalog's places of the destination the trip lies in, read once per isolate
 * and destination (one indexed query) and kept a while. The same list object comes back each time,
 * so the reader indexes it once. None outside the catalog's destinations; with Google as the places
 * provider the catalog's places still name themselves (Google is never called here).
 */

export interface TripPlaceName {
	id: string;
	name: string;
	/** A place to eat (a restaurant, a café): "lunch at jordan pond" is the one of two "Jordan Pond"s that serves food. */
	food?: boolean;
}

/** How long a destination's names are kept before they are read again. */
const KEEP_MS = 10 * 60 * 1000;

const kept = new Map<string, { at: number; names: Promise<readonly TripPlaceName[]> }>();
const NONE: readonly TripPlaceName[] = [];

/** The destination's places by name, for a trip at this point (none when it has no point or lies outside the catalog). */
export async function destinationPlaceNames(
	db: Db,
	point: LatLng | null,
	now = Date.now(),
): Promise<readonly TripPlaceName[]> {
	const destination = point ? catalogDestinationAt(point) : null;
	if (!destination) return NONE;
	const known = kept.get(destination);
	if (known && now - known.at < KEEP_MS) return known.names;
	const names = placeNamesIn(db, destination).then(
		(rows) => {
			// An empty catalog (not seeded yet) is read again next time.
			if (rows.length === 0) kept.delete(destination);
			return rows.map(
				({ id, name, types }): TripPlaceName =>
					categoryGroup(types) === "food" ? { id, name, food: true } : { id, name },
			);
		},
		(error: unknown) => {
			kept.delete(destination);
			console.warn(`place names of ${destination} unread: ${error instanceof Error ? error.message : String(error)}`);
			return NONE;
		},
	);
	kept.set(destination, { at: now, names });
	return names;
}
