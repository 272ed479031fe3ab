import { ConfirmDialog } from "../../../components/ui/dialog";
import type { usePlaceSave } from "../use-place-save";

/** 'Remove from Saved Places', driven by a place's heart state. */
export function RemoveSavedDialog({ name, heart }: { name: string; heart: ReturnType<typeof usePlaceSave> }) {
	return (
		<ConfirmDialog
			open={heart.confirmOpen}
			onOpenChange={heart.setConfirmOpen}
			title="Remove from Saved Places"
			description={`Remove ${name} from this adventure's saved places? This action cannot be undone.`}
			confirmLabel="Remove"
			pendingLabel="Removing..."
			pending={heart.removing}
			onConfirm={heart.confirmRemove}
		/>
	);
}
