import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import type { PlaceSummary } from "./offline/place-insights";

type LlmProviderName = "openai" | "offline";

/**
 * The language model behind the app's AI features, chosen by config (`createLlmProvider`): OpenAI
 * when `OPENAI_API_KEY` is set, otherwise the embedded offline default.
 *
 * Methods are per feature rather than "send a prompt", because the offline default has no model: it
 * implements each feature with rules over the same inputs. Answers are already cleaned and within
 * the API's limits. The Guide AI is not here: a chat turn needs the places provider and a status
 * callback, so it is its own `Guide` in the guide service (`guideFor` picks the offline guide or
 * `OpenAiGuide`, built on `OpenAiChat.complete` with a `search_places` tool).
 */
export interface LlmProvider {
	readonly name: LlmProviderName;
	/** A title for the adventure, at most 120 characters. */
	suggestTitle(context: SuggestionContext, options?: SuggestOptions): Promise<string>;
	/** A 2–3 sentence description, at most 2000 characters; uses `context.title` when given. */
	suggestDescription(context: SuggestionContext, options?: SuggestOptions): Promise<string>;
	/**
	 * The place panel's Family Lens: a family summary (2–4 sentences) and a pithy
	 * one-liner for this place, tailored to the kids' ages. A catalog place's own summary is used
	 * as written, with advice for these ages added; no model is asked for it.
	 */
	summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary>;
}

export interface SuggestOptions {
	/**
	 * The model's words as they arrive (raw, not yet cleaned); the promise still resolves with the
	 * cleaned text. A provider without a stream (the offline composer) may never call it.
	 */
	onText?: (delta: string) => void;
}

export interface PlaceSummaryContext {
	kidAges: readonly number[];
	/** Adventure the call is made for, stored with its usage row. */
	adventureId?: string | null;
}

/** A provider call failed (network, HTTP status, timeout, empty or unusable answer). Log it; never show it raw. */
export class LlmError extends Error {
	override readonly name = "LlmError";
}
