/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import type { MapPoint } from "../../../../domain/geo/geo-rules";
import { MARKER_STYLE, type MapEngine, type MapLine, type MapMarker } from "./engine";

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
		setLines(next: MapLine[]) {
			for (const l of lines) l.setMap(null);
			lines = next.map(
				(line) =>
					new Polyline({ map, path: line.points, strokeColor: line.color, strokeWeight: 4, strokeOpacity: 0.85 }),
			);
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
		},
	};
}
