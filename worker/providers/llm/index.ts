import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { Bindings } from "../../bindings";
import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import type { ChatModel } from "./chat-model";
import { ModelLlmProvider } from "./model-provider";
import { OfflineLlmProvider } from "./offline";
import { OpenAiChatModel } from "./openai-chat";
import type { LlmProvider } from "./types";
import { WorkersAiChatModel } from "./workers-ai";

export type { LlmProvider } from "./types";

interface ModelOptions {
	usage: UsageSink;
	fetch?: typeof fetch;
}

/**
 * The chat model config chose (`config.llm`, worker/config.ts chooseLlm) for the guide and the AI
 * features: OpenAI (OPENAI_API_KEY), or Workers AI through the `AI` binding (a deployment without an
 * OpenAI key); null: the offline default. Each model meters its own calls (tokens, or neurons).
 */
export function chatModelFor(
	env: Pick<Bindings, "AI">,
	config: Pick<AppConfig, "llm" | "openai" | "workersAiModel">,
	options: ModelOptions,
): ChatModel | null {
	if (config.llm === "openai" && config.openai) return new OpenAiChatModel(config.openai, options);
	if (config.llm === "workers-ai" && env.AI) {
		return new WorkersAiChatModel(env.AI, config.workersAiModel, { usage: options.usage });
	}
	return null;
}

/**
 * The AI features (title, description, place summary) on the chosen model, or the offline default
 * without one. The offline default costs nothing, but each call is still metered ("offline-llm").
 * `mayCall` is asked before each model call (the account's daily cap; see ModelLlmProvider).
 */
export function createLlmProvider(
	model: ChatModel | null,
	options: { usage: UsageSink; mayCall?: () => Promise<boolean> },
): LlmProvider {
	return model ? new ModelLlmProvider(model, options.mayCall) : offlineLlmProvider(options);
}

/**
 * The offline LLM features (title, description, place summary), each call metered as
 * "offline-llm" at $0: the default without a model, and what a paid model gives way to at the budget.
 */
export function offlineLlmProvider(options: { usage: UsageSink }): LlmProvider {
	const offline = new OfflineLlmProvider();
	const count = (sku: string, adventureId?: string | null) =>
		options.usage.record({ provider: USAGE_PROVIDERS.offlineLlm, sku, adventureId: adventureId ?? null });
	return {
		name: offline.name,
		suggestTitle: (context, suggestion) => {
			count("suggest-title");
			return offline.suggestTitle(context, suggestion);
		},
		suggestDescription: (context, suggestion) => {
			count("suggest-description");
			return offline.suggestDescription(context, suggestion);
		},
		summarizePlace: (place, context) => {
			count("summarize-place", context.adventureId);
			return offline.summarizePlace(place, context);
		},
	};
}
