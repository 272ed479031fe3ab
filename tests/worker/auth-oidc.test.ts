import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { users } from "../../worker/db/schema";
import { FakeOidcIssuer, type FakeUser, type IdTokenTweaks, s256 } from "./fake-oidc-issuer";
import { betaCookie, call, callWith, cookies, db, json, parseSetCookies, setCookie, uniqueEmail } from "./helpers";

const ISSUER = "https://issuer.test";
const OIDC = { OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: "client-1", OIDC_CLIENT_SECRET: "s3cret" };

let issuer: FakeOidcIssuer;
let beta: string;

beforeAll(async () => {
	issuer = await FakeOidcIssuer.create({ issuer: ISSUER, clientId: "client-1", clientSecret: "s3cret" });
});

beforeEach(async () => {
	issuer.install();
	beta = await betaCookie();
});

afterEach(() => issuer.uninstall());

const withOidc = (path: string, init: RequestInit = {}) =>
	callWith(OIDC, path, { ...init, headers: { Cookie: beta, ...init.headers } });

function newUser(overrides: Partial<FakeUser> = {}): FakeUser & { email: string } {
	return {
		sub: `sub-${crypto.randomUUID()}`,
		email: uniqueEmail("oidc"),
		given_name: "Ida",
		family_name: "Issuer",
		...overrides,
	} as FakeUser & { email: string };
}

/** `GET /api/auth/login`, returning the issuer URL the browser is sent to. */
async function startLogin(returnTo = "/profile"): Promise<URL> {
	const res = await withOidc(`/api/auth/login?${new URLSearchParams({ returnTo })}`);
	expect(res.status).toBe(302);
	return new URL(res.headers.get("Location") ?? "");
}

/** The whole round trip up to the callback response. */
async function signInVia(user: FakeUser, tweaks: IdTokenTweaks = {}, returnTo = "/profile") {
	const authorize = await startLogin(returnTo);
	const { callbackUrl } = issuer.authorize(authorize.href, user, tweaks);
	const res = await withOidc(callbackUrl);
	return { res, callbackUrl, authorize };
}

const userBySubject = (sub: string) => db().query.users.findFirst({ where: eq(users.oidcSubject, `${ISSUER}#${sub}`) });

