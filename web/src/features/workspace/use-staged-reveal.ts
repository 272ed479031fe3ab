import { useEffect, useState } from "react";

/** The planner's staged loading: parts appear about 100, 200, 300 and 400 ms apart. */
const STAGE_DELAYS_MS = [100, 200, 300, 400] as const;

/** Returns how many stages have been revealed so far (0 to 4). */
export function useStagedReveal(active: boolean): number {
	const [stage, setStage] = useState(0);
	useEffect(() => {
		if (!active) return;
		const timers = STAGE_DELAYS_MS.map((delay, index) => setTimeout(() => setStage(index + 1), delay));
		return () => timers.forEach(clearTimeout);
	}, [active]);
	return stage;
}
