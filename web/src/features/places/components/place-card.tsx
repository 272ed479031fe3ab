import { Heart, Route } from "lucide-react";
import { type ReactNode, useRef } from "react";
import type { Place } from "../../../../../domain/place/place-rules";
import { formatDistance } from "../../../../../domain/place/place-rules";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import type { SaveResult } from "../api/save-place";
import { usePlaceSave } from "../use-place-save";
import { CategoryIcon } from "./category-icon";
import { PlacePhoto } from "./place-photo";
import { PriceLevel, Rating } from "./rating";
import { RemoveSavedDialog } from "./remove-saved-dialog";

interface Props {
	place: Place;
	adventureId: string | null;
	size?: "small" | "normal";
	/** Read-only: no buttons, only a filled heart for saved places. */
	readOnly?: boolean;
	isSaved?: boolean;
	highlighted?: boolean;
	onSelect?: (place: Place) => void;
	onSaved?: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
	footer?: ReactNode;
}

/** Place card: photo, name, category icon, rating, price, family summary. */
export function PlaceCard({
	place,
	adventureId,
	size = "normal",
	readOnly = false,
	isSaved,
	highlighted,
	onSelect,
	onSaved,
	onAddToPath,
	footer,
}: Props) {
	const article = useRef<HTMLElement>(null);
	// A saved card slides out of its list (or the guide drops it): the keyboard's focus moves on instead of falling to the page.
	const heart = usePlaceSave({
		place,
		adventureId,
		isSaved,
		showSaveButton: !readOnly,
		onSaved,
		onLeave: () => moveFocusOffCard(article.current),
	});
	const small = size === "small";
	const summary = place.pithySummary && small ? place.pithySummary : (place.familySummary ?? place.pithySummary);

	return (
		<article
			ref={article}
			data-leaving={heart.leaving || undefined}
			aria-label={place.name}
			className={cn(
				"group relative grid overflow-hidden rounded-2xl border bg-white transition-all duration-[400ms] ease-out",
				highlighted ? "border-amber-400 ring-2 ring-amber-300" : "border-sand-200 hover:border-brand-300",
				heart.leaving && "pointer-events-none max-h-0 translate-x-8 border-transparent opacity-0",
				!heart.leaving && "max-h-96",
			)}
		>
			{/* The name is the button (its name holds its visible words); its ::after stretches the click over the card's top. */}
			<div className="relative flex w-full gap-3 p-3 text-left">
				<PlacePhoto place={place} className={cn("shrink-0 rounded-xl", small ? "size-16" : "size-24")} />
				<div className="min-w-0 flex-1 pr-10 md:pr-8">
					<h3 className="flex items-center gap-1.5 font-display text-base leading-snug font-extrabold text-ink-900">
						<CategoryIcon types={place.types} className="shrink-0 text-brand-600" />
						<button
							type="button"
							onClick={() => onSelect?.(place)}
							aria-label={`Open ${place.name}`}
							data-allow-wrap
							className="min-w-0 rounded text-left after:absolute after:inset-0 after:content-['']"
						>
							<span className="line-clamp-2">{place.name}</span>
						</button>
					</h3>
					<div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5">
						<Rating rating={place.rating} count={place.userRatingCount} />
						<PriceLevel level={place.priceLevel} />
						{place.distanceMeters != null && (
							<span className="text-xs text-ink-500">{formatDistance(place.distanceMeters)}</span>
						)}
					</div>
					{summary && !small && <p className="mt-1.5 line-clamp-3 text-sm leading-snug text-ink-500">{summary}</p>}
				</div>
			</div>
			{readOnly ? (
				heart.saved && (
					<Heart aria-label="Saved" role="img" className="absolute top-3 right-3 size-5 fill-red-500 text-red-500" />
				)
			) : (
				<div className="absolute top-2 right-2 z-10 flex flex-col gap-1">
					<Tooltip content={heart.saved ? "Remove from saved places" : "Save place"}>
						<button
							type="button"
							onClick={heart.toggle}
							// Pending is aria-disabled, not disabled: disabling the focused button would drop the focus.
							disabled={!adventureId}
							aria-disabled={heart.pending || undefined}
							aria-pressed={heart.saved}
							aria-label={heart.saved ? `Remove ${place.name} from saved places` : `Save ${place.name}`}
							className="rounded-full bg-white/90 p-2 shadow-sm transition-colors hover:bg-red-50 disabled:opacity-60 aria-disabled:opacity-60"
						>
							<Heart aria-hidden className={cn("size-4", heart.saved ? "fill-red-500 text-red-500" : "text-ink-500")} />
						</button>
					</Tooltip>
					{onAddToPath && (
						<Tooltip content="Add to path">
							<button
								type="button"
								onClick={() => onAddToPath(place)}
								aria-label={`Add ${place.name} to a path`}
								className="rounded-full bg-white/90 p-2 shadow-sm hover:bg-brand-50"
							>
								<Route aria-hidden className="size-4 text-brand-700" />
							</button>
						</Tooltip>
					)}
				</div>
			)}
			{footer}
			<RemoveSavedDialog name={place.name} heart={heart} />
		</article>
	);
}

/**
 * Focus leaves a card that is going away: to the next card of its list, else the previous one, else
 * the scope's fallback (`data-focus-fallback` inside the closest `data-focus-scope`, e.g. the chat box).
 */
function moveFocusOffCard(card: HTMLElement | null) {
	if (!card?.contains(document.activeElement)) return;
	const list = card.closest("ul, ol");
	const cards = list
		? [...list.querySelectorAll<HTMLElement>("article:not([data-leaving])")].filter((other) => other !== card)
		: [];
	const all = list ? [...list.querySelectorAll<HTMLElement>("article")] : [];
	const at = all.indexOf(card);
	const next =
		cards.find((other) => all.indexOf(other) > at) ?? cards.reverse().find((other) => all.indexOf(other) < at) ?? null;
	const target =
		next?.querySelector<HTMLElement>("button") ??
		card.closest("[data-focus-scope]")?.querySelector<HTMLElement>("[data-focus-fallback]") ??
		null;
	target?.focus();
}
