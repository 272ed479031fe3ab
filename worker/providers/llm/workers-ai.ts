import {
	costUsd,
	DOCUMENTED_PRICES,
	toMicros,
	USAGE_PROVIDERS,
	workersAiNeurons,
} from "../../../domain/monitoring/prices";
import type { WorkersAiBinding } from "../../bindings";
import type { UsageSink } from "../usage";
import type { ChatModel, ModelMessage, ModelReply, ModelToolCall, ModelTurnOptions } from "./chat-model";
import { MODEL_CALL_LIMITS, runModelCall } from "./model-call";
import { LlmError } from "./types";
import {
	type AnswerUsage,
	readAnswer,
	readStreamEvent,
	SsePayloads,
	StreamedToolCalls,
	toolCallsInText,
	toolTextStart,
} from "./workers-ai-answer";

export interface WorkersAiOptions {
	usage: UsageSink;
	/** The whole call, retry included (default MODEL_CALL_LIMITS.wholeCallMs); the turn's `signal` may end it sooner. */
	timeoutMs?: number;
	/** A streamed call's wait for its first event (default 15 s: the platform may queue a call for capacity). */
	firstTokenTimeoutMs?: number;
	/** Pause before the one retry of a passing failure (default 300 ms: the binding names no Retry-After). */
	retryDelayMs?: number;
}

/**
 * The platform's own model: Cloudflare Workers AI through the `AI` binding, on a model with function
 * calling (WORKERS_AI_MODEL). Streams when the caller takes the text as it comes (`onText`), reads
 * either answer shape (workers-ai-answer.ts), retries a passing failure (capacity, 5xx) once before
 * anything streamed, gives up at its timeout or the caller's signal, and meters each answered call
 * in neurons (domain/monitoring/prices.ts). Every failure is an LlmError.
 */
export class WorkersAiChatModel implements ChatModel {
	readonly provider = USAGE_PROVIDERS.workersAi;

	constructor(
		private readonly ai: WorkersAiBinding,
		readonly model: string,
		private readonly options: WorkersAiOptions,
	) {}

	async turn(messages: ModelMessage[], options: ModelTurnOptions): Promise<ModelReply> {
		const call = new CallState(messages);
		const streamed = !!options.onText;
		try {
			const reply = await runModelCall({
				who: "Workers AI",
				limits: {
					...MODEL_CALL_LIMITS,
					firstTokenMs: this.options.firstTokenTimeoutMs ?? 15_000,
					wholeCallMs: this.options.timeoutMs ?? MODEL_CALL_LIMITS.wholeCallMs,
					defaultRetryWaitMs: this.options.retryDelayMs ?? 300,
				},
				signal: options.signal,
				streamed,
				retry: true,
				failed: (error) => ({
					status: null,
					headers: null,
					reason: error instanceof LlmError ? error.message : this.describe(error),
					retryable: passing(error),
				}),
				attempt: (signal, started) => this.attempt(messages, options, signal, started, call),
			});
			this.meter(call, options.adventureId ?? null);
			return reply;
		} catch (error) {
			// Output already streamed was generated (and billed) even though the call failed.
			if (call.received) this.meter(call, options.adventureId ?? null);
			throw error;
		}
	}

	private async attempt(
		messages: ModelMessage[],
		options: ModelTurnOptions,
		signal: AbortSignal,
		started: () => void,
		call: CallState,
	): Promise<ModelReply> {
		const stream = !!options.onText;
		const answer = await untilAborted(
			signal,
			this.ai.run(this.model, requestBody(messages, options, stream), { signal }),
		);
		const body = answer instanceof Response ? answer.body : answer;
		if (stream && body instanceof ReadableStream) {
			return this.readStream(body, options, signal, started, call);
		}
		// A whole answer (also what a model that cannot stream with tools sends back).
		started();
		const { text, toolCalls, usage } = readAnswer(answer);
		if (text === null && toolCalls.length === 0) throw new LlmError(`Workers AI (${this.model}) answered nothing`);
		call.usage = usage;
		return finish(text, toolCalls, options, call, () => {
			if (text) options.onText?.(text);
		});
	}

