import { Shuffle } from "lucide-react";
import { useId } from "react";
import { guideMessages } from "../../../../../domain/guide/guide-rules";
import type { Place } from "../../../../../domain/place/place-rules";
import { PlaceCard, type SaveResult } from "../../places";

/**
 * A guide suggestion: a place card with save and add-to-path, plus 'Try another suggestion'. A place
 * the family already saved (the guide answering about it) shows as saved, with nothing to swap it for.
 * When no other place was found (`noOther`), the card stays and says so under the button.
 */
export function SuggestionCard({
	place,
	adventureId,
	saved,
	replacing,
	noOther = false,
	onSelect,
	onSaved,
	onAddToPath,
	onReplace,
}: {
	place: Place;
	adventureId: string;
	saved: boolean;
	replacing: boolean;
	/** 'Try another suggestion' found no other place of this kind. */
	noOther?: boolean;
	onSelect: (place: Place) => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
	/** Absent while the answer streams: the button shows, disabled, so the card keeps its size. */
	onReplace?: (place: Place) => void;
}) {
	const saysNoOther = noOther && !replacing;
	const noteId = useId();
	return (
		<PlaceCard
			place={place}
			adventureId={adventureId}
			isSaved={saved}
			onSelect={onSelect}
			onSaved={onSaved}
			onAddToPath={onAddToPath}
			footer={
				!saved && (
					<div className="border-t border-sand-200 px-3 py-2">
						<button
							type="button"
							onClick={() => onReplace?.(place)}
							disabled={replacing || !onReplace}
							aria-describedby={saysNoOther ? noteId : undefined}
							className="inline-flex items-center gap-1.5 text-xs font-bold text-brand-700 hover:underline disabled:opacity-50"
						>
							<Shuffle aria-hidden className="size-3.5" />
							{replacing ? "Finding another..." : "Try another suggestion"}
						</button>
						{saysNoOther && (
							<p id={noteId} className="mt-1 text-xs text-ink-700">
								{guideMessages.noOtherPlace}
							</p>
						)}
					</div>
				)
			}
		/>
	);
}
