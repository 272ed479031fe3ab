import type { Place } from "../../../domain/place/place";
import { GUIDE_CATEGORIES, type GuideCategoryName } from "./categories";
import type { GuideModifier } from "./phrases";
import { placeFacts } from "./place-facts";

/**
 * The hard filters: what a family said must never be answered with its opposite. A place that
 * breaks one is not suggested, however well it scores (the offline guide) and is never shown to
 * the model (the OpenAI guide): no museum for a child bored of museums, no loud place for a
 * noise-scared toddler, nothing outdoors on a day of rain, nothing paid when they asked for free,
 * nothing for none of the kids' ages, nothing closed for the season of the trip.
 */
export interface Constraints {
	avoid: readonly GuideCategoryName[];
	/** Indoors, outdoors, or out of the heat (indoors or in the water). */
	setting: "indoor" | "outdoor" | "cool" | null;
	noLoud: boolean;
	/** Calm: no theme parks, water parks or malls. */
	calm: boolean;
	free: boolean;
	cheap: boolean;
	kidAges: readonly number[];
	/** The trip's months (1–12), when its dates are known. */
	months: ReadonlySet<number> | null;
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

/** The months a trip covers ("2027-04-03" to "2027-04-08" → {4}); null without dates. */
export function tripMonths(dates: { start: string; end: string } | null | undefined): Set<number> | null {
	const start = dates?.start ? new Date(`${dates.start.slice(0, 10)}T00:00:00Z`) : null;
	if (!start || Number.isNaN(start.getTime())) return null;
	const parsedEnd = dates?.end ? new Date(`${dates.end.slice(0, 10)}T00:00:00Z`) : start;
	const end = Number.isNaN(parsedEnd.getTime()) || parsedEnd < start ? start : parsedEnd;
	const months = new Set<number>();
	const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
	while (cursor <= end && months.size < 12) {
		months.add(cursor.getUTCMonth() + 1);
		cursor.setUTCMonth(cursor.getUTCMonth() + 1);
	}
	return months;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;

const range = (from: number, to: number) => {
	const months = new Set<number>();
	for (let month = from; ; month = (month % 12) + 1) {
		months.add(month);
		if (month === to || months.size >= 12) break;
	}
	return months;
};

/**
 * The months a seasonal place is open, read from its seasonal words ("summer season only",
 * "open spring through fall", "usually March to early May", "closed in winter"). A place only
 * called seasonal counts as open May to September.
 */
export function openMonths(seasonal: string): Set<number> {
	const text = seasonal.toLowerCase();
	const span = text.match(
		/\b(jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|memorial day)\b[^.]{0,20}?\bto\b[^.]{0,12}?\b(jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|labor day)\b/,
	);
	if (span) {
		const from = span[1] === "memorial day" ? 5 : monthOf(span[1] ?? "");
		const to = span[2] === "labor day" ? 9 : monthOf(span[2] ?? "");
		if (from > 0 && to > 0) return range(from, to);
	}
	if (
		/closed? (?:in|over|during) (?:the )?winter|spring (?:through|to|until|and closes in) (?:fall|autumn)/.test(text)
	) {
		return range(4, 10);
	}
	if (/\bwinter only|only in winter|winter season\b/.test(text)) return range(11, 3);
	if (/\bspring only|only in spring\b/.test(text)) return range(3, 5);
	return range(5, 9);
}

const isFree = (place: Place) =>
	place.tags.includes("free") ||
	place.tags.includes("free-with-park-entry") ||
	place.priceLevel === 0 ||
	placeFacts(place).free === true;

const isKind = (place: Place, name: GuideCategoryName) => {
	const entry = GUIDE_CATEGORIES[name];
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
	if (constraints.months && facts.seasonal) {
		const open = openMonths(facts.seasonal);
		if (![...constraints.months].some((month) => open.has(month))) return "season";
	}
	return null;
}

/** The constraints of a request: what it avoids and how, for these kids on these dates. */
export function constraintsOf(request: {
	avoid?: readonly GuideCategoryName[];
	modifiers: readonly (GuideModifier | string)[];
	kidAges: readonly number[];
	tripDates?: { start: string; end: string } | null;
}): Constraints {
	const has = (modifier: GuideModifier) => request.modifiers.includes(modifier);
	return {
		avoid: request.avoid ?? [],
		setting: has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : has("cool") ? "cool" : null,
		noLoud: has("noise"),
		calm: has("quiet") || has("nap"),
		free: has("free"),
		cheap: has("cheap"),
		kidAges: request.kidAges,
		months: tripMonths(request.tripDates),
	};
}
