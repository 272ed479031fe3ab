import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PATH_NAME_MAX, TRANSPORT_MODES, type TransportMode } from "../../../../../domain/path/path-rules";
import type { Place } from "../../../../../domain/place/place-rules";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { createSavedPlace, getSavedPlacesQueryOptions } from "../../places";
import { addStop } from "../api/add-stop";
import { createPath } from "../api/create-path";
import { getPathsQueryOptions, usePaths } from "../api/get-paths";
import { getStopsQueryOptions } from "../api/get-stops";
import { AUTO_OPEN_PATH_KEY, USER_ACTION_EVENT } from "../constants";
import { pathErrorToast } from "../errors";
import { MODE_LABEL, ModeIcon } from "./mode-icon";
import { ModeSelector } from "./mode-selector";

interface Props {
	place: Place | null;
	adventureId: string;
	onOpenChange: (open: boolean) => void;
	/** After success: the workspace switches to Paths and closes the place panel. */
	onAdded: (pathId: string) => void;
}

/**
 * Add to Path: pick a path, or name a new one (driving by default). A new path
 * is created first, then the place is saved and added as its last stop.
 */
export function AddToPathDialog({ place, adventureId, onOpenChange, onAdded }: Props) {
	const queryClient = useQueryClient();
	const paths = usePaths(adventureId, { enabled: !!place });
	const list = paths.data ?? [];
	const [chosen, setChosen] = useState<string | null>(null);
	const [name, setName] = useState("");
	const [mode, setMode] = useState<TransportMode>("driving");
	const nameId = useId();
	const showNew = list.length === 0 || chosen === null;
	const valid = chosen !== null || name.trim().length > 0;

	function reset() {
		setChosen(null);
		setName("");
		setMode("driving");
	}

	const add = useMutation({
		mutationFn: async () => {
			if (!place) throw new Error("no place");
			const pathId = chosen ?? (await createPath({ adventureId, name: name.trim(), transportMode: mode })).id;
			await createSavedPlace(place, adventureId);
			await addStop(pathId, place.googlePlaceId);
			return pathId;
		},
		onSuccess: async (pathId) => {
			toast({ title: "Place added to path!" });
			window.dispatchEvent(
				new CustomEvent(USER_ACTION_EVENT, {
					detail: { action: "added_to_path", pathId, placeId: place?.googlePlaceId },
				}),
			);
			sessionStorage.setItem(AUTO_OPEN_PATH_KEY, pathId);
			reset();
			onOpenChange(false);
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey }),
				queryClient.invalidateQueries({ queryKey: getStopsQueryOptions(pathId).queryKey }),
				queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey }),
			]);
			onAdded(pathId);
		},
		// A refusal the family can act on (already on that path, a full path) says why, in the
		// server's words; anything else gets the spec's generic message.
		onError: (error) =>
			pathErrorToast(
				error instanceof ApiError && (error.status === 400 || error.status === 409) ? error : null,
				chosen
					? "Failed to add place to path. Please try again."
					: "Failed to create path and add place. Please try again.",
			),
	});

	return (
		<Dialog
			open={!!place}
			onOpenChange={(open) => {
				if (!open) reset();
				onOpenChange(open);
			}}
			title="Add to Path"
			description={place ? `Add ${place.name} to a path.` : undefined}
			className="max-w-md"
		>
			<form
				className="grid gap-5"
				onSubmit={(event) => {
					event.preventDefault();
					if (valid && !add.isPending) add.mutate();
				}}
			>
				{list.length > 0 && (
					<fieldset className="grid min-w-0 gap-2">
						<legend className="mb-2 text-sm font-semibold text-ink-700">Choose a path</legend>
						{list.map((path) => (
							<label
								key={path.id}
								className={cn(
									"flex cursor-pointer items-center gap-3 rounded-2xl border p-3",
									chosen === path.id ? "border-brand-600 bg-brand-50" : "border-sand-200 hover:bg-sand-100",
								)}
							>
								<input
									type="radio"
									name="path"
									value={path.id}
									checked={chosen === path.id}
									onChange={() => setChosen(path.id)}
									className="accent-brand-600"
								/>
								<span className="size-3 rounded-full" style={{ backgroundColor: path.colour }} aria-hidden />
								<span className="min-w-0 flex-1 truncate font-semibold">{path.name}</span>
								<span className="flex items-center gap-1 text-xs text-ink-500">
									<ModeIcon mode={path.transportMode} className="size-3.5" />
									{MODE_LABEL[path.transportMode]}
								</span>
							</label>
						))}
						{chosen !== null && (
							<button
								type="button"
								onClick={() => setChosen(null)}
								className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
							>
								Create a new path instead
							</button>
						)}
					</fieldset>
				)}
				{showNew && (
					<div className="grid gap-4">
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
						<div className="grid gap-2">
							<span className="text-sm font-semibold text-ink-700">Transport Mode</span>
							<ModeSelector value={mode} onChange={setMode} modes={TRANSPORT_MODES} />
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
