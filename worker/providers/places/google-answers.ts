import { z } from "zod";
import { GOOGLE_PHOTO_NAME_PATTERN } from "../../../domain/place/destination";
import type { PlaceCardInput, PlaceDetailsInput } from "../../db/places";
import type { toPlace } from "./place";

/** Google Places (New) answers as the app reads them, and their mapping to our place rows. */

const PHOTOS_PER_PLACE = 10;

const PRICE_LEVELS: Record<string, number> = {
	PRICE_LEVEL_FREE: 0,
	PRICE_LEVEL_INEXPENSIVE: 1,
	PRICE_LEVEL_MODERATE: 2,
	PRICE_LEVEL_EXPENSIVE: 3,
	PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

export const googlePlace = z.object({
	id: z.string().min(1),
	displayName: z.object({ text: z.string() }).optional(),
	formattedAddress: z.string().optional(),
	location: z.object({ latitude: z.number(), longitude: z.number() }),
	types: z.array(z.string()).optional(),
	primaryType: z.string().optional(),
	rating: z.number().optional(),
	userRatingCount: z.number().optional(),
	priceLevel: z.string().optional(),
	photos: z.array(z.object({ name: z.string() })).optional(),
	websiteUri: z.string().optional(),
	nationalPhoneNumber: z.string().optional(),
	regularOpeningHours: z.object({ weekdayDescriptions: z.array(z.string()).optional() }).optional(),
	editorialSummary: z.object({ text: z.string() }).optional(),
	businessStatus: z.string().optional(),
});
export type GooglePlace = z.infer<typeof googlePlace>;

export const searchAnswer = z.object({ places: z.array(googlePlace).optional() });

/** Places (New) autocomplete answer (destination and nearby predictions alike). */
export const autocompleteAnswer = z.object({
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
						types: z.array(z.string()).optional(),
					})
					.optional(),
			}),
		)
		.optional(),
});

/** A Google place as a card row: primary type first, price as 0–4, photos through our proxy. */
export function cardOf(place: GooglePlace): PlaceCardInput {
	const types = [...new Set([place.primaryType, ...(place.types ?? [])].filter((t): t is string => !!t))];
	const name = place.displayName?.text ?? place.formattedAddress ?? "";
	return {
		id: place.id,
		name,
		latitude: place.location.latitude,
		longitude: place.location.longitude,
		address: place.formattedAddress ?? null,
		rating: place.rating ?? null,
		userRatingCount: place.userRatingCount ?? null,
		priceLevel: place.priceLevel ? (PRICE_LEVELS[place.priceLevel] ?? null) : null,
		types,
		photoUrls: (place.photos ?? [])
			.filter((photo) => GOOGLE_PHOTO_NAME_PATTERN.test(photo.name))
			.slice(0, PHOTOS_PER_PLACE)
			.map((photo) => photoProxyUrl(photo.name)),
	};
}

export function detailsOf(place: GooglePlace): PlaceDetailsInput {
	return {
		...cardOf(place),
		website: place.websiteUri ?? null,
		phone: place.nationalPhoneNumber ?? null,
		openingHours: place.regularOpeningHours?.weekdayDescriptions ?? [],
		editorialSummary: place.editorialSummary?.text ?? null,
		businessStatus: place.businessStatus ?? null,
	};
}

/** A card input as a row, for the rare answer whose upsert did not land. */
export function rowOf(input: PlaceCardInput): Parameters<typeof toPlace>[0] {
	const now = new Date();
	return {
		...input,
		website: null,
		phone: null,
		openingHours: [],
		familySummary: null,
		pithySummary: null,
		whyKidsLoveIt: null,
		summaryGenerated: false,
		editorialSummary: null,
		businessStatus: null,
		fieldNotes: [],
		ages: null,
		tags: [],
		source: "google",
		destination: null,
		detailsFetchedAt: null,
		createdAt: now,
		updatedAt: now,
	};
}

/** Same-origin URL of a Google photo through `/api/places/photo`, so the server key never reaches the page. */
export function photoProxyUrl(photoName: string): string {
	return `/api/places/photo?${new URLSearchParams({ name: photoName })}`;
}
