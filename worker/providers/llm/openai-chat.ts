import OpenAI, { APIError } from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import type { ChatModel, ModelMessage, ModelReply, ModelTool, ModelToolCall, ModelTurnOptions } from "./chat-model";
import { type FailedAttempt, MODEL_CALL_LIMITS, type ModelCallLimits, runModelCall } from "./model-call";
import { openAiCostMicros } from "./pricing";
import { LlmError } from "./types";

export type OpenAiConfig = NonNullable<AppConfig["openai"]>;

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

export interface OpenAiChatOptions {
	usage: UsageSink;
	/** Defaults to the global fetch, looked up at call time (so tests can intercept it). */
	fetch?: typeof fetch;
	/** The call's limits (model-call.ts); tests shorten them. */
	limits?: Partial<ModelCallLimits>;
	/** @deprecated The whole call's limit: use `limits.wholeCallMs`. */
	timeoutMs?: number;
	/** 0: never retry (a test counting requests); otherwise the one retry after 429/5xx. */
	maxRetries?: 0 | 1;
}

/**
 * A ChatModel over OpenAI's Chat Completions (or any compatible server: `OPENAI_BASE_URL`), through
 * the official SDK with its own retries off: each turn streams (`stream_options.include_usage`, so
 * the last chunk carries the tokens it meters), passes each piece of text to `onText` as it arrives,
 * assembles the streamed tool calls, and keeps the limits of model-call.ts (first token, whole call,
 * the caller's signal, one retry after 429/5xx honouring Retry-After, never once the answer began).
 * Every failure is an LlmError.
 */
export class OpenAiChatModel implements ChatModel {
	readonly provider = "openai";
	private readonly client: OpenAI;
	private readonly limits: ModelCallLimits;

	constructor(
		readonly config: OpenAiConfig,
		private readonly options: OpenAiChatOptions,
	) {
		const fetchImpl =
			options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
		this.limits = {
			...MODEL_CALL_LIMITS,
			...(options.timeoutMs ? { wholeCallMs: options.timeoutMs } : {}),
			...options.limits,
		};
		this.client = new OpenAI({
			apiKey: config.apiKey,
			baseURL: config.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
			fetch: fetchImpl,
			// The limits are ours (runModelCall): the SDK neither times out first nor retries.
			timeout: this.limits.wholeCallMs + 1000,
			maxRetries: 0,
		});
	}

	get model(): string {
		return this.config.model;
	}

	async turn(messages: ModelMessage[], options: ModelTurnOptions): Promise<ModelReply> {
		const streamed = await runModelCall({
			who: "OpenAI",
			limits: this.limits,
			signal: options.signal,
			streamed: true,
			retry: this.options.maxRetries !== 0,
			failed: describeOpenAiError,
			attempt: async (signal, started) => {
				const stream = await this.client.chat.completions.create(
					{
						model: this.config.model,
						messages: messages.map(toOpenAiMessage),
						// max_completion_tokens (not the deprecated max_tokens) also bounds reasoning models.
						max_completion_tokens: options.maxOutputTokens,
						stream: true,
						stream_options: { include_usage: true },
						...(options.tools?.length
							? {
									tools: options.tools.map(
										(tool: ModelTool): ChatCompletionTool => ({
											type: "function",
											function: { name: tool.name, description: tool.description, parameters: tool.parameters },
										}),
									),
									tool_choice: options.toolChoice ?? "auto",
								}
							: {}),
						...(options.json ? { response_format: { type: "json_object" as const } } : {}),
					},
					{ signal },
				);
				let text = "";
				let usage: CompletionUsage | null = null;
				let finish: string | null = null;
				const calls: ModelToolCall[] = [];
				for await (const chunk of stream) {
					started();
					if (chunk.usage) usage = chunk.usage;
					const choice = chunk.choices[0];
					if (!choice) continue;
					finish = choice.finish_reason ?? finish;
					const delta = choice.delta;
					if (delta?.content) {
						text += delta.content;
						options.onText?.(delta.content);
					}
					for (const part of delta?.tool_calls ?? []) {
						calls[part.index] ??= { id: "", name: "", arguments: "" };
						const call = calls[part.index] as ModelToolCall;
						if (part.id) call.id = part.id;
						if (part.function?.name) call.name += part.function.name;
						if (part.function?.arguments) call.arguments += part.function.arguments;
					}
				}
				// The SDK ends an aborted stream quietly: what arrived so far is not the answer.
				if (signal.aborted) throw signal.reason;
				return { text, usage, finish, calls: calls.filter((call) => call?.name) };
			},
		});
		this.meter(streamed.usage, options.adventureId ?? null);
		if (!streamed.text && streamed.calls.length === 0) {
			throw new LlmError(`OpenAI returned an empty answer (finish_reason ${streamed.finish ?? "none"})`);
		}
		return { content: streamed.text || null, toolCalls: streamed.calls };
	}

	private meter(usage: CompletionUsage | null, adventureId: string | null): void {
		const input = usage?.prompt_tokens ?? 0;
		const output = usage?.completion_tokens ?? 0;
		this.options.usage.record({
			provider: "openai",
			sku: this.config.model,
			units: usage?.total_tokens ?? input + output,
			inputUnits: input,
			outputUnits: output,
			costMicros: openAiCostMicros(this.config.model, input, output),
			adventureId,
		});
	}
}

function toOpenAiMessage(message: ModelMessage): ChatCompletionMessageParam {
	if (message.role === "tool") return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
	if (message.role === "assistant") {
		return {
			role: "assistant",
			content: message.content,
			...(message.toolCalls?.length
				? {
						tool_calls: message.toolCalls.map((call) => ({
							id: call.id,
							type: "function" as const,
							function: { name: call.name, arguments: call.arguments },
						})),
					}
				: {}),
		};
	}
	return { role: message.role, content: message.content };
}

/** What went wrong, in one line for the logs: status and message, never the request (which holds the key). */
function describeOpenAiError(error: unknown): FailedAttempt {
	if (error instanceof APIError) {
		return {
			status: error.status ?? null,
			headers: error.headers ?? null,
			reason: error.status
				? `OpenAI HTTP ${error.status}: ${error.message}`
				: `OpenAI request failed: ${error.message}`,
		};
	}
	return {
		status: null,
		headers: null,
		reason: `OpenAI request failed: ${error instanceof Error ? error.message : String(error)}`,
	};
}
