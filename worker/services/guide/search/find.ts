import { singular } from "../../../../domain/english";
import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import type { Ask } from "../../../../domain/guide/ask";
import { paceForAges } from "../../../../domain/path/pace-rules";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { categoryOfPlace, isFreeByData } from "../../../../domain/place/vocabulary";
import { foldText } from "../../../../domain/text";
import { askedLabel, statusLines } from "../answer/compose";
import { placeFacts } from "../facts/place-facts";
import { monthsBetween } from "../facts/reading";
import type { GuideContext, GuideDeps } from "../types";
import type { Broken, MoreConstraints } from "./constraints";
import { searchEach } from "./each";
import {
	type Constraint,
	emptyFound,
	type Found,
	type FoundNear,
	type FoundOrigin,
	type FoundPlace,
	type Reason,
	type Relaxation,
} from "./found";
import { type Origin, originOf, radiusOf } from "./origin";
import { pickPlaces } from "./pick";
import { type Plan, planOf } from "./plan";
import { searchQueries, stayByQueries } from "./queries";
import { type FitRequest, type ScoredPlace, scorePlace, textOf } from "./rank";

/**
 * The engine: search → filter → rank → pick, from a typed ask alone. It looks from where the
 * family stays (or the place, area or map the ask names) for each kind asked, drops every place
 * that breaks a hard constraint of the ask (../constraints.ts), ranks the rest by family fit and
 * distance (../rank.ts) and picks three suggestions and up to five backups (../pick.ts). Saved
 * places that answer are named, never suggested again; earlier suggestions come back only when
 * asked, or as the first relaxation when nothing new keeps the ask. When nothing keeps every
 * constraint, `unmet` says which and `relaxation` offers the nearest relaxation; no constraint is
 * dropped silently. Used by the offline guide, 'Try another suggestion' and the model guide's tool.
 */

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

/** One search per query, place and reach in a turn: a relaxation that looks again asks the provider once. */
function searchedOnce(places: SearchDeps["places"]): SearchDeps["places"] {
	const asked = new Map<string, Promise<Place[]>>();
	return {
		kind: places.kind,
		search(query, near, radiusMeters) {
			const key = `${query}\u0001${near.latitude},${near.longitude}\u0001${radiusMeters}`;
			let answer = asked.get(key);
			if (!answer) {
				answer = places.search(query, near, radiusMeters);
				// A failed search is asked again next time (a relaxation may find the service back).
				answer.catch(() => asked.delete(key));
				asked.set(key, answer);
			}
			return answer;
		},
	};
}

/** How far a search may widen when too little is found (the catalog holds national parks 100 km across). */
// OpenStreetMap: Overpass answers a 25 km circle politely; "catalog-osm": the catalog's reach.
export const MAX_WIDE_RADIUS = { catalog: 150_000, google: 50_000, osm: 25_000, "catalog-osm": 150_000 } as const;

/** Teenagers: every kid at least this old. */
const TEEN_AGE = 12;
/** A child this young along: no cold swim outdoors in a cold month. */
const LITTLE_ONE_AGE = 5;
/** Little ones' places asked for by name: kept for teens too. */
const KIDDIE_WORDS = /\b(?:sand ?pit|carousel|merry go round|soft play|toy|playground|swing|slide)\b/;

/** The kids' ages an ask is for: its own, else the trip's. */
export const agesFor = (plan: Pick<Plan, "ages">, trip: Pick<SearchTrip, "kidAges">) =>
	plan.ages.length > 0 ? plan.ages : [...trip.kidAges].sort((a, b) => a - b);

