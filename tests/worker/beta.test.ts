import { describe, expect, it } from "vitest";
import { BETA_ATTEMPTS_PER_MINUTE } from "../../domain/user/beta";
import { readConfig } from "../../worker/config";
import { sign } from "../../worker/lib/signing";
import { issueTicket } from "../../worker/services/live-tickets";
import {
	BETA_PASSWORD,
	betaCookie,
	bindings,
	call,
	callWith,
	cookieFrom,
	json,
	parseSetCookies,
	setCookie,
	uniqueIp,
} from "./helpers";

const SECRET = bindings.SESSION_SECRET ?? "";
const authenticate = (body: unknown, ip = uniqueIp(), init: RequestInit = {}) =>
	call("/api/beta/authenticate", json(body, { ...init, headers: { "CF-Connecting-IP": ip, ...init.headers } }));

describe("GET /api/beta/status", () => {
	it("is false without the cookie", async () => {
		const res = await call("/api/beta/status");
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ authenticated: false });
	});

	it("is true with the cookie", async () => {
		const res = await call("/api/beta/status", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ authenticated: true });
	});
});

describe("POST /api/beta/authenticate", () => {
	it("refuses a wrong password with 401 and sets no cookie", async () => {
		const res = await authenticate({ password: "not-the-password" });
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Invalid password" });
		expect(parseSetCookies(res)).toEqual([]);
	});

	it("accepts the right password with an HttpOnly, SameSite=Lax cookie", async () => {
		const res = await authenticate({ password: BETA_PASSWORD });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ authenticated: true });
		const cookie = setCookie(res, "ag_beta");
		expect(cookie?.value).toBeTruthy();
		expect(cookie?.attributes.get("httponly")).toBe(true);
		expect(cookie?.attributes.get("samesite")).toBe("Lax");
		expect(cookie?.attributes.get("path")).toBe("/");
		expect(cookie?.attributes.get("max-age")).toBe(String(90 * 24 * 60 * 60));
		// Plain-http localhost: a Secure cookie would be dropped by the browser.
		expect(cookie?.attributes.has("secure")).toBe(false);
	});

	it("marks the cookie Secure over https", async () => {
		const res = await call(
			"https://localhost/api/beta/authenticate",
			json({ password: BETA_PASSWORD }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(res.status).toBe(200);
		expect(setCookie(res, "ag_beta")?.attributes.get("secure")).toBe(true);
	});

	it("does not accept the password with surrounding whitespace", async () => {
		const res = await authenticate({ password: ` ${BETA_PASSWORD} ` });
		expect(res.status).toBe(401);
	});

	it.each([
		["a missing password", {}],
		["a non-string password", { password: 12345 }],
		["a password longer than 200 characters", { password: "x".repeat(201) }],
	])("answers 400 {error, issues} for %s", async (_name, body) => {
		const res = await authenticate(body);
		expect(res.status).toBe(400);
		const answer = (await res.json()) as { error: string; issues: unknown[] };
		expect(typeof answer.error).toBe("string");
		expect(answer.issues.length).toBeGreaterThan(0);
		expect(parseSetCookies(res)).toEqual([]);
	});

	it("answers 400 {error} for a body that is not JSON", async () => {
		const res = await call("/api/beta/authenticate", {
			method: "POST",
			headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
			body: "password=test-beta-password",
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: expect.any(String) });
	});

	it("answers 400 for a form-encoded body (JSON only)", async () => {
		const res = await call("/api/beta/authenticate", {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
			body: `password=${BETA_PASSWORD}`,
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String) });
	});

	it("refuses a cross-site POST before looking at the password", async () => {
		const res = await authenticate({ password: BETA_PASSWORD }, uniqueIp(), {
			headers: { Origin: "https://evil.example" },
		});
		expect(res.status).toBe(403);
		expect(parseSetCookies(res)).toEqual([]);
	});
});

