import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import { composePlaceSummary, type PlaceSummary } from "./offline/place-insights";
import { composeDescription, composeTitle } from "./offline/suggestion-composer";
import type { LlmProvider, PlaceSummaryContext, SuggestionOptions } from "./types";

/**
 * The embedded default: no key, no network. Titles and descriptions are composed from the form by
 * rules (destination, season, length, kids' ages, trip types), place summaries from the place's
 * types, tags, description and ages and the kids' ages; deterministic for the same input.
 */
export class OfflineLlmProvider implements LlmProvider {
	readonly name = "offline";

	async suggestTitle(context: SuggestionContext, options: SuggestionOptions = {}): Promise<string> {
		return whole(composeTitle(context), options);
	}

	async suggestDescription(context: SuggestionContext, options: SuggestionOptions = {}): Promise<string> {
		return whole(composeDescription(context), options);
	}

	async summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary> {
		return composePlaceSummary(place, context.kidAges);
	}
}

/** The composed text, given to `onText` at once: it has nothing to stream. */
function whole(text: string, options: SuggestionOptions): string {
	options.onText?.(text);
	return text;
}
