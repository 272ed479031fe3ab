import type { Bindings } from "./bindings";
import { readConfig } from "./config";
import { createDeps } from "./lib/deps";
import { pruneUsage, sendSpendAlerts } from "./services/maintenance";
import { UsageMeter } from "./services/usage-meter";

/**
 * The cron trigger's run (wrangler.toml `[triggers] crons`, hourly): the admins' budget e-mails
 * (80 % projected, 100 % reached; once a month each) and the usage retention (raw usage_events
 * older than USAGE_EVENTS_RETENTION_DAYS deleted in bounded batches; yesterday's and older
 * per-account model-call counts). The two jobs run side by side; one failing does not stop the
 * other. E-mails it sends are metered like any others.
 */
export async function runScheduled(env: Bindings, ctx: Pick<ExecutionContext, "waitUntil">, at: Date) {
	const config = readConfig(env);
	const meter = new UsageMeter();
	const deps = createDeps(env, config, meter, (label, work) =>
		ctx.waitUntil(work.catch((error) => console.warn(`${label} failed`, error))),
	);
	const [alerts, retention] = await Promise.allSettled([sendSpendAlerts(deps, at), pruneUsage(deps.db, config, at)]);
	if (alerts.status === "rejected") console.warn("budget e-mails failed", alerts.reason);
	if (retention.status === "rejected") console.warn("usage retention failed", retention.reason);
	await meter.flush(deps.db, { userId: null, route: "scheduled" });
	return {
		alert: alerts.status === "fulfilled" ? alerts.value : null,
		retention: retention.status === "fulfilled" ? retention.value : null,
	};
}
