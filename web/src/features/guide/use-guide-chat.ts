import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
	GUIDE_OPENING_TRIGGER,
	guideMessages,
	replacementLine,
	swapPlaceInReply,
} from "../../../../domain/guide/guide-rules";
import type { Place } from "../../../../domain/place/place-rules";
import { toast } from "../../components/ui/toast-store";
import type { AdventureWithAccess } from "../adventures";
import { PLACE_SAVED_EVENT } from "../places";
import { guideTurn, useAskGuide } from "./api/ask-guide";
import { getConversationQueryOptions } from "./api/get-conversation";
import { removeFilter } from "./api/remove-filter";
import { replaceSuggestion } from "./api/replace-suggestion";
import { resetGuide } from "./api/reset-guide";
import {
	type ChatMessage,
	chatMessage,
	clearChat,
	currentChips,
	loadChat,
	saveChat,
	storeFollowUp,
	takeFollowUp,
} from "./chat-storage";
import { beginTurn, useStreamedAnswer } from "./turn-stream";

const plain = (content: string): ChatMessage => chatMessage({ role: "assistant", content });

const failed = (description: string) => toast({ title: "Error", description, variant: "destructive" });

const placesOf = (message: ChatMessage) => [...message.suggestions, ...message.backupSuggestions];

interface Options {
	adventure: AdventureWithAccess;
	userId: string;
	/** Null while the adventure has no coordinates (the server then answers with the location message). */
	mapCenter: { lat: number; lng: number } | null;
	/** The latest answer's cards, for the map's AI markers. */
	onSuggestionsChange: (places: Place[]) => void;
	onPathCreated: (pathId: string) => void;
}

/**
 * The Guide AI chat's state: the conversation kept with the trip (the server's copy, in the query
 * cache; the browser's copy is only shown while it loads), a turn (`send`), 'Try another
 * suggestion' (`replace`) and 'New chat' (`reset`). Wunder's opening is asked for only when the
 * server holds nothing. A failed replace or reset shows a toast and leaves the chat as it was; a
 * replace that finds no other place leaves the card and says so on it.
 */
