import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../worker/db/schema";
import { signInByLink } from "./email-link-fixtures";
import { betaCookie, call, callWith, cookieFrom, cookies, db, json, setCookie, signIn, uniqueEmail } from "./helpers";

/**
 * Sign-in impostors: with only the beta password, the local sign-in once let anyone in as any
 * existing user, renamed them, granted ADMIN_EMAILS' admin rights, and kept the impostor's session alive.
 */

const userByEmail = (email: string) => db().query.users.findFirst({ where: eq(users.email, email) });
const sessionRowsOf = (userId: string) => db().select().from(sessions).where(eq(sessions.userId, userId));
const me = (cookie: string) => call("/api/auth/user", { headers: { Cookie: cookie } });

/** The local form with the switch given (the tests otherwise run with LOCAL_SIGN_IN=true). */
const localWith = (localSignIn: string | undefined, body: unknown, beta: string) =>
	callWith({ LOCAL_SIGN_IN: localSignIn }, "/api/auth/local", json(body, { headers: { Cookie: beta } }));

describe("the local sign-in switch (LOCAL_SIGN_IN)", () => {
	it.each([
		["unset", undefined],
		["empty", ""],
		["false", "false"],
		["1", "1"],
		["yes", "yes"],
	])("refuses the local sign-in when the switch is %s: 403, no user, no session", async (_name, value) => {
		const beta = await betaCookie();
		const email = uniqueEmail("off");
		const res = await localWith(value, { firstName: "Off", lastName: "Switch", email }, beta);
		expect(res.status).toBe(403);
		expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ error: expect.stringMatching(/Local sign-in is switched off/) });
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(await userByEmail(email)).toBeUndefined();
	});

	it("refuses it for an existing user too and changes nothing about them", async () => {
		const email = uniqueEmail("victim");
		const victim = await signInByLink(email, { firstName: "Vic", lastName: "Tim" });
		const before = await userByEmail(email);
		const res = await localWith("", { firstName: "Mal", lastName: "Lory", email }, await betaCookie());
		expect(res.status).toBe(403);
		expect(await userByEmail(email)).toEqual(before);
		expect(await sessionRowsOf(victim.user.id)).toHaveLength(1);
	});

	it("accepts TRUE in any case, with spaces", async () => {
		const res = await localWith(
			" TRUE ",
			{ firstName: "On", lastName: "Switch", email: uniqueEmail() },
			await betaCookie(),
		);
		expect(res.status).toBe(200);
	});

	it("GET /api/config lists the sign-in methods the server accepts", async () => {
		const on = await call("/api/config");
		expect(await on.json()).toMatchObject({
			signInMethods: ["email-link", "local"],
			providers: { auth: "email-link" },
		});
		const off = await callWith({ LOCAL_SIGN_IN: "" }, "/api/config");
		expect(await off.json()).toMatchObject({ signInMethods: ["email-link"], providers: { auth: "email-link" } });
	});
});

describe("no impostors with the switch on", () => {
	it("keeps the stored names of an existing user (only a new user takes the typed ones)", async () => {
		const email = uniqueEmail("named");
		await signInByLink(email, { firstName: "Real", lastName: "Person" });
		const impostor = await signIn(email.toUpperCase(), { firstName: "Fake", lastName: "Name" });
		expect(impostor.user).toMatchObject({ email });
		expect(await userByEmail(email)).toMatchObject({ firstName: "Real", lastName: "Person" });
		const answer = await me(impostor.cookie);
		expect(await answer.json()).toMatchObject({ firstName: "Real", lastName: "Person" });
	});

	it("switched off, an address in ADMIN_EMAILS cannot be typed in either", async () => {
		// Admin rights need a proven address or the switch: the link (email-link.test.ts), a verified
		// issuer address (auth-oidc.test.ts, which also shows an unverified one gets none), or the
		// switch standing in for proof (auth-local.test.ts).
		const res = await localWith("", { firstName: "A", lastName: "D", email: "admin@example.com" }, await betaCookie());
		expect(res.status).toBe(403);
		expect(await userByEmail("admin@example.com")).toBeUndefined();
	});

	it("the real user's next proven sign-in ends sessions that began without proof", async () => {
		const email = uniqueEmail("target");
		const real = await signInByLink(email);
		const impostor = await signIn(email, { firstName: "Imp", lastName: "Ostor" });
		expect((await me(impostor.cookie)).status).toBe(200);
		const rows = await sessionRowsOf(real.user.id);
		expect(
			rows.map((row) => ({ method: row.method, proven: row.proven })).sort((a, b) => a.method.localeCompare(b.method)),
		).toEqual([
			{ method: "email-link", proven: true },
			{ method: "local", proven: false },
		]);

		// The owner of the address signs in again with a link, from another device.
		const again = await signInByLink(email);
		expect((await me(impostor.cookie)).status).toBe(401);
		// Their own sessions (proven) live on.
		expect((await me(real.cookie)).status).toBe(200);
		expect((await me(again.cookie)).status).toBe(200);
		expect((await sessionRowsOf(real.user.id)).every((row) => row.proven)).toBe(true);
	});

	it("a local sign-in does not end the user's other sessions", async () => {
		const email = uniqueEmail("two-tabs");
		const first = await signIn(email);
		const second = await signIn(email);
		expect((await me(first.cookie)).status).toBe(200);
		expect((await me(second.cookie)).status).toBe(200);
	});

	it("each sign-in's session is indexed by the SHA-256 of its id, never the id", async () => {
		const email = uniqueEmail("indexed");
		const beta = await betaCookie();
		const res = await call(
			"/api/auth/local",
			json({ firstName: "I", lastName: "X", email }, { headers: { Cookie: beta } }),
		);
		const id = cookieFrom(res, "ag_session").split("=")[1] ?? "";
		const user = await userByEmail(email);
		const rows = await sessionRowsOf(user?.id ?? "");
		expect(rows).toHaveLength(1);
		expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
		expect(JSON.stringify(rows)).not.toContain(id);
		expect((await me(cookies(beta, `ag_session=${id}`))).status).toBe(200);
	});
});
