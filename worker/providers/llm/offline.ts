import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import { composePlaceSummary, type PlaceSummary } from "./offline/place-insights";
import { composeDescription, composeTitle } from "./offline/suggestion-composer";
import type { LlmProvider, PlaceSummaryContext } from "./types";

/**
 * The embedded default: no key, no network. Titles and descriptions are composed from the form by
 * rules (destination, season, length, kids' ages, trip types), place summaries from the place's
 * types, tags, description and ages and the kids' ages; deterministic for the same input.
 */
export class OfflineLlmProvider implements LlmProvider {
	readonly name = "offline";

	async suggestTitle(context: SuggestionContext): Promise<string> {
		return composeTitle(context);
	}

	async suggestDescription(context: SuggestionContext): Promise<string> {
		return composeDescription(context);
	}

	async summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary> {
		return composePlaceSummary(place, context.kidAges);
	}
}
