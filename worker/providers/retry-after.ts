/** Shared by the providers that honour a server's request to wait (the model calls, the OSM services). */

/**
 * How long an answer's Retry-After (or OpenAI's retry-after-ms) asks to wait, in milliseconds: seconds or an
 * HTTP date. Null when the answer names no usable wait.
 */
export function retryAfterMs(headers: Headers | null, now = Date.now()): number | null {
	const millis = Number(headers?.get("retry-after-ms") ?? Number.NaN);
	if (Number.isFinite(millis) && millis >= 0) return millis;
	const value = headers?.get("retry-after")?.trim();
	if (!value) return null;
	if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
	const date = Date.parse(value);
	return Number.isNaN(date) ? null : Math.max(0, date - now);
}
