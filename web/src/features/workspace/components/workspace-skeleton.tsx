import { Skeleton, SkeletonLines } from "../../../components/ui/skeleton";

/**
 * The planner's shape while the adventure loads (the workspace and the public view): the spec's
 * 'Loading adventure...' line, the header, the side panel with its tabs and cards, and the map.
 */
export function WorkspaceSkeleton({ label = "Loading adventure..." }: { label?: string }) {
	return (
		<div role="status" aria-live="polite" aria-busy="true" className="flex h-dvh flex-col md:h-[calc(100dvh-4rem)]">
			<div className="flex items-center gap-3 border-b border-sand-200 bg-white px-4 py-3">
				<p className="text-sm font-medium text-ink-500">{label}</p>
				<div aria-hidden className="flex flex-1 items-center gap-3">
					<Skeleton className="h-5 w-48 max-md:hidden" />
					<Skeleton className="ml-auto h-9 w-24 rounded-full" />
				</div>
			</div>
			<div aria-hidden className="flex min-h-0 flex-1">
				<div data-skeleton="panel" className="w-full shrink-0 border-r border-sand-200 bg-white md:w-[408px]">
					<PanelSkeleton />
				</div>
				<div data-skeleton="map" className="hidden flex-1 bg-brand-50 motion-safe:animate-pulse md:block" />
			</div>
		</div>
	);
}

/** The side panel's shape: its tab bar and a few cards. */
export function PanelSkeleton() {
	return (
		<div aria-hidden>
			<div className="grid grid-cols-4 gap-2 border-b border-sand-200 p-2">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-9 rounded-full" />
				))}
			</div>
			<div className="space-y-4 p-4">
				<Skeleton className="h-28 rounded-2xl" />
				{[0, 1].map((i) => (
					<div key={i} className="space-y-2 rounded-2xl bg-sand-50 p-3">
						<Skeleton className="h-4 w-1/2" />
						<SkeletonLines lines={2} />
					</div>
				))}
			</div>
		</div>
	);
}
