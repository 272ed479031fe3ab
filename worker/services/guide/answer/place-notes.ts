import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import { type PlaceFacts, placeFacts } from "../facts/place-facts";
import { sentencesOf } from "../facts/reading";
import { stemOf } from "../understand/question-words";
import { SUBJECT_ROWS, type SubjectRow } from "../understand/rows/topics";
import { normalise, wordsOf } from "../understand/text";
import { capital, checkWith, nameOf } from "./place-answers";
import { walkLength } from "./place-distance";

/**
 * A question about a place answered from the place's own text, on the subjects it asks ("is the zoo
 * hilly?", "does the ship have ladders?", "when can we walk the sandbar?"): the subjects come from
 * the ask (its topics and its own words, ./understand/rows/topics.ts SUBJECT_ROWS), and for each the
 * sentences of the place's notes that speak to it, quoted once. A subject the notes say nothing of is
 * said plainly, with what they do cover.
 */

type Question = NonNullable<Ask["question"]>;

/** What the question asks of the place's notes: the subjects it names, and its other words. */
export interface NotesAsked {
	subjects: SubjectRow[];
	/** Words of the question no subject holds ("wifi", "avoid"): they choose between sentences, or are the subject themselves. */
	others: string[];
	/** Every word the question said ("gondola"): a sentence with the very word asked weighs more. */
	said?: string[];
}

const stemsOf = (row: SubjectRow) => new Set(row.words.map(stemOf));
const STEMS = new Map(SUBJECT_ROWS.map((row) => [row.subject, stemsOf(row)]));

/** Whether a word (or a phrase said whole) of the question names a subject. */
function names(row: SubjectRow, word: string): boolean {
	return (row.phrases ?? []).includes(word) || (STEMS.get(row.subject)?.has(stemOf(word)) ?? false);
}

/** The subjects a question asks about (its topics' and its words'), in the order asked, and its other words. */
export function notesAsked(question: Pick<Question, "topic" | "also" | "words">, place?: Place): NotesAsked {
	const topics = [question.topic, ...question.also].filter(Boolean);
	const subjects: SubjectRow[] = [];
	const add = (row: SubjectRow) => {
		if (!subjects.includes(row)) subjects.push(row);
	};
	for (const row of SUBJECT_ROWS) if (row.topic && topics.includes(row.topic)) add(row);
	const others: string[] = [];
	// The place's own name asks nothing ("kuwohi" when the reader did not know it).
	const own = new Set((place ? wordsOf(normalise(place.name)) : []).map(stemOf));
	const said = question.words.filter((entry) => !own.has(stemOf(entry)));
	for (const word of said) {
		const rows = SUBJECT_ROWS.filter((row) => names(row, word));
		for (const row of rows) add(row);
		if (rows.length === 0 && !word.includes(" ") && !row0Phrase(word)) others.push(word);
	}
	return { subjects, others, said: said.filter((word) => !word.includes(" ")) };
}

/** A phrase of some subject said as one word ("when"): never a word of its own. */
const row0Phrase = (word: string) => SUBJECT_ROWS.some((row) => (row.phrases ?? []).includes(word));

/** A sentence of the notes as stems, and its phrases. */
interface NoteSentence {
	text: string;
	stems: Set<string>;
	plain: string;
}

/** The place's own text, sentence by sentence: its summaries, description and field notes. */
function noteSentences(place: Place): NoteSentence[] {
	const notes = (place.fieldNotes ?? []).map((entry) => entry.note);
	return sentencesOf([
		place.familySummary,
		place.editorialSummary,
		place.pithySummary,
		place.whyKidsLoveIt,
		...notes,
	]).map((text) => {
		const plain = normalise(text);
		return { text, plain, stems: new Set(wordsOf(plain).map(stemOf)) };
	});
}

/** How much a sentence speaks to a subject: its words and phrases held, 0 when none. */
function hits(sentence: NoteSentence, row: SubjectRow): number {
	const stems = STEMS.get(row.subject) ?? new Set<string>();
	const words = [...stems].filter((stem) => sentence.stems.has(stem)).length;
	const phrases = (row.phrases ?? []).filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(sentence.plain)).length;
	return words + phrases;
}

const othersIn = (sentence: NoteSentence, others: readonly string[]) =>
	others.filter((word) => sentence.stems.has(stemOf(word))).length;

/** The sentences (at most two, in the notes' order) that speak most to a subject, the question's other words adding weight. */
export function sentencesOn(
	place: Place,
	row: SubjectRow,
	others: readonly string[] = [],
	sentences: readonly NoteSentence[] = noteSentences(place),
): string[] {
	const scored = sentences
		.map((sentence) => ({
			sentence,
			score: hits(sentence, row) > 0 ? hits(sentence, row) + othersIn(sentence, others) : 0,
		}))
		.filter(({ score }) => score > 0);
	// The two that speak most to it, in the notes' order ("a huge, hilly zoo" and the bus that climbs it).
	const top = [...scored].sort((a, b) => b.score - a.score).slice(0, 2);
	return scored.filter((entry) => top.includes(entry)).map(({ sentence }) => sentence.text);
}

