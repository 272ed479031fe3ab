import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useToasts } from "./toast-store";

const ToastRegion = lazy(() => import("./toast-region").then((m) => ({ default: m.ToastRegion })));

/** Radix's label for the region, with its hotkey. */
const REGION_LABEL = "Notifications (F8)";

/**
 * Until the first toast: the same empty, labelled region Radix renders, with its F8 hotkey, but
 * without Radix Toast's code, which stays out of every page's first load.
 */
function QuietRegion() {
	const list = useRef<HTMLOListElement>(null);
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "F8") list.current?.focus();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, []);
	return (
		<section aria-label={REGION_LABEL} tabIndex={-1}>
			<ol ref={list} tabIndex={-1} className="fixed right-0 bottom-0 outline-none" />
		</section>
	);
}

/** The notifications region; F8 moves focus to it. Radix Toast is fetched with the first toast. */
export function Toaster() {
	const items = useToasts();
	const [needed, setNeeded] = useState(false);
	if (items.length > 0 && !needed) setNeeded(true);
	if (!needed) return <QuietRegion />;
	return (
		<Suspense fallback={<QuietRegion />}>
			<ToastRegion />
		</Suspense>
	);
}
