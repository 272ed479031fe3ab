import { z } from "zod";
import { haversineKm, isValidCoordinate, type LatLng } from "../../../domain/geo/geo";
import type { PlaceDetails, PlaceSuggestion } from "../../../domain/place/destination";
import type { Place, PlacePrediction } from "../../../domain/place/place";
import { type AddressSuggestion, STAY_NEAR_KM } from "../../../domain/place/stay-address";
import { foldText } from "../../../domain/text";
import type { OsmConfig } from "../../config";
import type { PlaceDetailsInput, PlaceStore } from "../../db/places";
import type { PlaceRow } from "../../db/schema";
import {
	cachedJson,
	type OsmService,
	OsmUnreachableError,
	OsmUpstreamError,
	osmJson,
	sha256Hex,
} from "../osm/polite-fetch";
import type { CatalogPlacesProvider } from "./catalog";
import { kindsOfQuery, type OsmKindName, osmFilters, typesOfTags } from "./osm-kinds";
import { toPlace } from "./place";
import { boundingBox, normalizeQuery } from "./search";
import { type PlacesProvider, PlacesUnavailableError, PlacesUpstreamError } from "./types";

/** Places answers are kept a day, geocoding a week (the services' policies ask for caching). */
const PLACES_TTL_SECONDS = 24 * 60 * 60;
const GEOCODE_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Overpass circles stop at 25 km: wider asks are heavy on a volunteer-run service. */
const OSM_MAX_RADIUS_METERS = 25_000;
const SEARCH_RESULTS = 20;
/** Elements asked of Overpass per kind of place in one search. */
const PER_KIND_LIMIT = 60;
/** A general search keeps a mix: at most this many of one kind. */
const PER_KIND_IN_MIX = 5;

/** Ids of OpenStreetMap elements: "osm:n123" (node), "osm:w45" (way), "osm:r6" (relation). */
const OSM_ID = /^osm:([nwr])(\d{1,15})$/;
const isOsmPlaceId = (id: string) => OSM_ID.test(id);
const OSM_TYPE = { n: "node", w: "way", r: "relation" } as const;

const overpassElement = z.object({
	type: z.enum(["node", "way", "relation"]),
	id: z.number().int(),
	lat: z.number().optional(),
	lon: z.number().optional(),
	center: z.object({ lat: z.number(), lon: z.number() }).optional(),
	tags: z.record(z.string(), z.string()).optional(),
});
const overpassAnswer = z.object({ elements: z.array(z.unknown()) });

const nominatimPlace = z.object({
	lat: z.string(),
	lon: z.string(),
	display_name: z.string().optional(),
	name: z.string().optional(),
	osm_type: z.string().optional(),
	osm_id: z.number().optional(),
});

/** "Via dei Fori Imperiali 1, 00186 Roma" from addr:* tags; null when they say nothing. */
function addressOf(tags: Record<string, string>): string | null {
	const street = [tags["addr:street"], tags["addr:housenumber"]].filter(Boolean).join(" ");
	const town = [tags["addr:postcode"], tags["addr:city"] ?? tags["addr:place"]].filter(Boolean).join(" ");
	return [street, town].filter(Boolean).join(", ") || null;
}

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value.slice(0, 500) : null);

/** An Overpass element as a place row's input; null without a name or a position. */
function placeOfElement(raw: unknown): PlaceDetailsInput | null {
	const parsed = overpassElement.safeParse(raw);
	if (!parsed.success) return null;
	const element = parsed.data;
	const tags = element.tags ?? {};
	const name = (tags["name:en"] ?? tags.name ?? "").trim().slice(0, 200);
	const latitude = element.lat ?? element.center?.lat;
	const longitude = element.lon ?? element.center?.lon;
	if (!name || latitude === undefined || longitude === undefined || !isValidCoordinate(latitude, longitude))
		return null;
	return {
		id: `osm:${element.type[0]}${element.id}`,
		name,
		latitude,
		longitude,
		address: addressOf(tags),
		// OpenStreetMap has no ratings or prices: never invented.
		rating: null,
		userRatingCount: null,
		priceLevel: null,
		types: typesOfTags(tags),
		photoUrls: [],
		website: httpUrl(tags.website ?? tags["contact:website"]),
		phone: (tags.phone ?? tags["contact:phone"] ?? "").slice(0, 60) || null,
		openingHours: tags.opening_hours ? [tags.opening_hours.slice(0, 300)] : [],
		editorialSummary: (tags.description ?? "").slice(0, 500) || null,
		businessStatus: null,
	};
}

