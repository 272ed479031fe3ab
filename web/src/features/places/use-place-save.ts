import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Place, saveIntentCategory } from "../../../../domain/place/place";
import { toast } from "../../components/ui/toast-store";
import { removeSavedPlace, type SaveResult, savedCheckQuery, savedPlacesQuery, savePlace } from "./api";

/** Spec §9: the card slides out in 0.4 s; the saved list and check cache update after 500 ms. */
export const SLIDE_OUT_MS = 400;
export const CACHE_UPDATE_DELAY_MS = 500;
export const PLACE_SAVED_EVENT = "guideai-place-saved";

interface Options {
	place: Place;
	adventureId: string | null;
	/** The incoming flag (e.g. from the saved list); when given, no check call is made. */
	isSaved?: boolean;
	/** Whether the heart is shown (read-only cards have none): the check only runs for a visible button. */
	showSaveButton: boolean;
	onSaved?: (result: SaveResult) => void;
}

/**
 * Saved state of one place and the heart's actions (core spec §4): optimistic on save, a
 * confirmation before removal, the spec's toasts and browser event.
 */
export function usePlaceSave({ place, adventureId, isSaved, showSaveButton, onSaved }: Options) {
	const queryClient = useQueryClient();
	const [override, setOverride] = useState<boolean | null>(null);
	const [leaving, setLeaving] = useState(false);
	const [confirmOpen, setConfirmOpen] = useState(false);
	const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
	useEffect(() => () => timers.current.forEach(clearTimeout), []);

	const check = useQuery({
		...savedCheckQuery(place.googlePlaceId, adventureId ?? ""),
		enabled: !!adventureId && showSaveButton && isSaved === undefined,
	});
	const saved = override ?? isSaved ?? check.data?.isSaved ?? false;

	function refreshCaches() {
		if (!adventureId) return;
		void queryClient.invalidateQueries({ queryKey: savedPlacesQuery(adventureId).queryKey });
		void queryClient.invalidateQueries({ queryKey: savedCheckQuery(place.googlePlaceId, adventureId).queryKey });
	}

	const save = useMutation({
		mutationFn: () => {
			if (!adventureId) throw new Error("Saving needs an adventure");
			return savePlace(place, adventureId, saveIntentCategory(place));
		},
		onMutate: () => setOverride(true),
		onSuccess: (result) => {
			const wasFlagged = isSaved === true;
			if (!wasFlagged) setLeaving(true);
			window.dispatchEvent(
				new CustomEvent(PLACE_SAVED_EVENT, {
					detail: { place: result.place, followUpMessage: result.followUpMessage },
				}),
			);
			toast({ title: "Place saved!", description: `${place.name} has been added to your adventure.` });
			timers.current.push(setTimeout(refreshCaches, CACHE_UPDATE_DELAY_MS));
			onSaved?.(result);
		},
		onError: () => {
			setOverride(null);
			toast({ title: "Error", description: "Failed to save place. Please try again.", variant: "destructive" });
		},
	});

	const remove = useMutation({
		mutationFn: () => {
			if (!adventureId) throw new Error("Removing needs an adventure");
			return removeSavedPlace(place.googlePlaceId, adventureId);
		},
		onSuccess: () => {
			setOverride(false);
			setConfirmOpen(false);
			toast({ title: "Place removed" });
			refreshCaches();
		},
		onError: () =>
			toast({ title: "Error", description: "Failed to remove place. Please try again.", variant: "destructive" }),
	});

	function toggle() {
		if (save.isPending || remove.isPending) return;
		if (saved) setConfirmOpen(true);
		else save.mutate();
	}

	return {
		saved,
		leaving,
		toggle,
		pending: save.isPending || remove.isPending,
		confirmOpen,
		setConfirmOpen,
		confirmRemove: () => remove.mutate(),
		removing: remove.isPending,
	};
}
