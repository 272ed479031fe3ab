import type { Ask } from "../../../../../domain/guide/ask";
import type { PlaceModifier } from "../../../../../domain/place/vocabulary-modifiers";
import type { SlotRow } from "../types";

/**
 * The slots a message fills beside its kinds of place, as rows: each row's pattern is looked for
 * in the normalised text (./text.ts), and every match sets its slots. Each row carries messages it
 * must claim (with the slots they give) and messages it must not; tests/domain/guide-understand
 * runs them all. The kinds of place and most ways of wanting them come from the vocabulary's
 * phrases (../lexicon.ts and MODIFIER_SLOTS below), never from a list here.
 */

const addNeed = (ask: Ask, need: Ask["needs"][number]) => {
	if (!ask.needs.includes(need)) ask.needs.push(need);
};
const priceOf = (ask: Ask): NonNullable<Ask["price"]> => {
	ask.price ??= { free: false, cheap: false, max: null };
	return ask.price;
};

/**
 * What each of the vocabulary's modifiers ("how the family wants it") sets in the ask. The
 * phrases behind them are the vocabulary's (domain/place/vocabulary-modifier-phrases.ts).
 */
export const MODIFIER_SLOTS: Partial<Record<PlaceModifier, (ask: Ask) => void>> = {
	toddler: (ask) => {
		if (ask.who.group === "everyone") ask.who.group = "youngest";
	},
	teen: (ask) => {
		if (ask.who.group === "everyone") ask.who.group = "teens";
	},
	cool: (ask) => {
		ask.weather ??= "heat";
	},
	free: (ask) => {
		priceOf(ask).free = true;
	},
	cheap: (ask) => {
		priceOf(ask).cheap = true;
	},
	nearby: (ask) => {
		ask.where.close = true;
	},
	here: (ask) => {
		ask.where.near ??= { kind: "here", name: null, id: null };
	},
	walking: (ask) => {
		ask.where.close = true;
		ask.where.mode ??= "walk";
	},
	quiet: (ask) => addNeed(ask, "quiet"),
	noise: (ask) => addNeed(ask, "not-loud"),
	nap: (ask) => addNeed(ask, "nap"),
	picnic: (ask) => addNeed(ask, "picnic"),
	stroller: (ask) => addNeed(ask, "stroller"),
	accessible: (ask) => addNeed(ask, "step-free"),
	toilets: (ask) => addNeed(ask, "toilets"),
	rest: (ask) => addNeed(ask, "rest"),
	short: (ask) => {
		ask.visitLength ??= "short";
	},
	long: (ask) => {
		ask.visitLength ??= "whole-day";
	},
	morning: (ask) => {
		ask.timeOfDay ??= "morning";
	},
	afternoon: (ask) => {
		ask.timeOfDay ??= "afternoon";
	},
	evening: (ask) => {
		ask.timeOfDay ??= "evening";
	},
	again: (ask) => {
		ask.again = true;
	},
};

/** A price limit ("under £10", "less than $20 each", "5 quid"); 0 is free. */
const PRICE =
	/\b(?:under|less than|below|max|maximum|no more than|up to|at most|not more than)\s*(?:[£$€]\s*(\d+)|(\d+)\s*(?:quid|pounds?|dollars?|bucks|euros?|gbp|usd|eur))|(?:[£$€]\s*(\d+)|\b(\d+)\s*(?:quid|pounds?|dollars?|bucks|euros?))\s*(?:or less|max|tops|each|a head|per person|pp|a person|or under)\b/g;

