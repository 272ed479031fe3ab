import { isLexiconWord } from "../lexicon";
import { STOP_WORDS } from "../text";
import {
	FRAME,
	GENERIC,
	lastJoining,
	nameWords,
	oneSlip,
	SERVICE_HEADS,
	type Strength,
	slight,
	type TextWord,
	type Variant,
	variantsOf,
} from "./name-words";

/**
 * The index of a list of the trip's places, the second step: built once per list and trip location
 * (and kept for lists built afresh each turn with the same places), it gives each name's words their
 * strength (distinctive, shared by three places or more or the trip's own location, generic), marks
 * the first words a family may call a place by alone ("mammoth"), and says which places a word of a
 * text may start to name, so only those are tried against it.
 */

/** A place of the trip a name may resolve to. */
export interface TripPlace {
	id: string;
	name: string;
	/** A place to eat: of two places a name matches alike, the one food words choose. */
	food?: boolean;
}

export interface IndexedPlace<T extends TripPlace> {
	place: T;
	/** Its name and the other names it goes by ("Kuwohi (formerly Clingmans Dome)"). */
	variants: Variant[];
}

/** The index of a list of places, built once per list and trip location. */
const INDEXES = new WeakMap<readonly TripPlace[], Map<string, PlaceIndex<TripPlace>>>();

/** The places, and which of them a word may start to name (only they are tried against a text). */
interface PlaceIndex<T extends TripPlace> {
	entries: IndexedPlace<T>[];
	/** Places by a form of a word that can name them. */
	byForm: Map<string, number[]>;
	/** Those words of six letters or more by their first letter, for slips. */
	long: Map<string, { key: string; entry: number }[]>;
}

/** Lists built afresh each turn (the saved places, the last cards) by what they hold: the latest few. */
const BY_CONTENT = new Map<string, Map<string, PlaceIndex<TripPlace>>>();
const CONTENT_KEPT = 32;

