import type { AppConfig } from "../../config";
import { OfflineLlmProvider } from "./offline";
import { OpenAiLlmProvider } from "./openai";
import type { LlmProvider, UsageSink } from "./types";

export type { LlmProvider, LlmProviderName, UsageSink } from "./types";
export { LlmError } from "./types";

/** OpenAI when `OPENAI_API_KEY` is set, otherwise the offline default. */
export function createLlmProvider(config: AppConfig, options: { usage: UsageSink; fetch?: typeof fetch }): LlmProvider {
	return config.openai ? new OpenAiLlmProvider(config.openai, options) : new OfflineLlmProvider();
}
