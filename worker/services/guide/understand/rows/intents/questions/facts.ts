import { normalise } from "../../../text";
import type { IntentRow } from "../../../types";
import {
	asksAQuestion,
	asksForPlaces,
	ELSEWHERE,
	FACILITIES,
	namesNoKind,
	OPENS_ABOUT,
	questionForm,
	questionOf,
	SOFT_FIND,
	SOFT_WHERE,
	topicOf,
	YES_NO_START,
} from "../words";

/** A park and the lodge named after it. */
const ANIMAL_KINGDOM = [
	{ id: "cat-akl", name: "Disney's Animal Kingdom Lodge" },
	{ id: "cat-ak", name: "Disney's Animal Kingdom" },
];

/**
 * A fact asked about a named place: one of its facilities ("is there a lift at the london eye?",
 * "any food at the national zoo?"), or anything asked of it, by a question that opens on it or
 * follows its name ("what time does the london eye close", "cades cove, how long does the loop
 * take?"), each with its examples and the finds near a place it must leave alone.
 */
export const FACTS_ROWS: readonly IntentRow[] = [
	// "Is there a lift at the london eye?", "are there toilets in hyde park": a facility of the place
	// named (its lift, its loos, its cafe), not places to find.
	{
		id: "about-facility",
		intent: "about",
		priority: 52,
		pattern: /^(?:and |so |also |ok )?(?:is|are) there\b/,
		when: (r) => {
			const topic = topicOf(r.text);
			return (
				topic !== null &&
				FACILITIES.has(topic) &&
				r.places.some((place) =>
					new RegExp(`\\b(?:at|in|inside|on) (?:the )?${escaped(normalise(place.name))}\\b`).test(r.text),
				)
			);
		},
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no");
		},
		examples: [
			{
				say: "is there a lift at the london eye",
				expect: { places: [{ name: "london eye" }], question: { form: "yes-no", topic: "step-free" }, words: [] },
			},
			{
				say: "is there an elevator at the tower of london",
				expect: { places: [{ name: "tower of london" }], question: { topic: "step-free" }, kinds: [] },
			},
			{
				say: "is there a cafe at the science museum?",
				expect: { places: [{ name: "science museum" }], question: { topic: "food" } },
			},
			{
				say: "are there toilets in hyde park",
				expect: { places: [{ id: "saved-hyde" }], question: { topic: "toilets" } },
			},
			{ say: "is there step free access at the natural history museum?", expect: { question: { topic: "step-free" } } },
		],
		counterexamples: [
			"is there a playground in hyde park?",
			"is there a playground near hyde park?",
			"is there a cafe near the science museum?",
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
			// "will a stroller fit in the science museum": a buggy or steps inside the place named.
			const facility =
				(topic !== null && FACILITIES.has(topic) && r.near?.near.kind === "place") ||
				((topic === "stroller" || topic === "step-free") && r.near?.near.kind === "area" && r.places.length > 0) ||
				topic === "distance" ||
				topic === "travel-time";
			// "anything for a toddler there, and is it free?": a soft ask about the place itself.
			// "is the british museum free and is there somewhere to eat?": somewhere said after a question
			// opening on the place is the place's own.
			const after =
				OPENS_ABOUT.test(r.text) && [...r.text.matchAll(SOFT_WHERE)].every((word) => (word.index ?? 0) > at);
			const soft = (SOFT_FIND.test(r.text) || after) && !ELSEWHERE.test(r.text) && topic !== null;
			// A real question: a question mark, or a clause that opens like one.
			const asked = asksAQuestion(r.text);
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
			// How they go is the way asked about ("by car", "on the tube"), never a kind of place.
			{
				say: "how far is the tower of london from the london eye by car?",
				expect: {
					places: [{ name: "tower of london" }, { name: "london eye" }],
					where: { mode: "drive" },
					question: { topic: "travel-time" },
				},
			},
			{ say: "how long to the zoo on the tube?", expect: { where: { mode: "transit" }, kinds: [], words: [] } },
			// The way is measured from the place said after "from" (not the trip's own city, nor a flight's).
			{
				say: "how far is the zoo from the tower of london?",
				expect: { where: { near: { kind: "place", name: "tower of london" } }, question: { topic: "distance" } },
			},
			// A buggy or steps asked about a place: that need.
			{ say: "can we take the stroller to the tower of london", expect: { question: { topic: "stroller" } } },
			{ say: "is the natural history museum pushchair friendly?", expect: { question: { topic: "stroller" } } },
			{ say: "can grandma get round the science museum without stairs?", expect: { question: { topic: "step-free" } } },
			{ say: "is kew gardens ok with a stroller?", expect: { question: { topic: "stroller" } } },
			{ say: "is the eye ok with a buggy", expect: { question: { topic: "stroller" } } },
			{ say: "can you take a pram on the thames clipper?", expect: { question: { topic: "stroller" } } },
			{ say: "can we bring the pram into the aquarium?", expect: { question: { topic: "stroller" } } },
			{
				say: "will a stroller fit in the science museum",
				expect: { places: [{ name: "science museum" }], question: { topic: "stroller" } },
			},
			{ say: "is the aquarium accessible for a wheelchair", expect: { question: { topic: "step-free" } } },
			// A place of the trip named first, then any question, even one no topic row knows.
			{
				say: "science museum - can we bring a scooter?",
				trip: { places: [{ id: "cat-sci", name: "Science Museum" }] },
				expect: { intent: "about", places: [{ id: "cat-sci" }] },
			},
			// The way between two places: about the one it goes to, from the one after "from", though
			// the first name holds the second's words.
			{
				say: "how do we get from animal kingdom lodge to animal kingdom?",
				trip: { location: "Orlando, FL, USA", places: ANIMAL_KINGDOM },
				expect: {
					intent: "about",
					places: [{ id: "cat-ak" }],
					where: { near: { kind: "place", id: "cat-akl" } },
					question: { topic: "travel-time" },
				},
			},
			{
				say: "how far is animal kingdom from animal kingdom lodge?",
				trip: { location: "Orlando, FL, USA", places: ANIMAL_KINGDOM },
				expect: { intent: "about", places: [{ id: "cat-ak" }], where: { near: { kind: "place", id: "cat-akl" } } },
			},
			// A soft ask beside a question about the place named is about the place.
			{
				say: "Is the British Museum free and is there somewhere to eat?",
				expect: {
					intent: "about",
					places: [{ name: "British Museum" }],
					kinds: [],
					question: { form: "yes-no", topic: "price", also: ["food"] },
				},
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
			"somewhere to eat near the British Museum?",
		],
	},
];

/** A name as a pattern of its own words. */
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a text asks at a place of the trip ("any food at the science museum?"). */
function askedAt(text: string, place: { name: string; id: string | null }): boolean {
	const at = text.indexOf(place.name.toLowerCase());
	return place.id !== null && at > 0 && /\bat (?:[a-z]+ )?$/.test(text.slice(Math.max(0, at - 12), at));
}
