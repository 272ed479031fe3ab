import type { Ask } from "../../../../../../../domain/guide/ask";
import { placesNamedIn } from "../../../place-names";
import type { IntentRow } from "../../../types";
import { TOPIC_ROWS } from "../../topics";
import { activityIn, asksForPlaces, findsAWay, JUDGED, namesNoKind, namesWho, needAsked, questionOf } from "../words";

/** The words that ask whether something suits them ("worth it", "too scary for a 5 year old"): the fit topic's. */
const FIT_WORDS = TOPIC_ROWS[0]?.pattern ?? /$^/;

/**
 * Whether something suits them: two places set against each other ("the zoo or the aquarium?"),
 * whether one place suits the kids ("is the zoo worth it with a toddler?"), whether it works with a
 * buggy or without steps ("is hyde park doable with a pram?"), and whether a thing to do, not a
 * place, suits them ("whale watching with a 3 year old, good idea?"), each with its examples.
 */
export const WHETHER_ROWS: readonly IntentRow[] = [
	// Compare places: "X or Y?", and whether one suits the kids ("worth it with a toddler?").
	{
		id: "compare-or",
		intent: "compare",
		priority: 62,
		pattern: /\b(?:or|vs|versus|compared? (?:to|with)|better)\b/,
		when: (r) => r.places.length >= 2 && !asksForPlaces(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "which");
		},
		examples: [
			{
				say: "is the zoo better than the aquarium for a 2 year old",
				expect: {
					intent: "compare",
					places: [{ name: "zoo" }, { name: "aquarium" }],
					question: { form: "which", topic: "fit" },
				},
			},
			{
				say: "science museum or natural history museum for a 4 year old?",
				expect: {
					question: { form: "which", topic: "fit" },
					places: [{ name: "science museum" }, { id: "saved-nhm" }],
				},
			},
			{
				say: "science museum or natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum", id: "saved-nhm" }],
				},
			},
			{
				say: "the science museum or the natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum" }],
				},
			},
			{
				say: "Tower of London or the London Eye with a 3 year old?",
				expect: { question: { form: "which", topic: "fit" }, who: { ages: [3] } },
			},
			{ say: "the zoo or the aquarium?", expect: { places: [{ name: "zoo" }, { name: "aquarium" }] } },
			{ say: "is the zoo or the aquarium better with a 2 year old", expect: { who: { ages: [2] } } },
			{ say: "tower of london or the london eye for the teens?", expect: { who: { group: "teens" } } },
			{
				say: "the science museum or the zoo, which is better on a rainy day?",
				expect: { places: [{ name: "science museum" }, { name: "zoo" }], question: { form: "which" } },
			},
			{ say: "the london eye or the shard?", expect: { intent: "compare" } },
			{ say: "is the zoo or the natural history museum better for a 3yo?", expect: { intent: "compare" } },
			{ say: "the shard or the london eye, which has better views?", expect: { intent: "compare" } },
			{ say: "the aquarium or the science museum for a 6 year old?", expect: { intent: "compare" } },
		],
		// Two kinds, not two places: a find of both ("a museum or an aquarium for a rainy day").
		counterexamples: [
			"museums or parks?",
			"indoors or outdoors?",
			"geysers or hot springs that are stroller friendly",
			"a museum or an aquarium for a rainy day",
			"museum or aquarium for a rainy day?",
			"zoo or aquarium thats ok with a buggy?",
			"castles or palaces the kids will like",
			"a farm or petting zoo thats good for toddlers",
		],
	},
	{
		id: "compare-fit",
		intent: "compare",
		priority: 60,
		pattern: FIT_WORDS,
		when: (r) => !asksForPlaces(r) && (namesNoKind(r) || r.places.length > 0) && JUDGED.test(r.text) && !findsAWay(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			quietIfCrowded(ask, r.text);
		},
		examples: [
			{
				say: "is it worth going to the zoo if it rains",
				expect: { places: [{ name: "zoo" }], question: { topic: "fit", also: ["weather"] } },
			},
			{
				say: "is kew gardens worth it in april",
				expect: { places: [{ name: "kew gardens" }], question: { topic: "fit", also: ["season"] } },
			},
			{
				say: "is the london eye too scary for a 5 year old",
				expect: { question: { topic: "fit", also: ["scary"] }, who: { ages: [5] } },
			},
			{
				say: "is the zoo worth it with a toddler?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "too babyish for a 15-year-old?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { ages: [15], group: "teens" } },
			},
			{
				say: "changing of the guard – worth it with a toddler or too crowded?",
				expect: {
					places: [{ name: "changing of the guard", id: null }],
					question: { form: "yes-no", topic: "fit", also: ["crowds"] },
					who: { group: "youngest" },
				},
			},
		],
		counterexamples: [
			"something fun for a 3 year old",
			"wet weekend, free indoor fun for a 6 year old",
			"museums good for toddlers?",
			"a playground for the toddler",
			"just for the little one",
			"what about for the teens",
		],
	},
	// Whether a named place works with a buggy or without steps ("is hyde park doable with a pram?"):
	// the buggy or the steps are what it asks, not whether it suits an age.
	{
		id: "about-need",
		intent: "about",
		priority: 61,
		pattern: FIT_WORDS,
		when: (r) => r.places.length > 0 && !asksForPlaces(r) && needAsked(r.text) !== null && !namesWho(r.text),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", needAsked(r.text));
		},
		examples: [
			{
				say: "is hyde park doable with a buggy",
				expect: { places: [{ name: "hyde park" }], question: { form: "yes-no", topic: "stroller" } },
			},
			{
				say: "the zoo - doable with a pushchair?",
				expect: { places: [{ name: "zoo" }], question: { form: "yes-no", topic: "stroller" } },
			},
			{
				say: "Kew Gardens - doable with a double buggy?",
				expect: { places: [{ name: "Kew Gardens" }], question: { topic: "stroller" } },
			},
			{ say: "is the tower of london doable with a stroller", expect: { question: { topic: "stroller" } } },
			{
				say: "is the tower doable for grandma, she cant do steps",
				expect: { places: [{ name: "tower" }], question: { topic: "step-free" } },
			},
			{
				say: "natural history museum in a wheelchair, is it manageable?",
				expect: { places: [{ id: "saved-nhm" }], question: { topic: "step-free" } },
			},
			{ say: "is the london eye doable in a wheelchair", expect: { question: { topic: "step-free" } } },
		],
		counterexamples: [
			"is the zoo worth it with a toddler?",
			"is the tower doable with a 3 year old and a buggy?",
			"parks that are doable with a buggy",
		],
	},
	// Whether a thing to do, not a place, suits the kids ("whale watching with a 3 year old, good idea?").
	{
		id: "compare-activity",
		intent: "compare",
		priority: 61,
		pattern: FIT_WORDS,
		when: (r) => r.places.length === 0 && !asksForPlaces(r) && JUDGED.test(r.text) && activityIn(r.text) !== null,
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			const activity = activityIn(r.text) ?? "";
			// "whale watching" when the trip has a whale watch: the question is about that place.
			const place = activity ? placeOfActivity(activity, r.trip.places ?? [], r.trip.location) : null;
			ask.places = place ? [{ name: activity, id: place.id }] : [];
			ask.words = [activity].filter(Boolean);
			quietIfCrowded(ask, r.text);
		},
		examples: [
			{
				say: "whale watching with a 3 year old, good idea?",
				expect: {
					places: [],
					words: ["whale watching"],
					kinds: [],
					question: { form: "yes-no", topic: "fit" },
					who: { ages: [3] },
				},
			},
			{
				say: "is whale watching worth it with a toddler?",
				expect: { places: [], words: ["whale watching"], question: { topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "kayaking with a 5 year old - worth it?",
				expect: { words: ["kayaking"], question: { form: "yes-no", topic: "fit" } },
			},
			{
				say: "dolphin watching with our 6 and 8 year old, too much for them?",
				trip: {
					places: [
						{ id: "cat-dolphins", name: "Gulf Dolphin Watch Cruises" },
						{ id: "cat-beach", name: "Sand Beach" },
					],
				},
				expect: { intent: "compare", places: [{ id: "cat-dolphins" }], question: { form: "yes-no", topic: "fit" } },
			},
		],
		counterexamples: [
			"museums good for toddlers?",
			"something fun for a 3 year old",
			"any good ideas for the morning?",
			"is the zoo worth it with a toddler?",
			// Where to swim, not whether swimming suits them.
			"swimming with a toddler?",
		],
	},
];

/** "Too crowded?", "too busy?": a quiet place is wanted as well. */
function quietIfCrowded(ask: Ask, text: string): void {
	if (/\btoo (?:crowded|busy)\b/.test(text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
}

/**
 * The one place of the trip a thing to do names by its own words ("whale watching" the Whale Watch
 * Co., "kayaking" the Kayak Tours): the activity's verb without its -ing; null when none or several.
 */
function placeOfActivity(
	activity: string,
	places: readonly { id: string; name: string }[],
	location: string,
): { id: string } | null {
	const words = activity.split(" ");
	const verb = words.at(-1) ?? "";
	const stem = verb.replace(/(?:([b-df-hj-np-tv-z])\1)?ing$/, "$1");
	for (const base of [stem, `${stem}e`]) {
		const found = placesNamedIn([...words.slice(0, -1), base].join(" "), places, location);
		if (found.length === 1 && found[0]) return found[0].place;
	}
	return null;
}
