import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every Worker response (the API's CSP allows nothing: JSON needs nothing).
 * The SPA's page gets its own (page-document.ts); the static files outside /assets/ are served
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
