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

export function searchDestinations(query: string, signal?: AbortSignal) {
	const params = new URLSearchParams({ query, locationSearch: "true" });
	return apiJson<PlaceSuggestion[]>("GET", `/api/places/autocomplete?${params}`, undefined, { signal });
}

export function destinationDetails(placeId: string) {
	return apiJson<DestinationDetails>("GET", `/api/places/details?${new URLSearchParams({ placeId })}`);
}
