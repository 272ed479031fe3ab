// Kept apart from the zod schemas in ./guide so a screen that needs only these rules does not load zod.
import type { DayPlanProposal } from "../path/day-plan-rules";
import type { Place } from "../place/place-rules";

/**
 * The Guide AI contract:
 * request shapes of the four guide routes, the answer shapes, and the texts both sides show.
 * Shared by the chat UI, the Worker routes and the AdventureRoom that runs the guide.
 */

/** The message value that asks for the opening greeting instead of an answer. */
export const GUIDE_OPENING_TRIGGER = "__GUIDE_OPENING__";

/** Default guide map zoom. */
export const GUIDE_DEFAULT_ZOOM = 10;

/**
 * How long the chat waits for one answer before it gives up, says `guideMessages.chatFailure` and
 * offers 'Try again' (a lost connection gives up at once). Above the model guide's own deadline
 * (`GUIDE_MODEL_DEADLINE_MS`, 20 s), on any model.
 */
export const GUIDE_TURN_TIMEOUT_MS = 45_000;

/**
 * How long the guide gives a model for the whole of a turn (every call, search and retry) before
 * the embedded guide answers instead (`guideMessages.modelFallback`): well inside the chat's own wait.
 */
export const GUIDE_MODEL_DEADLINE_MS = 20_000;

/** Longest chat message accepted. */
export const GUIDE_MESSAGE_MAX = 2000;

/** Chat messages (and opening requests) per user per sliding minute; the 21st is a 429. */
export const GUIDE_MESSAGES_PER_MINUTE = 20;

/** 'Try another suggestion' calls per user per sliding minute. */
export const GUIDE_REPLACEMENTS_PER_MINUTE = 30;

/** Suggestion cards per answer, and the most 'Additional Options' behind them. */
export const GUIDE_SUGGESTION_COUNT = 3;

export const GUIDE_BACKUP_COUNT = 5;

/** Names a chat command adds to a path at most. */
export const GUIDE_ADD_TO_PATH_MAX = 3;

/** What a guide-created path needs. */
export const GUIDE_PATH_MIN_SAVED = 2;

/** Texts the chat shows (worded exactly as users expect) and the guide's own fallbacks. */
export const guideMessages = {
	/** Assistant message when a chat call fails. */
	chatFailure: "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
	/** Heads the embedded guide's answer when the model failed or was too slow for this turn. */
	modelFallback: "I couldn't finish my fuller answer just now, so here's a quicker one.",
	/** Heads the embedded guide's answer once an account has used its model calls for the day. */
	modelDailyCap: "You've asked me a lot today, so my answers stay quick and simple until tomorrow.",
	/** A chat command to create a path failed. */
	pathFailure: "I had trouble creating that path. You can manually create one in the Paths tab!",
	/** A chat command to add places to a path failed. */
	addFailure: "I had trouble with that request. You can manually add places to paths in the Paths tab!",
	/** A path needs at least 2 saved places. */
	tooFewSaved:
		"You need at least 2 saved places to create a path. Save a couple of places you like (tap the heart on a suggestion or in the Places tab), then ask me again and I'll connect them for you!",
	/** The opening message's fallback when composing it fails. */
	greeting: "Hi! I'm Wunder, your family adventure guide. What would you like to explore today?",
	/** The typing indicator's text before any live status arrives. */
	defaultStatus: "Wundering...",
	/** The clarification bubble's label. */
	clarificationLabel: "Need More Info",
	rateLimited: "You're sending messages faster than I can think! Please wait a minute and try again.",
	adventureNotFound: "Adventure not found",
	/** Toasts ('Error') when 'Try another suggestion' or 'New chat' fails; the chat stays as it was. */
	replaceFailure: "Failed to find another suggestion. Please try again.",
	/** Said on the card when 'Try another suggestion' finds no other place of its kind (the card stays). */
	noOtherPlace: "No other place fits that just now, so this one stays.",
	resetFailure: "Failed to start a new chat. Please try again.",
	/** Toast ('Error') when a chip's × fails; the chip stays. */
	filterRemoveFailure: "Failed to remove that filter. Please try again.",
	notYou: "You can only chat as yourself",
	/**
	 * The first words of an answer to a question outside what the guide knows (a weather forecast,
	 * wifi, live prices, another city): said plainly, then what it can do instead.
	 */
	outsideKnowledge: "I don't know that, I'm afraid.",
} as const;

