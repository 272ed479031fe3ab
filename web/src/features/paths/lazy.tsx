import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";
import { OnceOpened } from "../../lib/lazy";
import type { AddToPathDialog as AddToPathDialogImpl } from "./components/add-to-path-dialog";
import type { DayPlanReview as DayPlanReviewImpl } from "./components/day-plan-review";
import type { PathsTab as PathsTabImpl } from "./components/paths-tab";

const LazyPathsTab = lazy(() => import("./components/paths-tab").then((m) => ({ default: m.PathsTab })));
const LazyAddToPathDialog = lazy(() =>
	import("./components/add-to-path-dialog").then((m) => ({ default: m.AddToPathDialog })),
);
const LazyDayPlanReview = lazy(() =>
	import("./components/day-plan-review").then((m) => ({ default: m.DayPlanReview })),
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

/** 'Plan my days' review of a proposal (the guide's message shows it): fetched when first shown. */
export function DayPlanReview(props: ComponentProps<typeof DayPlanReviewImpl>) {
	return (
		<Suspense fallback={<Spinner label="Loading..." />}>
			<LazyDayPlanReview {...props} />
		</Suspense>
	);
}
