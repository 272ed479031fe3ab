import type { PlaceDetails, PlaceSuggestion } from "../../../domain/places";

/**
 * The places provider: the embedded D1 catalog by default, Google Places (New) when
 * GOOGLE_MAPS_API_KEY is set. Destination search for the create/edit forms uses these two methods;
 * the workspace's nearby search and place pages extend this interface later.
 */
export interface PlacesProvider {
	readonly kind: "catalog" | "google";
	/**
	 * Suggestions for typed text (already trimmed, at most 100 characters). Never throws for an
	 * upstream failure: it is logged and the answer is an empty list, so the typed text stays usable.
	 */
	autocomplete(query: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
	/** Details of a suggestion's place id; null when the id is unknown. Throws PlacesUpstreamError when the service fails. */
	details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
}

/** The external places service failed (network, status, unreadable answer): the route answers 502. */
export class PlacesUpstreamError extends Error {
	override readonly name = "PlacesUpstreamError";
}
