import { z } from "zod";
import type { LatLng } from "../../../domain/geo/geo";
import { haversineKm } from "../../../domain/geo/geo";
import {
	DESTINATION_SUGGESTION_LIMIT,
	GOOGLE_PHOTO_NAME_PATTERN,
	type PlaceDetails,
	type PlaceSuggestion,
} from "../../../domain/place/destination";
import type { Place, PlacePrediction } from "../../../domain/place/place";
import { ADDRESS_SUGGESTION_LIMIT, type AddressSuggestion, STAY_NEAR_KM } from "../../../domain/place/stay-address";
import { foldText } from "../../../domain/text";
import type { PlaceCardInput, PlaceDetailsInput, PlaceStore } from "../../db/places";
import { PaidCallDeclined } from "../give-way";
import type { UsageSink } from "../usage";
import { geocodeBySuggestions } from "./catalog";
import {
	autocompleteAnswer,
	cardOf,
	detailsOf,
	googlePlace,
	photoProxyUrl,
	rowOf,
	searchAnswer,
} from "./google-answers";
import { toPlace } from "./place";
import {
	MIN_RESULTS_BEFORE_WIDENING,
	NEARBY_AUTOCOMPLETE_RADIUS_METERS,
	NEARBY_PREDICTION_LIMIT,
	normalizeQuery,
	widenedRadii,
} from "./search";
import { type PlacePhoto, type PlacesProvider, PlacesUpstreamError } from "./types";

const GOOGLE_PLACES_BASE = "https://places.googleapis.com/v1";
const GOOGLE_PLACES_PROVIDER = "google-places";
/** The minimal Place Details fields for a destination (Essentials + photos). */
const DETAILS_FIELD_MASK = "id,displayName,formattedAddress,location,photos";
/** Destinations: towns and cities, states and regions, parks and natural features (at most 5 types). */
const DESTINATION_PRIMARY_TYPES = [
	"locality",
	"administrative_area_level_1",
	"colloquial_area",
	"national_park",
	"natural_feature",
];

/** Text Search (New) for place cards: the fields a card shows, nothing more (`places.` prefixed). */
export const SEARCH_FIELD_MASK = [
	"id",
	"displayName",
	"formattedAddress",
	"location",
	"types",
	"rating",
	"userRatingCount",
	"priceLevel",
	"photos",
	"primaryType",
]
	.map((field) => `places.${field}`)
	.join(",");
/** Place Details (New) for the place panel: the card's fields plus contact, hours and description. */
export const PLACE_DETAILS_FIELD_MASK = [
	"id",
	"displayName",
	"formattedAddress",
	"location",
	"types",
	"primaryType",
	"rating",
	"userRatingCount",
	"priceLevel",
	"photos",
	"websiteUri",
	"nationalPhoneNumber",
	"regularOpeningHours.weekdayDescriptions",
	"editorialSummary",
	"businessStatus",
].join(",");
/**
 * Usage-meter SKUs, named after Google's billing tiers for the fields asked for: rating and price put
 * Text Search in Enterprise; the editorial summary puts Place Details in Enterprise + Atmosphere.
 */
const SKU = {
	autocomplete: "autocomplete",
	destinationDetails: "place-details",
	textSearch: "text-search-enterprise",
	placeDetails: "place-details-enterprise-atmosphere",
	photo: "place-photo",
} as const;

/** Photos are asked for at most this wide (the place panel's full width on a large screen). */
const PHOTO_MAX_WIDTH_PX = 1200;
/** How long a photo Google served is kept in R2 and served from there (Google is not asked again). */
const PHOTO_CACHE_DAYS = 30;
/** The R2 keys of cached photos: `google-photos/{photo name}/w{width}` (an R2 lifecycle rule may expire the prefix). */
const PHOTO_CACHE_PREFIX = "google-photos/";
const DAY_MS = 86_400_000;

