import { haversineKm, type LatLng } from "../../../domain/geo/geo";
import {
	coverFor,
	coverUrl,
	DESTINATION_SUGGESTION_LIMIT,
	destinationSecondaryText,
	ftsPrefixQuery,
	type PlaceDetails,
	type PlaceSuggestion,
	rankDestinations,
} from "../../../domain/place/destination";
import type { Place, PlacePrediction } from "../../../domain/place/place";
import {
	ADDRESS_SUGGESTION_LIMIT,
	type AddressSuggestion,
	addressSuggestions,
	STAY_NEAR_KM,
} from "../../../domain/place/stay-address";
import { type DestinationMatch, findDestination, matchDestinations } from "../../db/destinations";
import { type PlaceCandidate, PlaceStore } from "../../db/places";
import { PaidCallDeclined } from "../give-way";
import { toPlace } from "./place";
import {
	boundingBox,
	MIN_RESULTS_BEFORE_WIDENING,
	NEARBY_AUTOCOMPLETE_RADIUS_METERS,
	nearbyPrefixQuery,
	placeSearchFtsQuery,
	rankNearbyPredictions,
	rankPlaces,
	widenedRadii,
} from "./search";
import { parsePlaceQuery } from "./search-concepts";
import type { PlacesProvider } from "./types";

/** A typed destination's coordinates through a provider's own suggestions: the best one's details. */
export async function geocodeBySuggestions(
	provider: Pick<PlacesProvider, "autocomplete" | "details">,
	text: string,
): Promise<LatLng | null> {
	try {
		const [best] = await provider.autocomplete(text);
		const details = best ? await provider.details(best.place_id) : null;
		return details ? { latitude: details.latitude, longitude: details.longitude } : null;
	} catch (error) {
		// A paid provider that declined the call: its stand-in answers instead (worker/providers/give-way.ts).
		if (error instanceof PaidCallDeclined) throw error;
		console.warn("geocode failed", error instanceof Error ? error.message : error);
		return null;
	}
}

/** Places read for the stay's address suggestions (the nearest first). */
const ADDRESS_SOURCES = 2000;

/** A destination as a suggestion: "Yellowstone National Park" over "Wyoming, United States". */
const suggestionOf = (row: DestinationMatch): PlaceSuggestion => ({
	place_id: row.id,
	description: fullText(row),
	structured_formatting: { main_text: row.name, secondary_text: destinationSecondaryText(row) },
});

/** Candidates per query before ranking: matches on the name, and matches anywhere (region, country). */
const NAME_CANDIDATES = 60;
const ANY_CANDIDATES = 30;

/** "Yellowstone National Park, Wyoming, United States". */
function fullText(row: { name: string; region: string | null; countryName: string }): string {
	return [row.name, destinationSecondaryText(row)].filter(Boolean).join(", ");
}

/** Summaries and descriptions of a candidate, where a typed word may be found when nowhere else. */
const describedBy = (row: PlaceCandidate) =>
	[row.familySummary, row.pithySummary, row.whyKidsLoveIt, row.editorialSummary].filter(Boolean).join(" ");

/** "Natural History Museum, Cromwell Rd, London" with the address as the secondary line. */
function predictionOf(place: { id: string; name: string; address: string | null; types: string[] }): PlacePrediction {
	const secondary = place.address ?? "";
	return {
		place_id: place.id,
		description: [place.name, secondary].filter(Boolean).join(", "),
		structured_formatting: { main_text: place.name, secondary_text: secondary },
		types: place.types,
	};
}

/**
 * The embedded catalog. Destinations: D1 searched with FTS5 prefix matching (`"san"* "d"*`),
 * ranked by name match, importance (population for cities) and bm25 (domain/place/destination.ts).
 * Places near a point: the `places` table (family places of the seed, plus any cached provider
 * places) through `places_fts`, a bounding box and the exact great-circle distance, ranked by
 * ./search.ts.
 */
export class CatalogPlacesProvider implements PlacesProvider {
	readonly kind = "catalog";
	private readonly store: PlaceStore;
	/** Candidate rows by FTS expression and box, when this instance reads each once (see the constructor). */
	private readonly read: Map<string, Promise<PlaceCandidate[]>> | null;

	/**
	 * `once`: this instance serves one request (a chat turn), so each search's rows are read from D1
	 * once and reused: a search widened to another radius, or asked again by a relaxation, reads the
	 * same rows (the widest box) and only ranks them again.
	 */
	constructor(
		private readonly db: D1Database,
		{ once = false }: { once?: boolean } = {},
	) {
		this.store = new PlaceStore(db);
		this.read = once ? new Map() : null;
	}

