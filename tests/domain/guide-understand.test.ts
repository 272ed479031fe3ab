import { describe, expect, it } from "vitest";
import { type Ask, askSchema, emptyAsk } from "../../domain/guide/ask";
import { type Conversation, type TripFacts, understand } from "../../worker/services/guide/understand";
import { claims, readAlone } from "../../worker/services/guide/understand/index";
import { FOLLOW_UP_ROWS } from "../../worker/services/guide/understand/rows/follow-ups";
import { INTENT_ROWS } from "../../worker/services/guide/understand/rows/intents";
import { SLOT_ROWS } from "../../worker/services/guide/understand/rows/slots";
import { TOPIC_ROWS } from "../../worker/services/guide/understand/rows/topics";
import type { AskExpectation, Example } from "../../worker/services/guide/understand/types";

/** London, kids 3 and 8, Monday 12 to Friday 16 April 2027. */
const TRIP: TripFacts = {
	location: "London, UK",
	kidAges: [3, 8],
	dates: { start: "2027-04-12", end: "2027-04-16" },
	today: "2027-04-12",
	saved: [
		{ id: "saved-nhm", name: "Natural History Museum" },
		{ id: "saved-hyde", name: "Hyde Park" },
	],
	stay: { label: "Hotel Indigo" },
};
const FRESH: Conversation = { ask: null, offer: null, shown: [] };

/** An expectation as a matcher: objects and lists need only hold what it names (an empty list must be empty). */
function matcher(value: unknown): unknown {
	if (Array.isArray(value)) return value.length === 0 ? [] : expect.arrayContaining(value.map(matcher));
	if (value !== null && typeof value === "object")
		return expect.objectContaining(
			Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, matcher(inner)])),
		);
	return value;
}
const expectAsk = (ask: Ask, expectation: AskExpectation | undefined) => {
	if (expectation) expect(ask).toEqual(matcher(expectation));
	expect(askSchema.safeParse(ask).success).toBe(true);
};

const said = (example: Example) => (typeof example === "string" ? { say: example } : example);
const contextOf = (example: Example) => {
	const { conversation, trip } = said(example);
	return { conversation: { ...FRESH, ...conversation }, trip: { ...TRIP, ...trip } };
};
const labelOf = (example: Example) => said(example).say;

describe("intent rows: each claims its examples and not its counterexamples", () => {
	for (const row of INTENT_ROWS) {
		describe(row.id, () => {
			it.each(row.examples.map((example) => [labelOf(example), example] as const))("claims “%s”", (_, example) => {
				const { conversation, trip } = contextOf(example);
				const { ask, reading } = readAlone(said(example).say, conversation, trip);
				expect(claims(row, reading)).toBe(true);
				expect(ask.intent).toBe(row.intent);
				expectAsk(ask, said(example).expect);
			});
			if (row.counterexamples.length > 0)
				it.each(row.counterexamples.map((example) => [labelOf(example), example] as const))(
					"does not claim “%s”",
					(_, example) => {
						const { conversation, trip } = contextOf(example);
						expect(claims(row, readAlone(said(example).say, conversation, trip).reading)).toBe(false);
					},
				);
		});
	}
});

describe("slot rows: each finds its examples' slots and not its counterexamples", () => {
	for (const row of SLOT_ROWS) {
		describe(row.id, () => {
			it.each(row.examples.map((example) => [labelOf(example), example] as const))("reads “%s”", (_, example) => {
				const { conversation, trip } = contextOf(example);
				const { ask, reading } = readAlone(said(example).say, conversation, trip);
				expect(reading.text.search(row.pattern)).toBeGreaterThanOrEqual(0);
				expectAsk(ask, said(example).expect);
			});
			it.each(row.counterexamples.map((example) => [labelOf(example), example] as const))(
				"does not read “%s”",
				(_, example) => {
					const { conversation, trip } = contextOf(example);
					const { reading } = readAlone(said(example).say, conversation, trip);
					expect(reading.text.search(row.pattern)).toBe(-1);
				},
			);
		});
	}
});