export function useGuideChat({ adventure, userId, mapCenter, onSuggestionsChange, onPathCreated }: Options) {
	const queryClient = useQueryClient();
	const conversationQuery = useMemo(() => getConversationQueryOptions(adventure.id, userId), [adventure.id, userId]);
	const { queryKey } = conversationQuery;
	const [cached] = useState(() => loadChat(adventure.id, userId));
	const conversation = useQuery({ ...conversationQuery, placeholderData: cached ?? undefined });
	const loaded = conversation.isSuccess && !conversation.isPlaceholderData;
	const messages = conversation.data ?? [];
	const openingAsked = useRef(false);

	const update = useCallback(
		(change: (list: ChatMessage[]) => ChatMessage[]) =>
			queryClient.setQueryData<ChatMessage[]>(queryKey, (list) => change(list ?? [])),
		[queryClient, queryKey],
	);
	const append = useCallback((message: ChatMessage) => update((list) => [...list, message]), [update]);

	// The server could not be asked: the browser's copy, else the greeting, rather than a blank chat.
	useEffect(() => {
		if (conversation.isError) queryClient.setQueryData(queryKey, cached ?? [plain(guideMessages.greeting)]);
	}, [conversation.isError, queryClient, queryKey, cached]);

	useEffect(() => {
		if (conversation.data) saveChat(adventure.id, userId, conversation.data);
	}, [adventure.id, userId, conversation.data]);

	// The latest answer's cards show on the map as AI markers; a streaming answer's as soon as they come.
	const streamed = useStreamedAnswer(messages);
	const latest = streamed?.suggestions.length
		? streamed
		: [...messages].reverse().find((m) => m.role === "assistant" && m.suggestions.length > 0);
	const suggestionKey = latest?.suggestions.map((p) => p.googlePlaceId).join() ?? "";
	// biome-ignore lint/correctness/useExhaustiveDependencies: suggestionKey captures the suggestions
	useEffect(() => onSuggestionsChange(latest?.suggestions ?? []), [suggestionKey, onSuggestionsChange]);

	// The message that ends a turn takes the turn's id: it replaces the streamed bubble in place.
	const ask = useAskGuide({
		mutationConfig: {
			onSuccess: (response, { turnId }) => {
				append({ ...chatMessage({ role: "assistant", ...response }), ...(turnId && { id: turnId }) });
				if (response.createdPathId) onPathCreated(response.createdPathId);
			},
			// The opening message falls back to a greeting; any other failure is an apology with 'Try again'.
			onError: (_error, { message, turnId }) =>
				append({
					...(message === GUIDE_OPENING_TRIGGER
						? plain(guideMessages.greeting)
						: { ...plain(guideMessages.chatFailure), retry: message }),
					...(turnId && { id: turnId }),
				}),
		},
	});
	const askTurn = ask.mutate;
	const turn = useCallback(
		(message: string) => askTurn({ ...guideTurn(adventure, userId, mapCenter, message), turnId: beginTurn() }),
		[askTurn, adventure, userId, mapCenter],
	);

	// Nothing kept with the trip yet: Wunder opens the conversation (once per visit).
	useEffect(() => {
		if (!loaded || openingAsked.current) return;
		openingAsked.current = true;
		if (messages.length === 0) turn(GUIDE_OPENING_TRIGGER);
	}, [loaded, messages.length, turn]);

	// A follow-up stored by a save elsewhere (e.g. the place panel) shows if under 5 minutes old.
	useEffect(() => {
		if (!loaded) return;
		const followUp = takeFollowUp(adventure.id);
		if (followUp) append(plain(followUp));
	}, [loaded, adventure.id, append]);

	// When a place is saved anywhere, its suggestion leaves the chat and the map.
	useEffect(() => {
		const onSaved = (event: Event) => {
			const detail = (event as CustomEvent<{ place: Place; followUpMessage: string | null }>).detail;
			const id = detail.place.googlePlaceId;
			update((list) => {
				const had = list.some((m) => placesOf(m).some((p) => p.googlePlaceId === id));
				const pruned = list.map((m) => ({
					...m,
					suggestions: m.suggestions.filter((p) => p.googlePlaceId !== id),
					backupSuggestions: m.backupSuggestions.filter((p) => p.googlePlaceId !== id),
				}));
				if (detail.followUpMessage && had) return [...pruned, plain(detail.followUpMessage)];
				if (detail.followUpMessage) storeFollowUp(adventure.id, detail.followUpMessage);
				return pruned;
			});
		};
		window.addEventListener(PLACE_SAVED_EVENT, onSaved);
		return () => window.removeEventListener(PLACE_SAVED_EVENT, onSaved);
	}, [adventure.id, update]);

	const busy = ask.isPending || !loaded;
	// The status shows while the pending turn has neither words streamed nor its answer in the chat,
	// and goes in the very render the answer comes in (never shown again under it, nor read again).
	const pendingTurn = ask.isPending ? ask.variables?.turnId : undefined;
	const thinking =
		pendingTurn !== undefined && !streamed?.content && !messages.some((message) => message.id === pendingTurn);
	const send = useCallback(
		(message: string) => {
			if (busy) return;
			append({ ...plain(message), role: "user" });
			turn(message);
		},
		[busy, append, turn],
	);

	// 'Try again' under a failure text: the apology gives way, and the same message is sent again.
	const retry = useCallback(
		(failure: ChatMessage) => {
			if (busy || failure.retry === undefined) return;
			update((list) => list.filter((m) => m.id !== failure.id));
			turn(failure.retry);
		},
		[busy, update, turn],
	);

	// Cards whose 'Try another suggestion' found no other place: each says so until it is tried again.
	const [noOtherIds, setNoOtherIds] = useState<ReadonlySet<string>>(() => new Set());
	const markNoOther = (id: string, none: boolean) =>
		setNoOtherIds((ids) => {
			if (ids.has(id) === none) return ids;
			const next = new Set(ids);
			if (none) next.add(id);
			else next.delete(id);
			return next;
		});
	const replacement = useMutation({
		onMutate: ({ place }) => markNoOther(place.googlePlaceId, false),
		mutationFn: ({ place }: { message: ChatMessage; place: Place }) =>
			replaceSuggestion({
				adventureId: adventure.id,
				placeType: place.types[0] ?? place.category,
				excludePlaceId: place.googlePlaceId,
				locationContext: mapCenter ? { lat: mapCenter.lat, lng: mapCenter.lng } : null,
				originalName: place.name,
				allSuggestedPlaceIds: messages.flatMap((m) => placesOf(m).map((p) => p.googlePlaceId)),
			}),
		onSuccess: ({ newSuggestion, content }, { message, place }) => {
			if (!newSuggestion) {
				markNoOther(place.googlePlaceId, true);
				return;
			}
			// The words above the cards name the new card: the room's rewording, else the same swap here.
			update((list) =>
				list.map((m) =>
					m.id === message.id
						? {
								...m,
								content:
									content ??
									swapPlaceInReply(m.content, place.name, newSuggestion.name, replacementLine(newSuggestion)),
								suggestions: m.suggestions.map((p) => (p.googlePlaceId === place.googlePlaceId ? newSuggestion : p)),
							}
						: m,
				),
			);
		},
		onError: () => failed(guideMessages.replaceFailure),
	});

	// A chip's ×: the server takes the filter off the conversation's ask; the chips it leaves replace
	// those shown (on the message they came with, so a reload and the next answer agree).
	const chips = currentChips(messages);
	const chipRemoval = useMutation({
		mutationFn: (key: string) => removeFilter(adventure.id, key),
		onSuccess: ({ chips: left }) =>
			update((list) => {
				const at = list.findLastIndex((message) => message.chips !== undefined);
				return at < 0 ? list : list.map((message, index) => (index === at ? { ...message, chips: left } : message));
			}),
		onError: () => failed(guideMessages.filterRemoveFailure),
	});

	// 'New chat': the server forgets the conversation, then Wunder opens a new one.
	const reset = useMutation({
		mutationFn: () => resetGuide(adventure.id, userId),
		onSuccess: () => {
			clearChat();
			queryClient.setQueryData<ChatMessage[]>(queryKey, []);
			turn(GUIDE_OPENING_TRIGGER);
		},
		onError: () => failed(guideMessages.resetFailure),
	});

	return {
		messages,
		/** The pending turn's answer as it streams (its cards, its words so far); null when none. */
		streamed,
		/** A reply, the conversation or a new chat is on its way: nothing can be sent. */
		busy: busy || reset.isPending,
		/** Waiting for Wunder's answer, no words of it streamed yet (the typing indicator with the room's status). */
		thinking,
		send,
		retry,
		replace: (message: ChatMessage, place: Place) => replacement.mutate({ message, place }),
		replacingId: replacement.isPending ? (replacement.variables?.place.googlePlaceId ?? null) : null,
		/** The cards for which no other place was found (each shows `guideMessages.noOtherPlace`). */
		noOtherIds,
		reset: () => reset.mutate(),
		/** The conversation's active filters (chips above the input). */
		chips,
		removeChip: (key: string) => chipRemoval.mutate(key),
		/** The chip whose removal is on its way. */
		removingChip: chipRemoval.isPending ? (chipRemoval.variables ?? null) : null,
	};
}