describe("the gate on /api/*", () => {
	it("answers 403 JSON on /api/auth/user without the cookie", async () => {
		const res = await call("/api/auth/user");
		expect(res.status).toBe(403);
		expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ error: "Beta access required" });
	});

	it("answers 403 on unknown /api paths too, so the surface is not revealed", async () => {
		const res = await call("/api/does-not-exist");
		expect(res.status).toBe(403);
	});

	it("lets the cookie through to the route (401: signed out)", async () => {
		const res = await call("/api/auth/user", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(401);
	});

	it("keeps /api/health and /api/config reachable without the cookie", async () => {
		const health = await call("/api/health");
		expect(health.status).toBe(200);
		expect(await health.json()).toEqual({ status: "ok", time: expect.any(String) });
		const config = await call("/api/config");
		expect(config.status).toBe(200);
		expect(await config.json()).toMatchObject({ appName: "Adventure Guide", providers: { auth: "email-link" } });
	});

	it.each([
		["garbage", "ag_beta=garbage"],
		["an empty value", "ag_beta="],
		["three dot-separated parts", "ag_beta=a.b.c"],
	])("refuses a forged cookie: %s", async (_name, cookie) => {
		const res = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(res.status).toBe(403);
		const status = await call("/api/beta/status", { headers: { Cookie: cookie } });
		expect(await status.json()).toEqual({ authenticated: false });
	});

	it("refuses a real cookie whose payload was changed", async () => {
		const real = (await betaCookie()).slice("ag_beta=".length);
		const [, signature] = real.split(".");
		const payload = btoa(JSON.stringify({ exp: Date.now() + 10 * 365 * 86_400_000 }))
			.replace(/\+/g, "-")
			.replace(/\//g, "_")
			.replace(/=+$/, "");
		const res = await call("/api/auth/user", { headers: { Cookie: `ag_beta=${payload}.${signature}` } });
		expect(res.status).toBe(403);
	});

	it("refuses a cookie whose signature was changed", async () => {
		const [payload = "", signature = ""] = (await betaCookie()).slice("ag_beta=".length).split(".");
		// The first character: the last one of unpadded base64url carries only padding bits.
		const first = signature.startsWith("A") ? "B" : "A";
		const res = await call("/api/auth/user", {
			headers: { Cookie: `ag_beta=${payload}.${first}${signature.slice(1)}` },
		});
		expect(res.status).toBe(403);
	});

	it("refuses a cookie signed with another secret", async () => {
		const forged = await sign("some-other-secret", "beta-access", { exp: Date.now() + 60_000 });
		const res = await call("/api/auth/user", { headers: { Cookie: `ag_beta=${forged}` } });
		expect(res.status).toBe(403);
	});

	it("refuses an expired cookie even when its signature is good", async () => {
		const expired = await sign(SECRET, "beta-access", { exp: Date.now() - 1000 });
		const res = await call("/api/auth/user", { headers: { Cookie: `ag_beta=${expired}` } });
		expect(res.status).toBe(403);
	});

	it("refuses a live-channel ticket passed off as a beta cookie (keys are per purpose)", async () => {
		const { token } = await issueTicket(SECRET, { userId: "user", sessionId: "session" }, "adventure");
		const res = await call("/api/auth/user", { headers: { Cookie: `ag_beta=${token}` } });
		expect(res.status).toBe(403);
	});
});

describe("rate limit on wrong passwords", () => {
	it(`answers 429 after ${BETA_ATTEMPTS_PER_MINUTE} wrong passwords, even for the right one`, async () => {
		const ip = uniqueIp();
		for (let i = 0; i < BETA_ATTEMPTS_PER_MINUTE; i++) {
			const res = await authenticate({ password: `wrong-${i}` }, ip);
			expect(res.status).toBe(401);
		}
		const limited = await authenticate({ password: "wrong-again" }, ip);
		expect(limited.status).toBe(429);
		expect(limited.headers.get("Retry-After")).toBe("60");
		expect(await limited.json()).toEqual({ error: expect.any(String) });

		const right = await authenticate({ password: BETA_PASSWORD }, ip);
		expect(right.status).toBe(429);
		expect(parseSetCookies(right)).toEqual([]);

		// Another client is not affected.
		const other = await authenticate({ password: BETA_PASSWORD }, uniqueIp());
		expect(other.status).toBe(200);
		expect(cookieFrom(other, "ag_beta")).toMatch(/^ag_beta=/);
	});

	it("does not count right passwords or invalid bodies", async () => {
		const ip = uniqueIp();
		for (let i = 0; i < BETA_ATTEMPTS_PER_MINUTE; i++) {
			expect((await authenticate({ password: BETA_PASSWORD }, ip)).status).toBe(200);
			expect((await authenticate({}, ip)).status).toBe(400);
		}
		for (let i = 0; i < BETA_ATTEMPTS_PER_MINUTE - 1; i++) {
			expect((await authenticate({ password: "wrong" }, ip)).status).toBe(401);
		}
		// The tenth wrong one is still answered; only the eleventh attempt is limited.
		expect((await authenticate({ password: "wrong" }, ip)).status).toBe(401);
		expect((await authenticate({ password: "wrong" }, ip)).status).toBe(429);
	});
});

describe("a deployment without BETA_PASSWORD", () => {
	it("reads no beta password from a missing or blank secret", () => {
		expect(readConfig({ ...bindings, BETA_PASSWORD: undefined }).betaPassword).toBeNull();
		expect(readConfig({ ...bindings, BETA_PASSWORD: "   " }).betaPassword).toBeNull();
		expect(readConfig({ ...bindings, BETA_PASSWORD: undefined, SESSION_SECRET: undefined }).signingSecret).toBeNull();
		// With only the beta password, it keys the signatures, so a minimal deploy still works.
		expect(readConfig({ ...bindings, SESSION_SECRET: undefined }).signingSecret).toBe(`beta:${BETA_PASSWORD}`);
	});

	it("accepts no password at all", async () => {
		for (const password of ["", BETA_PASSWORD, "undefined", "null"]) {
			const res = await callWith(
				{ BETA_PASSWORD: undefined },
				"/api/beta/authenticate",
				json({ password }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
			);
			expect(res.status).toBe(401);
			expect(parseSetCookies(res)).toEqual([]);
		}
	});

	it("admits nobody, not even with a cookie this deployment signed earlier", async () => {
		const cookie = await betaCookie();
		const status = await callWith({ BETA_PASSWORD: "" }, "/api/beta/status", { headers: { Cookie: cookie } });
		expect(await status.json()).toEqual({ authenticated: false });
		const user = await callWith({ BETA_PASSWORD: "" }, "/api/auth/user", { headers: { Cookie: cookie } });
		expect(user.status).toBe(403);
		const health = await callWith({ BETA_PASSWORD: "" }, "/api/health");
		expect(health.status).toBe(200);
	});
});
