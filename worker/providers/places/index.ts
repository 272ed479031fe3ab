import type { Place } from "../../../domain/place/place";
import type { AppConfig } from "../../config";
import type { Bindings } from "../../env";
import { isCatalogPlace, PlaceStore, toPlace } from "../../services/places";
import type { UsageMeter } from "../../services/usage-meter";
import { CatalogPlacesProvider } from "./catalog";
import { GooglePlacesProvider } from "./google";
import type { PlacesProvider } from "./types";

export { CatalogPlacesProvider } from "./catalog";
export { GooglePlacesProvider } from "./google";
export { type PlacesProvider, PlacesUpstreamError } from "./types";

/** What choosing a provider needs from the request (bindings, parsed config, the usage meter). */
export interface PlacesDeps {
	env: Pick<Bindings, "DB" | "KV">;
	config: Pick<AppConfig, "google">;
	usage: UsageMeter;
}

/**
 * Catalog ids look like "city:5391811" or "park:yell" (destinations) or "cat:london-…" (family
 * places); Google place ids never contain ':'.
 */
export const isCatalogPlaceId = (placeId: string) => /^(city|state|park|region|cat):/.test(placeId);

/**
 * The places provider for this request: Google Places (New) when GOOGLE_MAPS_API_KEY is set,
 * otherwise the embedded catalog. With Google active, a catalog id (e.g. from an earlier answer)
 * is still looked up in the catalog.
 */
export function placesProvider(deps: PlacesDeps): PlacesProvider {
	const catalog = new CatalogPlacesProvider(deps.env.DB);
	const google = googlePlaces(deps);
	if (!google) return catalog;
	return {
		kind: "google",
		autocomplete: (query, sessionToken) => google.autocomplete(query, sessionToken),
		details: (placeId, sessionToken) =>
			isCatalogPlaceId(placeId) ? catalog.details(placeId) : google.details(placeId, sessionToken),
		autocompleteNear: (query, near, sessionToken) => google.autocompleteNear(query, near, sessionToken),
		search: (query, near, radiusMeters) => google.search(query, near, radiusMeters),
		placeDetails: (placeId) => (isCatalogPlace(placeId) ? catalog.placeDetails(placeId) : google.placeDetails(placeId)),
	};
}

/** The Google provider itself (photos are Google-only), or null without a key. */
export function googlePlaces(deps: PlacesDeps): GooglePlacesProvider | null {
	const google = deps.config.google;
	if (!google) return null;
	return new GooglePlacesProvider({
		apiKey: google.apiKey,
		kv: deps.env.KV,
		usage: deps.usage,
		store: new PlaceStore(deps.env.DB),
	});
}

/**
 * A place by its googlePlaceId for saving and insights: the stored row when there is one (catalog,
 * or a provider place seen before), otherwise the provider's details (Google only; they are stored
 * on the way). Null when unknown. Throws PlacesUpstreamError when Google fails.
 */
export async function resolvePlace(deps: PlacesDeps, placeId: string): Promise<Place | null> {
	const row = await new PlaceStore(deps.env.DB).get(placeId);
	if (row) return toPlace(row);
	if (isCatalogPlace(placeId) || !deps.config.google) return null;
	return placesProvider(deps).placeDetails(placeId);
}
