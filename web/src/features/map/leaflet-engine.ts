import type { MapPoint } from "../../../../domain/geo/geo-rules";
import { MARKER_STYLE, type MapEngine, type MapLine, type MapMarker } from "./engine";

interface TileSource {
	url: string;
	attribution: string;
	attributionUrl: string | null;
}

const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Leaflet renders attribution as HTML: the configured text is escaped, the link only if https. */
function attributionHtml(tiles: TileSource): string {
	const text = escapeHtml(tiles.attribution);
	return tiles.attributionUrl?.startsWith("https://")
		? `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener">${text}</a>`
		: text;
}

/**
 * Leaflet with the configured raster tiles (GET /api/config `mapTiles`: MAP_TILE_URL, by default
 * the standard OpenStreetMap tiles with their attribution; only the tiles in view are loaded, none
 * prefetched). Circle markers and lines are SVG, so they work without tiles.
 */
export async function createLeafletEngine(
	container: HTMLElement,
	center: MapPoint,
	zoom: number,
	tiles: TileSource,
): Promise<MapEngine> {
	const L = await import("leaflet");
	const map = L.map(container, { zoomControl: true }).setView([center.lat, center.lng], zoom);
	L.tileLayer(tiles.url, { maxZoom: 19, attribution: attributionHtml(tiles) }).addTo(map);
	const markerLayer = L.layerGroup().addTo(map);
	const lineLayer = L.layerGroup().addTo(map);

	return {
		setView: (c, z) => map.setView([c.lat, c.lng], z),
		setMarkers(markers: MapMarker[], onClick) {
			markerLayer.clearLayers();
			// Highlighted markers last, so they draw on top.
			const ordered = [...markers].sort((a, b) => Number(!!a.highlighted) - Number(!!b.highlighted));
			for (const marker of ordered) {
				const circle = L.circleMarker([marker.position.lat, marker.position.lng], {
					radius: marker.highlighted ? 13 : 9,
					color: marker.highlighted ? MARKER_STYLE.highlightBorder : "#ffffff",
					weight: marker.highlighted ? 4 : 2.5,
					fillColor: MARKER_STYLE[marker.kind],
					fillOpacity: 1,
					className: `planner-marker planner-marker-${marker.kind}${marker.highlighted ? " is-highlighted" : ""}`,
				});
				circle.bindTooltip(marker.label, { direction: "top", offset: [0, -8] });
				circle.on("click", () => onClick(marker.id));
				circle.addTo(markerLayer);
			}
		},
		setLines(lines: MapLine[]) {
			lineLayer.clearLayers();
			for (const line of lines) {
				if (line.points.length < 2) continue;
				L.polyline(
					line.points.map((p) => [p.lat, p.lng] as [number, number]),
					{ color: line.color, weight: 4, opacity: 0.85, className: `planner-line planner-line-${line.id}` },
				).addTo(lineLayer);
			}
		},
		fit(points, padding) {
			if (points.length === 0) return map.getZoom();
			const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
			const zoom = map.getBoundsZoom(bounds, false, L.point(padding * 2, padding * 2));
			map.fitBounds(bounds, { padding: [padding, padding], animate: false });
			return Math.min(zoom, map.getMaxZoom());
		},
		setZoom: (z) => map.setZoom(z),
		focus(point, zoom, offsetX) {
			map.setView([point.lat, point.lng], zoom, { animate: false });
			if (offsetX) map.panBy([offsetX, 0], { animate: false });
		},
		resize: () => map.invalidateSize({ animate: false }),
		destroy: () => map.remove(),
	};
}
