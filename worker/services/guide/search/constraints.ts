import type { Place } from "../../../../domain/place/place";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import { isBusyKind } from "../../../../domain/place/vocabulary-setting";
import { foldText } from "../../../../domain/text";
import { openDuring, placeFacts } from "../facts/place-facts";
import { monthsBetween } from "../facts/reading";

/**
 * The hard filters: what a family said must never be answered with its opposite. A place that
 * breaks one is not suggested, however well it scores (the offline guide) and is never shown to
 * the model (the model guide): no museum for a child bored of museums, no loud place for a
 * noise-scared toddler, nothing outdoors on a day of rain, nothing paid when they asked for free,
 * nothing for none of the kids' ages, nothing closed for the season of the trip.
 */
export interface Constraints {
	avoid: readonly PlaceCategoryName[];
	/** Of those, kinds ruled out by their types only ("animals but not the zoo": an aquarium still is one). */
	avoidByType: readonly PlaceCategoryName[];
	/** Indoors, outdoors, or out of the heat (indoors or in the water). */
	setting: "indoor" | "outdoor" | "cool" | null;
	noLoud: boolean;
	/** Calm: no theme parks, water parks or malls. */
	calm: boolean;
	free: boolean;
	cheap: boolean;
	/** A wheelchair user: only places whose notes or tags say step-free. */
	accessible: boolean;
	/** A stroller along: no place whose own words say stairs, steep or no strollers. */
	stroller: boolean;
	kidAges: readonly number[];
	/** Ages the message itself names: every one of them must fit ("something they'll both enjoy"). */
	messageAges: readonly number[];
	/** Words a place's text must not have ("isn't geysers"). */
	avoidWords: readonly string[];
	/** Hotels and campgrounds only when asked for. */
	lodging: boolean;
	/** The trip's dates (`YYYY-MM-DD`), when known: nothing closed for the season. */
	tripDates: { start: string; end: string } | null;
	/** The kids are all teenagers (or the ask is for the teens): no little ones' places unless asked. */
	teens: boolean;
	/** Little ones' places were asked for (a playground, a carousel): kept for teens too. */
	kiddieAsked: boolean;
	/**
	 * Tired, cold or with a little one (a rest, a nap, a short outing, a cold day, a child of five or
	 * under): nothing outdoors in the water and unheated in a cold month.
	 */
	tired: boolean;
	/** The dog comes along: no place whose words say no dogs. */
	dogs: boolean;
	/** No booking: no place that must be booked. */
	noBooking: boolean;
	/** Not crowded: no place busy by its kind or its words. */
	notCrowded: boolean;
	/** The longest trail they would walk, in km. */
	trailKm: number | null;
}

/** What an ask adds to the hard filters beyond the vocabulary's modifiers (see `Constraints`). */
export type MoreConstraints = Partial<
	Pick<Constraints, "teens" | "kiddieAsked" | "tired" | "dogs" | "noBooking" | "notCrowded" | "trailKm">
>;

/** Why a place breaks a constraint, for tests and logs. */
export type Broken =
	| "closed"
	| "avoided"
	| "lodging"
	| "indoor"
	| "outdoor"
	| "hot"
	| "loud"
	| "busy"
	| "paid"
	| "pricey"
	| "steps"
	| "stairs"
	| "ages"
	| "season"
	| "kiddie"
	| "cold"
	| "dogs"
	| "booking"
	| "trail";

const LODGING_TYPES = new Set([
	"lodging",
	"hotel",
	"motel",
	"resort_hotel",
	"bed_and_breakfast",
	"campground",
	"rv_park",
]);

/**
 * A seasonal place whose words name no months is taken as closed in the depth of winter (December
 * to February), unless winter is its season (an ice rink, a holiday show).
 */
function openInWinter(place: Place, dates: { start: string; end: string }): boolean | null {
	const trip = monthsBetween(dates.start, dates.end);
	if (!trip || trip.some((month) => month > 2 && month < 12)) return null;
	const text = foldText([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" "));
	return /winter|snow|\bice\b|skat|christmas|holiday/.test(text) ? null : false;
}

