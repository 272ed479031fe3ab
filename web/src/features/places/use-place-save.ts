import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Place, saveIntentCategory } from "../../../../domain/place/place-rules";
import { toast } from "../../components/ui/toast-store";
import { checkSavedPlaceQueryOptions, useCheckSavedPlace, usePathCount } from "./api/check-saved-place";
import { getSavedPlacesQueryOptions } from "./api/get-saved-places";
import { useRemoveSavedPlace } from "./api/remove-saved-place";
import { type SaveResult, useSavePlace } from "./api/save-place";

/** The saved list and check cache update 500 ms after a change, once the card has slid out (0.4 s). */
const CACHE_UPDATE_DELAY_MS = 500;
export const PLACE_SAVED_EVENT = "guideai-place-saved";

interface Options {
	place: Place;
	adventureId: string | null;
	/** The incoming flag (e.g. from the saved list); when given, no check call is made. */
	isSaved?: boolean;
	/** Whether the heart is shown (read-only cards have none): the check only runs for a visible button. */
	showSaveButton: boolean;
	onSaved?: (result: SaveResult) => void;
	/** Runs as a save succeeds, before the card slides out or its list drops it (e.g. to move the focus on). */
	onLeave?: () => void;
}

/**
 * Saved state of one place and the heart's actions: optimistic on save, a confirmation before
 * removal, a toast for each outcome and a browser event (PLACE_SAVED_EVENT) after a save.
 */
export function usePlaceSave({ place, adventureId, isSaved, showSaveButton, onSaved, onLeave }: Options) {
	const queryClient = useQueryClient();
	const [override, setOverride] = useState<boolean | null>(null);
	const [leaving, setLeaving] = useState(false);
	const [confirmOpen, setConfirmOpen] = useState(false);
	const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
	useEffect(() => () => timers.current.forEach(clearTimeout), []);

	const check = useCheckSavedPlace(
		place.googlePlaceId,
		adventureId ?? "",
		!!adventureId && showSaveButton && isSaved === undefined,
	);
	const saved = override ?? isSaved ?? check.data?.isSaved ?? false;
	const pathCount = usePathCount(place.googlePlaceId, adventureId ?? "", confirmOpen && !!adventureId);

	function refreshCaches() {
		if (!adventureId) return;
		void queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey });
		void queryClient.invalidateQueries({
			queryKey: checkSavedPlaceQueryOptions(place.googlePlaceId, adventureId).queryKey,
		});
	}

	const save = useSavePlace({
		mutationConfig: {
			onMutate: () => setOverride(true),
			onSuccess: (result) => {
				const wasFlagged = isSaved === true;
				if (!wasFlagged) {
					onLeave?.();
					setLeaving(true);
				}
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
		},
	});

	const remove = useRemoveSavedPlace({
		mutationConfig: {
			onSuccess: () => {
				setOverride(false);
				setConfirmOpen(false);
				toast({ title: "Place removed" });
			},
			onError: () =>
				toast({ title: "Error", description: "Failed to remove place. Please try again.", variant: "destructive" }),
		},
	});

	// Without an adventure the heart is disabled: there is nothing to save to.
	function toggle() {
		if (save.isPending || remove.isPending || !adventureId) return;
		if (saved) setConfirmOpen(true);
		else save.mutate({ place, adventureId, intentCategory: saveIntentCategory(place) });
	}

	function confirmRemove() {
		if (adventureId) remove.mutate({ googlePlaceId: place.googlePlaceId, adventureId });
	}

	return {
		saved,
		leaving,
		toggle,
		pending: save.isPending || remove.isPending,
		confirmOpen,
		setConfirmOpen,
		confirmRemove,
		removing: remove.isPending,
		/** While the remove dialog is open: on how many paths the place is (unsaving takes it off them). */
		pathCount,
	};
}