/** Places the ask leaves out ("besides the zoo"): by id, or by name among the places shown before. */
function excludedIds(ask: Ask, trip: SearchTrip): string[] {
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
function hereUnmoved(plan: Plan, trip: SearchTrip): Plan {
	if (!plan.modifiers.includes("here") || !trip.adventureCenter) return plan;
	if (haversineKm(trip.center, trip.adventureCenter) > UNMOVED_MAP_KM) return plan;
	const said = plan.within !== null || trip.stay !== null;
	return said ? plan : { ...plan, modifiers: plan.modifiers.filter((modifier) => modifier !== "nearby") };
}

/** "More like that": the card's kind, when the ask names none (the card itself is left out). */
function withMoreLike(ask: Ask, trip: SearchTrip): Ask {
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

/**
 * The best few of these places for an ask around a point, every constraint of the ask kept
 * ('Try another suggestion' and the day planner: where to look is already known).
 */
export function pickForAsk(
	ask: Ask,
	places: readonly Place[],
	around: { center: LatLng; radiusMeters: number; kidAges: readonly number[]; tripDates: SearchTrip["tripDates"] },
	count: number,
): ScoredPlace[] {
	const plan = planOf(ask, around.kidAges);
	const kidAges = agesFor(plan, { kidAges: around.kidAges });
	const origin: Origin = { point: around.center, label: "", kind: "destination", placeId: null };
	const fit = fitOf(
		{ tripDates: around.tripDates },
		plan,
		kidAges,
		origin,
		around.radiusMeters,
		moreOf(ask, plan, kidAges),
	);
	return pickPlaces(places, fit, { suggestions: count, backups: 0 }).suggestions;
}

/** A distance the family said ("walking distance", "within 20 minutes", "near the zoo"): a limit. */
const boundedAsk = (plan: Plan, origin: Origin) =>
	Boolean(plan.within) || plan.modifiers.includes("nearby") || origin.kind === "place" || origin.kind === "town";

const metersFrom = (origin: Origin, place: Place) => place.distanceMeters ?? haversineKm(origin.point, place) * 1000;

/** Where the engine looked from, as Found says it. */
const foundOrigin = (origin: Origin): FoundOrigin => ({
	kind: origin.kind === "map" ? "here" : origin.kind === "town" ? "area" : origin.kind,
	label: origin.label,
	point: origin.point,
	placeId: origin.placeId,
});

/** One ask's search: its plan, where from, how far, and everything a pick needs. */
interface Search {
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
interface Picked {
	search: Search;
	suggestions: ScoredPlace[];
	backups: ScoredPlace[];
	saved: ScoredPlace[];
	earlier: Place[];
	alsoNear: FoundNear[];
}

async function searchAll(
	deps: SearchDeps,
	queries: readonly string[],
	origin: Origin,
	radiusMeters: number,
	skip: ReadonlySet<string>,
): Promise<Place[]> {
	const results = await searchEach(deps.places, queries, origin.point, radiusMeters);
	const seen = new Set<string>();
	const places: Place[] = [];
	for (const place of results.flat()) {
		if (seen.has(place.googlePlaceId) || skip.has(place.googlePlaceId) || place.googlePlaceId === origin.placeId) {
			continue;
		}
		seen.add(place.googlePlaceId);
		places.push(place);
	}
	return places;
}

/** Places shown before in this conversation (cards and additional options), newest answer last. */
function shownBefore(trip: SearchTrip): Place[] {
	const shown = new Map<string, Place>();
	for (const message of trip.history) {
		for (const place of [...(message.suggestions ?? []), ...(message.backupSuggestions ?? [])]) {
			if (!trip.suggestedIds || trip.suggestedIds.has(place.googlePlaceId)) shown.set(place.googlePlaceId, place);
		}
	}
	return [...shown.values()];
}

/** Saved places and earlier suggestions within the distance asked: named with how far, never carded again. */
function alreadyShownNear(
	trip: SearchTrip,
	fit: FitRequest,
	named: readonly ScoredPlace[],
	origin: Origin,
): FoundNear[] {
	const savedIds = new Set((trip.savedPlaces ?? []).map((place) => place.googlePlaceId));
	const shown = new Map<string, Place>();
	for (const place of [...(trip.savedPlaces ?? []), ...shownBefore(trip)]) shown.set(place.googlePlaceId, place);
	for (const entry of named) shown.delete(entry.place.googlePlaceId);
	// The place looked around is not near itself.
	if (origin.placeId) shown.delete(origin.placeId);
	// Only places of a kind asked for answer it ("lunch near the museum": no museums named as close),
	// and, asked for cheaper, only those free or low-cost by their data.
	const cheap = (place: Place) => isFreeByData(place) || (place.priceLevel ?? 2) <= 1;
	const answers = (place: Place) => {
		const scored = scorePlace(place, fit);
		return (
			!scored.excluded &&
			(fit.categories.length === 0 || scored.category !== null) &&
			(!fit.modifiers.includes("cheap") || cheap(place))
		);
	};
	return [...shown.values()]
		.map((place) => ({
			place,
			saved: savedIds.has(place.googlePlaceId),
			meters: haversineKm(fit.center, place) * 1000,
		}))
		.filter((near) => near.meters <= fit.radiusMeters && answers(near.place))
		.sort((a, b) => Number(b.saved) - Number(a.saved) || a.meters - b.meters)
		.slice(0, 4);
}

/** "next door to the dinosaurs": what is beside a place, not in it. */
const NEIGHBOUR = /\b(?:next door to|next to|near|opposite|close to|beside|across from) the [\w-]+/gi;

/** Whether a place's own words have one of the interests asked for ("dinosaurs"), not only its neighbour's. */
function hasInterest(place: Place, keywords: readonly string[]): boolean {
	const strip = (text: string | null | undefined) => text?.replace(NEIGHBOUR, "") ?? null;
	const own = textOf({
		...place,
		pithySummary: strip(place.pithySummary) ?? "",
		whyKidsLoveIt: strip(place.whyKidsLoveIt),
		familySummary: strip(place.familySummary) ?? "",
		editorialSummary: strip(place.editorialSummary),
	});
	return keywords.some((keyword) => {
		const phrase = searchTokens(keyword).map(singular).join(" ");
		return phrase.length > 0 && own.includes(` ${phrase}`);
	});
}

/** Places shown before that have the interest asked for: named again briefly rather than padding the answer. */
function earlierWithInterest(trip: SearchTrip, plan: Plan, fit: FitRequest): Place[] {
	if (plan.keywords.length === 0 || plan.modifiers.includes("again")) return [];
	return shownBefore(trip)
		.filter(
			(place) =>
				!trip.excludeIds.has(place.googlePlaceId) &&
				hasInterest(place, plan.keywords) &&
				!scorePlace(place, fit).excluded,
		)
		.slice(0, 2);
}

/** Saved places that answer this ask as well as the picks do: named, not hidden. */
function savedAnswers(trip: SearchTrip, plan: Plan, fit: FitRequest, threshold: number): ScoredPlace[] {
	return (trip.savedPlaces ?? [])
		.map((place) => scorePlace(place, fit))
		.filter(
			(entry) =>
				!entry.excluded &&
				entry.score >= threshold - 1 &&
				(entry.category !== null || entry.reasons.includes("keyword") || plan.words.length > 0),
		)
		.sort((a, b) => b.score - a.score)
		.slice(0, 2);
}

/** Scores and picks the places found for a search; null when nothing answers. */
async function pick(trip: SearchTrip, deps: SearchDeps, search: Search, places: Place[]): Promise<Picked | null> {
	const { plan, kidAges, origin, radius, more } = search;
	await deps.status(kidAges.length > 0 ? statusLines.checking(kidAges) : "Checking what suits your family…");
	const fit = fitOf(trip, plan, kidAges, origin, radius, more);
	let { suggestions, backups } = pickPlaces(places, fit);
	const saved = savedAnswers(trip, plan, fit, suggestions.at(-1)?.score ?? Number.NEGATIVE_INFINITY);
	const earlier = earlierWithInterest(trip, plan, fit);
	// An interest asked ("a dinosaur fan") that saved or earlier places have: no picks without it.
	if (earlier.length > 0 || saved.some((entry) => entry.reasons.includes("keyword"))) {
		const fits = (entry: ScoredPlace) => entry.reasons.includes("keyword");
		suggestions = suggestions.filter(fits);
		backups = backups.filter(fits);
	}
	await deps.status(statusLines.picking(suggestions.length));
	const alsoNear = search.bounded ? alreadyShownNear(trip, fit, [...suggestions, ...saved], origin) : [];
	if (suggestions.length === 0 && saved.length === 0 && alsoNear.length === 0 && earlier.length === 0) return null;
	return { search, suggestions, backups, saved, earlier, alsoNear };
}

/** Looks for a plan's places where the search says, widening (`widen`) when too little is within reach. */
async function look(deps: SearchDeps, search: Search, queries: string[], widen = true): Promise<Place[]> {
	const { origin, bounded, plan, skip } = search;
	const kind = deps.places.kind;
	const run = async (list: readonly string[]) => {
		const found = await searchAll(deps, list, origin, search.radius, skip);
		return bounded ? found.filter((place) => metersFrom(origin, place) <= search.radius) : found;
	};
	let places = await run(queries);
	// Too little within reach (and no distance was said): look further, twice at most.
	// A town with nothing of the kind in it: the nearest ones around it (at most three times as far).
	const widenable = (count: number) => (bounded ? origin.kind === "town" && count === 0 : count < 3);
	// An interest ("tide pools"): too few places whose own words have it is too little.
	const interest = plan.keywords.map((keyword) => ` ${searchTokens(keyword).map(singular).join(" ")}`);
	const relevant = (list: readonly Place[]) =>
		interest.length === 0
			? list.length
			: list.filter((place) => interest.some((k) => textOf(place).includes(k))).length;
	for (
		let step = 0;
		widen && step < 2 && widenable(relevant(places)) && search.radius < MAX_WIDE_RADIUS[kind];
		step++
	) {
		search.radius = Math.min(MAX_WIDE_RADIUS[kind], search.radius * (bounded ? 3 : 4));
		await deps.status(statusLines.widening(origin.label));
		places = await run(queries);
	}
	// Where to sleep by the beach: places that are both, as far as the destination reaches.
	const stayBy = bounded ? [] : stayByQueries(plan);
	if (stayBy.length > 0) places.push(...(await searchAll(deps, stayBy, origin, MAX_WIDE_RADIUS[kind], skip)));
	search.places = places;
	return places;
}

/** A lone word may be a name ("Legoland") or an interest its notes name ("manatees"): places that have it. */
async function byName(trip: SearchTrip, deps: SearchDeps, search: Search): Promise<Picked | null> {
	const word = search.plan.words[0];
	if (!word || word.length < 3) return null;
	search.radius = MAX_WIDE_RADIUS[deps.places.kind];
	await deps.status(`Looking for “${word}” near ${search.origin.label}…`);
	const found = (await searchAll(deps, [word], search.origin, search.radius, trip.excludeIds)).filter((place) =>
		searchTokens([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" ")).some((token) =>
			token.startsWith(word),
		),
	);
	return pick(trip, deps, search, found);
}

/** Why a scored place answers, as codes (./found.ts). */
function reasonsOf(entry: ScoredPlace, search: Search, meters: number): Reason[] {
	const reasons: Reason[] = [];
	for (const reason of entry.reasons) {
		switch (reason) {
			case "indoor":
			case "outdoor":
			case "cool":
			case "free":
			case "teen":
			case "toddler":
				reasons.push({ code: reason });
				break;
			case "keyword": {
				const text = textOf(entry.place);
				for (const word of search.plan.keywords) {
					const phrase = searchTokens(word).map(singular).join(" ");
					if (phrase && text.includes(` ${phrase}`)) reasons.push({ code: "word", word });
				}
				break;
			}
			case "stroller":
				reasons.push({ code: "need", need: "stroller" });
				break;
			case "accessible":
				reasons.push({ code: "need", need: "step-free" });
				break;
			case "changing":
				reasons.push({ code: "need", need: "baby-changing" });
				break;
			case "toilets":
			case "picnic":
			case "quiet":
			case "nap":
			case "rest":
				reasons.push({ code: "need", need: reason });
				break;
			default:
				break;
		}
	}
	if (entry.category) reasons.push({ code: "kind", kind: entry.category });
	const ages = entry.place.ages;
	if (ages && (entry.ageFit === "all" || entry.ageFit === "some"))
		reasons.push({ code: "ages", ages, fit: entry.ageFit });
	if (search.bounded) reasons.push({ code: "near", meters: Math.round(meters) });
	const facts = placeFacts(entry.place);
	if (search.plan.categories.some((name) => name === "food" || name === "cafe") && facts.foodKinds.length > 0) {
		reasons.push({ code: "food", food: facts.foodKinds });
	}
	return reasons;
}

const foundPlace = (entry: ScoredPlace, search: Search): FoundPlace => {
	const meters = metersFrom(search.origin, entry.place);
	return {
		place: entry.place,
		facts: placeFacts(entry.place),
		reasons: reasonsOf(entry, search, meters),
		meters,
		ageFit: entry.ageFit,
	};
};

/** Found from a search's picks. */
function foundOf(picked: Picked): Found {
	const { search } = picked;
	return {
		ask: search.ask,
		origin: foundOrigin(search.origin),
		radiusMeters: search.radius,
		picks: picked.suggestions.map((entry) => foundPlace(entry, search)),
		backups: picked.backups.map((entry) => foundPlace(entry, search)),
		saved: picked.saved.map((entry) => foundPlace(entry, search)),
		earlier: picked.earlier.map((place) => foundPlace(scorePlace(place, fitOfSearch(search)), search)),
		alsoNear: picked.alsoNear,
		skip: [],
		unmet: [],
		relaxation: null,
		relaxationApplied: false,
	};
}

const fitOfSearch = (search: Search) =>
	fitOf({ tripDates: null }, search.plan, search.kidAges, search.origin, search.radius, search.more);

/** Nothing found for a search: the ask as given, no picks. */
const nothing = (search: Search): Found => emptyFound(search.ask, foundOrigin(search.origin), search.radius);

/** The ask's constraint a broken hard filter stands for (an avoided kind, a bed, a closed place: none to relax). */
function constraintOf(broken: Broken, search: Search, trip: Pick<SearchTrip, "tripDates">): Constraint | null {
	const { ask, plan } = search;
	const months = trip.tripDates ? (monthsBetween(trip.tripDates.start, trip.tripDates.end) ?? []) : [];
	switch (broken) {
		case "indoor":
			return { code: "setting", setting: "indoor" };
		case "outdoor":
			return { code: "setting", setting: "outdoor" };
		case "hot":
			return { code: "weather", weather: "heat" };
		case "paid":
		case "pricey":
			return {
				code: "price",
				free: ask.price?.free ?? false,
				cheap: ask.price?.cheap ?? true,
				max: ask.price?.max ?? null,
			};
		case "loud":
			return { code: "need", need: "not-loud" };
		case "busy":
			return { code: "need", need: ask.needs.includes("not-crowded") ? "not-crowded" : "quiet" };
		case "steps":
			return { code: "need", need: "step-free" };
		case "stairs":
			return { code: "need", need: "stroller" };
		case "dogs":
			return { code: "need", need: "dogs" };
		case "booking":
			return { code: "need", need: "no-booking" };
		case "ages":
			return { code: "ages", ages: plan.ages.length > 0 ? plan.ages : search.kidAges };
		case "kiddie":
			return { code: "teens" };
		case "season":
		case "cold":
			return { code: "season", months };
		case "trail":
			return ask.trailKm !== null ? { code: "trail", km: ask.trailKm } : null;
		default:
			return null;
	}
}

/** The ask's hard constraints as the family said them: setting or heat, price, needs, kinds ruled out. */
function hardConstraints(search: Search): Constraint[] {
	const { plan, ask } = search;
	const has = (modifier: Plan["modifiers"][number]) => plan.modifiers.includes(modifier);
	const said: Constraint[] = [];
	if (has("indoor")) said.push({ code: "setting", setting: "indoor" });
	else if (has("cool")) said.push({ code: "weather", weather: "heat" });
	else if (has("outdoor")) said.push({ code: "setting", setting: "outdoor" });
	if (has("free") || has("cheap")) {
		said.push({ code: "price", free: has("free"), cheap: !has("free"), max: ask.price?.max ?? null });
	}
	if (has("noise")) said.push({ code: "need", need: "not-loud" });
	if (has("stroller")) said.push({ code: "need", need: "stroller" });
	if (has("accessible")) said.push({ code: "need", need: "step-free" });
	if (plan.avoid.length > 0) said.push({ code: "avoid", kinds: [...plan.avoid] });
	return said;
}

/** The hard constraints that ruled out the places a search found, most often broken first. */
function brokenBy(search: Search, trip: SearchTrip): Constraint[] {
	const fit = fitOf(trip, search.plan, search.kidAges, search.origin, search.radius, search.more);
	const counts = new Map<string, { constraint: Constraint; count: number }>();
	for (const place of search.places ?? []) {
		const broken = scorePlace(place, fit).excluded;
		const constraint = broken ? constraintOf(broken, search, trip) : null;
		if (!constraint) continue;
		const key = JSON.stringify(constraint);
		const entry = counts.get(key) ?? { constraint, count: 0 };
		entry.count += 1;
		counts.set(key, entry);
	}
	return [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => entry.constraint);
}

/** The interests and kinds of food asked for that no pick has (the picks are places to eat, but no pizza place is known). */
function missedWords(found: Found, search: Search): Constraint[] {
	const placesFound = [...found.picks, ...found.saved, ...found.earlier];
	if (placesFound.length === 0) return [];
	const unmet: Constraint[] = [];
	const food = search.ask.food;
	if (food.length > 0) {
		const served = (entry: FoundPlace) =>
			food.some((kind) => {
				const folded = foldText(kind);
				return (
					entry.facts.foodKinds.some((known) => foldText(known).includes(folded) || folded.includes(foldText(known))) ||
					textOf(entry.place).includes(` ${searchTokens(kind).map(singular).join(" ")}`)
				);
			});
		if (!placesFound.some(served)) unmet.push({ code: "food", food: [...food] });
	}
	const interests = search.plan.keywords.filter(
		(keyword) => !food.some((kind) => searchTokens(kind).map(singular).join(" ") === keyword),
	);
	if (interests.length > 0 && !placesFound.some((entry) => hasInterest(entry.place, interests))) {
		unmet.push({ code: "word", words: interests });
	}
	return unmet;
}

/**
 * Finds places for an ask (see the module comment). The ask is kept whole when any place keeps
 * it; else, in this order, the nearest relaxation: earlier suggestions may come back; other kinds
 * that keep the rest of the ask; and, as an offer only (no cards), the ask not free but cheap, or
 * further away.
 */
export async function findPlaces(asked: Ask, forTrip: SearchTrip, given: SearchDeps): Promise<Found> {
	// Each status line once: a relaxation that looks again says nothing new while it does.
	const said = new Set<string>();
	const status = (line: string) => {
		if (said.has(line)) return;
		said.add(line);
		return given.status(line);
	};
	const deps: SearchDeps = { places: searchedOnce(given.places), status };
	const ask = withMoreLike(asked, forTrip);
	// A day asked for ("on Saturday", "on the 12th"): open on that day, not only some day of the trip.
	const date = ask.day?.date;
	const trip: SearchTrip = date ? { ...forTrip, tripDates: { start: date, end: date } } : forTrip;
	const plan = hereUnmoved(planOf(ask, trip.kidAges), trip);
	const kidAges = agesFor(plan, trip);
	const origin = await originOf(plan, trip, deps);
	const repeatsWanted = plan.modifiers.includes("again");
	const excluded = new Set<string>([...trip.excludeIds, ...excludedIds(ask, trip)]);
	const skip = new Set<string>([...excluded, ...(repeatsWanted ? [] : (trip.suggestedIds ?? []))]);
	const more = moreOf(ask, plan, kidAges);
	const kind = deps.places.kind;
	const newSearch = (forAsk: Ask, forPlan: Plan, skipping: Set<string>): Search => {
		const bounded = boundedAsk(forPlan, origin);
		return {
			ask: forAsk,
			plan: forPlan,
			kidAges,
			origin,
			radius: radiusOf(forPlan, origin, trip.zoom, paceForAges(kidAges)),
			bounded,
			more,
			skip: skipping,
		};
	};
	const search = newSearch(ask, plan, skip);

	if (plan.vague) {
		const named = await byName(trip, deps, search);
		return named ? foundOf(named) : nothing(search);
	}

	const label = askedLabel(plan.categories, plan.modifiers);
	const queries = searchQueries(plan, kind, search.bounded);
	await deps.status(statusLines.looking(label, origin.label));
	const picked = await pick(trip, deps, search, await look(deps, search, queries));
	// Only places shown before named near ("already on your list"): cards again rather than none.
	const onlyNamed = picked && picked.suggestions.length + picked.saved.length + picked.earlier.length === 0;
	if (picked && !onlyNamed) {
		const found = foundOf(picked);
		const unmet = missedWords(found, search);
		return unmet.length > 0
			? { ...found, unmet, relaxation: { code: "without-words", words: wordsOf(unmet) }, relaxationApplied: true }
			: found;
	}

	// Nothing new keeps the ask: earlier suggestions come back (rather than nothing at all).
	const shown = trip.suggestedIds ?? new Set<string>();
	if (!repeatsWanted && [...shown].some((id) => !excluded.has(id))) {
		const again = newSearch({ ...ask, again: true }, plan, excluded);
		const repeated = await pick(trip, deps, again, await look(deps, again, queries));
		if (repeated) {
			return {
				...foundOf(repeated),
				unmet: [{ code: "not-shown-before" }],
				relaxation: { code: "shown-before" },
				relaxationApplied: true,
			};
		}
	}
	if (picked) return foundOf(picked);

	// A meal with no place to eat known near there: places with food on site (a museum's café), never a
	// list of places without food.
	const meal = plan.categories.some((name) => name === "food" || name === "cafe");
	if (meal) {
		const further = await eatFurtherOut(trip, deps, search, queries);
		if (further) return further;
		const onSite = await foodOnSite(trip, deps, { ...search, skip });
		if (onSite) return onSite;
	}
	// Nothing of that kind within reach: other ideas that keep the rest of the ask.
	if (!meal && (plan.categories.length > 0 || plan.keywords.length > 0)) {
		const others = broaderSearch({ ...search, skip });
		const otherQueries = searchQueries(others.plan, kind);
		const other = await pick(trip, deps, others, await look(deps, others, otherQueries, false));
		if (other) {
			const unmet: Constraint[] = [];
			if (plan.categories.length > 0) unmet.push({ code: "kind", kinds: [...plan.categories] });
			if (plan.keywords.length > 0) unmet.push({ code: "word", words: [...plan.keywords] });
			return {
				...foundOf(other),
				unmet,
				relaxation: { code: "other-kinds", kinds: [...plan.categories] },
				relaxationApplied: true,
			};
		}
	}

	// Nothing known to be step-free: the flat, buggy-friendly places (the nearest the family can judge), said so.
	if (plan.modifiers.includes("accessible")) {
		const flat: Plan = {
			...plan,
			modifiers: [...plan.modifiers.filter((modifier) => modifier !== "accessible"), "stroller"],
		};
		const flatAsk: Ask = { ...ask, needs: [...ask.needs.filter((need) => need !== "step-free"), "stroller"] };
		const tried = newSearch(flatAsk, flat, skip);
		const found = await pick(trip, deps, tried, await look(deps, tried, searchQueries(flat, kind, tried.bounded)));
		if (found) {
			return {
				...foundOf(found),
				unmet: [{ code: "need", need: "step-free" }],
				relaxation: { code: "need", need: "step-free" },
				relaxationApplied: true,
			};
		}
	}

	// Still nothing: say what no place keeps (the ask's hard constraints, else those that ruled the
	// places found out), and offer the nearest relaxation.
	const offered = await offer(trip, deps, search, queries);
	const holds = hardConstraints(search);
	const unmet: Constraint[] = [];
	for (const constraint of [...(holds.length > 0 ? holds : brokenBy(search, trip)), ...offered.unmet]) {
		if (!unmet.some((known) => JSON.stringify(known) === JSON.stringify(constraint))) unmet.push(constraint);
	}
	return { ...nothing(search), ...offered, unmet };
}

/** The ask without its kinds, at the same place and reach. */
function broaderSearch(search: Search): Search {
	return {
		...search,
		ask: { ...search.ask, kinds: [], words: [], food: [], meal: null },
		plan: { ...search.plan, categories: [], keywords: [] },
		places: undefined,
	};
}

/**
 * A meal with no place to eat near there: the nearest places to eat a little further out (three
 * times as far at most), said so; a meal asked for is answered with places to eat.
 */
async function eatFurtherOut(
	trip: SearchTrip,
	deps: SearchDeps,
	search: Search,
	queries: string[],
): Promise<Found | null> {
	const widest = MAX_WIDE_RADIUS[deps.places.kind];
	if (search.radius >= widest) return null;
	const further: Search = { ...search, radius: Math.min(widest, search.radius * 3) };
	const found = await pick(trip, deps, further, await look(deps, further, queries, false));
	if (!found || found.suggestions.length === 0) return null;
	const picked = foundOf(found);
	return {
		...picked,
		picks: picked.picks.map(fed),
		backups: picked.backups.map(fed),
		// "Pizza": still said when none of them serves it.
		unmet: [{ code: "within", meters: Math.round(search.radius) }, ...missedWords(picked, further)],
		relaxation: { code: "further", meters: Math.round(further.radius) },
		relaxationApplied: true,
	};
}

/** A place to eat, with the food it serves as a reason. */
const fed = (entry: FoundPlace): FoundPlace => ({
	...entry,
	reasons: [...entry.reasons, { code: "food", food: entry.facts.foodKinds }],
});

/** Places with food on site, around where a meal was asked for: a museum's café, a park's kiosk. */
async function foodOnSite(trip: SearchTrip, deps: SearchDeps, search: Search): Promise<Found | null> {
	const others = broaderSearch(search);
	const places = await look(deps, others, searchQueries(others.plan, deps.places.kind, others.bounded), false);
	const picked = await pick(
		trip,
		deps,
		others,
		places.filter((place) => placeFacts(place).food === true),
	);
	if (!picked) return null;
	const found = foundOf(picked);
	return {
		...found,
		picks: found.picks.map(fed),
		backups: found.backups.map(fed),
		unmet: [{ code: "kind", kinds: [...search.plan.categories] }],
		relaxation: { code: "food-on-site" },
		relaxationApplied: true,
	};
}

const wordsOf = (unmet: readonly Constraint[]) =>
	unmet.flatMap((constraint) =>
		constraint.code === "food" ? constraint.food : constraint.code === "word" ? constraint.words : [],
	);

/**
 * The nearest relaxation that finds places, offered (no cards: the family's constraint holds until
 * they take it): not free but cheap, then further away.
 */
async function offer(
	trip: SearchTrip,
	deps: SearchDeps,
	search: Search,
	queries: string[],
): Promise<Pick<Found, "unmet" | "relaxation" | "relaxationApplied">> {
	const quiet: SearchDeps = { places: deps.places, status: () => {} };
	const { plan, ask } = search;
	if (plan.modifiers.includes("free")) {
		const cheaper: Plan = { ...plan, modifiers: plan.modifiers.filter((m) => m !== "free").concat("cheap") };
		const tried: Search = { ...search, plan: cheaper, ask: { ...ask, price: { free: false, cheap: true, max: null } } };
		if (await pick(trip, quiet, tried, await look(quiet, tried, queries))) {
			const cheap: Relaxation = { code: "price", to: "cheap" };
			return {
				unmet: [{ code: "price", free: true, cheap: false, max: ask.price?.max ?? null }],
				relaxation: cheap,
				relaxationApplied: false,
			};
		}
	}
	if (search.bounded && search.radius < MAX_WIDE_RADIUS[deps.places.kind]) {
		const further: Search = { ...search, radius: Math.min(MAX_WIDE_RADIUS[deps.places.kind], search.radius * 3) };
		const found = await pick(trip, quiet, further, await look(quiet, further, queries, false));
		if (found) {
			const nearest = Math.min(...found.suggestions.map((entry) => metersFrom(search.origin, entry.place)));
			return {
				unmet: [{ code: "within", meters: Math.round(search.radius) }],
				relaxation: { code: "further", meters: Math.round(Number.isFinite(nearest) ? nearest : further.radius) },
				relaxationApplied: false,
			};
		}
	}
	return { unmet: [], relaxation: null, relaxationApplied: false };
}
