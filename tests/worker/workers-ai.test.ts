import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import type { Bindings } from "../../worker/bindings";
import { readConfig } from "../../worker/config";
import { usageEvents } from "../../worker/db/schema";
import type { ModelMessage, ModelTool } from "../../worker/providers/llm/chat-model";
import { LlmError } from "../../worker/providers/llm/types";
import { WorkersAiChatModel, type WorkersAiOptions } from "../../worker/providers/llm/workers-ai";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import type { UsageRecord } from "../../worker/providers/usage";
import { guideFor } from "../../worker/services/guide";
import { paidServices } from "../../worker/services/spend-gate";
import { UsageMeter } from "../../worker/services/usage-meter";
import { FakeWorkersAi } from "./fake-workers-ai";
import { insertGuidePlaces, londonGuideContext } from "./fixtures/guide-places";
import { bindings, callWith, db, json, signIn, uniqueEmail } from "./helpers";

/**
 * The platform's own model: a ChatModel over the Workers AI binding, against a fake binding (an
 * object with `run`): tool rounds, streamed text, tool arguments in every shape a model sends,
 * neurons metered at the documented price, failures as LlmError, and the choice of model by config.
 */

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

const SEARCH: ModelTool = {
	name: "search_places",
	description: "Search family places near the trip",
	parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
};

const ASK: ModelMessage[] = [
	{ role: "system", content: "You are Wunder." },
	{ role: "user", content: "A museum for a rainy day?" },
];

function model(ai: FakeWorkersAi, options: Partial<WorkersAiOptions> = {}) {
	const records: UsageRecord[] = [];
	const chat = new WorkersAiChatModel(ai, MODEL, {
		usage: { record: (entry) => records.push(entry) },
		retryDelayMs: 1,
		...options,
	});
	return { chat, records };
}

const usage = (prompt_tokens: number, completion_tokens: number) => ({
	prompt_tokens,
	completion_tokens,
	total_tokens: prompt_tokens + completion_tokens,
});

describe("a tool call round", () => {
	it("offers the tools in Chat Completions' form, reads the call, and sends the round back in the binding's form", async () => {
		const ai = new FakeWorkersAi().answer(
			{ whole: { response: null, tool_calls: [{ name: "search_places", arguments: { query: "museum" } }] } },
			{ whole: { response: "The Science Museum is dry and free.", usage: usage(900, 40) } },
		);
		const { chat } = model(ai);

		const first = await chat.turn(ASK, { maxOutputTokens: 300, tools: [SEARCH] });
		expect(first.content).toBeNull();
		expect(first.toolCalls).toEqual([
			{ id: expect.any(String), name: "search_places", arguments: '{"query":"museum"}' },
		]);
		expect(ai.calls[0]).toMatchObject({
			model: MODEL,
			inputs: {
				messages: [
					{ role: "system", content: "You are Wunder." },
					{ role: "user", content: "A museum for a rainy day?" },
				],
				max_tokens: 300,
				tools: [{ type: "function", function: SEARCH }],
			},
		});
		expect(ai.calls[0]?.inputs).not.toHaveProperty("stream");

		const call = first.toolCalls[0];
		if (!call) throw new Error("no tool call");
		const second = await chat.turn(
			[
				...ASK,
				{ role: "assistant", content: null, toolCalls: [call] },
				{ role: "tool", toolCallId: call.id, content: '[{"name":"Science Museum"}]' },
			],
			{ maxOutputTokens: 300, tools: [SEARCH], toolChoice: "none" },
		);
		expect(second).toEqual({ content: "The Science Museum is dry and free.", toolCalls: [] });
		const sent = ai.calls[1]?.inputs;
		expect(sent?.messages).toEqual([
			...ASK,
			{
				role: "assistant",
				content: "",
				tool_calls: [{ id: call.id, type: "function", function: { name: "search_places", arguments: call.arguments } }],
			},
			{ role: "tool", tool_call_id: call.id, name: "search_places", content: '[{"name":"Science Museum"}]' },
		]);
		// "none": the last round offers no tools, so the model must answer in words.
		expect(sent).not.toHaveProperty("tools");
	});

	it('"required" offers the tools as "auto" does (the binding has no tool choice), and words still come back as words', async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: "The Science Museum is dry.", usage: usage(900, 40) } });
		const { chat } = model(ai);
		const reply = await chat.turn(ASK, { maxOutputTokens: 300, tools: [SEARCH], toolChoice: "required" });
		expect(ai.calls[0]?.inputs).toMatchObject({ tools: [{ type: "function", function: SEARCH }] });
		expect(ai.calls[0]?.inputs).not.toHaveProperty("tool_choice");
		expect(reply).toEqual({ content: "The Science Museum is dry.", toolCalls: [] });
	});

	it("reads Chat Completions' answer shape too, keeping the model's call id", async () => {
		const ai = new FakeWorkersAi().answer({
			whole: {
				choices: [
					{
						message: {
							content: null,
							tool_calls: [
								{ id: "call_7", type: "function", function: { name: "search_places", arguments: '{"query":"zoo"}' } },
							],
						},
					},
				],
				usage: usage(500, 20),
			},
		});
		const reply = await model(ai).chat.turn(ASK, { maxOutputTokens: 200, tools: [SEARCH] });
		expect(reply).toEqual({
			content: null,
			toolCalls: [{ id: "call_7", name: "search_places", arguments: '{"query":"zoo"}' }],
		});
	});

	it("asks for JSON with response_format, and writes out an answer the binding already parsed", async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: { content: "Try the aquarium." } } });
		const reply = await model(ai).chat.turn(ASK, { maxOutputTokens: 200, json: true });
		expect(ai.calls[0]?.inputs.response_format).toEqual({ type: "json_object" });
		expect(reply.content).toBe('{"content":"Try the aquarium."}');
	});
});

