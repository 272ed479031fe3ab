import { haversineKm } from "../../../../domain/geo/geo";
import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import { categoryOfPlace } from "../../../../domain/place/vocabulary";
import { foldText } from "../../../../domain/text";
import type { GuideContext, GuideDeps } from "../types";
import type { MoreConstraints } from "./constraints";
import type { FoundNear, FoundOrigin } from "./found";
import type { Origin } from "./origin";
import type { Plan } from "./plan";
import type { FitRequest, ScoredPlace } from "./rank";

/** The trip an ask is found for, and one search of it: who, where from, how far, what was shown before (./find.ts). */

/** The trip an ask is found for: who, where, when, and what the conversation already showed. */
export type SearchTrip = Pick<
	GuideContext,
	| "location"
	| "kidAges"
	| "center"
	| "centerSource"
	| "adventureCenter"
	| "zoom"
	| "excludeIds"
	| "history"
	| "savedPlaces"
	| "suggestedIds"
	| "stay"
	| "tripDates"
>;
export interface SearchDeps {
	places: Pick<GuideDeps["places"], "kind" | "search">;
	status: GuideDeps["status"];
}

/** Teenagers: every kid at least this old. */
const TEEN_AGE = 12;
/** A child this young along: no cold swim outdoors in a cold month. */
const LITTLE_ONE_AGE = 5;
/** Little ones' places asked for by name: kept for teens too. */
const KIDDIE_WORDS = /\b(?:sand ?pit|carousel|merry go round|soft play|toy|playground|swing|slide)\b/;

/** The kids' ages an ask is for: its own, else the trip's. */
export const agesFor = (plan: Pick<Plan, "ages">, trip: Pick<SearchTrip, "kidAges">) =>
	plan.ages.length > 0 ? plan.ages : [...trip.kidAges].sort((a, b) => a - b);

/**
 * The dates of the months an ask names (1–12, in order, wrapping over the new year: 12, 1, 2), in
 * the trip's year (else this one), as the season filter reads a trip's dates; null when it names none.
 */
export function datesOfMonths(
	months: readonly number[],
	dates: SearchTrip["tripDates"],
	today = new Date().toISOString(),
): { start: string; end: string } | null {
	const first = months[0];
	const last = months.at(-1);
	if (first === undefined || last === undefined) return null;
	const year = Number((dates?.start ?? today).slice(0, 4));
	const month = (value: number) => String(value).padStart(2, "0");
	return { start: `${year}-${month(first)}-01`, end: `${last < first ? year + 1 : year}-${month(last)}-28` };
}

/** Places the ask leaves out ("besides the zoo"): by id, or by name among the places shown before. */
export function excludedIds(ask: Ask, trip: SearchTrip): string[] {
	const named = ask.exclude.filter((place) => !place.id).map((place) => foldText(place.name).replace(/^the /, ""));
	const byName = shownBefore(trip).filter((place) =>
		named.some((name) => name.length > 2 && foldText(place.name).includes(name)),
	);
	return [
		...ask.exclude.flatMap((place) => (place.id ? [place.id] : [])),
		...byName.map((place) => place.googlePlaceId),
		...(ask.moreLike ? [ask.moreLike] : []),
	];
}

/** A map this close to the trip's own centre was not moved: "here" is nowhere more precise than the trip. */
const UNMOVED_MAP_KM = 1;

/**
 * "Easy hikes near here" with the map where the trip put it (the middle of a national park): the map
 * centre says no more than the trip does, so the search widens as for any ask rather than stopping
 * at a short walk from an arbitrary point.
 */
export function hereUnmoved(plan: Plan, trip: SearchTrip): Plan {
	if (!plan.modifiers.includes("here") || !trip.adventureCenter) return plan;
	if (haversineKm(trip.center, trip.adventureCenter) > UNMOVED_MAP_KM) return plan;
	const said = plan.within !== null || trip.stay !== null;
	return said ? plan : { ...plan, modifiers: plan.modifiers.filter((modifier) => modifier !== "nearby") };
}

