import { type ChatRequestBody, type PlayedAnswer, playAnswer, promptTokens, tokensOf } from "./play.ts";

/**
 * An OpenAI-compatible model server to measure against (Chat Completions only): Web Request in,
 * Response out, so it runs inside workerd (tests/worker/fake-openai.ts routes fetch to it) and in
 * Node (tests/fake-model/serve.ts puts an HTTP server around it).
 *
 * It checks the bearer key (401), answers non-streaming and streaming requests (SSE `data:` chunks
 * ending `data: [DONE]`; `stream_options.include_usage` adds a last chunk with the usage), streams
 * tool calls as `tool_calls` deltas, and records every request with its timings. A token is about
 * four characters: the first comes after `firstTokenMs`, each next one after `perTokenMs`.
 *
 * What it answers: the next item of its queue (an answer, or a failure), else by default it plays a
 * guide model (./play.ts), or repeats the last answer (`whenIdle: "repeat-last"`, the worker tests' way).
 */

type Usage = { prompt_tokens: number; completion_tokens: number };

/** One scripted item: the answer to one request, in queue order. */
export type FakeAnswer =
	/** A text answer (a guide's JSON answer is text too). */
	| { kind: "text"; content: string | null; usage?: Usage; model?: string }
	/** An answer that calls tools. */
	| { kind: "tool_calls"; calls: { id: string; name: string; arguments: string }[]; usage?: Usage }
	/** An HTTP error; `retryAfter` sets the Retry-After header (seconds, or an HTTP date). */
	| { kind: "http"; status: number; body?: unknown; headers?: Record<string, string>; retryAfter?: number | string }
	/** The connection fails before any answer (fetch rejects; the server closes the socket). */
	| { kind: "network" }
	/** Never answers; `afterHeaders`: sends 200 and the stream's headers, then nothing. */
	| { kind: "hang"; afterHeaders?: boolean }
	/** The played answer, cut off (connection lost) after `afterTokens` tokens (default 2). */
	| { kind: "drop"; afterTokens?: number }
	/** The played answer, but its tool call's arguments are not valid JSON. */
	| { kind: "malformed_tool_args" }
	/** The played answer, but it names (and lists the id of) a place the tool never returned. */
	| { kind: "unknown_places" }
	/** The played answer (what an empty queue gives with `whenIdle: "play"`). */
	| { kind: "play" };

export interface FakeModelSettings {
	/** Milliseconds before the first token (streamed) or before the whole answer starts (non-streamed). */
	firstTokenMs: number;
	/** Milliseconds between tokens. */
	perTokenMs: number;
	/** The bearer key every request must carry. */
	apiKey: string;
	/** With an empty queue: play the guide model, or repeat the last answer. */
	whenIdle: "play" | "repeat-last";
}

export interface RecordedRequest {
	method: string;
	url: string;
	headers: Headers;
	body: ChatRequestBody;
	/** What answered it: the scripted kind, "play", "unauthorized" or "not_found". */
	answer: string;
	stream: boolean;
	/** Epoch milliseconds: received, first body byte sent, last byte sent (null while open or never). */
	receivedAt: number;
	firstByteAt: number | null;
	endAt: number | null;
	/** The HTTP status sent, null when none was (network failure, hang). */
	status: number | null;
}

export const DEFAULT_SETTINGS: FakeModelSettings = {
	firstTokenMs: 0,
	perTokenMs: 0,
	apiKey: "sk-fake-model-0123456789",
	whenIdle: "play",
};

const encoder = new TextEncoder();

export class FakeModel {
	readonly requests: RecordedRequest[] = [];
	settings: FakeModelSettings;
	private readonly queue: FakeAnswer[] = [];
	private last: FakeAnswer = {
		kind: "text",
		content: "Fake answer",
		usage: { prompt_tokens: 180, completion_tokens: 14 },
	};

	/** The API's path prefix: requests go to `${basePath}/chat/completions`. */
	readonly basePath: string;

	constructor(settings: Partial<FakeModelSettings> = {}, basePath = "/v1") {
		this.settings = { ...DEFAULT_SETTINGS, ...settings };
		this.basePath = basePath;
	}

	/** Queues the answers (or failures) of the next requests, in order. */
	enqueue(...answers: FakeAnswer[]): void {
		this.queue.push(...answers);
	}

	get queued(): number {
		return this.queue.length;
	}

	/** Forgets the queue and the recorded requests; settings stay. */
	reset(): void {
		this.queue.length = 0;
		this.requests.length = 0;
	}

