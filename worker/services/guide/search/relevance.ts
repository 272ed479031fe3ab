import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { capital, checkWith, nameOf } from "../answer/place-answers";
import { sentencesOf } from "../facts/reading";

/**
 * A question about a place that no fixed fact covers ("is there a shuttle to Bear Lake?", "what
 * should we bring to Hurricane Ridge?", "does the Beehive have ladders?"): the sentences of the
 * place's own notes that share most of the question's content words, each word with its simple
 * variants ("park/parking", "stairs/steps/ladder", "walk/hike/trail/mile"), quoted.
 */

/** Words that mean the same thing to a parent's question, under one key. */
const KINDS: readonly [string, RegExp][] = [
	["park", /^(park|parking|parked|lot|lots|garage)$/],
	["steps", /^(steps?|stairs?|staircase|stairways?|ladders?|rungs?|rails?|railings?|handholds?)$/],
	["walk", /^(walk|walks|walking|walked|hike|hikes|hiking|trail|trails|mile|miles|path|paths|loop|stroll|trek|legs)$/],
	["tide", /^(tides?|tidal)$/],
	["shuttle", /^(shuttles?|bus|buses|coach|coaches|trams?|trains?|ferry|ferries|transit)$/],
	["lift", /^(gondolas?|chairlifts?|lifts?|cable|funicular|skyfari|tram)$/],
	["food", /^(food|eat|eating|snacks?|restaurants?|cafes?|cafés?|lunch|dinner|breakfast|picnics?|drinks?|water)$/],
	["shade", /^(shade|shady|shaded|sun|sunny|sunshine|sunscreen|hot|heat)$/],
	["bring", /^(bring|pack|packing|wear|carry|need)$/],
	["dog", /^(dogs?|pets?|leash|leashed|puppy)$/],
	["height", /^(tall|height|heights|inches|feet|foot|cm)$/],
	["time", /^(morning|mornings|evening|evenings|afternoon|afternoons|early|late|sunset|sunrise|dawn|dusk|day|night)$/],
	["busy", /^(busy|crowd|crowds|crowded|queue|queues|quiet|quieter|fill|fills|full)$/],
	["steep", /^(steep|hill|hills|hilly|climb|climbs|climbing|uphill|downhill|elevation)$/],
	["cold", /^(cold|cool|warm|layers|jackets?|coats?|wind|windy|chilly)$/],
	["swim", /^(swim|swimming|swimsuits?|wade|wading|paddle|paddling)$/],
	["rain", /^(rain|rainy|wet|umbrella)$/],
	["shoes", /^(shoes|boots|sandals|footwear|grip)$/],
];

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

/** Kinds that are also things to do or places ("swim at…", "park"): they may be a phrase's own. */
const DOINGS = new Set(["park", "swim", "walk", "food"]);

/** A phrase that is one aspect word ("shade", "shuttle"): never a place's name. */
export const isAspect = (phrase: string) => {
	const words = searchTokens(phrase).filter((word) => !FRAME.has(word));
	return words.length === 1 && KINDS.some(([kind, pattern]) => !DOINGS.has(kind) && pattern.test(words[0] ?? ""));
};

/** The keys of a word: its kind's ("parking" → park) and its simple form. */
function keysOf(word: string): string[] {
	const kinds = KINDS.filter(([, pattern]) => pattern.test(word)).map(([kind]) => kind);
	return kinds.length > 0 ? kinds : [simple(word)];
}

/** The content words of a question, as keys, without the place's own name. */
function contentKeys(message: string, place: Place): Set<string> {
	const name = new Set(searchTokens(place.name));
	const words = searchTokens(message).filter(
		(word) => word.length >= 3 && !FRAME.has(word) && !name.has(word) && !/^\d+$/.test(word),
	);
	return new Set(words.flatMap(keysOf));
}

/** Whether a question asks anything of its own beyond the place's name ("what about Sand Beach?" does not). */
export const asksSomething = (message: string, place: Place) => contentKeys(message, place).size > 0;

/** The place's sentences sharing most of the question's content words (at most two, in the notes' order). */
export function relevantSentences(message: string, place: Place, kindsOnly = false): string[] {
	const all = contentKeys(message, place);
	const keys = kindsOnly ? new Set([...all].filter((key) => KINDS.some(([kind]) => kind === key))) : all;
	if (keys.size === 0) return [];
	const sentences = sentencesOf([place.familySummary, place.editorialSummary, place.pithySummary, place.whyKidsLoveIt]);
	const scored = sentences.map((sentence) => {
		const own = new Set(searchTokens(sentence).flatMap(keysOf));
		return { sentence, score: [...keys].filter((key) => own.has(key)).length };
	});
	const best = Math.max(0, ...scored.map(({ score }) => score));
	if (best === 0) return [];
	return scored
		.filter(({ score }) => score === best)
		.slice(0, 2)
		.map(({ sentence }) => sentence);
}

/** The answer from the place's own words, or plainly that its notes don't say. */
export function relevantLine(message: string, place: Place): string {
	const sentences = relevantSentences(message, place);
	const name = nameOf(place);
	if (sentences.length === 0) return `The guide's notes on ${name} don't say anything about that.${checkWith(place)}`;
	return notesLine(place, sentences);
}

/** "On that, the notes on <place> say: “…”". */
export const notesLine = (place: Place, sentences: readonly string[]) =>
	`On that, the notes on ${nameOf(place)} say: ${sentences.map((sentence) => `“${sentence}”`).join(" ")}`;

/** A line the notes can say better than "I don't know" (the fact unknown, the notes relevant), else the line. */
export function orRelevant({ line, known }: { line: string; known: boolean }, message: string, place: Place): string {
	if (known) return line;
	const sentences = relevantSentences(message, place, true);
	return sentences.length === 0
		? line
		: `${capital(nameOf(place))}: the guide's notes don't say that directly, but they say ${sentences.map((sentence) => `“${sentence}”`).join(" ")}`;
}
