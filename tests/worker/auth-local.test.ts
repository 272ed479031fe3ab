import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "../../worker/db/schema";
import { dropSessionRecords, liveSessionHashes, SESSION_TTL_SECONDS } from "../../worker/services/sessions";
import {
	betaCookie,
	call,
	cookieFrom,
	cookies,
	db,
	json,
	parseSetCookies,
	sessionKey,
	setCookie,
	signIn,
	uniqueEmail,
} from "./helpers";

const localSignIn = (body: unknown, cookie: string, init: RequestInit = {}) =>
	call("/api/auth/local", json(body, { ...init, headers: { Cookie: cookie, ...init.headers } }));

const userByEmail = (email: string) => db().query.users.findFirst({ where: eq(users.email, email) });

/** The spec's "Current user", and nothing else. */
const CURRENT_USER_FIELDS = [
	"email",
	"firstName",
	"homeLatitude",
	"homeLocation",
	"homeLongitude",
	"id",
	"interestTags",
	"isAdmin",
	"isLocalWunder",
	"kidAges",
	"lastName",
	"numberOfKids",
	"profileImageUrl",
];

describe("POST /api/auth/local", () => {
	it("creates the user, starts a session and returns the current user", async () => {
		const beta = await betaCookie();
		const email = uniqueEmail("Ada");
		const res = await localSignIn({ firstName: "  Ada ", lastName: "Lovelace", email: email.toUpperCase() }, beta);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { user: { id: string }; returnTo: string };
		expect(body.returnTo).toBe("/");

		const row = await userByEmail(email.toLowerCase());
		expect(row).toMatchObject({
			id: body.user.id,
			email: email.toLowerCase(),
			firstName: "Ada",
			lastName: "Lovelace",
			loginCount: 1,
			isAdmin: false,
			oidcSubject: null,
		});
		expect(row?.lastSeenAt).toBeInstanceOf(Date);

		const cookie = setCookie(res, "ag_session");
		expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
		expect(cookie?.attributes.get("httponly")).toBe(true);
		expect(cookie?.attributes.get("samesite")).toBe("Lax");
		expect(cookie?.attributes.get("path")).toBe("/");
		expect(cookie?.attributes.get("max-age")).toBe("2592000");
		expect(SESSION_TTL_SECONDS).toBe(2592000);
		expect(cookie?.attributes.has("secure")).toBe(false);

		const stored = await env.KV.get<{ userId: string; createdAt: number; expiresAt: number }>(
			await sessionKey(cookie?.value ?? ""),
			"json",
		);
		expect(stored?.userId).toBe(body.user.id);
		expect((stored?.expiresAt ?? 0) - (stored?.createdAt ?? 0)).toBe(SESSION_TTL_SECONDS * 1000);
	});

	it("sets a Secure session cookie over https", async () => {
		const beta = await betaCookie();
		const res = await call(
			"https://localhost/api/auth/local",
			json({ firstName: "Sec", lastName: "Ure", email: uniqueEmail() }, { headers: { Cookie: beta } }),
		);
		expect(res.status).toBe(200);
		expect(setCookie(res, "ag_session")?.attributes.get("secure")).toBe(true);
	});

	it("GET /api/auth/user returns exactly the Current user fields", async () => {
		const email = uniqueEmail("grace");
		const { cookie, user } = await signIn(email, { firstName: "Grace", lastName: "Hopper" });
		const res = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(res.status).toBe(200);
		const body = (await res.json()) as Record<string, unknown>;
		expect(Object.keys(body).sort()).toEqual(CURRENT_USER_FIELDS);
		expect(body).toEqual({
			id: user.id,
			firstName: "Grace",
			lastName: "Hopper",
			email,
			profileImageUrl: null,
			isAdmin: false,
			homeLocation: null,
			homeLatitude: null,
			homeLongitude: null,
			numberOfKids: null,
			kidAges: [],
			interestTags: [],
			isLocalWunder: false,
		});
	});

	it("a second sign-in counts the login, rotates the session and keeps the stored names", async () => {
		const email = uniqueEmail();
		const first = await signIn(email);
		const res = await localSignIn({ firstName: "Test", lastName: "Renamed", email }, first.cookie);
		expect(res.status).toBe(200);
		const second = cookieFrom(res, "ag_session");
		expect(second).not.toBe(first.session);

		const row = await userByEmail(email);
		expect(row?.loginCount).toBe(2);
		// A sign-in never renames anyone: names change in the profile.
		expect(row?.lastName).toBe("User");
		expect(row?.id).toBe(first.user.id);

		// The old session is gone from KV, so its cookie no longer signs anyone in.
		expect(await env.KV.get(await sessionKey(first.sessionId))).toBeNull();
		const old = await call("/api/auth/user", { headers: { Cookie: first.cookie } });
		expect(old.status).toBe(401);
		const fresh = await call("/api/auth/user", { headers: { Cookie: cookies(first.beta, second) } });
		expect(fresh.status).toBe(200);
		expect(await fresh.json()).toMatchObject({ id: first.user.id, lastName: "User" });
	});

	it("makes ADMIN_EMAILS admins, case-insensitively", async () => {
		const boss = await signIn("BOSS@example.com");
		expect(boss.user.isAdmin).toBe(true);
		const admin = await signIn("Admin@Example.COM");
		expect(admin.user.isAdmin).toBe(true);
		expect((await userByEmail("admin@example.com"))?.isAdmin).toBe(true);
		const res = await call("/api/auth/user", { headers: { Cookie: admin.cookie } });
		expect(await res.json()).toMatchObject({ email: "admin@example.com", isAdmin: true });
		// Only exact addresses: a look-alike is not an admin.
		const lookalike = await signIn("admin@example.com.evil.org");
		expect(lookalike.user.isAdmin).toBe(false);
	});

	// Each body is built around a fresh e-mail, so "no row was written" can be checked by address.
	it.each<[string, (email: string) => Record<string, unknown>]>([
		["missing first name", (email) => ({ lastName: "L", email })],
		["blank first name", (email) => ({ firstName: "   ", lastName: "L", email })],
		["missing last name", (email) => ({ firstName: "F", email })],
		["missing e-mail", () => ({ firstName: "F", lastName: "L" })],
		["bad e-mail", (email) => ({ firstName: "F", lastName: "L", email: email.replace("@", "") })],
		["e-mail with a space", (email) => ({ firstName: "F", lastName: "L", email: `a ${email}` })],
		["first name over 60 characters", (email) => ({ firstName: "F".repeat(61), lastName: "L", email })],
		["last name over 60 characters", (email) => ({ firstName: "F", lastName: "L".repeat(61), email })],
		[
			"returnTo over 2048 characters",
			(email) => ({ firstName: "F", lastName: "L", email, returnTo: `/${"a".repeat(2048)}` }),
		],
	])("answers 400 for a %s and writes nothing", async (_name, bodyFor) => {
		const email = uniqueEmail("invalid");
		const res = await localSignIn(bodyFor(email), await betaCookie());
		expect(res.status).toBe(400);
		const answer = (await res.json()) as { error: string; issues: unknown[] };
		expect(typeof answer.error).toBe("string");
		expect(answer.issues.length).toBeGreaterThan(0);
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(await userByEmail(email)).toBeUndefined();
	});

	it("accepts names of exactly 60 characters", async () => {
		const res = await localSignIn(
			{ firstName: "F".repeat(60), lastName: "L".repeat(60), email: uniqueEmail() },
			await betaCookie(),
		);
		expect(res.status).toBe(200);
	});

	it("answers 400 for a body that is not JSON", async () => {
		const res = await call("/api/auth/local", {
			method: "POST",
			headers: { Cookie: await betaCookie(), "Content-Type": "application/json" },
			body: "{not json",
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: expect.any(String) });
	});

	it("never hands back a returnTo that leaves the site", async () => {
		const beta = await betaCookie();
		for (const [returnTo, expected] of [
			["//evil.com", "/"],
			["https://evil.com/", "/"],
			["/\\evil.com", "/"],
			["/adventure/abc?tab=paths", "/adventure/abc?tab=paths"],
		]) {
			const res = await localSignIn({ firstName: "R", lastName: "T", email: uniqueEmail(), returnTo }, beta);
			expect(res.status).toBe(200);
			expect(((await res.json()) as { returnTo: string }).returnTo).toBe(expected);
		}
	});

	it("refuses a cross-site POST (CSRF) and writes nothing", async () => {
		const beta = await betaCookie();
		const email = uniqueEmail("csrf");
		const res = await localSignIn({ firstName: "C", lastName: "S", email }, beta, {
			headers: { Origin: "https://evil.example" },
		});
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ error: expect.any(String) });
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(await userByEmail(email)).toBeUndefined();

		// Without Origin, Sec-Fetch-Site still tells a cross-site browser request apart.
		const viaFetchSite = await call("/api/auth/local", {
			...json({ firstName: "C", lastName: "S", email }, { headers: { Cookie: beta, "Sec-Fetch-Site": "cross-site" } }),
		});
		expect(viaFetchSite.status).toBe(403);
		expect(await userByEmail(email)).toBeUndefined();
	});

	it("requires the beta cookie", async () => {
		const email = uniqueEmail();
		const res = await call("/api/auth/local", json({ firstName: "N", lastName: "B", email }));
		expect(res.status).toBe(403);
		expect(await userByEmail(email)).toBeUndefined();
	});
});

