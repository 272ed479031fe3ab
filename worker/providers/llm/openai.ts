import type { SuggestionContext } from "../../../domain/adventure";
import { cleanDescription, cleanTitle } from "../../../domain/adventure-suggestions";
import { OpenAiChat, type OpenAiChatOptions, type OpenAiConfig } from "./openai-chat";
import { DESCRIPTION_SYSTEM_PROMPT, describeTrip, TITLE_SYSTEM_PROMPT } from "./prompts";
import { LlmError, type LlmProvider } from "./types";

/** The LLM features on OpenAI (or any OpenAI-compatible server). */
export class OpenAiLlmProvider implements LlmProvider {
	readonly name = "openai";
	readonly chat: OpenAiChat;

	constructor(config: OpenAiConfig, options: OpenAiChatOptions) {
		this.chat = new OpenAiChat(config, options);
	}

	async suggestTitle(context: SuggestionContext): Promise<string> {
		const raw = await this.chat.generateText({
			system: TITLE_SYSTEM_PROMPT,
			prompt: describeTrip(context, false),
			// Generous for reasoning models, whose thinking counts against this limit too.
			maxOutputTokens: 400,
		});
		return nonEmpty(cleanTitle(raw), "title");
	}

	async suggestDescription(context: SuggestionContext): Promise<string> {
		const raw = await this.chat.generateText({
			system: DESCRIPTION_SYSTEM_PROMPT,
			prompt: describeTrip(context, true),
			maxOutputTokens: 1000,
		});
		return nonEmpty(cleanDescription(raw), "description");
	}
}

function nonEmpty(text: string, what: string): string {
	if (!text) throw new LlmError(`OpenAI answered without a usable ${what}`);
	return text;
}
