import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GuideChatMessage } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { offlineGuide } from "../../worker/services/guide";
import { askOfContext } from "../../worker/services/guide/ask-of-context";
import { placeFacts } from "../../worker/services/guide/facts/place-facts";
import { planOf } from "../../worker/services/guide/search/plan";
import type { GuideContext } from "../../worker/services/guide/types";
import { guidePlaceId, insertGuidePlaces, LONDON_CATALOG, londonGuideContext } from "./fixtures/guide-places";

/**
 * Messages parents send that the corpus does not hold (slang, typos, the weather in other words,
 * needs said sideways), against the whole London catalog: each answer is checked by the facts of
 * the places it suggests.
 */

beforeAll(async () => {
	await insertGuidePlaces(LONDON_CATALOG);
});

async function ask(message: string, fields: Partial<GuideContext> = {}) {
	const context = londonGuideContext(message, {
		kidAges: [3, 8],
		tripDates: { start: "2027-04-12", end: "2027-04-16" },
		...fields,
	});
	const { response } = await offlineGuide.respond(context, {
		places: new CatalogPlacesProvider(env.DB),
		status: () => {},
	});
	return response;
}

/** The engine's plan of the ask the guide reads from a message (after `history`). */
const planned = (message: string, history: GuideChatMessage[] = []) =>
	planOf(askOfContext(londonGuideContext(message, { history })));

/** Suggestions of an answer that is one (not a question back). */
async function picks(message: string, fields: Partial<GuideContext> = {}): Promise<Place[]> {
	const response = await ask(message, fields);
	expect(response.isClarification, `${message}: ${response.content}`).toBe(false);
	expect(response.suggestions.length, message).toBeGreaterThan(0);
	return [...response.suggestions, ...response.backupSuggestions];
}

const isFood = (place: Place) =>
	place.types.some((type) => /restaurant|cafe|bakery|food|ice_cream/.test(type)) || place.tags.includes("food");

describe("typos in a kind of place are read as meant", () => {
	it.each([
		["best musuem for kids", (place: Place) => place.types.includes("museum")],
		["kid friendly resturant", isFood],
		["is there an aquarim", (place: Place) => place.types.includes("aquarium")],
	])("%s", async (message, fits) => {
		const response = await ask(message);
		expect(response.isClarification, response.content).toBe(false);
		for (const place of response.suggestions) expect(fits(place), place.name).toBe(true);
	});

	it("nearest playgroud: playgrounds first", async () => {
		const [first] = await picks("nearest playgroud");
		expect(first?.types).toContain("playground");
	});

	it("short words are not guessed at, and real words stay themselves", () => {
		expect(planned("a musuem").categories).toContain("museum");
		expect(planned("a parc").categories).toEqual([]);
		expect(planned("training").categories).toEqual([]);
		// Real words one letter from the vocabulary stay themselves.
		expect(planned("nearly 3, loves the fountain").modifiers).not.toContain("nearby");
		expect(planned("nearly 3, loves the fountain").categories).not.toContain("nature");
		expect(planned("things on mount desert island").categories).not.toContain("iceCream");
		expect(planned("diving").categories).not.toContain("food");
	});
});