describe("sessions", () => {
	it("GET /api/auth/user is 401 without a session", async () => {
		const res = await call("/api/auth/user", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Unauthorized" });
	});

	it("an unknown or malformed session id is 401", async () => {
		const beta = await betaCookie();
		for (const id of ["x".repeat(43), "short", "../../etc/passwd", "a".repeat(200)]) {
			const res = await call("/api/auth/user", { headers: { Cookie: cookies(beta, `ag_session=${id}`) } });
			expect(res.status).toBe(401);
		}
	});

	it("an expired session is 401 even while still in KV", async () => {
		const { cookie, sessionId, user } = await signIn();
		const now = Date.now();
		const record = { userId: user.id, method: "local", proven: false };
		await env.KV.put(
			await sessionKey(sessionId),
			JSON.stringify({ ...record, createdAt: now - 31 * 86_400_000, expiresAt: now - 1000 }),
		);
		const res = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(res.status).toBe(401);

		// The same record with a future expiry is accepted: the expiry is what refused it.
		await env.KV.put(
			await sessionKey(sessionId),
			JSON.stringify({ ...record, createdAt: now, expiresAt: now + 60_000 }),
		);
		const live = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(live.status).toBe(200);
	});

	it("a KV record without its row in the D1 index is no session", async () => {
		const { beta, user } = await signIn();
		const id = `forged${crypto.randomUUID().replace(/-/g, "")}`;
		const now = Date.now();
		await env.KV.put(
			await sessionKey(id),
			JSON.stringify({ userId: user.id, method: "local", proven: false, createdAt: now, expiresAt: now + 60_000 }),
		);
		const res = await call("/api/auth/user", { headers: { Cookie: cookies(beta, `ag_session=${id}`) } });
		expect(res.status).toBe(401);
		// The stray record is cleaned up on the way.
		expect(await env.KV.get(await sessionKey(id))).toBeNull();
	});

	it("a session of a deleted user is 401", async () => {
		const { cookie, user, sessionId } = await signIn();
		// Deleting a user reads their sessions' index hashes first (they lead to the KV records).
		const hashes = await liveSessionHashes(db(), user.id);
		await db().delete(users).where(eq(users.id, user.id));
		expect(await dropSessionRecords(env.KV, hashes)).toBe(1);
		expect(await env.KV.get(await sessionKey(sessionId))).toBeNull();
		const res = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(res.status).toBe(401);
	});

	it("GET /api/logout deletes the session, clears the cookie and redirects to /", async () => {
		const { cookie, beta, sessionId } = await signIn();
		expect(await env.KV.get(await sessionKey(sessionId))).not.toBeNull();
		const res = await call("/api/logout", { headers: { Cookie: cookie } });
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/");
		const cleared = setCookie(res, "ag_session");
		expect(cleared?.value).toBe("");
		expect(cleared?.attributes.get("max-age")).toBe("0");
		expect(cleared?.attributes.get("path")).toBe("/");
		expect(await env.KV.get(await sessionKey(sessionId))).toBeNull();

		const after = await call("/api/auth/user", { headers: { Cookie: cookie } });
		expect(after.status).toBe(401);
		// The beta cookie survives logout.
		const status = await call("/api/beta/status", { headers: { Cookie: beta } });
		expect(await status.json()).toEqual({ authenticated: true });
	});

	it("GET /api/logout while signed out still redirects to /", async () => {
		const res = await call("/api/logout", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/");
	});

	it("records lastSeenAt when a session is used after a while", async () => {
		const { cookie, user, sessionId } = await signIn();
		const stale = new Date(Date.now() - 60 * 60 * 1000);
		await db().update(users).set({ lastSeenAt: stale }).where(eq(users.id, user.id));
		// The session's cached user was last checked an hour ago: this request checks it again.
		const key = await sessionKey(sessionId);
		const record = await env.KV.get<{ checkedAt: number }>(key, "json");
		await env.KV.put(key, JSON.stringify({ ...record, checkedAt: stale.getTime() }));
		expect((await call("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(200);
		// The refresh is written after the response (waitUntil), so wait for it to land.
		await vi.waitFor(async () => {
			const row = await db().query.users.findFirst({ where: eq(users.id, user.id) });
			expect(row?.lastSeenAt?.getTime()).toBeGreaterThan(stale.getTime());
		});
	});
});

describe("sign-in navigations and returnTo", () => {
	it("GET /api/auth/login?returnTo=/adventure/abc goes to the local sign-in page with it", async () => {
		const res = await call("/api/auth/login?returnTo=/adventure/abc", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/sign-in?returnTo=%2Fadventure%2Fabc");
	});

	it.each(["https://evil.com", "//evil.com", "/\\evil.com", "javascript:alert(1)", "/\r\nevil", "\t//evil.com", ""])(
		"sends returnTo %j back to /",
		async (returnTo) => {
			const query = new URLSearchParams({ returnTo }).toString();
			const res = await call(`/api/auth/login?${query}`, { headers: { Cookie: await betaCookie() } });
			expect(res.status).toBe(302);
			expect(res.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
		},
	);

	it("GET /api/auth/login without returnTo goes back to /", async () => {
		const res = await call("/api/auth/login", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
	});

	it("GET /api/login is a redirect to the sign-in page too", async () => {
		const res = await call("/api/login", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
		expect(parseSetCookies(res)).toEqual([]);
	});

	it("GET /api/auth/callback is 404 while no OpenID Connect issuer is configured", async () => {
		const res = await call("/api/auth/callback?code=x&state=y", { headers: { Cookie: await betaCookie() } });
		expect(res.status).toBe(404);
	});
});