describe("topic rows: the fact a question asks for", () => {
	for (const row of TOPIC_ROWS) {
		it.each(row.examples)(`${row.topic}: “%s”`, (example) => {
			expect(readAlone(example, FRESH, TRIP).reading.text.search(row.pattern)).toBeGreaterThanOrEqual(0);
		});
		it.each(row.counterexamples)(`not ${row.topic}: “%s”`, (example) => {
			expect(readAlone(example, FRESH, TRIP).reading.text.search(row.pattern)).toBe(-1);
		});
	}
});

describe("no example is claimed by two intent rows of equal priority", () => {
	const examples = [
		...INTENT_ROWS.flatMap((row) => row.examples),
		...SLOT_ROWS.flatMap((row) => row.examples),
		...FOLLOW_UP_ROWS.flatMap((row) => row.examples.map((example) => example.say)),
	];
	it.each(examples.map((example) => [labelOf(example), example] as const))("“%s”", (_, example) => {
		const { conversation, trip } = contextOf(example);
		const { claimed } = readAlone(said(example).say, conversation, trip);
		for (const a of claimed)
			for (const b of claimed)
				if (a !== b && a.priority === b.priority)
					expect(`${a.id} (${a.intent})`, "two rows of equal priority claim it").toBe(`${b.id} (${b.intent})`);
	});
});

/** Says each message in turn, carrying the ask; the last ask. */
function converse(
	messages: readonly string[],
	shown: Conversation["shown"] = [],
	trip = TRIP,
	clarifying = false,
): Ask {
	let ask: Ask | null = null;
	for (const [index, message] of messages.entries()) {
		const last = index === messages.length - 1;
		ask = understand(message, { ask, offer: null, shown: last ? shown : [], clarifying: last && clarifying }, trip);
	}
	if (!ask) throw new Error("no messages");
	return ask;
}

describe("follow-up rows: conversations", () => {
	for (const row of FOLLOW_UP_ROWS) {
		describe(row.id, () => {
			it.each(row.examples.map((example) => [[...example.before, example.say].join(" → "), example] as const))(
				"%s",
				(_, example) => {
					const ask = converse([...example.before, example.say], example.shown ?? [], TRIP, example.clarifying);
					expectAsk(ask, { intent: "find", ...example.expect });
					const previous = example.before.length > 0 ? converse(example.before) : null;
					const conversation = {
						...FRESH,
						ask: previous,
						shown: example.shown ?? [],
						clarifying: example.clarifying ?? false,
					};
					const fresh = readAlone(example.say, conversation, TRIP);
					expect(previous !== null && row.claims(fresh.ask, previous, fresh.reading)).toBe(true);
				},
			);
			it.each(row.counterexamples.map((example) => [[...example.before, example.say].join(" → "), example] as const))(
				"not %s",
				(_, example) => {
					const previous = example.before.length > 0 ? converse(example.before) : null;
					const conversation = { ...FRESH, ask: previous, clarifying: example.clarifying ?? false };
					const { ask, reading } = readAlone(example.say, conversation, TRIP);
					expect(previous !== null && row.claims(ask, previous, reading)).toBe(false);
				},
			);
		});
	}
});

