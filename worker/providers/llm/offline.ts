import type { SuggestionContext } from "../../../domain/adventure";
import { composeDescription, composeTitle } from "../../../domain/adventure-suggestions";
import type { LlmProvider } from "./types";

/**
 * The embedded default: no key, no network. Titles and descriptions are composed from the form by
 * rules (destination, season, length, kids' ages, trip types), deterministic for the same input.
 */
export class OfflineLlmProvider implements LlmProvider {
	readonly name = "offline";

	async suggestTitle(context: SuggestionContext): Promise<string> {
		return composeTitle(context);
	}

	async suggestDescription(context: SuggestionContext): Promise<string> {
		return composeDescription(context);
	}
}