describe("needs said sideways", () => {
	it.each(["we're all hangry", "the kids are starving", "anywhere to grab a bite?"])(
		"%s: places to eat",
		async (message) => {
			for (const place of (await ask(message)).suggestions) expect(isFood(place), place.name).toBe(true);
			expect((await ask(message)).suggestions.length).toBeGreaterThan(0);
		},
	);

	it.each(["drizzly out, ideas?", "somewhere dry and warm", "too cold to be outside", "miserable weather today"])(
		"%s: indoors only",
		async (message) => {
			for (const place of await picks(message)) expect(placeFacts(place).indoor, place.name).toBe(true);
		},
	);

	it.each(["nothing with queues please", "something calm, my son gets overwhelmed easily"])(
		"%s: nothing loud, busy or crowded",
		async (message) => {
			for (const place of await picks(message)) {
				expect(placeFacts(place).loud, place.name).toBe(false);
				expect(placeFacts(place).crowded, place.name).toBe(false);
				expect(place.types, place.name).not.toContain("amusement_park");
			}
		},
	);

	it("grandparents who can't walk far: no hikes, nothing that is not step-free", async () => {
		for (const place of await picks("grandparents coming, they can't walk far")) {
			expect(place.types, place.name).not.toContain("hiking_area");
			expect(placeFacts(place).stepFree, place.name).not.toBe(false);
		}
	});

	it("where can I change a nappy: places with toilets or baby changing", async () => {
		for (const place of (await ask("where can I change a nappy")).suggestions) {
			const facts = placeFacts(place);
			expect(Boolean(facts.toilets || facts.babyChanging), place.name).toBe(true);
		}
	});

	it("under £10 each: a price limit is 'cheap' (no pricey place); nothing at £0 is free", async () => {
		expect(planned("under £10 each").modifiers).toContain("cheap");
		expect(planned("less than 20 dollars").modifiers).toContain("cheap");
		expect(planned("no more than £0").modifiers).toContain("free");
		for (const place of await picks("under £10 each")) expect(place.priceLevel ?? 0, place.name).toBeLessThan(3);
	});

	it("a lunch spot that won't mind noisy kids: places to eat, not a noise-scared answer", async () => {
		const response = await ask("lunch spot that won't mind noisy kids");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of response.suggestions) expect(isFood(place), place.name).toBe(true);
		expect(response.content).not.toMatch(/none of them loud/);
	});

	it("my daughter loves trains: the places whose own words have trains", async () => {
		const [first] = await picks("my daughter loves trains");
		expect(first?.googlePlaceId).toBe(guidePlaceId("london-london-transport-museum"));
	});

	it("something educational but fun: museums, not a question back", async () => {
		for (const place of (await ask("something educational but fun")).suggestions) {
			expect(place.types, place.name).toContain("museum");
		}
	});
});

describe("a short follow-up that names only how inherits the last ask", () => {
	const answeredAfter = (ask: string, suggestions: Place[]): GuideChatMessage[] => [
		{ role: "user", content: ask },
		{ role: "assistant", content: "Here you go.", suggestions },
	];

	it("'anything free?' right after museums: free museums", async () => {
		const first = await ask("museums please");
		const free = await picks("anything free?", { history: answeredAfter("museums please", first.suggestions) });
		for (const place of free) {
			expect(place.types, place.name).toContain("museum");
			expect(placeFacts(place).free, place.name).toBe(true);
		}
	});

	it("'what about indoors?' after playgrounds: indoor play, not outdoor playgrounds", async () => {
		const first = await ask("playgrounds");
		for (const place of await picks("indoors?", { history: answeredAfter("playgrounds", first.suggestions) })) {
			expect(placeFacts(place).indoor, place.name).toBe(true);
		}
	});

	it("a short follow-up right after an answer keeps its kinds", () => {
		const answered = answeredAfter("museums please", [{ googlePlaceId: "museum-1", name: "Science Museum" } as Place]);
		expect(planned("cheap?", answered).categories).toEqual(["museum"]);
	});
});

describe("kinds wanted at once, a calm ask, and words that are not distances", () => {
	it("a hotel with a pool: places to stay, the one with a pool first", async () => {
		const stays = await picks("a hotel with a pool for the kids?");
		for (const place of stays) expect(place.types, place.name).toContain("lodging");
		expect(stays[0]?.tags).toContain("swimming");
	});

	it("'a snack while they run around': places to play that have food on site", async () => {
		const response = await ask("a snack while they run around");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of response.suggestions) {
			const plays = place.types.some((type) => type === "playground" || type === "park");
			expect(plays && placeFacts(place).food === true, place.name).toBe(true);
		}
	});

	it("a peaceful hour with a cuppa: calm places only (by their notes or their kind)", async () => {
		for (const place of await picks("somewhere peaceful for a cuppa and a sit down")) {
			expect(placeFacts(place).loud, place.name).toBe(false);
			expect(placeFacts(place).crowded, place.name).toBe(false);
		}
	});

	it("'up close' is how near the animals, not a distance limit", () => {
		const request = planned("penguins we can see up close");
		expect(request.modifiers).not.toContain("nearby");
		expect(request.categories).toContain("aquarium");
	});

	it("'old cabins and mills' is history, not somewhere to sleep", () => {
		expect(planned("old log cabins and a mill").categories).toEqual(["history"]);
	});

	it("a food the kids want is searched in the places' own words", async () => {
		const found = await picks("the kids are desperate for doughnuts");
		expect(found.every(isFood)).toBe(true);
	});
});

