import { isValidCoordinate, type MapPoint } from "./geo";

/** Map rules of the planner. */

/**
 * Without saved places or the adventure's coordinates the map shows the whole world: it never
 * guesses a city the family did not choose (the workspace asks for the location instead).
 */
export const WORLD_VIEW = { center: { lat: 20, lng: 0 } as MapPoint, zoom: 2 };
const SINGLE_MARKER_ZOOM = 15;
export const SELECTED_ZOOM = 16;
export const BOUNDS_PADDING = 50;

/** A centre is valid only when both coordinates are finite numbers in range. */
function isValidPoint(point: { lat?: unknown; lng?: unknown } | null | undefined): point is MapPoint {
	return !!point && isValidCoordinate(point.lat, point.lng);
}

/** Centre priority: average of saved places with coordinates → the adventure's → none (null). */
export function mapCenter(
	saved: readonly { lat: number | null; lng: number | null }[],
	adventure: { lat: number | null; lng: number | null },
): MapPoint | null {
	const valid = saved.filter((p): p is MapPoint => isValidPoint(p));
	if (valid.length > 0) {
		return {
			lat: valid.reduce((sum, p) => sum + p.lat, 0) / valid.length,
			lng: valid.reduce((sum, p) => sum + p.lng, 0) / valid.length,
		};
	}
	if (isValidPoint(adventure)) return adventure;
	return null;
}

export type LocationType = "country" | "region" | "big-city" | "city" | "town" | "other";

/** Default zoom by location type: 6 country, 8 region, 10 big city, 11 city, 13 town, otherwise 12. */
export function zoomForLocationType(type: LocationType): number {
	switch (type) {
		case "country":
			return 6;
		case "region":
			return 8;
		case "big-city":
			return 10;
		case "city":
			return 11;
		case "town":
			return 13;
		default:
			return 12;
	}
}

const REGION_WORDS =
	/\b(national park|state park|national forest|mountains|valley|coast|island|islands|lake district|highlands|region|county|province|state)\b/i;

/** From this population a catalog city is a big city (zoom 10); from the next a city (11), else a town (13). */
const BIG_CITY_POPULATION = 1_000_000;
const CITY_POPULATION = 100_000;

/**
 * The location type of a catalog destination: a city by its population (big city, city or town);
 * a state, region or park is a region.
 */
export function locationTypeOfDestination(destination: { kind: string; importance: number }): LocationType {
	if (destination.kind !== "city") return "region";
	if (destination.importance >= BIG_CITY_POPULATION) return "big-city";
	if (destination.importance >= CITY_POPULATION) return "city";
	return "town";
}

/**
 * Guesses the location type from an adventure's location text, when the catalog does not know the
 * place (see `locationTypeOfDestination`) ("Paris, Île-de-France, France" is
 * a city; "France" a country; "Yellowstone National Park, Wyoming" a region).
 */
export function locationTypeOf(location: string): LocationType {
	const parts = location
		.split(",")
		.map((p) => p.trim())
		.filter(Boolean);
	if (parts.length === 0) return "other";
	if (REGION_WORDS.test(parts[0] ?? "")) return "region";
	if (parts.length === 1) return "country";
	if (parts.length === 2) return "big-city";
	return "big-city";
}

/**
 * The zoom to keep after fitting bounds: search results never leave the map under 10 (it snaps to
 * 12), saved places never under 8 (it snaps to 10); a single marker shows at 15.
 */
export function zoomAfterFit(fitted: number, kind: "search" | "saved", markerCount: number): number {
	if (markerCount === 1) return SINGLE_MARKER_ZOOM;
	if (kind === "search" && fitted < 10) return 12;
	if (kind === "saved" && fitted < 8) return 10;
	return fitted;
}

/** Auto-fit is skipped while the user has selected a marker and search results exist. */
export function shouldAutoFit(userSelected: boolean, searchResultCount: number): boolean {
	return !(userSelected && searchResultCount > 0);
}
