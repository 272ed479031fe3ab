import type { Ask } from "../../../../../../domain/guide/ask";
import type { FollowUpRow } from "../../types";
import { changeFind, isEmpty, namesItsOwn, onlyHow, RAINY_FREE_NOT_MUSEUMS } from "./carry";

/**
 * Follow-up rows that change the last ask: what the family lets go of ("noise is fine now"), the
 * rainy days of a plan of the days ("day 3 will be rainy"), more like a card shown ("more like
 * that"), and the change of how to the last find ("anything cheaper?", "outdoors now", "not
 * museums", "closer", "just for the little one").
 */

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

export const CHANGE_ROWS: readonly FollowUpRow[] = [
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
];