describe("negation: one scope for every way of saying no", () => {
	it.each<[string, AskExpectation]>([
		["not museums", { avoidKinds: ["museum"], kinds: [] }],
		["museums aren't their thing", { avoidKinds: ["museum"], kinds: [] }],
		[
			"the kids don't really like museums, something outdoors?",
			{ avoidKinds: ["museum"], kinds: [], setting: "outdoor" },
		],
		["no more hikes, little legs are tired", { avoidKinds: ["hiking"], visitLength: "short" }],
		["something adventurous, not some flat nature stroll", { avoidKinds: ["nature"] }],
		["anything but the zoo", { avoidKinds: ["zoo"], exclude: [{ name: "zoo" }] }],
		["besides the zoo, what else is there for animals?", { exclude: [{ name: "zoo" }] }],
		["bored of parks, somewhere indoors", { avoidKinds: ["park"], setting: "indoor" }],
		["parks are boring", { avoidKinds: ["park"], kinds: [] }],
		["not loud please, the baby naps", { needs: ["not-loud"] }],
		["nothing too expensive", { price: { cheap: true } }],
		["not indoors", { setting: "outdoor" }],
		["the kids arent really into museums", { avoidKinds: ["museum"], kinds: [] }],
		["we've done enough museums this week", { avoidKinds: ["museum"], kinds: [] }],
		["had our fill of museums, something else", { avoidKinds: ["museum"], kinds: [] }],
		["museums? nah. parks?", { avoidKinds: ["museum"], kinds: ["park"] }],
		["anything except parks and playgrounds", { avoidKinds: ["park", "playground"], kinds: [] }],
		["not the zoo again", { avoidKinds: ["zoo"], exclude: [{ name: "zoo" }] }],
		["we don't want anything too far", { where: { close: true } }],
		[
			"any free museums that arent too busy at the weekend",
			{ kinds: ["museum"], needs: ["not-crowded"], avoidWords: [] },
		],
	])("“%s”", (message, expectation) => {
		expectAsk(understand(message, FRESH, TRIP), expectation);
	});
});

describe("asks no intent row claims: finds, with what they say", () => {
	it.each<[string, AskExpectation]>([
		// Avoidance said as what they have done already.
		["not a whole day at the museum please, a couple of hours", { avoidKinds: ["museum"], places: [] }],
		[
			"weve done all the big galleries already, kids 7 and 10",
			{ avoidKinds: ["museum"], kinds: [], who: { ages: [7, 10] } },
		],
		// How they travel is the way there, never a kind of place or a word to find.
		["we dont have a car, only the bus", { intent: "find", where: { mode: "transit" }, words: [] }],
		["no car this trip so public transport only", { where: { mode: "transit" }, words: [], kinds: [], avoidWords: [] }],
		["we'll grab a taxi", { where: { mode: "drive" }, words: [], kinds: [] }],
		["we'll take a cab to the museum", { where: { mode: "drive" }, words: [] }],
		// Plain asks with no kind.
		[
			"day trip out of the city, max an hour",
			{ intent: "find", where: { withinMinutes: 60 }, visitLength: "whole-day" },
		],
		["day out from london, no more than an hour away", { intent: "find", where: { withinMinutes: 60 } }],
		["where's good to go this morning, kids 4 and 6", { intent: "find", question: null, timeOfDay: "morning" }],
		["budget friendly family days out", { intent: "find", price: { cheap: true } }],
		["help! what do we do with the kids today", {}],
		["kids have had their fill of dinosaurs", { avoidWords: ["dinosaur"], kinds: [] }],
		["we'll take the metro to the park", { where: { mode: "transit" }, words: [] }],
		["what to do with the dog and two kids", { needs: ["dogs"] }],
		["cheap as chips family day out", { price: { cheap: true } }],
		["we have two hours to kill before our train", { visitLength: "short", words: [], where: { mode: null } }],
		["elevator access please, grandma is in a wheelchair", { needs: ["step-free"] }],
		["quick day trip, no more than an hour's drive", { where: { withinMinutes: 60, mode: "drive" } }],
	])("“%s”", (message, expectation) => {
		expectAsk(understand(message, FRESH, TRIP), { intent: "find", question: null, ...expectation });
	});
});

