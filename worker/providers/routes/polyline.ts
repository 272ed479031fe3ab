/**
 * Decodes Google's Encoded Polyline Algorithm Format (precision 5, as the Routes API returns it).
 * Throws on a truncated string rather than returning a wrong line.
 */
export function decodePolyline(encoded: string, precision = 5): { lat: number; lng: number }[] {
	const factor = 10 ** precision;
	const points: { lat: number; lng: number }[] = [];
	let index = 0;
	let lat = 0;
	let lng = 0;
	const next = (): number => {
		let result = 0;
		let shift = 0;
		let byte: number;
		do {
			if (index >= encoded.length) throw new Error("truncated polyline");
			byte = encoded.charCodeAt(index++) - 63;
			if (byte < 0 || byte > 63) throw new Error("invalid polyline character");
			result |= (byte & 0x1f) << shift;
			shift += 5;
		} while (byte >= 0x20);
		return result & 1 ? ~(result >> 1) : result >> 1;
	};
	while (index < encoded.length) {
		lat += next();
		lng += next();
		points.push({ lat: lat / factor, lng: lng / factor });
	}
	return points;
}
