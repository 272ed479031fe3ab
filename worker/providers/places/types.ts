import type { LatLng } from "../../../domain/geo/geo";
import type { PlacesProviderKind } from "../../../domain/place/coverage";
import type { PlaceDetails, PlaceSuggestion } from "../../../domain/place/destination";
import type { Place, PlacePrediction } from "../../../domain/place/place";
import type { AddressSuggestion } from "../../../domain/place/stay-address";

/**
 * The places provider: the embedded D1 catalog by default, Google Places (New) when
 * GOOGLE_MAPS_API_KEY is set. Two families of calls: destination search for the create/edit forms
 * (`autocomplete`, `details`), and places near a point for the workspace (`autocompleteNear`,
 * `search`, `placeDetails`), whose answers are rows of the `places` table (catalog places, or
 * provider places upserted there so saving and details work by id). Photos: catalog places show an
 * illustrated cover (a static file); Google's photos come through `photo`.
 */
export interface PlacesProvider {
	/** "catalog-osm": the catalog where it covers the point, OpenStreetMap everywhere else (`catalogWithOsm`). */
	readonly kind: PlacesProviderKind;
	/**
	 * Destination suggestions for typed text (already trimmed, at most 100 characters). Never throws for an
	 * upstream failure: it is logged and the answer is an empty list, so the typed text stays usable.
	 */
	autocomplete(query: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
	/** Details of a destination suggestion's id; null when the id is unknown. Throws PlacesUpstreamError when the service fails. */
	details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
	/**
	 * Coordinates for a destination typed but not picked (one lookup on submit, never per keystroke):
	 * the best destination match (OpenStreetMap: biased to `near` when given), or null. Never throws.
	 */
	geocode(text: string, near?: LatLng): Promise<LatLng | null>;
	/**
	 * Addresses for 'Where we're staying', near the trip's point: streets, neighbourhoods and places,
	 * then towns. A suggestion carries its point when the provider knows it (else `details` of its id).
	 * Empty on failure, never throws.
	 */
	addressesNear(query: string, near: LatLng, sessionToken?: string): Promise<AddressSuggestion[]>;
	/** Places whose name (or type, tag) starts with the typed words, near a point. Empty on failure, never throws. */
	autocompleteNear(query: string, near: LatLng, sessionToken?: string): Promise<PlacePrediction[]>;
	/**
	 * Places for typed text within `radiusMeters` of a point, best first, with `distanceMeters`. Empty on
	 * failure, except when the service did not answer at all (OpenStreetMap: no network, a timeout, too
	 * busy): then PlacesUnavailableError, so nobody is told "nothing here" when nobody looked.
	 */
	search(query: string, near: LatLng, radiusMeters: number): Promise<Place[]>;
	/** Everything known of a place by its googlePlaceId; null when unknown. Throws PlacesUpstreamError when the service fails. */
	placeDetails(placeId: string): Promise<Place | null>;
	/**
	 * A photo's image by the name the provider gave it (Google's `places/{id}/photos/{ref}`); null when
	 * there is none: the catalog and OpenStreetMap have no photos. Throws PlacesUpstreamError when the service fails.
	 */
	photo(name: string): Promise<PlacePhoto | null>;
}

/** A place photo's image: its bytes (read from the provider, or a stream from the cache), type and size. */
export interface PlacePhoto {
	body: ArrayBuffer | ReadableStream;
	contentType: string;
	size: number;
}

/** The external places service failed (network, status, unreadable answer): the route answers 502. */
export class PlacesUpstreamError extends Error {
	override readonly name = "PlacesUpstreamError";
}

/**
 * The places service did not answer (no network, a timeout, too busy to take the request): the
 * search was not made, so "no places" would not be true. The search route answers 503 and the guide
 * says so, in a family's words (coverageMessages.unreachable).
 */
export class PlacesUnavailableError extends Error {
	override readonly name = "PlacesUnavailableError";
}
