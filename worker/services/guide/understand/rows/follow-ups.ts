import type { Ask } from "../../../../../domain/guide/ask";
import { PLACE_CATEGORIES } from "../../../../../domain/place/vocabulary";
import type { FollowUpRow, Reading } from "../types";
import { FIND_WORDS, questionForm, topicOf } from "./intents";

/**
 * How an ask is carried through the conversation, as rows. The message is first read on its own
 * (`fresh`); a follow-up row that claims it changes the last turn's ask instead ("anything
 * cheaper?", "outdoors now", "not museums", "closer", "just for the little one", "more like that",
 * "what about for the teens"). A message that names a kind of place of its own, a place, a question
 * or a command is a new ask, and keeps nothing of the last one.
 */

/** Words that mark a message as a change to the last ask. */
const MARKED =
	/\b(?:instead|what about|how about|and for|any(?:thing|where|one)? (?:cheaper|closer|nearer|else|other)|cheaper|closer|nearer|now|also|too|as well|only|just|rather|actually|more like|similar|again|other options|any others?)\b/;

/** The most words of an unmarked message that only changes how ("indoors?", "free ones for the 3 year old"). */
const SHORT = 9;

/** Whether the fresh ask names anything to look for of its own (a kind, an interest, a place, a meal). */
const namesItsOwn = (fresh: Ask) =>
	fresh.kinds.length > 0 ||
	fresh.words.length > 0 ||
	fresh.food.length > 0 ||
	fresh.places.length > 0 ||
	fresh.meal !== null;

/** The last ask with this message's changes on top (see the find follow-up row). */
export function changeFind(previous: Ask, fresh: Ask): Ask {
	const setting = fresh.setting ?? previous.setting;
	const avoidKinds = [...new Set([...previous.avoidKinds, ...fresh.avoidKinds])];
	// This message's setting wins ("outdoors now"): kinds of the other setting go with the old one.
	const kinds = previous.kinds.filter((name) => {
		if (avoidKinds.includes(name)) return false;
		if (fresh.setting === null || fresh.setting === "either") return true;
		const own = PLACE_CATEGORIES[name].setting;
		return own === null || own === fresh.setting;
	});
	const price =
		previous.price === null && fresh.price === null
			? null
			: {
					free: (fresh.price?.free ?? false) || (previous.price?.free ?? false),
					cheap: (fresh.price?.cheap ?? false) || (previous.price?.cheap ?? false),
					max: fresh.price?.max ?? previous.price?.max ?? null,
				};
	const whoSaid = fresh.who.ages.length > 0 || fresh.who.group !== "everyone";
	return {
		...previous,
		intent: "find",
		kinds,
		avoidKinds,
		avoidWords: [...new Set([...previous.avoidWords, ...fresh.avoidWords])],
		setting,
		weather: fresh.weather ?? previous.weather,
		price,
		who: whoSaid ? fresh.who : previous.who,
		needs: [...new Set([...previous.needs, ...fresh.needs])],
		where: {
			near: fresh.where.near ?? previous.where.near,
			withinMinutes: fresh.where.withinMinutes ?? previous.where.withinMinutes,
			mode: fresh.where.mode ?? previous.where.mode,
			close: fresh.where.close || previous.where.close,
		},
		timeOfDay: fresh.timeOfDay ?? previous.timeOfDay,
		day: fresh.day ?? previous.day,
		visitLength: fresh.visitLength ?? previous.visitLength,
		trailKm: fresh.trailKm ?? previous.trailKm,
		exclude: [...previous.exclude, ...fresh.exclude].slice(0, 20),
		moreLike: fresh.moreLike,
		again: fresh.again,
		question: null,
		path: null,
		reply: null,
		outside: null,
	};
}

/** Whether a message only changes how (no kind, interest, place or meal of its own). */
const onlyHow = (fresh: Ask, reading: Reading) =>
	fresh.intent === "find" &&
	!namesItsOwn(fresh) &&
	(MARKED.test(reading.text) || reading.text.split(" ").length <= SHORT);

export const FOLLOW_UP_ROWS: readonly FollowUpRow[] = [
	{
		id: "more-like-that",
		priority: 90,
		changes: ["moreLike"],
		claims: (fresh, previous) => fresh.moreLike !== null && previous.intent === "find",
		carry: (previous, fresh) => ({ ...changeFind(previous, fresh), moreLike: fresh.moreLike }),
		examples: [
			{
				before: ["rainy day ideas"],
				say: "more like that",
				shown: [{ id: "p1", name: "Science Museum" }],
				expect: { moreLike: "p1", weather: "rain", setting: "indoor" },
			},
		],
		counterexamples: [{ before: [], say: "more like that" }],
	},
	{
		id: "change-find",
		priority: 50,
		changes: [
			"setting",
			"weather",
			"price",
			"who",
			"needs",
			"where",
			"avoidKinds",
			"avoidWords",
			"timeOfDay",
			"day",
			"visitLength",
			"trailKm",
			"exclude",
			"again",
		],
		claims: (fresh, previous, reading) => previous.intent === "find" && onlyHow(fresh, reading) && !isEmpty(fresh),
		carry: changeFind,
		examples: [
			{
				before: ["lunch near the science museum"],
				say: "anything cheaper?",
				expect: { meal: "lunch", price: { cheap: true }, kinds: ["food"] },
			},
			{
				before: ["rainy day ideas"],
				say: "not museums",
				expect: { weather: "rain", setting: "indoor", avoidKinds: ["museum"] },
			},
			{ before: ["rainy day ideas"], say: "not museums please", expect: { weather: "rain", avoidKinds: ["museum"] } },
			{
				before: ["museums and an aquarium, it's pouring"],
				say: "outdoors now",
				expect: { setting: "outdoor", kinds: [], weather: "rain" },
			},
			{ before: ["parks for the kids"], say: "closer", expect: { kinds: ["park"], where: { close: true } } },
			{
				before: ["playgrounds near our hotel"],
				say: "just for the little one",
				expect: { kinds: ["playground"], who: { group: "youngest" } },
			},
			{
				before: ["something fun in the evening"],
				say: "what about for the teens",
				expect: { timeOfDay: "evening", who: { group: "teens" } },
			},
		],
		counterexamples: [
			{ before: ["somewhere not loud for the baby"], say: "museums near the tower" },
			{ before: ["somewhere not loud for the baby"], say: "is the zoo open on mondays?" },
		],
	},
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
			question: { form: questionForm(reading.text), topic: topicOf(reading.text), also: [] },
		}),
		examples: [
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
					intent: "about",
					places: [{ name: "tower of london" }],
					question: { topic: "fit" },
					who: { group: "youngest" },
				},
			},
		],
		counterexamples: [{ before: ["museums"], say: "do we need to book?" }],
	},
];

/** An ask that says nothing at all. */
function isEmpty(ask: Ask): boolean {
	return (
		ask.kinds.length === 0 &&
		ask.avoidKinds.length === 0 &&
		ask.avoidWords.length === 0 &&
		ask.setting === null &&
		ask.weather === null &&
		ask.price === null &&
		ask.who.ages.length === 0 &&
		ask.who.group === "everyone" &&
		ask.needs.length === 0 &&
		ask.where.near === null &&
		ask.where.withinMinutes === null &&
		!ask.where.close &&
		ask.timeOfDay === null &&
		ask.day === null &&
		ask.visitLength === null &&
		ask.trailKm === null &&
		ask.exclude.length === 0 &&
		ask.moreLike === null &&
		!ask.again
	);
}
