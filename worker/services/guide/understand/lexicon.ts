import { singular } from "../../../../domain/english";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import { PHRASE_RULES, type PhraseRule, type TravelMode } from "../../../../domain/place/vocabulary-phrases";
import { TRAVEL_PHRASES } from "../../../../domain/place/vocabulary-travel-phrases";
import { DEGREE, NEGATION_WORDS, NOT_A_THING, SCOPE_END, turnNegations } from "./negation";
import { clausesOf, knowWords, STOP_WORDS, wordsOf } from "./text";

/**
 * The lexicon of kinds of place, of how the family wants it and of how they travel: derived from the
 * vocabulary's phrase tables (domain/place/vocabulary*.ts), never a list of its own. The scan reads a normalised
 * text clause by clause, the longest phrase first, under the one negation scope (./negation.ts).
 */

interface Entry {
	/** As the vocabulary writes it (a keyword is searched by it: "cookies", not "cooky"). */
	phrase: string;
	tokens: string[];
	rule: PhraseRule;
}

const RULES: readonly PhraseRule[] = [...PHRASE_RULES, ...TRAVEL_PHRASES];

// Ways of travelling say no "not": read as written (there are thousands of them, "take the tube"…).
const ENTRIES: Entry[] = RULES.flatMap((rule) =>
	rule.phrases.map((phrase) => ({ phrase, tokens: wordsOf(rule.travel ? phrase : turnNegations(phrase)), rule })),
)
	.filter((entry) => entry.tokens.length > 0)
	.sort((a, b) => b.tokens.length - a.tokens.length);

/** Entries by their first token, longest first. */
const BY_FIRST = new Map<string, Entry[]>();
for (const entry of ENTRIES) {
	const first = entry.tokens[0] ?? "";
	BY_FIRST.set(first, [...(BY_FIRST.get(first) ?? []), entry]);
}

/** The last word of each way of travelling ("train" of "take the train"): "buses and trains" is travel throughout. */
const TRAVEL_ENDS = new Set(ENTRIES.filter((entry) => entry.rule.travel).map((entry) => entry.tokens.at(-1) ?? ""));

knowWords(RULES.flatMap((rule) => rule.phrases.flatMap((phrase) => phrase.split(" "))));

const LEXICON_WORDS = new Set(ENTRIES.flatMap((entry) => entry.tokens));

/** Whether the vocabulary knows this word (singular or not). */
export const isLexiconWord = (word: string): boolean => LEXICON_WORDS.has(word) || LEXICON_WORDS.has(singular(word));

/** Whether a one-word name is a kind of place on its own ("zoo", "museums"; not "knackered", "dinosaurs"). */
export function isKindWord(name: string): boolean {
	const tokens = wordsOf(name);
	if (tokens.length !== 1) return false;
	return (BY_FIRST.get(tokens[0] ?? "") ?? []).some(
		(entry) =>
			entry.tokens.length === 1 &&
			(entry.rule.categories?.length ?? 0) > 0 &&
			!entry.rule.modifiers?.length &&
			!entry.rule.keyword,
	);
}

/**
 * Whether a name of several words is, word for word, a kind of place or of food the vocabulary
 * knows ("ice cream", "city farm", "hot dogs"): a kind, not a place's name, unless it resolves.
 */
export function isKindPhrase(name: string): boolean {
	const tokens = wordsOf(name);
	if (tokens.length < 2) return false;
	return (BY_FIRST.get(tokens[0] ?? "") ?? []).some(
		(entry) =>
			entry.tokens.length === tokens.length &&
			startsWith(tokens, 0, entry.tokens) &&
			((entry.rule.categories?.length ?? 0) > 0 || entry.rule.keyword === true) &&
			!entry.rule.modifiers?.length,
	);
}

/** Modifiers that hold their own negation ("not loud", "nothing too expensive" still ask for quiet, cheap). */
const SELF_NEGATING = new Set<PlaceModifier>(["noise", "cheap"]);

/** What the lexicon found in a message. */
export interface Scan {
	kinds: PlaceCategoryName[];
	avoidKinds: PlaceCategoryName[];
	modifiers: PlaceModifier[];
	/** Modifiers negated ("not indoors"). */
	avoidedModifiers: PlaceModifier[];
	/** Phrases worth finding in a place ("pizza", "dinosaur"). */
	keywords: string[];
	/** Keyword phrases negated ("not geysers"): words a place must not have. */
	avoidWords: string[];
	/** Keywords of the food kinds ("pizza"): the kind of food asked for. */
	foods: string[];
	/** How they travel ("we'll take the subway", "getting a cab"), first said first. */
	modes: TravelMode[];
	/** Content words the lexicon does not know (maybe a name: "legoland"). */
	unknown: string[];
}

const startsWith = (tokens: readonly string[], at: number, phrase: readonly string[]) =>
	phrase.every((token, k) => tokens[at + k] === token);

/** Scans of short texts (names, spans), kept: the same few words are scanned again and again. */
const SHORT_SCANS = new Map<string, Scan>();

/** Scans a normalised text (see Scan). */
export function scan(text: string): Scan {
	if (text.length > 40) return scanText(text);
	const known = SHORT_SCANS.get(text);
	if (known) return known;
	const found = scanText(text);
	if (SHORT_SCANS.size > 2000) SHORT_SCANS.clear();
	SHORT_SCANS.set(text, found);
	return found;
}

