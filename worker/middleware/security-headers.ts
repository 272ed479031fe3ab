import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { pageContentSecurityPolicy } from "../../domain/api/page-policy";
import { readConfig } from "../config";
import type { AppEnv } from "../env";

/**
 * Security headers on every Worker response (the API's CSP allows nothing: JSON needs nothing).
 * The SPA's page gets its own, below (`pageDocument`); the static files outside /assets/ are served
 * without running the Worker, so they get theirs — HSTS included — from web/public/_headers.
 */
export const securityHeaders = () =>
	secureHeaders({
		contentSecurityPolicy: {
			defaultSrc: ["'none'"],
			frameAncestors: ["'none'"],
			baseUri: ["'none'"],
		},
		xContentTypeOptions: "nosniff",
		xFrameOptions: "DENY",
		referrerPolicy: "strict-origin-when-cross-origin",
		crossOriginResourcePolicy: "same-origin",
		crossOriginOpenerPolicy: "same-origin",
		strictTransportSecurity: "max-age=31536000; includeSubDomains",
	});

const PAGE_HEADERS = {
	"Strict-Transport-Security": "max-age=31536000; includeSubDomains",
	"X-Content-Type-Options": "nosniff",
	"X-Frame-Options": "DENY",
	"Referrer-Policy": "strict-origin-when-cross-origin",
	"Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
};

/**
 * The SPA's page (index.html, for every app path): wrangler.toml sends navigations to the Worker
 * first, so the page's CSP can allow the configured tile server. Served from ASSETS like before;
 * only the headers are the Worker's. Mounted first, before any session or D1 work; API, live
 * channel and build-file paths pass through. Vite's dev server (its client script in the page) keeps
 * its own inline preamble, so no policy is added there.
 */
export const pageDocument = () =>
	createMiddleware<AppEnv>(async (c, next) => {
		const path = c.req.path;
		const method = c.req.method;
		if ((method !== "GET" && method !== "HEAD") || /^\/(api|ws|assets)(\/|$)/.test(path)) return next();
		const res = await c.env.ASSETS.fetch(c.req.raw);
		if (!res.headers.get("Content-Type")?.startsWith("text/html")) return new Response(res.body, res);
		const html = method === "HEAD" ? "" : await res.text();
		const page = new Response(method === "HEAD" ? null : html, res);
		if (html.includes("/@vite/client")) return page;
		page.headers.set("Content-Security-Policy", pageContentSecurityPolicy(readConfig(c.env).mapTiles.origin));
		for (const [name, value] of Object.entries(PAGE_HEADERS)) page.headers.set(name, value);
		return page;
	});
