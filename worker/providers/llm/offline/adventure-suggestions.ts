/**
 * Title and description suggestions for an adventure, the pure parts both LLM providers share:
 * the facts read from the form (trip-facts.ts, with landmarks.ts and trip-words.ts), the offline
 * composer (suggestion-composer.ts) and the clean-up of a model's answer (model-text-cleaner.ts).
 */

/** Suggestions allowed per user per minute (both routes together). */
export const SUGGESTIONS_PER_MINUTE = 30;
