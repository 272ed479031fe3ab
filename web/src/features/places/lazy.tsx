import { type ComponentProps, lazy, Suspense } from "react";
import type { PlacePanel as PlacePanelImpl } from "./components/place-panel";

const LazyPlacePanel = lazy(() => import("./components/place-panel").then((m) => ({ default: m.PlacePanel })));

/** The place panel (photo carousel, details, save): fetched when a place is first opened. */
export function PlacePanel(props: ComponentProps<typeof PlacePanelImpl>) {
	return (
		<Suspense fallback={null}>
			<LazyPlacePanel {...props} />
		</Suspense>
	);
}
