import type { Place } from "../../../domain/place/place";
import type { PlaceModifier } from "../../../domain/place/vocabulary";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../domain/place/vocabulary";
import { openDuring, placeFacts } from "./place-facts";

/**
 * The hard filters: what a family said must never be answered with its opposite. A place that
 * breaks one is not suggested, however well it scores (the offline guide) and is never shown to
 * the model (the OpenAI guide): no museum for a child bored of museums, no loud place for a
 * noise-scared toddler, nothing outdoors on a day of rain, nothing paid when they asked for free,
 * nothing for none of the kids' ages, nothing closed for the season of the trip.
 */
export interface Constraints {
	avoid: readonly PlaceCategoryName[];
	/** Indoors, outdoors, or out of the heat (indoors or in the water). */
	setting: "indoor" | "outdoor" | "cool" | null;
	noLoud: boolean;
	/** Calm: no theme parks, water parks or malls. */
	calm: boolean;
	free: boolean;
	cheap: boolean;
	kidAges: readonly number[];
	/** The trip's dates (`YYYY-MM-DD`), when known: nothing closed for the season. */
	tripDates: { start: string; end: string } | null;
}

/** Why a place breaks a constraint, for tests and logs. */
export type Broken =
	| "closed"
	| "avoided"
	| "indoor"
	| "outdoor"
	| "hot"
	| "loud"
	| "busy"
	| "paid"
	| "pricey"
	| "ages"
	| "season";

const BUSY_TYPES = new Set(["amusement_park", "water_park", "shopping_mall", "stadium", "night_club"]);

const isFree = (place: Place) =>
	place.tags.includes("free") ||
	place.tags.includes("free-with-park-entry") ||
	place.priceLevel === 0 ||
	placeFacts(place).free === true;

const isKind = (place: Place, name: PlaceCategoryName) => {
	const entry = PLACE_CATEGORIES[name];
	return (
		place.types.some((type) => entry.types.includes(type)) ||
		(name !== "museum" && place.tags.some((tag) => (entry.tags as readonly string[]).includes(tag)))
	);
};

/** The constraint a place breaks, or null when it keeps them all. */
export function brokenConstraint(place: Place, constraints: Constraints): Broken | null {
	if (place.businessStatus === "CLOSED_PERMANENTLY") return "closed";
	if (constraints.avoid.some((name) => isKind(place, name))) return "avoided";
	const facts = placeFacts(place);
	if (constraints.setting === "indoor" && !facts.indoor) return "indoor";
	if (constraints.setting === "outdoor" && !facts.outdoor) return "outdoor";
	if (
		constraints.setting === "cool" &&
		!facts.indoor &&
		!place.tags.some((tag) => tag === "water" || tag === "swimming")
	) {
		return "hot";
	}
	if (constraints.noLoud && facts.loud) return "loud";
	if ((constraints.noLoud || constraints.calm) && place.types.some((type) => BUSY_TYPES.has(type))) return "busy";
	if (constraints.free && !isFree(place)) return "paid";
	if (constraints.cheap && (place.priceLevel ?? 0) >= 3) return "pricey";
	if (place.ages && constraints.kidAges.length > 0) {
		const [min, max] = place.ages;
		if (!constraints.kidAges.some((age) => age >= min && age <= max)) return "ages";
	}
	// Closed for the season by its own words (a season the words do not name is not a reason).
	const dates = constraints.tripDates;
	if (dates && facts.seasonal && openDuring(facts, dates.start, dates.end) === false) return "season";
	return null;
}

/** The constraints of a request: what it avoids and how, for these kids on these dates. */
export function constraintsOf(request: {
	avoid?: readonly PlaceCategoryName[];
	modifiers: readonly (PlaceModifier | string)[];
	kidAges: readonly number[];
	tripDates?: { start: string; end: string } | null;
}): Constraints {
	const has = (modifier: PlaceModifier) => request.modifiers.includes(modifier);
	return {
		avoid: request.avoid ?? [],
		setting: has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : has("cool") ? "cool" : null,
		noLoud: has("noise"),
		calm: has("quiet") || has("nap"),
		free: has("free"),
		cheap: has("cheap"),
		kidAges: request.kidAges,
		tripDates: request.tripDates ?? null,
	};
}
