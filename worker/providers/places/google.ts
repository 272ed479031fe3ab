import { z } from "zod";
import {
	DESTINATION_SUGGESTION_LIMIT,
	foldSearchText,
	GOOGLE_PHOTO_NAME_PATTERN,
	type PlaceDetails,
	type PlaceSuggestion,
} from "../../../domain/places";
import type { UsageMeter } from "../../services/usage-meter";
import { type PlacesProvider, PlacesUpstreamError } from "./types";

export const GOOGLE_PLACES_BASE = "https://places.googleapis.com/v1";
export const GOOGLE_PLACES_PROVIDER = "google-places";
/** The minimal Place Details fields for a destination (Essentials + photos). */
export const DETAILS_FIELD_MASK = "id,displayName,formattedAddress,location,photos";
/** Destinations: towns and cities, states and regions, parks and natural features (at most 5 types). */
export const DESTINATION_PRIMARY_TYPES = [
	"locality",
	"administrative_area_level_1",
	"colloquial_area",
	"national_park",
	"natural_feature",
];

const AUTOCOMPLETE_TTL_SECONDS = 60 * 60;
const DETAILS_TTL_SECONDS = 24 * 60 * 60;

const autocompleteAnswer = z.object({
	suggestions: z
		.array(
			z.object({
				placePrediction: z
					.object({
						placeId: z.string().min(1),
						text: z.object({ text: z.string() }).optional(),
						structuredFormat: z
							.object({
								mainText: z.object({ text: z.string() }).optional(),
								secondaryText: z.object({ text: z.string() }).optional(),
							})
							.optional(),
					})
					.optional(),
			}),
		)
		.optional(),
});

const detailsAnswer = z.object({
	id: z.string().optional(),
	displayName: z.object({ text: z.string() }).optional(),
	formattedAddress: z.string().optional(),
	location: z.object({ latitude: z.number(), longitude: z.number() }),
	photos: z.array(z.object({ name: z.string() })).optional(),
});

/** Same-origin URL of a Google photo through `/api/places/photo`, so the server key never reaches the page. */
export function photoProxyUrl(photoName: string): string {
	return `/api/places/photo?${new URLSearchParams({ name: photoName })}`;
}

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
	/** Answer cache (autocomplete 1 hour by text, details 1 day by place id). */
	kv: KVNamespace;
	usage: UsageMeter;
}

/**
 * Google Places API (New): Autocomplete and Place Details with session tokens, answers cached in KV,
 * every billed call recorded with the usage meter.
 */
export class GooglePlacesProvider implements PlacesProvider {
	readonly kind = "google";

	constructor(private readonly options: GooglePlacesOptions) {}

	async autocomplete(query: string, sessionToken?: string): Promise<PlaceSuggestion[]> {
		const { apiKey, kv, usage } = this.options;
		const cacheKey = `places:google:autocomplete:${await sha256Hex(foldSearchText(query).replace(/\s+/g, " ").trim())}`;
		const cached = await kv.get<PlaceSuggestion[]>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		let answer: z.infer<typeof autocompleteAnswer>;
		try {
			usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: "autocomplete" });
			const res = await fetch(`${GOOGLE_PLACES_BASE}/places:autocomplete`, {
				method: "POST",
				headers: { "Content-Type": "application/json", "X-Goog-Api-Key": apiKey },
				body: JSON.stringify({
					input: query,
					...(sessionToken ? { sessionToken } : {}),
					includedPrimaryTypes: DESTINATION_PRIMARY_TYPES,
				}),
			});
			if (!res.ok) {
				console.warn(`google places autocomplete: HTTP ${res.status}`, await bodySnippet(res));
				return [];
			}
			answer = autocompleteAnswer.parse(await res.json());
		} catch (error) {
			console.warn("google places autocomplete failed", error instanceof Error ? error.message : error);
			return [];
		}

		const suggestions: PlaceSuggestion[] = [];
		for (const { placePrediction: p } of answer.suggestions ?? []) {
			if (!p) continue;
			const main = p.structuredFormat?.mainText?.text ?? p.text?.text ?? "";
			const secondary = p.structuredFormat?.secondaryText?.text ?? "";
			suggestions.push({
				place_id: p.placeId,
				description: p.text?.text ?? [main, secondary].filter(Boolean).join(", "),
				structured_formatting: { main_text: main, secondary_text: secondary },
			});
		}
		const result = suggestions.slice(0, DESTINATION_SUGGESTION_LIMIT);
		await kv
			.put(cacheKey, JSON.stringify(result), { expirationTtl: AUTOCOMPLETE_TTL_SECONDS })
			.catch((error) => console.warn("places cache write failed", error));
		return result;
	}

	async details(placeId: string, sessionToken?: string): Promise<PlaceDetails | null> {
		const { apiKey, kv, usage } = this.options;
		const cacheKey = `places:google:details:${placeId}`;
		const cached = await kv.get<PlaceDetails>(cacheKey, "json").catch(() => null);
		if (cached) return cached;

		const url = new URL(`${GOOGLE_PLACES_BASE}/places/${encodeURIComponent(placeId)}`);
		if (sessionToken) url.searchParams.set("sessionToken", sessionToken);
		let res: Response;
		try {
			usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: "place-details" });
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

	/** The photo's image bytes (`{name}/media`, at most 1200 px wide), or null when Google has none. */
	async photo(photoName: string): Promise<Response | null> {
		const { apiKey, usage } = this.options;
		if (!GOOGLE_PHOTO_NAME_PATTERN.test(photoName)) return null;
		const url = new URL(`${GOOGLE_PLACES_BASE}/${photoName}/media`);
		url.searchParams.set("maxWidthPx", "1200");
		url.searchParams.set("key", apiKey);
		let res: Response;
		try {
			usage.record({ provider: GOOGLE_PLACES_PROVIDER, sku: "place-photo" });
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
		return res;
	}
}
