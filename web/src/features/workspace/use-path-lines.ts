import type { MapLine } from "../map";
import { usePaths } from "../paths";

/** Every path of the adventure as a line on the map, in its colour (the open one drawn last, on top). */
export function usePathLines(adventureId: string, openPathId: string | null): { lines: MapLine[]; count: number } {
	const paths = usePaths(adventureId);
	const list = paths.data ?? [];
	const lines: MapLine[] = list
		.map((path) => ({
			id: path.id,
			color: path.colour,
			points: path.stops.map((s) => ({ lat: s.place.latitude, lng: s.place.longitude })),
		}))
		.sort((a, b) => Number(a.id === openPathId) - Number(b.id === openPathId));
	return { lines, count: list.length };
}
