import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guideMessages } from "../../domain/guide/guide";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import type { UsageRecord } from "../../worker/providers/usage";
import { guideFor } from "../../worker/services/guide";
import { readModelAnswer } from "../../worker/services/guide/model/answer";
import { MAX_TOOL_ROUNDS } from "../../worker/services/guide/model/turn";
import type { Guide, GuideContext } from "../../worker/services/guide/types";
import { FakeOpenAi, text, toolCalls } from "./fake-openai";
import { guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";

/**
 * The model guide on OpenAI, against the local fake (tests/worker/fake-openai.ts): the search_places
 * tool round trip, the cards chosen from what it found, the JSON answer read (one retry, then the
 * embedded guide with a calm line), invented places dropped, two rounds of searches at most, the
 * service's failures answered by the embedded guide, and every call metered.
 */

const fake = new FakeOpenAi();
let usage: UsageRecord[];
let statuses: string[];
let streamed: { cards: string[][]; words: string[] };

beforeAll(async () => {
	await insertGuidePlaces();
});

beforeEach(() => {
	fake.install();
	fake.requests.length = 0;
	usage = [];
	statuses = [];
	streamed = { cards: [], words: [] };
});

afterEach(() => fake.uninstall());

const NHM = guidePlaceId("london-natural-history-museum");
const SCIENCE = guidePlaceId("london-science-museum");
const VA = guidePlaceId("london-victoria-and-albert-museum");

function guide(): Guide {
	return guideFor(
		{ openai: { apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl } },
		{ usage: { record: (entry) => usage.push(entry) } },
	);
}

function context(message: string, fields: Partial<GuideContext> = {}): GuideContext {
	return {
		message,
		adventureId: "adv-openai",
		location: "London, UK",
		kidAges: [4, 9],
		center: { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng },
		centerSource: "map",
		adventureCenter: { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng },
		zoom: 11,
		excludeIds: new Set(),
		history: [],
		...fields,
	};
}

const deps = () => ({
	places: new CatalogPlacesProvider(env.DB),
	status: (message: string) => {
		statuses.push(message);
	},
	cards: (suggestions: { googlePlaceId: string }[]) => {
		streamed.cards.push(suggestions.map((place) => place.googlePlaceId));
	},
	text: (delta: string) => {
		streamed.words.push(delta);
	},
});

const ids = (places: readonly { googlePlaceId: string }[]) => places.map((place) => place.googlePlaceId);

const answerJson = (fields: Record<string, unknown> = {}) =>
	JSON.stringify({
		content:
			"The Natural History Museum has dinosaurs your 4-year-old will love; the Science Museum suits your 9-year-old.",
		state: "responding",
		suggestionPlaceIds: [NHM, SCIENCE],
		backupPlaceIds: [],
		...fields,
	});

describe("OpenAI guide", () => {
	it("runs a search_places round trip, streams the cards it chose, and keeps only shown places the model stands by", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text(
				answerJson({
					// An id the tool never returned and a made-up name are dropped; an exact name resolves.
					suggestionPlaceIds: [NHM, "ChIJ-invented-by-the-model", "Science Museum"],
					backupPlaceIds: ["The Museum of Imaginary Things", VA],
				}),
			),
		);
		const { response, search } = await guide().respond(context("Museums for a rainy day"), deps());
		expect(response.state).toBe("responding");
		expect(response.isClarification).toBe(false);
		expect(streamed.cards).toHaveLength(1);
		const picked = [NHM, SCIENCE, VA];
		const kept = [...ids(response.suggestions), ...ids(response.backupSuggestions)];
		expect(kept.length).toBeGreaterThan(0);
		for (const id of kept) expect(picked).toContain(id);
		expect(ids(response.suggestions)).toEqual((streamed.cards[0] ?? []).filter((id) => picked.includes(id)));
		for (const place of response.suggestions) expect(Number.isFinite(place.latitude)).toBe(true);
		expect(streamed.words.join("")).toBe(response.content);
		// Museums, as the model asked, indoors as the family's rainy day asked.
		expect(search).toMatchObject({ queries: ["museum", "indoor"] });

		expect(fake.requests).toHaveLength(2);
		const [first, second] = fake.requests.map((request) => request.body);
		expect(first?.tools).toEqual([
			expect.objectContaining({ type: "function", function: expect.objectContaining({ name: "search_places" }) }),
		]);
		expect(first?.tool_choice).toBe("required");
		expect(first?.response_format).toEqual({ type: "json_object" });
		expect(first?.messages[0]?.role).toBe("system");
		expect(first?.messages[0]?.content).toContain("London, UK");
		expect(first?.messages[0]?.content).toContain("4 and 9");
		expect(first?.messages.at(-1)).toEqual({ role: "user", content: "Museums for a rainy day" });
		// The tool call and its result go back to the model.
		const toolMessage = second?.messages.find((message) => message.role === "tool");
		expect(toolMessage?.tool_call_id).toEqual(expect.any(String));
		const toolResult = JSON.parse(toolMessage?.content ?? "{}") as { places: { id: string; name: string }[] };
		expect(toolResult.places.map((place) => place.id)).toContain(NHM);
		expect(toolResult.places.length).toBeLessThanOrEqual(10);
		expect(JSON.parse(toolMessage?.content ?? "{}")).toMatchObject({ cards: streamed.cards[0] });
		expect(second?.messages.some((message) => message.role === "assistant" && message.tool_calls?.length)).toBe(true);

		expect(statuses).toContain("Looking for museums near London…");
		// Both calls metered: tokens and cost.
		expect(usage).toHaveLength(2);
		for (const entry of usage) {
			expect(entry).toMatchObject({ provider: "openai", sku: "gpt-4o-mini", adventureId: "adv-openai" });
			expect(entry.units).toBeGreaterThan(0);
			expect(entry.costMicros).toBeGreaterThan(0);
		}
	});

	it("never hands the model the adventure's saved places", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text(answerJson()),
		);
		const { response } = await guide().respond(context("museums", { excludeIds: new Set([NHM]) }), deps());
		const toolMessage = fake.requests[1]?.body.messages.find((message) => message.role === "tool");
		expect(toolMessage?.content).not.toContain(NHM);
		expect(ids(response.suggestions)).not.toContain(NHM);
		expect(streamed.cards.flat()).not.toContain(NHM);
	});

	it("gets the family's context and the message's constraints, and the tool never returns a place that breaks them", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["park"] } }),
			text(answerJson({ suggestionPlaceIds: [], backupPlaceIds: [] })),
		);
		const hydePark = guidePlaceId("london-hyde-park");
		const places = new CatalogPlacesProvider(env.DB);
		const saved = await places.placeDetails(NHM);
		if (!saved) throw new Error("no NHM");
		await guide().respond(
			context("something outdoors for a 12 year old who's bored of museums", {
				stay: { label: "Our flat", point: { latitude: 51.4941, longitude: -0.1738 } },
				tripDates: { start: "2027-04-12", end: "2027-04-16" },
				savedPlaces: [saved],
				excludeIds: new Set([NHM]),
				suggestedIds: new Set([hydePark]),
			}),
			deps(),
		);
		const system = String(fake.requests[0]?.body.messages[0]?.content ?? "");
		expect(system).toContain("a child aged 12");
		// The family's filters, as the chat's chips say them.
		expect(system).toMatch(/The family's filters now: [^\n]*\boutdoors\b/);
		expect(system).toMatch(/The family's filters now: [^\n]*\bnot museums\b/);
		expect(system).toContain("2027-04-12 to 2027-04-16");
		expect(system).toContain("where you're staying");
		expect(system).toContain("Natural History Museum");
		const results = (fake.requests.at(-1)?.body.messages ?? [])
			.filter((message) => message.role === "tool")
			.map((message) => JSON.parse(String(message.content)) as { places: { id: string; types: string[] }[] });
		expect(results).toHaveLength(2);
		const parks = results[1]?.places ?? [];
		expect(parks.length).toBeGreaterThan(0);
		for (const place of results.flatMap((result) => result.places)) expect(place.types).not.toContain("museum");
		// Already suggested: not handed back unless the family asks again.
		expect(parks.map((place) => place.id)).not.toContain(hydePark);
	});

	it("retries an answer without words once", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text('{"state": "responding", "suggestionPlaceIds": []}'),
			text(answerJson({ suggestionPlaceIds: null, backupPlaceIds: null })),
		);
		const { response } = await guide().respond(context("museums"), deps());
		expect(ids(response.suggestions)).toEqual(streamed.cards[0]);
		expect(fake.requests).toHaveLength(3);
		const retry = fake.requests[2]?.body;
		expect(retry?.tool_choice).toBe("none");
		expect(retry?.messages.at(-1)?.content).toMatch(/not valid/);
		expect(usage).toHaveLength(3);
	});

	it("answers from the embedded guide, with the calm line, after two answers without words", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text('{"content": "'),
			text("  "),
		);
		const { response } = await guide().respond(context("museums"), deps());
		expect(response.content.startsWith(`${guideMessages.modelFallback}\n\n`)).toBe(true);
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(fake.requests).toHaveLength(3);
		// The embedded guide's turn is counted like the keyless guide's.
		expect(usage.at(-1)).toMatchObject({ provider: "offline-llm", sku: "guide" });
	});

	it("answers from the embedded guide, with the calm line and real places, when the service fails twice", async () => {
		fake.answer({ kind: "http", status: 500 }, { kind: "http", status: 500 });
		const { response } = await guide().respond(context("Museums for a rainy day"), deps());
		expect(response.content.startsWith(`${guideMessages.modelFallback}\n\n`)).toBe(true);
		expect(response.content).not.toMatch(/500|error|trouble connecting/i);
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of response.suggestions) expect(place.googlePlaceId).toMatch(/^cat:london-/);
		expect(fake.requests).toHaveLength(2);
	});

	it("waits out a 429 (Retry-After) and answers", async () => {
		fake.answer(
			{ kind: "http", status: 429, headers: { "retry-after-ms": "50" } },
			toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }),
			text(answerJson({ suggestionPlaceIds: null, backupPlaceIds: null })),
		);
		const { response } = await guide().respond(context("museums"), deps());
		expect(fake.requests).toHaveLength(3);
		expect(response.content).not.toContain(guideMessages.modelFallback);
		expect(ids(response.suggestions)).toEqual(streamed.cards[0]);
	});

	it("passes a clarifying answer on without suggestions", async () => {
		fake.answer(
			text(
				JSON.stringify({
					content: "What kind of outing would you like: indoors or outdoors?",
					state: "clarifying",
					suggestionPlaceIds: [NHM],
					backupPlaceIds: [],
				}),
			),
		);
		const { response } = await guide().respond(context("hi"), deps());
		expect(response).toEqual({
			content: "What kind of outing would you like: indoors or outdoors?",
			state: "clarifying",
			suggestions: [],
			backupSuggestions: [],
			isClarification: true,
		});
	});

	it(`stops offering tools after ${MAX_TOOL_ROUNDS} rounds`, async () => {
		expect(MAX_TOOL_ROUNDS).toBe(2);
		const search = toolCalls({ name: "search_places", arguments: { intent: "find", kinds: ["park"] } });
		fake.answer(search, search, text(answerJson({ suggestionPlaceIds: [], backupPlaceIds: [] })));
		const { response } = await guide().respond(context("parks"), deps());
		expect(response.state).toBe("responding");
		expect(fake.requests.map((request) => request.body.tool_choice)).toEqual(["required", "auto", "none"]);
	});

	it("reads a malformed tool call as well as it can: no arguments searches the family's own ask", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: "{not json" }),
			text(answerJson({ suggestionPlaceIds: null, backupPlaceIds: null })),
		);
		const { response, search } = await guide().respond(context("museums"), deps());
		const toolMessage = fake.requests[1]?.body.messages.find((message) => message.role === "tool");
		expect(toolMessage?.content).not.toContain("error");
		expect(search?.queries).toEqual(["museum"]);
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(fake.requests).toHaveLength(2);
	});

	it("sends the conversation so far", async () => {
		fake.answer(text(answerJson({ suggestionPlaceIds: [] })));
		await guide().respond(
			context("and for lunch?", {
				history: [
					{ role: "user", content: "museums" },
					{ role: "assistant", content: "Try the Science Museum.", suggestions: [] },
				],
			}),
			deps(),
		);
		expect(fake.requests[0]?.body.messages.slice(1)).toEqual([
			{ role: "user", content: "museums" },
			{ role: "assistant", content: "Try the Science Museum." },
			{ role: "user", content: "and for lunch?" },
		]);
	});

	it("answers a question about one place from its facts, as the offline guide does, without calling the model", async () => {
		const { response, search } = await guide().respond(
			context("Is the Natural History Museum free? Do we need to book?"),
			deps(),
		);
		expect(response.content).toMatch(/^Yes — the Natural History Museum is free\./);
		expect(response.content).toContain("Booking: worth doing for the Natural History Museum.");
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM]);
		expect(search).toBeNull();
		expect(fake.requests).toHaveLength(0);
		expect(usage).toEqual([]);
	});

	it("is chosen by configuration", () => {
		expect(guideFor({ openai: null }, { usage: { record: () => {} } }).name).toBe("offline");
		expect(
			guideFor({ openai: { apiKey: "k", model: "gpt-4o-mini", baseUrl: null } }, { usage: { record: () => {} } }).name,
		).toBe("model");
	});

	it.each([
		["valid", answerJson(), true],
		["fenced", `\`\`\`json\n${answerJson()}\n\`\`\``, true],
		["a remark after it", `${answerJson()} Hope that helps!`, true],
		["missing state (an answer)", JSON.stringify({ content: "x", suggestionPlaceIds: [], backupPlaceIds: [] }), true],
		["wrong state (an answer)", answerJson({ state: "thinking" }), true],
		["plain words", "hello", true],
		["a line before it", `Here you go:\n${answerJson()}`, true],
		["empty content", answerJson({ content: "  " }), false],
		["no content", JSON.stringify({ state: "responding" }), false],
		["cut short", '{"content": "Try the', false],
		["empty", "", false],
		["null", null, false],
	])("readModelAnswer: %s", (_name, input, ok) => {
		expect(readModelAnswer(input) !== null).toBe(ok);
	});

	it("readModelAnswer: missing id lists keep the cards, empty ones drop them", () => {
		expect(readModelAnswer(JSON.stringify({ content: "x" }))?.picks).toBeNull();
		expect(readModelAnswer(answerJson({ suggestionPlaceIds: [], backupPlaceIds: [] }))?.picks).toEqual([]);
		expect(readModelAnswer(answerJson({ suggestionPlaceIds: "cat:x" }))?.picks).toEqual([]);
	});
});
