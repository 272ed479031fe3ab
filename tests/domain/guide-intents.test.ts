import { describe, expect, it } from "vitest";
import {
	GUIDE_OPENING_TRIGGER,
	guideChatRequestSchema,
	parseConversationKey,
	replaceSuggestionRequestSchema,
} from "../../domain/guide/guide";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../domain/place/vocabulary";
import type { PlaceModifier } from "../../domain/place/vocabulary-modifiers";
import { kindOf, planOf } from "../../worker/services/guide/search/plan";
import { understand } from "../../worker/services/guide/understand";
import { matchPlaceNames } from "../../worker/services/guide/understand/places";

/** The message as the turn reads it (a London trip, nothing saved, no conversation). */
const read = (message: string) =>
	understand(
		message,
		{ ask: null, offer: null, shown: [] },
		{ location: "London, UK", kidAges: [3, 8], dates: null, today: "2027-04-01", saved: [], stay: null },
	);
const namesIn = (message: string) => read(message).places.map((place) => place.name.toLowerCase());

describe("understand: message → the engine's plan of the ask (categories, modifiers, ages, vague)", () => {
	it.each<[string, PlaceCategoryName[], PlaceModifier[], number[], boolean]>([
		["Rainy day ideas for my 4 and 9 year olds", [], ["indoor"], [4, 9], false],
		["museums", ["museum"], [], [], false],
		["Science stuff", ["science", "museum"], [], [], false],
		["we love dinosaurs", ["science", "museum"], [], [], false],
		["A playground for the toddler", ["playground"], ["toddler"], [], false],
		["soft play", ["playground"], ["indoor"], [], false],
		["parks with a picnic spot", ["park"], ["outdoor", "picnic"], [], false],
		["a theme park with big rides", ["themePark"], [], [], false],
		["nature walks", ["hiking"], [], [], false],
		["lakes and waterfalls", ["nature"], [], [], false],
		["beach day!", ["beach"], [], [], false],
		["see some animals", ["zoo"], [], [], false],
		["sharks and penguins", ["aquarium"], [], [], false],
		["Where can we get pizza nearby?", ["food"], ["nearby"], [], false],
		["lunch for a 10 month old", ["food"], ["toddler"], [0], false],
		["dinner", ["food"], [], [], false],
		["ice cream", ["iceCream"], [], [], false],
		["coffee and a snack", ["cafe"], [], [], false],
		["hotels", ["lodging"], [], [], false],
		["somewhere to stay", ["lodging"], [], [], false],
		["we want to stay inside today", [], ["indoor"], [], false],
		["free things for teens", [], ["teen", "free"], [], false],
		["something outdoors, quiet and stroller friendly", [], ["outdoor", "quiet", "noise", "stroller"], [], false],
		["wheelchair accessible museums", ["museum"], ["accessible"], [], false],
		["things to do with a 13 and 15 yo", [], ["teen"], [13, 15], false],
		["what can we do with a 2-year-old", [], ["toddler"], [2], false],
		["ideas for ages 5 and 7", [], [], [5, 7], false],
		["within walking distance", [], ["nearby", "walking"], [], false],
		["somewhere to run around", ["playground", "park"], ["outdoor"], [], false],
		["castles and knights", ["history"], [], [], false],
		["hi", [], [], [], true],
		["help", [], [], [], true],
		["Hello Wunder!", [], [], [], true],
		["what should we do?", [], [], [], true],
		["any ideas?", [], [], [], true],
		["xyzzy", [], [], [], true],
	])("%j", (message, categories, modifiers, ages, vague) => {
		const intent = planOf(read(message));
		expect(intent.categories).toEqual(categories);
		expect(intent.modifiers).toEqual(modifiers);
		expect(intent.ages).toEqual(ages);
		expect(intent.vague).toBe(vague);
	});

	it("keeps words worth finding in a place's text and unknown words", () => {
		expect(planOf(read("pizza")).keywords).toEqual(["pizza"]);
		expect(planOf(read("dinosaurs")).keywords).toEqual(["dinosaur"]);
		// A name alone asks about that place.
		expect(read("Legoland Windsor")).toMatchObject({ intent: "about", places: [{ name: "Legoland Windsor" }] });
		expect(planOf(read("soft play for my 2yo")).words).toEqual([]);
	});

	it("every category has a search query and at least one type", () => {
		for (const category of Object.values(PLACE_CATEGORIES)) {
			expect(category.query.length).toBeGreaterThan(0);
			expect(category.types.length).toBeGreaterThan(0);
		}
	});
});

describe("understand: the kids' ages a message names", () => {
	it.each<[string, number[]]>([
		["my 4 and 9 year olds", [4, 9]],
		["a 4- and a 9-year-old", [4, 9]],
		["kids aged 3, 6 and 11", [3, 6, 11]],
		["7yo twins", [7]],
		["4 & 9 yrs", [4, 9]],
		["a 10-month-old", [0]],
		["staying 3 months", []],
		["2 hours away", []],
		["age 30", []],
	])("%j → %j", (message, ages) => {
		expect(read(message).who.ages).toEqual(ages);
	});
});