	/** The candidate rows of a search: from D1, or those this request already read. */
	private candidates(match: string, box: ReturnType<typeof boundingBox>): Promise<PlaceCandidate[]> {
		if (!this.read) return this.store.candidates(match, box);
		const key = `${match}\u0001${box.minLat},${box.maxLat},${box.minLng},${box.maxLng}`;
		let rows = this.read.get(key);
		if (!rows) {
			rows = this.store.candidates(match, box);
			rows.catch(() => this.read?.delete(key));
			this.read.set(key, rows);
		}
		return rows;
	}

	async autocompleteNear(query: string, near: LatLng): Promise<PlacePrediction[]> {
		const match = nearbyPrefixQuery(query);
		if (!match) return [];
		const rows = await this.store.candidates(match, boundingBox(near, NEARBY_AUTOCOMPLETE_RADIUS_METERS), 200);
		return rankNearbyPredictions(query, rows, near).map(({ candidate }) => predictionOf(candidate));
	}

	async search(query: string, near: LatLng, radiusMeters: number): Promise<Place[]> {
		const units = parsePlaceQuery(query);
		const match = placeSearchFtsQuery(units);
		if (!match) return [];
		// One fetch over the widest circle; the asked radius first, wider only when it holds too few.
		const radii = widenedRadii(radiusMeters);
		const rows = await this.candidates(match, boundingBox(near, radii.at(-1) ?? radiusMeters));
		const candidates = rows.map((row) => ({ ...row, text: describedBy(row) }));
		let ranked = rankPlaces(units, candidates, near, radiusMeters);
		for (const radius of radii.slice(1)) {
			if (ranked.length >= MIN_RESULTS_BEFORE_WIDENING) break;
			ranked = rankPlaces(units, candidates, near, radius);
		}
		return ranked.map(({ candidate, distanceMeters }) => toPlace(candidate, distanceMeters));
	}

	async placeDetails(placeId: string): Promise<Place | null> {
		const row = await this.store.get(placeId);
		return row ? toPlace(row) : null;
	}

	/** The catalog has no photos: its places show illustrated covers. */
	async photo(): Promise<null> {
		return null;
	}

	/** Destinations matching the typed text, best first. */
	private async destinations(query: string): Promise<DestinationMatch[]> {
		const match = ftsPrefixQuery(query);
		if (!match) return [];
		const { byName, anywhere } = await matchDestinations(this.db, match, NAME_CANDIDATES, ANY_CANDIDATES);
		const seen = new Set<string>();
		const candidates: DestinationMatch[] = [];
		for (const row of [...byName, ...anywhere]) {
			if (seen.has(row.id)) continue;
			seen.add(row.id);
			candidates.push(row);
		}
		return rankDestinations(query, candidates);
	}

	async autocomplete(query: string): Promise<PlaceSuggestion[]> {
		return (await this.destinations(query)).slice(0, DESTINATION_SUGGESTION_LIMIT).map(suggestionOf);
	}

	/**
	 * Streets, neighbourhoods and places named in the addresses of the places within STAY_NEAR_KM of
	 * the trip (domain/place/stay-address.ts), then the towns matching the text within that distance.
	 */
	async addressesNear(query: string, near: LatLng): Promise<AddressSuggestion[]> {
		const [sources, towns] = await Promise.all([
			this.store.addressesIn(boundingBox(near, STAY_NEAR_KM * 1000), ADDRESS_SOURCES),
			this.destinations(query),
		]);
		const within = (point: LatLng) => haversineKm(near, point) <= STAY_NEAR_KM;
		const addresses = addressSuggestions(query, sources.filter(within), near);
		const nearTowns = towns
			.filter(within)
			.map((row) => ({ ...suggestionOf(row), latitude: row.latitude, longitude: row.longitude }));
		return [...addresses, ...nearTowns].slice(0, ADDRESS_SUGGESTION_LIMIT);
	}

	async geocode(text: string): Promise<LatLng | null> {
		return geocodeBySuggestions(this, text);
	}

	async details(placeId: string): Promise<PlaceDetails | null> {
		const row = await findDestination(this.db, placeId);
		if (!row) return null;
		return {
			latitude: row.latitude,
			longitude: row.longitude,
			address: fullText(row),
			name: row.name,
			photoUrl: coverUrl(coverFor(row)),
		};
	}
}
