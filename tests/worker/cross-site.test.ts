import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BETA_PASSWORD, call, sessionKey, signIn, uniqueEmail, uniqueIp } from "./helpers";

/**
 * Cross-site requests: a page elsewhere could sign a user out through `GET /api/logout`, and a write
 * carrying the session cookie but neither Origin nor Sec-Fetch-Site was accepted.
 */

/** A request exactly as given: no Origin added (tests/worker/helpers.ts `call` adds one to writes). */
const raw = (path: string, init: RequestInit) =>
	exports.default.fetch(new Request(`http://localhost${path}`, { ...init, redirect: "manual" }));
const me = (cookie: string) => call("/api/auth/user", { headers: { Cookie: cookie } });

describe("GET /api/logout from another site", () => {
	it("is refused (403 JSON) and the session is kept", async () => {
		const { cookie, sessionId } = await signIn();
		const res = await call("/api/logout", { headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
		expect(res.status).toBe(403);
		expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ error: "Cross-site request refused" });
		expect(res.headers.getSetCookie()).toEqual([]);
		expect(await env.KV.get(await sessionKey(sessionId))).not.toBeNull();
		expect((await me(cookie)).status).toBe(200);
	});

	it.each(["same-origin", "none"])(
		"still signs out with Sec-Fetch-Site: %s (the app's link, a typed URL)",
		async (site) => {
			const { cookie } = await signIn();
			const res = await call("/api/logout", { headers: { Cookie: cookie, "Sec-Fetch-Site": site } });
			expect(res.status).toBe(302);
			expect((await me(cookie)).status).toBe(401);
		},
	);
});

describe("writes that do not say where they come from", () => {
	it("are refused (403) when they carry the session cookie, and change nothing", async () => {
		const { cookie } = await signIn();
		const res = await raw("/api/adventures", {
			method: "POST",
			headers: { Cookie: cookie, "Content-Type": "application/json" },
			body: JSON.stringify({ title: "No origin", location: "Paris", startDate: "2031-01-01", endDate: "2031-01-03" }),
		});
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ error: expect.any(String) });
		const list = await call("/api/adventures", { headers: { Cookie: cookie } });
		expect(await list.json()).toEqual([]);

		const everywhere = await raw("/api/auth/sign-out-everywhere", { method: "POST", headers: { Cookie: cookie } });
		expect(everywhere.status).toBe(403);
	});

	it("are refused for the local sign-in with a session cookie, and the user is not created", async () => {
		const { cookie } = await signIn();
		const email = uniqueEmail("no-origin");
		const res = await raw("/api/auth/local", {
			method: "POST",
			headers: { Cookie: cookie, "Content-Type": "application/json" },
			body: JSON.stringify({ firstName: "N", lastName: "O", email }),
		});
		expect(res.status).toBe(403);
		expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first()).toBeNull();
	});

	it("pass with Sec-Fetch-Site: same-origin and no Origin (a browser's own request)", async () => {
		const { cookie } = await signIn();
		const res = await raw("/api/auth/sign-out-everywhere", {
			method: "POST",
			headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
		});
		expect(res.status).toBe(200);
	});

	it("pass without any cookie of a session (curl, server-to-server)", async () => {
		const res = await raw("/api/beta/authenticate", {
			method: "POST",
			headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
			body: JSON.stringify({ password: BETA_PASSWORD }),
		});
		expect(res.status).toBe(200);
	});
});