/** A streamed turn with the search tool offered: its reply and the text pieces onText received. */
async function streamedTurn(ai: FakeWorkersAi, options: { json?: boolean } = {}) {
	const deltas: string[] = [];
	const reply = await model(ai).chat.turn(ASK, {
		maxOutputTokens: 300,
		tools: [SEARCH],
		...options,
		onText: (delta) => deltas.push(delta),
	});
	return { reply, deltas };
}

describe("streamed text", () => {
	it("streams the answer's pieces to onText as they arrive and answers the whole text", async () => {
		const ai = new FakeWorkersAi().answer({
			events: [
				{ response: "The Science " },
				{ response: "Museum has a " },
				{ response: "soft play." },
				{ response: "", usage: usage(1200, 30) },
			],
		});
		const { chat, records } = model(ai);
		const deltas: string[] = [];
		const reply = await chat.turn(ASK, { maxOutputTokens: 300, onText: (delta) => deltas.push(delta) });
		expect(ai.calls[0]?.inputs.stream).toBe(true);
		expect(deltas).toEqual(["The Science ", "Museum has a ", "soft play."]);
		expect(reply).toEqual({ content: "The Science Museum has a soft play.", toolCalls: [] });
		expect(records).toHaveLength(1);
	});

	it("streams Chat Completions' deltas and builds a tool call from its pieces, never as text", async () => {
		const ai = new FakeWorkersAi().answer({
			events: [
				{ choices: [{ delta: { tool_calls: [{ index: 0, id: "call_1", function: { name: "search_places" } }] } }] },
				{ choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '{"query":' } }] } }] },
				{ choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '"castle"}' } }] } }] },
				{ choices: [{ delta: { tool_calls: [{ id: null, function: { name: null } }] } }], usage: usage(800, 15) },
			],
		});
		const { reply, deltas } = await streamedTurn(ai);
		expect(reply).toEqual({
			content: null,
			toolCalls: [{ id: "call_1", name: "search_places", arguments: '{"query":"castle"}' }],
		});
		expect(deltas).toEqual([]);
	});

	it("a tool call Llama writes as its text becomes a call and is never streamed to the family", async () => {
		const ai = new FakeWorkersAi().answer({
			events: [
				{ response: '{"name": "search_' },
				{ response: 'places", "parameters": {"query": "beach"}}' },
				{ response: "", usage: usage(700, 25) },
			],
		});
		const { reply, deltas } = await streamedTurn(ai);
		expect(reply).toEqual({
			content: null,
			toolCalls: [{ id: expect.any(String), name: "search_places", arguments: '{"query":"beach"}' }],
		});
		expect(deltas).toEqual([]);
	});

	it("a JSON answer that is not a tool call streams once its first key shows it", async () => {
		const ai = new FakeWorkersAi().answer({
			events: [{ response: "{" }, { response: '"content": "Go to ' }, { response: 'the zoo."}' }],
		});
		const { reply, deltas } = await streamedTurn(ai, { json: true });
		expect(deltas).toEqual(['{"content": "Go to ', 'the zoo."}']);
		// JSON mode does not stream on Workers AI (nor leave room for a tool call): the prompt asks instead.
		expect(ai.calls[0]?.inputs).not.toHaveProperty("response_format");
		expect(reply.content).toBe('{"content": "Go to the zoo."}');
	});
});

