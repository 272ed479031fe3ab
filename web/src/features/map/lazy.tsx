import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { LoadBoundary } from "../../components/ui/load-boundary";
import { cn } from "../../lib/cn";
import type { PlannerMap as PlannerMapImpl } from "./planner-map";

const loadPlannerMap = () => import("./planner-map").then((m) => ({ default: m.PlannerMap }));
// A lazy component keeps a failed fetch for ever: trying again needs a new one.
let LazyPlannerMap = lazy(loadPlannerMap);

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

/** Where the map would be when its code could not be fetched: it tries again when asked or when back online. */
function MapUnavailable({ className, onRetry }: { className?: string; onRetry: () => void }) {
	useEffect(() => {
		window.addEventListener("online", onRetry);
		return () => window.removeEventListener("online", onRetry);
	}, [onRetry]);
	return (
		<div role="status" className={cn("flex flex-col items-center justify-center gap-3 bg-brand-50 p-6", className)}>
			<p className="text-center text-sm font-semibold text-ink-700">
				The map couldn't load. Check your connection and try again.
			</p>
			<button
				type="button"
				onClick={onRetry}
				className="min-h-11 rounded-full bg-white px-5 text-sm font-semibold text-ink-900 shadow-[var(--shadow-card)] focus-visible:outline-2 focus-visible:outline-brand-600"
			>
				Try again
			</button>
		</div>
	);
}

/**
 * The planner map: fetched when it is first shown (after the side panel on a wide screen, when the
 * family switches to it on a phone), never with the screen's first code. When its code cannot be
 * fetched (offline), the map's place says so and the rest of the screen stays.
 */
export function PlannerMap(props: ComponentProps<typeof PlannerMapImpl>) {
	const [, setAttempt] = useState(0);
	return (
		<LoadBoundary
			fallback={(retry) => (
				<MapUnavailable
					className={props.className}
					onRetry={() => {
						LazyPlannerMap = lazy(loadPlannerMap);
						setAttempt((attempt) => attempt + 1);
						retry();
					}}
				/>
			)}
		>
			<Suspense fallback={<MapPlaceholder className={props.className} />}>
				<LazyPlannerMap {...props} />
			</Suspense>
		</LoadBoundary>
	);
}
