import { ChevronDown, ChevronUp, Lightbulb, RotateCcw } from "lucide-react";
import { useState } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { guideMessages } from "../../../../../domain/guide/guide-rules";
import type { Place } from "../../../../../domain/place/place-rules";
import { cn } from "../../../lib/cn";
import { DayPlanReview } from "../../paths";
import type { SaveResult } from "../../places";
import type { ChatMessage } from "../chat-storage";
import { SuggestionCard } from "./suggestion-card";

/** What a suggestion card does, and which card is being replaced. */
interface CardActions {
	adventureId: string;
	replacingId: string | null;
	/** Cards for which 'Try another suggestion' found no other place. */
	noOtherIds?: ReadonlySet<string>;
	/** The adventure's saved places: their cards show as saved, with nothing to swap them for. */
	savedIds: ReadonlySet<string>;
	onSelect: (place: Place) => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
	/** 'Try another suggestion' (absent while the answer streams: the room does not hold it yet). */
	onReplace?: (place: Place) => void;
}

/**
 * One message of the chat: the family's words, or Wunder's answer with its cards and additional
 * options; the next-steps hint under it when `showHint` (the chat says it once, under the latest cards).
 * While `streaming`, the words so far are marked busy, so the chat's polite live region does not
 * read each piece as it arrives; the cards are read as they come.
 */
export function MessageBubble({
	message,
	trip,
	showHint = false,
	streaming = false,
	onRetry,
	...cardProps
}: {
	message: ChatMessage;
	/** The answer is still arriving (the pending turn's streamed cards and words). */
	streaming?: boolean;
	/** The trip's dates, for a day plan's days ("Day 2 · Tue 7 Apr"). */
	trip: { startDate: string; endDate: string };
	showHint?: boolean;
	/** A failure text's 'Try again' (absent: no button). */
	onRetry?: () => void;
} & CardActions) {
	const [showBackups, setShowBackups] = useState(false);
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
		<div
			className="grid scroll-mt-4 grid-cols-1 gap-3"
			data-testid="assistant-message"
			data-streaming={streaming || undefined}
		>
			<div
				hidden={streaming && !message.content}
				aria-busy={streaming || undefined}
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
			{onRetry && (
				<button
					type="button"
					onClick={onRetry}
					className="inline-flex min-h-11 min-w-11 items-center gap-2 justify-self-start rounded-full border border-brand-200 bg-white px-4 text-sm font-bold text-brand-700 shadow-sm hover:bg-brand-50"
				>
					<RotateCcw aria-hidden className="size-4" />
					{loadMessages.tryAgain}
				</button>
			)}
			{!message.isClarification && message.dayPlan && (
				<section aria-label="Your days">
					<DayPlanReview adventureId={cardProps.adventureId} trip={trip} initial={message.dayPlan} compact />
				</section>
			)}
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
			{showHint && !streaming && !message.isClarification && message.suggestions.length > 0 && (
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
	replacingId,
	noOtherIds,
	savedIds,
	...actions
}: { label: string; places: Place[]; className?: string } & CardActions) {
	return (
		<ul className={cn("grid grid-cols-1 gap-2", className)} aria-label={label}>
			{places.map((place) => (
				<li key={place.googlePlaceId}>
					<SuggestionCard
						place={place}
						saved={savedIds.has(place.googlePlaceId)}
						replacing={replacingId === place.googlePlaceId}
						noOther={noOtherIds?.has(place.googlePlaceId) ?? false}
						{...actions}
					/>
				</li>
			))}
		</ul>
	);
}