describe("OpenID Connect sign-in against a local issuer", () => {
	it("sends the browser to the issuer with code + PKCE S256, state and nonce", async () => {
		const authorize = await startLogin("/adventure/abc");
		expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ISSUER}/authorize`);
		const params = authorize.searchParams;
		expect(params.get("client_id")).toBe("client-1");
		expect(params.get("response_type")).toBe("code");
		expect(params.get("redirect_uri")).toBe("http://localhost/api/auth/callback");
		expect(params.get("scope")).toBe("openid email profile");
		expect(params.get("code_challenge_method")).toBe("S256");
		expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(params.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
		expect(params.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
		expect(params.get("nonce")).not.toBe(params.get("state"));
		// The client secret never travels through the browser.
		expect(authorize.href).not.toContain("s3cret");

		// What the callback needs is kept server-side under the state, bound to this challenge.
		const pending = await env.KV.get<{ codeVerifier: string; nonce: string; returnTo: string; redirectUri: string }>(
			`oidc:${params.get("state")}`,
			"json",
		);
		expect(pending?.returnTo).toBe("/adventure/abc");
		expect(pending?.nonce).toBe(params.get("nonce"));
		expect(pending?.redirectUri).toBe("http://localhost/api/auth/callback");
		expect(await s256(pending?.codeVerifier ?? "")).toBe(params.get("code_challenge"));
	});

	it("GET /api/login starts the same flow", async () => {
		const res = await withOidc("/api/login");
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toMatch(/^https:\/\/issuer\.test\/authorize\?/);
	});

	it("signs the user in at the callback and returns to returnTo", async () => {
		const user = newUser();
		const { res } = await signInVia(user);
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/profile");
		const session = setCookie(res, "ag_session");
		expect(session?.value).toBeTruthy();
		expect(session?.attributes.get("httponly")).toBe(true);
		expect(session?.attributes.get("samesite")).toBe("Lax");

		// The token request carried the client secret, the verifier and the exact redirect URI.
		const exchange = issuer.tokenRequests.at(-1);
		expect(exchange?.status).toBe(200);
		expect(exchange?.params).toMatchObject({
			grant_type: "authorization_code",
			client_id: "client-1",
			client_secret: "s3cret",
			redirect_uri: "http://localhost/api/auth/callback",
		});

		const me = await call("/api/auth/user", { headers: { Cookie: cookies(beta, `ag_session=${session?.value}`) } });
		expect(me.status).toBe(200);
		expect(await me.json()).toMatchObject({
			email: user.email,
			firstName: "Ida",
			lastName: "Issuer",
			isAdmin: false,
		});

		const row = await userBySubject(user.sub);
		expect(row).toMatchObject({ email: user.email, loginCount: 1, oidcSubject: `${ISSUER}#${user.sub}` });
	});

	it("matches a returning user by subject, even after an e-mail change", async () => {
		const user = newUser();
		expect((await signInVia(user)).res.status).toBe(302);
		const changed = { ...user, email: uniqueEmail("moved") };
		expect((await signInVia(changed)).res.status).toBe(302);
		const row = await userBySubject(user.sub);
		expect(row).toMatchObject({ email: changed.email, loginCount: 2 });
		expect(await db().query.users.findFirst({ where: eq(users.email, user.email) })).toBeUndefined();
	});

	it("links an existing local account only when the issuer verified the e-mail", async () => {
		const email = uniqueEmail("linked");
		const local = await call("/api/auth/local", {
			method: "POST",
			headers: { Cookie: beta, "Content-Type": "application/json" },
			body: JSON.stringify({ firstName: "Lou", lastName: "Local", email }),
		});
		expect(local.status).toBe(200);
		const { user: localUser } = (await local.json()) as { user: { id: string } };

		// Unverified: anyone could claim this address at the issuer, so no takeover and no session.
		const unverified = newUser({ email });
		const refused = await signInVia(unverified, { claims: { email_verified: false } });
		expect(refused.res.status).toBe(400);
		expect(await refused.res.json()).toEqual({ error: "This e-mail address belongs to another account" });
		expect(setCookie(refused.res, "ag_session")).toBeUndefined();
		expect(await userBySubject(unverified.sub)).toBeUndefined();

		// Verified: the local account gains the issuer identity.
		const verified = newUser({ email });
		const linked = await signInVia(verified, { claims: { email_verified: true } });
		expect(linked.res.status).toBe(302);
		expect(await userBySubject(verified.sub)).toMatchObject({ id: localUser.id, loginCount: 2 });

		// A second issuer identity cannot take an account that already has one.
		const other = newUser({ email });
		const taken = await signInVia(other, { claims: { email_verified: true } });
		expect(taken.res.status).toBe(400);
	});

	it("makes ADMIN_EMAILS admins when the issuer verified the address", async () => {
		const user = newUser({ email: "Admin@Example.com" });
		const { res } = await signInVia(user, { claims: { email_verified: true } });
		expect(res.status).toBe(302);
		expect(await userBySubject(user.sub)).toMatchObject({ email: "admin@example.com", isAdmin: true });
	});

	it("grants no admin rights for an address in ADMIN_EMAILS the issuer did not verify", async () => {
		const user = newUser({ email: "boss@example.com" });
		const isAdminAfter = async (claims: Record<string, unknown>) => {
			const { res } = await signInVia(user, { claims });
			expect(res.status).toBe(302);
			const session = setCookie(res, "ag_session");
			const me = await call("/api/auth/user", { headers: { Cookie: cookies(beta, `ag_session=${session?.value}`) } });
			const { isAdmin } = (await me.json()) as { isAdmin: boolean };
			expect((await userBySubject(user.sub))?.isAdmin).toBe(isAdmin);
			return isAdmin;
		};
		expect(await isAdminAfter({ email_verified: false })).toBe(false);
		expect(await isAdminAfter({})).toBe(false);
		// The same identity, once the issuer vouches for the address.
		expect(await isAdminAfter({ email_verified: true })).toBe(true);
		// And taken away again when it no longer does.
		expect(await isAdminAfter({ email_verified: false })).toBe(false);
	});

	it("keeps a returning user's names when the issuer sends others", async () => {
		const user = newUser();
		expect((await signInVia(user)).res.status).toBe(302);
		const renamed = { ...user, given_name: "Someone", family_name: "Else" };
		expect((await signInVia(renamed)).res.status).toBe(302);
		expect(await userBySubject(user.sub)).toMatchObject({ firstName: "Ida", lastName: "Issuer", loginCount: 2 });
	});

	it("never returns to another site", async () => {
		const { res } = await signInVia(newUser(), {}, "//evil.com");
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/");
	});

	it("reports the OIDC provider in /api/config, as the only sign-in method", async () => {
		const res = await withOidc("/api/config");
		expect(await res.json()).toMatchObject({ signInMethods: ["oidc"], providers: { auth: "oidc" } });
	});
});

