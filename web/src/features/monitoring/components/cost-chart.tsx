import { COST_CATEGORIES } from "../../../../../domain/monitoring/prices";
import { CATEGORY_STYLE, formatCount, formatUsd } from "../format";

type Day = { day: string; total: number; calls: number } & Record<(typeof COST_CATEGORIES)[number], number>;

const HEIGHT = 160;

/**
 * Daily cost by provider as stacked SVG bars (no chart library), scaled to the month's costliest
 * day. The picture is labelled for screen readers and a table holds the same numbers.
 */
export function CostChart({ days }: { days: Day[] }) {
	const max = Math.max(...days.map((d) => d.total), 0);
	const width = Math.max(days.length * 24, 24);
	return (
		<figure>
			<svg
				role="img"
				aria-labelledby="cost-chart-title"
				viewBox={`0 0 ${width} ${HEIGHT}`}
				preserveAspectRatio="none"
				className="h-40 w-full"
			>
				<title id="cost-chart-title">Daily cost by provider this month; the numbers are in the table below.</title>
				{days.map((day, i) => {
					let y = HEIGHT;
					return (
						<g key={day.day}>
							{COST_CATEGORIES.map((category) => {
								const h = max > 0 ? (day[category] / max) * (HEIGHT - 4) : 0;
								y -= h;
								return h > 0 ? (
									<rect
										key={category}
										x={i * 24 + 4}
										y={y}
										width={16}
										height={h}
										className={CATEGORY_STYLE[category].fill}
									/>
								) : null;
							})}
							{day.total === 0 && (
								<rect x={i * 24 + 4} y={HEIGHT - 2} width={16} height={2} className="fill-sand-200" />
							)}
						</g>
					);
				})}
			</svg>
			<figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
				{COST_CATEGORIES.map((category) => (
					<span key={category} className="inline-flex items-center gap-1.5">
						<span aria-hidden className={`size-3 rounded-sm ${CATEGORY_STYLE[category].swatch}`} />
						{CATEGORY_STYLE[category].label}
					</span>
				))}
			</figcaption>
			<details className="mt-3 text-sm">
				<summary className="cursor-pointer font-semibold text-brand-700">Daily costs as a table</summary>
				<div className="mt-2 overflow-x-auto">
					<table className="w-full text-left text-xs">
						<caption className="sr-only">Daily costs by provider</caption>
						<thead>
							<tr className="text-ink-500">
								<th className="py-1 pr-3 font-semibold">Day</th>
								{COST_CATEGORIES.map((category) => (
									<th key={category} className="py-1 pr-3 font-semibold">
										{CATEGORY_STYLE[category].label}
									</th>
								))}
								<th className="py-1 pr-3 font-semibold">Total</th>
								<th className="py-1 font-semibold">Calls</th>
							</tr>
						</thead>
						<tbody>
							{days.map((day) => (
								<tr key={day.day} className="border-t border-sand-200">
									<td className="py-1 pr-3 whitespace-nowrap">{day.day}</td>
									{COST_CATEGORIES.map((category) => (
										<td key={category} className="py-1 pr-3">
											{formatUsd(day[category])}
										</td>
									))}
									<td className="py-1 pr-3 font-semibold">{formatUsd(day.total)}</td>
									<td className="py-1">{formatCount(day.calls)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</details>
		</figure>
	);
}
