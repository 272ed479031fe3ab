import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * The skeleton kit: while a screen's data is on its way it shows the screen's shape (cards, rows,
 * lines) under the spec's loading line, instead of a bare 'Loading...'. Shapes are hidden from
 * assistive technology; the caption is the status that is read.
 */

/** Keys for `n` identical placeholders. */
const slots = (n: number) => Array.from({ length: n }, (_, i) => `slot-${i}`);

/** One grey block; size and shape from `className`. */
export function Skeleton({ className }: { className?: string }) {
	return <div aria-hidden className={cn("rounded-lg bg-sand-200/80 motion-safe:animate-pulse", className)} />;
}

/** A loading state: the caption (role status) above the shape. */
export function LoadingShape({
	label,
	children,
	className,
}: {
	label: string;
	children: ReactNode;
	className?: string;
}) {
	return (
		<div role="status" aria-live="polite" aria-busy="true" className={className}>
			<p className="text-sm font-medium text-ink-500">{label}</p>
			<div aria-hidden className="mt-4">
				{children}
			</div>
		</div>
	);
}

/** Lines of text, the last one shorter. */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
	return (
		<div className={cn("space-y-2", className)}>
			{slots(lines).map((key, i) => (
				<Skeleton key={key} className={cn("h-3", i === lines - 1 && lines > 1 ? "w-2/3" : "w-full")} />
			))}
		</div>
	);
}

/** A grid of adventure cards (My Adventures, Discover): cover, title, two lines, tags. */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
	return (
		<div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
			{slots(count).map((key, i) => (
				<div
					key={key}
					// A phone shows two cards, a tablet two, a wide screen the full row.
					className={cn(
						"overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]",
						i >= 2 && "hidden lg:block",
					)}
				>
					<Skeleton className="h-48 rounded-none" />
					<div className="space-y-3 p-5">
						<Skeleton className="h-5 w-3/4" />
						<Skeleton className="h-3 w-1/2" />
						<SkeletonLines lines={3} />
						<div className="flex gap-2 pt-1">
							<Skeleton className="h-6 w-16 rounded-full" />
							<Skeleton className="h-6 w-20 rounded-full" />
						</div>
					</div>
				</div>
			))}
		</div>
	);
}

/** Rows of a list (saved places, paths, stops, users, bug reports): a thumbnail and two lines. */
export function ListSkeleton({ rows = 3, thumbnail = true }: { rows?: number; thumbnail?: boolean }) {
	return (
		<ul className="space-y-3">
			{slots(rows).map((key) => (
				<li key={key} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
					{thumbnail && <Skeleton className="size-14 shrink-0 rounded-xl" />}
					<div className="min-w-0 flex-1 space-y-2">
						<Skeleton className="h-4 w-2/3" />
						<Skeleton className="h-3 w-1/2" />
					</div>
				</li>
			))}
		</ul>
	);
}

/** A row of figure cards (profile stats, monitoring). */
export function StatsSkeleton({ count = 4 }: { count?: number }) {
	return (
		<div className="grid grid-cols-2 gap-4 md:grid-cols-4">
			{slots(count).map((key) => (
				<div key={key} className="space-y-3 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
					<Skeleton className="h-3 w-2/3" />
					<Skeleton className="h-7 w-1/3" />
				</div>
			))}
		</div>
	);
}
