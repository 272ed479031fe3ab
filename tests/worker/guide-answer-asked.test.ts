// The question that was asked, answered as such: the typed ask says what kind of answer it wants
// (a yes or a no, which of two, "I don't know that", a brief word back) and the answer is that,
// from the places' facts. Asks are built as the reader (or a model's tool call) fills them.

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type AskInput, askOf } from "../../domain/guide/ask";
import { type GuideChatMessage, guideMessages } from "../../domain/guide/guide";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import type { GuideContext } from "../../worker/services/guide/types";
import { understand } from "../../worker/services/guide/understand";
import { askGuide, contextFor, insertCatalog } from "./guide-corpus/catalog";
import type { Trip } from "./guide-corpus/corpus";

beforeAll(insertCatalog);

/** An answer that starts with a yes or a no (or a qualified one), not a list. */
const YES_NO = /^(?:Yes|Probably not|It can be, with some planning|Just about|It's a stretch|Maybe not)\b/;

const LONDON: Trip = { destination: "london", kids: [2, 6], start: "2027-04-10", end: "2027-04-17" };

async function answer(message: string, ask: AskInput, trip: Trip = LONDON, history: GuideChatMessage[] = []) {
	return askGuide(await contextFor(message, trip, { history }), askOf(ask));
}

/** A conversation with one answer in it, its card a catalog place. */
async function afterAnAnswer(): Promise<GuideChatMessage[]> {
	const place = await new CatalogPlacesProvider(env.DB).placeDetails("cat:london-hyde-park");
	if (!place) throw new Error("no Hyde Park");
	return [
		{ role: "user", content: "parks" },
		{ role: "assistant", content: "Hyde Park", suggestions: [place] },
	];
}

describe("a yes/no or a comparison is answered as such, from the facts", () => {
	it("'changing of the guard – worth it with a toddler or too crowded?': a yes/no-shaped answer with the crowd fact", async () => {
		const response = await answer("changing of the guard – worth it with a toddler or too crowded?", {
			intent: "compare",
			question: { form: "yes-no", topic: "fit" },
			who: { group: "youngest" },
			places: [{ name: "changing of the guard" }],
		});
		expect(response.content).toMatch(YES_NO);
		expect(response.content).toMatch(/busy[^“]*: “[^”]*it is very crowded[^”]*”/);
		expect(response.suggestions.map((place) => place.name)).toEqual(["Buckingham Palace"]);
		expect(response.isClarification).toBe(false);
	});

	it("'science museum or natural history museum for my 6 year old?': which, and why, from both places' facts", async () => {
		const response = await answer("science museum or natural history museum for my 6 year old?", {
			intent: "compare",
			question: { form: "which", topic: "fit" },
			who: { ages: [6] },
			places: [{ name: "science museum" }, { name: "natural history museum" }],
		});
		expect(response.content).toMatch(/^(?:I'd pick the (?:Science|Natural History) Museum|Both could work)/);
		expect(response.content).toContain("The Science Museum: ");
		expect(response.content).toContain("The Natural History Museum: ");
		expect(response.content).toMatch(/ages \d+–\d+/);
		expect(response.suggestions.map((place) => place.name).sort()).toEqual([
			"Natural History Museum",
			"Science Museum",
		]);
	});

	it("a named place is that place: 'tower of london' is the Tower, not Greenwich", async () => {
		const response = await answer("tower of london", {
			intent: "about",
			question: { form: "info", topic: "what-is-it" },
			places: [{ name: "tower of london" }],
		});
		expect(response.suggestions.map((place) => place.name)).toEqual(["Tower of London"]);
		expect(response.content).toMatch(/^The Tower of London: /);
		expect(response.content).not.toMatch(/Greenwich|Observatory/);
		// Staying at the citizenM Tower of London (a saved place): the Tower is still the Tower.
		const staying = await answer(
			"tower of london",
			{ intent: "about", question: { form: "info", topic: "what-is-it" }, places: [{ name: "tower of london" }] },
			{ ...LONDON, stay: "london-citizenm-tower-of-london" },
		);
		expect(staying.suggestions.map((place) => place.name)).toEqual(["Tower of London"]);
	});
});

describe("outside what the guide knows, and small talk", () => {
	it.each([
		["what will the weather be like", "weather-forecast", /can't see weather forecasts/],
		["is there wifi at the hotel", "wifi", /don't know about wifi/],
		["how much are tickets today", "live-prices", /don't have live prices/],
		["what about Paris instead", "other-city", /only know places around London/],
	] as const)(
		"%s: a plain 'I don't know that' and what it can do, never an unrelated list",
		async (message, outside, can) => {
			const response = await answer(message, { intent: "outside", outside });
			expect(response.content.startsWith(guideMessages.outsideKnowledge)).toBe(true);
			expect(response.content).toMatch(can);
			expect(response.suggestions).toEqual([]);
			expect(response.backupSuggestions).toEqual([]);
		},
	);

	it("'thanks!' gets a brief word back and no places", async () => {
		const response = await answer("thanks!", { intent: "small-talk" }, LONDON, await afterAnAnswer());
		expect(response.suggestions).toEqual([]);
		expect(response.content.length).toBeLessThan(120);
		expect(response.content).not.toMatch(/Nothing near|couldn't find/);
	});
});

/** The ask the one reader makes of a message in a fresh chat, as the turn hands it to the guide. */
const read = (context: GuideContext) =>
	understand(
		context.message,
		{ ask: null, offer: null, shown: [] },
		{
			location: context.location,
			kidAges: [...context.kidAges],
			dates: context.tripDates ?? null,
			today: "2027-04-01",
			saved: (context.savedPlaces ?? []).map((place) => ({ id: place.googlePlaceId, name: place.name })),
			stay: context.stay ? { label: context.stay.label } : null,
		},
	);

describe("the issue's phrases, as the reader reads them", () => {
	async function readAndAnswer(message: string) {
		const context = await contextFor(message, { ...LONDON, kids: [3, 8] });
		return askGuide(context, read(context));
	}

	it("'what will the weather be like' is a plain 'I don't know that', not the saved places", async () => {
		const response = await readAndAnswer("what will the weather be like");
		expect(response.content).toMatch(/^I don't know that, I'm afraid\. I can't see weather forecasts\./);
		expect(response.suggestions).toEqual([]);
	});

	it("'changing of the guard – worth it with a toddler or too crowded?' is answered about Buckingham Palace, with the crowds", async () => {
		const response = await readAndAnswer("changing of the guard – worth it with a toddler or too crowded?");
		expect(response.content).toMatch(YES_NO);
		expect(response.content).toContain("it is very crowded");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Buckingham Palace"]);
	});

	it("'tower of london' is the Tower", async () => {
		const response = await readAndAnswer("tower of london");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Tower of London"]);
	});

	it("'thanks so much!' is small talk", async () => {
		const history = await afterAnAnswer();
		const context = await contextFor("thanks so much!", { ...LONDON, kids: [3, 8] }, { history });
		const response = await askGuide(context, read(context));
		expect(response.suggestions).toEqual([]);
		expect(response.content.length).toBeLessThan(120);
	});

	it("'hi' before any answer asks back what they'd like, with choices", async () => {
		const response = await readAndAnswer("hi");
		expect(response).toMatchObject({ state: "clarifying", isClarification: true, suggestions: [] });
		expect(response.content).toMatch(/museums, parks and playgrounds, animals/);
	});
});

describe("a question about a place is answered from its ask alone", () => {
	const DC: Trip = { destination: "washington-dc", kids: [4, 9], start: "2027-07-10", end: "2027-07-16" };

	it("an ask of the price alone is the price, whatever more the message says (the reader put no visit length in the ask)", async () => {
		const response = await answer(
			"national zoo - is it free and how long do we need?",
			{ intent: "about", question: { form: "yes-no", topic: "price" }, places: [{ name: "national zoo" }] },
			DC,
		);
		expect(response.content).toMatch(/^Yes — Smithsonian's National Zoo is free\./);
		expect(response.content).not.toMatch(/how long a visit|Plan /);
	});

	it("the ask's own words are what it asks: the hills, though the message words it otherwise", async () => {
		const response = await answer(
			"national zoo - what about the ups and downs?",
			{
				intent: "about",
				question: { form: "info", topic: null, words: ["hill"] },
				places: [{ name: "national zoo" }],
			},
			DC,
		);
		expect(response.content).toMatch(
			/^On hills and climbs at Smithsonian's National Zoo, the place notes say: “The zoo is on a hill/,
		);
	});
});
