import { isValidCoordinate, type LatLng } from "../../domain/geo/geo";
import { MIN_DESTINATION_QUERY_LENGTH } from "../../domain/place/destination";
import type { PlacesProvider } from "../providers/places";

/** The destination search reads at most this much of the typed text (the autocomplete schema's limit). */
const QUERY_MAX = 100;

/**
 * A destination typed but not picked from the suggestions, resolved to coordinates through the
 * places provider. Null when nothing matches or the provider fails — the adventure then stays
 * without coordinates and the workspace asks for the location; no other place is ever guessed.
 */
export async function resolveLocation(places: PlacesProvider, text: string): Promise<LatLng | null> {
	const query = text.trim().slice(0, QUERY_MAX).trim();
	if (query.length < MIN_DESTINATION_QUERY_LENGTH) return null;
	const point = await places.geocode(query).catch((error) => {
		console.warn("location lookup failed", error instanceof Error ? error.message : error);
		return null;
	});
	return point && isValidCoordinate(point.latitude, point.longitude) ? point : null;
}
