import { singular } from "../../../../domain/english";
import type { Ask } from "../../../../domain/guide/ask";
import { searchTokens } from "../../../../domain/place/destination";
import {
	categoryOfPlaceType,
	PLACE_CATEGORIES,
	PLACE_CATEGORY_NAMES,
	type PlaceCategoryName,
} from "../../../../domain/place/vocabulary";
import { PLACE_MODIFIERS, type PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import { PHRASE_RULES } from "../../../../domain/place/vocabulary-phrases";
import { foldText } from "../../../../domain/text";

/**
 * The engine's working form of an ask (pure): the kinds, the ways of asking (the vocabulary's
 * modifiers, which the ranking and the hard filters read), the interests and other words, and
 * where from. Derived from the typed ask alone; nothing here reads the family's message.
 */
export interface Plan {
	categories: PlaceCategoryName[];
	avoid: PlaceCategoryName[];
	/** Of those, kinds avoided by what they are, not their tags ("animals but not the zoo": an aquarium will do). */
	avoidByType?: PlaceCategoryName[];
	modifiers: PlaceModifier[];
	/** The ages the ask names, sorted; empty when it names none. */
	ages: number[];
	/** A named place or area to look around. */
	nearPlace: string | null;
	/** The named place is an area or town: looked for in addresses only. */
	nearTown: boolean;
	within: { minutes: number; onFoot: boolean } | null;
	/** Interests of the vocabulary worth finding in a place's words ("dinosaur", "pizza"). */
	keywords: string[];
	avoidWords: string[];
	/** Other words (singular, folded): maybe a name ("legoland"). */
	words: string[];
	together: boolean;
	/** Names nothing the engine can act on. */
	vague: boolean;
}

/** Tokens as the vocabulary writes them: folded, no apostrophes, singular. */
const tokensOf = (text: string) => searchTokens(text.replace(/['’]/g, "")).map(singular);
const phraseOf = (text: string) => tokensOf(text).join(" ");

/** The vocabulary's interests ("dinosaur", "tide pool", "pizza") by their folded form, with the kinds they name. */
const INTERESTS = new Map<string, { phrase: string; categories: readonly PlaceCategoryName[] }>();
/** An interest's other phrases ("geyser" → hot spring, thermal, mud pot…): avoiding one avoids them all. */
const SAME_INTEREST = new Map<string, readonly string[]>();
/** Every phrase of the vocabulary that names kinds ("animals" → zoo, aquarium…). */
const KIND_WORDS = new Map<string, { phrase: string; categories: readonly PlaceCategoryName[] }>();
for (const rule of PHRASE_RULES) {
	for (const phrase of rule.phrases) {
		const entry = { phrase, categories: rule.categories ?? [] };
		if (rule.keyword) {
			INTERESTS.set(phraseOf(phrase), entry);
			SAME_INTEREST.set(phraseOf(phrase), rule.phrases);
		}
		if (entry.categories.length > 0 && !KIND_WORDS.has(phraseOf(phrase))) KIND_WORDS.set(phraseOf(phrase), entry);
	}
}

/**
 * The kind of a place type or kind word ("museum", "ice_cream_shop", "nature", "theme park"): by the
 * vocabulary's keys and types, then its phrases. Null when none fits.
 */
export function kindOf(placeType: string): PlaceCategoryName | null {
	const text = placeType.trim().toLowerCase();
	if (!text) return null;
	const byKey = PLACE_CATEGORY_NAMES.find((name) => PLACE_CATEGORIES[name].key === text);
	return (
		byKey ?? categoryOfPlaceType(text) ?? KIND_WORDS.get(phraseOf(text.replaceAll("_", " ")))?.categories[0] ?? null
	);
}

/** The youngest age that still counts as "the little one" being a toddler. */
const TODDLER_MAX_AGE = 3;
/** Asked for the youngest: toddler picks while the youngest is at most this old. */
const LITTLE_ONE_MAX_AGE = 5;
const TEEN_MIN_AGE = 13;

const NEED_MODIFIERS: Partial<Record<Ask["needs"][number], PlaceModifier[]>> = {
	stroller: ["stroller"],
	"step-free": ["accessible"],
	toilets: ["toilets"],
	"baby-changing": ["toilets"],
	nap: ["nap"],
	quiet: ["quiet", "noise"],
	"not-loud": ["noise"],
	"not-crowded": ["quiet"],
	picnic: ["picnic"],
	rest: ["rest"],
};

/**
 * The ask as the engine works from it. `kidAges`: the trip's kids (who "the little one" is when the
 * ask names no ages).
 */
export function planOf(ask: Ask, kidAges: readonly number[] = []): Plan {
	const modifiers = new Set<PlaceModifier>();
	const categories = new Set<PlaceCategoryName>(ask.kinds);
	const avoid = new Set<PlaceCategoryName>(ask.avoidKinds);
	for (const name of avoid) categories.delete(name);
	// A meal, or a kind of food: places to eat.
	if ((ask.meal || ask.food.length > 0) && !categories.has("cafe") && !categories.has("iceCream")) {
		categories.add("food");
	}
	if (ask.setting === "indoor" || ask.setting === "outdoor") modifiers.add(ask.setting);
	if (ask.weather === "heat") modifiers.add("cool");
	if (ask.setting === null) {
		if (ask.weather === "rain" || ask.weather === "cold" || ask.weather === "snow" || ask.weather === "wind") {
			modifiers.add("indoor");
		}
		if (ask.weather === "sun") modifiers.add("outdoor");
	}
	if (ask.price?.free || ask.price?.max === 0) modifiers.add("free");
	else if (ask.price?.cheap || ask.price?.max != null) modifiers.add("cheap");
	for (const need of ask.needs) for (const modifier of NEED_MODIFIERS[need] ?? []) modifiers.add(modifier);
	if (ask.needs.includes("shade") && ask.setting !== "outdoor") modifiers.add("cool");
	const { near, withinMinutes, mode, close } = ask.where;
	if (near?.kind === "here") modifiers.add("here");
	// "near here", "near our hotel", "within 20 minutes": close by, a limit.
	if (close || withinMinutes !== null || near?.kind === "here" || near?.kind === "stay") modifiers.add("nearby");
	if (mode === "walk") modifiers.add("walking");
	if (ask.visitLength === "short") modifiers.add("short");
	if (ask.visitLength === "half-day" || ask.visitLength === "whole-day") modifiers.add("long");
	if (ask.timeOfDay) modifiers.add(ask.timeOfDay);
	if (ask.again) modifiers.add("again");
	// Who it is for: the ages named, the teens, the little one.
	const ages = [...ask.who.ages].sort((a, b) => a - b);
	const forWhom = ages.length > 0 ? ages : [...kidAges].sort((a, b) => a - b);
	if (ages.length > 0 && (ages.at(-1) ?? 99) <= TODDLER_MAX_AGE) modifiers.add("toddler");
	if (ask.who.group === "youngest" && (forWhom[0] ?? 0) <= LITTLE_ONE_MAX_AGE) modifiers.add("toddler");
	if (ask.who.group === "teens" || (ages.length > 0 && (ages[0] ?? 0) >= TEEN_MIN_AGE)) modifiers.add("teen");
	// The kids on their own while a parent rests: teenagers' places.
	if (ask.who.group === "kids-alone" && (forWhom[0] ?? 0) >= TEEN_MIN_AGE - 1) modifiers.add("teen");

	// Words: the vocabulary's interests are keywords (and say which avoided kinds are avoided by type only).
	const keywords: string[] = [];
	const words: string[] = [];
	const byType = new Set<PlaceCategoryName>();
	// The named place or area is where to look, not what to look for.
	const nearName = near?.name ? phraseOf(near.name) : null;
	for (const word of [...ask.words, ...ask.food]) {
		if (nearName && phraseOf(word) === nearName) continue;
		// "animals, but not the zoo": the interest is looked for in the places' words, the zoo avoided by its type only.
		const kindWord = KIND_WORDS.get(phraseOf(word));
		const avoidedKind = kindWord?.categories.some((name) => avoid.has(name)) ? kindWord : undefined;
		const interest = INTERESTS.get(phraseOf(word)) ?? avoidedKind;
		if (interest) {
			if (!keywords.includes(interest.phrase)) keywords.push(interest.phrase);
			for (const name of interest.categories) if (avoid.has(name)) byType.add(name);
			continue;
		}
		for (const token of tokensOf(word)) if (token.length >= 2 && !words.includes(token)) words.push(token);
	}
	const nearPlace = near && (near.kind === "place" || near.kind === "area") ? (near.name ?? null) : null;
	const plan: Plan = {
		categories: [...categories],
		avoid: [...avoid],
		avoidByType: [...byType],
		modifiers: PLACE_MODIFIERS.filter((modifier) => modifiers.has(modifier)),
		ages,
		nearPlace: nearPlace ? foldText(nearPlace).trim() : null,
		nearTown: near?.kind === "area",
		within: withinMinutes !== null ? { minutes: withinMinutes, onFoot: mode === "walk" } : null,
		keywords,
		avoidWords: [
			...new Set(ask.avoidWords.flatMap((word) => [word.toLowerCase(), ...(SAME_INTEREST.get(phraseOf(word)) ?? [])])),
		],
		words,
		together: ask.together && categories.size > 1,
		vague: false,
	};
	plan.vague =
		plan.categories.length + plan.avoid.length + plan.modifiers.length + plan.ages.length + plan.keywords.length ===
			0 &&
		plan.nearPlace === null &&
		plan.within === null &&
		ask.months.length === 0 &&
		plan.words.length <= 1;
	return plan;
}
