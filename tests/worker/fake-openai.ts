import { type MockInstance, vi } from "vitest";

/**
 * A local stand-in for OpenAI's HTTP API (Chat Completions), for the worker tests. Installed by
 * routing `globalThis.fetch` for its base URL; every other URL goes to the real fetch. It checks the
 * bearer key like the real API (401 otherwise), records every request, and answers with whatever
 * the test queued: a text answer (a realistic `chat.completion` with usage), tool calls, an HTTP
 * error, or a network failure. Requests beyond the queue repeat the last answer.
 */

export interface RecordedRequest {
	method: string;
	url: string;
	headers: Headers;
	body: ChatRequestBody;
}

interface ChatRequestBody {
	model: string;
	messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
	max_completion_tokens?: number;
	tools?: unknown[];
	[key: string]: unknown;
}

export type FakeAnswer =
	| {
			kind: "text";
			content: string | null;
			usage?: { prompt_tokens: number; completion_tokens: number };
			model?: string;
	  }
	| {
			kind: "tool_calls";
			calls: { id: string; name: string; arguments: string }[];
			usage?: { prompt_tokens: number; completion_tokens: number };
	  }
	| { kind: "http"; status: number; body?: unknown; headers?: Record<string, string> }
	| { kind: "network" };

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
	readonly requests: RecordedRequest[] = [];
	private readonly answers: FakeAnswer[] = [];
	private last: FakeAnswer = text("Fake answer");
	private spy: MockInstance<typeof fetch> | null = null;

	constructor(
		readonly baseUrl = "https://fake-openai.test/v1",
		readonly apiKey = "sk-test-fake-0123456789",
	) {}

	/** Queues the answers of the next requests, in order. */
	answer(...answers: FakeAnswer[]): this {
		this.answers.push(...answers);
		return this;
	}

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			if (!request.url.startsWith(`${this.baseUrl}/`)) return realFetch(input, init);
			return this.handle(request);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	private async handle(request: Request): Promise<Response> {
		const body = (await request.json().catch(() => ({}))) as ChatRequestBody;
		this.requests.push({ method: request.method, url: request.url, headers: request.headers, body });
		const answer = this.answers.shift() ?? this.last;
		this.last = answer;
		if (answer.kind === "network") throw new TypeError("Network connection lost.");
		if (request.headers.get("Authorization") !== `Bearer ${this.apiKey}`) {
			return error(401, "Incorrect API key provided.", "invalid_api_key");
		}
		if (
			request.method !== "POST" ||
			new URL(request.url).pathname !== `${new URL(this.baseUrl).pathname}/chat/completions`
		) {
			return error(404, `Unknown request URL: ${request.method} ${new URL(request.url).pathname}`, "unknown_url");
		}
		if (answer.kind === "http") {
			return Response.json(answer.body ?? { error: { message: "The server had an error", type: "server_error" } }, {
				status: answer.status,
				headers: answer.headers,
			});
		}
		const usage = answer.usage ?? { prompt_tokens: 0, completion_tokens: 0 };
		const message =
			answer.kind === "tool_calls"
				? {
						role: "assistant",
						content: null,
						refusal: null,
						annotations: [],
						tool_calls: answer.calls.map((call) => ({
							id: call.id,
							type: "function",
							function: { name: call.name, arguments: call.arguments },
						})),
					}
				: { role: "assistant", content: answer.content, refusal: null, annotations: [] };
		return Response.json(
			{
				id: `chatcmpl-${crypto.randomUUID()}`,
				object: "chat.completion",
				created: Math.floor(Date.now() / 1000),
				model: (answer.kind === "text" ? answer.model : undefined) ?? `${body.model}-2024-07-18`,
				choices: [
					{
						index: 0,
						message,
						logprobs: null,
						finish_reason: answer.kind === "tool_calls" ? "tool_calls" : "stop",
					},
				],
				usage: {
					...usage,
					total_tokens: usage.prompt_tokens + usage.completion_tokens,
					prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
					completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
				},
				service_tier: "default",
				system_fingerprint: "fp_fake",
			},
			{ headers: { "x-request-id": `req_${crypto.randomUUID()}` } },
		);
	}
}

function error(status: number, message: string, code: string): Response {
	return Response.json({ error: { message, type: "invalid_request_error", param: null, code } }, { status });
}
