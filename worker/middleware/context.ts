import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { UsageMeter } from "../services/usage-meter";

/**
 * Per-request context: parsed config and the usage meter, whose records are written after the
 * response so metering never adds latency.
 */
export const requestContext = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		c.set("config", readConfig(c.env));
		c.set("session", null);
		c.set("user", null);
		const meter = new UsageMeter();
		c.set("usage", meter);
		await next();
		if (meter.pending.length > 0) {
			const flush = meter.flush(createDb(c.env), { userId: c.get("user")?.id ?? null, route: c.req.routePath });
			afterResponse(c, "usage meter flush", flush);
		}
	});
