import { type ReactNode, Suspense, useState } from "react";

/**
 * For a dialog whose code is fetched lazily: nothing renders (so nothing is fetched) until `open`
 * is first true; then it stays mounted, so it can animate closed and reopen at once.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
	const [wanted, setWanted] = useState(false);
	if (open && !wanted) setWanted(true);
	return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
