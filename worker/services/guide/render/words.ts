import { listPhrase as list } from "../../../../domain/english";
import type { Ask } from "../../../../domain/guide/ask";
import { PLACE_CATEGORIES } from "../../../../domain/place/vocabulary";
import { yourKids } from "../answer/compose";
import type { Constraint, FoundPlace, Relaxation } from "../search/found";
import type { ClaimName } from "./claims";
import { claimHolds } from "./claims";

/**
 * The words an answer calls things by: the family, what was asked, what the picks keep to, a
 * constraint and a relaxation. A quality is said of the picks only when every pick's facts hold it.
 */

/** Teenagers, all of them: the answer talks to a teen's family, not a toddler's. */
export const allTeens = (ask: Ask, kidAges: readonly number[]) =>
	ask.who.group === "teens" || (kidAges.length > 0 && kidAges.every((age) => age >= 12));

const every = (picks: readonly FoundPlace[], claim: ClaimName) =>
	picks.length > 0 && picks.every((entry) => claimHolds(claim, entry));

const kindLabel = (kind: Ask["kinds"][number]) => PLACE_CATEGORIES[kind].label;

/** What the answer calls the places asked for: "museums", "pizza places", "indoor play spots", "free things to do". */
export function askedLabel(ask: Ask, picks: readonly FoundPlace[], kidAges: readonly number[]): string {
	const needs = (need: Ask["needs"][number]) => ask.needs.includes(need);
	if (needs("nap")) return "spots for a nap";
	if (needs("rest")) return "places to rest";
	if (ask.setting === "indoor" && ask.kinds[0] === "playground") return "indoor play spots";
	if (ask.food.length > 0) return `places for ${list(ask.food.slice(0, 2))}`;
	if (ask.kinds.length > 0) return list(ask.kinds.slice(0, 2).map(kindLabel));
	if (ask.meal) return `places for ${ask.meal}`;
	if (ask.setting === "indoor") return "indoor picks";
	if (ask.weather === "heat") return "ways to beat the heat";
	if (ask.setting === "outdoor") return "outdoor picks";
	if (needs("picnic")) return "picnic spots";
	if (ask.price?.free) return every(picks, "free") || picks.length === 0 ? "free things to do" : "things to do";
	if (allTeens(ask, kidAges)) return "picks for teens";
	if (kidAges.length > 0 && kidAges.every((age) => age <= 3)) return "toddler-friendly spots";
	if (needs("quiet")) return "calmer spots";
	if (needs("stroller")) return "stroller-friendly spots";
	if (needs("step-free")) return "step-free spots";
	if (needs("toilets")) return "places with toilets";
	return "family favourites";
}

/** The qualities asked that every pick holds, said before what they are: "free", "calm", "buggy-friendly". */
export function descriptors(ask: Ask, picks: readonly FoundPlace[]): string[] {
	const needs = (need: Ask["needs"][number]) => ask.needs.includes(need);
	const words: string[] = [];
	if (needs("nap")) {
		if (every(picks, "nap")) words.push("quiet, green");
	} else if ((needs("quiet") || needs("not-loud")) && every(picks, "quiet")) words.push("calm");
	if (ask.price?.free) {
		if (every(picks, "free")) words.push("free");
	} else if (ask.price?.cheap && every(picks, "cheap")) words.push("low-cost");
	if (ask.setting === "indoor" && ask.kinds.length === 0 && every(picks, "indoor")) words.push("indoor");
	if (needs("stroller") && !needs("nap") && every(picks, "stroller")) words.push("buggy-friendly");
	return words;
}

/** What every pick keeps to, said plainly: "all indoors", "none of them loud", "no museums". */
export function promises(ask: Ask, picks: readonly FoundPlace[]): string[] {
	const kept: string[] = [];
	if (ask.setting === "indoor" && ask.kinds.length > 0 && ask.kinds[0] !== "playground" && every(picks, "indoor"))
		kept.push("all indoors");
	if (ask.setting === "outdoor" && every(picks, "outdoor")) kept.push("all outdoors");
	if (ask.weather === "heat" && every(picks, "cool")) kept.push("indoors or in the water");
	if (ask.needs.includes("not-loud") && picks.every((entry) => !entry.facts.loud)) kept.push("none of them loud");
	for (const kind of ask.avoidKinds.slice(0, 2)) kept.push(`no ${AVOIDED[kind] ?? kindLabel(kind)}`);
	return kept;
}

/** An avoided kind by what it is ("no zoos"), where its label names more ("animal encounters"). */
const AVOIDED: Partial<Record<Ask["kinds"][number], string>> = {
	zoo: "zoos",
	themePark: "theme parks",
	art: "art galleries",
	food: "restaurants",
};

