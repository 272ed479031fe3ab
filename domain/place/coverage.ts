import { haversineKm, type LatLng } from "../geo/geo";

/**
 * Which places the app can find around an adventure. The embedded catalog holds family places
 * around eleven sample destinations only (migrations/seed/family-places/destinations-*.json, which
 * tests/domain/places-coverage.test.ts keeps in step with this list); OpenStreetMap and Google cover
 * the world. The Places and Guide tabs say plainly when nothing covers the destination, and name the
 * setting that fixes it.
 */
export const CATALOG_DESTINATIONS: readonly { slug: string; latitude: number; longitude: number; radiusKm: number }[] =
	[
		{ slug: "london", latitude: 51.5074, longitude: -0.1278, radiusKm: 40 },
		{ slug: "new-york", latitude: 40.7128, longitude: -74.006, radiusKm: 40 },
		{ slug: "paris", latitude: 48.8566, longitude: 2.3522, radiusKm: 40 },
		{ slug: "washington-dc", latitude: 38.9072, longitude: -77.0369, radiusKm: 40 },
		{ slug: "orlando", latitude: 28.5384, longitude: -81.3789, radiusKm: 90 },
		{ slug: "yellowstone", latitude: 44.6, longitude: -110.5, radiusKm: 120 },
		{ slug: "great-smoky-mountains", latitude: 35.61, longitude: -83.49, radiusKm: 60 },
		{ slug: "san-diego", latitude: 32.7157, longitude: -117.1611, radiusKm: 60 },
		{ slug: "acadia", latitude: 44.35, longitude: -68.21, radiusKm: 60 },
		{ slug: "rocky-mountain", latitude: 40.34, longitude: -105.68, radiusKm: 60 },
		{ slug: "olympic", latitude: 47.8, longitude: -123.6, radiusKm: 90 },
	];

export type PlacesProviderKind = "catalog" | "google" | "osm";

/**
 * "full": a provider covers the point; "none": only the catalog runs and the point is far from its
 * samples; "no-location": the adventure has no coordinates yet (nothing is searched anywhere else).
 */
type Coverage = "full" | "none" | "no-location";

export interface PlacesCoverage {
	coverage: Coverage;
	/** What the Places and Guide tabs show; null when places are covered. */
	message: string | null;
}

export const coverageMessages = {
	none: "Places aren't available here yet: the built-in catalog only covers eleven sample destinations (London, Paris, New York, Washington D.C., Orlando, San Diego and six national parks). To find places anywhere, the server needs PLACES_PROVIDER=osm (OpenStreetMap, free) or a GOOGLE_MAPS_API_KEY.",
	noLocation:
		"This adventure has no location on the map yet. Edit the adventure and pick its destination from the suggestions to find places nearby.",
} as const;

/** A point lies in the catalog when it is within a sample destination's radius (plus a 25% margin). */
export function inCatalog(point: LatLng): boolean {
	return CATALOG_DESTINATIONS.some((d) => haversineKm(point, d) <= d.radiusKm * 1.25);
}

export function placesCoverage(provider: PlacesProviderKind, point: LatLng | null): PlacesCoverage {
	if (!point) return { coverage: "no-location", message: coverageMessages.noLocation };
	if (provider !== "catalog" || inCatalog(point)) return { coverage: "full", message: null };
	return { coverage: "none", message: coverageMessages.none };
}
