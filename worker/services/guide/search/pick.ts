import { singular } from "../../../../domain/english";
import { GUIDE_BACKUP_COUNT, GUIDE_SUGGESTION_COUNT } from "../../../../domain/guide/guide";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import type { PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import { placeFacts } from "../facts/place-facts";
import { categoryScore, type FitRequest, hasKindTag, type ScoredPlace, scorePlace, textOf } from "./rank";

/**
 * Which places an answer shows (pure): the ones that keep every hard filter, of the kind and the
 * interest asked for, best family fit first, with a little variety of kinds.
 */

const phraseOf = (text: string) => searchTokens(text).map(singular).join(" ");

/**
 * Kinds that decide when asked with others: science and art are searched through museums, a hike
 * or a boat trip "with a view" is still a hike or a boat trip.
 */
const NARROW = new Set<PlaceCategoryName>(["science", "art", "hiking", "boat", "camping"]);
const NEEDS: readonly (readonly [PlaceModifier, readonly string[]])[] = [
	["toilets", ["toilets", "changing"]],
	["stroller", ["stroller"]],
	["accessible", ["accessible"]],
];
const MEAL_TYPES = /restaurant|^cafe$|food_court|meal_takeaway|diner/;

/** Kinds that are where to be, with the others only what is near or in it ("where do we sleep near the beaches"). */
const STAYS = new Set<PlaceCategoryName>(["lodging", "camping"]);
/** Kinds a place with food on site also is: "a coffee while the kids play" is a playground with a café. */
const FED = new Set<PlaceCategoryName>(["cafe", "food"]);

/** Of a kind wanted with others: by what it is, or what its tags say it has (a hotel with a pool). */
const isOf = (entry: ScoredPlace, name: PlaceCategoryName) =>
	categoryScore(entry.place, name) > 0 ||
	hasKindTag(entry.place, name) ||
	(FED.has(name) && placeFacts(entry.place).food === true);

/**
 * Kinds wanted at once: a place to stay asked with something else is a place to stay (by the
 * beach, when one is), and "X while Y" is a place that is both, when one is.
 */
function allAtOnce(entries: ScoredPlace[], request: FitRequest): ScoredPlace[] {
	const stays = request.categories.filter((name) => STAYS.has(name));
	let kept = entries;
	if (stays.length > 0 && stays.length < request.categories.length) {
		const staying = kept.filter((entry) => stays.some((name) => isOf(entry, name)));
		if (staying.length > 0) kept = staying;
	} else if (!request.together) return entries;
	const both = kept.filter((entry) => request.categories.every((name) => isOf(entry, name)));
	return both.length > 0 ? both : kept;
}

/** The kind a place counts as for variety: its first type. */
const kindOf = (place: Place) => place.types[0] ?? place.category;

/**
 * Ranks places for a request and picks the suggestions and backups: hard filters first (./constraints.ts,
 * never relaxed), then the best score with a small penalty for each
 * pick of the same kind already made, so three museums come only when museums were asked for.
 */
export function pickPlaces(
	places: readonly Place[],
	request: FitRequest,
	counts = { suggestions: GUIDE_SUGGESTION_COUNT, backups: GUIDE_BACKUP_COUNT },
): { suggestions: ScoredPlace[]; backups: ScoredPlace[] } {
	const seen = new Set<string>();
	const scored: ScoredPlace[] = [];
	for (const place of places) {
		if (seen.has(place.googlePlaceId)) continue;
		seen.add(place.googlePlaceId);
		scored.push(scorePlace(place, request));
	}
	// A place that breaks what the family said is never suggested, even when few are left.
	let pool = scored.filter((entry) => !entry.excluded);
	// With a kind asked for, only places of that kind (fewer cards rather than the wrong kind).
	let onTopic = pool;
	if (request.categories.length > 0) {
		// Nothing of the kind: none (the engine then says so and offers other kinds), never another kind as if it were one.
		onTopic = pool.filter((entry) => entry.category !== null);
		// "science", "art": museums are only how they are searched for.
		const narrow = request.categories.filter((name) => NARROW.has(name));
		const narrowed = onTopic.filter((entry) => narrow.some((name) => categoryScore(entry.place, name) > 0));
		if (narrowed.length > 0) onTopic = narrowed;
		onTopic = allAtOnce(onTopic, request);
	}
	// A quiet ask: the calm places (by their notes or their kind) when there are any.
	if (request.modifiers.includes("quiet")) {
		const calm = onTopic.filter((entry) => entry.reasons.includes("quiet"));
		if (calm.length > 0) onTopic = calm;
	}
	// An interest named ("bears", "dinosaurs", "tide pools"): the places whose own words have it, of any
	// kind (bears are seen in a valley, not a zoo); other words only narrow the kind asked for.
	const mentioning = (entries: readonly ScoredPlace[], words: readonly string[]) =>
		entries.filter((entry) => {
			const text = textOf(entry.place);
			return words.some((word) => word.length > 0 && text.includes(` ${word}`));
		});
	// Among words, the places that have the most of them ("cherry blossoms": cherry and blossom, not just "early").
	const mostMentions = (entries: readonly ScoredPlace[], list: readonly string[]) => {
		const counted = entries.map((entry) => {
			const text = textOf(entry.place);
			return { entry, count: list.filter((word) => text.includes(` ${word}`)).length };
		});
		const best = Math.max(0, ...counted.map((item) => item.count));
		return best > 0 ? counted.filter((item) => item.count === best).map((item) => item.entry) : [];
	};
	const keywords = request.keywords.map(phraseOf);
	// A word's stem finds its other forms ("skating" → skate, skaters).
	const stem = (word: string) => (word.length >= 7 ? word.slice(0, Math.max(4, word.length - 3)) : word);
	const words = [request.words.join(" "), ...request.words.filter((word) => word.length >= 4).map(stem)].map(phraseOf);
	// With a kind that decides asked too ("a lake with boats", "a rain forest walk"): that kind's places with it first.
	const narrowing = request.categories.some((name) => NARROW.has(name));
	const inKind = narrowing ? mentioning(onTopic, keywords) : [];
	const byKeyword = inKind.length > 0 ? inKind : mentioning(pool, keywords);
	const base = byKeyword.length > 0 ? byKeyword : onTopic;
	const byWord = mostMentions(base, words.filter(Boolean));
	pool = byWord.length > 0 ? byWord : base;
	// A place to eat for a meal: restaurants and cafés before sweet shops and bakeries.
	// The other kinds asked with it stay ("lunch then a playground").
	if (request.categories.includes("food")) {
		const meal = (entry: ScoredPlace) => entry.place.types.some((type) => MEAL_TYPES.test(type));
		const others = request.categories.filter((name) => name !== "food");
		const alsoAsked = (entry: ScoredPlace) =>
			!request.together && others.some((name) => categoryScore(entry.place, name) > 0);
		const meals = pool.filter((entry) => meal(entry) || alsoAsked(entry));
		if (meals.some(meal)) pool = meals;
	}
	// Needs asked for (toilets, a buggy, step-free): the places whose notes say they meet them, when any do.
	for (const [need, reasons] of NEEDS) {
		if (!request.modifiers.includes(need)) continue;
		const equipped = pool.filter((entry) => entry.reasons.some((reason) => reasons.includes(reason)));
		if (equipped.length > 0) pool = equipped;
	}
	const variety = request.categories.length === 1 ? 0.4 : 0.9;
	const chosen: ScoredPlace[] = [];
	const kinds = new Map<string, number>();
	const remaining = [...pool].sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name));
	const total = counts.suggestions + counts.backups;
	// "Lunch then a playground", "museums and parks": the best of each kind asked first.
	if (request.categories.length > 1 && !request.together) {
		for (const name of request.categories.slice(0, counts.suggestions)) {
			const index = remaining.findIndex((entry) => isOf(entry, name) && !chosen.includes(entry));
			const [entry] = index >= 0 ? remaining.splice(index, 1) : [];
			if (!entry) continue;
			chosen.push(entry);
			kinds.set(kindOf(entry.place), (kinds.get(kindOf(entry.place)) ?? 0) + 1);
		}
	}
	while (chosen.length < total && remaining.length > 0) {
		let bestIndex = 0;
		let bestValue = Number.NEGATIVE_INFINITY;
		remaining.forEach((entry, index) => {
			const value = entry.score - variety * (kinds.get(kindOf(entry.place)) ?? 0);
			if (value > bestValue) {
				bestValue = value;
				bestIndex = index;
			}
		});
		const [entry] = remaining.splice(bestIndex, 1);
		if (!entry) break;
		chosen.push(entry);
		kinds.set(kindOf(entry.place), (kinds.get(kindOf(entry.place)) ?? 0) + 1);
	}
	return { suggestions: chosen.slice(0, counts.suggestions), backups: chosen.slice(counts.suggestions) };
}