describe("tool arguments in every shape", () => {
	const argumentsOf = async (toolCalls: unknown[]) => {
		const ai = new FakeWorkersAi().answer({ whole: { response: "", tool_calls: toolCalls } });
		const reply = await model(ai).chat.turn(ASK, { maxOutputTokens: 100, tools: [SEARCH] });
		return reply.toolCalls.map((call) => call.arguments);
	};

	it("an object is written as JSON text; JSON text is kept as sent", async () => {
		expect(await argumentsOf([{ name: "search_places", arguments: { query: "park", radiusKm: 3 } }])).toEqual([
			'{"query":"park","radiusKm":3}',
		]);
		expect(await argumentsOf([{ name: "search_places", arguments: '{"query":"park"}' }])).toEqual(['{"query":"park"}']);
	});

	it("JSON encoded twice is unwrapped; text that is not JSON is kept for the guide to recover; none is {}", async () => {
		expect(await argumentsOf([{ name: "search_places", arguments: JSON.stringify('{"query":"pool"}') }])).toEqual([
			'{"query":"pool"}',
		]);
		expect(await argumentsOf([{ name: "search_places", arguments: "{query: pool" }])).toEqual(["{query: pool"]);
		expect(await argumentsOf([{ name: "search_places" }])).toEqual(["{}"]);
		expect(await argumentsOf([{ name: "search_places", parameters: { query: "farm" } }])).toEqual(['{"query":"farm"}']);
	});

	it("a call without a name is dropped", async () => {
		expect(await argumentsOf([{ arguments: { query: "park" } }, { name: "search_places", arguments: {} }])).toEqual([
			"{}",
		]);
	});

	it("text naming a tool that was not offered stays text", async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: '{"name": "book_tickets", "parameters": {}}' } });
		const reply = await model(ai).chat.turn(ASK, { maxOutputTokens: 100, tools: [SEARCH] });
		expect(reply).toEqual({ content: '{"name": "book_tickets", "parameters": {}}', toolCalls: [] });
	});
});

