import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { listPhrase } from "../../../../../domain/english";
import { PATH_NAME_MAX, TRANSPORT_MODES, type TransportMode } from "../../../../../domain/path/path-rules";
import type { Place } from "../../../../../domain/place/place-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { ApiError } from "../../../lib/api-client";
import { createSavedPlace, getSavedPlacesQueryOptions } from "../../places";
import { addStop } from "../api/add-stop";
import { createPath } from "../api/create-path";
import { getPathsQueryOptions, type PathSummary, usePaths } from "../api/get-paths";
import { getStopsQueryOptions } from "../api/get-stops";
import { USER_ACTION_EVENT } from "../constants";
import { pathErrorToast } from "../errors";
import { dayLabel, groupByDay, nextFreeDay, type Trip } from "../trip-days";
import { CheckRow } from "./check-row";
import { DaySelect } from "./day-select";
import { MODE_LABEL, ModeIcon } from "./mode-icon";
import { ModeSelector } from "./mode-selector";

/** How long the toast with 'View path' stays: long enough to reach its button (F8, then Tab). */
const ADDED_TOAST_MS = 8000;

interface Props {
	place: Place | null;
	adventureId: string;
	trip: Trip;
	onOpenChange: (open: boolean) => void;
	/** The toast's 'View path': open that path (null: several were added, show the Paths tab). */
	onViewPath: (pathId: string | null) => void;
}

/**
 * Add to Path: tick one or more paths (grouped by day), or name a new one (its day, and a mode the
 * server chooses from the distances unless one is picked). A new path is created first; the place
 * is saved, then added as the last stop of each path. The planner stays where it is: a toast
 * offers 'View path'.
 */
