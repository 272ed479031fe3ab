import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../worker/db/schema";
import { userChanged } from "../../worker/services/sessions";
import { bindings, callWith, cookieFrom, cookies, db, json, sessionKey, signIn, uniqueEmail } from "./helpers";

/**
 * The bindings with their KV and D1 wrapped so a test can see what one request did: KV calls by
 * method and key, D1 statements by their SQL.
 */
function counted() {
	const kvCalls: string[] = [];
	const statements: string[] = [];
	const wrap = <T extends object>(target: T, record: (method: string, first: unknown) => void): T =>
		new Proxy(target, {
			get(object, property) {
				const value = Reflect.get(object, property, object);
				if (typeof value !== "function") return value;
				return (...args: unknown[]) => {
					record(String(property), args[0]);
					return value.apply(object, args);
				};
			},
		});
	const KV = wrap(bindings.KV, (method, key) => kvCalls.push(`${method} ${String(key)}`));
	const DB = wrap(bindings.DB, (method, sql) => {
		if (method === "prepare") statements.push(String(sql));
		if (method === "batch" || method === "exec") statements.push(method);
	});
	return { overrides: { KV, DB }, kvCalls, statements };
}

async function get(path: string, cookie: string) {
	const probe = counted();
	const res = await callWith(probe.overrides, path, { headers: { Cookie: cookie } });
	return { res, body: res.ok ? ((await res.json()) as Record<string, unknown>) : null, ...probe };
}

describe("the user kept with the session", () => {
	it("a signed-in GET reads KV once and D1 never for the user", async () => {
		const { cookie, sessionId } = await signIn();
		const me = await get("/api/auth/user", cookie);
		expect(me.res.status).toBe(200);
		expect(me.kvCalls).toEqual([`get ${await sessionKey(sessionId)}`]);
		expect(me.statements).toEqual([]);

		// The adventures list: the one KV read, then its one query, on the adventures alone.
		const list = await get("/api/adventures", cookie);
		expect(list.res.status).toBe(200);
		expect(list.kvCalls).toEqual([`get ${await sessionKey(sessionId)}`]);
		expect(list.statements).toHaveLength(1);
		expect(list.statements[0]).toMatch(/from "adventures"/);
		expect(list.statements[0]).not.toMatch(/"users"|"sessions"/);
	});

	it("a profile update refreshes the cached user of this session and of the user's others", async () => {
		const email = uniqueEmail("cache-profile");
		const phone = await signIn(email);
		const laptop = await signIn(email);
		const put = await callWith(
			{},
			"/api/user/profile",
			json({ firstName: "Renamed" }, { method: "PUT", headers: { Cookie: laptop.cookie } }),
		);
		expect(put.status).toBe(200);

		// This session has the new row cached: no D1 read.
		const here = await get("/api/auth/user", laptop.cookie);
		expect(here.body?.firstName).toBe("Renamed");
		expect(here.statements).toEqual([]);

		// The other session dropped its cached row: one check in D1, then cached again.
		const there = await get("/api/auth/user", phone.cookie);
		expect(there.body?.firstName).toBe("Renamed");
		expect(there.statements).toHaveLength(1);
		expect(there.statements[0]).toMatch(/from "sessions" inner join "users"/);
		const again = await get("/api/auth/user", phone.cookie);
		expect(again.body?.firstName).toBe("Renamed");
		expect(again.statements).toEqual([]);
	});

	it("a role change drops the cached user: admin rights lost at a sign-in reach the other sessions", async () => {
		const admin = await signIn("admin@example.com");
		expect((await get("/api/auth/user", admin.cookie)).body?.isAdmin).toBe(true);

		// ADMIN_EMAILS no longer names the address: the next sign-in takes the rights away…
		const res = await callWith(
			{ ADMIN_EMAILS: "" },
			"/api/auth/local",
			json({ firstName: "A", lastName: "B", email: "admin@example.com" }, { headers: { Cookie: admin.beta } }),
		);
		expect(res.status).toBe(200);
		const fresh = cookies(admin.beta, cookieFrom(res, "ag_session"));
		expect((await get("/api/auth/user", fresh)).body?.isAdmin).toBe(false);
		// …and from the session that was already open, at once.
		const before = await get("/api/auth/user", admin.cookie);
		expect(before.body?.isAdmin).toBe(false);
		expect(before.statements).toHaveLength(1);

		// Rights given outside a sign-in (an admin screen) reach every session through userChanged.
		await db().update(users).set({ isAdmin: true }).where(eq(users.email, "admin@example.com"));
		await userChanged(db(), env.KV, admin.user.id);
		expect((await get("/api/auth/user", admin.cookie)).body?.isAdmin).toBe(true);
		expect((await get("/api/auth/user", fresh)).body?.isAdmin).toBe(true);
	});

	it("a record from before the cache (keyed by the id, no user) is checked in D1 once and moved", async () => {
		const { cookie, sessionId, user } = await signIn();
		const key = await sessionKey(sessionId);
		const record = (await env.KV.get<Record<string, unknown>>(key, "json")) ?? {};
		const { user: _cached, checkedAt: _checked, ...legacy } = record;
		await env.KV.delete(key);
		await env.KV.put(`session:${sessionId}`, JSON.stringify(legacy));

		const first = await get("/api/auth/user", cookie);
		expect(first.body?.id).toBe(user.id);
		expect(first.statements).toHaveLength(1);
		expect(await env.KV.get(`session:${sessionId}`)).toBeNull();
		expect(await env.KV.get<{ user: { id: string } }>(key, "json")).toMatchObject({ user: { id: user.id } });
		const second = await get("/api/auth/user", cookie);
		expect(second.kvCalls).toEqual([`get ${key}`]);
		expect(second.statements).toEqual([]);
	});

	it("after five minutes the cached record is checked again: a session ended in D1 alone then stops", async () => {
		const { cookie, sessionId, user } = await signIn();
		const key = await sessionKey(sessionId);
		const record = await env.KV.get<Record<string, unknown>>(key, "json");
		await env.KV.put(key, JSON.stringify({ ...record, checkedAt: Date.now() - 6 * 60_000 }));
		// Ended around the app (straight in D1): the cached user still answers this request…
		await db().delete(sessions).where(eq(sessions.userId, user.id));
		expect((await get("/api/auth/user", cookie)).res.status).toBe(200);
		// …whose check after the response removed the record.
		expect(await env.KV.get(key)).toBeNull();
		expect((await get("/api/auth/user", cookie)).res.status).toBe(401);
	});
});
