import { haversineKm, type LatLng } from "../geo/geo-rules";

/**
 * Which places the app can find around an adventure. The embedded catalog holds family places
 * around eleven sample destinations only (migrations/seed/family-places/destinations-*.json, which
 * tests/domain/places-coverage.test.ts keeps in step with this list); OpenStreetMap and Google cover
 * the world, and so does the catalog with OpenStreetMap beyond it ("catalog-osm", a deployed
 * Worker's default). Where nothing covers the destination, the Places and Guide tabs and the create
 * form say so in a family's words: what they can still do, never which setting is missing (that is
 * the operator's hint, `placesProviderHint`, shown in the admin area only).
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

export type PlacesProviderKind = "catalog" | "google" | "osm" | "catalog-osm";

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

/** What a family reads where places cannot be found: no provider, setting or service is named. */
export const coverageMessages = {
	none: "The guide doesn't know family places around this destination yet, so it can't suggest any here. You can still search for places by name and save them, build paths between them, and share your adventure.",
	noLocation:
		"This adventure has no location on the map yet. Edit the adventure and pick its destination from the suggestions to find places nearby.",
	/** The places service did not answer (a Worker without network, OpenStreetMap down): the search route's 503 and the guide's answer. */
	unreachable: "We couldn't reach the map service just now. Please try again in a minute.",
	/** The create form's note under the destination, before the trip exists. */
	createNote:
		"The guide can't suggest places around this destination yet. You can still create the adventure, search for places by name and save them, build paths and share it.",
} as const;

/**
 * The admin area's line about which places provider runs and what covers the world (operators
 * only: it names the settings). Null never: every kind has its line.
 */
export function placesProviderHint(provider: PlacesProviderKind): { label: string; hint: string | null } {
	switch (provider) {
		case "catalog":
			return {
				label: `Places provider: built-in catalog (${CATALOG_DESTINATIONS.length} destinations).`,
				hint: "Set PLACES_PROVIDER=osm or GOOGLE_MAPS_API_KEY to cover the world. A Worker deployed with npm run deploy (DEPLOYED=true) adds OpenStreetMap beyond the catalog by itself.",
			};
		case "catalog-osm":
			return {
				label: `Places provider: built-in catalog (${CATALOG_DESTINATIONS.length} destinations), OpenStreetMap everywhere else.`,
				hint: "Set GOOGLE_MAPS_API_KEY for Google Places, or PLACES_PROVIDER=osm for OpenStreetMap everywhere.",
			};
		case "osm":
			return { label: "Places provider: OpenStreetMap (worldwide).", hint: null };
		case "google":
			return { label: "Places provider: Google Places (worldwide).", hint: null };
	}
}

/** A point lies in the catalog when it is within a sample destination's radius (plus a 25% margin). */
export function inCatalog(point: LatLng): boolean {
	return catalogDestinationAt(point) !== null;
}

/** The catalog destination a point lies in (the nearest, when two reach it), or null. */
export function catalogDestinationAt(point: LatLng): string | null {
	let best: { slug: string; km: number } | null = null;
	for (const destination of CATALOG_DESTINATIONS) {
		const km = haversineKm(point, destination);
		if (km <= destination.radiusKm * 1.25 && (!best || km < best.km)) best = { slug: destination.slug, km };
	}
	return best?.slug ?? null;
}

export function placesCoverage(provider: PlacesProviderKind, point: LatLng | null): PlacesCoverage {
	if (!point) return { coverage: "no-location", message: coverageMessages.noLocation };
	if (provider !== "catalog" || inCatalog(point)) return { coverage: "full", message: null };
	return { coverage: "none", message: coverageMessages.none };
}