describe("carry: a follow-up changes the last ask; a new ask keeps nothing stale", () => {
	it("lunch near the science museum → anything cheaper? → closer", () => {
		const ask = converse(["lunch near the science museum", "anything cheaper?", "closer"]);
		expectAsk(ask, {
			intent: "find",
			meal: "lunch",
			kinds: ["food"],
			price: { cheap: true },
			where: { near: { kind: "place", name: "science museum" }, close: true },
		});
	});

	it("rainy day → not museums keeps the rain", () => {
		expectAsk(converse(["rainy day ideas for my 4 and 9 year olds", "not museums please"]), {
			weather: "rain",
			setting: "indoor",
			avoidKinds: ["museum"],
			who: { ages: [4, 9] },
		});
	});

	it("a 'not loud' three questions ago does not survive a new find or a yes/no question", () => {
		const find = converse([
			"somewhere not loud for the baby",
			"anything free?",
			"tower of london",
			"playgrounds near hyde park",
		]);
		expect(find.needs).not.toContain("not-loud");
		expect(find.kinds).toEqual(["playground"]);
		const question = converse([
			"somewhere not loud for the baby",
			"changing of the guard – worth it with a toddler or too crowded?",
		]);
		expect(question.intent).toBe("compare");
		expect(question.needs).not.toContain("not-loud");
	});

	it("rainy day → not museums → anything cheaper? → closer to our hotel: each turn adds to the last", () => {
		const ask = converse([
			"rainy day ideas for my 4 and 9 year olds",
			"not museums please",
			"anything cheaper?",
			"closer to our hotel",
		]);
		expectAsk(ask, {
			intent: "find",
			weather: "rain",
			setting: "indoor",
			avoidKinds: ["museum"],
			price: { cheap: true },
			who: { ages: [4, 9] },
			where: { near: { kind: "stay", name: "Hotel Indigo" }, close: true },
		});
	});

	it("the cards asked about in turn ('is the first one free?' → 'and the second one?')", () => {
		const shown = [
			{ id: "c1", name: "Diana Memorial Playground" },
			{ id: "c2", name: "Coram's Fields" },
		];
		let ask = understand("playgrounds near hyde park", FRESH, TRIP);
		ask = understand("is the first one free?", { ask, offer: null, shown }, TRIP);
		expectAsk(ask, { intent: "about", places: [{ id: "c1" }], question: { form: "yes-no", topic: "price" } });
		ask = understand("and the second one?", { ask, offer: null, shown }, TRIP);
		expectAsk(ask, { intent: "about", places: [{ id: "c2" }], question: { form: "yes-no", topic: "price" } });
		ask = understand("ok what about cafes nearby", { ask, offer: null, shown }, TRIP);
		expectAsk(ask, { intent: "find", kinds: ["cafe"], places: [], question: null, where: { close: true } });
	});

	it("more like that points at the first card", () => {
		const ask = converse(["dinosaurs!", "more like that"], [{ id: "card-1", name: "Natural History Museum" }]);
		expectAsk(ask, { moreLike: "card-1", words: ["dinosaur"] });
	});

	it("a reply only while the guide has an offer open", () => {
		expect(understand("yes please", { ...FRESH, offer: { split: ["a", "b"] } }, TRIP).intent).toBe("reply");
		expect(understand("yes please", FRESH, TRIP).intent).not.toBe("reply");
	});
});

describe("neutral", () => {
	it("a message that says nothing gives the neutral ask", () => {
		expect(understand("xyzzy", FRESH, TRIP)).toEqual(emptyAsk("find"));
	});
});

