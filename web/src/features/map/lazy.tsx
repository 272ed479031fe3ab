import { type ComponentProps, lazy, Suspense } from "react";
import { cn } from "../../lib/cn";
import type { PlannerMap as PlannerMapImpl } from "./planner-map";

const LazyPlannerMap = lazy(() => import("./planner-map").then((m) => ({ default: m.PlannerMap })));

/** What shows where the map will be, while its code (and then its engine) loads. */
export function MapPlaceholder({ className }: { className?: string }) {
	return (
		<div className={cn("flex items-center justify-center bg-brand-50", className)}>
			<p className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-700 shadow-[var(--shadow-card)]">
				Loading Map
			</p>
		</div>
	);
}

/**
 * The planner map: fetched when it is first shown (after the side panel on a wide screen, when the
 * family switches to it on a phone), never with the screen's first code.
 */
export function PlannerMap(props: ComponentProps<typeof PlannerMapImpl>) {
	return (
		<Suspense fallback={<MapPlaceholder className={props.className} />}>
			<LazyPlannerMap {...props} />
		</Suspense>
	);
}