const isKind = (place: Place, name: PlaceCategoryName, byType = false) => {
	const entry = PLACE_CATEGORIES[name];
	return (
		place.types.some((type) => entry.types.includes(type)) ||
		(!byType && name !== "museum" && place.tags.some((tag) => (entry.tags as readonly string[]).includes(tag)))
	);
};

/**
 * Step-free by its tags or its own words ("step-free", "wheelchair"): a lift to the top alone does
 * not make a place one a wheelchair can get round.
 */
function saysStepFree(place: Place, stepFree: boolean | null): boolean {
	if (place.tags.includes("accessible")) return true;
	const text = foldText([place.familySummary, place.pithySummary, place.editorialSummary].join(" "));
	return stepFree === true && /step[- ]free|wheelchair|accessible/.test(text);
}

/** A place's own words of a climb: stairs, a steep path, ladders (no place for a stroller or tired legs). */
const CLIMB = /\b(?:stairs|staircase|steep|stone steps|ladders?|strenuous|scrambl\w*)\b/;

/** Little ones' places by their kind or name: sandpits, carousels, soft play, toy shops. */
const KIDDIE_TYPES = new Set(["playground", "indoor_playground", "toy_store", "petting_zoo"]);
const KIDDIE_NAME =
	/\b(?:sand ?pits?|carousels?|merry-go-rounds?|soft play|toy ?(?:shop|store)s?|playgrounds?|toddlers?)\b/;
const isKiddie = (place: Place) => KIDDIE_TYPES.has(place.types[0] ?? "") || KIDDIE_NAME.test(foldText(place.name));

/** Months a swim outdoors is cold in (the catalog's destinations are all north of the equator). */
const COLD_MONTHS = new Set([11, 12, 1, 2, 3, 4]);
/** The months a seasonal outdoor swim (a lake beach lifeguarded in summer, a summer lido) is warm enough for a little one. */
const SWIM_SEASON = new Set([6, 7, 8, 9]);
const SWIM_TYPES = new Set(["swimming_pool", "water_park"]);
/** In the water outdoors: an outdoor pool, a lido, a water park, a swimming beach. */
const swimsOutdoors = (place: Place, setting: string | null) =>
	setting === "outdoor" &&
	(place.types.some((type) => SWIM_TYPES.has(type)) ||
		place.tags.includes("swimming") ||
		/\blido\b/.test(foldText(place.name)));

