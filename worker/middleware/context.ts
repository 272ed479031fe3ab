import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import { countingQueries, createDb, type QueryTally } from "../db";
import type { AppEnv } from "../env";
import { afterResponse } from "../lib/after-response";
import { createDeps } from "../lib/deps";
import { clientKey } from "../services/rate-limit";
import { isolateTally, UsageMeter } from "../services/usage-meter";

/**
 * Per-request context: parsed config, the usage meter and the services' dependencies built from
 * both (with the spend gate). Metering never adds latency: provider calls are written after the
 * response (waitUntil; a streamed answer's, after its last line);
 * the request and its D1 queries are counted in this isolate's tally, written in a batch every
 * 10 s or 200 requests, also after the response.
 */
export const requestContext = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const config = readConfig(c.env);
		const meter = new UsageMeter();
		const tally: QueryTally = { queries: 0 };
		// The daily caps count for the signed-in account (known once the session middleware ran), else the client's address.
		const deps = createDeps(
			c.env,
			config,
			meter,
			(label, work) => afterResponse(c, label, work),
			() => ({ userId: c.get("user")?.id ?? null, client: clientKey(c.req.raw.headers) }),
		);
		c.set("config", config);
		c.set("session", null);
		c.set("user", null);
		c.set("deps", deps);
		// With a paid provider configured, the spend gate's answer (cached a minute per isolate) is known
		// before the route runs, so what is read without waiting (a provider's kind, Google's photos) follows it.
		if (config.llm !== "offline" || config.google) await deps.spend.paidAllowed();
		try {
			await countingQueries(tally, next);
		} finally {
			const route = c.req.routePath;
			const userId = c.get("user")?.id ?? null;
			// Metering writes run outside the tally (they are not the request's own queries); a streamed
			// answer's provider calls are metered once its last line is written.
			const flush = () => meter.flush(createDb(c.env), { userId, route });
			const streaming = c.get("streaming");
			if (streaming) afterResponse(c, "usage meter flush", streaming.then(flush));
			else if (meter.pending.length > 0) afterResponse(c, "usage meter flush", flush());
			isolateTally.request(`${c.req.method} ${route}`, tally.queries);
			if (isolateTally.due) afterResponse(c, "usage tally flush", isolateTally.flush(createDb(c.env)));
		}
	});
