import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { OfflineLlmProvider } from "./offline";
import { OpenAiLlmProvider } from "./openai";
import type { LlmProvider } from "./types";

export type { LlmProvider } from "./types";

/** OpenAI when `OPENAI_API_KEY` is set, otherwise the offline default. */
export function createLlmProvider(config: AppConfig, options: { usage: UsageSink; fetch?: typeof fetch }): LlmProvider {
	return config.openai ? new OpenAiLlmProvider(config.openai, options) : new OfflineLlmProvider();
}