	/**
	 * Answers one request. Rejects (a TypeError, like fetch) for a network failure; `signal` (the
	 * client going away) ends a hang or a stream.
	 */
	async handle(request: Request, signal?: AbortSignal | null): Promise<Response> {
		const receivedAt = Date.now();
		const body = (await request.json().catch(() => ({}))) as ChatRequestBody;
		const record: RecordedRequest = {
			method: request.method,
			url: request.url,
			headers: request.headers,
			body,
			answer: "play",
			stream: body.stream === true,
			receivedAt,
			firstByteAt: null,
			endAt: null,
			status: null,
		};
		this.requests.push(record);
		const scripted = this.next();
		record.answer = scripted.kind;
		/** A response whose body is already whole (errors): its bytes leave now. */
		const sent = (response: Response, whole = true): Response => {
			record.status = response.status;
			if (whole) {
				record.firstByteAt = Date.now();
				record.endAt = record.firstByteAt;
			}
			return response;
		};
		if (scripted.kind === "network") throw new TypeError("Network connection lost.");
		if (request.headers.get("Authorization") !== `Bearer ${this.settings.apiKey}`) {
			record.answer = "unauthorized";
			return sent(apiError(401, "Incorrect API key provided.", "invalid_api_key"));
		}
		const path = new URL(request.url).pathname;
		if (request.method !== "POST" || path !== `${this.basePath}/chat/completions`) {
			record.answer = "not_found";
			return sent(apiError(404, `Unknown request URL: ${request.method} ${path}`, "unknown_url"));
		}
		if (scripted.kind === "http") {
			const headers = new Headers(scripted.headers);
			if (scripted.retryAfter !== undefined) headers.set("Retry-After", String(scripted.retryAfter));
			return sent(
				Response.json(scripted.body ?? { error: { message: "The server had an error", type: "server_error" } }, {
					status: scripted.status,
					headers,
				}),
			);
		}
		if (scripted.kind === "hang") {
			if (!scripted.afterHeaders) {
				await new Promise<never>((_, reject) => {
					signal?.addEventListener("abort", () => reject(signal.reason ?? new DOMException("aborted", "AbortError")));
				});
			}
			const stream = new ReadableStream<Uint8Array>({
				start(controller) {
					signal?.addEventListener("abort", () => controller.error(signal.reason));
				},
			});
			return sent(new Response(stream, { headers: streamHeaders(record.stream) }), false);
		}

		const answer = this.answerOf(scripted, body);
		// A non-streamed answer that drops is cut in the middle of its body.
		const dropAfter = scripted.kind !== "drop" ? null : record.stream ? (scripted.afterTokens ?? 2) : 0;
		const steps = record.stream
			? sseEvents(answer, body)
			: [{ text: JSON.stringify(completionOf(answer, body)), tokens: Math.max(1, answerTokens(answer)) }];
		return sent(this.timed(steps, record, dropAfter, signal), false);
	}

	private next(): FakeAnswer {
		const queued = this.queue.shift();
		if (queued) {
			this.last = queued;
			return queued;
		}
		return this.settings.whenIdle === "repeat-last" ? this.last : { kind: "play" };
	}

	private answerOf(scripted: FakeAnswer, body: ChatRequestBody): PlayedAnswer {
		if (scripted.kind === "text") {
			return { kind: "text", content: scripted.content, usage: scripted.usage, model: scripted.model };
		}
		if (scripted.kind === "tool_calls") return { kind: "tool_calls", calls: scripted.calls, usage: scripted.usage };
		return playAnswer(body, {
			malformedToolArgs: scripted.kind === "malformed_tool_args",
			unknownPlaces: scripted.kind === "unknown_places",
		});
	}

	/**
	 * The reply's pieces paced like a model: streamed, each SSE event is one token (the first after
	 * firstTokenMs); non-streamed, the whole body after the time all its tokens take.
	 */
	private timed(
		steps: TimedPiece[],
		record: RecordedRequest,
		dropAfter: number | null,
		signal?: AbortSignal | null,
	): Response {
		const { firstTokenMs, perTokenMs } = this.settings;
		const stop = new AbortController();
		signal?.addEventListener("abort", () => stop.abort());
		const stream = new ReadableStream<Uint8Array>({
			start: (controller) => {
				const run = async () => {
					let tokensSent = 0;
					for (const step of steps) {
						if (step.tokens > 0) {
							const wait = tokensSent === 0 ? firstTokenMs + (step.tokens - 1) * perTokenMs : step.tokens * perTokenMs;
							await sleep(wait, stop.signal);
						}
						if (stop.signal.aborted) return;
						if (dropAfter !== null && tokensSent >= dropAfter) {
							const cut = record.stream ? "" : step.text.slice(0, Math.floor(step.text.length / 2));
							if (cut) controller.enqueue(encoder.encode(cut));
							// What was sent arrives before the connection is lost (an error discards a stream's queue).
							for (let waited = 0; (controller.desiredSize ?? 1) < 1 && waited < 1000; waited += 5) {
								await sleep(5, stop.signal);
							}
							controller.error(new TypeError("Network connection lost."));
							record.endAt = Date.now();
							return;
						}
						controller.enqueue(encoder.encode(step.text));
						record.firstByteAt ??= Date.now();
						tokensSent += step.tokens;
					}
					controller.close();
					record.endAt = Date.now();
				};
				run().catch((error: unknown) => {
					if (!stop.signal.aborted) controller.error(error);
				});
			},
			cancel: () => stop.abort(),
		});
		const headers = record.stream
			? streamHeaders(true)
			: { "Content-Type": "application/json", "x-request-id": `req_${crypto.randomUUID()}` };
		return new Response(stream, { headers });
	}
}

