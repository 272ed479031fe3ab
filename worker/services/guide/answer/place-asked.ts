import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import type { PlaceFacts } from "../facts/place-facts";
import type { GuideContext } from "../types";
import type { Topic } from "../understand/question-words";
import type { NotesAsked } from "./place-notes";

/**
 * What a question about a place asks, in the place answers' terms: the ask's topics as the facts an
 * answer has a line for, and which of the question's subjects (./place-notes.ts) those lines
 * already speak to.
 */

/** The subjects a fact's line already speaks to (the step-free line to steps, the distance to the walk). */
const SUBJECTS_OF: Partial<Record<Topic, readonly string[]>> = {
	stepFree: ["steps"],
	terrain: ["hills", "steps"],
	food: ["food"],
	parking: ["parking"],
	bestTime: ["time"],
	timing: ["time"],
	hours: ["time"],
	season: ["time"],
	distance: ["length", "shuttle"],
	visit: ["length"],
	tips: ["time"],
};

/** A fact the facts don't know: the notes' sentences on its subject, or plainly that they don't say, with what they do cover. */
export const unknownFact = (line: string, fromNotes: readonly string[]) => fromNotes[0] ?? line;

/** The question's subjects that the facts asked leave unsaid. */
export function besideFacts(notes: NotesAsked, topics: readonly Topic[]): NotesAsked {
	const said = new Set(topics.flatMap((topic) => SUBJECTS_OF[topic] ?? []));
	return { subjects: notes.subjects.filter((row) => !said.has(row.subject) && !row.topic), others: notes.others };
}

/**
 * The question's subjects that a fact stands for ("Food": the food subject); none, and nothing else
 * asked ("how long do we need, and can we avoid the hills?": "avoid" is no subject of the visit).
 */
export function onTopic(notes: NotesAsked, topic: Topic): NotesAsked {
	const stands = SUBJECTS_OF[topic] ?? [];
	const subjects = notes.subjects.filter((row) => stands.includes(row.subject));
	return { subjects, others: subjects.length > 0 ? notes.others : [] };
}

/** "How far is the walk?": the walk's length is asked, not the way there (no origin, no stay named). */
function walkAsked(notes: NotesAsked | null, origin: Place | null, context: GuideContext): boolean {
	if (!notes || origin) return false;
	if (context.ask?.where.near?.kind === "stay") return false;
	return notes.subjects.some((row) => row.subject === "length");
}

/**
 * Whether a fact asked is the walk's length: "how far is the walk?" (a distance, measured from
 * nowhere named), or "how long is the trail?" of a trail (its visit, the length standing for the time).
 */
export function lengthAsked(
	topic: Topic,
	notes: NotesAsked | null,
	origin: Place | null,
	facts: PlaceFacts,
	context: GuideContext,
): boolean {
	if (topic === "distance") return walkAsked(notes, origin, context);
	return topic === "visit" && facts.trailKm !== null;
}

/** The ask's topics in the place answers' terms ("price" is whether it is free). */
const ASK_TOPIC: Record<NonNullable<NonNullable<Ask["question"]>["topic"]>, Topic | null> = {
	fit: "age",
	price: "free",
	hours: "hours",
	season: "season",
	booking: "booking",
	"visit-length": "visit",
	crowds: "crowded",
	noise: "loud",
	stroller: "stroller",
	"step-free": "stepFree",
	toilets: "toilets",
	"baby-changing": "babyChanging",
	food: "food",
	dogs: null,
	parking: "parking",
	distance: "distance",
	"travel-time": "distance",
	scary: "loud",
	weather: "indoor",
	"what-is-it": "overview",
	tips: "tips",
	timing: "timing",
	"best-time": "bestTime",
	terrain: "terrain",
	suits: "suits",
	safety: "safety",
	view: "view",
	activities: "activities",
	address: "distance",
};

export function topicsOfAsk(ask: Ask): Topic[] {
	const question = ask.question;
	if (!question) return [];
	const all = [question.topic, ...question.also].flatMap((topic) => {
		const mapped = topic ? ASK_TOPIC[topic] : null;
		return mapped ? [mapped] : [];
	});
	return [...new Set(all)];
}