/** The constraint a place breaks, or null when it keeps them all. */
export function brokenConstraint(place: Place, constraints: Constraints): Broken | null {
	if (place.businessStatus === "CLOSED_PERMANENTLY") return "closed";
	const facts = placeFacts(place);
	// An avoided kind is what the place is; "no hiking" is no visit that is a hike (./facts: a trail walk
	// not seen from the road nor a short level path, or a steep climb), whatever its type.
	const avoided = (name: PlaceCategoryName) =>
		name === "hiking" ? facts.hike : isKind(place, name, constraints.avoidByType.includes(name));
	if (constraints.avoid.some(avoided)) return "avoided";
	if (!constraints.lodging && place.types.some((type) => LODGING_TYPES.has(type))) return "lodging";
	if (constraints.avoidWords.length > 0) {
		const text = foldText([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" "));
		if (constraints.avoidWords.some((word) => text.includes(word))) return "avoided";
	}
	// Where a place is: its tags first (a geyser basin with a small museum is outdoors), else its types.
	const setting = facts.setting ?? "outdoor";
	if (constraints.setting === "indoor" && setting === "outdoor") return "indoor";
	if (constraints.setting === "outdoor" && setting === "indoor") return "outdoor";
	if (
		constraints.setting === "cool" &&
		setting === "outdoor" &&
		!place.tags.some((tag) => tag === "water" || tag === "swimming")
	) {
		return "hot";
	}
	if (constraints.noLoud && facts.loud) return "loud";
	if ((constraints.noLoud || constraints.calm) && isBusyKind(place)) return "busy";
	// A calm ask (a nap, a quiet afternoon) is no place its notes call busy or crowded.
	if (constraints.calm && facts.crowded) return "busy";
	if (constraints.free && placeFacts(place).free !== true) return "paid";
	if (constraints.cheap && (place.priceLevel ?? 0) >= 3) return "pricey";
	if (constraints.accessible && !saysStepFree(place, facts.stepFree)) return "steps";
	if (constraints.stroller) {
		const text = foldText([place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" "));
		if (facts.stroller === false || CLIMB.test(text)) return "stairs";
	}
	if (place.ages && constraints.kidAges.length > 0) {
		const [min, max] = place.ages;
		if (!constraints.kidAges.some((age) => age >= min && age <= max)) return "ages";
		if (constraints.messageAges.some((age) => age < min || age > max)) return "ages";
	}
	if (constraints.teens && !constraints.kiddieAsked && isKiddie(place)) return "kiddie";
	if (constraints.dogs && facts.dogs === false) return "dogs";
	if (constraints.noBooking && facts.booking === "required") return "booking";
	if (constraints.notCrowded && facts.busy) return "busy";
	if (constraints.trailKm !== null && facts.trailKm !== null && facts.trailKm > constraints.trailKm * 1.1)
		return "trail";
	// Closed for the season by its own words (a season the words do not name is not a reason).
	const dates = constraints.tripDates;
	// A tired family in a cold month: no unheated swim outdoors.
	if (dates && constraints.tired && !facts.heated && swimsOutdoors(place, facts.setting)) {
		const months = monthsBetween(dates.start, dates.end);
		const cold = (month: number) => COLD_MONTHS.has(month) || (facts.seasonal !== null && !SWIM_SEASON.has(month));
		if (months?.every(cold)) return "cold";
	}
	// Open in the trip's months by the place's facts (./facts: the months its words name), else closed in
	// the depth of winter when its words say seasonal and name no months.
	if (dates && facts.seasonal) {
		const open = openDuring(facts, dates.start, dates.end) ?? openInWinter(place, dates);
		if (open === false) return "season";
	}
	return null;
}

/** The constraints of a request: what it avoids and how, for these kids on these dates. */
export function constraintsOf(request: {
	categories?: readonly PlaceCategoryName[];
	avoid?: readonly PlaceCategoryName[];
	avoidByType?: readonly PlaceCategoryName[];
	avoidWords?: readonly string[];
	messageAges?: readonly number[];
	modifiers: readonly (PlaceModifier | string)[];
	kidAges: readonly number[];
	tripDates?: { start: string; end: string } | null;
	more?: MoreConstraints;
}): Constraints {
	const has = (modifier: PlaceModifier) => request.modifiers.includes(modifier);
	return {
		avoid: request.avoid ?? [],
		avoidByType: request.avoidByType ?? [],
		avoidWords: request.avoidWords ?? [],
		lodging: (request.categories ?? []).some((name) => name === "lodging" || name === "camping"),
		messageAges: request.messageAges ?? [],
		setting: has("indoor") ? "indoor" : has("outdoor") ? "outdoor" : has("cool") ? "cool" : null,
		noLoud: has("noise"),
		calm: has("quiet") || has("nap"),
		free: has("free"),
		cheap: has("cheap"),
		accessible: has("accessible"),
		stroller: has("stroller"),
		kidAges: request.kidAges,
		tripDates: request.tripDates ?? null,
		teens: request.more?.teens ?? false,
		kiddieAsked: request.more?.kiddieAsked ?? false,
		tired: request.more?.tired ?? false,
		dogs: request.more?.dogs ?? false,
		noBooking: request.more?.noBooking ?? false,
		notCrowded: request.more?.notCrowded ?? false,
		trailKm: request.more?.trailKm ?? null,
	};
}
