import type { Ask } from "../../../../../domain/guide/ask";
import { PLACE_CATEGORIES } from "../../../../../domain/place/vocabulary";
import { isKindWord } from "../lexicon";
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
	// The kinds gone with the old setting take their words with them ("waterfalls" → "indoors, it's raining").
	const settingTookKinds = previous.kinds.length > 0 && kinds.length === 0 && fresh.setting !== null;
	return {
		...previous,
		words: settingTookKinds ? [] : previous.words,
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
	// "the same but for the baby" changes the last ask; it does not start a new one.
	!(SAME.test(reading.text) && !namesItsOwn(fresh)) &&
	(namesItsOwn(fresh) || (whoChanged(fresh, previous) && reading.scan.unknown.length > 0));

/** The message without its punctuation, for rows that read the whole message ("more?", "ok, and after that?"). */
const bare = (text: string) =>
	text
		.replace(/[.,;:!?]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();

/** Words that open a follow-up and say nothing of their own ("ok", "and", "great, thanks"). */
const OPENERS = String.raw`(?:(?:ok|okay|and|so|great|thanks|thank you|cool|nice|lovely|perfect|right|hmm|yes|yeah|then|alright|all right)\s+)*`;

/** More of the same ask: "more?", "any others?", "anything else?", "show me more please". */
const MORE_OF_THE_SAME = new RegExp(
	String.raw`^${OPENERS}(?:(?:any|some|show (?:me|us)|give (?:me|us)|got any|have you got any|do you have any|a few|a couple|can i see|can we see|can you show (?:me|us))\s+)?(?:more|others?|other ones|other options|other ideas|other places|anything else|what else(?: is there| have you got| do you have)?)(?:\s+(?:please|pls|ideas?|options|places|suggestions|spots|ones|of (?:those|these|them|that)|like (?:those|these|them)))*$`,
);

/** The family asks what comes after the place just talked about ("ok and after that?", "what next?"). */
const AFTER_THAT =
	/\b(?:after that|afterwards|after it|what next|whats next|then what|what now|and then|(?<!day )after(?= *$)|next(?= *$))\b/;

/** Words pointing at the last answer's first place as where to look ("near there", "around it"). */
const THERE = /^(?:there|it|that|that place|this place|them|those|that one|this one)$/;

/** "the same but …", "same for …": the last ask, changed. */
const SAME = /\bsame\b/;

/**
 * What holds for the family whatever they look for next: who it is for, their needs, what they
 * ruled out, and the weather and the day when one was said. Kinds, words, food, where and price
 * belong to the thing they asked for, and go with it.
 */
const familyOf = (previous: Ask): Ask => ({
	...previous,
	intent: "find",
	kinds: [],
	words: [],
	food: [],
	meal: null,
	places: [],
	setting: previous.weather ? previous.setting : null,
	price: null,
	where: { near: null, withinMinutes: null, mode: null, close: false },
	timeOfDay: null,
	visitLength: null,
	trailKm: null,
	moreLike: null,
	again: false,
	together: false,
	question: null,
	path: null,
	reply: null,
	outside: null,
});

/** The last answer's first place, as where to look from; null when the last answer showed none. */
const firstShown = (reading: Reading): NonNullable<Ask["where"]["near"]> | null => {
	const first = reading.conversation.shown[0];
	return first ? { kind: "place", name: first.name, id: first.id } : null;
};

/**
 * A message pointing back at the last answer ("somewhere near there for lunch", "what's near it?"):
 * the place it points at is the last answer's first card. Applied before any row, in a fresh chat too.
 */
export function pointBack(fresh: Ask, reading: Reading): Ask {
	const near = fresh.where.near;
	const shown = reading.conversation.shown;
	if (near?.kind === "place") {
		// "near the second one": the last answer's cards by position.
		const ordinal = ORDINAL.exec(near.name ?? "");
		const at = ordinal ? shownAt(shown, ordinal[1] ?? "") : null;
		if (at) return { ...fresh, where: { ...fresh.where, near: { kind: "place", name: at.name, id: at.id } } };
		if (!THERE.test(near.name ?? "")) return fresh;
		const first = firstShown(reading);
		return { ...fresh, where: { ...fresh.where, near: first } };
	}
	// "what about food there?", "anything to eat around there": where the last answer was; "somewhere
	// to eat nearby?" after an answer about one place: near that place.
	const pointing = THERE_AT_END.test(bare(reading.text)) || (shown.length === 1 && NEARBY.test(bare(reading.text)));
	if (near === null && fresh.intent === "find" && pointing) {
		const first = firstShown(reading);
		if (first) return { ...fresh, where: { ...fresh.where, near: first, close: false } };
	}
	return fresh;
}

/** "nearby", "close by": near the one place the last answer was about. */
const NEARBY = /\b(?:nearby|near by|close by|around there|near there)\b/;

/** "the first one", "the second place", "the last one". */
const ORDINAL = /^(?:the )?(first|second|third|last|1st|2nd|3rd) (?:one|place|pick|card|suggestion)$/;

/** "there" ending a find ("food there", "anything around there"), not "is there …". */
const THERE_AT_END = /(?<!\b(?:is|are|was|were|get|getting|go|going|stay|staying) )\bthere$/;

/** A card of the last answer by its position, when it has one there. */
function shownAt(shown: Reading["conversation"]["shown"], word: string) {
	const index = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2 }[word];
	return word === "last" ? (shown.at(-1) ?? null) : (shown[index ?? -1] ?? null);
}

/** "what about in the marais?", "how about around la jolla": the last ask, in another part of the trip. */
const OTHER_AREA =
	/^(?:(?:and|ok|okay|so|hmm) )*(?:what|how) about (?:in|around|over in|up in|down in|out in|at) (?:the )?([a-z][a-z' -]{1,40}?)(?: instead| then| too)?$/;

/** "what about brooklyn?": a name the reader does not know, after "what about", is another part of the trip. */
const OTHER_NAME =
	/^(?:(?:and|ok|okay|so|hmm) )*(?:what|how) about (?:the )?([a-z][a-z' -]{1,40}?)(?: instead| then| too)?$/;

/** The area a message names after "what about (in)"; null when it names none. */
function otherArea(fresh: Ask, reading: Reading): string | null {
	if (fresh.where.near?.kind === "area") return fresh.where.near.name;
	const text = bare(reading.text);
	const inArea = OTHER_AREA.exec(text)?.[1]?.trim();
	if (inArea) return inArea;
	// Without "in", only a name of words the reader does not know ("brooklyn", not "parks").
	const name = OTHER_NAME.exec(text)?.[1]?.trim();
	// "what about the zoo?" names a kind of place (asked about), not an area.
	if (!name || isKindWord(name)) return null;
	const unknown = new Set(reading.scan.unknown);
	const unresolved = fresh.places.some((place) => place.id === null && place.name.toLowerCase() === name);
	return unresolved || name.split(" ").every((word) => unknown.has(word)) ? name : null;
}

/** A time of day with other places open than the day's ("now something for the evening"). */
const EVENING = "evening";

/** The day after the last ask's day ("and the day after?"); null when it had none. */
function dayAfter(previous: Ask, reading: Reading): Ask["day"] {
	const date = previous.day?.date ?? reading.trip.today;
	if (!/\b(?:the )?(?:day after|next day)\b(?! tomorrow)/.test(reading.text)) return null;
	const next = new Date(`${date}T00:00:00Z`);
	next.setUTCDate(next.getUTCDate() + 1);
	const iso = next.toISOString().slice(0, 10);
	const trip = reading.trip.dates;
	let number: number | null = null;
	if (trip && iso >= trip.start && iso <= trip.end) {
		number = Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${trip.start}T00:00:00Z`)) / 86_400_000) + 1;
	}
	return { date: iso, number, label: null };
}

/** The evening asked for after a daytime ask: other places are open then, so it is another outing. */
const eveningNow = (fresh: Ask, previous: Ask) => fresh.timeOfDay === EVENING && previous.timeOfDay !== EVENING;

/** The day this message asks about, when it differs from the last ask's ("what about tomorrow", "and the day after?"). */
const otherDay = (fresh: Ask, previous: Ask, reading: Reading): Ask["day"] => {
	const day = fresh.day ?? dayAfter(previous, reading);
	if (!day) return null;
	const same = previous.day && (previous.day.date ?? previous.day.label) === (day.date ?? day.label);
	return same ? null : day;
};

/** The three turns the carry examples follow on from. */
const RAINY_FREE_NOT_MUSEUMS = ["rainy day ideas, nothing loud", "free stuff", "not museums please"];

export const FOLLOW_UP_ROWS: readonly FollowUpRow[] = [
	{
		id: "more-of-the-same",
		priority: 88,
		changes: [],
		claims: (fresh, previous, reading) =>
			(previous.intent === "find" || previous.intent === "one-day") &&
			!namesItsOwn(fresh) &&
			MORE_OF_THE_SAME.test(bare(reading.text)),
		// The same ask: what was shown already stays out while anything new keeps it.
		carry: (previous) => ({ ...previous, moreLike: null, again: false }),
		examples: [
			{ before: ["museums"], say: "more?", expect: { kinds: ["museum"] } },
			{
				before: ["parks near hyde park"],
				say: "any others?",
				expect: { kinds: ["park"], where: { near: { name: "hyde park" } } },
			},
			{
				before: RAINY_FREE_NOT_MUSEUMS,
				say: "ok, anything else?",
				expect: { weather: "rain", setting: "indoor", price: { free: true }, avoidKinds: ["museum"] },
			},
			{
				before: ["lunch near the tower of london"],
				say: "show me more please",
				expect: { meal: "lunch", kinds: ["food"] },
			},
		],
		counterexamples: [
			{ before: ["museums"], say: "more museums" },
			{ before: ["museums"], say: "more outdoorsy" },
			{ before: [], say: "more?" },
		],
	},
	{
		id: "after-that",
		priority: 87,
		changes: ["where"],
		claims: (fresh, _previous, reading) =>
			fresh.intent === "find" &&
			!namesItsOwn(fresh) &&
			fresh.where.near === null &&
			firstShown(reading) !== null &&
			AFTER_THAT.test(bare(reading.text)),
		// What to do next, from the place just talked about: any kind, for the same family.
		carry: (previous, fresh, reading) => ({
			...familyOf(previous),
			who: fresh.who.ages.length > 0 || fresh.who.group !== "everyone" ? fresh.who : previous.who,
			needs: [...new Set([...previous.needs, ...fresh.needs])],
			where: { near: firstShown(reading), withinMinutes: null, mode: null, close: false },
			day: fresh.day ?? previous.day,
			timeOfDay: fresh.timeOfDay,
		}),
		examples: [
			{
				before: ["tell me about the natural history museum"],
				say: "ok and after that?",
				shown: [{ id: "nhm", name: "Natural History Museum" }],
				expect: {
					intent: "find",
					kinds: [],
					where: { near: { kind: "place", name: "Natural History Museum", id: "nhm" } },
				},
			},
			{
				before: ["free museums for the little one"],
				say: "what next?",
				shown: [{ id: "vam", name: "V&A" }],
				expect: { kinds: [], price: null, who: { group: "youngest" }, where: { near: { name: "V&A" } } },
			},
		],
		counterexamples: [
			{ before: ["museums"], say: "lunch after that" },
			{ before: ["museums"], say: "ok and after that?" },
		],
	},
	{
		id: "answers-the-question",
		priority: 89,
		changes: [
			"kinds",
			"words",
			"food",
			"meal",
			"setting",
			"weather",
			"price",
			"who",
			"needs",
			"where",
			"timeOfDay",
			"day",
			"visitLength",
		],
		// The guide asked what kind of outing: the answer fills in the ask it asked about.
		claims: (fresh, previous, reading) =>
			reading.conversation.clarifying === true &&
			(previous.intent === "find" || previous.intent === "one-day") &&
			!namesItsOwn(previous) &&
			fresh.intent === "find",
		carry: (previous, fresh, reading) => {
			const changed = changeFind(previous, fresh);
			return {
				...changed,
				kinds: fresh.kinds.length > 0 ? fresh.kinds : changed.kinds,
				words: fresh.words.length > 0 ? fresh.words : previous.words,
				food: fresh.food.length > 0 ? fresh.food : previous.food,
				meal: fresh.meal ?? previous.meal,
				places: fresh.places.length > 0 ? fresh.places : previous.places,
				where: pointBack(changed, reading).where,
			};
		},
		examples: [
			{
				before: ["what can we do on saturday"],
				clarifying: true,
				say: "it'll rain",
				expect: { day: { label: "saturday" }, weather: "rain", setting: "indoor" },
			},
			{
				before: ["ideas for the little one tomorrow"],
				clarifying: true,
				say: "museums, not too far",
				expect: { kinds: ["museum"], who: { group: "youngest" }, day: { label: "tomorrow" }, where: { close: true } },
			},
		],
		counterexamples: [
			{ before: ["what can we do on saturday"], say: "it'll rain" },
			{ before: ["free museums"], clarifying: true, say: "parks" },
		],
	},
	{
		id: "other-area",
		priority: 84,
		changes: ["where"],
		claims: (fresh, previous, reading) =>
			(previous.intent === "find" || previous.intent === "one-day") &&
			fresh.kinds.length === 0 &&
			fresh.meal === null &&
			fresh.timeOfDay === null &&
			fresh.day === null &&
			fresh.weather === null &&
			fresh.where.near?.kind !== "place" &&
			// A place the reader resolved ("what about the zoo?") is asked about, not an area.
			fresh.places.every((place) => place.id === null) &&
			otherArea(fresh, reading) !== null,
		// The same ask, looked for in the area named (a name the reader did not know as one too).
		carry: (previous, fresh, reading) => {
			const name = otherArea(fresh, reading);
			const ask = changeFind(previous, { ...fresh, where: { ...fresh.where, near: null } });
			return {
				...ask,
				places: [],
				where: { ...ask.where, near: name ? { kind: "area", name, id: null } : null, close: false },
			};
		},
		examples: [
			{
				before: ["beaches"],
				say: "what about in la jolla",
				expect: { kinds: ["beach"], where: { near: { kind: "area", name: "la jolla" } } },
			},
			{
				before: ["museums in manhattan"],
				say: "what about brooklyn?",
				expect: { kinds: ["museum"], where: { near: { kind: "area", name: "brooklyn" } } },
			},
			{
				before: ["parks near the tower of london", "more?"],
				say: "how about in the marais?",
				expect: { kinds: ["park"], where: { near: { kind: "area", name: "marais" } } },
			},
		],
		counterexamples: [
			{ before: ["museums"], say: "what about parks?" },
			{ before: ["museums"], say: "what about the zoo?" },
			{ before: ["museums"], say: "what about in the morning?" },
			{ before: ["museums"], say: "what about near the zoo" },
		],
	},
	{
		id: "another-day",
		priority: 82,
		changes: ["day", "weather", "setting"],
		claims: (fresh, previous, reading) =>
			(previous.intent === "find" || previous.intent === "one-day") &&
			fresh.intent === "find" &&
			!namesItsOwn(fresh) &&
			!SAME.test(reading.text) &&
			(otherDay(fresh, previous, reading) !== null || eveningNow(fresh, previous)) &&
			(fresh.weather !== null ||
				eveningNow(fresh, previous) ||
				fresh.setting !== null ||
				/^(?:(?:and|ok|okay|so) )*(?:(?:what|how) about|the day after|tomorrow)\b/.test(bare(reading.text))),
		// Another day with other weather, or the evening, is another outing: the family's own constraints
		// hold, the thing asked for last goes. Another day said alone ("what about the next day?") is the
		// same ask that day.
		carry: (previous, fresh, reading) => {
			const day = otherDay(fresh, previous, reading) ?? previous.day;
			const said = fresh.weather !== null || fresh.setting !== null;
			if (!said && !eveningNow(fresh, previous)) return { ...changeFind(previous, fresh), day };
			return {
				...familyOf(previous),
				who: fresh.who.ages.length > 0 || fresh.who.group !== "everyone" ? fresh.who : previous.who,
				needs: [...new Set([...previous.needs, ...fresh.needs])],
				...(said
					? { weather: fresh.weather, setting: fresh.setting }
					: { weather: previous.weather, setting: previous.setting }),
				day,
				timeOfDay: fresh.timeOfDay,
			};
		},
		examples: [
			{
				before: ["parks near south kensington"],
				say: "what about tomorrow, it's sunny",
				expect: { kinds: [], where: { near: null }, weather: "sun", setting: "outdoor", day: { label: "tomorrow" } },
			},
			{
				before: ["rainy day ideas, nothing loud", "what about dinner"],
				say: "what about tomorrow, it's sunny",
				expect: { kinds: [], meal: null, weather: "sun", day: { label: "tomorrow" } },
			},
			{
				before: ["museums near the tower"],
				say: "what about the next day?",
				expect: { kinds: ["museum"], day: { date: "2027-04-13", number: 2 } },
			},
			{
				before: ["animals"],
				say: "now something for the evening",
				expect: { kinds: [], timeOfDay: "evening" },
			},
			{
				before: ["something thrilling for the teens"],
				say: "something calmer for the evening",
				expect: { kinds: [], timeOfDay: "evening", who: { group: "teens" } },
			},
			{
				before: ["rainy day ideas", "what about tomorrow, it's sunny"],
				say: "and the day after?",
				expect: { kinds: [], weather: "sun", setting: "outdoor", day: { date: "2027-04-14", number: 3 } },
			},
		],
		counterexamples: [
			{ before: ["museums near the tower"], say: "same but for tomorrow" },
			{ before: ["something fun in the evening"], say: "what about for the teens" },
			{ before: ["museums"], say: "what about tomorrow at the zoo?" },
		],
	},
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
			{
				before: ["museums near south kensington"],
				say: "and somewhere near there for lunch",
				shown: [{ id: "nhm", name: "Natural History Museum" }],
				expect: { meal: "lunch", where: { near: { kind: "place", name: "Natural History Museum", id: "nhm" } } },
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
			{
				before: ["easy hikes", "and waterfalls?"],
				say: "something indoors, it's raining",
				expect: { setting: "indoor", weather: "rain", kinds: [], words: [] },
			},
			{ before: ["parks for the kids"], say: "closer", expect: { kinds: ["park"], where: { close: true } } },
			{
				before: ["playgrounds in hyde park"],
				say: "same but for the baby",
				expect: { kinds: ["playground"], where: { near: { name: "hyde park" } }, who: { group: "youngest" } },
			},
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
