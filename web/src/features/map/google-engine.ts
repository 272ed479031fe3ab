/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import type { MapPoint } from "../../../../domain/geo/geo-rules";
import { MARKER_STYLE, type MapEngine, type MapLine, type MapMarker } from "./engine";
import { hasOpenPath, safeColor, stopPins } from "./pins";

let configured = false;

/** Google Maps JS API (used when the server publishes a browser key). */
export async function createGoogleEngine(
	container: HTMLElement,
	center: MapPoint,
	zoom: number,
	key: string,
): Promise<MapEngine> {
	if (!configured) {
		setOptions({ key, v: "weekly" });
		configured = true;
	}
	const { Map: GoogleMap, Polyline } = await importLibrary("maps");
	const { Marker } = await importLibrary("marker");
	const { LatLngBounds } = await importLibrary("core");
	const map = new GoogleMap(container, {
		center,
		zoom,
		clickableIcons: false,
		streetViewControl: false,
		mapTypeControl: false,
	});
	let markers: google.maps.Marker[] = [];
	let lines: google.maps.Polyline[] = [];
	let pins: google.maps.Marker[] = [];

	return {
		setView(c, z) {
			map.setCenter(c);
			map.setZoom(z);
		},
		setMarkers(next: MapMarker[], onClick) {
			for (const m of markers) m.setMap(null);
			markers = next.map((marker) => {
				const m = new Marker({
					map,
					position: marker.position,
					title: marker.label,
					zIndex: marker.highlighted ? 10 : 1,
					icon: {
						path: google.maps.SymbolPath.CIRCLE,
						scale: marker.highlighted ? 13 : 9,
						fillColor: MARKER_STYLE[marker.kind],
						fillOpacity: 1,
						strokeColor: marker.highlighted ? MARKER_STYLE.highlightBorder : "#ffffff",
						strokeWeight: marker.highlighted ? 4 : 2.5,
					},
				});
				m.addListener("click", () => onClick(marker.id));
				return m;
			});
		},
		setLines(next: MapLine[], onStopClick) {
			for (const l of lines) l.setMap(null);
			for (const p of pins) p.setMap(null);
			const focused = hasOpenPath(next);
			lines = next.map(
				(line) =>
					new Polyline({
						map,
						path: line.stops.map((s) => s.position),
						strokeColor: safeColor(line.color),
						strokeWeight: line.layer === 2 ? 6 : 4,
						strokeOpacity: focused && line.layer === 0 ? 0.35 : 0.9,
						zIndex: line.layer,
					}),
			);
			pins = stopPins(next).map((pin) => {
				const m = new Marker({
					map,
					position: pin.position,
					title: pin.label,
					zIndex: pin.zIndex,
					label: { text: String(pin.number), color: pin.textColor, fontWeight: "800", fontSize: "13px" },
					icon: {
						path: google.maps.SymbolPath.CIRCLE,
						scale: pin.dimmed ? 10 : 13,
						fillColor: pin.color,
						fillOpacity: 1,
						strokeColor: "#ffffff",
						strokeWeight: 2.5,
					},
				});
				m.addListener("click", () => onStopClick(pin.placeId));
				return m;
			});
		},
		fit(points, padding) {
			if (points.length === 0) return map.getZoom() ?? zoom;
			const bounds = new LatLngBounds();
			for (const p of points) bounds.extend(p);
			map.fitBounds(bounds, padding);
			return map.getZoom() ?? zoom;
		},
		setZoom: (z) => map.setZoom(z),
		focus(point, z, offsetX) {
			map.setCenter(point);
			map.setZoom(z);
			if (offsetX) map.panBy(offsetX, 0);
		},
		// Google Maps watches its container's size itself.
		resize() {},
		destroy() {
			for (const m of markers) m.setMap(null);
			for (const l of lines) l.setMap(null);
			for (const p of pins) p.setMap(null);
		},
	};
}
