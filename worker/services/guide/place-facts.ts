import type { Place } from "../../../domain/place/place";

/**
 * What the guide knows about one place, read from its provider fields, tags and the writers' text
 * (familySummary, pithySummary, whyKidsLoveIt, editorialSummary). `null` is "not known": an answer
 * says so rather than guessing. The guide filters by these (no loud place for a noise-scared
 * toddler, nothing closed for the season) and answers questions about a place from them.
 */
export interface PlaceFacts {
	indoor: boolean;
	outdoor: boolean;
	/** Free to enter (true), paid (false), or not known. */
	free: boolean | null;
	/** Booking: required, recommended, or not known. */
	booking: "required" | "recommended" | null;
	/** Loud, noisy or startling (thunder, roaring, crowds): never for a noise-scared child. */
	loud: boolean;
	/** Open only part of the year (the writers' words, e.g. "summer season only"); null when all year or unknown. */
	seasonal: string | null;
}

const text = (place: Place) =>
	[place.familySummary, place.pithySummary, place.whyKidsLoveIt, place.editorialSummary]
		.filter(Boolean)
		.join(" ")
		.toLowerCase();

const INDOOR_TYPES = new Set(["museum", "aquarium", "art_gallery", "movie_theater", "library", "shopping_mall"]);

/** A first reading from tags and text; the guide's place answers refine it. */
export function placeFacts(place: Place): PlaceFacts {
	const tags = new Set(place.tags ?? []);
	const words = text(place);
	const indoor = tags.has("indoor") || tags.has("rainy-day") || place.types.some((type) => INDOOR_TYPES.has(type));
	return {
		indoor,
		outdoor: tags.has("outdoor") || !indoor,
		free: tags.has("free") ? true : null,
		booking: tags.has("reservations") ? "recommended" : null,
		loud: /\b(loud|noisy|thunder|roar)/.test(words),
		seasonal: tags.has("seasonal") ? "seasonal" : null,
	};
}
