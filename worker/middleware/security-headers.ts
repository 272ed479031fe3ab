import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every Worker response. Static assets get the same policy from
 * web/public/_headers, since they are served without running the Worker.
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
