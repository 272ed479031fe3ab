// Kept apart from the zod schemas in ./geo so a screen that needs only these rules does not load zod.

/** Mean Earth radius used by every distance rule (Local Wunder, distances, route estimates). */
export const EARTH_RADIUS_KM = 6371;

/** A point as places, adventures and homes store it. */
export interface LatLng {
	latitude: number;
	longitude: number;
}

/** A point as maps carry it (Google's and Leaflet's shape, and the guide's `mapCenter`). */
export interface MapPoint {
	lat: number;
	lng: number;
}

/** The one coordinate check: finite numbers, latitude within ±90° and longitude within ±180°. */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
	return (
		typeof lat === "number" &&
		typeof lng === "number" &&
		Number.isFinite(lat) &&
		Number.isFinite(lng) &&
		Math.abs(lat) <= 90 &&
		Math.abs(lng) <= 180
	);
}

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
	const rad = Math.PI / 180;
	const dLat = (b.latitude - a.latitude) * rad;
	const dLng = (b.longitude - a.longitude) * rad;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "51.5074,-0.1278" → {latitude, longitude}; null unless two finite numbers in range. */
export function parseLatLng(text: string | null | undefined): LatLng | null {
	if (!text) return null;
	const parts = text.split(",").map((part) => part.trim());
	if (parts.length !== 2 || parts.some((part) => part === "" || !/^[-+]?\d+(\.\d+)?$/.test(part))) return null;
	const [latitude, longitude] = parts.map(Number) as [number, number];
	if (!isValidCoordinate(latitude, longitude)) return null;
	return { latitude, longitude };
}

/** Local Wunder radius. */
export const LOCAL_WUNDER_RADIUS_KM = 30;

/** Whether a place lies within the Local Wunder radius of a home; false when either is unknown. */
export function isLocalWunder(
	place: { latitude: number | null; longitude: number | null },
	home: { latitude: number | null; longitude: number | null },
): boolean {
	if (place.latitude == null || place.longitude == null || home.latitude == null || home.longitude == null)
		return false;
	return (
		haversineKm(
			{ latitude: place.latitude, longitude: place.longitude },
			{ latitude: home.latitude, longitude: home.longitude },
		) <= LOCAL_WUNDER_RADIUS_KM
	);
}
