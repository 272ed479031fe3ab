import { singular } from "../../../../../domain/english";
import { isKindPhrase, isKindWord, isLexiconWord } from "../lexicon";
import {
	GENERIC,
	JOINING,
	type NameToken,
	oneSlip,
	SERVICE_HEADS,
	type TextWord,
	type Variant,
	WEIGHT,
} from "./name-words";
import { opensAlone, type TripPlace } from "./place-index";

/**
 * Matching one name against a text, the third step: the best run of the name's words in one clause
 * (joining words between them, a comma inside a name, two words written as one, a slip), and whether
 * the words said name the place. A name's generic words (museum, park, visitor, center, national,
 * trail…) are weak evidence, its distinctive words strong: one distinctive word said alone names the
 * place when no vocabulary knows it and no other place has it; a generic phrase ("the museum", "a
 * zoo", "the lake") never names one place, nor words of the trip's own location.
 */

/** Whether a text word (or two written as one name word: "sky park") is this name word; how many text words it took. */
function wordMatch(words: readonly TextWord[], at: number, token: NameToken): number {
	const here = words[at];
	if (!here) return 0;
	// "museums in manhattan": a kind written in the plural asks for places of that kind, never the
	// one place whose name has the kind in the singular (the Children's Museum of Manhattan).
	if (pluralOfKind(here.raw, token)) return 0;
	if (token.forms.has(here.raw) || token.forms.has(here.word)) return 1;
	const next = words[at + 1];
	if (next && next.clause === here.clause && token.forms.has(here.raw + next.raw)) return 2;
	if (token.key.length >= 6 && here.word.length >= 5 && oneSlip(here.word, token.key)) return 1;
	return 0;
}

/** Whether a word of the text is the plural of a name word that is a kind of place ("museums" of "Museum"). */
function pluralOfKind(raw: string, token: NameToken): boolean {
	return token.strength === "generic" && raw !== token.raw && singular(raw) === token.raw && isKindWord(token.raw);
}

export interface Run<T extends TripPlace> {
	place: T;
	from: number;
	to: number;
	matched: number;
	coverage: number;
}

/**
 * The best run of a variant's words in the text: consecutive words of one clause, each a word of the
 * name (or a joining word between two), accepted when it names the place (see the top of the file).
 */
export function bestRun<T extends TripPlace>(place: T, variant: Variant, words: readonly TextWord[]): Run<T> | null {
	const { tokens } = variant;
	const total = tokens.reduce((sum, token) => sum + WEIGHT[token.strength], 0);
	let best: Run<T> | null = null;
	for (let start = 0; start < words.length; start++) {
		const used = new Map<number, number>();
		let joined = false;
		let at = start;
		let end = start;
		while (at < words.length) {
			const word = words[at];
			if (!word) break;
			// "Diana, Princess of Wales Memorial Fountain": a comma inside a name the words go on with.
			const sameClause = word.clause === words[at - 1]?.clause || at === start;
			const k = tokens.findIndex((token, index) => !used.has(index) && wordMatch(words, at, token) > 0);
			if (!sameClause && !(word.comma && k >= 0 && used.size > 0)) break;
			if (k >= 0) {
				const size = wordMatch(words, at, tokens[k] as NameToken);
				used.set(k, at);
				at += size;
				end = at;
				continue;
			}
			// "tower of london", "hole in the wall": joining words inside a name.
			if (used.size > 0 && (JOINING.has(word.raw) || word.raw === "and" || word.raw === "et")) {
				joined = true;
				at++;
				continue;
			}
			break;
		}
		if (used.size === 0) continue;
		// Words out of the name's order name it only joined as a name turned round is ("museum of
		// natural history"); "a faithful old trail" is no Old Faithful (an ordinary word moved).
		const order = [...used.keys()];
		const turned = order.some((k, i) => i > 0 && k < (order[i - 1] ?? 0));
		if (turned && !joined && order.some((k) => tokens[k]?.strength === "generic")) continue;
		if (used.size === tokens.length && variant.last && words[end]?.raw === variant.last) end++;
		const matched = [...used.keys()].map((k) => tokens[k] as NameToken);
		const weight = matched.reduce((sum, token) => sum + WEIGHT[token.strength], 0);
		// Each name word as the name writes it ("nationals park", not "national park").
		const exact = [...used].every(([k, i]) => {
			const raw = words[i]?.raw ?? "";
			const token = tokens[k];
			if (!token || raw === token.raw || raw === token.base) return true;
			// A slip of a letter, not a plural ("natinal gallery", not "national park" for Nationals Park).
			const plural = raw === `${token.raw}s` || `${raw}s` === token.raw;
			return !plural && raw.length >= 5 && (oneSlip(raw, token.raw) || oneSlip(raw, token.base ?? ""));
		});
		const theBefore = words[start - 1]?.raw === "the" && words[start - 1]?.clause === words[start]?.clause;
		const phrase = words
			.slice(start, end)
			.map((word) => word.raw)
			.join(" ");
		const after = afterRun(words, start, end);
		const previous = words[start - 1];
		const before = previous && previous.clause === words[start]?.clause ? previous : null;
		if (!names({ matched, variant, coverage: weight / total, exact, theBefore, after, before, phrase })) continue;
		const run = { place, from: start, to: end, matched: weight, coverage: weight / total };
		if (beats(run, best)) best = run;
	}
	return best;
}

