import { type SpendAlertLevel, spendAlertEmail, spendAlertLevels, spendState } from "../../domain/monitoring/spend";
import type { AppConfig } from "../config";
import type { Db } from "../db";
import { claimSpendAlert, deleteCallCountsBefore, deleteUsageEventsBefore, releaseSpendAlert } from "../db/spend";
import type { Deps } from "../lib/deps";
import { escapeHtml } from "../providers/email";
import { paidServices, readMonthSpend, spendFigures } from "./spend-gate";

/** Old usage events go at most this many per statement… */
const USAGE_DELETE_BATCH = 5_000;
/** …and at most this many statements per scheduled run (100,000 rows an hour, 2.4 million a day). */
const USAGE_DELETE_STATEMENTS = 20;

const DAY_MS = 86_400_000;

/**
 * Deletes raw usage events older than the retention window (USAGE_EVENTS_RETENTION_DAYS, default
 * 35 days) in bounded batches: at most `limits.statements` deletes of `limits.batch` rows, so one
 * run never holds the database long; a backlog is worked off over the next runs. The daily
 * roll-up (usage_daily) is never touched. Also drops the per-account model-call and place-call
 * counts of days before yesterday. Returns how many events went and whether older ones remain.
 */
export async function pruneUsage(
	db: Db,
	config: Pick<AppConfig, "usageEventsRetentionDays">,
	now: Date,
	limits = { batch: USAGE_DELETE_BATCH, statements: USAGE_DELETE_STATEMENTS },
): Promise<{ deleted: number; statements: number; more: boolean }> {
	const before = new Date(now.getTime() - config.usageEventsRetentionDays * DAY_MS);
	let deleted = 0;
	let statements = 0;
	let more = true;
	while (more && statements < limits.statements) {
		const gone = await deleteUsageEventsBefore(db, before, limits.batch);
		statements += 1;
		deleted += gone;
		more = gone === limits.batch;
	}
	await deleteCallCountsBefore(db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
	return { deleted, statements, more };
}

/**
 * The admins' budget e-mails (ADMIN_EMAILS), at most once a month per level: 80 when the month's
 * projected spend passes 80 % of the budget (the page's budget alert), 100 when the spend reached
 * the budget and paid services paused. Each level is claimed by a row in spend_alerts (month,
 * level) before sending, so runs in parallel or later in the month never send it again; when both
 * are new, one e-mail (the 100 one) says it. A claim whose e-mail reached no admin is given back.
 * Returns the level mailed, or null.
 */
export async function sendSpendAlerts(
	deps: Pick<Deps, "db" | "email" | "config">,
	now: Date,
): Promise<SpendAlertLevel | null> {
	const { db, config } = deps;
	if (config.adminEmails.size === 0) return null;
	const spend = await readMonthSpend(db, now);
	const figures = spendFigures(spend, now);
	const claimed: SpendAlertLevel[] = [];
	for (const level of spendAlertLevels(figures, figures.budgetUsd)) {
		if (await claimSpendAlert(db, spend.month, level, now)) claimed.push(level);
	}
	const level = claimed.at(-1);
	if (level === undefined) return null;
	const state = spendState({
		currentUsd: figures.current,
		budgetUsd: figures.budgetUsd,
		now,
		paidServices: paidServices(config),
	});
	const link = config.publicOrigin ? `${config.publicOrigin}/admin/monitoring` : null;
	const { subject, text } = spendAlertEmail({
		level,
		appName: config.appName,
		projection: figures,
		budgetUsd: figures.budgetUsd,
		state,
		link,
	});
	const html = text
		.split("\n\n")
		.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
		.join("\n");
	const sent = await Promise.allSettled(
		[...config.adminEmails].map((to) => deps.email.send({ to, subject, text, html })),
	);
	if (sent.some((result) => result.status === "fulfilled")) return level;
	console.warn("budget e-mail reached no admin; it is tried again on the next run", sent);
	for (const claim of claimed) await releaseSpendAlert(db, spend.month, claim);
	return null;
}
