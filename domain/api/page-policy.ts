/**
 * The standard OpenStreetMap tiles, the map's default, under their tile usage policy: the
 * attribution is always shown, the standard URL is used, nothing is prefetched or bulk-downloaded
 * (Leaflet loads only the tiles in view). MAP_TILE_URL points the map elsewhere (worker/config.ts).
 */
export const OSM_TILES = {
	url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
	attribution: "© OpenStreetMap contributors",
	attributionUrl: "https://www.openstreetmap.org/copyright",
	origin: "https://tile.openstreetmap.org",
} as const;

/**
 * The SPA page's Content-Security-Policy. Images: the app, the map's tile server — exactly the
 * origin of MAP_TILE_URL, never a wildcard — the Google map and Google profile photos. The Worker
 * sends it with the page (worker/middleware/security-headers.ts); web/public/_headers carries the
 * same policy with the default tiles for the files served without the Worker
 * (tests/contract/static-headers.test.ts keeps the two equal).
 */
export function pageContentSecurityPolicy(tileOrigin: string): string {
	return [
		"default-src 'self'",
		"script-src 'self' https://maps.googleapis.com https://maps.gstatic.com",
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: blob: ${tileOrigin} https://maps.googleapis.com https://maps.gstatic.com https://lh3.googleusercontent.com`,
		"font-src 'self' data:",
		"connect-src 'self' https://maps.googleapis.com",
		"media-src 'self'",
		"worker-src 'self' blob:",
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"object-src 'none'",
	].join("; ");
}
