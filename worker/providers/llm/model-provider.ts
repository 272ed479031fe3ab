import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import { PaidCallDeclined } from "../give-way";
import type { ChatModel, ModelTurnOptions } from "./chat-model";
import { cleanDescription, cleanTitle } from "./offline/model-text-cleaner";
import { cleanPlaceSummary, composePlaceSummary, type PlaceSummary } from "./offline/place-insights";
import {
	DESCRIPTION_SYSTEM_PROMPT,
	describePlaceForSummary,
	describeTrip,
	PLACE_SUMMARY_SYSTEM_PROMPT,
	TITLE_SYSTEM_PROMPT,
} from "./prompts";
import { LlmError, type LlmProvider, type PlaceSummaryContext, type SuggestionOptions } from "./types";

/**
 * The LLM features (title, description, place summary) on any ChatModel: OpenAI, Workers AI, or
 * whatever serves one. Titles and descriptions stream their text to `onText` as the model writes
 * it; the promise resolves with the cleaned answer, which replaces what streamed. `mayCall` is asked
 * before each model call (the account's daily cap): false declines it (PaidCallDeclined), and the
 * offline writer answers instead (worker/providers/give-way.ts).
 */
export class ModelLlmProvider implements LlmProvider {
	constructor(
		readonly chat: ChatModel,
		private readonly mayCall?: () => Promise<boolean>,
	) {}

	get name(): string {
		return this.chat.provider;
	}

	async suggestTitle(context: SuggestionContext, options: SuggestionOptions = {}): Promise<string> {
		// Generous for reasoning models, whose thinking counts against this limit too.
		const raw = await this.write(TITLE_SYSTEM_PROMPT, describeTrip(context, false), {
			maxOutputTokens: 400,
			...options,
		});
		return this.usable(cleanTitle(raw), "title");
	}

	async suggestDescription(context: SuggestionContext, options: SuggestionOptions = {}): Promise<string> {
		const raw = await this.write(DESCRIPTION_SYSTEM_PROMPT, describeTrip(context, true), {
			maxOutputTokens: 1000,
			...options,
		});
		return this.usable(cleanDescription(raw), "description");
	}

	async summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary> {
		// The catalog's summaries were written for the product: tailor them by rule, at no cost.
		if (place.source === "catalog" && place.familySummary) return composePlaceSummary(place, context.kidAges);
		const content = await this.write(PLACE_SUMMARY_SYSTEM_PROMPT, describePlaceForSummary(place, context.kidAges), {
			maxOutputTokens: 1000,
			json: true,
			adventureId: context.adventureId ?? null,
		});
		let parsed: unknown;
		try {
			parsed = JSON.parse(content);
		} catch {
			throw new LlmError(`${this.name} answered a place summary that is not JSON`);
		}
		const summary = parsed && typeof parsed === "object" ? cleanPlaceSummary(parsed) : null;
		return this.usable(summary, "place summary");
	}

	/** A system prompt and one user message in, the answer's text out. */
	private async write(system: string, prompt: string, options: ModelTurnOptions): Promise<string> {
		if (this.mayCall && !(await this.mayCall())) throw new PaidCallDeclined();
		const reply = await this.chat.turn(
			[
				{ role: "system", content: system },
				{ role: "user", content: prompt },
			],
			options,
		);
		return reply.content?.trim() ?? "";
	}

	private usable<T>(answer: T | null | "", what: string): T {
		if (!answer) throw new LlmError(`${this.name} answered without a usable ${what}`);
		return answer;
	}
}
