import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { MapPoint } from "../../../../domain/geo/geo-rules";
import {
	type LocationType,
	locationTypeOf,
	mapCenter,
	WORLD_VIEW,
	zoomForLocationType,
} from "../../../../domain/geo/map";
import type { Place } from "../../../../domain/place/place-rules";
import type { AdventureWithAccess } from "../adventures";
import type { MapMarker } from "../map";
import {
	getPlaceDetailsQueryOptions,
	type PlacePrediction,
	type SaveResult,
	searchPlaces,
	useSavedPlaces,
} from "../places";

/** A search shows 'Guide AI is searching...' for at least 1.5 s. */
const SEARCH_MIN_WAIT_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The workspace's places state: search results, saved places, the selected place and the map's markers. */
export function usePlannerPlaces(
	adventure: Pick<AdventureWithAccess, "id" | "location" | "latitude" | "longitude"> & {
		/** The kind of place, when the server knows it (the workspace's read); else guessed from the text. */
		locationType?: LocationType | null;
	},
) {
	const queryClient = useQueryClient();
	const savedQuery = useSavedPlaces(adventure.id);
	const saved = savedQuery.data ?? [];
	const [results, setResults] = useState<Place[]>([]);
	const [searching, setSearching] = useState(false);
	const [hasSearched, setHasSearched] = useState(false);
	/** Why the last search could not look (the places service did not answer); null when it did. */
	const [searchUnavailable, setSearchUnavailable] = useState<string | null>(null);
	const [selected, setSelected] = useState<Place | null>(null);
	const [focus, setFocus] = useState<{ point: MapPoint; key: string } | null>(null);
	const [aiSuggestions, setAiSuggestions] = useState<Place[]>([]);

	const savedIds = useMemo(() => new Set(saved.map((s) => s.place.googlePlaceId)), [saved]);
	// Null when neither saved places nor the adventure have coordinates: nothing is searched then,
	// and the map shows the world rather than a city the family did not choose.
	const known = useMemo(
		() =>
			mapCenter(
				saved.map((s) => ({ lat: s.place.latitude, lng: s.place.longitude })),
				{ lat: adventure.latitude, lng: adventure.longitude },
			),
		[saved, adventure.latitude, adventure.longitude],
	);
	const center = known ?? WORLD_VIEW.center;
	const initialZoom = known
		? zoomForLocationType(adventure.locationType ?? locationTypeOf(adventure.location))
		: WORLD_VIEW.zoom;

	const select = useCallback((place: Place | null) => {
		setSelected(place);
		if (place)
			setFocus({ point: { lat: place.latitude, lng: place.longitude }, key: `${place.googlePlaceId}:${Date.now()}` });
	}, []);

	const search = useCallback(
		async (query: string) => {
			if (!known) return;
			setSearching(true);
			setHasSearched(true);
			setSelected(null);
			const [found] = await Promise.all([searchPlaces(query, center, adventure.id), wait(SEARCH_MIN_WAIT_MS)]);
			setResults(found.places);
			setSearchUnavailable(found.unavailable);
			setSearching(false);
		},
		[known, center, adventure.id],
	);

	const pick = useCallback(
		async (prediction: PlacePrediction) => {
			setSearching(true);
			setHasSearched(true);
			setSearchUnavailable(null);
			try {
				const place = await queryClient.fetchQuery(getPlaceDetailsQueryOptions(prediction.place_id));
				setResults([place]);
				select(place);
			} catch (error) {
				console.warn("place details failed", error);
				setResults([]);
			} finally {
				setSearching(false);
			}
		},
		[queryClient, select],
	);

	const all = useMemo(() => {
		const map = new Map<string, Place>();
		for (const s of saved) map.set(s.place.googlePlaceId, s.place);
		for (const r of results) if (!map.has(r.googlePlaceId)) map.set(r.googlePlaceId, r);
		for (const a of aiSuggestions) if (!map.has(a.googlePlaceId)) map.set(a.googlePlaceId, a);
		return map;
	}, [saved, results, aiSuggestions]);
	const aiIds = useMemo(() => new Set(aiSuggestions.map((p) => p.googlePlaceId)), [aiSuggestions]);

	const markers: MapMarker[] = useMemo(() => {
		const list: MapMarker[] = [];
		for (const place of all.values()) {
			list.push({
				id: place.googlePlaceId,
				position: { lat: place.latitude, lng: place.longitude },
				kind: savedIds.has(place.googlePlaceId) ? "saved" : aiIds.has(place.googlePlaceId) ? "ai" : "search",
				label: place.name,
				highlighted: selected?.googlePlaceId === place.googlePlaceId,
			});
		}
		return list;
	}, [all, savedIds, aiIds, selected]);

	return {
		saved,
		results,
		searching,
		hasSearched,
		searchUnavailable,
		selected,
		focus,
		center,
		/** False until the adventure (or a saved place) has coordinates. */
		hasLocation: known !== null,
		initialZoom,
		markers,
		search,
		pick,
		select,
		selectById: (id: string) => select(all.get(id) ?? null),
		setAiSuggestions,
		isSaved: (id: string) => savedIds.has(id),
		// In the workspace, saving a place closes the detail panel.
		onSaved: (_result: SaveResult) => setSelected(null),
	};
}

export type PlannerPlaces = ReturnType<typeof usePlannerPlaces>;
