import { MapPinOff } from "lucide-react";
import type { AdventureWithAccess } from "../../adventures";

/**
 * Said plainly at the top of the Places and Guide tabs when no places can be found here: the
 * adventure has no location yet (with a button to set it, for the owner), or nothing finds places
 * around the destination (the message says what the family can still do, never which setting is
 * missing). The text is the API's (`placesCoverage.message`, domain/place/coverage.ts).
 */
export function CoverageNotice({
	coverage,
	onSetLocation,
}: {
	coverage: AdventureWithAccess["placesCoverage"] | undefined;
	onSetLocation?: () => void;
}) {
	if (!coverage?.message || coverage.coverage === "full") return null;
	return (
		<div
			role="status"
			data-coverage={coverage.coverage}
			className="m-3 flex gap-3 rounded-[var(--radius-card)] border border-sunrise-300 bg-sunrise-50 p-3 text-sm text-ink-700"
		>
			<MapPinOff aria-hidden className="mt-0.5 size-5 shrink-0 text-sunrise-600" />
			<div className="min-w-0 space-y-2">
				<p className="break-words">{coverage.message}</p>
				{coverage.coverage === "no-location" && onSetLocation && (
					<button
						type="button"
						onClick={onSetLocation}
						className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
					>
						Set the location
					</button>
				)}
			</div>
		</div>
	);
}
