import type { z } from "zod";
import { parseLatLng } from "../../domain/geo/geo";
import { coverageMessages } from "../../domain/place/coverage";
import {
	MIN_DESTINATION_QUERY_LENGTH,
	type PlaceDetails,
	type PlaceSuggestion,
	type placesAutocompleteQuerySchema,
} from "../../domain/place/destination";
import type { FamilyReview, FieldNote, Place, PlacePrediction, placeSearchQuerySchema } from "../../domain/place/place";
import type { Db } from "../db";
import { findPlaceRow, setPlaceSummary } from "../db/places";
import type { AdventureRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { NotFoundError, UnavailableError, UpstreamError } from "../lib/errors";
import { composePlaceSummary, type PlaceSummary } from "../providers/llm/offline/place-insights";
import {
	isCatalogFamilyPlaceId,
	type PlacePhoto,
	type PlacesProvider,
	PlacesUnavailableError,
	PlacesUpstreamError,
	toPlace,
} from "../providers/places";
import { MIN_NEARBY_QUERY_LENGTH } from "../providers/places/search";
import { findAdventureAccess } from "./adventure-access";

const PLACE_NOT_FOUND = "Place not found";
const PLACE_UNAVAILABLE = "Place details are unavailable";

/** A provider's upstream failure as a 502 with `message`; anything else as it is. */
function upstream(message: string) {
	return (error: unknown): never => {
		if (error instanceof PlacesUpstreamError) throw new UpstreamError(message);
		throw error;
	};
}

/** A stored place (catalog, or a provider place seen before) as the API returns it. */
export async function storedPlace(db: Db, placeId: string): Promise<Place | null> {
	const row = await findPlaceRow(db, placeId);
	return row ? toPlace(row) : null;
}

/**
 * A place by its googlePlaceId for saving and insights: the stored row when there is one (catalog,
 * or a provider place seen before), otherwise the provider's details (Google only; they are stored
 * on the way). Null when unknown. Throws PlacesUpstreamError when Google fails.
 */
async function resolvePlace(deps: Pick<Deps, "db" | "places" | "config">, placeId: string): Promise<Place | null> {
	const stored = await storedPlace(deps.db, placeId);
	if (stored) return stored;
	if (isCatalogFamilyPlaceId(placeId) || deps.places.kind === "catalog") return null;
	return deps.places.placeDetails(placeId);
}

/** `resolvePlace`, with 404 for an unknown place and 502 when the provider fails. */
export async function resolvePlaceOrThrow(
	deps: Pick<Deps, "db" | "places" | "config">,
	placeId: string,
): Promise<Place> {
	const place = await resolvePlace(deps, placeId).catch(upstream(PLACE_UNAVAILABLE));
	if (!place) throw new NotFoundError(PLACE_NOT_FOUND);
	return place;
}

/**
 * Suggestions for typed text. The workspace sends `location` (places near the map centre); the
 * create/edit forms send `locationSearch=true` (destinations). Search is a convenience: the form
 * keeps the typed text, so a failure is an empty list.
 */
export async function autocompletePlaces(
	places: PlacesProvider,
	input: z.output<typeof placesAutocompleteQuerySchema>,
): Promise<PlacePrediction[] | PlaceSuggestion[]> {
	const { query, sessionToken, locationSearch, location } = input;
	const near = locationSearch === "true" ? null : parseLatLng(location);
	if (near) {
		if (query.length < MIN_NEARBY_QUERY_LENGTH) return [] as PlacePrediction[];
		try {
			return await places.autocompleteNear(query, near, sessionToken);
		} catch (error) {
			console.warn("places nearby autocomplete failed", error);
			return [] as PlacePrediction[];
		}
	}
	if (query.length < MIN_DESTINATION_QUERY_LENGTH) return [] as PlaceSuggestion[];
	try {
		return await places.autocomplete(query, sessionToken);
	} catch (error) {
		console.warn("places autocomplete failed", error);
		return [] as PlaceSuggestion[];
	}
}

/**
 * Places for typed text near a point. A failed search is silent: an empty list; but a places service
 * that did not answer is a 503 saying so (coverageMessages.unreachable), not "no places". With `enrich`,
 * cards without a summary get one from the offline composer (free, never stored) for the kids of
 * the named adventure when the caller may read it; with OpenAI the panel asks for a real one.
 */
export async function searchPlaces(
	deps: Pick<Deps, "db" | "places" | "config">,
	userId: string,
	input: z.output<typeof placeSearchQuerySchema>,
): Promise<Place[]> {
	const { query, latitude, longitude, radius, enrich, adventureId } = input;
	let results: Place[];
	try {
		results = await deps.places.search(query, { latitude, longitude }, radius);
	} catch (error) {
		console.warn("places search failed", error);
		if (error instanceof PlacesUnavailableError) throw new UnavailableError(coverageMessages.unreachable);
		return [];
	}
	if (enrich === "true" && !deps.config.openai && results.some((place) => !place.pithySummary)) {
		const found = adventureId ? await findAdventureAccess(deps.db, adventureId, userId) : null;
		const kidAges = found?.adventure.kidAges ?? [];
		results = results.map((place) =>
			place.pithySummary ? place : { ...place, ...composePlaceSummary(place, kidAges) },
		);
	}
	return results;
}

/** A destination suggestion's details (the create/edit forms): 404 unknown, 502 when the provider fails. */
export async function destinationDetails(
	places: PlacesProvider,
	placeId: string,
	sessionToken: string | undefined,
): Promise<PlaceDetails> {
	const details = await places.details(placeId, sessionToken).catch(upstream(PLACE_UNAVAILABLE));
	if (!details) throw new NotFoundError(PLACE_NOT_FOUND);
	return details;
}

/** Everything the provider knows of a place (the place panel): 404 unknown, 502 when it fails. */
export async function placeDetails(places: PlacesProvider, googlePlaceId: string): Promise<Place> {
	const place = await places.placeDetails(googlePlaceId).catch(upstream(PLACE_UNAVAILABLE));
	if (!place) throw new NotFoundError(PLACE_NOT_FOUND);
	return place;
}

/**
 * The Family Lens summary of a place for an adventure's kids (none named: no ages). A provider
 * place keeps its generated summary; a catalog place keeps the one written for it. A failed model
 * call is logged and answered 502.
 */
export async function summarizePlace(
	deps: Pick<Deps, "db" | "places" | "config" | "llm">,
	googlePlaceId: string,
	adventure: AdventureRow | null,
): Promise<PlaceSummary> {
	const place = await resolvePlaceOrThrow(deps, googlePlaceId);
	const { llm } = deps;
	let summary: PlaceSummary;
	try {
		summary = await llm.summarizePlace(place, {
			kidAges: adventure?.kidAges ?? [],
			adventureId: adventure?.id ?? null,
		});
	} catch (error) {
		console.warn(`place summary failed (${llm.name}): ${error instanceof Error ? error.message : String(error)}`);
		throw new UpstreamError("Failed to generate summary");
	}
	if (place.source === "google") await setPlaceSummary(deps.db, place.googlePlaceId, summary);
	return summary;
}

/**
 * Reviews are real travel-blog reviews only; with no review source configured there are none,
 * never invented ones. The place's field notes (stored and the Guide AI's own) come along.
 */
export async function familyReviews(
	deps: Pick<Deps, "db" | "places" | "config">,
	googlePlaceId: string,
): Promise<{ reviews: FamilyReview[]; fieldNotes: FieldNote[] }> {
	const place = await resolvePlaceOrThrow(deps, googlePlaceId);
	return { reviews: [], fieldNotes: place.fieldNotes };
}

/**
 * A place photo's image for the browser: 404 for an unknown photo and whenever Google does not answer
 * (no key, spending paused, the caller's daily cap reached: the keyless providers have no photos),
 * 502 when Google fails.
 */
export async function placePhoto(places: PlacesProvider, name: string): Promise<PlacePhoto> {
	const photo = await places.photo(name).catch(upstream("Photo is unavailable"));
	if (!photo) throw new NotFoundError("Photo not found");
	return photo;
}
