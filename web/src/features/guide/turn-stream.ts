import { useEffect, useSyncExternalStore } from "react";
import type { ServerMessage } from "../../../../domain/live/protocol-rules";
import type { Place } from "../../../../domain/place/place-rules";
import type { ChatMessage } from "./chat-storage";

/** A frame of a guide turn streaming on the adventure's live channel. */
export type GuideFrame = Extract<ServerMessage, { type: "guide_cards" | "guide_text" }>;

/** What has streamed so far of the chat's latest turn. */
export interface StreamedTurn {
	turn: string;
	content: string;
	suggestions: Place[];
	backupSuggestions: Place[];
	/** The turn's answer (or failure) is in the chat: its frames are no longer taken. */
	ended: boolean;
}

let latest: StreamedTurn | null = null;
const listeners = new Set<() => void>();

function set(next: StreamedTurn | null) {
	latest = next;
	for (const listener of listeners) listener();
}

/**
 * The chat is about to send a turn: a fresh turn id, and from now on only this turn's frames are
 * taken (an earlier turn's late frames, or another tab's, are ignored).
 */
export function beginTurn(): string {
	const turn = crypto.randomUUID();
	set({ turn, content: "", suggestions: [], backupSuggestions: [], ended: false });
	return turn;
}

/** The turn's answer or failure is in the chat: later frames of it are ignored, and nothing of it shows. */
function endTurn(turn: string) {
	if (latest?.turn === turn && !latest.ended) set({ ...latest, ended: true });
}

/** A frame from the live channel: taken only when it belongs to the chat's pending turn. */
export function receiveGuideFrame(frame: GuideFrame) {
	if (!latest || latest.ended || frame.turn !== latest.turn) return;
	if (frame.type === "guide_cards") {
		set({ ...latest, suggestions: frame.suggestions, backupSuggestions: frame.backupSuggestions });
	} else if (frame.delta) {
		set({ ...latest, content: latest.content + frame.delta });
	}
}

const subscribe = (listener: () => void) => {
	listeners.add(listener);
	return () => listeners.delete(listener);
};

/**
 * The answer bubble of the chat's latest turn as it streams: its cards and words so far, shown until
 * the message that ends the turn (the answer, or the failure text) is in the chat under the same id,
 * so the one replaces the other in place, in the same render. Null while nothing has streamed.
 */
export function useStreamedAnswer(messages: readonly ChatMessage[]): ChatMessage | null {
	const streamed = useSyncExternalStore(subscribe, () => latest);
	const answered = !!streamed && messages.some((message) => message.id === streamed.turn);
	useEffect(() => {
		if (answered && streamed) endTurn(streamed.turn);
	}, [answered, streamed]);
	if (!streamed || streamed.ended || answered) return null;
	if (!streamed.content && streamed.suggestions.length === 0) return null;
	return {
		id: streamed.turn,
		role: "assistant",
		content: streamed.content,
		state: "responding",
		isClarification: false,
		suggestions: streamed.suggestions,
		backupSuggestions: streamed.backupSuggestions,
	};
}
