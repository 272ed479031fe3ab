import type { Ask } from "../../../../../../domain/guide/ask";
import { isKindWord } from "../../lexicon";
import type { FollowUpRow, Reading } from "../../types";
import { bare, changeFind, familyOf, namesItsOwn, RAINY_FREE_NOT_MUSEUMS, SAME } from "./carry";

/**
 * Follow-up rows where the outing moves: the same ask in another part of the trip ("what about in
 * la jolla?"), another day or the evening ("what about tomorrow, it's sunny"), which keeps the
 * family's own constraints and lets the thing asked for last go, and a new ask, which keeps nothing
 * of the last one ("something wild for the 15 year old"): its examples and counterexamples say
 * where carrying stops.
 */

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

export const ELSEWHERE_ROWS: readonly FollowUpRow[] = [
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
];
