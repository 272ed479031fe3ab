import { singular } from "../../../domain/english";
import { searchTokens } from "../../../domain/place/destination-rules";
import {
	PLACE_CATEGORIES,
	PLACE_CATEGORY_NAMES,
	type PlaceCategory,
	type PlaceCategoryName,
} from "../../../domain/place/vocabulary";
import { MODIFIER_MATCHES, PLACE_MODIFIERS, type PlaceModifier } from "../../../domain/place/vocabulary-modifiers";
import { PHRASE_RULES } from "../../../domain/place/vocabulary-phrases";

/**
 * What typed search text asks for: the vocabulary's categories and modifiers (domain/place/
 * vocabulary.ts) as search concepts ("rainy day" → indoor places, "ice cream" → ice-cream shops),
 * and the other words, to find in names and descriptions.
 */

/** A kind of place people ask for in words: matched against a place's types, tags, price and ages. */
export interface PlaceConcept {
	/** The category's key ("ice-cream") or the modifier ("indoor"). */
	key: string;
	/** The category it is, when it is one. */
	category?: PlaceCategoryName;
	/** The modifier it is, when it is one. */
	modifier?: PlaceModifier;
	/** Folded phrases that mean it (informative: parsing reads the vocabulary's rules). */
	phrases: readonly string[];
	types: readonly string[];
	tags: readonly string[];
	/** Also matches places known to be free (price level 0). */
	free?: boolean;
	/** Also matches places whose youngest suitable age is at most this. */
	maxMinAge?: number;
}

const phrasesOf = (test: (rule: (typeof PHRASE_RULES)[number]) => boolean) =>
	PHRASE_RULES.filter(test).flatMap((rule) => rule.phrases);

const CATEGORY_CONCEPTS = new Map<PlaceCategoryName, PlaceConcept>(
	PLACE_CATEGORY_NAMES.map((name) => {
		const entry: PlaceCategory = PLACE_CATEGORIES[name];
		const phrases = phrasesOf((rule) => !!rule.categories?.includes(name));
		return [name, { key: entry.key, category: name, phrases, types: entry.types, tags: entry.tags }];
	}),
);

/** Modifiers a place can show (free, indoor, toddler…); "nearby" and "teen" are no concept. */
const MODIFIER_CONCEPTS = new Map<PlaceModifier, PlaceConcept>(
	PLACE_MODIFIERS.flatMap((modifier) => {
		const match = MODIFIER_MATCHES[modifier];
		if (!match) return [];
		const phrases = phrasesOf((rule) => !!rule.modifiers?.includes(modifier));
		return [[modifier, { key: modifier, modifier, phrases, ...match }] as const];
	}),
);

/** Every search concept: the categories, then the modifiers a place can show. */
export const PLACE_CONCEPTS: readonly PlaceConcept[] = [...CATEGORY_CONCEPTS.values(), ...MODIFIER_CONCEPTS.values()];

/** Words that say nothing about which place (every place here is for families). */
const STOPWORDS = new Set(
	`a an the and or for with to in at of on near nearby around me us my our some any good best great nice fun kid kids
	child children family families friendly place places spot spots thing things do go visit where what top`.split(/\s+/),
);

/** One thing the text asks for: a concept, or a word to find in a name or description. */
export type QueryUnit = { kind: "concept"; concept: PlaceConcept; phrase: string } | { kind: "word"; word: string };

/**
 * Each phrase (singular tokens) and the concepts it stands for, longest phrases first: its rule's
 * first category, the most specific ("dinosaur" → science, not every museum: a search needs every
 * unit to fit), and its modifiers ("soft play" → playground, indoor).
 */
const PHRASES = PHRASE_RULES.flatMap((rule) => {
	const concepts = [
		...(rule.categories ?? []).slice(0, 1).map((name) => CATEGORY_CONCEPTS.get(name)),
		...(rule.modifiers ?? []).map((modifier) => MODIFIER_CONCEPTS.get(modifier)),
	].filter((concept): concept is PlaceConcept => concept !== undefined);
	return rule.phrases.map((phrase) => ({ tokens: searchTokens(phrase).map(singular), concepts, phrase }));
}).sort((a, b) => b.tokens.length - a.tokens.length);

/** At most this many units per search. */
export const MAX_UNITS = 6;

/**
 * What typed text asks for: known phrases become concepts (longest first, so "ice cream" is one
 * concept, not two words; "soft play" is a playground and indoors), other words stay words
 * (singular), stopwords and phrases about distance ("near me") go unless nothing else is left. A
 * concept named twice counts once.
 */
export function parsePlaceQuery(text: string): QueryUnit[] {
	const tokens = searchTokens(text);
	const units: QueryUnit[] = [];
	const stop: string[] = [];
	const seen = new Set<string>();
	const add = (id: string, unit: QueryUnit) => {
		if (seen.has(id)) return;
		seen.add(id);
		units.push(unit);
	};
	let i = 0;
	while (i < tokens.length) {
		const match = PHRASES.find(
			(entry) =>
				entry.tokens.length > 0 &&
				entry.tokens.every((token, k) => tokens[i + k] === token || singular(tokens[i + k] ?? "") === token),
		);
		if (match) {
			for (const concept of match.concepts) add(`c:${concept.key}`, { kind: "concept", concept, phrase: match.phrase });
			if (match.concepts.length === 0) stop.push(...tokens.slice(i, i + match.tokens.length));
			i += match.tokens.length;
			continue;
		}
		const token = tokens[i] ?? "";
		i += 1;
		// A lone letter ("Coram's" → coram, s) says nothing.
		if (token.length < 2 && !/\d/.test(token)) continue;
		if (STOPWORDS.has(token)) stop.push(token);
		else add(`w:${singular(token)}`, { kind: "word", word: singular(token) });
	}
	if (units.length === 0) {
		for (const token of stop) add(`w:${singular(token)}`, { kind: "word", word: singular(token) });
	}
	return units.slice(0, MAX_UNITS);
}
