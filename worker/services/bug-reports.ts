import type { CreateBugReport } from "../../domain/bug-report/bug-report";
import {
	BUG_PAGE_ELSEWHERE,
	BUG_REPORTER_SIGNED_OUT,
	BUG_SCREENSHOT_MAX_BYTES,
	type BugStatus,
	pagePathOnSite,
} from "../../domain/bug-report/bug-report-rules";
import {
	countBugReportsByStatus,
	deleteBugReportRow,
	findBugReport,
	insertBugReport,
	listBugReportRows,
	updateBugReportStatus,
} from "../db/bug-reports";
import type { BugReportRow, UserRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { BadRequestError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../lib/errors";

/** The admin list holds the newest reports; older ones stay in D1 until deleted. */
const LIST_LIMIT = 500;

/** R2 keys of screenshots, built only here: `bug-screenshots/{report id}.jpg`. */
const screenshotKey = (reportId: string) => `bug-screenshots/${reportId}.jpg`;

/** The decoded screenshot; refused unless it is at most 2 MB and starts with JPEG's magic bytes. */
function decodeScreenshot(base64: string): Uint8Array {
	const binary = atob(base64);
	if (binary.length > BUG_SCREENSHOT_MAX_BYTES) throw new PayloadTooLargeError("The screenshot must be at most 2 MB");
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	if (!(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) {
		throw new UnsupportedMediaTypeError("The screenshot must be a JPEG image");
	}
	return bytes;
}

/** A report as the admin screen shows it; the screenshot is a link to the admin-only image route. */
function toBugReport(row: BugReportRow) {
	return {
		id: row.id,
		status: row.status,
		description: row.description,
		userId: row.userId,
		userEmail: row.userEmail,
		url: row.url,
		userAgent: row.userAgent,
		viewport:
			row.viewportWidth !== null && row.viewportHeight !== null
				? { width: row.viewportWidth, height: row.viewportHeight }
				: null,
		consoleErrors: row.consoleErrors,
		screenshotUrl: row.screenshotKey ? `/api/bug-reports/${encodeURIComponent(row.id)}/screenshot` : null,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/**
 * Stores a report from anyone: the signed-in user's id and e-mail, else 'Public'; its page as a
 * path on this site (a full address of one of `siteOrigins`, else 400). The screenshot goes to R2
 * first and is removed again if the row cannot be written, so no row points at nothing.
 */
export async function submitBugReport(
	deps: Pick<Deps, "db" | "bucket">,
	user: UserRow | null,
	input: CreateBugReport,
	siteOrigins: readonly string[],
): Promise<{ id: string; status: BugStatus }> {
	const url = pagePathOnSite(input.url, siteOrigins);
	if (url === null) throw new BadRequestError(BUG_PAGE_ELSEWHERE);
	const id = crypto.randomUUID();
	const bytes = input.screenshot ? decodeScreenshot(input.screenshot) : null;
	const key = bytes ? screenshotKey(id) : null;
	if (bytes && key) {
		await deps.bucket.put(key, bytes, { httpMetadata: { contentType: "image/jpeg" } });
	}
	try {
		const row = await insertBugReport(deps.db, {
			id,
			status: "bug",
			description: input.description,
			userId: user?.id ?? null,
			userEmail: user?.email || BUG_REPORTER_SIGNED_OUT,
			url,
			userAgent: input.userAgent,
			viewportWidth: input.viewport?.width ?? null,
			viewportHeight: input.viewport?.height ?? null,
			consoleErrors: input.consoleErrors,
			screenshotKey: key,
		});
		return { id: row.id, status: row.status };
	} catch (error) {
		if (key) await deps.bucket.delete(key);
		throw error;
	}
}

/** Every report, newest first (at most 500), with the counts per status for the tabs and the dashboard. */
export async function listBugReports(db: Deps["db"]) {
	const [rows, counts] = await Promise.all([listBugReportRows(db, LIST_LIMIT), countBugReportsByStatus(db)]);
	return { reports: rows.map(toBugReport), counts: { open: counts.bug ?? 0, fixed: counts.fixed ?? 0 } };
}

/** 'Mark Fixed' (fixed) and 'Reopen' (bug); 404 for an unknown report. */
export async function setBugReportStatus(db: Deps["db"], id: string, status: BugStatus) {
	const row = await updateBugReportStatus(db, id, status);
	if (!row) throw new NotFoundError("Bug report not found");
	return toBugReport(row);
}

/** Deletes the report and its screenshot; 404 for an unknown report. */
export async function deleteBugReport(deps: Pick<Deps, "db" | "bucket">, id: string): Promise<{ deleted: true }> {
	const row = await deleteBugReportRow(deps.db, id);
	if (!row) throw new NotFoundError("Bug report not found");
	if (row.screenshotKey) await deps.bucket.delete(row.screenshotKey);
	return { deleted: true };
}

/** A report's screenshot bytes; 404 when the report or its screenshot is unknown. */
export async function readBugScreenshot(deps: Pick<Deps, "db" | "bucket">, id: string) {
	const row = await findBugReport(deps.db, id);
	if (!row?.screenshotKey) throw new NotFoundError("Screenshot not found");
	const object = await deps.bucket.get(row.screenshotKey);
	if (!object) throw new NotFoundError("Screenshot not found");
	return { body: object.body, size: object.size, etag: object.httpEtag };
}