describe("metered in neurons", () => {
	it("a call's tokens become neurons at the model's rate, priced at $0.011 per 1,000", async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: "Try the zoo.", usage: usage(2000, 200) } });
		const { chat, records } = model(ai);
		await chat.turn(ASK, { maxOutputTokens: 300, adventureId: "adv-1" });
		// 2,000 × 26,668 / 1M + 200 × 204,805 / 1M = 94.3 neurons, rounded up to 95: 95 × $0.000011.
		expect(records).toEqual([
			{ provider: "workers-ai", sku: MODEL, units: 95, costMicros: 1045, adventureId: "adv-1" },
		]);
	});

	it("the meter prices the neurons from usage_prices (migration 0013): usage_events, and the AI line of the usage report", async () => {
		const admin = await signIn("admin@example.com");
		const report = async () => {
			const res = await callWith({}, "/api/monitoring/usage", { headers: { Cookie: admin.cookie } });
			return ((await res.json()) as { current: Record<string, number> }).current;
		};
		const before = await report();
		const ai = new FakeWorkersAi().answer({ whole: { response: "Try the zoo.", usage: usage(2000, 200) } });
		const meter = new UsageMeter();
		const chat = new WorkersAiChatModel(ai, MODEL, { usage: meter });
		const adventureId = `adv-${crypto.randomUUID()}`;
		await chat.turn(ASK, { maxOutputTokens: 300, adventureId });
		await meter.flush(db(), { userId: null, route: "test" });
		const rows = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.provider, "workers-ai"), eq(usageEvents.adventureId, adventureId)));
		expect(rows).toEqual([expect.objectContaining({ sku: MODEL, units: 95, costMicros: 1045 })]);

		const after = await report();
		expect((after.workersAiNeurons ?? 0) - (before.workersAiNeurons ?? 0)).toBe(95);
		expect((after.aiCalls ?? 0) - (before.aiCalls ?? 0)).toBe(1);
		expect((after.openaiCost ?? 0) - (before.openaiCost ?? 0)).toBeCloseTo(0.001045, 4);
		expect(after.openaiTokens).toBe(before.openaiTokens);
	});

	it("a streamed answer without usage is still metered, from its length", async () => {
		const ai = new FakeWorkersAi().answer({ events: [{ response: "A".repeat(400) }] });
		const { chat, records } = model(ai);
		await chat.turn(ASK, { maxOutputTokens: 300, onText: () => {} });
		expect(records).toHaveLength(1);
		// 100 output tokens alone are 20.5 neurons.
		expect(records[0]?.units).toBeGreaterThan(20);
	});
});

describe("failures are LlmErrors", () => {
	it("bad input fails at once, without a retry", async () => {
		const ai = new FakeWorkersAi().answer({ error: "AiError: 8001: Invalid input" });
		const { chat, records } = model(ai);
		const failure = chat.turn(ASK, { maxOutputTokens: 100 });
		await expect(failure).rejects.toBeInstanceOf(LlmError);
		await expect(failure).rejects.toThrow(/Workers AI \(@cf\/meta\/llama-3\.3-70b-instruct-fp8-fast\) failed: .*8001/);
		expect(ai.calls).toHaveLength(1);
		expect(records).toEqual([]);
	});

	it("a passing failure (capacity) is tried once more: a second failure is an LlmError, a success answers", async () => {
		const capacity = { error: "InferenceUpstreamError: 3040: Capacity temporarily exceeded" };
		const twice = new FakeWorkersAi().answer(capacity, capacity, { whole: { response: "late" } });
		await expect(model(twice).chat.turn(ASK, { maxOutputTokens: 100 })).rejects.toBeInstanceOf(LlmError);
		expect(twice.calls).toHaveLength(2);

		const once = new FakeWorkersAi().answer(capacity, { whole: { response: "Here you go." } });
		expect(await model(once).chat.turn(ASK, { maxOutputTokens: 100 })).toEqual({
			content: "Here you go.",
			toolCalls: [],
		});
		expect(once.calls).toHaveLength(2);
	});

	it("an empty answer is an LlmError", async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: null } });
		await expect(model(ai).chat.turn(ASK, { maxOutputTokens: 100 })).rejects.toThrow(/answered nothing/);
	});

	it("a call that never answers ends at its timeout, and the binding's call is aborted", async () => {
		const ai = new FakeWorkersAi().answer({ hang: true });
		const started = Date.now();
		await expect(model(ai, { timeoutMs: 60 }).chat.turn(ASK, { maxOutputTokens: 100 })).rejects.toThrow(
			/took longer than 60 ms/,
		);
		expect(Date.now() - started).toBeLessThan(1000);
		expect(ai.calls[0]?.signal?.aborted).toBe(true);
	});

	it("the caller's signal (the turn's deadline) ends a stream that stalls", async () => {
		const ai = new FakeWorkersAi().answer({ events: [{ response: "Let me think" }], hangAfter: true });
		const controller = new AbortController();
		const deltas: string[] = [];
		const { chat, records } = model(ai);
		const turn = chat.turn(ASK, {
			maxOutputTokens: 100,
			signal: controller.signal,
			onText: (delta) => {
				deltas.push(delta);
				setTimeout(() => controller.abort(), 20);
			},
		});
		await expect(turn).rejects.toThrow("Workers AI call aborted");
		expect(deltas).toEqual(["Let me think"]);
		// What the model generated before the end was billed: it is metered.
		expect(records).toEqual([expect.objectContaining({ provider: "workers-ai", units: expect.any(Number) })]);
	});

	it("a stream with no first event ends at the first-token timeout", async () => {
		const ai = new FakeWorkersAi().answer({ events: [], hangAfter: true });
		await expect(
			model(ai, { firstTokenTimeoutMs: 40 }).chat.turn(ASK, { maxOutputTokens: 100, onText: () => {} }),
		).rejects.toThrow("Workers AI sent no first token within 40 ms");
	});

	it("an already aborted signal makes no call", async () => {
		const ai = new FakeWorkersAi().answer({ whole: { response: "never" } });
		const controller = new AbortController();
		controller.abort();
		await expect(model(ai).chat.turn(ASK, { maxOutputTokens: 100, signal: controller.signal })).rejects.toBeInstanceOf(
			LlmError,
		);
		expect(ai.calls).toHaveLength(0);
	});
});

