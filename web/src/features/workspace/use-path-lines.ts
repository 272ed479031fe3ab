import type { MapLine } from "../map";
import { usePaths } from "../paths";

/**
 * Every path of the adventure as a line on the map, in its colour, with its stops numbered. The
 * open path is drawn last, on top, and the other paths of its day just under it, so the day being
 * looked at stands above the rest (the others step back while a path is open).
 */
export function usePathLines(adventureId: string, openPathId: string | null): { lines: MapLine[]; count: number } {
	const paths = usePaths(adventureId);
	const list = paths.data ?? [];
	const openDate = list.find((p) => p.id === openPathId)?.date ?? null;
	const layer = (path: (typeof list)[number]): MapLine["layer"] =>
		path.id === openPathId ? 2 : openDate && path.date === openDate ? 1 : 0;
	const lines: MapLine[] = list
		.map((path) => ({
			id: path.id,
			name: path.name,
			color: path.colour,
			layer: layer(path),
			stops: path.stops.map((s) => ({
				placeId: s.place.googlePlaceId,
				name: s.place.name,
				position: { lat: s.place.latitude, lng: s.place.longitude },
			})),
		}))
		.sort((a, b) => a.layer - b.layer);
	return { lines, count: list.length };
}