describe("OpenID Connect: refused callbacks", () => {
	let warn: MockInstance<typeof console.warn>;
	beforeEach(() => {
		// The worker logs why a sign-in failed; capturing it proves each case fails for its own reason.
		warn = vi.spyOn(console, "warn").mockImplementation(() => {});
	});
	afterEach(() => warn.mockRestore());

	async function expectRefused(res: Response, reason: RegExp, sub?: string) {
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: expect.any(String) });
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(warn).toHaveBeenCalledTimes(1);
		expect(String(warn.mock.calls[0]?.[1])).toMatch(reason);
		if (sub) expect(await userBySubject(sub)).toBeUndefined();
	}

	it("refuses an unknown state without calling the issuer", async () => {
		const user = newUser();
		const authorize = await startLogin();
		const { callbackUrl } = issuer.authorize(authorize.href, user);
		const forged = new URL(callbackUrl);
		forged.searchParams.set("state", "attacker-chosen-state-value");
		const before = issuer.tokenRequests.length;
		await expectRefused(await withOidc(forged.href), /expired or was already used/, user.sub);
		expect(issuer.tokenRequests.length).toBe(before);
	});

	it("refuses a missing state", async () => {
		const res = await withOidc("/api/auth/callback?code=abc");
		await expectRefused(res, /Missing sign-in state/);
	});

	it("refuses a replayed callback (the state is single-use)", async () => {
		const user = newUser();
		const { res, callbackUrl } = await signInVia(user);
		expect(res.status).toBe(302);
		await expectRefused(await withOidc(callbackUrl), /expired or was already used/);
		expect((await userBySubject(user.sub))?.loginCount).toBe(1);
	});

	it("refuses an ID token with another nonce", async () => {
		const user = newUser();
		await expectRefused((await signInVia(user, { nonce: "some-other-nonce" })).res, /nonce/, user.sub);
	});

	it("refuses an ID token without a nonce", async () => {
		const user = newUser();
		await expectRefused((await signInVia(user, { claims: { nonce: undefined } })).res, /nonce.*missing/, user.sub);
	});

	it("refuses an ID token signed by a key the issuer never published", async () => {
		const user = newUser();
		await expectRefused((await signInVia(user, { foreignKey: true })).res, /signature verification failed/, user.sub);
	});

	it("refuses an ID token for another client (aud)", async () => {
		const user = newUser();
		await expectRefused((await signInVia(user, { aud: "client-2" })).res, /"aud"/, user.sub);
	});

	it("refuses an ID token from another issuer (iss)", async () => {
		const user = newUser();
		await expectRefused((await signInVia(user, { iss: "https://other-issuer.test" })).res, /"iss"/, user.sub);
	});

	it("refuses an expired ID token", async () => {
		const user = newUser();
		const past = Math.floor(Date.now() / 1000) - 3600;
		await expectRefused((await signInVia(user, { exp: past })).res, /"exp"/, user.sub);
	});

	it("refuses an ID token without an e-mail", async () => {
		const user = newUser({ email: undefined });
		const { res } = await signInVia(user);
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: "The identity provider did not share an e-mail address" });
		expect(await userBySubject(user.sub)).toBeUndefined();
	});

	it("refuses a code the issuer will not exchange", async () => {
		const user = newUser();
		const authorize = await startLogin();
		const { callbackUrl } = issuer.authorize(authorize.href, user);
		const swapped = new URL(callbackUrl);
		swapped.searchParams.set("code", "a-code-the-issuer-never-issued");
		await expectRefused(await withOidc(swapped.href), /error in the response body/, user.sub);
		expect(issuer.tokenRequests.at(-1)).toMatchObject({ status: 400, error: "invalid_grant" });
	});

	it("refuses a code that was issued for another PKCE challenge", async () => {
		const user = newUser();
		const first = await startLogin();
		const second = await startLogin();
		// The attacker's code (bound to the first challenge) is injected into the second flow.
		const { code } = issuer.authorize(first.href, user);
		const injected = new URL("http://localhost/api/auth/callback");
		injected.searchParams.set("code", code);
		injected.searchParams.set("state", second.searchParams.get("state") ?? "");
		await expectRefused(await withOidc(injected.href), /error in the response body/, user.sub);
		expect(issuer.tokenRequests.at(-1)).toMatchObject({ status: 400, error: "invalid_grant" });
	});

	it("refuses an error answer from the issuer", async () => {
		const authorize = await startLogin();
		const state = authorize.searchParams.get("state") ?? "";
		const res = await withOidc(`/api/auth/callback?error=access_denied&state=${state}`);
		await expectRefused(res, /authorization response from the server is an error/);
	});

	it("keeps the beta gate in front of the callback", async () => {
		const user = newUser();
		const authorize = await startLogin();
		const { callbackUrl } = issuer.authorize(authorize.href, user);
		const res = await callWith(OIDC, callbackUrl);
		expect(res.status).toBe(403);
		expect(parseSetCookies(res)).toEqual([]);
		expect(await userBySubject(user.sub)).toBeUndefined();
	});
});

describe("local sign-in while OpenID Connect is configured", () => {
	it("POST /api/auth/local is refused with 403 and writes nothing", async () => {
		const email = uniqueEmail("local");
		const res = await withOidc("/api/auth/local", json({ firstName: "L", lastName: "O", email }));
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ error: expect.any(String) });
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
	});
});