describe("which model config chooses", () => {
	const ai = new FakeWorkersAi();
	const base: Bindings = { ...bindings, OPENAI_API_KEY: "", LLM_PROVIDER: "", WORKERS_AI_MODEL: "" };

	it("no OpenAI key and the AI binding: Workers AI on the default model, or WORKERS_AI_MODEL", () => {
		expect(readConfig({ ...base, AI: ai })).toMatchObject({ llm: "workers-ai", workersAiModel: MODEL });
		expect(
			readConfig({ ...base, AI: ai, WORKERS_AI_MODEL: "@cf/meta/llama-4-scout-17b-16e-instruct" }).workersAiModel,
		).toBe("@cf/meta/llama-4-scout-17b-16e-instruct");
	});

	it("an OpenAI key wins; without the binding (npm start, the tests) the offline default", () => {
		expect(readConfig({ ...base, AI: ai, OPENAI_API_KEY: "sk-test" }).llm).toBe("openai");
		expect(readConfig(base).llm).toBe("offline");
		expect(readConfig(bindings).llm).toBe("offline");
	});

	it("LLM_PROVIDER chooses among what can run here", () => {
		expect(readConfig({ ...base, AI: ai, LLM_PROVIDER: "offline" }).llm).toBe("offline");
		expect(readConfig({ ...base, AI: ai, OPENAI_API_KEY: "sk-test", LLM_PROVIDER: "workers-ai" }).llm).toBe(
			"workers-ai",
		);
		expect(readConfig({ ...base, LLM_PROVIDER: "workers-ai" }).llm).toBe("offline");
		expect(readConfig({ ...base, AI: ai, LLM_PROVIDER: "openai" }).llm).toBe("workers-ai");
	});

	it("GET /api/config names the model's provider", async () => {
		const providers = async (overrides: Partial<Bindings>) =>
			((await (await callWith(overrides, "/api/config")).json()) as PublicConfig).providers.llm;
		expect(await providers({ AI: ai })).toBe("workers-ai");
		expect(await providers({})).toBe("offline");
	});
});

