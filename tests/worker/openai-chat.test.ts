import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SuggestionContext } from "../../domain/adventure/adventure";
import type { ModelTurnOptions } from "../../worker/providers/llm/chat-model";
import type { ModelCallLimits } from "../../worker/providers/llm/model-call";
import { ModelLlmProvider } from "../../worker/providers/llm/model-provider";
import { OfflineLlmProvider } from "../../worker/providers/llm/offline";
import { OpenAiChatModel } from "../../worker/providers/llm/openai-chat";
import { LlmError } from "../../worker/providers/llm/types";
import { retryAfterMs } from "../../worker/providers/retry-after";
import type { UsageRecord } from "../../worker/providers/usage";
import { FakeOpenAi, text } from "./fake-openai";

/** The ChatModel over OpenAI, against the fake model: streaming, tool calls, metering, limits and the one retry. */

const SEARCH_TOOL = {
	name: "search_places",
	description: "Search real places.",
	parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
};
const ASK = [
	{ role: "system" as const, content: "You are Wunder." },
	{ role: "user" as const, content: "Any good museums for a 5 year old?" },
];
const TURN: ModelTurnOptions = { maxOutputTokens: 500 };

let fake: FakeOpenAi;
let usage: UsageRecord[];

function modelOn(limits: Partial<ModelCallLimits> = {}): OpenAiChatModel {
	return new OpenAiChatModel(
		{ apiKey: fake.apiKey, model: "gpt-4o-mini", baseUrl: fake.baseUrl },
		{ usage: { record: (event) => usage.push(event) }, limits },
	);
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
	const error = await promise.then(
		() => null,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(LlmError);
	return error as LlmError;
}

beforeEach(() => {
	usage = [];
	fake = new FakeOpenAi(undefined, undefined, { whenIdle: "play" }).install();
});
afterEach(() => fake.uninstall());

describe("OpenAiChatModel: the stream", () => {
	it("streams the text piece by piece to onText and answers the whole of it", async () => {
		fake.answer(text("Try the Science Museum: its Wonderlab is made for five-year-olds."));
		const pieces: string[] = [];
		const reply = await modelOn().turn(ASK, { ...TURN, onText: (delta) => pieces.push(delta) });
		expect(reply).toEqual({
			content: "Try the Science Museum: its Wonderlab is made for five-year-olds.",
			toolCalls: [],
		});
		expect(pieces.length).toBeGreaterThan(5);
		expect(pieces.join("")).toBe(reply.content);
		const body = fake.requests[0]?.body;
		expect(body).toMatchObject({ stream: true, stream_options: { include_usage: true }, max_completion_tokens: 500 });
	});

	it("assembles streamed tool calls and never passes them to onText", async () => {
		const pieces: string[] = [];
		const reply = await modelOn().turn(ASK, { ...TURN, tools: [SEARCH_TOOL], onText: (delta) => pieces.push(delta) });
		expect(reply.content).toBeNull();
		expect(reply.toolCalls).toEqual([
			{ id: expect.stringMatching(/^call_/), name: "search_places", arguments: '{"query":"museums"}' },
		]);
		expect(pieces).toEqual([]);
		expect(fake.requests[0]?.body).toMatchObject({
			tools: [{ type: "function", function: { name: "search_places" } }],
			tool_choice: "auto",
		});
	});

	it('asks for a tool call first with tool_choice "required"', async () => {
		await modelOn().turn(ASK, { ...TURN, tools: [SEARCH_TOOL], toolChoice: "required" });
		expect(fake.requests[0]?.body).toMatchObject({ tool_choice: "required" });
	});

	it("sends the tool round back as OpenAI messages and asks for JSON", async () => {
		await modelOn().turn(
			[
				...ASK,
				{ role: "assistant", content: null, toolCalls: [{ id: "call_1", name: "search_places", arguments: "{}" }] },
				{ role: "tool", toolCallId: "call_1", content: JSON.stringify({ places: [{ id: "p1", name: "Toy Museum" }] }) },
			],
			{ ...TURN, tools: [SEARCH_TOOL], toolChoice: "none", json: true },
		);
		const body = fake.requests[0]?.body;
		expect(body?.messages.slice(2)).toEqual([
			{
				role: "assistant",
				content: null,
				tool_calls: [{ id: "call_1", type: "function", function: { name: "search_places", arguments: "{}" } }],
			},
			{ role: "tool", tool_call_id: "call_1", content: '{"places":[{"id":"p1","name":"Toy Museum"}]}' },
		]);
		expect(body).toMatchObject({ tool_choice: "none", response_format: { type: "json_object" } });
	});

	it("meters the tokens the stream's last chunk reports", async () => {
		fake.answer(text("A short answer.", { prompt_tokens: 1200, completion_tokens: 300 }));
		await modelOn().turn(ASK, { ...TURN, adventureId: "adv-1" });
		expect(usage).toEqual([
			{
				provider: "openai",
				sku: "gpt-4o-mini",
				units: 1500,
				inputUnits: 1200,
				outputUnits: 300,
				costMicros: 360,
				adventureId: "adv-1",
			},
		]);
	});

	it("an empty answer is an LlmError", async () => {
		fake.answer(text(""));
		expect((await failure(modelOn().turn(ASK, TURN))).message).toMatch(/empty answer/);
	});
});

describe("OpenAiChatModel: one retry after 429/5xx", () => {
	it("retries a 429 once, after the wait its Retry-After asks", async () => {
		fake.answer({ kind: "http", status: 429, retryAfter: 1 }, text("Here you go."));
		const reply = await modelOn().turn(ASK, TURN);
		expect(reply.content).toBe("Here you go.");
		const [first, second] = fake.requests;
		expect(fake.requests).toHaveLength(2);
		expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(990);
		expect(usage).toHaveLength(1);
	});

	it("retries a 500 once, then fails as an LlmError with nothing metered", async () => {
		fake.answer({ kind: "http", status: 500 }, { kind: "http", status: 503 }, text("never reached"));
		const error = await failure(modelOn({ defaultRetryWaitMs: 10 }).turn(ASK, TURN));
		expect(error.message).toMatch(/^OpenAI HTTP 503/);
		expect(fake.requests).toHaveLength(2);
		expect(usage).toEqual([]);
	});

	it("does not retry a second 429", async () => {
		fake.answer(
			{ kind: "http", status: 429, retryAfter: 0 },
			{ kind: "http", status: 429, retryAfter: 0 },
			text("late"),
		);
		expect((await failure(modelOn().turn(ASK, TURN))).message).toMatch(/^OpenAI HTTP 429/);
		expect(fake.requests).toHaveLength(2);
	});

	it("fails at once when Retry-After asks longer than it waits", async () => {
		fake.answer({ kind: "http", status: 429, retryAfter: 60 }, text("too late"));
		const started = Date.now();
		const error = await failure(modelOn().turn(ASK, TURN));
		expect(error.message).toMatch(/^OpenAI HTTP 429.*asked to wait 60 s: not retried/);
		expect(fake.requests).toHaveLength(1);
		expect(Date.now() - started).toBeLessThan(1000);
	});

	it("does not retry what a retry cannot fix (401, 400)", async () => {
		fake.answer({ kind: "http", status: 400 }, text("never"));
		expect((await failure(modelOn().turn(ASK, TURN))).message).toMatch(/^OpenAI HTTP 400/);
		const wrongKey = new OpenAiChatModel(
			{ apiKey: "sk-wrong", model: "gpt-4o-mini", baseUrl: fake.baseUrl },
			{ usage: { record: () => undefined } },
		);
		expect((await failure(wrongKey.turn(ASK, TURN))).message).toMatch(/^OpenAI HTTP 401/);
		expect(fake.requests).toHaveLength(2);
	});

	it("never retries once the stream began: a drop mid-stream fails after the text so far", async () => {
		fake.answer({ kind: "drop", afterTokens: 3 }, text("never"));
		const pieces: string[] = [];
		const error = await failure(modelOn().turn(ASK, { ...TURN, onText: (d) => pieces.push(d) }));
		expect(error.message).toMatch(/^OpenAI request failed/);
		expect(pieces.length).toBeGreaterThan(0);
		expect(fake.requests).toHaveLength(1);
		expect(usage).toEqual([]);
	});

	it("reads Retry-After as seconds or an HTTP date, and OpenAI's retry-after-ms", () => {
		const now = Date.parse("2026-11-26T10:00:00Z");
		expect(retryAfterMs(new Headers({ "Retry-After": "2" }), now)).toBe(2000);
		expect(retryAfterMs(new Headers({ "Retry-After": "Thu, 26 Nov 2026 10:00:03 GMT" }), now)).toBe(3000);
		expect(retryAfterMs(new Headers({ "Retry-After": "Thu, 26 Nov 2026 09:00:00 GMT" }), now)).toBe(0);
		expect(retryAfterMs(new Headers({ "retry-after-ms": "250", "Retry-After": "9" }), now)).toBe(250);
		expect(retryAfterMs(new Headers({ "Retry-After": "soon" }), now)).toBeNull();
		expect(retryAfterMs(null, now)).toBeNull();
	});
});

describe("OpenAiChatModel: time limits and abort", () => {
	it("a model that never answers hits the first-token timeout, without a retry", async () => {
		fake.answer({ kind: "hang" }, text("never"));
		const started = Date.now();
		const error = await failure(modelOn({ firstTokenMs: 150 }).turn(ASK, TURN));
		expect(error.message).toBe("OpenAI sent no first token within 150 ms");
		expect(Date.now() - started).toBeLessThan(2000);
		expect(fake.requests).toHaveLength(1);
	});

	it("a stream that opens but sends no token hits the first-token timeout too", async () => {
		fake.answer({ kind: "hang", afterHeaders: true });
		const error = await failure(modelOn({ firstTokenMs: 150 }).turn(ASK, TURN));
		expect(error.message).toBe("OpenAI sent no first token within 150 ms");
	});

	it("a slow model that started in time still ends at the whole-call limit", async () => {
		fake.model.settings = { ...fake.model.settings, firstTokenMs: 0, perTokenMs: 100 };
		const pieces: string[] = [];
		const error = await failure(
			modelOn({ firstTokenMs: 150, wholeCallMs: 400 }).turn(ASK, { ...TURN, onText: (d) => pieces.push(d) }),
		);
		expect(error.message).toBe("OpenAI call took longer than 400 ms");
		expect(pieces.length).toBeGreaterThan(0);
	});

	it("the caller's signal aborts a call that is waiting for its first token", async () => {
		fake.model.settings = { ...fake.model.settings, firstTokenMs: 5000 };
		const controller = new AbortController();
		setTimeout(() => controller.abort(), 50);
		const started = Date.now();
		const error = await failure(modelOn().turn(ASK, { ...TURN, signal: controller.signal }));
		expect(error.message).toBe("OpenAI call aborted");
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it("the caller's signal aborts a call mid-stream, and the wait before a retry", async () => {
		fake.model.settings = { ...fake.model.settings, perTokenMs: 50 };
		const controller = new AbortController();
		const aborting = (delta: string) => delta && controller.abort();
		expect((await failure(modelOn().turn(ASK, { ...TURN, onText: aborting, signal: controller.signal }))).message).toBe(
			"OpenAI call aborted",
		);
		fake.answer({ kind: "http", status: 429, retryAfter: 3 });
		const waiting = new AbortController();
		setTimeout(() => waiting.abort(), 100);
		const started = Date.now();
		expect((await failure(modelOn().turn(ASK, { ...TURN, signal: waiting.signal }))).message).toBe(
			"OpenAI call aborted",
		);
		expect(Date.now() - started).toBeLessThan(2000);
	});
});

describe("the LLM features on a ChatModel", () => {
	const TRIP: SuggestionContext = {
		location: "Paris, France",
		startDate: "2027-04-03",
		endDate: "2027-04-07",
		kidAges: [4, 7],
		tags: ["Culture"],
		previousTitles: [],
	};

	it("streams a title's text to onText and answers the cleaned title", async () => {
		fake.answer(text('"Spring Museums in Paris."'));
		const pieces: string[] = [];
		const title = await new ModelLlmProvider(modelOn()).suggestTitle(TRIP, { onText: (d) => pieces.push(d) });
		expect(title).toBe("Spring Museums in Paris");
		expect(pieces.join("")).toBe('"Spring Museums in Paris."');
		expect(pieces.length).toBeGreaterThan(1);
	});

	it("streams a description the fake model writes for the trip", async () => {
		const pieces: string[] = [];
		const description = await new ModelLlmProvider(modelOn()).suggestDescription(TRIP, {
			onText: (d) => pieces.push(d),
		});
		expect(description).toMatch(/^A relaxed family trip to Paris with kids aged 4, 7/);
		expect(pieces.join("")).toBe(description);
	});

	it("the offline provider gives onText its whole text at once", async () => {
		const pieces: string[] = [];
		const title = await new OfflineLlmProvider().suggestTitle(TRIP, { onText: (d) => pieces.push(d) });
		expect(pieces).toEqual([title]);
	});
});
