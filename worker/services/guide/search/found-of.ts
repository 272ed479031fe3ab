import { singular } from "../../../../domain/english";
import { searchTokens } from "../../../../domain/place/destination";
import { foldText } from "../../../../domain/text";
import { placeFacts } from "../facts/place-facts";
import { monthsBetween } from "../facts/reading";
import type { Broken } from "./constraints";
import { type Constraint, emptyFound, type Found, type FoundPlace, type Reason } from "./found";
import { hasInterest } from "./picked";
import type { Plan } from "./plan";
import { type ScoredPlace, scorePlace, textOf } from "./rank";
import { fitOf, foundOrigin, metersFrom, type Picked, type Search, type SearchTrip } from "./trip";

/** The engine's answer as data (./found.ts): the picks with their reasons, and the constraints no place kept. */

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
export function foundOf(picked: Picked): Found {
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
export const nothing = (search: Search): Found => emptyFound(search.ask, foundOrigin(search.origin), search.radius);

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
export function hardConstraints(search: Search): Constraint[] {
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
export function brokenBy(search: Search, trip: SearchTrip): Constraint[] {
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
export function missedWords(found: Found, search: Search): Constraint[] {
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

/** A place to eat, with the food it serves as a reason. */
export const fed = (entry: FoundPlace): FoundPlace => ({
	...entry,
	reasons: [...entry.reasons, { code: "food", food: entry.facts.foodKinds }],
});

export const wordsOf = (unmet: readonly Constraint[]) =>
	unmet.flatMap((constraint) =>
		constraint.code === "food" ? constraint.food : constraint.code === "word" ? constraint.words : [],
	);
