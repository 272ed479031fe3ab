import { isLexiconWord } from "../lexicon";
import { normalise, STOP_WORDS } from "../text";
import { beats, bestRun, type Run } from "./match";
import { FRAME, GENERIC, textWords } from "./name-words";
import { candidatesOf, indexOf, type TripPlace } from "./place-index";

export { FRAME } from "./name-words";
export type { TripPlace } from "./place-index";

/**
 * The trip's places by their names, however loosely a family writes them: lower case, without
 * "the", with or without a possessive ("smithsonian's", "smithsonian"), by the distinctive words of
 * a name without its generic ones ("natural history" for the National Museum of Natural History),
 * hyphens or spaces, "&" or "and", "st"/"mt", two words written as one ("sky park") and one slip in a
 * long word ("prismatc"). A name's generic words (museum, park, visitor, center, national, trail…)
 * are weak evidence, its distinctive words strong; a generic phrase ("the museum", "a zoo", "the
 * lake") never names one place. When several places share the words said, the fuller match wins;
 * when two match alike, the words name neither. By step: the words of names and texts in
 * `name-words.ts`, the index of a list in `place-index.ts`, one name matched against a text in
 * `match.ts`, and here the places a text names resolved, and a town's place.
 */

/** A place the text names, with the words of the text that named it. */
export interface PlaceNamed<T extends TripPlace = TripPlace> {
	place: T;
	/** The normalised words that named it, as they stand in the text. */
	span: string;
}

/**
 * The places of this list a text (normalised: ../text.ts) names, in the order it names them, with the words that named them.
 * `location` is the trip's (its words name no place: "london zoo" is the zoo). Words a fuller match
 * took name nothing else; two places matched alike leave the words unresolved.
 */
export function placesNamedIn<T extends TripPlace>(
	text: string,
	places: readonly T[],
	location: string,
	limit = 10,
	prefer?: (place: T) => boolean,
): PlaceNamed<T>[] {
	if (places.length === 0) return [];
	const words = textWords(text);
	if (words.length === 0) return [];
	const runs: Run<T>[] = [];
	for (const entry of candidatesOf(indexOf(places, location), words)) {
		let best: Run<T> | null = null;
		for (const variant of entry.variants) {
			const run = bestRun(entry.place, variant, words);
			if (run && beats(run, best)) best = run;
		}
		if (best) runs.push(best);
	}
	runs.sort((a, b) => b.matched - a.matched || b.coverage - a.coverage || a.from - b.from);
	const claimed = new Set<number>();
	const chosen: Run<T>[] = [];
	for (const [k, run] of runs.entries()) {
		const positions = Array.from({ length: run.to - run.from }, (_, i) => run.from + i);
		if (positions.every((position) => claimed.has(position))) continue;
		// Two places that match the same words alike: the words name neither, unless the message's other
		// words prefer one of them ("lunch at jordan pond": the one that serves food).
		const rivals = runs.filter(
			(other, j) =>
				j !== k &&
				other.place.id !== run.place.id &&
				other.matched === run.matched &&
				other.coverage === run.coverage &&
				other.from === run.from &&
				other.to === run.to,
		);
		const preferred = prefer ? [run, ...rivals].filter((entry) => prefer(entry.place)) : [];
		const one = rivals.length > 0 && preferred.length === 1 ? preferred[0] : undefined;
		// The preferred rival is chosen when its turn comes.
		if (one && one !== run) continue;
		for (const position of positions) claimed.add(position);
		if (rivals.length === 0 || one === run) chosen.push(run);
	}
	return chosen
		.sort((a, b) => a.from - b.from)
		.slice(0, limit)
		.map((run) => ({
			place: run.place,
			span: text.slice(words[run.from]?.start ?? 0, words[run.to - 1]?.end ?? 0),
		}));
}

/** Written initials that are no place's ("the USA", "in DC", "OK"). */
const NOT_INITIALS = new Set(["usa", "uk", "us", "dc", "nyc", "ok", "bbq", "asap", "fyi", "lol", "omg", "eta", "tv"]);

/** Initials that may name a place of the list: three letters or more, or with "&" ("V&A"). */
export const mayBeInitials = (word: string): boolean => {
	const letters = word.toLowerCase().replace(/[^a-z]/g, "");
	return !NOT_INITIALS.has(letters) && (letters.length >= 3 || word.includes("&"));
};

/** Words of a place's name that say it is where a town welcomes visitors. */
const WELCOME = /\b(?:visitor|visitors|welcome|information)\b/;

/**
 * The place a town or area is known by in this list ("forks" → Forks Visitor Center, "gatlinburg" →
 * Gatlinburg Trail): the words open the names of two places or more (or of a visitor center), and
 * tell no kind or way apart (no word the vocabulary knows, no generic word, not the trip's own
 * location). The visitor center first, else the place whose other words are all generic; else none.
 */
export function townPlaceIn<T extends TripPlace>(words: string, places: readonly T[], location: string): T | null {
	const said = normalise(words)
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
	if (said.length === 0 || said.length > 2) return null;
	if (said.some((word) => STOP_WORDS.has(word) || FRAME.has(word)) || said.join(" ").length < 4) return null;
	if (said.every((word) => GENERIC.has(word) || isLexiconWord(word))) return null;
	if (normalise(location).includes(said.join(" "))) return null;
	const opening = places.flatMap((place) => {
		const name = normalise(place.name)
			.split(/[^a-z0-9]+/)
			.filter(Boolean);
		return said.every((word, i) => name[i] === word) ? [{ place, rest: name.slice(said.length) }] : [];
	});
	const welcome = opening.find(({ rest }) => WELCOME.test(rest.join(" ")));
	if (welcome) return welcome.place;
	if (opening.length < 2) return null;
	return opening.find(({ rest }) => rest.length > 0 && rest.every((word) => GENERIC.has(word)))?.place ?? null;
}
