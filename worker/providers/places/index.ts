import { inCatalog } from "../../../domain/place/coverage";
import type { AppConfig } from "../../config";
import { PlaceStore } from "../../db/places";
import { OSM_FALLBACK_TIMEOUT_MS } from "../osm/polite-fetch";
import type { UsageSink } from "../usage";
import { CatalogPlacesProvider } from "./catalog";
import { GooglePlacesProvider } from "./google";
import { OsmPlacesProvider } from "./osm";
import { isCatalogFamilyPlaceId } from "./place";
import type { PlacesProvider } from "./types";

export { CatalogPlacesProvider } from "./catalog";
export { isCatalogFamilyPlaceId, toPlace } from "./place";
export { type PlacePhoto, type PlacesProvider, PlacesUnavailableError, PlacesUpstreamError } from "./types";

/**
 * What choosing a provider needs: the database and cache bindings, parsed config, the usage sink,
 * and what Google asks before each paid call (`GooglePlacesOptions.mayCall`: the caller's daily cap).
 */
export interface PlacesDeps {
	env: { DB: D1Database; KV: KVNamespace; BUCKET: R2Bucket };
	config: Pick<AppConfig, "google" | "placesSource" | "osm">;
	usage: UsageSink;
	mayCall?: () => Promise<boolean>;
}

/**
 * Any id the embedded catalog issued: destinations ("city:5391811", "park:yell") and family
 * places ("cat:london-…"); Google place ids never contain ':'.
 */
const isCatalogId = (placeId: string) => /^(city|state|park|region|cat):/.test(placeId);

/**
 * The places provider for this request (config.placesSource): OpenStreetMap with
 * PLACES_PROVIDER=osm, Google Places (New) when GOOGLE_MAPS_API_KEY is set, the catalog with
 * OpenStreetMap beyond it on a deployed Worker, otherwise the embedded catalog alone. With Google active, a catalog id (e.g. from an earlier answer) is still looked up in the catalog.
 */
export function placesProvider(deps: PlacesDeps): PlacesProvider {
	// A provider serves one request: each catalog search is read from D1 once in it.
	const catalog = new CatalogPlacesProvider(deps.env.DB, { once: true });
	const osm = (timeoutMs?: number) =>
		new OsmPlacesProvider({
			osm: deps.config.osm,
			kv: deps.env.KV,
			store: new PlaceStore(deps.env.DB),
			catalog,
			...(timeoutMs !== undefined ? { timeoutMs } : {}),
		});
	if (deps.config.placesSource === "osm") return osm();
	if (deps.config.placesSource === "catalog-osm") return catalogWithOsm(catalog, osm(OSM_FALLBACK_TIMEOUT_MS));
	const google = deps.config.placesSource === "google" ? googlePlaces(deps) : null;
	if (!google) return catalog;
	return {
		kind: "google",
		geocode: (text) => google.geocode(text),
		addressesNear: (query, near, sessionToken) => google.addressesNear(query, near, sessionToken),
		autocomplete: (query, sessionToken) => google.autocomplete(query, sessionToken),
		details: (placeId, sessionToken) =>
			isCatalogId(placeId) ? catalog.details(placeId) : google.details(placeId, sessionToken),
		autocompleteNear: (query, near, sessionToken) => google.autocompleteNear(query, near, sessionToken),
		search: (query, near, radiusMeters) => google.search(query, near, radiusMeters),
		placeDetails: (placeId) =>
			isCatalogFamilyPlaceId(placeId) ? catalog.placeDetails(placeId) : google.placeDetails(placeId),
		photo: (name) => google.photo(name),
	};
}

/**
 * A deployed Worker's default (DEPLOYED=true, no provider chosen): the catalog answers searches
 * around its sample destinations, OpenStreetMap everywhere else, each OSM call bounded to
 * OSM_FALLBACK_TIMEOUT_MS so a Worker without network fails quickly. Destinations are geocoded by
 * the catalog first (offline, instant for the places it knows); ids are answered by whoever issued
 * them (the OSM provider sends catalog ids to the catalog).
 */
function catalogWithOsm(catalog: CatalogPlacesProvider, osm: OsmPlacesProvider): PlacesProvider {
	return {
		kind: "catalog-osm",
		autocomplete: (query) => catalog.autocomplete(query),
		details: (placeId) => osm.details(placeId),
		// Near a trip (a stay's address) Nominatim's answer around it; else the catalog's destinations first.
		geocode: async (text, near) =>
			near ? osm.geocode(text, near) : ((await catalog.geocode(text)) ?? osm.geocode(text)),
		addressesNear: (query, near) => catalog.addressesNear(query, near),
		autocompleteNear: (query, near) => catalog.autocompleteNear(query, near),
		search: (query, near, radiusMeters) =>
			inCatalog(near) ? catalog.search(query, near, radiusMeters) : osm.search(query, near, radiusMeters),
		placeDetails: (placeId) => osm.placeDetails(placeId),
		photo: async () => null,
	};
}

/** The Google provider itself, or null without a key. */
function googlePlaces(deps: PlacesDeps): GooglePlacesProvider | null {
	const google = deps.config.google;
	if (!google) return null;
	return new GooglePlacesProvider({
		apiKey: google.apiKey,
		kv: deps.env.KV,
		photos: deps.env.BUCKET,
		usage: deps.usage,
		store: new PlaceStore(deps.env.DB),
		...(deps.mayCall ? { mayCall: deps.mayCall } : {}),
	});
}
