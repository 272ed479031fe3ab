import type { FollowUpRow } from "../../types";
import { FIND_WORDS, questionForm, questionOf, topicOf } from "../intents";

/**
 * Follow-up rows after a question about a place: the same question of another place ("is the
 * science museum free?" then "and the zoo?"), and another question of the same place ("is it
 * free?", "and for a 15 year old?").
 */

export const PLACE_QUESTION_ROWS: readonly FollowUpRow[] = [
	{
		id: "same-question-other-place",
		priority: 60,
		changes: ["places"],
		claims: (fresh, previous, reading) =>
			(previous.intent === "about" || previous.intent === "compare") &&
			fresh.places.length > 0 &&
			fresh.kinds.length === 0 &&
			(fresh.intent === "about" || fresh.intent === "find") &&
			(fresh.question === null || fresh.question.topic === null || fresh.question.topic === "what-is-it") &&
			/^(?:and|what about|how about|same for|and for|also)\b|\?$/.test(reading.text),
		carry: (previous, fresh) => ({ ...previous, places: fresh.places, exclude: [] }),
		examples: [
			{
				before: ["is the science museum free?"],
				say: "and the zoo?",
				expect: { intent: "about", question: { topic: "price" }, places: [{ name: "zoo" }] },
			},
		],
		counterexamples: [{ before: ["museums"], say: "and the zoo?" }],
	},
	{
		id: "same-place-other-question",
		priority: 60,
		changes: ["question"],
		claims: (fresh, previous, reading) =>
			(previous.intent === "about" || previous.intent === "compare") &&
			previous.places.length > 0 &&
			fresh.places.length === 0 &&
			fresh.kinds.length === 0 &&
			(fresh.intent === "find" || fresh.intent === "compare") &&
			topicOf(reading.text) !== null &&
			!FIND_WORDS.test(reading.text),
		carry: (previous, fresh, reading) => ({
			...previous,
			who: fresh.who.ages.length > 0 || fresh.who.group !== "everyone" ? fresh.who : previous.who,
			// "is it free?" asks about the place; "and for a 15 year old?" still whether it suits.
			intent: topicOf(reading.text) === "fit" ? "compare" : "about",
			question: questionOf(
				reading.text,
				questionForm(reading.text) === "yes-no" ? "yes-no" : (previous.question?.form ?? "info"),
			),
		}),
		examples: [
			{
				before: ["is the zoo worth it with a toddler?"],
				say: "and for a 15 year old?",
				expect: {
					intent: "compare",
					places: [{ name: "zoo" }],
					question: { form: "yes-no", topic: "fit" },
					who: { ages: [15], group: "teens" },
				},
			},
			{
				before: ["is the zoo worth it with a toddler?", "and for a 15 year old?"],
				say: "is it free?",
				expect: { intent: "about", places: [{ name: "zoo" }], question: { form: "yes-no", topic: "price" } },
			},
			{
				before: ["is the science museum free?"],
				say: "do we need to book it?",
				expect: {
					intent: "about",
					places: [{ name: "science museum" }],
					question: { form: "yes-no", topic: "booking" },
				},
			},
			{
				before: ["tell me about the tower of london"],
				say: "worth it with a toddler?",
				expect: {
					intent: "compare",
					places: [{ name: "tower of london" }],
					question: { topic: "fit" },
					who: { group: "youngest" },
				},
			},
		],
		counterexamples: [{ before: ["museums"], say: "do we need to book?" }],
	},
];