const AUTOCOMPLETE_TTL_SECONDS = 60 * 60;
const DETAILS_TTL_SECONDS = 24 * 60 * 60;
const SEARCH_TTL_SECONDS = 60 * 60;
const SEARCH_RESULTS = 20;

const cacheLocation = (near: LatLng, digits: number) =>
	`${near.latitude.toFixed(digits)},${near.longitude.toFixed(digits)}`;

const detailsAnswer = z.object({
	id: z.string().optional(),
	displayName: z.object({ text: z.string() }).optional(),
	formattedAddress: z.string().optional(),
	location: z.object({ latitude: z.number(), longitude: z.number() }),
	photos: z.array(z.object({ name: z.string() })).optional(),
});

async function sha256Hex(text: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function bodySnippet(res: Response): Promise<string> {
	const text = await res.text().catch(() => "");
	return text.slice(0, 300);
}

export interface GooglePlacesOptions {
	apiKey: string;
	/** Answer cache (autocomplete and search 1 hour by text and place, details 1 day by place id). */
	kv: KVNamespace;
	/** Photo cache: the images Google served, kept PHOTO_CACHE_DAYS. */
	photos: R2Bucket;
	usage: UsageSink;
	/** Where every place Google returns is upserted, so saving and details work by its id. */
	store: PlaceStore;
	/**
	 * Asked before each request to Google (a cache miss): false declines the call (PaidCallDeclined),
	 * and the keyless provider answers it (worker/providers/give-way.ts). Unset: every call is made.
	 */
	mayCall?: () => Promise<boolean>;
}

/**
 * Google Places API (New): Autocomplete (destinations, and places near a point) with session tokens,
 * Text Search with a location bias, Place Details with minimal field masks, Photos. Answers are
 * cached in KV and photos in R2; each request Google answered is recorded with the usage meter
 * (one it refused or failed is not), and every place returned is upserted into the `places` table.
 */
export class GooglePlacesProvider implements PlacesProvider {
	readonly kind = "google";

	constructor(private readonly options: GooglePlacesOptions) {}

	async autocomplete(query: string, sessionToken?: string): Promise<PlaceSuggestion[]> {
		const { kv } = this.options;
		const cacheKey = `places:google:autocomplete:${await sha256Hex(foldText(query).replace(/\s+/g, " ").trim())}`;
		const cached = await kv.get<PlaceSuggestion[]>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		const predictions = await this.predictions("autocomplete", {
			input: query,
			...(sessionToken ? { sessionToken } : {}),
			includedPrimaryTypes: DESTINATION_PRIMARY_TYPES,
		});
		if (!predictions) return [];
		// Destination suggestions carry no place types (PlaceSuggestion).
		const result: PlaceSuggestion[] = predictions
			.slice(0, DESTINATION_SUGGESTION_LIMIT)
			.map(({ place_id, description, structured_formatting }) => ({ place_id, description, structured_formatting }));
		await kv
			.put(cacheKey, JSON.stringify(result), { expirationTtl: AUTOCOMPLETE_TTL_SECONDS })
			.catch((error) => console.warn("places cache write failed", error));
		return result;
	}

	geocode(text: string): Promise<LatLng | null> {
		return geocodeBySuggestions(this, text);
	}

	async details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
		const { apiKey, kv, usage } = this.options;
		const cacheKey = `places:google:details:${placeId}`;
		const cached = await kv.get<PlaceDetails>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		const url = new URL(`${GOOGLE_PLACES_BASE}/places/${encodeURIComponent(placeId)}`);
		if (sessionToken) url.searchParams.set("sessionToken", sessionToken);
		await this.mayCall();
		let res: Response;
		try {
			res = await fetch(url, { headers: { "X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": DETAILS_FIELD_MASK } });
		} catch (error) {
			console.warn("google place details failed", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		// An id Google does not know (or cannot parse) is an unknown place, not a failure.
		if (res.status === 404 || res.status === 400) {
			await res.body?.cancel();
			return null;
		}
		if (!res.ok) {
			console.warn(`google place details: HTTP ${res.status}`, await bodySnippet(res));
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: SKU.destinationDetails });
		let place: z.infer<typeof detailsAnswer>;
		try {
			place = detailsAnswer.parse(await res.json());
		} catch (error) {
			console.warn("google place details: unreadable answer", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		const name = place.displayName?.text ?? place.formattedAddress ?? "";
		const photo = place.photos?.find((p) => GOOGLE_PHOTO_NAME_PATTERN.test(p.name));
		const details: PlaceDetails = {
			latitude: place.location.latitude,
			longitude: place.location.longitude,
			address: place.formattedAddress ?? name,
			name,
			photoUrl: photo ? photoProxyUrl(photo.name) : null,
		};
		await kv
			.put(cacheKey, JSON.stringify(details), { expirationTtl: DETAILS_TTL_SECONDS })
			.catch((error) => console.warn("places cache write failed", error));
		return details;
	}

	/** One metered Places (New) autocomplete call; null (logged) when Google fails. */
	private async predictions(label: string, body: Record<string, unknown>): Promise<PlacePrediction[] | null> {
		const { apiKey, usage } = this.options;
		await this.mayCall();
		let answer: z.infer<typeof autocompleteAnswer>;
		try {
			const res = await fetch(`${GOOGLE_PLACES_BASE}/places:autocomplete`, {
				method: "POST",
				headers: { "Content-Type": "application/json", "X-Goog-Api-Key": apiKey },
				body: JSON.stringify(body),
			});
			if (!res.ok) {
				console.warn(`google places ${label}: HTTP ${res.status}`, await bodySnippet(res));
				return null;
			}
			usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: SKU.autocomplete });
			answer = autocompleteAnswer.parse(await res.json());
		} catch (error) {
			console.warn(`google places ${label} failed`, error instanceof Error ? error.message : error);
			return null;
		}
		const predictions: PlacePrediction[] = [];
		for (const { placePrediction: p } of answer.suggestions ?? []) {
			if (!p) continue;
			const main = p.structuredFormat?.mainText?.text ?? p.text?.text ?? "";
			const secondary = p.structuredFormat?.secondaryText?.text ?? "";
			predictions.push({
				place_id: p.placeId,
				description: p.text?.text ?? [main, secondary].filter(Boolean).join(", "),
				structured_formatting: { main_text: main, secondary_text: secondary },
				types: p.types ?? [],
			});
		}
		return predictions;
	}

	async autocompleteNear(query: string, near: LatLng, sessionToken?: string): Promise<PlacePrediction[]> {
		const { kv } = this.options;
		const cacheKey = `places:google:nearby:${await sha256Hex(`${normalizeQuery(query)}|${cacheLocation(near, 2)}`)}`;
		const cached = await kv.get<PlacePrediction[]>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		const predictions = await this.predictions("nearby autocomplete", {
			input: query,
			...(sessionToken ? { sessionToken } : {}),
			locationBias: { circle: { center: near, radius: NEARBY_AUTOCOMPLETE_RADIUS_METERS } },
		});
		if (!predictions) return [];
		const result = predictions.slice(0, NEARBY_PREDICTION_LIMIT);
		await kv
			.put(cacheKey, JSON.stringify(result), { expirationTtl: AUTOCOMPLETE_TTL_SECONDS })
			.catch((error) => console.warn("places cache write failed", error));
		return result;
	}

	/**
	 * Addresses and places for 'Where we're staying', biased to a circle of STAY_NEAR_KM around the
	 * trip; their points come from `details` when one is picked (a suggestion carries none).
	 */
	async addressesNear(query: string, near: LatLng, sessionToken?: string): Promise<AddressSuggestion[]> {
		const predictions = await this.predictions("address autocomplete", {
			input: query,
			...(sessionToken ? { sessionToken } : {}),
			locationBias: { circle: { center: near, radius: STAY_NEAR_KM * 1000 } },
		});
		return (predictions ?? [])
			.slice(0, ADDRESS_SUGGESTION_LIMIT)
			.map(({ place_id, description, structured_formatting }) => ({
				place_id,
				description,
				structured_formatting,
				latitude: null,
				longitude: null,
			}));
	}

	/**
	 * Text Search (New) biased to the circle; answers beyond the radius are dropped (the bias lets
	 * Google return far places for specific names) unless fewer than 3 lie within it, when the circle
	 * widens up to 50 km. Every result is upserted into `places` and the
	 * answer cached for an hour by text, point (~1 km) and radius.
	 */
	async search(query: string, near: LatLng, radiusMeters: number): Promise<Place[]> {
		const { apiKey, kv, usage, store } = this.options;
		const cacheKey = `places:google:search:${await sha256Hex(`${normalizeQuery(query)}|${cacheLocation(near, 2)}|${radiusMeters}`)}`;
		let cards = await kv.get<PlaceCardInput[]>(cacheKey, "json").catch(() => null);
		if (!cards) {
			await this.mayCall();
			let answer: z.infer<typeof searchAnswer>;
			try {
				const res = await fetch(`${GOOGLE_PLACES_BASE}/places:searchText`, {
					method: "POST",
					headers: {
						"Content-Type": "application/json",
						"X-Goog-Api-Key": apiKey,
						"X-Goog-FieldMask": SEARCH_FIELD_MASK,
					},
					body: JSON.stringify({
						textQuery: query,
						locationBias: { circle: { center: near, radius: radiusMeters } },
						pageSize: SEARCH_RESULTS,
					}),
				});
				if (!res.ok) {
					console.warn(`google places text search: HTTP ${res.status}`, await bodySnippet(res));
					return [];
				}
				usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: SKU.textSearch });
				answer = searchAnswer.parse(await res.json());
			} catch (error) {
				console.warn("google places text search failed", error instanceof Error ? error.message : error);
				return [];
			}
			cards = (answer.places ?? []).map(cardOf).filter((card) => card.name);
			await store.upsertCards(cards);
			await kv
				.put(cacheKey, JSON.stringify(cards), { expirationTtl: SEARCH_TTL_SECONDS })
				.catch((error) => console.warn("places cache write failed", error));
		}
		const rows = await store.getMany(cards.map((card) => card.id));
		const placed = cards.map((card) => ({ card, distanceMeters: Math.round(haversineKm(near, card) * 1000) }));
		// Within the radius; too few there and the circle widens as the catalog's does.
		let kept: typeof placed = [];
		for (const radius of widenedRadii(radiusMeters)) {
			kept = placed.filter((entry) => entry.distanceMeters <= radius);
			if (kept.length >= MIN_RESULTS_BEFORE_WIDENING) break;
		}
		return kept
			.slice(0, SEARCH_RESULTS)
			.map(({ card, distanceMeters }) => toPlace(rows.get(card.id) ?? rowOf(card), distanceMeters));
	}

	/**
	 * Place Details (New) with the panel's field mask, cached a day in KV; the answer is upserted
	 * (keeping stored summaries) and the stored place returned. 404/400 from Google: unknown (null).
	 */
	async placeDetails(placeId: string): Promise<Place | null> {
		const { apiKey, kv, usage, store } = this.options;
		const cacheKey = `places:google:place:${placeId}`;
		const cached = await kv.get<PlaceDetailsInput>(cacheKey, "json").catch(() => null);
		if (cached) {
			const row = await store.get(placeId);
			if (row?.detailsFetchedAt) return toPlace(row);
			await store.upsertDetails(cached);
			const stored = await store.get(placeId);
			return stored ? toPlace(stored) : null;
		}

		await this.mayCall();
		let res: Response;
		try {
			res = await fetch(`${GOOGLE_PLACES_BASE}/places/${encodeURIComponent(placeId)}`, {
				headers: { "X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": PLACE_DETAILS_FIELD_MASK },
			});
		} catch (error) {
			console.warn("google place details failed", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		if (res.status === 404 || res.status === 400) {
			await res.body?.cancel();
			return null;
		}
		if (!res.ok) {
			console.warn(`google place details: HTTP ${res.status}`, await bodySnippet(res));
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: SKU.placeDetails });
		let details: PlaceDetailsInput;
		try {
			details = detailsOf(googlePlace.parse(await res.json()));
		} catch (error) {
			console.warn("google place details: unreadable answer", error instanceof Error ? error.message : error);
			throw new PlacesUpstreamError("Place details are unavailable");
		}
		// Stored under the id asked for: that is the id the app saves and links by.
		details.id = placeId;
		await store.upsertDetails(details);
		await kv
			.put(cacheKey, JSON.stringify(details), { expirationTtl: DETAILS_TTL_SECONDS })
			.catch((error) => console.warn("places cache write failed", error));
		const row = await store.get(placeId);
		return row ? toPlace(row) : null;
	}

	/**
	 * The photo's image (`{name}/media`, at most PHOTO_MAX_WIDTH_PX wide), or null when Google has
	 * none. An image Google served is kept in R2 for PHOTO_CACHE_DAYS, so each photo (name and width)
	 * is fetched and paid once in that time; an unknown photo or a failure is kept nowhere.
	 */
	async photo(photoName: string): Promise<PlacePhoto | null> {
		const { apiKey, usage, photos } = this.options;
		if (!GOOGLE_PHOTO_NAME_PATTERN.test(photoName)) return null;
		const key = `${PHOTO_CACHE_PREFIX}${photoName}/w${PHOTO_MAX_WIDTH_PX}`;
		const cached = await photos.get(key).catch((error: unknown) => {
			console.warn("place photo cache read failed", error instanceof Error ? error.message : error);
			return null;
		});
		if (cached && Date.now() - cached.uploaded.getTime() < PHOTO_CACHE_DAYS * DAY_MS) {
			return { body: cached.body, contentType: cached.httpMetadata?.contentType ?? "image/jpeg", size: cached.size };
		}
		await cached?.body.cancel();

		const url = new URL(`${GOOGLE_PLACES_BASE}/${photoName}/media`);
		url.searchParams.set("maxWidthPx", String(PHOTO_MAX_WIDTH_PX));
		url.searchParams.set("key", apiKey);
		await this.mayCall();
		let res: Response;
		let bytes: ArrayBuffer;
		try {
			res = await fetch(url);
		} catch (error) {
			// The message may not contain the URL (it holds the key): log the failure kind only.
			console.warn("google place photo failed", error instanceof Error ? error.name : "error");
			throw new PlacesUpstreamError("Photo is unavailable");
		}
		if (res.status === 404 || res.status === 400) {
			await res.body?.cancel();
			return null;
		}
		const type = res.headers.get("Content-Type") ?? "";
		if (!res.ok || !type.startsWith("image/")) {
			console.warn(`google place photo: HTTP ${res.status} ${type}`);
			await res.body?.cancel();
			throw new PlacesUpstreamError("Photo is unavailable");
		}
		usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: SKU.photo });
		try {
			bytes = await res.arrayBuffer();
		} catch (error) {
			console.warn("google place photo: unreadable answer", error instanceof Error ? error.name : "error");
			throw new PlacesUpstreamError("Photo is unavailable");
		}
		await photos
			.put(key, bytes, { httpMetadata: { contentType: type } })
			.catch((error: unknown) =>
				console.warn("place photo cache write failed", error instanceof Error ? error.message : error),
			);
		return { body: bytes, contentType: type, size: bytes.byteLength };
	}

	/** Asked before each request to Google, after the caches: throws PaidCallDeclined when the caller's daily cap says no. */
	private async mayCall(): Promise<void> {
		if (this.options.mayCall && !(await this.options.mayCall())) throw new PaidCallDeclined();
	}
}