/**
 * Overpass QL: each family kind (or, for a name, named leisure/tourism/amenity/natural places)
 * within a circle, output kind by kind with its own limit, so common kinds (parks) never crowd out
 * rare ones (zoos) and one answer stays small.
 */
function overpassQuery(kinds: readonly OsmKindName[], name: string | null, near: LatLng, radiusMeters: number) {
	const around = `(around:${Math.round(radiusMeters)},${near.latitude.toFixed(5)},${near.longitude.toFixed(5)})`;
	const groups: string[][] = kinds.map((kind) => osmFilters(kind).map((filter) => `nwr${filter}${around};`));
	// Regex metacharacters, quotes and backslashes dropped: the typed text is only ever a literal.
	const literal = (name ?? "")
		.replace(/[\\"'^$.|?*+()[\]{}]/g, " ")
		.replace(/\s+/g, " ")
		.trim();
	if (literal.length >= 2) {
		groups.push(
			["tourism", "leisure", "amenity", "natural"].map((key) => `nwr["name"~"${literal}",i]["${key}"]${around};`),
		);
	}
	if (groups.length === 0) return null;
	const outputs = groups.map((statements) => `(${statements.join("")});out tags center ${PER_KIND_LIMIT};`);
	return `[out:json][timeout:25];${outputs.join("")}`;
}

export interface OsmPlacesOptions {
	osm: OsmConfig;
	kv: KVNamespace;
	store: PlaceStore;
	/** Destination suggestions (Nominatim forbids autocomplete) and the catalog's own places. */
	catalog: CatalogPlacesProvider;
	/** The bound on one call to Nominatim or Overpass (polite-fetch.ts; default 20 s). */
	timeoutMs?: number;
}

/**
 * OpenStreetMap, keyless and worldwide: family places from Overpass by tag (osm-kinds.ts), typed
 * destinations geocoded by Nominatim on submit. Destination suggestions while typing stay with the
 * embedded catalog's worldwide cities (Nominatim's policy forbids autocomplete), and so do the
 * workspace's name suggestions, over the places already found. Every request goes through the
 * polite queue (../osm/polite-fetch.ts); answers are cached in KV and places stored in `places`.
 */
export class OsmPlacesProvider implements PlacesProvider {
	readonly kind = "osm";
	private readonly nominatim: OsmService;
	private readonly overpass: OsmService;

	constructor(private readonly options: OsmPlacesOptions) {
		const { osm } = options;
		this.nominatim = {
			name: "nominatim",
			baseUrl: osm.nominatimUrl,
			userAgent: osm.userAgent,
			minIntervalMs: osm.minIntervalMs,
			...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
		};
		this.overpass = {
			name: "overpass",
			baseUrl: osm.overpassUrl,
			userAgent: osm.userAgent,
			minIntervalMs: osm.minIntervalMs,
			...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
		};
	}

	autocomplete(query: string): Promise<PlaceSuggestion[]> {
		return this.options.catalog.autocomplete(query);
	}

	async details(placeId: string): Promise<PlaceDetails | null> {
		if (!isOsmPlaceId(placeId)) return this.options.catalog.details(placeId);
		const [, type = "n", id = ""] = OSM_ID.exec(placeId) ?? [];
		const found = await cachedJson(this.options.kv, `osm:nominatim:lookup:${type}${id}`, GEOCODE_TTL_SECONDS, () =>
			this.nominatimPlaces(
				`/lookup?${new URLSearchParams({ osm_ids: `${type.toUpperCase()}${id}`, format: "jsonv2" })}`,
			),
		).catch((error) => {
			console.warn("nominatim lookup failed", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		});
		const [first] = found;
		return first ? { ...first, photoUrl: null } : null;
	}

	/**
	 * Nominatim's best match for the typed text (one request on submit, cached a week), preferring
	 * matches around `near` when given (its viewbox); the catalog's when it fails.
	 */
	async geocode(text: string, near?: LatLng): Promise<LatLng | null> {
		const params = new URLSearchParams({ q: text, format: "jsonv2", limit: "1" });
		if (near) {
			const box = boundingBox(near, STAY_NEAR_KM * 1000);
			params.set("viewbox", [box.minLng, box.maxLat, box.maxLng, box.minLat].map((n) => n.toFixed(4)).join(","));
		}
		const around = near ? `|${near.latitude.toFixed(2)},${near.longitude.toFixed(2)}` : "";
		const key = `osm:nominatim:search:${await sha256Hex(foldText(text).replace(/\s+/g, " ").trim() + around)}`;
		try {
			const [best] = await cachedJson(this.options.kv, key, GEOCODE_TTL_SECONDS, () =>
				this.nominatimPlaces(`/search?${params}`),
			);
			return best ? { latitude: best.latitude, longitude: best.longitude } : null;
		} catch (error) {
			console.warn("nominatim search failed", error instanceof Error ? error.message : error);
			return this.options.catalog.geocode(text);
		}
	}

	private async nominatimPlaces(pathAndQuery: string): Promise<Omit<PlaceDetails, "photoUrl">[]> {
		const answer = z.array(z.unknown()).safeParse(await osmJson(this.nominatim, pathAndQuery));
		if (!answer.success) throw new OsmUpstreamError("nominatim: unreadable answer");
		const places: Omit<PlaceDetails, "photoUrl">[] = [];
		for (const raw of answer.data) {
			const place = nominatimPlace.safeParse(raw);
			if (!place.success) continue;
			const latitude = Number(place.data.lat);
			const longitude = Number(place.data.lon);
			if (!isValidCoordinate(latitude, longitude)) continue;
			const address = place.data.display_name ?? place.data.name ?? "";
			places.push({ latitude, longitude, address, name: place.data.name || address.split(",")[0] || address });
		}
		return places;
	}

	/** The catalog's addresses near the trip, over the places already found there (Nominatim forbids autocomplete). */
	addressesNear(query: string, near: LatLng): Promise<AddressSuggestion[]> {
		return this.options.catalog.addressesNear(query, near);
	}

	/** Names as typed, over the places already found here (no request per keystroke). */
	autocompleteNear(query: string, near: LatLng): Promise<PlacePrediction[]> {
		return this.options.catalog.autocompleteNear(query, near);
	}

	async search(query: string, near: LatLng, radiusMeters: number): Promise<Place[]> {
		const text = normalizeQuery(query);
		if (!text) return [];
		const kinds = kindsOfQuery(text);
		const name = kinds.length === 0 ? text.slice(0, 60) : null;
		const radius = Math.min(radiusMeters, OSM_MAX_RADIUS_METERS);
		const ql = overpassQuery(kinds, name, near, radius);
		if (!ql) return [];
		const signature = `${kinds.length ? kinds.sort().join(",") : `name:${name}`}|${near.latitude.toFixed(2)},${near.longitude.toFixed(2)}|${radius}`;
		let cards: PlaceDetailsInput[];
		try {
			cards = await cachedJson(
				this.options.kv,
				`osm:overpass:search:${await sha256Hex(signature)}`,
				PLACES_TTL_SECONDS,
				async () => {
					const found = await this.overpassPlaces(ql);
					await this.options.store.upsertOsmPlaces(found);
					return found;
				},
			);
		} catch (error) {
			console.warn("overpass search failed", error instanceof Error ? error.message : error);
			// Nobody answered: not "no places here".
			if (error instanceof OsmUnreachableError) throw new PlacesUnavailableError("Overpass did not answer");
			return [];
		}
		const ranked = cards
			.map((card) => ({ card, distanceMeters: Math.round(haversineKm(near, card) * 1000) }))
			.filter((entry) => entry.distanceMeters <= radius)
			.sort((a, b) => score(a) - score(b));
		const kept = kinds.length > 1 ? mix(ranked) : ranked;
		const rows = await this.options.store.getMany(kept.slice(0, SEARCH_RESULTS).map((entry) => entry.card.id));
		return kept
			.slice(0, SEARCH_RESULTS)
			.map(({ card, distanceMeters }) => toPlace(rows.get(card.id) ?? rowOf(card), distanceMeters));
	}

	private async overpassPlaces(query: string): Promise<PlaceDetailsInput[]> {
		const answer = overpassAnswer.safeParse(
			await osmJson(this.overpass, "", { method: "POST", form: { data: query } }),
		);
		if (!answer.success) throw new OsmUpstreamError("overpass: unreadable answer");
		const seen = new Set<string>();
		const places: PlaceDetailsInput[] = [];
		for (const raw of answer.data.elements) {
			const place = placeOfElement(raw);
			if (!place || seen.has(place.id)) continue;
			seen.add(place.id);
			places.push(place);
		}
		return places;
	}

	/** OpenStreetMap has no photos. */
	async photo(): Promise<null> {
		return null;
	}

	async placeDetails(placeId: string): Promise<Place | null> {
		const stored = await this.options.store.get(placeId);
		if (stored) return toPlace(stored);
		if (!isOsmPlaceId(placeId)) return this.options.catalog.placeDetails(placeId);
		const [, type = "n", id = ""] = OSM_ID.exec(placeId) ?? [];
		let found: PlaceDetailsInput[];
		try {
			found = await this.overpassPlaces(
				`[out:json][timeout:25];${OSM_TYPE[type as keyof typeof OSM_TYPE]}(${id});out tags center 1;`,
			);
		} catch (error) {
			console.warn("overpass details failed", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		const [place] = found;
		if (!place) return null;
		await this.options.store.upsertOsmPlaces([place]);
		const row = await this.options.store.get(place.id);
		return toPlace(row ?? rowOf(place));
	}
}

/** Nearer is better; a place with its own website (usually a real attraction) counts a little nearer. */
function score(entry: { card: PlaceDetailsInput; distanceMeters: number }): number {
	return entry.distanceMeters * (entry.card.website ? 0.8 : 1);
}

/** A general search's mix: at most PER_KIND_IN_MIX of one kind, the rest after. */
function mix<T extends { card: PlaceDetailsInput }>(ranked: T[]): T[] {
	const perKind = new Map<string, number>();
	const first: T[] = [];
	const rest: T[] = [];
	for (const entry of ranked) {
		const kind = entry.card.types[0] ?? "";
		const count = perKind.get(kind) ?? 0;
		perKind.set(kind, count + 1);
		(count < PER_KIND_IN_MIX ? first : rest).push(entry);
	}
	return [...first, ...rest];
}

/** A place input as a row, for an answer whose upsert did not land. */
function rowOf(input: PlaceDetailsInput): PlaceRow {
	const now = new Date();
	return {
		...input,
		familySummary: null,
		pithySummary: null,
		whyKidsLoveIt: null,
		summaryGenerated: false,
		fieldNotes: [],
		ages: null,
		tags: [],
		source: "osm",
		destination: null,
		detailsFetchedAt: now,
		createdAt: now,
		updatedAt: now,
	};
}
