// Kept apart from the zod schemas in ./bug-report so the widget, on every page, does not load zod.

/** The spec's statuses: `bug` is an open report (shown as Open), `fixed` a fixed one. */
export const BUG_STATUSES = ["bug", "fixed"] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

export const BUG_DESCRIPTION_MAX = 2000;
/** The widget keeps the last 10 console errors and warnings; the server takes no more. */
export const BUG_CONSOLE_ENTRIES_MAX = 10;
/** The widget shows the last 3 captured entries in its panel. */
export const BUG_CONSOLE_SHOWN = 3;
export const BUG_CONSOLE_MESSAGE_MAX = 1000;
export const BUG_CONSOLE_STACK_MAX = 2000;
export const BUG_URL_MAX = 2000;
export const BUG_USER_AGENT_MAX = 500;
/** The screenshot, decoded: at most 2 MB of JPEG. */
export const BUG_SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
/** Console messages containing this are never kept (React's render-loop warning floods the list). */
export const IGNORED_CONSOLE_TEXT = "Maximum update depth exceeded";

/** The screenshot travels as a JPEG data URL (what `canvas.toDataURL("image/jpeg", 0.7)` gives). */
export const JPEG_DATA_URL_PREFIX = "data:image/jpeg;base64,";
/** The longest data URL a 2 MB image makes. */
export const BUG_SCREENSHOT_MAX_CHARS = JPEG_DATA_URL_PREFIX.length + Math.ceil(BUG_SCREENSHOT_MAX_BYTES / 3) * 4;

/** How many bytes a base64 text decodes to (its padding counted off). */
export function base64DecodedLength(base64: string): number {
	const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
	return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * A console message as the widget keeps it: control characters (ANSI colour codes, NULs) become
 * spaces and it is cut to the server's length, so a noisy log line never makes a report a 400.
 */
export function cleanConsoleText(text: string, max: number): string {
	// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
	const cleaned = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, " ");
	return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** The refusal of a report whose page is not on this site. */
export const BUG_PAGE_ELSEWHERE = "The page must be a path on this site";

const isSitePath = (page: string) => page.startsWith("/") && !page.startsWith("//");

function httpUrl(page: string): URL | null {
	try {
		const url = new URL(page);
		return url.protocol === "https:" || url.protocol === "http:" ? url : null;
	} catch {
		return null;
	}
}

/** A report's page as sent: a path on this site (`/adventure/…`) or a full http(s) address (`location.href`). */
export const isPageAddress = (page: string) => isSitePath(page) || httpUrl(page) !== null;

/**
 * The page as stored: its path and query on this site. A full address counts when its origin is one
 * of `siteOrigins` (the public origin, the request's own); anything else is null. Fragments are
 * never kept (the schema drops them already): one can hold a one-time sign-in token.
 */
export function pagePathOnSite(page: string, siteOrigins: readonly string[]): string | null {
	if (isSitePath(page)) return page.split("#")[0] ?? page;
	const url = httpUrl(page);
	return url && siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : null;
}

/** The e-mail a report carries when its sender was signed out (or their account was deleted). */
export const BUG_REPORTER_SIGNED_OUT = "Public";
