import { ArrowLeft, Download, ExternalLink, ListPlus, Route as RouteIcon, Sparkles, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { googleMapsDirectionsUrl, TRANSPORT_MODES } from "../../../../../domain/path/path-rules";
import { formatDistance, formatDuration } from "../../../../../domain/place/place-rules";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { LoadError } from "../../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { usePublicViewScope } from "../../../lib/public-view";
import { useDeletePath } from "../api/delete-path";
import { exportPathUrl } from "../api/export-path";
import type { PathSummary } from "../api/get-paths";
import { useRoute } from "../api/get-route";
import { useStops } from "../api/get-stops";
import { type OptimizeResult, useOptimizePath } from "../api/optimize-path";
import { useRemoveStop } from "../api/remove-stop";
import { useReorderStops } from "../api/reorder-stops";
import { useUpdatePath } from "../api/update-path";
import { pathErrorToast } from "../errors";
import { legSeconds } from "../leg-time";
import type { Trip } from "../trip-days";
import { AddSavedPlacesDialog } from "./add-saved-places-dialog";
import { DaySelect } from "./day-select";
import { MODE_LABEL } from "./mode-icon";
import { ModeSelector } from "./mode-selector";

/** The stops with drag-and-drop (@dnd-kit): fetched when a path is first opened. */
const StopList = lazy(() => import("./stop-list").then((m) => ({ default: m.StopList })));

interface Props {
	adventureId: string;
	path: PathSummary;
	trip: Trip;
	readOnly: boolean;
	onBack: () => void;
}

/** One path: mode, totals, the ordered stops with legs, reorder/remove, exports and optimise. */
export function PathDetail({ adventureId, path, trip, readOnly, onBack }: Props) {
	// Opened from the list (the focus was on something now gone), or from a toast's 'View path' (the
	// closing toast left the focus on the notifications): the heading takes it.
	const heading = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		const active = document.activeElement;
		if (!active || active === document.body || active.closest("[data-notifications]")) heading.current?.focus();
	}, []);
	const scope = usePublicViewScope();
	const stops = useStops(path.id);
	const list = stops.data ?? [];
	const stopKey = list.map((s) => s.id).join(",");
	const route = useRoute(path.id, path.transportMode, stopKey, { enabled: list.length >= 2 });
	const [confirmDelete, setConfirmDelete] = useState(false);
	const [proposal, setProposal] = useState<OptimizeResult | null>(null);
	const [addingSaved, setAddingSaved] = useState(false);

	const mode = useUpdatePath({
		adventureId,
		mutationConfig: { onError: (error) => pathErrorToast(error, "Failed to update transport mode") },
	});
	const day = useUpdatePath({
		adventureId,
		mutationConfig: { onError: (error) => pathErrorToast(error, "Failed to change the path's day") },
	});
	const reorder = useReorderStops({
		adventureId,
		mutationConfig: { onError: (error) => pathErrorToast(error, "Failed to reorder stops") },
	});
	const remove = useRemoveStop({
		pathId: path.id,
		adventureId,
		mutationConfig: { onError: (error) => pathErrorToast(error, "Failed to remove stop") },
	});
	const destroy = useDeletePath({
		adventureId,
		mutationConfig: {
			onSuccess: () => {
				setConfirmDelete(false);
				onBack();
			},
			onError: (error) => pathErrorToast(error, "Failed to delete path"),
		},
	});
	const optimize = useOptimizePath({
		mutationConfig: {
			onSuccess: (result) => {
				if (result.savedSeconds < 60)
					toast({ title: "Already in a good order", description: "No shorter order saves a minute or more." });
				else setProposal(result);
			},
			onError: (error) => pathErrorToast(error, "Failed to optimise this path"),
		},
	});

	const legs = route.data?.legs ?? [];
	const directions =
		list.length >= 2
			? googleMapsDirectionsUrl(
					list.map((s) => s.place),
					path.transportMode,
				)
			: null;

	return (
		<div className="grid grid-cols-1 gap-4 p-3">
			<div className="flex items-center justify-between gap-2">
				<Button variant="ghost" size="sm" onClick={onBack}>
					<ArrowLeft aria-hidden className="size-4" />
					Back
				</Button>
				{!readOnly && (
					<Button
						variant="ghost"
						size="sm"
						className="text-red-600 hover:bg-red-50"
						onClick={() => setConfirmDelete(true)}
						aria-label="Delete path"
					>
						<Trash2 aria-hidden className="size-4" />
						Delete
					</Button>
				)}
			</div>
			<div className="flex items-center gap-3">
				<span className="size-4 shrink-0 rounded-full" style={{ backgroundColor: path.colour }} aria-hidden />
				<h2 ref={heading} tabIndex={-1} className="font-display text-xl font-extrabold text-ink-900 outline-none">
					{path.name}
				</h2>
			</div>
			<DaySelect
				trip={trip}
				value={path.date}
				onChange={(date) => date !== path.date && day.mutate({ pathId: path.id, changes: { date } })}
				disabled={readOnly || day.isPending}
			/>
			<ModeSelector
				value={path.transportMode}
				onChange={(next) =>
					next && next !== path.transportMode && mode.mutate({ pathId: path.id, changes: { transportMode: next } })
				}
				modes={TRANSPORT_MODES}
				disabled={readOnly || mode.isPending}
			/>
			{path.modeAuto && !readOnly && (
				<p className="-mt-2 text-xs text-ink-500" data-testid="mode-auto">
					Chosen for you from the distances between the stops; pick one to keep it.
				</p>
			)}
			{list.length >= 2 && route.data?.status === "ok" && (
				<p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800" data-testid="path-totals">
					<RouteIcon aria-hidden className="mr-2 inline size-4" />
					{formatDistance(route.data.totalDistanceMeters)} ·{" "}
					{formatDuration(legs.reduce((sum, leg) => sum + legSeconds(leg), 0))}{" "}
					{MODE_LABEL[path.transportMode].toLowerCase()}
				</p>
			)}
			{stops.isPending ? (
				<LoadingShape label="Loading stops...">
					<ListSkeleton />
				</LoadingShape>
			) : stops.isError ? (
				<LoadError compact message={loadMessages.stops} onRetry={stops.refetch} retrying={stops.isFetching} />
			) : list.length === 0 ? (
				<p className="rounded-2xl border border-dashed border-sand-200 px-4 py-8 text-center text-sm text-ink-500">
					No stops added to this path yet.
				</p>
			) : (
				<Suspense
					fallback={
						<LoadingShape label="Loading stops...">
							<ListSkeleton />
						</LoadingShape>
					}
				>
					<StopList
						stops={list}
						legs={legs}
						colour={path.colour}
						readOnly={readOnly}
						onReorder={(ids) => reorder.mutate({ pathId: path.id, stopIds: ids })}
						onRemove={(stop) => remove.mutate(stop.id)}
					/>
				</Suspense>
			)}
			{!readOnly && stops.isSuccess && (
				<Button size="sm" variant="outline" className="justify-self-start" onClick={() => setAddingSaved(true)}>
					<ListPlus aria-hidden className="size-4" />
					Add saved places
				</Button>
			)}
			{proposal && (
				<div role="status" className="grid gap-3 rounded-2xl border border-sunrise-300 bg-sunrise-50 p-4 text-sm">
					<p className="font-semibold text-sunrise-700">
						A new order saves about {formatDuration(proposal.savedSeconds)} ({formatDuration(proposal.currentSeconds)} →{" "}
						{formatDuration(proposal.optimizedSeconds)}).
					</p>
					<div className="flex gap-2">
						<Button
							size="sm"
							onClick={() => {
								reorder.mutate({ pathId: path.id, stopIds: proposal.order });
								setProposal(null);
							}}
						>
							Use this order
						</Button>
						<Button size="sm" variant="outline" onClick={() => setProposal(null)}>
							Keep mine
						</Button>
					</div>
				</div>
			)}
			{list.length >= 2 && (
				<div className="flex flex-wrap gap-2">
					{!readOnly && list.length >= 3 && (
						<Button size="sm" variant="outline" onClick={() => optimize.mutate(path.id)} disabled={optimize.isPending}>
							<Sparkles aria-hidden className="size-4 text-sunrise-500" />
							{optimize.isPending ? "Optimising..." : "Optimise order"}
						</Button>
					)}
					{directions && (
						<a href={directions} target="_blank" rel="noreferrer" className={buttonClasses("outline", "sm")}>
							<ExternalLink aria-hidden className="size-4" />
							Open in Google Maps
						</a>
					)}
					<a href={exportPathUrl(path.id, "gpx", scope)} download className={buttonClasses("outline", "sm")}>
						<Download aria-hidden className="size-4" />
						GPX
					</a>
					<a href={exportPathUrl(path.id, "kml", scope)} download className={buttonClasses("outline", "sm")}>
						<Download aria-hidden className="size-4" />
						KML
					</a>
				</div>
			)}
			{/* Mounted only while open: the saved places load when the family asks for them. */}
			{!readOnly && addingSaved && (
				<AddSavedPlacesDialog
					adventureId={adventureId}
					path={path}
					placeIdsOnPath={list.map((s) => s.placeId)}
					open={addingSaved}
					onOpenChange={setAddingSaved}
				/>
			)}
			<ConfirmDialog
				open={confirmDelete}
				onOpenChange={setConfirmDelete}
				title="Delete this path?"
				description={`"${path.name}" and its stops will be deleted. The places stay saved. This action cannot be undone.`}
				confirmLabel="Delete"
				pendingLabel="Deleting..."
				pending={destroy.isPending}
				onConfirm={() => destroy.mutate(path.id)}
			/>
		</div>
	);
}
