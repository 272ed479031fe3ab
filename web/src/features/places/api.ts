import { queryOptions } from "@tanstack/react-query";
import type {
	FamilyReview,
	Place,
	PlacePrediction,
	SavedPlace,
	SaveIntentCategory,
} from "../../../../domain/place/place";
import { apiJson } from "../../lib/api-client";

/** A destination suggestion (core spec §3, "Place suggestion"). */
export interface PlaceSuggestion {
	place_id: string;
	description: string;
	structured_formatting: { main_text: string; secondary_text: string };
}

/** `GET /api/places/details?placeId=` (core spec §3, "Place details"). */
export interface DestinationDetails {
	latitude: number;
	longitude: number;
	address: string;
	name: string;
	photoUrl: string | null;
}

/**
 * One autocomplete session: the suggestions typed for one pick and the details of the pick share a
 * token, so Google bills them as one session. A new session starts after each pick.
 */
export function newSessionToken(): string {
	return crypto.randomUUID();
}

export function searchDestinations(query: string, signal?: AbortSignal, sessionToken?: string) {
	const params = new URLSearchParams({ query, locationSearch: "true", ...(sessionToken ? { sessionToken } : {}) });
	return apiJson<PlaceSuggestion[]>("GET", `/api/places/autocomplete?${params}`, undefined, { signal });
}

export function destinationDetails(placeId: string, sessionToken?: string) {
	const params = new URLSearchParams({ placeId, ...(sessionToken ? { sessionToken } : {}) });
	return apiJson<DestinationDetails>("GET", `/api/places/details?${params}`);
}

// --- Places near the map (workspace) ---

export interface LatLng {
	lat: number;
	lng: number;
}

/** Predictions near the map centre; failures are silent (empty list), as the spec asks. */
export async function autocompleteNear(
	query: string,
	center: LatLng,
	signal?: AbortSignal,
): Promise<PlacePrediction[]> {
	const params = new URLSearchParams({ query, location: `${center.lat},${center.lng}` });
	try {
		return await apiJson<PlacePrediction[]>("GET", `/api/places/autocomplete?${params}`, undefined, { signal });
	} catch (error) {
		if (!signal?.aborted) console.warn("place autocomplete failed", error);
		return [];
	}
}

/** Search by text near the map centre (10 km); failures are silent (empty results). */
export async function searchPlaces(query: string, center: LatLng, adventureId: string): Promise<Place[]> {
	const params = new URLSearchParams({
		query,
		latitude: String(center.lat),
		longitude: String(center.lng),
		radius: "10000",
		enrich: "true",
		adventureId,
	});
	try {
		return await apiJson<Place[]>("GET", `/api/places/search?${params}`);
	} catch (error) {
		console.warn("place search failed", error);
		return [];
	}
}

export const placeDetailsQuery = (googlePlaceId: string) =>
	queryOptions({
		queryKey: ["/api/places/details", googlePlaceId] as const,
		queryFn: () => apiJson<Place>("GET", `/api/places/details/${encodeURIComponent(googlePlaceId)}`),
	});

export function generateSummary(googlePlaceId: string, adventureId: string) {
	return apiJson<{ familySummary: string; pithySummary: string }>(
		"POST",
		`/api/places/${encodeURIComponent(googlePlaceId)}/summary`,
		{ adventureId },
	);
}

export function familyReviews(googlePlaceId: string, adventureId: string) {
	return apiJson<{ reviews: FamilyReview[] }>(
		"POST",
		`/api/places/${encodeURIComponent(googlePlaceId)}/family-reviews`,
		{
			adventureId,
		},
	);
}

// --- Saved places ---

export const savedPlacesQuery = (adventureId: string) =>
	queryOptions({
		queryKey: ["/api/saved-places", adventureId] as const,
		queryFn: () => apiJson<SavedPlace[]>("GET", `/api/saved-places?${new URLSearchParams({ adventureId })}`),
	});

export const savedCheckQuery = (googlePlaceId: string, adventureId: string) =>
	queryOptions({
		queryKey: ["/api/saved-places/check", googlePlaceId, adventureId] as const,
		queryFn: () =>
			apiJson<{ isSaved: boolean }>(
				"GET",
				`/api/saved-places/check/${encodeURIComponent(googlePlaceId)}/${encodeURIComponent(adventureId)}`,
			),
	});

export interface SaveResult {
	savedPlace: SavedPlace;
	place: Place;
	followUpMessage: string | null;
}

export function savePlace(place: Place, adventureId: string, intentCategory: SaveIntentCategory) {
	return apiJson<SaveResult>("POST", `/api/places/${encodeURIComponent(place.googlePlaceId)}/save`, {
		adventureId,
		// The spec sends an empty list here; the server reads the adventure's own kid ages.
		kidAges: [],
		intentCategory,
		placeData: { name: place.name, latitude: place.latitude, longitude: place.longitude, address: place.address },
	});
}

export function removeSavedPlace(googlePlaceId: string, adventureId: string) {
	return apiJson<{ deleted: true }>(
		"DELETE",
		`/api/saved-places/${encodeURIComponent(googlePlaceId)}?${new URLSearchParams({ adventureId })}`,
	);
}
