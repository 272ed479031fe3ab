import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { listPhrase, plural } from "../../../../../domain/english";
import { MAX_PATH_STOPS, pathMessages } from "../../../../../domain/path/path-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast-store";
import { ApiError } from "../../../lib/api-client";
import { getSavedPlacesQueryOptions, useSavedPlaces } from "../../places";
import { addStops } from "../api/add-stops";
import { getPathsQueryOptions, type PathSummary } from "../api/get-paths";
import { getStopsQueryOptions } from "../api/get-stops";
import { USER_ACTION_EVENT } from "../constants";
import { pathErrorToast } from "../errors";
import { CheckRow } from "./check-row";

interface Props {
	adventureId: string;
	path: PathSummary;
	/** The places already on the path: shown, but not offered again. */
	placeIdsOnPath: readonly string[];
	open: boolean;
	onOpenChange: (open: boolean) => void;
}

/**
 * Add saved places: tick several of the adventure's saved places; the order they are ticked in is
 * the order they join the path (each ticked place shows its number). One call adds them all, or
 * none when the server refuses (a full path, a place added meanwhile), with its words.
 */
export function AddSavedPlacesDialog({ adventureId, path, placeIdsOnPath, open, onOpenChange }: Props) {
	const queryClient = useQueryClient();
	const [picked, setPicked] = useState<readonly string[]>([]);
	const saved = useSavedPlaces(adventureId);
	const list = saved.data ?? [];
	const room = MAX_PATH_STOPS - placeIdsOnPath.length;

	function toggle(placeId: string) {
		setPicked((now) => (now.includes(placeId) ? now.filter((id) => id !== placeId) : [...now, placeId]));
	}

	const add = useMutation({
		mutationFn: () => addStops(path.id, picked),
		onSuccess: ({ stops }) => {
			toast({
				title: stops.length === 1 ? "Place added to path!" : `${plural(stops.length, "place")} added to path!`,
				description: `${listPhrase(stops.map((s) => s.place.name))} joined ${path.name}.`,
			});
			for (const stop of stops)
				window.dispatchEvent(
					new CustomEvent(USER_ACTION_EVENT, {
						detail: { action: "added_to_path", pathId: path.id, placeId: stop.placeId },
					}),
				);
			setPicked([]);
			onOpenChange(false);
		},
		// A refusal the family can act on (a full path, a place already on it) says why, in the
		// server's words; anything else gets the spec's generic message.
		onError: (error) =>
			pathErrorToast(
				error instanceof ApiError && (error.status === 400 || error.status === 409) ? error : null,
				"Failed to add place to path. Please try again.",
			),
		onSettled: async () => {
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey }),
				queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey }),
				queryClient.invalidateQueries({ queryKey: getStopsQueryOptions(path.id).queryKey }),
			]);
		},
	});

	const tooMany = picked.length > room;
	const valid = picked.length > 0 && !tooMany;

	return (
		<Dialog
			open={open}
			onOpenChange={(next) => {
				if (!next) setPicked([]);
				onOpenChange(next);
			}}
			title="Add saved places"
			description={`Tick places in the order you want to visit them; they join ${path.name} in that order.`}
			className="max-w-md"
		>
			<form
				className="grid min-w-0 grid-cols-1 gap-5"
				onSubmit={(event) => {
					event.preventDefault();
					if (valid && !add.isPending) add.mutate();
				}}
			>
				{saved.isPending ? (
					<p className="text-sm text-ink-500">Loading saved places...</p>
				) : list.length === 0 ? (
					<p className="text-sm text-ink-500">No saved places yet. Save places in the Places tab first.</p>
				) : (
					<fieldset className="grid min-w-0 grid-cols-1 gap-1.5">
						<legend className="mb-2 text-sm font-semibold text-ink-700">
							Saved places (in the order you tick them)
						</legend>
						{list.map(({ place }) => {
							const already = placeIdsOnPath.includes(place.googlePlaceId);
							const order = picked.indexOf(place.googlePlaceId) + 1;
							return (
								<CheckRow
									key={place.googlePlaceId}
									value={place.googlePlaceId}
									checked={order > 0}
									already={already}
									onToggle={() => toggle(place.googlePlaceId)}
								>
									<span className="min-w-0 flex-1">
										<span className="block truncate font-semibold">{place.name}</span>
										{place.address && <span className="block truncate text-xs text-ink-500">{place.address}</span>}
									</span>
									{already ? (
										<span className="shrink-0 text-xs text-ink-500">Already on it</span>
									) : order > 0 ? (
										<span
											className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white"
											data-testid="pick-order"
										>
											<span className="sr-only">picked </span>
											{order}
										</span>
									) : null}
								</CheckRow>
							);
						})}
					</fieldset>
				)}
				{tooMany && (
					<p role="alert" className="text-sm font-semibold text-red-600">
						{pathMessages.tooManyStops}: this one has room for {plural(room, "more place")}.
					</p>
				)}
				<div className="flex justify-end gap-3">
					<Button
						variant="outline"
						onClick={() => {
							setPicked([]);
							onOpenChange(false);
						}}
					>
						Cancel
					</Button>
					<Button type="submit" disabled={!valid || add.isPending}>
						{add.isPending ? "Adding..." : picked.length > 0 ? `Add ${plural(picked.length, "place")}` : "Add places"}
					</Button>
				</div>
			</form>
		</Dialog>
	);
}
