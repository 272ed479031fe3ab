import type { MapPoint } from "../../../../domain/geo/geo-rules";

type MarkerKind = "saved" | "search" | "ai" | "adventure";

export interface MapMarker {
	id: string;
	position: MapPoint;
	kind: MarkerKind;
	label: string;
	highlighted?: boolean;
}

/** A stop of a path: the place it is (its id, for a click) and where. */
interface MapStop {
	placeId: string;
	name: string;
	position: MapPoint;
}

/**
 * A path on the map: its line and numbered stops in its colour. `layer` says what the family is
 * looking at: 2 the open path, 1 another path of its day, 0 the rest (dimmed while one is open).
 */
export interface MapLine {
	id: string;
	name: string;
	color: string;
	stops: MapStop[];
	layer: 0 | 1 | 2;
}

/** Marker colours: saved red, search and AI blue, highlighted with a gold border. */
export const MARKER_STYLE = {
	saved: "#dc2626",
	search: "#2563eb",
	ai: "#2563eb",
	adventure: "#0e7e72",
	highlightBorder: "#f5b400",
} as const;

/** What the planner map needs from a map library; Leaflet and Google Maps each implement it. */
export interface MapEngine {
	setView(center: MapPoint, zoom: number): void;
	setMarkers(markers: MapMarker[], onClick: (id: string) => void): void;
	/** Draws the paths, bottom first, with their numbered stop pins; a pin's click names its place. */
	setLines(lines: MapLine[], onStopClick: (placeId: string) => void): void;
	/** Fits the points with padding, then returns the zoom the library chose. */
	fit(points: MapPoint[], padding: number): number;
	setZoom(zoom: number): void;
	/** Centres on a point at a zoom, shifted left by `offsetX` pixels (room for the detail panel). */
	focus(point: MapPoint, zoom: number, offsetX: number): void;
	/** Re-reads the container's size (it was hidden, or its box changed). */
	resize(): void;
	destroy(): void;
}