	private async readStream(
		body: ReadableStream<Uint8Array>,
		options: ModelTurnOptions,
		signal: AbortSignal,
		started: () => void,
		call: CallState,
	): Promise<ModelReply> {
		const reader = body.getReader();
		const stopReading = () => reader.cancel().catch(() => {});
		signal.addEventListener("abort", stopReading, { once: true });
		const sse = new SsePayloads();
		const toolCalls = new StreamedToolCalls();
		const gate = new ToolTextGate(offersTools(options), (delta) => {
			call.streamed = true;
			options.onText?.(delta);
		});
		let text = "";
		try {
			for (let done = false; !done; ) {
				const read = await untilAborted(signal, reader.read());
				const payloads = sse.push(read.value, read.done);
				done = read.done;
				for (const payload of payloads) {
					if (payload === "[DONE]") {
						done = true;
						break;
					}
					const event = readStreamEvent(payload);
					if (!event) continue;
					call.received = true;
					started();
					if (event.usage) call.usage = event.usage;
					toolCalls.add(event.toolCalls);
					if (event.text) {
						text += event.text;
						call.outputChars += event.text.length;
						gate.push(event.text);
					}
				}
			}
		} finally {
			signal.removeEventListener("abort", stopReading);
			stopReading();
		}
		if (signal.aborted) throw signal.reason;
		const calls = toolCalls.result();
		if (!call.received) throw new LlmError(`Workers AI (${this.model}) streamed nothing`);
		return finish(text || null, calls, options, call, () => gate.release());
	}

	/** Neurons from the answer's tokens (estimated from its length when the answer reports none). */
	private meter(call: CallState, adventureId: string | null): void {
		const usage = call.usage ?? call.estimate();
		const neurons = Math.ceil(workersAiNeurons(this.model, usage.inputTokens, usage.outputTokens));
		const sku = this.model;
		this.options.usage.record({
			provider: this.provider,
			sku,
			units: neurons,
			costMicros: toMicros(costUsd(DOCUMENTED_PRICES, { provider: this.provider, sku, units: neurons })),
			adventureId,
		});
	}

	/** A one-line reason for the logs: the model and the binding's message (no prompt, no answer). */
	private describe(error: unknown): string {
		const message = error instanceof Error ? error.message : String(error);
		return `Workers AI (${this.model}) failed: ${message.slice(0, 300)}`;
	}
}

/** What one call has received so far, for its meter and its retry. */
class CallState {
	usage: AnswerUsage | null = null;
	/** Any event arrived (the model ran). */
	received = false;
	/** Text reached the caller: a retry would repeat it. */
	streamed = false;
	outputChars = 0;

	constructor(private readonly messages: ModelMessage[]) {}

	/** About four characters a token, when the answer does not say. */
	estimate(): AnswerUsage {
		const inputChars = JSON.stringify(this.messages).length;
		return { inputTokens: Math.ceil(inputChars / 4), outputTokens: Math.ceil(this.outputChars / 4) };
	}
}

/**
 * Whether the call offers its tools. The binding's function calling has no tool choice: "required"
 * offers them as "auto" does, and the model may still answer in words (the guide then searches
 * itself, worker/services/guide/model/turn.ts); "none" offers none.
 */
const offersTools = (options: ModelTurnOptions) => (options.tools?.length ?? 0) > 0 && options.toolChoice !== "none";

/**
 * The reply from the answer's text and calls: a tool call the model wrote as text becomes a call
 * (its text is then not the answer); text held back while it might have been one is released.
 */
