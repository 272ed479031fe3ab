import { Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import type { Place } from "../../../../../domain/place/place-rules";
import type { CurrentUser } from "../../../../../domain/user/user";
import type { AdventureWithAccess } from "../../adventures";
import { type SaveResult, useSavedPlaces } from "../../places";
import type { ChatMessage } from "../chat-storage";
import { useGuideChat } from "../use-guide-chat";
import { ChatInput } from "./chat-input";
import { FilterChips } from "./filter-chips";
import { MessageBubble } from "./message-bubble";
import { TypingIndicator } from "./typing-indicator";

/** The four example prompts of the intro. */
const EXAMPLE_PROMPTS = [
	"Rainy day ideas for my kids",
	"Playgrounds and parks near here",
	"Where can we get a family-friendly lunch?",
	"Free things to do this afternoon",
];

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

const onSaved = (_result: SaveResult) => {};

/**
 * The Guide AI tab: Wunder's chat (the conversation kept with the trip, useGuideChat) with
 * suggestion cards, their markers on the map, and chat commands.
 */
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
	const chat = useGuideChat({ adventure, userId: user.id, mapCenter, onSuggestionsChange, onPathCreated });
	const bottom = useRef<HTMLDivElement>(null);
	const saved = useSavedPlaces(adventure.id);
	const savedIds = useMemo(() => new Set((saved.data ?? []).map((entry) => entry.place.googlePlaceId)), [saved.data]);
	// The next-steps hint is said once, under the latest answer with cards.
	const hintId = chat.messages.findLast(
		(message) => message.role === "assistant" && !message.isClarification && message.suggestions.length > 0,
	)?.id;

	// A new message scrolls the chat to its end; an answer that streamed stays where its bubble was read.
	// The first scroll waits for the next frame: scrolling lays out the whole page, which right after
	// the chat's first render would add that layout to the render's long task on a phone.
	const list = useRef<HTMLDivElement>(null);
	const streamedIds = useRef(new Set<string>());
	const scrolledOnce = useRef(false);
	useEffect(() => {
		const last = chat.messages.at(-1)?.id;
		if (last && streamedIds.current.has(last)) return;
		const toEnd = () => bottom.current?.scrollIntoView?.({ block: "end" });
		if (scrolledOnce.current) {
			toEnd();
			return;
		}
		scrolledOnce.current = true;
		const frame = requestAnimationFrame(toEnd);
		return () => cancelAnimationFrame(frame);
	}, [chat.messages]);
	// A streamed answer's first cards or words bring the turn's top into view (the status above its
	// cards while it shows, else the bubble): it grows downwards from there.
	const streamedId = chat.streamed?.id;
	useEffect(() => {
		if (!streamedId) return;
		streamedIds.current.add(streamedId);
		list.current?.querySelector("[role='status'], [data-streaming]")?.scrollIntoView?.({ block: "start" });
	}, [streamedId]);

	const bubble = (message: ChatMessage, index: number) => (
		<MessageBubble
			key={message.id}
			message={message}
			streaming={message === chat.streamed}
			adventureId={adventure.id}
			trip={adventure}
			replacingId={chat.replacingId}
			noOtherIds={chat.noOtherIds}
			savedIds={savedIds}
			showHint={message.id === hintId}
			onSelect={onSelect}
			onSaved={onSaved}
			onAddToPath={onAddToPath}
			onReplace={message === chat.streamed ? undefined : (place) => chat.replace(message, place)}
			// Only the latest failure offers 'Try again': an older one was answered since.
			onRetry={
				message.retry !== undefined && index === chat.messages.length - 1 && !chat.busy
					? () => chat.retry(message)
					: undefined
			}
		/>
	);
	// One keyed list, so that nothing is mounted again (and read again by the live region) as the turn
	// goes on: the status stays where it came, above the streamed bubble, until the first words come;
	// the answer then takes the streamed bubble's place (same key).
	const items = chat.messages.map(bubble);
	if (chat.thinking) {
		items.push(<TypingIndicator key="wunder-status" status={status} />);
	}
	if (chat.streamed) items.push(bubble(chat.streamed, chat.messages.length));

	return (
		<div className="flex h-full flex-col" data-focus-scope>
			{/* No scroll anchoring: words streaming into a bubble push its cards down, not the view up. */}
			<div
				ref={list}
				className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 [overflow-anchor:none]"
				aria-live="polite"
			>
				<Intro onPick={chat.send} disabled={chat.busy} />
				{items}
				{/* The end of the chat, scrolled to; on a phone it leaves room for the floating 'Report a Bug' button. */}
				<div ref={bottom} className="h-14 md:h-0" />
			</div>
			<ChatInput
				busy={chat.busy}
				onSend={chat.send}
				onReset={chat.reset}
				above={
					<FilterChips
						chips={chat.chips}
						disabled={chat.busy}
						removing={chat.removingChip}
						onRemove={chat.removeChip}
					/>
				}
			/>
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
