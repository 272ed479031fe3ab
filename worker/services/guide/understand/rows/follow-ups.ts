import type { Ask } from "../../../../../domain/guide/ask";
import { PLACE_CATEGORIES } from "../../../../../domain/place/vocabulary";
import type { FollowUpRow, Reading } from "../types";
import { FIND_WORDS, questionForm, questionOf, topicOf } from "./intents";

/**
 * How an ask is carried through the conversation, as rows. The message is first read on its own
 * (`fresh`); a follow-up row that claims it changes the last turn's ask instead ("anything
 * cheaper?", "outdoors now", "not museums", "closer", "just for the little one", "more like that",
 * "what about for the teens"). A message that names a kind of place of its own, a place, a question
 * or a command is a new ask, and keeps nothing of the last one; so is one asking for someone else in
 * words of its own ("something wild for the 15 year old"): the new-ask row, whose examples and
 * counterexamples say where carrying stops.
 */

/** Words that mark a message as a change to the last ask. */
const MARKED =
	/\b(?:instead|what about|how about|and for|any(?:thing|where|one)? (?:cheaper|closer|nearer|else|other)|cheaper|closer|nearer|now|also|too|as well|only|just|rather|actually|more like|similar|again|other options|any others?|same but|same for|same thing|make it)\b/;