/** A constraint in a few words ("indoors", "free", "not loud", "no museums"), for "nothing fits all of that". */
export function constraintWords(constraint: Constraint): string | null {
	switch (constraint.code) {
		case "kind":
			return list(constraint.kinds.map(kindLabel));
		case "word":
			return list(constraint.words);
		case "food":
			return list(constraint.food);
		case "setting":
			return constraint.setting === "indoor" ? "indoors" : "outdoors";
		case "weather":
			return constraint.weather === "heat" ? "out of the heat" : `fine in the ${constraint.weather}`;
		case "price":
			return constraint.free ? "free" : constraint.cheap ? "cheap" : `under ${constraint.max}`;
		case "ages":
			return `right for ages ${list(constraint.ages.map(String))}`;
		case "teens":
			return "made for teens";
		case "need":
			return NEED_WORDS[constraint.need];
		case "season":
			return "open in your trip's season";
		case "within":
			return `within ${constraint.meters >= 1000 ? `${Math.round(constraint.meters / 100) / 10} km` : `${constraint.meters} m`}`;
		case "visit-length":
			return constraint.length === "short" ? "a short visit" : constraint.length.replace("-", " ");
		case "trail":
			return `a trail under ${constraint.km} km`;
		case "not-shown-before":
			return "not shown before";
		case "avoid":
			return list(constraint.kinds.map((kind) => `no ${kindLabel(kind)}`));
	}
}

const NEED_WORDS: Record<Ask["needs"][number], string> = {
	stroller: "fine with a stroller",
	"step-free": "step-free",
	toilets: "with toilets",
	"baby-changing": "with baby changing",
	nap: "calm enough for a nap",
	quiet: "quiet",
	"not-loud": "not loud",
	"not-crowded": "not crowded",
	dogs: "dog-friendly",
	"no-booking": "no booking needed",
	active: "active",
	picnic: "good for a picnic",
	rest: "somewhere to rest",
	shade: "shaded",
};

/** The nearest relaxation, offered as a question: "Shall I look further out?". */
export function offerWords(offer: Relaxation, ask: Ask): string {
	switch (offer.code) {
		case "price":
			return offer.to === "cheap" ? "Shall I include places that cost a little?" : "Shall I include paid places?";
		case "further":
			return `Shall I look further out, up to ${Math.round(offer.meters / 1000)} km?`;
		case "shown-before":
			return "Shall I show places I suggested earlier?";
		case "other-kinds":
			return offer.kinds.length > 0
				? `Shall I look for ${list(offer.kinds.slice(0, 2).map(kindLabel))} instead?`
				: "Shall I look for other kinds of places?";
		case "without-words":
			return ask.food.length > 0 || ask.meal ? "Shall I show other places to eat?" : "Shall I look more broadly?";
		case "need":
			return `Shall I look without “${NEED_WORDS[offer.need]}”?`;
		case "setting":
			return offer.from === "indoor" ? "Shall I look outdoors too?" : "Shall I look indoors too?";
		case "food-on-site":
			return "Shall I show places with a café on site instead?";
	}
}

/**
 * What of the ask no place kept, said first when the relaxation found only places shown before:
 * the kinds, interests or food asked for (null for other relaxations, whose words need picks).
 */
export function unkeptWords(relaxation: Relaxation, unmet: readonly Constraint[], where: string): string | null {
	if (relaxation.code !== "other-kinds" && relaxation.code !== "without-words") return null;
	const said = unmet
		.filter((constraint) => constraint.code === "kind" || constraint.code === "word" || constraint.code === "food")
		.map(constraintWords)
		.filter((word): word is string => Boolean(word));
	return said.length > 0 ? `I couldn't find ${list(said)} near ${where}.` : null;
}

/** How the picks were found when the ask could not be kept whole, said first. */
export function relaxedWords(relaxation: Relaxation, unmet: readonly Constraint[], where: string): string {
	const said = unmet.map(constraintWords).filter((word): word is string => Boolean(word));
	const what = said.length > 0 ? list(said) : "all of that";
	const food = unmet.flatMap((constraint) => (constraint.code === "food" ? constraint.food : []));
	switch (relaxation.code) {
		case "other-kinds":
			return `I couldn't find ${what} near ${where}, so here are other ideas.`;
		case "without-words":
			return food.length > 0
				? `I don't know a place for ${list(food)} near ${where}, so here are other places to eat.`
				: `I couldn't find ${list(relaxation.words)} near ${where}, so here are the closest matches.`;
		case "price":
			return relaxation.to === "cheap"
				? `Nothing free fits near ${where}, so these cost a little.`
				: `Nothing ${what} fits near ${where}, so these are paid.`;
		case "further":
			return `Nothing fits close to ${where}, so I looked further out (up to ${Math.round(relaxation.meters / 1000)} km).`;
		case "shown-before":
			return "Nothing new fits that, so here again are the places I suggested before that do.";
		case "need":
			return `I couldn't find places known to be ${NEED_WORDS[relaxation.need]} near ${where}; these keep the rest of what you asked.`;
		case "setting":
			return relaxation.from === "indoor"
				? `I couldn't find anything indoors near ${where}, so these are outdoors.`
				: `I couldn't find anything outdoors near ${where}, so these are indoors.`;
		case "food-on-site":
			return `I don't know a place to eat near ${where}, so here are places with food on site.`;
	}
}

export { yourKids };