describe("the guide and the AI features on Workers AI", () => {
	it("a guide turn: the search as a tool call, the cards, then the answer's words streamed; both calls metered in neurons", async () => {
		await insertGuidePlaces();
		// The answer names the first card the search result says the family sees.
		const answerFor = (inputs: Record<string, unknown>) => {
			const messages = inputs.messages as { content: string }[];
			const shown = (JSON.parse(messages.at(-1)?.content ?? "{}") as { cards: string[] }).cards[0];
			const answer = JSON.stringify({
				content: "This museum has dinosaurs for your 4-year-old.",
				state: "responding",
				suggestionPlaceIds: [shown],
				backupPlaceIds: [],
			});
			return { events: [answer.slice(0, 20), answer.slice(20)].map((response) => ({ response })) };
		};
		const ai = new FakeWorkersAi().answer(
			{
				events: [
					{ response: "", tool_calls: [{ name: "search_places", arguments: { intent: "find", kinds: ["museum"] } }] },
				],
			},
			{ from: answerFor },
		);
		const records: UsageRecord[] = [];
		const usageSink = { record: (entry: UsageRecord) => records.push(entry) };
		const chat = new WorkersAiChatModel(ai, MODEL, { usage: usageSink });
		const guide = guideFor({ openai: null }, { usage: usageSink, model: chat });
		const words: string[] = [];
		const cards: string[][] = [];
		const { response } = await guide.respond(londonGuideContext("Museums for a rainy day"), {
			places: new CatalogPlacesProvider(env.DB),
			status: () => {},
			cards: (suggestions) => cards.push(suggestions.map((place) => place.googlePlaceId)),
			text: (delta) => words.push(delta),
		});
		expect(response.content).toBe("This museum has dinosaurs for your 4-year-old.");
		expect(words.join("")).toBe(response.content);
		expect(cards[0]?.length).toBeGreaterThan(0);
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual(cards[0]?.slice(0, 1));
		expect(ai.calls).toHaveLength(2);
		expect(ai.calls[0]?.inputs).toMatchObject({ stream: true, tools: [{ function: { name: "search_places" } }] });
		expect(records.map((record) => record.provider)).toEqual(["workers-ai", "workers-ai"]);
	});

	it("a title suggestion through the app: the deployment's AI binding writes it, metered as workers-ai", async () => {
		const user = await signIn(uniqueEmail("workers-ai-title"));
		const ai = new FakeWorkersAi().answer({ whole: { response: "Rainy Days and Dinosaurs", usage: usage(300, 12) } });
		const res = await callWith(
			{ AI: ai },
			"/api/adventures/generate-title",
			json(
				{ location: "London, UK", startDate: "2026-12-20", endDate: "2026-12-24", kidAges: [4, 9] },
				{ headers: { Cookie: user.cookie } },
			),
		);
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ title: "Rainy Days and Dinosaurs" });
		expect(ai.calls[0]?.model).toBe(MODEL);
		const events = await db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.userId, user.user.id), eq(usageEvents.provider, "workers-ai")));
		// 300 × 26,668 / 1M + 12 × 204,805 / 1M = 10.46 neurons → 11.
		expect(events).toEqual([
			expect.objectContaining({ sku: MODEL, units: 11, route: "/api/adventures/generate-title" }),
		]);
	});

	it("the scaling analysis prices the guide on the Workers AI model the deployment runs", async () => {
		const admin = await signIn("admin@example.com");
		const scaling = async (overrides: Partial<Bindings>) =>
			(await (await callWith(overrides, "/api/monitoring/scaling", { headers: { Cookie: admin.cookie } })).json()) as {
				model: string;
				projections: { costs: { breakdown: { openai: number } } }[];
			};
		const workersAi = await scaling({ AI: new FakeWorkersAi() });
		const openAi = await scaling({});
		expect(workersAi.model).toBe(MODEL);
		expect(openAi.model).toBe("gpt-4o-mini");
		// $0.0207 of neurons an adventure against gpt-4o-mini's $0.0084.
		expect(workersAi.projections[0]?.costs.breakdown.openai).toBeGreaterThan(
			2 * (openAi.projections[0]?.costs.breakdown.openai ?? 0),
		);
	});

	it("Workers AI is among the paid services that give way when the month's budget is spent", () => {
		const config = readConfig({ ...bindings, OPENAI_API_KEY: "", AI: new FakeWorkersAi() });
		expect(paidServices(config).map((service) => service.paid)).toEqual(["Workers AI"]);
		expect(paidServices(readConfig(bindings)).map((service) => service.paid)).toEqual([]);
	});
});
