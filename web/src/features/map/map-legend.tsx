import { plural } from "../../../../domain/english";
import type { MapLine } from "./engine";
import { hasOpenPath, safeColor } from "./pins";

/**
 * The map's key to its paths: each path's name beside its colour (the colour of its line and its
 * numbered pins), the open one first and marked, the others faded while one is open. Not a control:
 * it sits in the map's bottom-left corner, clear of the zoom buttons and the attribution.
 */
export function MapLegend({ lines }: { lines: readonly MapLine[] }) {
	const shown = lines.filter((line) => line.stops.length > 0);
	if (shown.length === 0) return null;
	const focused = hasOpenPath(shown);
	const ordered = [...shown].sort((a, b) => b.layer - a.layer);
	return (
		<section
			aria-label="Paths on the map"
			className="pointer-events-none absolute bottom-6 left-2 z-[500] max-w-[min(16rem,60%)] rounded-xl bg-white/95 px-3 py-2 text-xs shadow-[var(--shadow-card)]"
		>
			<ul className="space-y-1">
				{ordered.map((line) => (
					<li
						key={line.id}
						className={
							line.layer === 2
								? "flex items-center gap-2 font-bold text-ink-900"
								: "flex items-center gap-2 text-ink-700"
						}
						aria-current={line.layer === 2 ? "true" : undefined}
						data-dimmed={focused && line.layer === 0 ? "true" : undefined}
					>
						<span
							aria-hidden
							className={
								focused && line.layer === 0
									? "h-1 w-5 shrink-0 rounded-full opacity-50"
									: "h-1.5 w-5 shrink-0 rounded-full"
							}
							style={{ backgroundColor: safeColor(line.color) }}
						/>
						<span className="truncate">{line.name}</span>
						<span className="sr-only">, {plural(line.stops.length, "stop")}</span>
					</li>
				))}
			</ul>
		</section>
	);
}