describe("the issue's phrases, said in one conversation", () => {
	const turns: [string, AskExpectation][] = [
		[
			"lunch near the science museum",
			{ intent: "find", meal: "lunch", kinds: ["food"], where: { near: { kind: "place", name: "science museum" } } },
		],
		[
			"anything cheaper?",
			{ intent: "find", meal: "lunch", price: { cheap: true }, where: { near: { name: "science museum" } } },
		],
		["what will the weather be like", { intent: "outside", outside: "weather-forecast", price: null }],
		["tower of london", { intent: "about", places: [{ name: "tower of london" }] }],
		["easy hikes for my kids near here", { intent: "find", kinds: ["hiking"], where: { near: { kind: "here" } } }],
		["somewhere not loud, the baby is napping", { intent: "find", needs: ["not-loud"] }],
		["free things?", { intent: "find", price: { free: true }, needs: ["not-loud"] }],
		[
			"changing of the guard – worth it with a toddler or too crowded?",
			{
				intent: "compare",
				question: { form: "yes-no", topic: "fit" },
				needs: ["not-crowded"],
				places: [{ name: "changing of the guard" }],
			},
		],
		["somewher with animals the kids can touch", { intent: "find", kinds: ["zoo"], needs: [] }],
		["a city farm", { intent: "find", kinds: ["zoo"], places: [] }],
		[
			"we are all knackered after the flight, something easy for arrival day afternoon",
			{ intent: "find", visitLength: "short", timeOfDay: "afternoon", day: { label: "arrival day" } },
		],
		["something thrilling for a teenager", { intent: "find", who: { group: "teens" }, timeOfDay: null }],
		["something fun in the evening", { intent: "find", timeOfDay: "evening" }],
		["anything the two of them could do on their own while I rest", { intent: "find", who: { group: "kids-alone" } }],
		["broadway show for teens?", { intent: "find", who: { group: "teens" } }],
		["rainy day ideas", { intent: "find", weather: "rain", setting: "indoor" }],
		["not museums please", { intent: "find", weather: "rain", setting: "indoor", avoidKinds: ["museum"] }],
		["the kids don't really like museums", { avoidKinds: ["museum"], kinds: [] }],
		["museums aren't their thing", { avoidKinds: ["museum"], kinds: [] }],
		["no more hikes, little legs are tired", { avoidKinds: ["hiking"], kinds: [], visitLength: "short" }],
		["can you plan a route for each day of our trip", { intent: "plan-days" }],
	];
	it("reads each turn as the family meant it", () => {
		let ask: Ask | null = null;
		for (const [message, expectation] of turns) {
			ask = understand(message, { ask, offer: null, shown: [] }, TRIP);
			expect({ message, ask }).toEqual({ message, ask: matcher(expectation) });
		}
	});
});

describe("places named", () => {
	const places = [
		{ id: "tower", name: "Tower of London" },
		{ id: "zoo", name: "ZSL London Zoo" },
		{ id: "sci", name: "Science Museum" },
	];
	const trip = { ...TRIP, places };

	it.each<[string, AskExpectation]>([
		["tower of london", { intent: "about", places: [{ name: "tower of london", id: "tower" }] }],
		["is london zoo open on mondays?", { intent: "about", places: [{ id: "zoo" }], question: { topic: "hours" } }],
		["lunch near the science museum", { where: { near: { kind: "place", id: "sci" } }, places: [{ id: "sci" }] }],
		["besides london zoo, what else is there for animals?", { exclude: [{ id: "zoo" }], places: [] }],
		["is the natural history museum free?", { places: [{ id: "saved-nhm" }] }],
		// A kind of place names none of the trip's ("the zoo" is any zoo).
		["is the zoo open on mondays?", { intent: "about", places: [{ name: "zoo", id: null }] }],
	])("“%s” resolves with the trip's places and saved places", (message, expectation) => {
		expectAsk(understand(message, FRESH, trip), expectation);
	});
});

describe("places named: exactly these, no more (the rows' examples check only the ones they list)", () => {
	const saved = [
		{ id: "nhm", name: "Natural History Museum" },
		{ id: "sci", name: "Science Museum" },
		{ id: "va", name: "Victoria and Albert Museum" },
		{ id: "tower", name: "Tower of London" },
		{ id: "eye", name: "London Eye" },
		{ id: "padella", name: "Padella" },
	];
	it.each<[string, Partial<TripFacts>, string[]]>([
		[
			"we def want the natural history museum, the science museum and the V&A on the same day",
			{ saved },
			["natural history museum", "science museum", "V&A"],
		],
		[
			"the tower of london and the london eye sound great, and padella for lunch",
			{ saved },
			["tower of london", "london eye", "padella"],
		],
		["science museum or natural history museum?", {}, ["science museum", "natural history museum"]],
		["changing of the guard – worth it with a toddler or too crowded?", {}, ["changing of the guard"]],
		["cades cove, how long does the loop take?", {}, ["cades cove"]],
		["cades cove, is the campground open in april?", {}, ["cades cove"]],
		["the zoo, or the aquarium?", {}, ["zoo", "aquarium"]],
		["how far is the tower of london from the london eye by car?", {}, ["tower of london", "london eye"]],
		// Where they stay, said "the inn", "the lodge", is the stay, not a place whose name has the word.
		[
			"how long a drive is it from the motel to the tower of london",
			{ places: [{ id: "cat-motel", name: "Tower Motel" }] },
			["tower of london"],
		],
		["walking time to the london eye from the inn?", { places: [{ id: "cat-inn", name: "Eye Inn" }] }, ["london eye"]],
		// Where they are ("we're at the Ritz") is where a find looks from, no place asked about.
		[
			"we are at the ritz, anything a 3 year old could walk to?",
			{ places: [{ id: "cat-ritz", name: "The Ritz London" }] },
			[],
		],
	])("“%s”", (message, trip, names) => {
		expect(understand(message, FRESH, { ...TRIP, ...trip }).places.map((place) => place.name)).toEqual(names);
	});
});

