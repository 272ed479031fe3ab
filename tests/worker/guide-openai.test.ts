import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guideMessages } from "../../domain/guide/guide";
import { OpenAiChat } from "../../worker/providers/llm/openai-chat";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import type { UsageRecord } from "../../worker/providers/usage";
import { guideFor, OpenAiGuide } from "../../worker/services/guide";
import { MAX_TOOL_ROUNDS, parseModelAnswer } from "../../worker/services/guide/openai";
import type { GuideContext } from "../../worker/services/guide/types";
import { FakeOpenAi, text, toolCalls } from "./fake-openai";
import { guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";

/**
 * The Guide AI on OpenAI, against the local fake (tests/worker/fake-openai.ts): the search_places
 * tool round trip, the JSON answer checked with zod (one retry, then the spec's failure message),
 * invented places dropped, and every call metered.
 */

const fake = new FakeOpenAi();
let usage: UsageRecord[];
let statuses: string[];

beforeAll(async () => {
	await insertGuidePlaces();
});

beforeEach(() => {
	fake.install();
	fake.requests.length = 0;
	usage = [];
	statuses = [];
});

afterEach(() => fake.uninstall());

const NHM = guidePlaceId("london-natural-history-museum");
const SCIENCE = guidePlaceId("london-science-museum");
const VA = guidePlaceId("london-victoria-and-albert-museum");

function guide(): OpenAiGuide {
	return new OpenAiGuide(
		new OpenAiChat(
			{ apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl },
			{ usage: { record: (entry) => usage.push(entry) }, maxRetries: 0 },
		),
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
});

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
	it("runs a search_places round trip and suggests only places the tool returned", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { query: "museum", radiusMeters: 8000 } }),
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
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM, SCIENCE, VA]);
		expect(response.backupSuggestions).toEqual([]);
		for (const place of response.suggestions) expect(Number.isFinite(place.latitude)).toBe(true);
		expect(search).toMatchObject({ queries: ["museum"], radiusMeters: 8000 });

		expect(fake.requests).toHaveLength(2);
		const [first, second] = fake.requests.map((request) => request.body);
		expect(first?.tools).toEqual([
			expect.objectContaining({ type: "function", function: expect.objectContaining({ name: "search_places" }) }),
		]);
		expect(first?.tool_choice).toBe("auto");
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
		expect(second?.messages.some((message) => message.role === "assistant" && message.tool_calls?.length)).toBe(true);

		expect(statuses).toContain("Looking for museum near London…");
		// Both calls metered: tokens and cost.
		expect(usage).toHaveLength(2);
		for (const entry of usage) {
			expect(entry).toMatchObject({ provider: "openai", sku: "gpt-4o-mini", adventureId: "adv-openai" });
			expect(entry.units).toBeGreaterThan(0);
			expect(entry.costMicros).toBeGreaterThan(0);
		}
	});

	it("never hands the model the adventure's saved places", async () => {
		fake.answer(toolCalls({ name: "search_places", arguments: { query: "museum" } }), text(answerJson()));
		const { response } = await guide().respond(context("museums", { excludeIds: new Set([NHM]) }), deps());
		const toolMessage = fake.requests[1]?.body.messages.find((message) => message.role === "tool");
		expect(toolMessage?.content).not.toContain(NHM);
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([SCIENCE]);
	});

	it("gets the family's context and the message's constraints, and the tool never returns a place that breaks them", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { query: "museum" } }),
			toolCalls({ name: "search_places", arguments: { query: "park" } }),
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
		expect(system).toContain("no museums");
		expect(system).toContain("outdoors only");
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

	it("retries a malformed answer once", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: { query: "museum" } }),
			text("Here are some museums: the Natural History Museum!"),
			text(answerJson()),
		);
		const { response } = await guide().respond(context("museums"), deps());
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM, SCIENCE]);
		expect(fake.requests).toHaveLength(3);
		const retry = fake.requests[2]?.body;
		expect(retry?.tool_choice).toBe("none");
		expect(retry?.messages.at(-1)?.content).toMatch(/not valid/);
		expect(usage).toHaveLength(3);
	});

	it("answers the spec's chat failure message after two malformed answers", async () => {
		fake.answer(text('{"content": "Hi"}'), text("still not json"));
		const { response } = await guide().respond(context("museums"), deps());
		expect(response).toEqual({
			content: guideMessages.chatFailure,
			state: "responding",
			suggestions: [],
			backupSuggestions: [],
			isClarification: false,
		});
		expect(fake.requests).toHaveLength(2);
	});

	it("answers the failure message when the provider is down", async () => {
		fake.answer({ kind: "http", status: 500 });
		const { response } = await guide().respond(context("museums"), deps());
		expect(response.content).toBe(guideMessages.chatFailure);
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
		const search = toolCalls({ name: "search_places", arguments: { query: "park" } });
		fake.answer(search, search, search, text(answerJson({ suggestionPlaceIds: [], backupPlaceIds: [] })));
		const { response } = await guide().respond(context("parks"), deps());
		expect(response.state).toBe("responding");
		expect(fake.requests.map((request) => request.body.tool_choice)).toEqual(["auto", "auto", "auto", "none"]);
	});

	it("answers a bad tool call with an error the model can read", async () => {
		fake.answer(
			toolCalls({ name: "search_places", arguments: "{not json" }),
			text(answerJson({ suggestionPlaceIds: [] })),
		);
		const { response } = await guide().respond(context("museums"), deps());
		const toolMessage = fake.requests[1]?.body.messages.find((message) => message.role === "tool");
		expect(toolMessage?.content).toContain("error");
		expect(response.suggestions).toEqual([]);
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
		).toBe("openai");
	});

	it.each([
		["valid", answerJson(), true],
		["fenced", `\`\`\`json\n${answerJson()}\n\`\`\``, true],
		["missing state", JSON.stringify({ content: "x", suggestionPlaceIds: [], backupPlaceIds: [] }), false],
		["wrong state", answerJson({ state: "thinking" }), false],
		["empty content", answerJson({ content: "  " }), false],
		["ids not a list", answerJson({ suggestionPlaceIds: "cat:x" }), false],
		["not json", "hello", false],
		["null", null, false],
	])("parseModelAnswer: %s", (_name, input, ok) => {
		expect(parseModelAnswer(input) !== null).toBe(ok);
	});
});