export function AddToPathDialog({ place, adventureId, trip, onOpenChange, onViewPath }: Props) {
	const queryClient = useQueryClient();
	const paths = usePaths(adventureId, { enabled: !!place });
	const list = paths.data ?? [];
	const [ticked, setTicked] = useState<readonly string[]>([]);
	const [name, setName] = useState("");
	const [mode, setMode] = useState<TransportMode | null>(null);
	const [day, setDay] = useState<string | null | undefined>(undefined);
	const date = day === undefined ? nextFreeDay(trip, list) : day;
	const nameId = useId();
	const showNew = list.length === 0 || ticked.length === 0;
	const valid = ticked.length > 0 || name.trim().length > 0;

	function reset() {
		setTicked([]);
		setName("");
		setMode(null);
		setDay(undefined);
	}

	function toggle(pathId: string) {
		setTicked((now) => (now.includes(pathId) ? now.filter((id) => id !== pathId) : [...now, pathId]));
	}

	const add = useMutation({
		mutationFn: async (): Promise<{ id: string; name: string }[]> => {
			if (!place) throw new Error("no place");
			const targets =
				ticked.length > 0
					? list.filter((p) => ticked.includes(p.id)).map((p) => ({ id: p.id, name: p.name }))
					: [await createPath({ adventureId, name: name.trim(), transportMode: mode, date })];
			await createSavedPlace(place, adventureId);
			for (const target of targets) await addStop(target.id, place.googlePlaceId);
			return targets;
		},
		onSuccess: (added) => {
			const first = added[0];
			toast({
				title: added.length === 1 ? "Place added to path!" : `Place added to ${added.length} paths!`,
				description: `${place?.name} is on ${listPhrase(added.map((p) => p.name))}.`,
				duration: ADDED_TOAST_MS,
				action: {
					label: added.length === 1 ? "View path" : "View paths",
					onClick: () => onViewPath(added.length === 1 && first ? first.id : null),
				},
			});
			for (const target of added)
				window.dispatchEvent(
					new CustomEvent(USER_ACTION_EVENT, {
						detail: { action: "added_to_path", pathId: target.id, placeId: place?.googlePlaceId },
					}),
				);
			reset();
			onOpenChange(false);
		},
		// A refusal the family can act on (already on that path, a full path) says why, in the
		// server's words; anything else gets the spec's generic message.
		onError: (error) =>
			pathErrorToast(
				error instanceof ApiError && (error.status === 400 || error.status === 409) ? error : null,
				ticked.length > 0
					? "Failed to add place to path. Please try again."
					: "Failed to create path and add place. Please try again.",
			),
		// Some paths may have taken the place before one refused: refresh whatever happened.
		onSettled: async (added) => {
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey }),
				queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey }),
				...(added ?? ticked.map((id) => ({ id }))).map((p) =>
					queryClient.invalidateQueries({ queryKey: getStopsQueryOptions(p.id).queryKey }),
				),
			]);
		},
	});

	return (
		<Dialog
			open={!!place}
			onOpenChange={(open) => {
				if (!open) reset();
				onOpenChange(open);
			}}
			title="Add to Path"
			description={place ? `Add ${place.name} to one or more paths.` : undefined}
			className="max-w-md"
		>
			<form
				className="grid min-w-0 grid-cols-1 gap-5"
				onSubmit={(event) => {
					event.preventDefault();
					if (valid && !add.isPending) add.mutate();
				}}
			>
				{list.length > 0 && (
					<fieldset className="grid min-w-0 grid-cols-1 gap-3">
						<legend className="mb-2 text-sm font-semibold text-ink-700">Choose paths (one or more)</legend>
						{groupByDay(list).map((group) => (
							<DayPaths
								key={group.date ?? "undated"}
								label={group.date ? dayLabel(group.date, trip) : "No day"}
								paths={group.paths}
								placeId={place?.googlePlaceId ?? ""}
								ticked={ticked}
								onToggle={toggle}
							/>
						))}
						{ticked.length > 0 && (
							<button
								type="button"
								onClick={() => setTicked([])}
								className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
							>
								Create a new path instead
							</button>
						)}
					</fieldset>
				)}
				{showNew && (
					<div className="grid min-w-0 grid-cols-1 gap-4">
						<div className="grid gap-2">
							<Label htmlFor={nameId}>New path name</Label>
							<Input
								id={nameId}
								value={name}
								maxLength={PATH_NAME_MAX}
								placeholder="e.g. Rainy day loop"
								onChange={(e) => setName(e.target.value)}
							/>
						</div>
						<DaySelect trip={trip} value={date} onChange={setDay} label="Day of the new path" />
						<div className="grid gap-2">
							<span className="text-sm font-semibold text-ink-700">Transport Mode</span>
							<ModeSelector value={mode} onChange={setMode} modes={TRANSPORT_MODES} chooseForMe />
						</div>
					</div>
				)}
				<div className="flex justify-end gap-3">
					<Button variant="outline" onClick={() => onOpenChange(false)}>
						Cancel
					</Button>
					<Button type="submit" disabled={!valid || add.isPending}>
						{add.isPending ? "Adding..." : "Add to Path"}
					</Button>
				</div>
			</form>
		</Dialog>
	);
}

/** One day's paths as checkboxes; a path that already has the place shows it, ticked and unavailable. */
function DayPaths({
	label,
	paths,
	placeId,
	ticked,
	onToggle,
}: {
	label: string;
	paths: PathSummary[];
	placeId: string;
	ticked: readonly string[];
	onToggle: (pathId: string) => void;
}) {
	return (
		<fieldset className="grid min-w-0 grid-cols-1 gap-1.5">
			<legend className="mb-1.5 text-xs font-bold tracking-wide text-ink-500 uppercase">{label}</legend>
			{paths.map((path) => {
				const already = path.stops.some((s) => s.placeId === placeId);
				const checked = already || ticked.includes(path.id);
				return (
					<CheckRow
						key={path.id}
						value={path.id}
						checked={checked}
						already={already}
						onToggle={() => onToggle(path.id)}
					>
						<span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: path.colour }} aria-hidden />
						<span className="min-w-0 flex-1 truncate font-semibold">{path.name}</span>
						<span className="flex shrink-0 items-center gap-1 text-xs text-ink-500">
							{already ? (
								"Already on it"
							) : (
								<>
									<ModeIcon mode={path.transportMode} className="size-3.5" />
									{MODE_LABEL[path.transportMode]}
								</>
							)}
						</span>
					</CheckRow>
				);
			})}
		</fieldset>
	);
}