describe("a short name families use for a place", () => {
	const places = [
		{ id: "cat-falls", name: "Tamarack Falls and Pools" },
		{ id: "cat-lodge", name: "Tamarack Falls Lodge" },
		{ id: "cat-cove", name: "Pinyon Cove" },
		{ id: "cat-shores", name: "Harbor Park and Pinyon Shores" },
	];
	const named = (message: string) =>
		understand(message, FRESH, { ...TRIP, places }).places.map((place) => place.id ?? place.name);
	it("a word that opens all the names that have it is the place named by it and generic words, not its lodge", () => {
		expect(named("is tamarack worth the drive with a 2 year old?")).toEqual(["cat-falls"]);
		expect(named("is the tamarack lodge ok for a 2 year old?")).toEqual(["cat-lodge"]);
	});
	it("a word some other name has inside it names neither ('in pinyon' is a town)", () => {
		expect(named("can the kids paddle in pinyon?")).not.toContain("cat-cove");
	});
});

describe("where they are", () => {
	it("'we are at the ritz, anything a 3 year old could walk to?' looks for places from the Ritz", () => {
		const ask = understand("we are at the ritz, anything a 3 year old could walk to?", FRESH, {
			...TRIP,
			places: [{ id: "cat-ritz", name: "The Ritz London" }],
		});
		expect(ask.intent).toBe("find");
		expect(ask.where.near).toEqual(expect.objectContaining({ kind: "place", id: "cat-ritz" }));
		expect(ask.places).toEqual([]);
	});
});

describe("where they are, said beside another place", () => {
	it("'staying at the savoy by the tower, what's close by' looks from the Savoy, asks nothing about it", () => {
		const ask = understand("staying at the savoy by the tower, what's close by for a toddler?", FRESH, {
			...TRIP,
			places: [
				{ id: "cat-savoy", name: "The Savoy" },
				{ id: "cat-tower", name: "Tower of London" },
			],
		});
		expect(ask.intent).toBe("find");
		expect(ask.where.near).toEqual(expect.objectContaining({ kind: "place", id: "cat-savoy" }));
		expect(ask.question).toBeNull();
	});
});

describe("what the day already has is when, not what is looked for", () => {
	it.each<[string, Partial<TripFacts>, string[]]>([
		["somewhere for pizza after the aquarium?", {}, ["food"]],
		["ice cream before the museum tomorrow", {}, ["iceCream"]],
		["dinner near universal after the parks? kids are 8 and 12", { location: "Orlando, FL" }, ["food"]],
	])("“%s”", (message, trip, kinds) => {
		expect(understand(message, FRESH, { ...TRIP, ...trip }).kinds).toEqual(kinds);
	});
});

describe("odd messages", () => {
	const places = [
		{ id: "tower", name: "Tower of London" },
		{ id: "museum", name: "The Museum" },
	];
	it.each([
		"",
		"?",
		"😀😀😀",
		"a".repeat(5000),
		`add ${"the museum to ".repeat(150)}`,
		"near ".repeat(300),
		`${"not ".repeat(300)}museums`,
		"Tower Of London ".repeat(100),
		"'; DROP TABLE places; --",
		"שלום עולם",
		"day 99 please plan",
		"under £99999 each",
		"x, ".repeat(400),
	])("“%s” gives an ask the schema accepts", (message) => {
		const ask = understand(message, FRESH, { ...TRIP, places });
		expect(askSchema.safeParse(ask).error?.issues).toBeUndefined();
	});
});
