import { type SpendBarColour, spendBarColour } from "../../../../../domain/monitoring/budget";
import { cn } from "../../../lib/cn";
import { formatUsd } from "../format";

const BAR: Record<SpendBarColour, string> = { red: "bg-red-600", yellow: "bg-amber-400", green: "bg-emerald-600" };
const WORD: Record<SpendBarColour, string> = { red: "Over budget", yellow: "Near budget", green: "Within budget" };

/** Projected month spend against the budget: red above 100 %, yellow above 80 %, green otherwise. */
export function SpendBar({
	projected,
	current,
	budget,
	percent,
}: {
	projected: number;
	current: number;
	budget: number;
	percent: number;
}) {
	const colour = spendBarColour(percent);
	return (
		<div>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h3 className="font-display text-lg font-extrabold text-ink-900">Projected spend this month</h3>
				<p className="text-sm text-ink-500">
					<span className="font-bold text-ink-900">{formatUsd(projected)}</span> of {formatUsd(budget)} budget ·{" "}
					{formatUsd(current)} so far
				</p>
			</div>
			{/* The bar is a picture of the sentence under it, which screen readers read instead. */}
			<div
				aria-hidden
				data-testid="spend-bar"
				data-colour={colour}
				className="mt-3 h-4 overflow-hidden rounded-full bg-sand-200"
			>
				<div
					className={cn("h-full rounded-full transition-[width]", BAR[colour])}
					style={{ width: `${Math.min(100, Math.max(percent, 1))}%` }}
				/>
			</div>
			<p className="mt-2 text-sm font-semibold text-ink-700">
				{Math.round(percent)}% of the monthly budget · {WORD[colour]}
			</p>
		</div>
	);
}
