import type { FollowUpRow } from "../../types";
import { bare, changeFind, familyOf, namesItsOwn, RAINY_FREE_NOT_MUSEUMS } from "./carry";
import { firstShown, pointBack } from "./point-back";

/**
 * Follow-up rows that go on with the last find: more of the same ("more?", "anything else?"), what
 * to do after the place just talked about ("ok and after that?"), and the family's answer to the
 * guide's own question ("it'll rain" after "what kind of outing?"), which fills in the ask it asked
 * about.
 */

/** Words that open a follow-up and say nothing of their own ("ok", "and", "great, thanks"). */
const OPENERS = String.raw`(?:(?:ok|okay|and|so|great|thanks|thank you|cool|nice|lovely|perfect|right|hmm|yes|yeah|then|alright|all right)\s+)*`;

/** More of the same ask: "more?", "any others?", "anything else?", "show me more please". */
const MORE_OF_THE_SAME = new RegExp(
	String.raw`^${OPENERS}(?:(?:any|some|show (?:me|us)|give (?:me|us)|got any|have you got any|do you have any|a few|a couple|can i see|can we see|can you show (?:me|us))\s+)?(?:more|others?|other ones|other options|other ideas|other places|anything else|what else(?: is there| have you got| do you have)?)(?:\s+(?:please|pls|ideas?|options|places|suggestions|spots|ones|of (?:those|these|them|that)|like (?:those|these|them)))*$`,
);

/** The family asks what comes after the place just talked about ("ok and after that?", "what next?"). */
const AFTER_THAT =
	/\b(?:after that|afterwards|after it|what next|whats next|then what|what now|and then|(?<!day )after(?= *$)|next(?= *$))\b/;

export const SAME_ASK_ROWS: readonly FollowUpRow[] = [
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
];
