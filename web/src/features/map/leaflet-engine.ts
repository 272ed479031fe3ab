// Leaflet's own styles come with its engine: the Google engine and the first screens need none of them.
import "leaflet/dist/leaflet.css";
import type { MapPoint } from "../../../../domain/geo/geo-rules";
import { MARKER_STYLE, type MapEngine, type MapLine, type MapMarker } from "./engine";
import { hasOpenPath, safeColor, stopPins } from "./pins";

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
 * A keyboard-reachable map control: tab to it, Enter or Space clicks it. Its label (bound as a
 * tooltip before it was added) shows on focus as on hover: Leaflet opens a bound tooltip on focus.
 */
function makeReachable(el: Element | undefined, label: string, onClick: () => void, description?: string) {
	if (!el) return;
	el.setAttribute("tabindex", "0");
	el.setAttribute("role", "button");
	el.setAttribute("aria-label", label);
	if (description) el.setAttribute("aria-description", description);
	el.addEventListener("keydown", (event) => {
		const key = (event as KeyboardEvent).key;
		if (key !== "Enter" && key !== " ") return;
		event.preventDefault();
		onClick();
	});
}

/**
 * Leaflet with the configured raster tiles (GET /api/config `mapTiles`: MAP_TILE_URL, by default
 * the standard OpenStreetMap tiles with their attribution; only the tiles in view are loaded, none
 * prefetched). Circle markers and lines are SVG, so they work without tiles. Every marker and
 * stop pin can be tabbed to, names itself, and shows its label on hover and on focus.
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
	const lineLayer = L.layerGroup().addTo(map);
	const markerLayer = L.layerGroup().addTo(map);
	const pinLayer = L.layerGroup().addTo(map);

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
				circle.bindTooltip(escapeHtml(marker.label), { direction: "top", offset: [0, -8] });
				circle.on("click", () => onClick(marker.id));
				circle.addTo(markerLayer);
				makeReachable(circle.getElement(), marker.label, () => onClick(marker.id));
			}
		},
		setLines(lines: MapLine[], onStopClick) {
			lineLayer.clearLayers();
			pinLayer.clearLayers();
			const focused = hasOpenPath(lines);
			for (const line of lines) {
				if (line.stops.length < 2) continue;
				const back = focused && line.layer === 0;
				L.polyline(
					line.stops.map((s) => [s.position.lat, s.position.lng] as [number, number]),
					{
						color: safeColor(line.color),
						weight: line.layer === 2 ? 6 : 4,
						opacity: back ? 0.35 : 0.9,
						className: `planner-line planner-line-${line.id}${line.layer === 2 ? " is-open" : ""}`,
					},
				).addTo(lineLayer);
			}
			for (const pin of stopPins(lines)) {
				const icon = L.divIcon({
					className: `planner-stop${pin.dimmed ? " is-dimmed" : ""}`,
					html: `<span style="background:${pin.color};color:${pin.textColor}">${pin.number}</span>`,
					// A 44 px target (a phone's touch size) around the 26 px disc.
					iconSize: [44, 44],
					iconAnchor: [22, 22],
				});
				const marker = L.marker([pin.position.lat, pin.position.lng], {
					icon,
					keyboard: false,
					zIndexOffset: pin.zIndex,
				});
				marker.bindTooltip(escapeHtml(pin.label), { direction: "top", offset: [0, -12] });
				marker.on("click", () => onStopClick(pin.placeId));
				marker.addTo(pinLayer);
				makeReachable(marker.getElement(), pin.name, () => onStopClick(pin.placeId), pin.description);
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
