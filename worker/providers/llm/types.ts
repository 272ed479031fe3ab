import type { SuggestionContext } from "../../../domain/adventure/adventure";
import type { Place } from "../../../domain/place/place";
import type { PlaceSummary } from "./offline/place-insights";

/**
 * The language model behind the app's AI features, chosen by config (`createLlmProvider`): a
 * ChatModel (OpenAI when `OPENAI_API_KEY` is set) through ModelLlmProvider, otherwise the embedded
 * offline default.
 *
 * Methods are per feature rather than "send a prompt", because the offline default has no model: it
 * implements each feature with rules over the same inputs. Answers are already cleaned and within
 * the API's limits. The Guide AI is not here: a chat turn needs the places provider and a status
 * callback, so it is its own `Guide` in the guide service (`guideFor` picks the offline guide or
 * the model's guide, built on a ChatModel with a `search_places` tool).
 */
export interface LlmProvider {
	/** Who answers, for the logs: "offline", or the ChatModel's provider ("openai", "workers-ai"). */
	readonly name: string;
	/** A title for the adventure, at most 120 characters. */
	suggestTitle(context: SuggestionContext, options?: SuggestionOptions): Promise<string>;
	/** A 2–3 sentence description, at most 2000 characters; uses `context.title` when given. */
	suggestDescription(context: SuggestionContext, options?: SuggestionOptions): Promise<string>;
	/**
	 * The place panel's Family Lens: a family summary (2–4 sentences) and a pithy
	 * one-liner for this place, tailored to the kids' ages. A catalog place's own summary is used
	 * as written, with advice for these ages added; no model is asked for it.
	 */
	summarizePlace(place: Place, context: PlaceSummaryContext): Promise<PlaceSummary>;
}

/** How a title or description is asked for. */
export interface SuggestionOptions {
	/**
	 * Each piece of the model's raw text as it streams (the offline provider calls it once with its
	 * whole text). The resolved answer is the cleaned text, which replaces what streamed.
	 */
	onText?: (delta: string) => void;
	/** Gives up on the call (the request went away); it then throws an LlmError. */
	signal?: AbortSignal;
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
