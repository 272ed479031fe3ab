import type { AppConfig } from "../../config";
import type { Bindings } from "../../env";
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

/** Catalog ids look like "city:5391811" or "park:yell"; Google place ids never contain ':'. */
export const isCatalogPlaceId = (placeId: string) => /^(city|state|park|region):/.test(placeId);

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
	};
}

/** The Google provider itself (photos are Google-only), or null without a key. */
export function googlePlaces(deps: PlacesDeps): GooglePlacesProvider | null {
	const google = deps.config.google;
	if (!google) return null;
	return new GooglePlacesProvider({ apiKey: google.apiKey, kv: deps.env.KV, usage: deps.usage });
}