function scanText(text: string): Scan {
	const kinds = new Set<PlaceCategoryName>();
	const avoidKinds = new Set<PlaceCategoryName>();
	const modifiers = new Set<PlaceModifier>();
	const avoidedModifiers = new Set<PlaceModifier>();
	const keywords = new Set<string>();
	const avoidWords = new Set<string>();
	const foods = new Set<string>();
	const modes = new Set<TravelMode>();
	const unknown: string[] = [];
	/** The phrase that asked for each kind ("animals" for zoo). */
	const askedBy = new Map<PlaceCategoryName, string>();
	/** Kinds negated by "not another X": X is the variant had enough of. */
	const anotherOf = new Map<PlaceCategoryName, string>();
	for (const clause of clausesOf(turnNegations(text, isLexiconWord))) {
		const tokens = wordsOf(clause);
		/** The words as typed, not singular ("chaos", not "chao"). */
		const raw = clause.match(/[\p{L}\p{N}]+/gu) ?? [];
		let negating = false;
		/** Negated by "not another": a variant of what is asked, maybe. */
		let another = false;
		/** Where the little ones' word ended in a negated clause ("not baby rides": not the kind, its babyish version). */
		let littleOnes = -1;
		/** The last word of a negated clause the lexicon does not know ("bored of disney"). */
		let negatedWord: string | null = null;
		let i = 0;
		/** Just after a way of travelling ("the tube or the bus", "buses and trains"). */
		let travelling = false;
		while (i < tokens.length) {
			const token = tokens[i] ?? "";
			if (travelling && (token === "and" || token === "or")) {
				const at = /^(?:the|a|an|our)$/.test(tokens[i + 1] ?? "") ? i + 2 : i + 1;
				if (TRAVEL_ENDS.has(tokens[at] ?? "")) {
					i = at + 1;
					continue;
				}
			}
			travelling = false;
			const match = BY_FIRST.get(token)?.find((entry) => startsWith(tokens, i, entry.tokens));
			if (!match && NEGATION_WORDS.has(token)) {
				negating = true;
				another = tokens[i + 1] === "another";
				i += another ? 2 : 1;
				continue;
			}
			if (match) {
				negatedWord = null;
				const rule = match.rule;
				const selfNegating = rule.modifiers?.some((modifier) => SELF_NEGATING.has(modifier)) ?? false;
				const negated = negating && !selfNegating;
				if (rule.travel && !negated) modes.add(rule.travel);
				travelling = rule.travel !== undefined;
				if (rule.keyword) (negated ? avoidWords : keywords).add(match.phrase);
				if (rule.keyword && !negated && rule.categories?.some((name) => name === "food" || name === "cafe"))
					foods.add(match.phrase);
				// A negated interest ("isn't geysers") is words to avoid, not its whole kind (nature); "not
				// baby rides" avoids the babyish version, not the kind.
				const babyish = negated && littleOnes === i;
				if (!(rule.keyword && negated) && !babyish)
					for (const name of rule.categories ?? []) {
						(negated ? avoidKinds : kinds).add(name);
						if (!negated && !rule.modifiers?.length) askedBy.set(name, match.phrase);
						if (negated && another) anotherOf.set(name, match.phrase);
					}
				if (babyish) avoidWords.add(`baby ${match.phrase}`);
				if (negated && rule.modifiers?.includes("toddler")) littleOnes = i + match.tokens.length;
				for (const modifier of rule.modifiers ?? []) (negated ? avoidedModifiers : modifiers).add(modifier);
				i += match.tokens.length;
				continue;
			}
			i += 1;
			if (SCOPE_END.has(token)) negating = false;
			// "no steps and a loo": what follows "and a" is wanted again.
			if (token === "and" && /^(?:a|an|some|also|plus|then|maybe)$/.test(tokens[i] ?? "")) negating = false;
			const content = token.length > 2 && !/^\d/.test(token) && !STOP_WORDS.has(token);
			// "doesnt take all day": the negation is of the action; nothing to avoid, and the scope ends.
			if (negating && NOT_A_THING.has(token)) negating = false;
			if (content && !DEGREE.has(token))
				// Not a word of the vocabulary ("arent too busy" is a way of wanting, not a thing to avoid).
				negatedWord =
					negating && !isLexiconWord(token) && !/(?:ing|ed|ful|ous|ive|able|ible|less|est)$/.test(token)
						? (raw[i - 1] ?? token)
						: null;
			if (!negating && token.length > 1 && !/^\d/.test(token) && !STOP_WORDS.has(token) && !unknown.includes(token))
				unknown.push(token);
		}
		// "bored of disney", "anything but legoland": the thing negated, as words to avoid.
		if (negatedWord) avoidWords.add(negatedWord);
	}
	// "a proper hike, not another boardwalk": the kind is still asked; only the variant had before is avoided.
	for (const [name, phrase] of anotherOf) {
		const asked = askedBy.get(name);
		if (!kinds.has(name) || !asked || asked === phrase) continue;
		avoidKinds.delete(name);
		avoidWords.add(phrase);
	}
	// An avoided kind is never also asked for; "animals that aren't the zoo" still looks for animals
	// in the places' words.
	for (const name of avoidKinds) {
		const asked = askedBy.get(name);
		if (kinds.delete(name) && asked && asked !== PLACE_CATEGORIES[name].query) keywords.add(asked);
	}
	return {
		kinds: [...kinds],
		avoidKinds: [...avoidKinds],
		modifiers: [...modifiers],
		avoidedModifiers: [...avoidedModifiers],
		keywords: [...keywords].filter((word) => !avoidWords.has(word)),
		avoidWords: [...avoidWords],
		foods: [...foods],
		modes: [...modes],
		unknown,
	};
}
