import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { sentencesOf } from "../facts/reading";
import { stemOf } from "../understand/question-words";
import { SUBJECT_ROWS } from "../understand/rows/topics";

/**
 * A question about a place that no fixed fact covers ("is there a shuttle to Bear Lake?", "what
 * should we bring to Hurricane Ridge?", "does the Beehive have ladders?"): the sentences of the
 * place's own notes that share most of the question's content words, each word standing for its
 * subject (../understand/rows/topics.ts SUBJECT_ROWS: "stairs/steps/ladder", "walk/hike/trail/mile"), quoted.
 */

/** Words that mean the same thing to a parent's question: a subject row's words (by stem), under its subject. */
const SUBJECTS_OF_STEM = new Map<string, string[]>();
for (const row of SUBJECT_ROWS) {
	for (const word of row.words) {
		const stem = stemOf(word);
		SUBJECTS_OF_STEM.set(stem, [...(SUBJECTS_OF_STEM.get(stem) ?? []), row.subject]);
	}
}
const subjectsOf = (word: string) => SUBJECTS_OF_STEM.get(stemOf(word)) ?? [];
const SUBJECTS = new Set(SUBJECT_ROWS.map((row) => row.subject));

/** Words a question is framed with, and words every place's notes use: no content. */
const FRAME = new Set(
	(
		"a an the is are was were be been do does did can could should would will shall may might must " +
		"there here it its this that these those what which who whom whose when where why how much many " +
		"we i you our my us me your they them he she his her kids kid children child little ones year years " +
		"old yo yr and or but if then than to of in on at by for from with about into onto up down over " +
		"any some get got go going take took good ok okay fine nice fun worth visit visiting place best " +
		"really very just also still yet too not no yes have has had need there's it's what's let's " +
		"one two three four five six seven eight nine ten eleven twelve toddler toddlers baby"
	).split(" "),
);

const simple = (word: string) =>
	word.length > 4 && word.endsWith("ing")
		? word.slice(0, -3)
		: word.length > 3 && word.endsWith("s") && !word.endsWith("ss")
			? word.slice(0, -1)
			: word;

/** Subjects that are also things to do, places or what is seen there ("swim at…", "the walk", "the bears"): they may be a phrase's own. */
const DOINGS = new Set(["water", "length", "food", "parking", "wildlife"]);

/** A phrase that is one aspect word ("shade", "shuttle"): never a place's name. */
export const isAspect = (phrase: string) => {
	const words = searchTokens(phrase).filter((word) => !FRAME.has(word));
	const subjects = subjectsOf(words[0] ?? "");
	return words.length === 1 && subjects.length > 0 && subjects.every((subject) => !DOINGS.has(subject));
};

/** The keys of a word: its subjects ("hilly" → hills) else its simple form. */
function keysOf(word: string): string[] {
	const subjects = subjectsOf(word);
	return subjects.length > 0 ? subjects : [simple(word)];
}

/** The content words of a question, as keys, without the place's own name. */
function contentKeys(message: string, place: Place): Set<string> {
	const name = new Set(searchTokens(place.name));
	const words = searchTokens(message).filter(
		(word) => word.length >= 3 && !FRAME.has(word) && !name.has(word) && !/^\d+$/.test(word),
	);
	return new Set(words.flatMap(keysOf));
}

/** The place's sentences sharing most of the question's content words (at most two, in the notes' order). */
export function relevantSentences(message: string, place: Place, kindsOnly = false): string[] {
	const all = contentKeys(message, place);
	const keys = kindsOnly ? new Set([...all].filter((key) => SUBJECTS.has(key))) : all;
	if (keys.size === 0) return [];
	// The question's own words (by stem) weigh a little more: "gondola" picks the gondola from the tram and the bus.
	const stems = new Set(searchTokens(message).map(stemOf));
	const sentences = sentencesOf([place.familySummary, place.editorialSummary, place.pithySummary, place.whyKidsLoveIt]);
	const scored = sentences.map((sentence) => {
		const tokens = searchTokens(sentence);
		const own = new Set(tokens.flatMap(keysOf));
		const same = new Set(tokens.map(stemOf).filter((stem) => stems.has(stem) && subjectsOf(stem).length > 0));
		return { sentence, score: [...keys].filter((key) => own.has(key)).length + same.size / 2 };
	});
	const best = Math.max(0, ...scored.map(({ score }) => score));
	if (best === 0) return [];
	return scored
		.filter(({ score }) => score === best)
		.slice(0, 2)
		.map(({ sentence }) => sentence);
}
