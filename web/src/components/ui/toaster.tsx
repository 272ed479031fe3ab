import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

const ToastRegion = lazy(() => import("./toast-region").then((m) => ({ default: m.ToastRegion })));

/**
 * The notifications region (Radix Toast; F8 moves focus to it). Its code is fetched once the page
 * is idle after its first paint, or at the first toast if that comes sooner, so it never delays
 * the first screen.
 */
export function Toaster() {
	const items = useToasts();
	const [needed, setNeeded] = useState(false);
	if (items.length > 0 && !needed) setNeeded(true);
	useEffect(() => {
		if (needed) return;
		const show = () => setNeeded(true);
		// Safari has no requestIdleCallback.
		if (typeof window.requestIdleCallback !== "function") {
			const timer = setTimeout(show, 1000);
			return () => clearTimeout(timer);
		}
		const idle = window.requestIdleCallback(show, { timeout: 3000 });
		return () => window.cancelIdleCallback(idle);
	}, [needed]);
	if (!needed) return null;
	return (
		<Suspense fallback={null}>
			<ToastRegion />
		</Suspense>
	);
}