/** One SSE event and the tokens it carries (0: sent at once after the previous one). */
interface TimedPiece {
	text: string;
	tokens: number;
}

function streamHeaders(stream: boolean): Record<string, string> {
	return stream
		? { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" }
		: { "Content-Type": "application/json" };
}

function apiError(status: number, message: string, code: string): Response {
	return Response.json({ error: { message, type: "invalid_request_error", param: null, code } }, { status });
}

function answerTokens(answer: PlayedAnswer): number {
	if (answer.kind === "text") return tokensOf(answer.content ?? "").length;
	return answer.calls.reduce((sum, call) => sum + 1 + tokensOf(call.arguments).length, 0);
}

function usageOf(answer: PlayedAnswer, body: ChatRequestBody) {
	const usage = answer.usage ?? { prompt_tokens: promptTokens(body), completion_tokens: answerTokens(answer) };
	return {
		...usage,
		total_tokens: usage.prompt_tokens + usage.completion_tokens,
		prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
		completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
	};
}

const modelOf = (answer: PlayedAnswer, body: ChatRequestBody) =>
	(answer.kind === "text" ? answer.model : undefined) ?? `${body.model ?? "gpt-4o-mini"}-2024-07-18`;

function completionOf(answer: PlayedAnswer, body: ChatRequestBody) {
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
	return {
		id: `chatcmpl-${crypto.randomUUID()}`,
		object: "chat.completion",
		created: Math.floor(Date.now() / 1000),
		model: modelOf(answer, body),
		choices: [
			{ index: 0, message, logprobs: null, finish_reason: answer.kind === "tool_calls" ? "tool_calls" : "stop" },
		],
		usage: usageOf(answer, body),
		service_tier: "default",
		system_fingerprint: "fp_fake",
	};
}

/** The streamed answer as OpenAI sends it: a role chunk, one chunk per token, the finish, the usage, [DONE]. */
function sseEvents(answer: PlayedAnswer, body: ChatRequestBody): TimedPiece[] {
	const id = `chatcmpl-${crypto.randomUUID()}`;
	const created = Math.floor(Date.now() / 1000);
	const model = modelOf(answer, body);
	const withUsage = body.stream_options?.include_usage === true;
	const event = (choices: unknown[], usage: unknown) =>
		`data: ${JSON.stringify({
			id,
			object: "chat.completion.chunk",
			created,
			model,
			service_tier: "default",
			system_fingerprint: "fp_fake",
			choices,
			...(withUsage ? { usage } : {}),
		})}\n\n`;
	const chunk = (delta: unknown, finish: string | null = null) =>
		event([{ index: 0, delta, logprobs: null, finish_reason: finish }], null);
	const pieces: TimedPiece[] = [];
	if (answer.kind === "text") {
		// The role chunk leaves with the first token.
		pieces.push({ text: chunk({ role: "assistant", content: "", refusal: null }), tokens: 1 });
		tokensOf(answer.content ?? "").forEach((token, i) => {
			pieces.push({ text: chunk({ content: token }), tokens: i === 0 ? 0 : 1 });
		});
	} else {
		answer.calls.forEach((call, index) => {
			pieces.push({
				text: chunk({
					...(index === 0 ? { role: "assistant", content: null } : {}),
					tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }],
				}),
				tokens: 1,
			});
			for (const token of tokensOf(call.arguments)) {
				pieces.push({ text: chunk({ tool_calls: [{ index, function: { arguments: token } }] }), tokens: 1 });
			}
		});
	}
	pieces.push({ text: chunk({}, answer.kind === "tool_calls" ? "tool_calls" : "stop"), tokens: 0 });
	if (withUsage) {
		pieces.push({ text: event([], usageOf(answer, body)), tokens: 0 });
	}
	pieces.push({ text: "data: [DONE]\n\n", tokens: 0 });
	return pieces;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
	if (ms <= 0 || signal.aborted) return Promise.resolve();
	return new Promise((resolve) => {
		const timer = setTimeout(resolve, ms);
		signal.addEventListener("abort", () => {
			clearTimeout(timer);
			resolve();
		});
	});
}
