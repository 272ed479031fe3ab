import type { GuideChatMessage, GuideChip } from "../../../../domain/guide/guide-rules";
import type { DayPlanProposal } from "../../../../domain/path/day-plan-rules";
import type { Place } from "../../../../domain/place/place-rules";

/** One chat message as the Guide tab keeps it. */
export interface ChatMessage {
	id: string;
	role: "user" | "assistant";
	content: string;
	state: "clarifying" | "responding";
	isClarification: boolean;
	suggestions: Place[];
	backupSuggestions: Place[];
	/** "Plan our days": the proposal the message shows for review. */
	dayPlan?: DayPlanProposal;
	/** A failure text of the chat's own: the family's message that 'Try again' sends once more. */
	retry?: string;
	/**
	 * The conversation's filters as they stood after this answer (the server's chips); absent on
	 * messages that do not say (the family's, the chat's own texts). The newest that says is shown.
	 */
	chips?: GuideChip[];
}

/** A message of the conversation (the server's, an answer, or text the chat adds) with an id of its own. */
export function chatMessage(message: GuideChatMessage & { chips?: GuideChip[] }): ChatMessage {
	return {
		id: crypto.randomUUID(),
		role: message.role,
		content: message.content,
		state: message.state ?? "responding",
		isClarification: message.isClarification ?? false,
		suggestions: message.suggestions ?? [],
		backupSuggestions: message.backupSuggestions ?? [],
		...(message.dayPlan ? { dayPlan: message.dayPlan } : {}),
		...(message.chips ? { chips: message.chips } : {}),
	};
}

/** The conversation's filters now: those of the newest message that says (none before any answer does). */
export const currentChips = (messages: readonly ChatMessage[]): GuideChip[] =>
	messages.findLast((message) => message.chips !== undefined)?.chips ?? [];

interface StoredChat {
	adventureId: string;
	userId: string;
	messages: ChatMessage[];
}

const CHAT_KEY = "adventure-guide:chat";
const FOLLOW_UP_KEY = "adventure-guide:follow-up";
/** A stored follow-up message is shown only within 5 minutes. */
export const FOLLOW_UP_TTL_MS = 300_000;

let firstLoad = true;

/**
 * The browser's copy of this adventure's chat, if it may be resumed: only a cache of the server's
 * (GET /api/guide-ai/conversation/…), shown while that is on its way. It is cleared on the
 * first load of the page, on switching adventure, when another user signs in and on an explicit
 * refresh flag (`?refresh=1`); manual reset clears it too (`clearChat`).
 */
export function loadChat(adventureId: string, userId: string, storage: Storage = sessionStorage): ChatMessage[] | null {
	const refresh = new URLSearchParams(window.location.search).has("refresh");
	if (firstLoad || refresh) {
		firstLoad = false;
		storage.removeItem(CHAT_KEY);
		return null;
	}
	try {
		const stored = JSON.parse(storage.getItem(CHAT_KEY) ?? "null") as StoredChat | null;
		if (!stored || stored.adventureId !== adventureId || stored.userId !== userId) {
			storage.removeItem(CHAT_KEY);
			return null;
		}
		return stored.messages;
	} catch {
		storage.removeItem(CHAT_KEY);
		return null;
	}
}

export function saveChat(
	adventureId: string,
	userId: string,
	messages: ChatMessage[],
	storage: Storage = sessionStorage,
) {
	try {
		storage.setItem(CHAT_KEY, JSON.stringify({ adventureId, userId, messages } satisfies StoredChat));
	} catch {
		// Storage full or disabled: the chat still works, it just won't survive a remount.
	}
}

export function clearChat(storage: Storage = sessionStorage) {
	storage.removeItem(CHAT_KEY);
}

/** Test hook: behave as if the page had just loaded. */
export function resetFirstLoadForTests() {
	firstLoad = true;
}

/** Keeps a follow-up message (e.g. after saving from the place panel) for the chat to show. */
export function storeFollowUp(
	adventureId: string,
	message: string,
	now = Date.now(),
	storage: Storage = sessionStorage,
) {
	storage.setItem(FOLLOW_UP_KEY, JSON.stringify({ adventureId, message, at: now }));
}

/** Takes a stored follow-up for this adventure if it is under 5 minutes old. */
export function takeFollowUp(adventureId: string, now = Date.now(), storage: Storage = sessionStorage): string | null {
	const raw = storage.getItem(FOLLOW_UP_KEY);
	if (!raw) return null;
	storage.removeItem(FOLLOW_UP_KEY);
	try {
		const stored = JSON.parse(raw) as { adventureId: string; message: string; at: number };
		if (stored.adventureId !== adventureId || now - stored.at >= FOLLOW_UP_TTL_MS) return null;
		return stored.message;
	} catch {
		return null;
	}
}
