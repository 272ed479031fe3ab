import { SlidersHorizontal, X } from "lucide-react";
import type { GuideChip } from "../../../../../domain/guide/guide-rules";

/**
 * The conversation's active filters ("indoors ×", "not loud ×"), above the chat's input: what
 * Wunder keeps from one answer to the next. Each × takes its filter off on the server, so the next
 * answer no longer has it; nothing shows while no filter is set.
 */
export function FilterChips({
	chips,
	disabled,
	removing,
	onRemove,
}: {
	chips: readonly GuideChip[];
	/** A reply is on its way: its answer sets the filters, so none is removed meanwhile. */
	disabled: boolean;
	/** The chip whose removal is on its way. */
	removing: string | null;
	onRemove: (key: string) => void;
}) {
	if (chips.length === 0) return null;
	return (
		<section aria-label="Active filters" data-chip-row className="flex items-start gap-2 px-3 pt-3">
			<SlidersHorizontal aria-hidden className="mt-3.5 size-4 shrink-0 text-ink-500 md:mt-2" />
			{/* One row on a phone (scrolled sideways), so the bar's height is known to what floats above it;
			    there each × is a 44 px target. */}
			<ul className="flex min-w-0 flex-nowrap gap-1.5 overflow-x-auto md:flex-wrap md:overflow-visible">
				{chips.map((chip) => (
					<li
						key={chip.key}
						className="inline-flex h-11 max-w-full shrink-0 items-center rounded-full border border-brand-200 bg-brand-50 pl-3.5 text-sm font-semibold text-brand-800 md:h-8 md:pr-0.5 md:pl-3 md:text-xs"
					>
						<span className="truncate">{chip.label}</span>
						<button
							type="button"
							aria-label={`Remove filter: ${chip.label}`}
							disabled={disabled || removing === chip.key}
							onClick={() => onRemove(chip.key)}
							className="inline-flex size-11 shrink-0 items-center justify-center rounded-full md:size-7 text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40"
						>
							<X aria-hidden className="size-3.5" />
						</button>
					</li>
				))}
			</ul>
		</section>
	);
}
