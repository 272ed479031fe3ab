import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { OfflineLlmProvider } from "./offline";
import { OpenAiLlmProvider } from "./openai";
import type { LlmProvider } from "./types";

export type { LlmProvider } from "./types";

/**
 * OpenAI when `OPENAI_API_KEY` is set, otherwise the offline default. The offline default costs
 * nothing, but each call is still metered (provider "offline-llm", one unit per call).
 */
export function createLlmProvider(config: AppConfig, options: { usage: UsageSink; fetch?: typeof fetch }): LlmProvider {
	if (config.openai) return new OpenAiLlmProvider(config.openai, options);
	const offline = new OfflineLlmProvider();
	const count = (sku: string, adventureId?: string | null) =>
		options.usage.record({ provider: USAGE_PROVIDERS.offlineLlm, sku, adventureId: adventureId ?? null });
	return {
		name: offline.name,
		// No stream: the whole text is given at once, as its only piece.
		suggestTitle: async (context, options) => {
			count("suggest-title");
			const title = await offline.suggestTitle(context);
			options?.onText?.(title);
			return title;
		},
		suggestDescription: async (context, options) => {
			count("suggest-description");
			const description = await offline.suggestDescription(context);
			options?.onText?.(description);
			return description;
		},
		summarizePlace: (place, context) => {
			count("summarize-place", context.adventureId);
			return offline.summarizePlace(place, context);
		},
	};
}
