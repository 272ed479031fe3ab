import { ChevronDown, ChevronUp, Lightbulb, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
	GUIDE_OPENING_TRIGGER,
	guideMessages,
	replacementLine,
	swapPlaceInReply,
} from "../../../../../domain/guide/guide-rules";
import type { Place } from "../../../../../domain/place/place-rules";
import type { CurrentUser } from "../../../../../domain/user/user";
import { cn } from "../../../lib/cn";
import type { AdventureWithAccess } from "../../adventures";
import { PLACE_SAVED_EVENT, type SaveResult } from "../../places";
import { type GuideAnswer, type GuideMessageInput, guideTurn, useAskGuide } from "../api/ask-guide";
import { replaceSuggestion } from "../api/replace-suggestion";
import { resetGuide } from "../api/reset-guide";
import { type ChatMessage, clearChat, loadChat, saveChat, storeFollowUp, takeFollowUp } from "../chat-storage";
import { ChatInput } from "./chat-input";
import { SuggestionCard } from "./suggestion-card";
import { TypingIndicator } from "./typing-indicator";

/** The four example prompts of the intro. */
const EXAMPLE_PROMPTS = [
	"Rainy day ideas for my kids",
	"Playgrounds and parks near here",
	"Where can we get a family-friendly lunch?",
	"Free things to do this afternoon",
];

const newId = () => crypto.randomUUID();

function assistant(
	response: Pick<GuideAnswer, "content" | "state" | "isClarification" | "suggestions" | "backupSuggestions">,
): ChatMessage {
	return {
		id: newId(),
		role: "assistant",
		content: response.content,
		state: response.state,
		isClarification: response.isClarification,
		suggestions: response.suggestions,
		backupSuggestions: response.backupSuggestions,
	};
}

const plain = (content: string): ChatMessage =>
	assistant({ content, state: "responding", isClarification: false, suggestions: [], backupSuggestions: [] });

interface Props {
	adventure: AdventureWithAccess;
	user: CurrentUser;
	/** Null while the adventure has no coordinates (the server then answers with the location message). */
	mapCenter: { lat: number; lng: number } | null;
	status: string | null;
	onSuggestionsChange: (places: Place[]) => void;
	onSelect: (place: Place) => void;
	onAddToPath?: (place: Place) => void;
	onPathCreated: (pathId: string) => void;
}