/** "More like that": the card's kind, when the ask names none (the card itself is left out). */
export function withMoreLike(ask: Ask, trip: SearchTrip): Ask {
	if (!ask.moreLike || ask.kinds.length > 0) return ask;
	const card = shownBefore(trip).find((place) => place.googlePlaceId === ask.moreLike);
	const kind = card ? categoryOfPlace(card.types) : null;
	return kind && !ask.avoidKinds.includes(kind) ? { ...ask, kinds: [kind] } : ask;
}

/** The ask's hard filters beyond the vocabulary's modifiers. */
export function moreOf(ask: Ask, plan: Plan, kidAges: readonly number[]): MoreConstraints {
	const has = (need: Ask["needs"][number]) => ask.needs.includes(need);
	const asked = foldText([...plan.keywords, ...plan.words, ...ask.words].join(" "));
	return {
		teens: plan.modifiers.includes("teen") || (kidAges.length > 0 && Math.min(...kidAges) >= TEEN_AGE),
		kiddieAsked: plan.categories.includes("playground") || KIDDIE_WORDS.test(asked),
		tired:
			has("rest") ||
			has("nap") ||
			ask.visitLength === "short" ||
			ask.weather === "cold" ||
			plan.modifiers.includes("toddler") ||
			(kidAges.length > 0 && Math.min(...kidAges) <= LITTLE_ONE_AGE),
		dogs: has("dogs"),
		noBooking: has("no-booking"),
		notCrowded: has("not-crowded"),
		trailKm: ask.trailKm,
	};
}

/** What the places are ranked for (../rank.ts): the plan, the kids, and from where how far. */
export const fitOf = (
	trip: Pick<SearchTrip, "tripDates">,
	plan: Plan,
	kidAges: readonly number[],
	origin: Origin,
	radiusMeters: number,
	more: MoreConstraints = {},
): FitRequest => ({
	categories: plan.categories,
	modifiers: plan.modifiers,
	keywords: plan.keywords,
	words: plan.words,
	kidAges,
	center: origin.point,
	radiusMeters,
	avoid: plan.avoid,
	avoidByType: plan.avoidByType,
	avoidWords: plan.avoidWords,
	messageAges: plan.ages,
	tripDates: trip.tripDates ?? null,
	together: plan.together,
	fromStay: origin.kind === "stay",
	more,
});

/** A distance the family said ("walking distance", "within 20 minutes", "near the zoo"): a limit. */
export const boundedAsk = (plan: Plan, origin: Origin) =>
	Boolean(plan.within) || plan.modifiers.includes("nearby") || origin.kind === "place" || origin.kind === "town";

export const metersFrom = (origin: Origin, place: Place) =>
	place.distanceMeters ?? haversineKm(origin.point, place) * 1000;

/** Where the engine looked from, as Found says it. */
export const foundOrigin = (origin: Origin): FoundOrigin => ({
	kind: origin.kind === "map" ? "here" : origin.kind === "town" ? "area" : origin.kind,
	label: origin.label,
	point: origin.point,
	placeId: origin.placeId,
});

/** One ask's search: its plan, where from, how far, and everything a pick needs. */
export interface Search {
	ask: Ask;
	plan: Plan;
	kidAges: number[];
	origin: Origin;
	radius: number;
	bounded: boolean;
	more: MoreConstraints;
	skip: Set<string>;
	/** What the last look found (before the hard filters). */
	places?: Place[];
}

/** A search's result: the picks and the rest, scored, before they become Found. */
export interface Picked {
	search: Search;
	suggestions: ScoredPlace[];
	backups: ScoredPlace[];
	saved: ScoredPlace[];
	earlier: Place[];
	alsoNear: FoundNear[];
}

/** Places shown before in this conversation (cards and additional options), newest answer last. */
export function shownBefore(trip: SearchTrip): Place[] {
	const shown = new Map<string, Place>();
	for (const message of trip.history) {
		for (const place of [...(message.suggestions ?? []), ...(message.backupSuggestions ?? [])]) {
			if (!trip.suggestedIds || trip.suggestedIds.has(place.googlePlaceId)) shown.set(place.googlePlaceId, place);
		}
	}
	return [...shown.values()];
}
