import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";
import { OnceOpened } from "../../lib/lazy";
import type { AddToPathDialog as AddToPathDialogImpl } from "./components/add-to-path-dialog";
import type { PathsTab as PathsTabImpl } from "./components/paths-tab";

const LazyPathsTab = lazy(() => import("./components/paths-tab").then((m) => ({ default: m.PathsTab })));
const LazyAddToPathDialog = lazy(() =>
	import("./components/add-to-path-dialog").then((m) => ({ default: m.AddToPathDialog })),
);

/** The Paths tab (path list, detail, drag-and-drop): fetched when the tab first shows. */
export function PathsTab(props: ComponentProps<typeof PathsTabImpl>) {
	return (
		<Suspense fallback={<Spinner label="Loading..." />}>
			<LazyPathsTab {...props} />
		</Suspense>
	);
}

/** 'Add to path': fetched when it first opens. */
export function AddToPathDialog(props: ComponentProps<typeof AddToPathDialogImpl>) {
	return (
		<OnceOpened open={props.place !== null}>
			<LazyAddToPathDialog {...props} />
		</OnceOpened>
	);
}
