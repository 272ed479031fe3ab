import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast-store";

const ToastRegion = lazy(() => import("./toast-region").then((m) => ({ default: m.ToastRegion })));

/**
 * The notifications region, loaded with the first toast: Radix Toast stays out of the first load
 * of every page. Once loaded it stays (F8 then moves focus to it, Radix's default hotkey).
 */
export function Toaster() {
	const items = useToasts();
	const [needed, setNeeded] = useState(false);
	if (items.length > 0 && !needed) setNeeded(true);
	if (!needed) return null;
	return (
		<Suspense fallback={null}>
			<ToastRegion />
		</Suspense>
	);
}