describe("more ways parents say it", () => {
	it("'a break from the parks' avoids parks; 'foggy' is indoors", () => {
		expect(planned("too hot, need a break from the parks").avoid).toContain("park");
		expect(planned("foggy morning, ideas?").modifiers).toContain("indoor");
	});

	it("an easy hike is a short one, 'nothing steep' wants what a buggy can manage", () => {
		const request = planned("easy hike, nothing steep");
		expect(request.categories).toEqual(["hiking"]);
		expect(request.modifiers).toEqual(expect.arrayContaining(["short", "stroller"]));
	});

	it("lunch then a playground: a place to eat and a playground among the picks", async () => {
		const found = (await ask("lunch then a playground")).suggestions;
		expect(found.some(isFood)).toBe(true);
		expect(found.some((place) => place.types.includes("playground"))).toBe(true);
	});
});

describe("animals, coffee and noisy children", () => {
	it("feed the ducks: the places whose own words have ducks", async () => {
		const found = await picks("kids want to feed the ducks");
		for (const place of found) {
			const words = [place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" ");
			expect(words, place.name).toMatch(/duck/i);
		}
	});

	it("'i need caffeine' is a café, 'kids can be loud' is no noise-scared ask", () => {
		expect(planned("i need caffeine").categories).toEqual(["cafe"]);
		expect(planned("dinner somewhere kids can be loud").modifiers).not.toContain("noise");
		expect(planned("somewhere the 8yo can let loose").categories).toContain("playground");
	});
});

describe("what a parent rules out, said their way", () => {
	it.each([
		["the kids are totally museum'd out", "museum"],
		["my teen says museums are for babies", "museum"],
		["our 15yo is over parks", "park"],
		["grandparents, so without much walking please", "hiking"],
		["somewhere with animals that isn't the zoo", "zoo"],
	])("%s: avoids %s", (message, kind) => {
		expect(planned(message).avoid).toContain(kind);
	});

	it("animals that isn't the zoo: still animals, by the places' own words", () => {
		expect(planned("somewhere with animals that isn't the zoo").keywords).toContain("animal");
	});

	it("'real rollercoasters, not baby rides' still asks for rides", () => {
		const request = planned("real rollercoasters, not baby rides");
		expect(request.categories).toContain("themePark");
		expect(request.avoid).not.toContain("themePark");
	});

	it("somewhere with AC is indoors, not a beach", () => {
		expect(planned("95 and humid, somewhere with AC?").modifiers).toContain("indoor");
	});

	it("a wheelchair user: every pick is said to be step-free", async () => {
		for (const place of await picks("my son uses a wheelchair, what can we do?")) {
			const words = [place.familySummary, place.pithySummary, place.editorialSummary].join(" ");
			expect(place.tags.includes("accessible") || /step[- ]free|wheelchair|accessible/i.test(words), place.name).toBe(
				true,
			);
		}
	});

	it("a grandparent alone is no wheelchair: no step-free filter", () => {
		expect(planned("grandma is coming with us").modifiers).not.toContain("accessible");
	});
});

describe("a place's own words for an interest with a kind that decides", () => {
	it("'a lake walk' and 'a rain forest walk' are walks whose words have the lake or the rain forest", () => {
		expect(planned("easy lake walk").keywords).toContain("lake");
		expect(planned("a rain forest walk").keywords).toContain("rain forest");
		expect(planned("a rain forest walk").modifiers).not.toContain("indoor");
	});
});

describe("water and what was had before, said their way", () => {
	it("the sea being too cold is about the water, not the weather: no indoors-only filter", () => {
		const request = planned("the sea is way too cold – where can the kids swim?");
		expect(request.modifiers).not.toContain("indoor");
		expect(request.categories).toContain("swimming");
	});

	it("'in some water' is no town: splashing about in water is a place to swim", () => {
		const request = planned("it's boiling, can they splash about in some water?");
		expect(request.nearPlace).toBeNull();
		expect(request.categories).toContain("swimming");
	});

	it("'a real hike, not another boardwalk': hikes still asked, only boardwalks ruled out", () => {
		const request = planned("a real hike this time, not another boardwalk");
		expect(request.categories).toContain("hiking");
		expect(request.avoid).not.toContain("hiking");
		expect(request.avoidWords).toContain("boardwalk");
		// Had enough of a kind with nothing else of it asked: still ruled out.
		expect(planned("no more museums please").avoid).toContain("museum");
	});
});
