import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every Worker response (the API's CSP allows nothing: JSON needs nothing).
 * The SPA page and the static files outside /assets/ are served without running the Worker, so
 * they get their headers — HSTS included, and the page's CSP — from web/public/_headers.
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