/**
 * Splits a conversation key. Ids are UUIDs that contain '-', so the caller's own user id (known to
 * the server) decides where the user part ends; null when the key does not start with it.
 */
export function parseConversationKey(key: string, userId: string): { userId: string; adventureId: string } | null {
	const prefix = `${userId}-`;
	if (!key.startsWith(prefix)) return null;
	const adventure = key.slice(prefix.length);
	return adventure.length > 0 && adventure.length <= 64 ? { userId, adventureId: adventure } : null;
}

// ---------------------------------------------------------------------------------------------
// Answers

export type GuideState = "clarifying" | "responding";

/**
 * The guide's answer. Every suggestion is a real place from the
 * places provider (id and coordinates), never one of the adventure's saved places. A clarifying
 * answer ('Need More Info', amber) has no suggestions. `createdPathId` is set when a chat command
 * created a path.
 */
export interface GuideResponse {
	content: string;
	state: GuideState;
	suggestions: Place[];
	backupSuggestions: Place[];
	isClarification: boolean;
	createdPathId?: string;
	/**
	 * "Plan our days": the proposal the chat shows with its accept buttons (nothing is written until
	 * the family accepts it through `POST /api/adventures/{id}/day-plan/accept`).
	 */
	dayPlan?: DayPlanProposal;
	/** Present when the guide could not search: no location yet, or no places provider covering it. */
	coverage?: "none" | "no-location";
	/** The conversation's active filters after this turn (the chips above the chat's input). */
	chips?: GuideChip[];
	/** The stored answer's server id (the same as its `id` in the conversation), when it was stored. */
	messageId?: string;
}

/**
 * One active filter of the conversation's ask, as the chat shows it ("indoors ×"): `key` names it
 * to `POST /api/guide-ai/filters/remove`, `label` is its words.
 */
export interface GuideChip {
	key: string;
	label: string;
}

/** The longest chip key a removal names. */
export const GUIDE_CHIP_KEY_MAX = 320;

/** One message of the conversation. */
export interface GuideChatMessage {
	/** The message's server id, for messages the room stored. */
	id?: string;
	role: "user" | "assistant";
	content: string;
	suggestions?: Place[];
	backupSuggestions?: Place[];
	isClarification?: boolean;
	state?: GuideState;
	/** The proposal the message offered ("plan our days"), kept so a reload shows it again. */
	dayPlan?: DayPlanProposal;
}

export interface ReplaceSuggestionResponse {
	newSuggestion: Place | null;
	/** The answer's text naming the new place instead of the old; null when the room no longer holds it. */
	content: string | null;
}

/**
 * The reply's words after 'Try another suggestion' swapped one card: the paragraph that named the
 * old place names the new one instead. A numbered line ("2. Old – why") becomes "2. {newLine}";
 * elsewhere the old name is replaced by the new. Text that never named the old place is unchanged.
 */
export function swapPlaceInReply(content: string, oldName: string, newName: string, newLine: string): string {
	if (!oldName.trim()) return content;
	return content
		.split("\n\n")
		.map((paragraph) => {
			if (!paragraph.includes(oldName)) return paragraph;
			const numbered = paragraph.match(/^(\d+)\.\s/);
			return numbered ? `${numbered[1]}. ${newLine}` : paragraph.replaceAll(oldName, newName);
		})
		.join("\n\n");
}

/** A replacement's line when nothing richer is known: its name and its one-line summary. */
export function replacementLine(place: Pick<Place, "name" | "pithySummary">): string {
	const summary = place.pithySummary?.trim();
	return summary ? `${place.name} – ${summary}` : place.name;
}