export function indexOf<T extends TripPlace>(places: readonly T[], location: string): PlaceIndex<T> {
	let byLocation = INDEXES.get(places);
	if (!byLocation) {
		const content = places.map((place) => `${place.id}\u0000${place.name}`).join("\u0001");
		byLocation = BY_CONTENT.get(content) ?? new Map();
		BY_CONTENT.delete(content);
		BY_CONTENT.set(content, byLocation);
		if (BY_CONTENT.size > CONTENT_KEPT) BY_CONTENT.delete(BY_CONTENT.keys().next().value ?? "");
		INDEXES.set(places, byLocation);
	}
	const known = byLocation.get(location);
	if (known) return known as PlaceIndex<T>;
	const here = new Set(nameWords(location).map((word) => word.key));
	const unique = [...new Map(places.map((place) => [place.id, place])).values()];
	const namesByPlace = unique.map((place) => variantsOf(place.name));
	const wordsByPlace = namesByPlace.map((variants) => variants.map((variant) => nameWords(variant)));
	// A word in the names of three places or more tells none of them apart ("smithsonian", "disney").
	const count = new Map<string, number>();
	for (const variants of wordsByPlace)
		for (const word of new Set(variants.flat().map((token) => token.key))) count.set(word, (count.get(word) ?? 0) + 1);
	const strengthOf = (word: string): Strength => {
		if (GENERIC.has(word) || STOP_WORDS.has(word) || FRAME.has(word)) return "generic";
		if (here.has(word) || slight(word) || (count.get(word) ?? 0) >= 3) return "shared";
		return "distinctive";
	};
	const index = unique.map((place, k) => ({
		place,
		variants: (wordsByPlace[k] ?? []).flatMap((words, v): Variant[] =>
			words.length === 0
				? []
				: [
						{
							tokens: [...new Map(words.map((token) => [token.key, token])).values()].map((token, i) => ({
								...token,
								// An owner's name before a name of its own ("Smithsonian's National Zoo", "Disney's Animal Kingdom").
								strength: i === 0 && token.base !== null && words.length >= 3 ? "shared" : strengthOf(token.key),
								here: here.has(token.key),
								shares: count.get(token.key) ?? 1,
							})),
							the: /^the\s/i.test(namesByPlace[k]?.[v] ?? ""),
							last: lastJoining(namesByPlace[k]?.[v] ?? ""),
						},
					],
		),
	}));
	// "mammoth": a word that opens the names of all the places that have it, and the one of them whose
	// name is the word and generic words, the short name families use.
	const opened = new Map<string, Set<number>>();
	const opens = new Map<string, Set<number>>();
	const add = (map: Map<string, Set<number>>, key: string, k: number) =>
		map.set(key, new Set([...(map.get(key) ?? []), k]));
	for (const [k, entry] of index.entries())
		for (const variant of entry.variants) {
			const key = variant.tokens[0]?.key ?? "";
			add(opened, key, k);
			if (opensAlone(variant)) add(opens, key, k);
		}
	for (const entry of index)
		for (const variant of entry.variants) {
			const [first] = variant.tokens;
			const all = first && (opened.get(first.key)?.size ?? 0) === (count.get(first.key) ?? 0);
			if (first && all) first.opens = opens.get(first.key)?.size ?? 0;
		}
	const byForm = new Map<string, number[]>();
	const long = new Map<string, { key: string; entry: number }[]>();
	for (const [k, entry] of index.entries()) {
		for (const variant of entry.variants) {
			// A place named by generic words alone ("Tower Bridge", "Smithsonian's National Zoo") is found by them too.
			const byGeneric = variant.tokens.every(
				(token) => token.strength === "generic" || (token.strength === "shared" && token.base !== null),
			);
			for (const token of variant.tokens) {
				if (token.strength === "generic" && !byGeneric) continue;
				for (const form of token.forms) byForm.set(form, [...(byForm.get(form) ?? []), k]);
				if (token.key.length >= 6) {
					const first = token.key[0] ?? "";
					long.set(first, [...(long.get(first) ?? []), { key: token.key, entry: k }]);
				}
			}
		}
	}
	const built: PlaceIndex<T> = { entries: index, byForm, long };
	byLocation.set(location, built as PlaceIndex<TripPlace>);
	return built;
}

/**
 * A name a family may call by its first word alone: that word its own (no vocabulary word, no
 * number, four letters or more), every other word generic ("hot springs terraces", "falls", "lake"),
 * and no place to sleep or eat ("… Hotel", "… Lodge").
 */
export function opensAlone(variant: Variant): boolean {
	const [first, ...rest] = variant.tokens;
	const head = variant.tokens.at(-1);
	if (!first || rest.length === 0 || !head || SERVICE_HEADS.has(head.key)) return false;
	if (first.strength === "generic" || first.here || first.key.length < 4 || /^\d+$/.test(first.key)) return false;
	if (isLexiconWord(first.key)) return false;
	return rest.every((token) => token.strength !== "distinctive" || DESCRIBING.has(token.key));
}

/** Words that describe a natural place beside its generic ones ("hot springs"): never its own name. */
const DESCRIBING = new Set(["hot", "mud", "paint", "painted", "boiling"]);

/** The places of the index some word of the text may start to name. */
export function candidatesOf<T extends TripPlace>(index: PlaceIndex<T>, words: readonly TextWord[]): IndexedPlace<T>[] {
	const found = new Set<number>();
	for (const [i, word] of words.entries()) {
		const next = words[i + 1];
		for (const form of [word.raw, word.word, next ? word.raw + next.raw : ""])
			for (const k of index.byForm.get(form) ?? []) found.add(k);
		if (word.word.length >= 5)
			for (const { key, entry } of index.long.get(word.word[0] ?? "") ?? [])
				if (oneSlip(word.word, key)) found.add(entry);
	}
	return [...found].sort((a, b) => a - b).flatMap((k) => index.entries[k] ?? []);
}
