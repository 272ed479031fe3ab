import { CalendarDays, ChevronRight, Plus, Route } from "lucide-react";
import { useId, useState } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { plural } from "../../../../../domain/english";
import { formatDistance, formatDuration } from "../../../../../domain/place/place-rules";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../../components/ui/skeleton";
import { type PathSummary, usePaths } from "../api/get-paths";
import { usePathRoutes } from "../api/get-route";
import { legSeconds } from "../leg-time";
import { dayLabel, groupByDay, type Trip } from "../trip-days";
import { CreatePathDialog } from "./create-path-dialog";
import { PlanMyDaysButton } from "./day-plan-dialog";
import { MODE_LABEL, ModeIcon } from "./mode-icon";
import { PathDetail } from "./path-detail";

/** The heading of the paths that belong to no day of the trip. */
const UNDATED_HEADING = "Not planned for a day yet";

/**
 * The Paths tab: 'My Paths' grouped by day (then the undated ones), a create dialog, and one path's
 * detail. A read-only viewer (a guest of a shared or public adventure) reads 'Paths': they are not theirs.
 */
export function PathsTab({
	adventureId,
	trip,
	readOnly,
	openPathId,
	onOpenPath,
}: {
	adventureId: string;
	trip: Trip;
	readOnly: boolean;
	openPathId: string | null;
	onOpenPath: (id: string | null) => void;
}) {
	const paths = usePaths(adventureId);
	const [creating, setCreating] = useState(false);

	const open = paths.data?.find((p) => p.id === openPathId);
	if (open)
		return (
			<PathDetail
				adventureId={adventureId}
				path={open}
				trip={trip}
				readOnly={readOnly}
				onBack={() => onOpenPath(null)}
			/>
		);

	const list = paths.data ?? [];
	return (
		<div className="grid grid-cols-1 gap-3 p-3">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 className="font-display text-lg font-extrabold text-ink-900">
					{readOnly ? "Paths" : "My Paths"} ({list.length})
				</h2>
				{!readOnly && (
					<div className="flex gap-2">
						<PlanMyDaysButton adventureId={adventureId} trip={trip} />
						<Button size="sm" onClick={() => setCreating(true)}>
							<Plus aria-hidden className="size-4" />
							New Path
						</Button>
					</div>
				)}
			</div>
			{paths.isPending ? (
				<LoadingShape label="Loading paths...">
					<ListSkeleton thumbnail={false} />
				</LoadingShape>
			) : paths.isError ? (
				<LoadError compact message={loadMessages.paths} onRetry={paths.refetch} retrying={paths.isFetching} />
			) : list.length === 0 ? (
				<div className="flex flex-col items-center px-6 py-12 text-center">
					<span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
						<Route aria-hidden className="size-7" />
					</span>
					<h3 className="mt-4 font-display text-lg font-extrabold">No paths created yet</h3>
					<p className="mt-2 text-sm text-ink-500">
						Group saved places into walking, cycling, transit or driving routes.
					</p>
				</div>
			) : (
				<ul className="grid grid-cols-1 gap-5" aria-label="Paths">
					{groupByDay(list).map((group) => (
						<li key={group.date ?? "undated"}>
							<DaySection date={group.date} paths={group.paths} trip={trip} onOpenPath={onOpenPath} />
						</li>
					))}
				</ul>
			)}
			{!readOnly && (
				<CreatePathDialog
					adventureId={adventureId}
					trip={trip}
					paths={list}
					open={creating}
					onOpenChange={setCreating}
					onCreated={onOpenPath}
				/>
			)}
		</div>
	);
}

/** One day of the trip (or the undated paths): its header with the date and totals, then its paths. */
function DaySection({
	date,
	paths,
	trip,
	onOpenPath,
}: {
	date: string | null;
	paths: PathSummary[];
	trip: Trip;
	onOpenPath: (id: string) => void;
}) {
	const headingId = useId();
	const heading = date ? dayLabel(date, trip) : UNDATED_HEADING;
	return (
		<section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
			<div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 border-b border-sand-200 pb-1">
				<h3
					id={headingId}
					className="flex items-center gap-1.5 font-display text-base font-extrabold whitespace-nowrap text-ink-900"
				>
					{date && <CalendarDays aria-hidden className="size-4 text-brand-600" />}
					{heading}
				</h3>
				{date && <DayTotals paths={paths} />}
			</div>
			<ul className="grid grid-cols-1 gap-2" aria-labelledby={headingId}>
				{paths.map((path) => (
					<li key={path.id}>
						<button
							type="button"
							onClick={() => onOpenPath(path.id)}
							data-allow-wrap
							className="flex w-full items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3 text-left hover:border-brand-300"
						>
							<span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: path.colour }} aria-hidden />
							<span className="min-w-0 flex-1">
								<span className="block truncate font-semibold text-ink-900">{path.name}</span>
								<span className="flex items-center gap-1.5 text-xs text-ink-500">
									<ModeIcon mode={path.transportMode} className="size-3.5" />
									{MODE_LABEL[path.transportMode]} · {plural(path.stopCount, "stop")}
								</span>
							</span>
							<ChevronRight aria-hidden className="size-4 shrink-0 text-ink-500" />
						</button>
					</li>
				))}
			</ul>
		</section>
	);
}

/** "5 stops · 3.2 km · 1 hr 10 min": a day's stops, and its distance and time once the routes answer (walking at the child's pace). */
function DayTotals({ paths }: { paths: PathSummary[] }) {
	const routes = usePathRoutes(paths);
	const stops = paths.reduce((sum, p) => sum + p.stopCount, 0);
	let meters = 0;
	let seconds = 0;
	for (const route of routes) {
		if (route.data?.status !== "ok") continue;
		for (const leg of route.data.legs) {
			meters += leg.distanceMeters;
			seconds += legSeconds(leg);
		}
	}
	const parts = [plural(stops, "stop")];
	if (meters > 0) parts.push(formatDistance(meters), formatDuration(seconds));
	return (
		<p className="shrink-0 text-xs font-semibold text-ink-500" data-testid="day-totals">
			{parts.join(" · ")}
		</p>
	);
}
