import { z } from "zod";
import { singleLine, withoutControlCharacters } from "../text";
import {
	BUG_CONSOLE_ENTRIES_MAX,
	BUG_CONSOLE_MESSAGE_MAX,
	BUG_CONSOLE_STACK_MAX,
	BUG_DESCRIPTION_MAX,
	BUG_PAGE_ELSEWHERE,
	BUG_SCREENSHOT_MAX_BYTES,
	BUG_SCREENSHOT_MAX_CHARS,
	BUG_STATUSES,
	BUG_URL_MAX,
	BUG_USER_AGENT_MAX,
	base64DecodedLength,
	isPageAddress,
	JPEG_DATA_URL_PREFIX,
} from "./bug-report-rules";

/**
 * Bug reports: what the floating widget sends (`POST /api/bug-reports`, signed out too) and what
 * the admins triage. The limits bound one report to a little over 2 MB, all of it the screenshot.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Base64 of a JPEG starts with its magic bytes FF D8 FF: "/9j/". */
const JPEG_BASE64_START = "/9j/";
const boundedText = (label: string, max: number) =>
	z
		.string()
		.max(max, `${label} must be at most ${max} characters`)
		.refine(...withoutControlCharacters(label));

const consoleEntrySchema = z.strictObject({
	message: boundedText("A console message", BUG_CONSOLE_MESSAGE_MAX).min(1, "A console message must not be empty"),
	timestamp: z.iso.datetime({ error: "A console entry's timestamp must be an ISO date-time" }),
	type: z.enum(["error", "warn"], { error: "A console entry's type must be error or warn" }),
	stack: boundedText("A console stack", BUG_CONSOLE_STACK_MAX).optional(),
});
export type ConsoleEntry = z.infer<typeof consoleEntrySchema>;

/**
 * The screenshot: a JPEG data URL of at most 2 MB decoded. JPEG is checked by the bytes' start
 * (the service checks the decoded bytes again), never by the declared type alone.
 */
const screenshotSchema = z
	.string()
	.max(BUG_SCREENSHOT_MAX_CHARS, "The screenshot must be at most 2 MB")
	.refine((url) => url.startsWith(JPEG_DATA_URL_PREFIX), "The screenshot must be a JPEG data URL")
	.transform((url) => url.slice(JPEG_DATA_URL_PREFIX.length))
	.refine((base64) => base64.length % 4 === 0 && BASE64.test(base64), "The screenshot is not valid base64")
	.refine((base64) => base64.startsWith(JPEG_BASE64_START), "The screenshot must be a JPEG image")
	.refine((base64) => base64DecodedLength(base64) <= BUG_SCREENSHOT_MAX_BYTES, "The screenshot must be at most 2 MB");

/**
 * The page the report was sent from: a path on this site (`/adventure/…?tab=…`) or its full address
 * (what a widget sends as `location.href`). The fragment is dropped: it can hold a one-time sign-in
 * token. The service keeps only the path on this site (`pagePathOnSite`): another site's is a 400.
 */
const pageSchema = z
	.string()
	.max(BUG_URL_MAX, `The page must be at most ${BUG_URL_MAX} characters`)
	.refine(isPageAddress, BUG_PAGE_ELSEWHERE)
	.refine(...withoutControlCharacters("The page"))
	.refine(...singleLine("The page"))
	.transform((page) => page.split("#")[0] ?? page);

const viewportSchema = z.strictObject({
	width: z.number().int().min(0).max(100_000),
	height: z.number().int().min(0).max(100_000),
});

/** Body of `POST /api/bug-reports`. Only the page and the browser are required; everything else may be left out. */
export const createBugReportSchema = z.strictObject({
	url: pageSchema,
	userAgent: boundedText("The user agent", BUG_USER_AGENT_MAX).refine(...singleLine("The user agent")),
	viewport: viewportSchema.nullable().optional(),
	description: boundedText("The description", BUG_DESCRIPTION_MAX)
		.nullable()
		.optional()
		.transform((text) => text?.trim() || null),
	consoleErrors: z
		.array(consoleEntrySchema)
		.max(BUG_CONSOLE_ENTRIES_MAX, `At most ${BUG_CONSOLE_ENTRIES_MAX} console entries`)
		.default([]),
	screenshot: screenshotSchema.nullable().optional(),
});
export type CreateBugReport = z.output<typeof createBugReportSchema>;

/** Body of `PATCH /api/bug-reports/{id}/status`. */
export const bugStatusSchema = z.strictObject({
	status: z.enum(BUG_STATUSES, { error: "Status must be bug or fixed" }),
});

/** Path of the admin routes about one report. */
export const bugReportIdSchema = z.strictObject({ id: z.string().min(1).max(64) });
