import type { SuggestionContext } from "../../domain/adventure/adventure";
import { UpstreamError } from "../lib/errors";
import type { LlmProvider } from "../providers/llm";
import { composeTitle, titleShown } from "../providers/llm/offline/suggestion-composer";
import type { SuggestionOptions } from "../providers/llm/types";

export { SUGGESTIONS_PER_MINUTE } from "../providers/llm/offline/adventure-suggestions";

/** A provider failure is logged (one line, no secrets) and answered 502, never with its details. */
function failed(what: "title" | "description", provider: string, error: unknown): UpstreamError {
	console.warn(`generate-${what} failed (${provider}): ${error instanceof Error ? error.message : String(error)}`);
	return new UpstreamError(`Failed to generate ${what}`);
}

/**
 * A title for the create/edit form's current values, from the LLM provider (OpenAI, or the offline
 * composer). 'AI Suggest' pressed again offers another: a model that repeats the form's title or one
 * it showed (`previousTitles`) is replaced by the offline composer's, which never does. `onText` (the
 * streamed route) gets the model's words as they come; the answer is the same either way. The
 * answer's type is inferred from its literal, so the route's typed client and the SPA's `hc` calls
 * follow it (tests/contract/rpc-contract.test.ts renames its field and expects only web/ to break).
 */
export async function suggestTitle(llm: LlmProvider, context: SuggestionContext, onText?: (delta: string) => void) {
	return { title: await freshTitle(llm, context, { onText }) };
}

async function freshTitle(llm: LlmProvider, context: SuggestionContext, options: SuggestionOptions): Promise<string> {
	let title: string;
	try {
		title = await llm.suggestTitle(context, options);
	} catch (error) {
		throw failed("title", llm.name, error);
	}
	return titleShown(context, title) ? composeTitle(context) : title;
}

/** A 2–3 sentence description for the form's current values; `onText` as for the title. */
export async function suggestDescription(
	llm: LlmProvider,
	context: SuggestionContext,
	onText?: (delta: string) => void,
): Promise<{ description: string }> {
	try {
		return { description: await llm.suggestDescription(context, { onText }) };
	} catch (error) {
		throw failed("description", llm.name, error);
	}
}