export const SLOT_ROWS: readonly SlotRow[] = [
	{
		// Animals to touch, feed or stroke are a farm's (a city farm, a petting farm), not the zoo's lions;
		// the farm words themselves are the vocabulary's.
		id: "animals-hands-on",
		pattern:
			/\b(?:animals? (?:\w+ ){0,4}(?:can|could|to|they) (?:touch|pet|stroke|feed|hold|cuddle)|(?:touch|pet|stroke|feed|hold|cuddle) (?:the |some )?(?:farm )?(?:animals?|goats?|lambs?|rabbits?|sheep|pigs?))\b/g,
		set: (ask) => {
			if (!ask.avoidKinds.includes("zoo") && !ask.words.some((word) => word.includes("farm"))) ask.words.push("farm");
		},
		examples: [
			{ say: "somewher with animals the kids can touch", expect: { kinds: ["zoo"], words: ["farm"] } },
			{ say: "where can the kids feed the goats", expect: { kinds: ["zoo"], words: ["farm"] } },
		],
		counterexamples: ["animals at the natural history museum", "the zoo with the big cats"],
	},
	{
		id: "weather-rain",
		pattern:
			/\b(?<!(?:not|isnt|arent|wasnt|no|stopped|no longer|wont be|dry|without) )(?:rain(?:s|y|ing|ed)?(?! ?forest)|rainey|pour\w*|(?<!get |getting |gets )wet(?! ?suit| and wild| n wild)|drizzl\w*|showers?(?! room)|storm\w*|thunder\w*|downpours?|washout|chucking it down|tipping it down|bucketing)\b/g,
		set: (ask) => {
			ask.weather = "rain";
		},
		examples: [
			{
				say: "rainy day ideas for my 4 and 9 year olds",
				expect: { weather: "rain", setting: "indoor", who: { ages: [4, 9] } },
			},
			{ say: "its chucking it down, help", expect: { weather: "rain", setting: "indoor" } },
			{ say: "tomorrow looks wet, anything under cover?", expect: { weather: "rain", setting: "indoor" } },
			{ say: "raining but the kids want to be outside", expect: { weather: "rain", setting: "outdoor" } },
		],
		counterexamples: [
			"rainforest walks",
			"a water park where they can get wet",
			"the rain forest trail",
			"it isnt raining anymore, outdoor ideas?",
		],
	},
	{
		id: "weather-cold",
		pattern:
			/\b(?:(?<!(?:sea|water|ocean|lake|pool|river)(?: is| was| s)? (?:so |too |really |way too )?)(?:cold|freezing|chilly|icy|frosty)(?! drinks?| water)|below zero)\b/g,
		set: (ask) => {
			ask.weather ??= "cold";
		},
		examples: [
			{ say: "its freezing out, somewhere warm please", expect: { weather: "cold", setting: "indoor" } },
			// "too cold to go outside" rules outdoors out: it asks for indoors.
			{ say: "way too cold to go outside with a 3 yo", expect: { weather: "cold", setting: "indoor" } },
		],
		counterexamples: [
			"the sea is freezing",
			"cold drinks and a playground",
			"the sea is way too cold – where can the kids swim?",
		],
	},
	{
		id: "weather-snow",
		// "snowy mountain views", "snow-capped peaks": the sight wanted, not the weather.
		pattern:
			/\b(?:snow(?:ing|y|ed|s)?(?! ?(?:capped|covered|topped|mountains?|peaks?|views?|summits?|tops?|scenery|landscapes?|vistas?))|blizzard|sleet)\b/g,
		set: (ask) => {
			ask.weather = "snow";
		},
		examples: [
			{ say: "its snowing, what can we do", expect: { weather: "snow" } },
			{ say: "snowy day, kids 5 and 8", expect: { weather: "snow" } },
		],
		counterexamples: ["snowdonia", "views of snow capped peaks for the kids", "snowy mountain scenery"],
	},
	{
		id: "weather-sun",
		pattern: /\b(?:sunny|sunshine|nice weather|lovely weather|beautiful day|lovely day|clear skies)\b/g,
		set: (ask) => {
			ask.weather ??= "sun";
		},
		examples: [{ say: "sunny day ideas", expect: { weather: "sun", setting: "outdoor" } }],
		counterexamples: ["sunday plans"],
	},
	{
		id: "weather-wind",
		pattern: /\b(?:windy|blustery|gale|gusty)\b/g,
		set: (ask) => {
			ask.weather ??= "wind";
		},
		examples: [{ say: "very windy today, somewhere sheltered", expect: { weather: "wind" } }],
		counterexamples: ["windsor castle"],
	},
	{
		id: "setting-either",
		pattern: /\b(?:indoors? or outdoors?|outdoors? or indoors?|inside or outside|outside or inside|indoor or out)\b/g,
		set: (ask) => {
			ask.setting = "either";
		},
		examples: [{ say: "indoor or outdoor, we dont mind", expect: { setting: "either" } }],
		counterexamples: ["indoors please"],
	},
	{
		id: "price-limit",
		pattern: PRICE,
		set: (ask, match) => {
			const amount = Number(match.slice(1).find(Boolean) ?? 0);
			const price = priceOf(ask);
			if (amount === 0) price.free = true;
			else price.max = amount;
		},
		examples: [
			{ say: "something under £10 each", expect: { price: { max: 10 } } },
			{ say: "activities less than $20 per person", expect: { price: { max: 20 } } },
			{ say: "10 quid tops for the lot of us", expect: { price: { max: 10 } } },
			// A short message of a price is a find with a limit, not a place called that.
			{ say: "under £10 each", expect: { intent: "find", price: { max: 10 }, places: [], question: null } },
		],
		counterexamples: ["under 3 miles please", "within 20 minutes", "under 5s"],
	},
	{
		id: "needs-baby-changing",
		pattern: /\b(?:baby ?chang\w*|changing (?:tables?|facilities|rooms?|stations?|mats?)|nappy|nappies|diapers?)\b/g,
		set: (ask) => addNeed(ask, "baby-changing"),
		examples: [{ say: "a cafe with baby changing near here", expect: { needs: ["baby-changing"], kinds: ["cafe"] } }],
		counterexamples: ["changing of the guard"],
	},
	{
		id: "needs-dogs",
		pattern:
			/\b(?:(?<!hot )dogs?(?! park)|puppy|pup|pooch|doggo|labrador|spaniel|terrier|retriever|collie|beagle|dachshund|cockapoo|poodle|dog friendly|with (?:our|the) (?:dog|puppy|pooch))\b/g,
		set: (ask) => addNeed(ask, "dogs"),
		examples: [
			{ say: "a walk we can bring the dog on", expect: { needs: ["dogs"] } },
			{
				say: "we're bringing the dog, where can we all go?",
				expect: { intent: "find", needs: ["dogs"], question: null },
			},
			{ say: "we have the pup with us, any ideas?", expect: { intent: "find", needs: ["dogs"] } },
			{ say: "bringing our labrador, what can we do", expect: { intent: "find", needs: ["dogs"] } },
			{ say: "anywhere we can take the dog?", expect: { intent: "find", needs: ["dogs"] } },
		],
		counterexamples: ["hot dogs for lunch"],
	},
	{
		id: "needs-no-booking",
		pattern:
			/\b(?:(?:no|not|without|dont want to|dont need to|dont have to|no need to|nothing that needs?|(?:that )?(?:dont|doesnt) need(?: to)?|(?:that )?(?:dont|doesnt) have to)(?: any)? (?:booking|book|pre ?book\w*|reservations?|tickets?(?: in advance)?|advance tickets)|walk ?in|just turn up|turn up on the day|last minute)\b/g,
		set: (ask) => addNeed(ask, "no-booking"),
		examples: [{ say: "somewhere we can just turn up, no booking", expect: { needs: ["no-booking"] } }],
		counterexamples: ["do we need to book the zoo?"],
	},
	{
		id: "needs-active",
		pattern:
			/\b(?:active|energetic|sporty|physical|burn (?:off )?(?:some )?energy|run around|let off steam|tire them out|wear them out|bouncing off the walls)\b/g,
		set: (ask) => addNeed(ask, "active"),
		examples: [{ say: "something active to burn off energy", expect: { needs: ["active"] } }],
		counterexamples: ["something calm"],
	},
	{
		id: "needs-not-crowded",
		pattern:
			/\b(?:(?:not|isnt|arent|wont be|never|nothing) (?:too |very |so |that |really )?(?:crowded|busy|packed|rammed|heaving)|(?:avoid|no|without|hate|away from) (?:the )?(?:crowds|queues?|lines|tourist traps?)|less (?:crowded|busy)|uncrowded|quiet(?:er)? time)\b/g,
		set: (ask) => addNeed(ask, "not-crowded"),
		examples: [{ say: "a park that isnt too crowded", expect: { needs: ["not-crowded"], kinds: ["park"] } }],
		counterexamples: ["is the zoo crowded on saturdays?"],
	},
	{
		id: "needs-tired",
		pattern:
			/\b(?:(?<!not )tired(?! of| with)|knackered|exhausted|shattered|worn out|jet ?lag\w*|pooped|wiped out|long flight|after the flight|low energy|little legs)\b/g,
		set: (ask) => {
			addNeed(ask, "rest");
			ask.visitLength ??= "short";
		},
		examples: [
			{
				say: "we are all knackered after the flight, something easy for arrival day afternoon",
				expect: { needs: ["rest"], visitLength: "short", timeOfDay: "afternoon", day: { label: "arrival day" } },
			},
			{ say: "no more hikes, little legs are tired", expect: { avoidKinds: ["hiking"], visitLength: "short" } },
		],
		counterexamples: ["tired of museums", "the kids are bored"],
	},
	{
		id: "little-walking",
		pattern:
			/\b(?:(?:without|not|no|little|cant|cannot|dont want)\s+(?:a\s+|too\s+|so\s+)?(?:much|long|lot of|far|many)\s+(?:walking|walks?|hiking|hikes?)|(?:cant|cannot|not able to|unable to)\s+walk\s+(?:far|much|long)|(?:nothing|not|no|without)\s+(?:too\s+|very\s+|a\s+)?(?:strenuous|tiring|taxing|demanding|(?:big|huge|major|massive)\s+(?:walks?|hikes?|hiking))|tired\s+(?:little\s+)?(?:legs|feet))\b/g,
		set: (ask) => {
			if (!ask.avoidKinds.includes("hiking")) ask.avoidKinds.push("hiking");
			ask.kinds = ask.kinds.filter((name) => name !== "hiking");
			ask.visitLength ??= "short";
		},
		examples: [
			{ say: "waterfalls the kids can see without a long walk", expect: { avoidKinds: ["hiking"], kinds: ["nature"] } },
			{ say: "grandma cant walk far, something nice for the afternoon", expect: { visitLength: "short" } },
		],
		counterexamples: ["a long walk along the river"],
	},
	{
		id: "needs-no-stairs",
		pattern:
			/\b(?:(?:no|nothing with|without|avoid(?:ing)?|hates?|(?:cant|cannot|can not|unable to|not able to|doesnt|dont|wont|couldnt) (?:do|manage|handle|climb|use|cope with|deal with|go up)|struggles? (?:with|on)|struggling (?:with|on)|(?:trouble|problems?|difficulty) (?:with|on)|(?:bad|not good|not great) (?:with|on)|(?:too|so) many) (?:any |the |many |much |a lot of |lots of )?(?:stairs|steps)|(?:stairs|steps) (?:are|is) (?:a (?:no go|problem|struggle|nightmare|pain)|(?:too |really |very )?(?:hard|difficult|tricky|impossible)|out))\b/g,
		set: (ask) => addNeed(ask, "step-free"),
		examples: [
			{ say: "nothing with stairs please, double buggy", expect: { needs: ["step-free", "stroller"], avoidWords: [] } },
			{ say: "grandma cant manage steps, museum ideas", expect: { needs: ["step-free"], kinds: ["museum"] } },
			{
				say: "grandma can't do stairs, something for the afternoon",
				expect: { needs: ["step-free"], timeOfDay: "afternoon" },
			},
			{
				say: "my mum struggles with stairs, a gallery with a lift?",
				expect: { needs: ["step-free"], kinds: ["museum"] },
			},
			{
				say: "stairs are a no go for grandpa, any viewpoints?",
				expect: { needs: ["step-free"], kinds: ["views"], avoidWords: [] },
			},
			{ say: "somewhere with no steps and a loo", expect: { needs: ["step-free", "toilets"] } },
			{ say: "no steps please, grandad uses a walker", expect: { needs: ["step-free"] } },
			{ say: "my dad has bad knees, nothing with lots of stairs", expect: { needs: ["step-free"] } },
			{ say: "baby in a pram plus grandma who can't do steps", expect: { needs: ["stroller", "step-free"] } },
		],
		counterexamples: ["the spanish steps", "a park with lots of steps to climb", "steps from the hotel"],
	},
	{
		id: "needs-shade",
		pattern: /\b(?:shade|shady|shaded|out of the sun)\b/g,
		set: (ask) => addNeed(ask, "shade"),
		examples: [{ say: "a playground with some shade", expect: { needs: ["shade"], kinds: ["playground"] } }],
		counterexamples: ["sunny playground"],
	},
	{
		id: "meal",
		pattern:
			/\b(?<!(?:after|before|post|pre|until|till|between) )(?:(breakfast|brunch)|(lunch|lunchtime)|(dinner|supper|tea time|evening meal)|(a snack|snacks|(?:a )?(?:quick )?bite(?: to eat)?|something to nibble))\b/g,
		set: (ask, match) => {
			ask.meal ??= match[1] ? "breakfast" : match[2] ? "lunch" : match[3] ? "dinner" : "snack";
			// A meal is a place to eat, when no other kind is named ("a quick bite").
			if (ask.kinds.length === 0) ask.kinds.push("food");
		},
		examples: [
			{
				say: "lunch near the science museum",
				expect: { meal: "lunch", kinds: ["food"], where: { near: { kind: "place", name: "science museum" } } },
			},
			{ say: "where can we get breakfast", expect: { meal: "breakfast" } },
			{ say: "whats near the british museum for a quick bite", expect: { meal: "snack", kinds: ["food"] } },
		],
		counterexamples: ["something after lunch", "a park before dinner"],
	},
	{
		id: "food-diet",
		pattern:
			/\b(vegetarian|veggie|vegan|gluten ?free|coeliac|celiac|halal|kosher|dairy ?free|nut ?free|allerg(?:y|ies|ic) friendly)\b/g,
		set: (ask, match) => {
			const diet = (match[1] ?? "").replace(/^veggie$/, "vegetarian").replace(/^(?:coeliac|celiac)$/, "gluten free");
			if (!ask.food.includes(diet)) ask.food.push(diet.replace(/(gluten|dairy|nut)free/, "$1 free"));
			if (ask.kinds.length === 0) ask.kinds.push("food");
		},
		examples: [
			{ say: "veggie lunch near the science museum", expect: { food: ["vegetarian"], meal: "lunch", kinds: ["food"] } },
			{
				say: "somewhere gluten free for dinner, my daughter is coeliac",
				expect: { food: ["gluten free"], meal: "dinner" },
			},
		],
		counterexamples: ["free museums"],
	},
	{
		id: "visit-half-day",
		pattern: /\b(?:half (?:a )?day|a few hours|couple of hours|morning or afternoon)\b/g,
		set: (ask) => {
			ask.visitLength = "half-day";
		},
		examples: [{ say: "something for half a day", expect: { visitLength: "half-day" } }],
		counterexamples: ["a whole day out"],
	},
	{
		id: "visit-whole-day",
		pattern: /\b(?:whole day|full day|all day|day out|day trip|the entire day)\b/g,
		set: (ask, match, reading) => {
			// "something that doesn't take all day" is short.
			const before = reading.text.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
			ask.visitLength = /\b(?:not|doesnt|dont|wont|isnt|no|without|never)\b/.test(before) ? "short" : "whole-day";
		},
		examples: [
			{ say: "a full day out with the kids", expect: { visitLength: "whole-day" } },
			{ say: "something central that doesn't take all day? kids 6 and 11", expect: { visitLength: "short" } },
		],
		counterexamples: ["half a day"],
	},
	{
		id: "closer",
		pattern:
			/\b(?:closer|nearer|closest|nearest|(?:not|nothing|no|dont want|doesnt want)(?: anything)? (?:too |very |that )?far|close by|nearby|walking distance|walkable)\b/g,
		set: (ask) => {
			ask.where.close = true;
		},
		examples: [{ say: "anything closer?", expect: { where: { close: true } } }],
		counterexamples: ["close to the zoo"],
	},
	{
		id: "skip-list",
		pattern:
			/\b(?:(?:anything|anywhere|places?|what|which|where)(?: places?)? (?:(?:we|i) )?(?:should |to |must |need to )?(?:(?:we|i) )?(?:avoid|skip|stay away from|steer clear of)|(?:avoid|skip|stay away from|steer clear of) (?:anything|anywhere|places?)|places? to (?:avoid|skip))\b/g,
		set: (ask) => {
			ask.skipList = true;
		},
		examples: [
			{ say: "my 3 year old hates loud noises, anything to avoid?", expect: { skipList: true } },
			{ say: "which places should we skip with a toddler who hates crowds?", expect: { skipList: true } },
		],
		counterexamples: ["avoid the crowds please, something quiet", "nothing loud"],
	},
	{
		id: "together",
		pattern: /\b(?:while|whilst|at the same time|so we can|where we can|and we can)\b/g,
		set: (ask) => {
			if (ask.kinds.length > 1) ask.together = true;
		},
		examples: [
			{ say: "a cafe with a playground so we can have a coffee while the kids play", expect: { together: true } },
		],
		counterexamples: ["a cafe or a playground"],
	},
];
