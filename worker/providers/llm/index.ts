import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { ModelLlmProvider } from "./model-provider";
import { OfflineLlmProvider } from "./offline";
import { OpenAiChatModel } from "./openai-chat";
import type { LlmProvider } from "./types";

export type { LlmProvider } from "./types";

/**
 * OpenAI when `OPENAI_API_KEY` is set, otherwise the offline default. The offline default costs
 * nothing, but each call is still metered (provider "offline-llm", one unit per call).
 */
export function createLlmProvider(config: AppConfig, options: { usage: UsageSink; fetch?: typeof fetch }): LlmProvider {
	if (config.openai) return new ModelLlmProvider(new OpenAiChatModel(config.openai, options));
	return offlineLlmProvider(options);
}

/**
 * The offline LLM features (title, description, place summary), each call metered as
 * "offline-llm" at $0: the default without a key, and what a paid model gives way to at the budget.
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
