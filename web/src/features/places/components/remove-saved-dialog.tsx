import { lazy } from "react";
import { OnceOpened } from "../../../lib/lazy";
import type { usePlaceSave } from "../use-place-save";

// The dialog code (Radix Alert Dialog) is fetched when the first confirmation opens.
const ConfirmDialog = lazy(() => import("../../../components/ui/dialog").then((m) => ({ default: m.ConfirmDialog })));

/** Unsaving a place takes it off the adventure's paths too (docs/decisions/workspace-and-places.md): the dialog says so. */
function pathsNotice(pathCount: number | undefined): string {
	if (!pathCount) return "";
	if (pathCount === 1) return "It is also a stop on 1 path; it will be removed from it. ";
	return `It is also a stop on ${pathCount} paths; it will be removed from them. `;
}

/** 'Remove from Saved Places', driven by a place's heart state. */
export function RemoveSavedDialog({ name, heart }: { name: string; heart: ReturnType<typeof usePlaceSave> }) {
	return (
		<OnceOpened open={heart.confirmOpen}>
			<ConfirmDialog
				open={heart.confirmOpen}
				onOpenChange={heart.setConfirmOpen}
				title="Remove from Saved Places"
				description={`Remove ${name} from this adventure's saved places? ${pathsNotice(heart.pathCount)}This action cannot be undone.`}
				confirmLabel="Remove"
				pendingLabel="Removing..."
				pending={heart.removing}
				onConfirm={heart.confirmRemove}
			/>
		</OnceOpened>
	);
}