/** The sentences sharing most of the question's own words, when it names no subject ("is there wifi?"). */
function sentencesWith(others: readonly string[], sentences: readonly NoteSentence[]): string[] {
	const scored = sentences.map((sentence) => ({ sentence, score: othersIn(sentence, others) }));
	const best = Math.max(0, ...scored.map(({ score }) => score));
	if (best === 0) return [];
	return scored
		.filter(({ score }) => score === best)
		.slice(0, 2)
		.map(({ sentence }) => sentence.text);
}

const quoted = (sentences: readonly string[]) => sentences.map((sentence) => `“${sentence}”`).join(" ");

/** The most subjects named as what the notes do cover. */
const MAX_COVERED = 4;

/** The subjects the notes do speak to, named ("they cover the way up and the walk"). */
function covered(place: Place, sentences: readonly NoteSentence[], except: readonly SubjectRow[]): string {
	const labels = SUBJECT_ROWS.filter(
		(row) => !except.includes(row) && sentences.some((sentence) => hits(sentence, row) > 0),
	)
		.map((row) => row.label)
		.slice(0, MAX_COVERED);
	if (labels.length === 0) return "";
	const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
	return ` They do cover ${list}${facts(place)}.`;
}

/** A computed fact worth adding to what the notes cover (a trail's length). */
function facts(place: Place): string {
	const known: PlaceFacts = placeFacts(place);
	return known.trailKm ? ` (the trail is about ${known.trailKm} km)` : "";
}

/** "The guide's notes on Anakeesta don't say anything about food." with what they do cover. */
function notSaid(place: Place, what: string, except: readonly SubjectRow[] = []): string {
	const sentences = noteSentences(place);
	return `The guide's notes on ${nameOf(place)} don't say anything about ${what}.${covered(place, sentences, except)}${checkWith(place)}`;
}

/**
 * The lines for a question the place's fixed facts don't answer: one per subject asked, each from
 * the notes (sentences quoted once across the lines); for a question naming no subject, the
 * sentences sharing its words; empty when it asks nothing of its own.
 */
export function notesLines(place: Place, asked: NotesAsked, skip: readonly SubjectRow[] = []): string[] {
	const sentences = noteSentences(place);
	const used = new Set<string>();
	const lines: string[] = [];
	const subjects = asked.subjects.filter((row) => !skip.includes(row));
	for (const row of subjects) {
		const fresh = sentences.filter((sentence) => !used.has(sentence.text));
		const found = sentencesOn(place, row, [...asked.others, ...(asked.said ?? [])], fresh);
		// Said already for another subject ("steep" is both hills and steps): one line is enough.
		if (found.length === 0 && sentencesOn(place, row, asked.others, sentences).length > 0) continue;
		for (const sentence of found) used.add(sentence);
		lines.push(
			found.length > 0
				? `On ${row.label} at ${nameOf(place)}, the place notes say: ${quoted(found)}`
				: notSaid(place, row.label, subjects),
		);
	}
	if (subjects.length === 0 && asked.subjects.length === 0 && asked.others.length > 0) {
		const found = sentencesWith(asked.others, sentences);
		lines.push(
			found.length > 0
				? `On that, the notes on ${nameOf(place)} say: ${quoted(found)}`
				: notSaid(place, `“${asked.others.join(" ")}”`),
		);
	}
	return lines;
}

/**
 * The question's other words beside what its facts answer ("ok for a 5 year old at that altitude"):
 * the notes' sentences on them, when the notes speak of them; nothing said when they don't.
 */
export function wordsLines(place: Place, others: readonly string[]): string[] {
	const found = sentencesWith(others, noteSentences(place));
	return found.length > 0 ? [`On that, the notes on ${nameOf(place)} say: ${quoted(found)}`] : [];
}

/** The subjects asked that the place's notes speak to (none said to be missing). */
export function spokenOf(place: Place, asked: NotesAsked): NotesAsked {
	const sentences = noteSentences(place);
	return { subjects: asked.subjects.filter((row) => sentencesOn(place, row, [], sentences).length > 0), others: [] };
}

/** A sentence that gives a walk's length ("a loop of under a mile", "a 2 km walk"). */
const MEASURED = /\b(?:miles?|km|kilomet(?:re|er)s?|metres|meters|yards)\b/;

/**
 * "How far is the walk?", "how long is the loop?": the trail's length (in miles too for a US trip),
 * with the notes' own sentence on it; null when neither the facts nor the notes give a length.
 */
export function trailLine(place: Place, miles = false): string | null {
	const facts = placeFacts(place);
	const row = SUBJECT_ROWS.find((entry) => entry.subject === "length");
	const said = row ? sentencesOn(place, row).filter((sentence) => MEASURED.test(normalise(sentence))) : [];
	const quote = facts.sentences.length ?? said[0];
	if (!facts.trailKm && !quote) return null;
	if (!facts.trailKm) return `On the walk at ${nameOf(place)}, the place notes say: “${quote}”`;
	const km = `${capital(nameOf(place))}: the walk is ${walkLength(facts.trailKm, miles)}.`;
	return quote ? `${km} The place notes say: “${quote}”` : km;
}
