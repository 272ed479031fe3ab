import type { IntentRow } from "../../types";
import { TOPIC_ROWS } from "../topics";
import {
	activityIn,
	asksForPlaces,
	ELSEWHERE,
	FACILITIES,
	findsAWay,
	JUDGED,
	namesNoKind,
	OPENS_ABOUT,
	QUESTION_OPENING,
	questionForm,
	questionOf,
	SOFT_FIND,
	topicOf,
	YES_NO_START,
} from "./words";

/** Questions: comparisons, yes/no, and questions about places. */
export const QUESTIONS_ROWS: readonly IntentRow[] = [
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
		],
		counterexamples: ["museums or parks?", "indoors or outdoors?"],
	},
	{
		id: "compare-fit",
		intent: "compare",
		priority: 60,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => !asksForPlaces(r) && (namesNoKind(r) || r.places.length > 0) && JUDGED.test(r.text) && !findsAWay(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
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
	// Whether a thing to do, not a place, suits the kids ("whale watching with a 3 year old, good idea?").
	{
		id: "compare-activity",
		intent: "compare",
		priority: 61,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => r.places.length === 0 && !asksForPlaces(r) && JUDGED.test(r.text) && activityIn(r.text) !== null,
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			ask.places = [];
			ask.words = [activityIn(r.text) ?? ""].filter(Boolean);
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
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
	// About one or several named places.
	{
		id: "about-question",
		intent: "about",
		priority: 50,
		when: (r) => {
			if (r.places.length === 0) return false;
			const topic = topicOf(r.text);
			// "is the serpentine lido open in april? the 8yo wants a swim": opens with a question about the place.
			// "natural history museum in dc - timed pass or can we just walk in?": the place first, then a
			// question of a topic about it (its words are the question's, "walk in" no walk wanted).
			const first = r.places[0]?.name.toLowerCase() ?? "\u0000";
			const at = r.text.indexOf(first);
			// A place of the trip, resolved, first: any question after it is about it ("… - can we bring a scooter?").
			const led =
				(topic !== null || r.places[0]?.id != null) &&
				!ELSEWHERE.test(r.text) &&
				at >= 0 &&
				at <= 4 &&
				/^[^,:;?!.]{0,30}?(?:\s-\s|[,:;])\s*\S/.test(r.text.slice(at + first.length));
			// "any food at the science museum?": a facility of a place of the trip, asked there.
			const there = topic !== null && FACILITIES.has(topic) && r.places.some((place) => askedAt(r.text, place));
			const opens = (OPENS_ABOUT.test(r.text) && at < 40) || led || there;
			// "toilets near the science museum?": a facility there, not places near it; "how long is the
			// drive to the hoh rain forest?" asks the way from where they are.
			const facility =
				(topic !== null && FACILITIES.has(topic) && r.near?.near.kind === "place") ||
				topic === "distance" ||
				topic === "travel-time";
			// "anything for a toddler there, and is it free?": a soft ask about the place itself.
			const soft = SOFT_FIND.test(r.text) && !ELSEWHERE.test(r.text) && topic !== null;
			// A real question: a question mark, or a clause that opens like one.
			const asked =
				/\?/.test(r.text) || r.text.split(/[.,;:!]+|\s-\s/).some((part) => QUESTION_OPENING.test(part.trim()));
			return (
				asked &&
				(namesNoKind(r) || opens) &&
				(!asksForPlaces(r) || soft) &&
				((r.near?.near.kind !== "place" && r.near?.near.kind !== "area") || facility) &&
				(topic !== null || YES_NO_START.test(r.text) || /\?|^(?:what|how|when|where|who|why|which)\b/.test(r.text))
			);
		},
		set: (ask, r) => {
			ask.question = questionOf(r.text, questionForm(r.text));
		},
		examples: [
			{
				say: "best time to visit the tower to avoid queues",
				expect: { places: [{ name: "tower" }], question: { topic: "tips", also: ["crowds"] } },
			},
			{ say: "is it ok to take a scooter in the park", expect: { places: [{ name: "park" }], where: { near: null } } },
			{
				say: "is the second one free?",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
					],
				},
				expect: { places: [{ id: "c2" }], question: { form: "yes-no", topic: "price" } },
			},
			{ say: "what time does the london eye close", expect: { question: { topic: "hours" }, where: { close: false } } },
			{
				say: "when does old faithful go off?",
				trip: { location: "Yellowstone National Park, WY, USA" },
				expect: { places: [{ name: "old faithful" }], question: { form: "info", topic: "hours" } },
			},
			{
				say: "how long does it take to get to greenwich by boat",
				expect: { question: { topic: "travel-time" }, places: [{ name: "greenwich" }] },
			},
			{
				say: "air and space museum: free? need to book?",
				expect: {
					places: [{ name: "air and space museum" }],
					question: { form: "yes-no", topic: "price", also: ["booking"] },
				},
			},
			{
				say: "natural history museum in dc - timed pass or can we just walk in?",
				trip: { location: "Washington, D.C., USA" },
				expect: { places: [{ id: "saved-nhm" }], kinds: [], question: { topic: "booking" } },
			},
			{
				say: "cades cove, how long does the loop take?",
				expect: { places: [{ name: "cades cove" }], question: { form: "info", topic: "visit-length" } },
			},
			{
				say: "cades cove, is the campground open in april?",
				expect: { places: [{ name: "cades cove" }], kinds: [], question: { topic: "hours" } },
			},
			{
				say: "science center - how long, and is there stuff for a 3yo?",
				expect: { places: [{ name: "science center" }], question: { topic: "visit-length" }, who: { ages: [3] } },
			},
			{
				say: "how far is the lincoln memorial from the white house visitor center, walking with a stroller",
				expect: {
					places: [{ name: "lincoln memorial" }, { name: "white house visitor center" }],
					question: { topic: "distance" },
				},
			},
			{
				say: "is the science museum free, do we need to book?",
				expect: {
					question: { form: "yes-no", topic: "price", also: ["booking"] },
					places: [{ name: "science museum" }],
				},
			},
			{
				say: "is the science museum free?",
				expect: { question: { form: "yes-no", topic: "price" }, places: [{ name: "science museum" }] },
			},
			{
				say: "what time does the Natural History Museum close",
				expect: { question: { form: "info", topic: "hours" } },
			},
			{ say: "do we need to book the Tower of London?", expect: { question: { form: "yes-no", topic: "booking" } } },
			// A place of the trip named first, then any question, even one no topic row knows.
			{
				say: "science museum - can we bring a scooter?",
				trip: { places: [{ id: "cat-sci", name: "Science Museum" }] },
				expect: { intent: "about", places: [{ id: "cat-sci" }] },
			},
			{
				say: "any food at the national zoo?",
				trip: { location: "Washington, D.C., USA", places: [{ id: "cat-zoo", name: "Smithsonian's National Zoo" }] },
				expect: { intent: "about", places: [{ id: "cat-zoo" }], question: { topic: "food" } },
			},
		],
		counterexamples: [
			"museums near the science museum",
			"lunch near the science museum",
			"is there a playground near hyde park?",
			{ say: "playgrounds near the science museum?", trip: { places: [{ id: "cat-sci", name: "Science Museum" }] } },
			{ say: "any food near the science museum?", trip: { places: [{ id: "cat-sci", name: "Science Museum" }] } },
		],
	},
	{
		id: "about-name",
		intent: "about",
		priority: 45,
		when: (r) =>
			r.places.length > 0 && namesNoKind(r) && !asksForPlaces(r) && r.near === null && r.scan.unknown.length === 0,
		set: (ask, r) => {
			ask.question = questionOf(r.text, "info", topicOf(r.text) ?? "what-is-it");
		},
		examples: [
			{
				say: "tower of london",
				expect: { places: [{ name: "tower of london" }], question: { form: "info", topic: "what-is-it" } },
			},
			{ say: "Legoland Windsor", expect: { places: [{ name: "Legoland Windsor" }] } },
			// A lone capitalised word the vocabulary does not know is a name.
			{ say: "Dollywood", expect: { places: [{ name: "Dollywood" }] } },
			{ say: "the science museum", expect: { places: [{ name: "science museum" }] } },
		],
		counterexamples: ["museums", "xyzzy", "pizza", "ice cream", "under £10 each"],
	},
];

/** Whether a text asks at a place of the trip ("any food at the science museum?"). */
function askedAt(text: string, place: { name: string; id: string | null }): boolean {
	const at = text.indexOf(place.name.toLowerCase());
	return place.id !== null && at > 0 && /\bat (?:[a-z]+ )?$/.test(text.slice(Math.max(0, at - 12), at));
}