describe("the path commands, as the reader reads them", () => {
	it.each([
		"create path",
		"make path",
		"create route",
		"make route",
		"organize places",
		"plan route",
		"connect places",
		"Can you create a path for us?",
		"Make me a walking route",
		"organise my saved places",
		"Plan a route please",
		"connect all my places",
	])("%j creates a path", (message) => {
		expect(read(message).intent).toBe("create-path");
	});

	it("reads which places a create names", () => {
		const message = "Create a path with the Science Museum and Hyde Park";
		expect(read(message).intent).toBe("create-path");
		expect(namesIn(message).join(" | ")).toMatch(/science museum.*hyde park|hyde park.*science museum/);
	});

	it.each([
		["add to path", { names: "", pathName: null }],
		["add to route: Hyde Park, Science Museum", { names: "hyde park, science museum", pathName: null }],
		["put in path hyde park", { names: "hyde park", pathName: null }],
		["include in path the zoo", { names: "zoo", pathName: null }],
		["Add Hyde Park and the London Zoo to my path", { names: "hyde park and the london zoo", pathName: null }],
		["add the British Museum to the Museum Tour path", { names: "british museum", pathName: "museum tour" }],
		["put Padella in my route", { names: "padella", pathName: null }],
		["include Kew Gardens in path", { names: "kew gardens", pathName: null }],
		// "in kensington" is where the museum is: an area of the ask, not part of the name.
		["add the museum in kensington to my path", { names: "museum", pathName: null }],
	])("%j adds to a path", (message, expected) => {
		const ask = read(message);
		expect(ask.intent).toBe("add-to-path");
		expect(ask.path?.name ?? null).toBe(expected.pathName);
		for (const name of expected.names ? expected.names.split(/, | and the | and /) : []) {
			expect(namesIn(message).join(" | ")).toContain(name);
		}
	});

	it.each(["museums", "what is a path?", "add some fun", "rainy day ideas", "paths of the park"])(
		"%j is not a command",
		(message) => {
			expect(read(message).intent).not.toMatch(/path/);
		},
	);
});

describe("matchPlaceNames", () => {
	const places = [
		{ name: "Science Museum" },
		{ name: "Science Museum Shop" },
		{ name: "Hyde Park" },
		{ name: "Natural History Museum" },
		{ name: "ZSL London Zoo" },
		{ name: "St. James's Park" },
	];
	const names = (text: string, limit?: number) => matchPlaceNames(text, places, limit).map((place) => place.name);

	it.each<[string, string[]]>([
		["science museum and hyde park", ["Science Museum", "Hyde Park"]],
		["hyde park, the science museum", ["Hyde Park", "Science Museum"]],
		["the london zoo", ["ZSL London Zoo"]],
		["natural history", ["Natural History Museum"]],
		["st james park", ["St. James's Park"]],
		["museum", []],
		["park", []],
		["", []],
	])("%j → %j", (text, expected) => {
		expect(names(text)).toEqual(expected);
	});

	it("stops at the limit (3 for add-to-path)", () => {
		expect(names("science museum, hyde park, london zoo and natural history museum")).toHaveLength(3);
	});
});

describe("kindOf: a place type or kind word's kind", () => {
	it.each<[string, PlaceCategoryName | null]>([
		["museum", "museum"],
		["ice_cream_shop", "iceCream"],
		["playground", "playground"],
		["hotel", "lodging"],
		["amusement_park", "themePark"],
		["nature", "nature"],
		["ice cream", "iceCream"],
		["", null],
		["bank", null],
	])("%j → %j", (type, expected) => {
		expect(kindOf(type)).toBe(expected);
	});
});

describe("guide request shapes", () => {
	const base = { message: "museums", userId: "u1", adventureId: "a1" };

	it("defaults the zoom to 10 and the location to empty", () => {
		expect(guideChatRequestSchema.parse(base)).toMatchObject({ mapZoom: 10, location: "", mapCenter: null });
	});

	it("accepts the opening trigger as a message", () => {
		expect(guideChatRequestSchema.parse({ ...base, message: GUIDE_OPENING_TRIGGER }).message).toBe(
			GUIDE_OPENING_TRIGGER,
		);
	});

	it.each([
		[
			{ lat: 51.5, lng: -0.12 },
			{ lat: 51.5, lng: -0.12 },
		],
		[{ lat: "51.5", lng: -0.12 }, null],
		[{ lat: 91, lng: 0 }, null],
		[{ lat: Number.NaN, lng: 0 }, null],
		[null, null],
		["51.5,-0.12", null],
	])("map centre %j → %j (invalid becomes the default)", (mapCenter, expected) => {
		expect(guideChatRequestSchema.parse({ ...base, mapCenter }).mapCenter).toEqual(expected);
	});

	it.each([
		{ ...base, message: "  " },
		{ ...base, message: "x".repeat(2001) },
		{ ...base, userId: "" },
		{ ...base, kidAges: [19] },
		{ ...base, mapZoom: 30 },
	])("refuses %j", (body) => {
		expect(guideChatRequestSchema.safeParse(body).success).toBe(false);
	});

	it("takes the replace-suggestion payload of the spec, with optional context", () => {
		const parsed = replaceSuggestionRequestSchema.parse({
			adventureId: "a1",
			placeType: "museum",
			excludePlaceId: "cat:x",
			locationContext: { lat: 1, lng: 2 },
			originalName: "X",
			allSuggestedPlaceIds: ["cat:x", "cat:y"],
			conversationContext: "museums",
			fullConversationHistory: [{ role: "user", content: "museums" }],
			originalSearchContext: { query: "museums" },
		});
		expect(parsed.allSuggestedPlaceIds).toEqual(["cat:x", "cat:y"]);
		expect(replaceSuggestionRequestSchema.parse({ adventureId: "a1", excludePlaceId: "cat:x" })).toMatchObject({
			placeType: "",
			allSuggestedPlaceIds: [],
		});
	});

	it("splits conversation keys on the caller's own id (ids contain '-')", () => {
		const user = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
		const adventure = "f47ac10b-58cc-4372-a567-0e02b2c3d479";
		expect(parseConversationKey(`${user}-${adventure}`, user)).toEqual({ userId: user, adventureId: adventure });
		expect(parseConversationKey(`${adventure}-${user}`, user)).toBeNull();
		expect(parseConversationKey(`${user}-`, user)).toBeNull();
	});
});
