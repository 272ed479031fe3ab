import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { createDeps } from "../lib/deps";
import { UsageMeter } from "../services/usage-meter";

/**
 * Per-request context: parsed config, the usage meter (whose records are written after the
 * response, so metering never adds latency) and the services' dependencies built from both.
 */
export const requestContext = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const config = readConfig(c.env);
		const meter = new UsageMeter();
		const deps = createDeps(c.env, config, meter, (label, work) => afterResponse(c, label, work));
		c.set("config", config);
		c.set("session", null);
		c.set("user", null);
		c.set("deps", deps);
		await next();
		if (meter.pending.length > 0) {
			const flush = meter.flush(deps.db, { userId: c.get("user")?.id ?? null, route: c.req.routePath });
			afterResponse(c, "usage meter flush", flush);
		}
	});
