import { useEffect, useState } from "react";

/** From this width (Tailwind's `md`) the map shows beside the panel; below it, it takes turns with it. */
const SIDE_BY_SIDE = "(min-width: 768px)";

const sideBySide = () => typeof window.matchMedia !== "function" || window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * Whether to mount the map (and so fetch its engine, Leaflet or Google): at once where it shows
 * beside the panel; on a small screen only once its view is first chosen, so a phone's first load
 * never pays for a map it does not show, and the map starts at its real size, not in a hidden box.
 */
export function useMapWanted(shownOnSmallScreens: boolean): boolean {
	const [wanted, setWanted] = useState(sideBySide);
	if (!wanted && shownOnSmallScreens) setWanted(true);
	useEffect(() => {
		if (wanted || typeof window.matchMedia !== "function") return;
		const query = window.matchMedia(SIDE_BY_SIDE);
		const onChange = () => {
			if (query.matches) setWanted(true);
		};
		query.addEventListener("change", onChange);
		return () => query.removeEventListener("change", onChange);
	}, [wanted]);
	return wanted;
}
