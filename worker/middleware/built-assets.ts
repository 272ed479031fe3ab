import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * `/assets/*`: the content-hashed build files, served like Hono's serveStatic. wrangler.toml sends
 * these paths to the Worker first (`run_worker_first`), because the assets layer's
 * single-page-application fallback would answer a missing file with index.html — under the
 * one-year immutable cache `_headers` gives /assets/*. Here a file that exists is served through
 * the ASSETS binding (its `_headers` rules included); a missing one falls through to the routes,
 * none of which matches, so it is the app's 404. Mounted right after the security headers and
 * before the request context, so a build file costs no session, KV or D1 work.
 */
export const builtAssets = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const res = await c.env.ASSETS.fetch(c.req.raw);
		// Vite writes no HTML under /assets/: an HTML answer is the SPA fallback for a missing file.
		if (res.status === 404 || (res.ok && res.headers.get("Content-Type")?.startsWith("text/html"))) {
			await res.body?.cancel();
			await next();
			return;
		}
		// A binding's response has immutable headers; copy it so the security headers can be added.
		return new Response(res.body, res);
	});
