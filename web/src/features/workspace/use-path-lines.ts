import type { MapLine } from "../map";
import { usePaths } from "../paths";

/**
 * Every path of the adventure as a line on the map, in its colour. The open path is drawn last, on
 * top, and the other paths of its day just under it, so the day being looked at stands above the rest.
 */
export function usePathLines(adventureId: string, openPathId: string | null): { lines: MapLine[]; count: number } {
	const paths = usePaths(adventureId);
	const list = paths.data ?? [];
	const openDate = list.find((p) => p.id === openPathId)?.date ?? null;
	const layer = (path: (typeof list)[number]) =>
		path.id === openPathId ? 2 : openDate && path.date === openDate ? 1 : 0;
	const lines: MapLine[] = [...list]
		.sort((a, b) => layer(a) - layer(b))
		.map((path) => ({
			id: path.id,
			color: path.colour,
			points: path.stops.map((s) => ({ lat: s.place.latitude, lng: s.place.longitude })),
		}));
	return { lines, count: list.length };
}