/** Asking for ideas afresh ("rainy day ideas", "what can we do tomorrow?"): a new ask unless marked ("any other ideas?"). */
const IDEAS =
	/\b(?:ideas?|suggest\w*|recommend\w*|things to do|what (?:can|could|should|shall) we do|where (?:can|could|should|shall) we go)\b/;

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
function changeFind(previous: Ask, fresh: Ask): Ask {
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
		// A day being planned stays one: "make it indoors" changes the day's ask.
		intent: previous.intent === "one-day" ? "one-day" : "find",
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
	// Unmarked, it is short and says nothing the vocabulary does not know ("something thrilling for a
	// teenager" is a new ask; "indoors?", "for the 3 year old" change the last one).
	(MARKED.test(reading.text) ||
		(reading.text.split(" ").length <= SHORT && reading.scan.unknown.length === 0 && !IDEAS.test(reading.text)));

/** What a family lets go of ("noise is fine now", "doesn't have to be free"), and the slots it clears. */
const LET_GO: readonly { pattern: RegExp; clear: (ask: Ask) => void }[] = [
	{
		pattern:
			/\b(?:noise|loud|noisy)(?: is| s)? (?:fine|ok|okay|no problem)|(?:doesnt|dont) (?:have|need) to be quiet\b/,
		clear: (ask) => {
			ask.needs = ask.needs.filter((need) => need !== "not-loud" && need !== "quiet");
		},
	},
	{
		pattern:
			/\b(?:(?:doesnt|dont) (?:have|need) to be (?:free|cheap)|any price|price (?:doesnt|dont) matter|forget the budget|money is no object)\b/,
		clear: (ask) => {
			ask.price = null;
		},
	},
	{
		pattern:
			/\b(?:(?:doesnt|dont) (?:have|need) to be (?:indoors?|outdoors?|inside|outside)|indoors? or outdoors?|inside or outside)\b/,
		clear: (ask) => {
			ask.setting = "either";
		},
	},
	{
		pattern:
			/\b(?:(?:doesnt|dont) (?:have|need) to be (?:close|near|nearby)|further is fine|(?:can|happy to) travel|distance (?:doesnt|dont) matter)\b/,
		clear: (ask) => {
			ask.where = { ...ask.where, close: false, withinMinutes: null };
		},
	},
	{
		pattern: /\b(?:for (?:all of us|everyone|the whole family|both of them|all the kids)|everyone together)\b/,
		clear: (ask) => {
			ask.who = { ages: [], group: "everyone" };
		},
	},
];

/** Whether the message names who it is for, and that differs from the last ask's. */
const whoChanged = (fresh: Ask, previous: Ask) =>
	(fresh.who.ages.length > 0 || fresh.who.group !== "everyone") &&
	(fresh.who.group !== previous.who.group || fresh.who.ages.join() !== previous.who.ages.join());

/**
 * A new ask after a find: the message names a thing to look for of its own (a kind, an interest, a
 * place, a meal), or asks for someone else in words of its own ("something wild for the 15 year
 * old"). Nothing of the last ask is kept (no stale indoors, free, not loud or not museums).
 */
const startsFresh = (fresh: Ask, previous: Ask, reading: Reading) =>
	(previous.intent === "find" || previous.intent === "one-day") &&
	fresh.intent === "find" &&
	fresh.moreLike === null &&
	(namesItsOwn(fresh) || (whoChanged(fresh, previous) && reading.scan.unknown.length > 0));

/** The three turns the carry examples follow on from. */
const RAINY_FREE_NOT_MUSEUMS = ["rainy day ideas, nothing loud", "free stuff", "not museums please"];

export const FOLLOW_UP_ROWS: readonly FollowUpRow[] = [
	{
		id: "new-ask",
		priority: 85,
		changes: [],
		claims: startsFresh,
		carry: (_previous, fresh) => fresh,
		examples: [
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "something thrilling for a teenager",
				expect: {
					kinds: ["themePark"],
					who: { group: "teens" },
					setting: null,
					weather: null,
					price: null,
					needs: [],
					avoidKinds: [],
				},
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "how about something wild for the 15 year old",
				expect: {
					who: { ages: [15], group: "teens" },
					setting: null,
					weather: null,
					price: null,
					needs: [],
					avoidKinds: [],
				},
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "now something exciting for my teenager",
				expect: { who: { group: "teens" }, setting: null, price: null, needs: [], avoidKinds: [] },
			},
			{
				before: ["somewhere not loud for the baby", "anything free?"],
				say: "playgrounds near hyde park",
				expect: { kinds: ["playground"], needs: [], price: null },
			},
		],
		counterexamples: [
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "anything cheaper?" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "outdoors now" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "not museums" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "closer" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "just for the little one" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "more like that" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "what about for the teens" },
			{ before: RAINY_FREE_NOT_MUSEUMS, say: "something for the teenager" },
		],
	},
	{
		id: "let-go",
		priority: 70,
		changes: ["needs", "price", "setting", "where", "who"],
		claims: (fresh, previous, reading) =>
			previous.intent === "find" && !namesItsOwn(fresh) && LET_GO.some((row) => row.pattern.test(reading.text)),
		carry: (previous, fresh, reading) => {
			const ask = changeFind(previous, { ...fresh, setting: null, price: null, needs: [], who: previous.who });
			for (const row of LET_GO) if (row.pattern.test(reading.text)) row.clear(ask);
			return ask;
		},
		examples: [
			{
				before: ["somewhere quiet and free, not loud please"],
				say: "actually noise is fine now",
				expect: { needs: [], price: { free: true } },
			},
			{ before: ["free indoor ideas"], say: "doesn't have to be free", expect: { price: null, setting: "indoor" } },
			{
				before: ["rainy day museums"],
				say: "indoors or outdoors, we don't mind",
				expect: { setting: "either", kinds: ["museum"] },
			},
			{
				before: ["playgrounds for the little one"],
				say: "something for all of us instead",
				expect: { who: { group: "everyone" } },
			},
		],
		counterexamples: [{ before: ["museums"], say: "noise is fine, what about the zoo?" }],
	},
	{
		id: "rainy-days-of-the-plan",
		priority: 80,
		changes: ["rainyDates"],
		claims: (fresh, previous) => previous.intent === "plan-days" && fresh.rainyDates.length > 0 && !namesItsOwn(fresh),
		carry: (previous, fresh) => ({
			...previous,
			rainyDates: [...new Set([...previous.rainyDates, ...fresh.rainyDates])].sort(),
		}),
		examples: [
			{
				before: ["plan our days please"],
				say: "day 3 will be rainy",
				expect: { intent: "plan-days", rainyDates: ["2027-04-14"] },
			},
			{
				before: ["plan our days please", "day 3 will be rainy"],
				say: "and friday looks wet too",
				expect: { intent: "plan-days", rainyDates: ["2027-04-14", "2027-04-16"] },
			},
		],
		counterexamples: [{ before: ["museums"], say: "day 3 will be rainy" }],
	},
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
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "more like that",
				shown: [{ id: "p1", name: "Science Museum" }],
				expect: { moreLike: "p1", setting: "indoor", price: { free: true }, avoidKinds: ["museum"] },
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
		claims: (fresh, previous, reading) =>
			(previous.intent === "find" || previous.intent === "one-day") && onlyHow(fresh, reading) && !isEmpty(fresh),
		carry: changeFind,
		examples: [
			{
				before: ["plan saturday for us"],
				say: "make it indoors, it might rain",
				expect: { intent: "one-day", day: { label: "saturday" }, setting: "indoor" },
			},
			{
				before: ["museums near the tower"],
				say: "same but for tomorrow",
				expect: { kinds: ["museum"], day: { label: "tomorrow" } },
			},
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
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "anything cheaper?",
				expect: {
					weather: "rain",
					setting: "indoor",
					price: { free: true, cheap: true },
					needs: ["not-loud"],
					avoidKinds: ["museum"],
				},
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "outdoors now",
				expect: { setting: "outdoor", price: { free: true }, needs: ["not-loud"], avoidKinds: ["museum"] },
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "closer",
				expect: { setting: "indoor", price: { free: true }, avoidKinds: ["museum"], where: { close: true } },
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "just for the little one",
				expect: { setting: "indoor", price: { free: true }, avoidKinds: ["museum"], who: { group: "youngest" } },
			},
		],
		counterexamples: [
			{ before: ["somewhere not loud for the baby"], say: "museums near the tower" },
			{ before: ["somewhere not loud for the baby"], say: "is the zoo open on mondays?" },
			{ before: ["broadway show for teens?"], say: "rainy day ideas" },
			{ before: ["something fun in the evening"], say: "something thrilling for a teenager" },
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
