import type { Ask } from "../../../../../../domain/guide/ask";
import { PLACE_CATEGORIES } from "../../../../../../domain/place/vocabulary";
import type { Reading } from "../../types";

/**
 * What the follow-up rows share: whether a message names a thing of its own or only changes how,
 * the last ask with a message's changes on top (`changeFind`), what holds for the family whatever
 * they look for next (`familyOf`), the message without its punctuation, an ask that says nothing,
 * and the turns the rows' examples follow on from.
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
export const namesItsOwn = (fresh: Ask) =>
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
export const onlyHow = (fresh: Ask, reading: Reading) =>
	fresh.intent === "find" &&
	!namesItsOwn(fresh) &&
	// Unmarked, it is short and says nothing the vocabulary does not know ("something thrilling for a
	// teenager" is a new ask; "indoors?", "for the 3 year old" change the last one).
	(MARKED.test(reading.text) ||
		(reading.text.split(" ").length <= SHORT && reading.scan.unknown.length === 0 && !IDEAS.test(reading.text)));

/** The message without its punctuation, for rows that read the whole message ("more?", "ok, and after that?"). */
export const bare = (text: string) =>
	text
		.replace(/[.,;:!?]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();

/** "the same but …", "same for …": the last ask, changed. */
export const SAME = /\bsame\b/;

/**
 * What holds for the family whatever they look for next: who it is for, their needs, what they
 * ruled out, and the weather and the day when one was said. Kinds, words, food, where and price
 * belong to the thing they asked for, and go with it.
 */
export const familyOf = (previous: Ask): Ask => ({
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

/** An ask that says nothing at all. */
export function isEmpty(ask: Ask): boolean {
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

/** The three turns the carry examples follow on from. */
export const RAINY_FREE_NOT_MUSEUMS = ["rainy day ideas, nothing loud", "free stuff", "not museums please"];
