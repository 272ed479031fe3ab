import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { BUG_SCREENSHOT_MAX_CHARS } from "../../domain/bug-report/bug-report-rules";
import { AVATAR_MAX_BYTES, IMAGE_DATA_URL_MAX } from "../../domain/user/profile";
import type { AppEnv } from "../env";
import { PayloadTooLargeError } from "../lib/errors";

/** What every `/api/*` request body may weigh unless its route is listed with more: JSON forms are small. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** A route that needs a larger body (an upload), by method and path. */
export interface LargerBody {
	method: string;
	path: RegExp;
	bytes: number;
}

/** Multipart framing around the image: headers and boundaries. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** A bug report's text around its screenshot: description, page, browser, 10 console entries (under 110 KB as UTF-8 JSON). */
const BUG_REPORT_TEXT_BYTES = 128 * 1024;

/**
 * The routes allowed more than the default: the profile photo upload (5 MB image, as base64 in JSON
 * or in a multipart form, plus framing) and
 * a bug report (a 2 MB JPEG as base64, about 2.7 MB, plus its text).
 */
export const LARGER_BODIES: readonly LargerBody[] = [
	{
		method: "POST",
		path: /^\/api\/upload\/profile-image$/,
		// The larger of the two ways to send it: multipart, or JSON with a base64 data URL.
		bytes: Math.max(AVATAR_MAX_BYTES, IMAGE_DATA_URL_MAX) + MULTIPART_OVERHEAD_BYTES,
	},
	{ method: "POST", path: /^\/api\/bug-reports\/?$/, bytes: BUG_SCREENSHOT_MAX_CHARS + BUG_REPORT_TEXT_BYTES },
];

const tooLarge = (bytes: number) => () => {
	throw new PayloadTooLargeError(`The request body must be at most ${Math.round(bytes / 1024)} KB`);
};

/**
 * Bounds request bodies before anything reads them: a body over the limit (by Content-Length, or
 * counted while it streams in) is a 413 `{error}` through the typed-error path, so a 5 MB JSON body
 * is never parsed. One default for every route, set once in worker/app.ts; a route that needs more
 * is listed in `larger` (first match wins).
 */
export function bodyLimits(options: { defaultBytes: number; larger?: readonly LargerBody[] }) {
	const fallback = bodyLimit({ maxSize: options.defaultBytes, onError: tooLarge(options.defaultBytes) });
	const larger = (options.larger ?? []).map((route) => ({
		...route,
		limit: bodyLimit({ maxSize: route.bytes, onError: tooLarge(route.bytes) }),
	}));
	return createMiddleware<AppEnv>(async (c, next) => {
		const route = larger.find((r) => r.method === c.req.method && r.path.test(c.req.path));
		return (route?.limit ?? fallback)(c, next);
	});
}
