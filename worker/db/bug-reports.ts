import { count, desc, eq } from "drizzle-orm";
import type { BugStatus } from "../../domain/bug-report/bug-report-rules";
import type { Db } from "./index";
import { type BugReportRow, bugReports } from "./schema";

export type NewBugReportRow = typeof bugReports.$inferInsert;

export async function insertBugReport(db: Db, row: NewBugReportRow): Promise<BugReportRow> {
	const [inserted] = await db.insert(bugReports).values(row).returning();
	if (!inserted) throw new Error("bug report insert returned no row");
	return inserted;
}

/** The newest reports first, at most `limit`. */
export function listBugReportRows(db: Db, limit: number): Promise<BugReportRow[]> {
	return db.select().from(bugReports).orderBy(desc(bugReports.createdAt), desc(bugReports.id)).limit(limit);
}

/** How many reports each status has. */
export async function countBugReportsByStatus(db: Db): Promise<Partial<Record<BugStatus, number>>> {
	const rows = await db.select({ status: bugReports.status, n: count() }).from(bugReports).groupBy(bugReports.status);
	return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export async function findBugReport(db: Db, id: string): Promise<BugReportRow | undefined> {
	const [row] = await db.select().from(bugReports).where(eq(bugReports.id, id)).limit(1);
	return row;
}

/** Sets the status; undefined when no such report. */
export async function updateBugReportStatus(
	db: Db,
	id: string,
	status: BugStatus,
	now = new Date(),
): Promise<BugReportRow | undefined> {
	const [row] = await db.update(bugReports).set({ status, updatedAt: now }).where(eq(bugReports.id, id)).returning();
	return row;
}

/** Deletes the report; returns the deleted row (for its screenshot key), undefined when none. */
export async function deleteBugReportRow(db: Db, id: string): Promise<BugReportRow | undefined> {
	const [row] = await db.delete(bugReports).where(eq(bugReports.id, id)).returning();
	return row;
}
