import OpenAI, { APIError } from "openai";
import type {
	ChatCompletion,
	ChatCompletionMessageParam,
	ChatCompletionTool,
	ChatCompletionToolChoiceOption,
} from "openai/resources/chat/completions";
import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { openAiCostMicros } from "./pricing";
import { LlmError } from "./types";

export type OpenAiConfig = NonNullable<AppConfig["openai"]>;

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

export interface OpenAiChatOptions {
	usage: UsageSink;
	/** Defaults to the global fetch, looked up at call time (so tests can intercept it). */
	fetch?: typeof fetch;
	/** Per-attempt timeout; a user is waiting on a button. */
	timeoutMs?: number;
	/** Retries of connection errors, 408/409/429 and 5xx (with the SDK's backoff). */
	maxRetries?: number;
}

export interface CompleteOptions {
	maxOutputTokens: number;
	/** Function tools the model may call (the Guide AI's places search). */
	tools?: ChatCompletionTool[];
	toolChoice?: ChatCompletionToolChoiceOption;
	responseFormat?: { type: "json_object" } | { type: "text" };
	/** Adventure the call is made for, stored with its usage row. */
	adventureId?: string | null;
}

export interface GenerateTextRequest {
	system: string;
	prompt: string;
	maxOutputTokens: number;
	adventureId?: string | null;
}

/**
 * Chat Completions through the official SDK (`OPENAI_BASE_URL` points it at any compatible server),
 * with every call metered (tokens and cost) and every failure turned into an LlmError.
 * `complete` is the general call (messages, optional tools); `generateText` is one prompt → one text.
 */
export class OpenAiChat {
	private readonly client: OpenAI;

	constructor(
		readonly config: OpenAiConfig,
		private readonly options: OpenAiChatOptions,
	) {
		const fetchImpl =
			options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
		this.client = new OpenAI({
			apiKey: config.apiKey,
			baseURL: config.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
			fetch: fetchImpl,
			timeout: options.timeoutMs ?? 20_000,
			maxRetries: options.maxRetries ?? 1,
		});
	}

	get model(): string {
		return this.config.model;
	}

	/** One Chat Completions request (non-streaming). Throws LlmError on any failure. */
	async complete(messages: ChatCompletionMessageParam[], options: CompleteOptions): Promise<ChatCompletion> {
		let completion: ChatCompletion;
		try {
			completion = await this.client.chat.completions.create({
				model: this.config.model,
				messages,
				// max_completion_tokens (not the deprecated max_tokens) also bounds reasoning models.
				max_completion_tokens: options.maxOutputTokens,
				...(options.tools?.length ? { tools: options.tools, tool_choice: options.toolChoice ?? "auto" } : {}),
				...(options.responseFormat ? { response_format: options.responseFormat } : {}),
			});
		} catch (error) {
			throw new LlmError(describeOpenAiError(error), { cause: error });
		}
		this.meter(completion, options.adventureId ?? null);
		return completion;
	}

	/** A system prompt and one user message in, the answer's text out; an empty answer is an error. */
	async generateText(request: GenerateTextRequest): Promise<string> {
		const completion = await this.complete(
			[
				{ role: "system", content: request.system },
				{ role: "user", content: request.prompt },
			],
			{ maxOutputTokens: request.maxOutputTokens, adventureId: request.adventureId ?? null },
		);
		const choice = completion.choices[0];
		const text = choice?.message?.content?.trim() ?? "";
		if (!text) {
			const reason = choice?.message?.refusal ? "refused" : `finish_reason ${choice?.finish_reason ?? "none"}`;
			throw new LlmError(`OpenAI returned an empty answer (${reason})`);
		}
		return text;
	}

	private meter(completion: ChatCompletion, adventureId: string | null): void {
		const usage = completion.usage;
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

/** A one-line reason for the logs: status and message, never the request (which holds the key). */
function describeOpenAiError(error: unknown): string {
	if (error instanceof APIError) {
		return error.status ? `OpenAI HTTP ${error.status}: ${error.message}` : `OpenAI request failed: ${error.message}`;
	}
	return `OpenAI request failed: ${error instanceof Error ? error.message : String(error)}`;
}
