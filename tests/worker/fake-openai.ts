import { type MockInstance, vi } from "vitest";
import { type FakeAnswer, FakeModel, type FakeModelSettings, type RecordedRequest } from "../fake-model/core";

/**
 * OpenAI's HTTP API (Chat Completions) for the worker tests: the fake model (tests/fake-model/core.ts),
 * installed by routing `globalThis.fetch` for its base URL (every other URL goes to the real fetch).
 * It checks the bearer key like the real API (401 otherwise), records every request, and answers
 * with whatever the test queued: a text answer (a realistic `chat.completion` with usage, streamed
 * when asked), tool calls, an HTTP error, a network failure, a hang, a drop mid-stream. Requests
 * beyond the queue repeat the last answer; `{ whenIdle: "play" }` plays the guide model instead, and
 * `firstTokenMs` / `perTokenMs` pace it.
 */

export const text = (content: string | null, usage = { prompt_tokens: 180, completion_tokens: 14 }): FakeAnswer => ({
	kind: "text",
	content,
	usage,
});

/** An answer that calls tools (function calls with JSON arguments), as the model does before answering. */
export const toolCalls = (...calls: { name: string; arguments: unknown; id?: string }[]): FakeAnswer => ({
	kind: "tool_calls",
	calls: calls.map((call, i) => ({
		id: call.id ?? `call_${i}_${crypto.randomUUID().slice(0, 8)}`,
		name: call.name,
		arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
	})),
	usage: { prompt_tokens: 240, completion_tokens: 22 },
});

export class FakeOpenAi {
	readonly model: FakeModel;
	private spy: MockInstance<typeof fetch> | null = null;

	constructor(
		readonly baseUrl = "https://fake-openai.test/v1",
		readonly apiKey = "sk-test-fake-0123456789",
		settings: Partial<Omit<FakeModelSettings, "apiKey">> = {},
	) {
		this.model = new FakeModel({ whenIdle: "repeat-last", ...settings, apiKey }, new URL(baseUrl).pathname);
	}

	get requests(): RecordedRequest[] {
		return this.model.requests;
	}

	/** Queues the answers of the next requests, in order. */
	answer(...answers: FakeAnswer[]): this {
		this.model.enqueue(...answers);
		return this;
	}

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			if (!request.url.startsWith(`${this.baseUrl}/`)) return realFetch(input, init);
			return this.model.handle(request, init?.signal ?? request.signal);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}
}