/** The Guide AI tab: Wunder's chat with suggestion cards, their markers on the map, and chat commands. */
export function GuideChat({
	adventure,
	user,
	mapCenter,
	status,
	onSuggestionsChange,
	onSelect,
	onAddToPath,
	onPathCreated,
}: Props) {
	const [messages, setMessages] = useState<ChatMessage[]>(() => loadChat(adventure.id, user.id) ?? []);
	const [replacingId, setReplacingId] = useState<string | null>(null);
	const bottom = useRef<HTMLDivElement>(null);
	const openingAsked = useRef(false);

	useEffect(() => {
		saveChat(adventure.id, user.id, messages);
		bottom.current?.scrollIntoView?.({ block: "end" });
	}, [adventure.id, user.id, messages]);

	// Suggestions of the latest answer show on the map as AI markers.
	const latest = [...messages].reverse().find((m) => m.role === "assistant" && m.suggestions.length > 0);
	const suggestionKey = latest?.suggestions.map((p) => p.googlePlaceId).join() ?? "";
	// biome-ignore lint/correctness/useExhaustiveDependencies: suggestionKey captures the suggestions
	useEffect(() => onSuggestionsChange(latest?.suggestions ?? []), [suggestionKey, onSuggestionsChange]);

	const ask = useAskGuide({
		mutationConfig: {
			onSuccess: (response) => {
				setMessages((list) => [...list, assistant(response)]);
				if (response.createdPathId) onPathCreated(response.createdPathId);
			},
			onError: (_error, { message }) =>
				// The opening message falls back to a greeting; any other failure is an apology.
				setMessages((list) => [
					...list,
					plain(message === GUIDE_OPENING_TRIGGER ? guideMessages.greeting : guideMessages.chatFailure),
				]),
		},
	});
	// A chat turn: the message with this adventure's context and the map's current centre.
	const turn = useCallback(
		(message: string): GuideMessageInput => guideTurn(adventure, user.id, mapCenter, message),
		[adventure, user.id, mapCenter],
	);

	// The opening message is requested once the chat is empty (nothing stored for this visit).
	useEffect(() => {
		if (openingAsked.current || messages.length > 0) return;
		openingAsked.current = true;
		ask.mutate(turn(GUIDE_OPENING_TRIGGER));
	}, [messages.length, ask, turn]);

	// A follow-up stored by a save elsewhere (e.g. the place panel) shows if under 5 minutes old.
	useEffect(() => {
		const followUp = takeFollowUp(adventure.id);
		if (followUp) setMessages((list) => [...list, plain(followUp)]);
	}, [adventure.id]);

	// When a place is saved anywhere, its suggestion leaves the chat and the map.
	useEffect(() => {
		const onSaved = (event: Event) => {
			const detail = (event as CustomEvent<{ place: Place; followUpMessage: string | null }>).detail;
			const id = detail.place.googlePlaceId;
			setMessages((list) => {
				const had = list.some(
					(m) =>
						m.suggestions.some((p) => p.googlePlaceId === id) ||
						m.backupSuggestions.some((p) => p.googlePlaceId === id),
				);
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
	}, [adventure.id]);

	const send = useCallback(
		(message: string) => {
			if (ask.isPending) return;
			setMessages((list) => [...list, { ...plain(message), role: "user" }]);
			ask.mutate(turn(message));
		},
		[ask, turn],
	);

	async function replace(message: ChatMessage, place: Place) {
		setReplacingId(place.googlePlaceId);
		try {
			const onScreen = messages.flatMap((m) => [...m.suggestions, ...m.backupSuggestions].map((p) => p.googlePlaceId));
			const { newSuggestion, content } = await replaceSuggestion({
				adventureId: adventure.id,
				placeType: place.types[0] ?? place.category,
				excludePlaceId: place.googlePlaceId,
				locationContext: mapCenter ? { lat: mapCenter.lat, lng: mapCenter.lng } : null,
				originalName: place.name,
				allSuggestedPlaceIds: onScreen,
			});
			if (newSuggestion) {
				// The words above the cards name the new card: the room's rewording, else the same swap here.
				setMessages((list) =>
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
			}
		} catch (error) {
			console.warn("replace suggestion failed", error);
		} finally {
			setReplacingId(null);
		}
	}

	async function reset() {
		clearChat();
		setMessages([]);
		openingAsked.current = false;
		try {
			await resetGuide(adventure.id, user.id);
		} catch (error) {
			console.warn("guide reset failed", error);
		}
	}

	const onSaved = (_result: SaveResult) => {};

	return (
		<div className="flex h-full flex-col" data-focus-scope>
			<div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4" aria-live="polite">
				<Intro onPick={send} disabled={ask.isPending} />
				{messages.map((message) => (
					<MessageBubble
						key={message.id}
						message={message}
						adventureId={adventure.id}
						replacingId={replacingId}
						onSelect={onSelect}
						onSaved={onSaved}
						onAddToPath={onAddToPath}
						onReplace={(place) => replace(message, place)}
					/>
				))}
				{ask.isPending && <TypingIndicator status={status} />}
				<div ref={bottom} />
			</div>
			<ChatInput busy={ask.isPending} onSend={send} onReset={reset} />
		</div>
	);
}

function Intro({ onPick, disabled }: { onPick: (message: string) => void; disabled: boolean }) {
	return (
		<section aria-label="Ask Guide AI" className="rounded-2xl bg-gradient-to-br from-brand-50 to-sunrise-50 p-4">
			<p className="flex items-center gap-2 font-display font-extrabold text-ink-900">
				<Sparkles aria-hidden className="size-4 text-sunrise-500" />
				Ask Wunder, your family guide
			</p>
			<div className="mt-3 grid gap-2">
				{EXAMPLE_PROMPTS.map((prompt) => (
					<button
						key={prompt}
						type="button"
						disabled={disabled}
						data-allow-wrap
						onClick={() => onPick(prompt)}
						className="rounded-xl bg-white/80 px-3 py-2 text-left text-sm font-semibold text-brand-800 shadow-sm hover:bg-white disabled:opacity-50"
					>
						{prompt}
					</button>
				))}
			</div>
		</section>
	);
}

function MessageBubble({
	message,
	adventureId,
	replacingId,
	onSelect,
	onSaved,
	onAddToPath,
	onReplace,
}: {
	message: ChatMessage;
	adventureId: string;
	replacingId: string | null;
	onSelect: (place: Place) => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
	onReplace: (place: Place) => void;
}) {
	const [showBackups, setShowBackups] = useState(false);
	const cardProps = { adventureId, replacingId, onSelect, onSaved, onAddToPath, onReplace };
	if (message.role === "user") {
		return (
			<div className="flex justify-end">
				<p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-sm whitespace-pre-wrap text-white">
					{message.content}
				</p>
			</div>
		);
	}
	return (
		<div className="grid grid-cols-1 gap-3" data-testid="assistant-message">
			<div
				className={cn(
					"max-w-[92%] rounded-2xl rounded-tl-sm px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap shadow-sm",
					message.isClarification ? "border border-amber-300 bg-amber-50 text-amber-950" : "bg-white text-ink-900",
				)}
			>
				{message.isClarification && (
					<p className="mb-1 text-xs font-bold tracking-wide text-amber-700 uppercase">
						{guideMessages.clarificationLabel}
					</p>
				)}
				{message.content}
			</div>
			{!message.isClarification && message.suggestions.length > 0 && (
				<SuggestionList label="Suggestions" places={message.suggestions} {...cardProps} />
			)}
			{!message.isClarification && message.backupSuggestions.length > 0 && (
				<div>
					<button
						type="button"
						onClick={() => setShowBackups((v) => !v)}
						aria-expanded={showBackups}
						className="inline-flex items-center gap-1 text-sm font-bold text-brand-700"
					>
						{showBackups ? (
							<ChevronUp aria-hidden className="size-4" />
						) : (
							<ChevronDown aria-hidden className="size-4" />
						)}
						Additional Options ({message.backupSuggestions.length})
					</button>
					{showBackups && (
						<SuggestionList
							label="Additional options"
							places={message.backupSuggestions}
							className="mt-2"
							{...cardProps}
						/>
					)}
				</div>
			)}
			{!message.isClarification && message.suggestions.length > 0 && (
				<p className="flex items-start gap-2 text-xs text-ink-500">
					<Lightbulb aria-hidden className="mt-0.5 size-3.5 shrink-0 text-sunrise-500" />
					Save the ones you like with the heart, then say "create path" and I'll connect them into a route.
				</p>
			)}
		</div>
	);
}

function SuggestionList({
	label,
	places,
	className,
	adventureId,
	replacingId,
	onSelect,
	onSaved,
	onAddToPath,
	onReplace,
}: {
	label: string;
	places: Place[];
	className?: string;
	adventureId: string;
	replacingId: string | null;
	onSelect: (place: Place) => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
	onReplace: (place: Place) => void;
}) {
	return (
		<ul className={cn("grid grid-cols-1 gap-2", className)} aria-label={label}>
			{places.map((place) => (
				<li key={place.googlePlaceId}>
					<SuggestionCard
						place={place}
						adventureId={adventureId}
						replacing={replacingId === place.googlePlaceId}
						onSelect={onSelect}
						onSaved={onSaved}
						onAddToPath={onAddToPath}
						onReplace={onReplace}
					/>
				</li>
			))}
		</ul>
	);
}
