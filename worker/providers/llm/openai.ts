import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import { cleanDescription, cleanTitle } from "./offline/model-text-cleaner";
import { cleanPlaceSummary, composePlaceSummary, type PlaceSummary } from "./offline/place-insights";
import { OpenAiChat, type OpenAiChatOptions, type OpenAiConfig } from "./openai-chat";
import {
	DESCRIPTION_SYSTEM_PROMPT,
	describePlaceForSummary,
	describeTrip,
	PLACE_SUMMARY_SYSTEM_PROMPT,
	TITLE_SYSTEM_PROMPT,
} from "./prompts";
import { LlmError, type LlmProvider, type PlaceSummaryContext } from "./types";

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

	async summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary> {
		// The catalog's summaries were written for the product: tailor them by rule, at no cost.
		if (place.source === "catalog" && place.familySummary) return composePlaceSummary(place, context.kidAges);
		const completion = await this.chat.complete(
			[
				{ role: "system", content: PLACE_SUMMARY_SYSTEM_PROMPT },
				{ role: "user", content: describePlaceForSummary(place, context.kidAges) },
			],
			{ maxOutputTokens: 1000, responseFormat: { type: "json_object" }, adventureId: context.adventureId ?? null },
		);
		const content = completion.choices[0]?.message?.content ?? "";
		let parsed: unknown;
		try {
			parsed = JSON.parse(content);
		} catch {
			throw new LlmError("OpenAI answered a place summary that is not JSON");
		}
		const summary = parsed && typeof parsed === "object" ? cleanPlaceSummary(parsed) : null;
		if (!summary) throw new LlmError("OpenAI answered without a usable place summary");
		return summary;
	}
}

function nonEmpty(text: string, what: string): string {
	if (!text) throw new LlmError(`OpenAI answered without a usable ${what}`);
	return text;
}