function finish(
	text: string | null,
	toolCalls: ModelToolCall[],
	options: ModelTurnOptions,
	call: CallState,
	release: () => void,
): ModelReply {
	call.outputChars = Math.max(call.outputChars, (text?.length ?? 0) + JSON.stringify(toolCalls).length);
	if (toolCalls.length === 0 && text && offersTools(options)) {
		const written = toolCallsInText(text, options.tools ?? []);
		if (written) return { content: null, toolCalls: written };
	}
	if (text && toolCalls.length === 0) release();
	return { content: text?.trim() ? text : null, toolCalls };
}

/**
 * Streams the answer's text to the caller, except its first characters while they might be a tool
 * call written as text (toolTextStart): those are held until that is ruled out, or for good.
 */
class ToolTextGate {
	private held = "";
	private state: "hold" | "tool" | "text";

	constructor(
		watch: boolean,
		private readonly emit: (delta: string) => void,
	) {
		this.state = watch ? "hold" : "text";
	}

	push(delta: string): void {
		if (this.state === "text") {
			this.emit(delta);
			return;
		}
		this.held += delta;
		if (this.state === "hold") this.state = toolTextStart(this.held);
		if (this.state === "text") {
			const held = this.held;
			this.held = "";
			this.emit(held);
		}
	}

	/**
	 * At the end: text held back while undecided is sent after all; text that looked like a tool
	 * call (but was not a usable one) stays with the answer, never streamed.
	 */
	release(): void {
		if (!this.held || this.state === "tool") return;
		const held = this.held;
		this.held = "";
		this.emit(held);
	}
}

/** The binding's input: messages in its form, tools in Chat Completions' form, the limits, JSON mode. */
function requestBody(messages: ModelMessage[], options: ModelTurnOptions, stream: boolean): Record<string, unknown> {
	return {
		messages: bindingMessages(messages),
		max_tokens: options.maxOutputTokens,
		...(offersTools(options)
			? {
					tools: (options.tools ?? []).map((tool) => ({
						type: "function",
						function: { name: tool.name, description: tool.description, parameters: tool.parameters },
					})),
				}
			: {}),
		// JSON mode cannot stream, and would leave a model no way to call a tool: there the prompt
		// asks for JSON and the caller reads the answer leniently.
		...(options.json && !stream && !offersTools(options) ? { response_format: { type: "json_object" } } : {}),
		...(stream ? { stream: true } : {}),
	};
}

/**
 * ModelMessage → the binding's messages: an assistant's tool calls as Chat Completions `tool_calls`,
 * a tool's answer with its call's id and the tool's name. With "none" (no tools offered) the
 * earlier rounds still read as they happened.
 */
function bindingMessages(messages: ModelMessage[]): Record<string, unknown>[] {
	const toolNames = new Map<string, string>();
	return messages.map((message): Record<string, unknown> => {
		if (message.role === "tool") {
			const name = toolNames.get(message.toolCallId);
			return { role: "tool", tool_call_id: message.toolCallId, ...(name ? { name } : {}), content: message.content };
		}
		if (message.role !== "assistant") return { role: message.role, content: message.content };
		const calls = message.toolCalls ?? [];
		for (const call of calls) toolNames.set(call.id, call.name);
		const content = message.content ?? "";
		if (calls.length === 0) return { role: "assistant", content };
		return {
			role: "assistant",
			content,
			tool_calls: calls.map((call) => ({
				id: call.id,
				type: "function",
				function: { name: call.name, arguments: call.arguments },
			})),
		};
	});
}

/** A failure worth one more try: capacity or a server error on Cloudflare's side (not bad input). */
function passing(error: unknown): boolean {
	const message = error instanceof Error ? error.message : String(error);
	return /\b(3040|3043|5\d\d)\b|capacity|overloaded|temporarily|timed? ?out|network/i.test(message);
}

/** `work`, or the signal's reason once it aborts (the binding may not stop at the signal itself). */
function untilAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
	if (signal.aborted) return Promise.reject(signal.reason);
	return new Promise<T>((resolve, reject) => {
		const stop = () => reject(signal.reason);
		signal.addEventListener("abort", stop, { once: true });
		work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
	});
}