/** Whether a run names its place better than the best so far: more weight matched, or as much of a shorter name. */
export const beats = (run: Run<TripPlace>, best: Run<TripPlace> | null): boolean =>
	!best || run.matched > best.matched || (run.matched === best.matched && run.coverage > best.coverage);

/** The word right after a run, in its clause. */
const afterRun = (words: readonly TextWord[], from: number, to: number): TextWord | null => {
	const after = words[to];
	return after && after.clause === words[to - 1]?.clause && to > from ? after : null;
};

/** Whether the words matched name the place (see the top of the file). */
function names({
	matched,
	variant,
	coverage,
	exact,
	theBefore,
	after,
	before,
	phrase,
}: {
	phrase: string;
	before: TextWord | null;
	matched: readonly NameToken[];
	variant: Variant;
	coverage: number;
	exact: boolean;
	theBefore: boolean;
	after: TextWord | null;
}): boolean {
	const { tokens } = variant;
	// "rainy day in san diego" names the trip, not the San Diego Zoo.
	if (matched.every((token) => token.here)) return false;
	const distinctive = tokens.filter((token) => token.strength === "distinctive");
	const said = matched.filter((token) => token.strength === "distinctive");
	const generic = tokens.every((token) => token.strength === "generic");
	// "diana fountain" is no playground, "south kensington" no palace: a generic word right before or
	// after the words said, not in the name.
	const other = (word: TextWord | null) =>
		word !== null &&
		(GENERIC.has(word.word) || isKindWord(word.word)) &&
		!tokens.some((token) => token.forms.has(word.word) || token.forms.has(word.raw));
	if (matched.length < tokens.length && (other(after) || other(before))) return false;
	const head = tokens.at(-1);
	const sharedOnly = matched.every((token) => token.strength === "generic" || (token.shares ?? 1) > 1);
	if (head && !matched.includes(head) && SERVICE_HEADS.has(head.key) && sharedOnly) return false;
	if (matched.length === tokens.length) {
		// A name of generic words only ("Tower Bridge", "Nationals Park"): each word as written.
		if (tokens.length > 1) return !generic || exact;
		// A single word: no ordinary word ("Hamleys", not "playground"); "the plaza" when the name is "The Plaza".
		const [only] = tokens;
		const word = only?.key ?? "";
		if (only?.strength === "generic") return variant.the && theBefore && exact && !isKindWord(word);
		return word.length >= 3 && !isLexiconWord(word) && !/^\d+$/.test(word);
	}
	if (distinctive.length > 0) {
		if (said.length === 0 || said.length * 2 < distinctive.length) return false;
		// One distinctive word on its own, as the name writes it: a word no vocabulary knows, of four
		// letters or more ("hirshhorn", "prismatic"; not "science", nor "eyes" or "sky").
		// Only this place's name has it ("jolla" is La Jolla's, not the cove's alone).
		const [word] = said;
		// "mammoth" for Mammoth Hot Springs Terraces: the one place whose name the word opens with
		// only generic words after it, though other names have the word ("Mammoth Hot Springs Hotel").
		const opening = word === tokens[0] && word?.opens === 1 && opensAlone(variant);
		if (matched.length === 1)
			return (
				exact &&
				!isLexiconWord(word?.key ?? "") &&
				(word?.key.length ?? 0) >= 4 &&
				((word?.shares ?? 1) === 1 || opening)
			);
		return coverage >= 0.4;
	}
	if (matched.length < 2) return false;
	// A name of generic words only: most of it, as written, and no kind of place or food on its own
	// ("fountain geyser" for the Great Fountain Geyser; not "ice cream", nor "visitor center" for one of several).
	if (generic) return exact && coverage >= 0.6 && !isKindPhrase(phrase);
	// A name of shared and generic words: most of it, and more than its generic words ("london zoo"
	// for ZSL London Zoo), or all of those when only shared words are left out ("national zoo" for
	// Smithsonian's National Zoo).
	if (coverage < 0.5) return false;
	if (matched.some((token) => token.strength !== "generic")) return true;
	// Only generic words said: the rest an owner's name ("Smithsonian's", "Disney's"), never a town's ("Forks Visitor Center").
	return tokens.every((token) => matched.includes(token) || (token.strength === "shared" && token.base !== null));
}
