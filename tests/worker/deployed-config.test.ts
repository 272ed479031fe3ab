import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import type { Bindings } from "../../worker/bindings";
import { readConfig } from "../../worker/config";
import { emailOutbox } from "../../worker/db/schema";
import { sign } from "../../worker/lib/signing";
import type { usageReport } from "../../worker/services/monitoring";
import {
	BETA_PASSWORD,
	bindings,
	callWith,
	db,
	insertAdventure,
	json,
	parseSetCookies,
	type SignedIn,
	signIn,
	uniqueEmail,
	uniqueIp,
} from "./helpers";

/**
 * A deployed Worker (DEPLOYED=true, as `npm run deploy` sets it) that lacks a setting fails closed:
 * no link without PUBLIC_ORIGIN (never the request's Host), nothing signed without SESSION_SECRET
 * (never a key derived from the beta password), no local sign-in whatever LOCAL_SIGN_IN says; the
 * log and the admins' monitoring page name the setting. Locally (DEPLOYED unset) nothing changes.
 */

type UsageReport = Awaited<ReturnType<typeof usageReport>>;

const ATTACKER = "http://attacker.example";
/** Deployed, nothing else changed: the test bindings set SESSION_SECRET and LOCAL_SIGN_IN=true, no PUBLIC_ORIGIN. */
const DEPLOYED: Partial<Bindings> = { DEPLOYED: "true", PUBLIC_ORIGIN: "" };
const CONFIGURED: Partial<Bindings> = { ...DEPLOYED, PUBLIC_ORIGIN: "https://trips.example.net" };

let me: SignedIn;

beforeAll(async () => {
	me = await signIn();
});

afterEach(() => vi.restoreAllMocks());

/** A request that came in under another Host (its Origin matching, as the attacker's page would send). */
const viaHost = (env: Partial<Bindings>, host: string, path: string, init: RequestInit = {}) =>
	callWith(env, `${host}${path}`, {
		...init,
		headers: { ...Object.fromEntries(new Headers(init.headers)), Origin: host, "CF-Connecting-IP": uniqueIp() },
	});

const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((args) => args.join(" ")).join("\n");
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));

describe("PUBLIC_ORIGIN on a deployed Worker", () => {
	it("builds no sign-in link on the request's Host: a 503, no mail, a log line naming the setting", async () => {
		const errors = vi.spyOn(console, "error").mockImplementation(() => {});
		const email = uniqueEmail("host");
		const res = await viaHost(
			DEPLOYED,
			ATTACKER,
			"/api/auth/email-link",
			json({ email }, { headers: { Cookie: me.beta } }),
		);
		expect(res.status).toBe(503);
		const body = (await res.json()) as { error: string };
		expect(body.error).toMatch(/not fully set up/);
		expect(JSON.stringify(body)).not.toContain("attacker.example");
		expect(await mailsTo(email)).toEqual([]);
		expect(logged(errors)).toMatch(/PUBLIC_ORIGIN is not set/);
	});

	it("builds no share link, share e-mail or calendar file either", async () => {
		vi.spyOn(console, "error").mockImplementation(() => {});
		const adventureId = await insertAdventure(me.user.id, { isPublic: true });
		const to = uniqueEmail("friend");
		const answers = await Promise.all([
			viaHost(DEPLOYED, ATTACKER, `/api/adventures/${adventureId}/share-link`, {
				method: "POST",
				headers: { Cookie: me.cookie },
			}),
			viaHost(
				DEPLOYED,
				ATTACKER,
				"/api/adventures/share-email",
				json({ adventureId, emails: [to] }, { headers: { Cookie: me.cookie } }),
			),
			viaHost(DEPLOYED, ATTACKER, `/api/adventures/${adventureId}/calendar.ics`, { headers: { Cookie: me.cookie } }),
		]);
		for (const res of answers) {
			expect(res.status).toBe(503);
			expect(await res.text()).not.toContain("attacker.example");
		}
		expect(await mailsTo(to)).toEqual([]);
	});

	it("builds every link on PUBLIC_ORIGIN when it is set, whatever the Host", async () => {
		const email = uniqueEmail("configured");
		const res = await viaHost(
			CONFIGURED,
			ATTACKER,
			"/api/auth/email-link",
			json({ email }, { headers: { Cookie: me.beta } }),
		);
		expect(res.status).toBe(200);
		const [mail] = await mailsTo(email);
		expect(mail?.text).toMatch(/https:\/\/trips\.example\.net\/sign-in\/link#token=/);
		expect(mail?.text).not.toContain("attacker.example");
	});

	it("still follows the request's origin on a local run (DEPLOYED unset)", async () => {
		const res = await viaHost(
			{ PUBLIC_ORIGIN: "" },
			"http://127.0.0.1:8787",
			"/api/auth/email-link",
			json({ email: uniqueEmail("local") }, { headers: { Cookie: me.beta } }),
		);
		expect(res.status).toBe(200);
		expect(((await res.json()) as { devLink: string }).devLink).toMatch(
			/^http:\/\/127\.0\.0\.1:8787\/sign-in\/link#token=/,
		);
	});
});

describe("SESSION_SECRET on a deployed Worker", () => {
	const NO_SECRET: Partial<Bindings> = { ...CONFIGURED, SESSION_SECRET: "" };

	it("is never derived from the beta password (locally it still is)", () => {
		expect(readConfig({ ...bindings, ...NO_SECRET }).signingSecret).toBeNull();
		expect(readConfig({ ...bindings, SESSION_SECRET: "" }).signingSecret).toBe(`beta:${BETA_PASSWORD}`);
	});

	it("refuses to sign a beta cookie for the right password: a 503, no cookie, a log line naming the setting", async () => {
		const errors = vi.spyOn(console, "error").mockImplementation(() => {});
		const res = await callWith(
			NO_SECRET,
			"/api/beta/authenticate",
			json({ password: BETA_PASSWORD }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(res.status).toBe(503);
		expect(await res.json()).toEqual({ error: expect.stringMatching(/not fully set up/) });
		expect(parseSetCookies(res)).toEqual([]);
		expect(logged(errors)).toMatch(/SESSION_SECRET is not set/);
	});

	it("accepts no cookie minted with a key derived from the beta password", async () => {
		const minted = await sign(`beta:${BETA_PASSWORD}`, "beta-access", { exp: Date.now() + 60_000 });
		const status = await callWith(NO_SECRET, "/api/beta/status", { headers: { Cookie: `ag_beta=${minted}` } });
		expect(await status.json()).toEqual({ authenticated: false });
		const user = await callWith(NO_SECRET, "/api/auth/user", { headers: { Cookie: `ag_beta=${minted}` } });
		expect(user.status).toBe(403);
	});
});

describe("LOCAL_SIGN_IN on a deployed Worker", () => {
	it("is ignored: the form is not offered, a local sign-in is refused and the refusal is logged", async () => {
		const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
		expect(readConfig({ ...bindings, ...CONFIGURED, LOCAL_SIGN_IN: "true" }).localSignIn).toBe(false);
		const config = (await (await callWith(CONFIGURED, "/api/config")).json()) as PublicConfig;
		expect(config.signInMethods).toEqual(["email-link"]);
		const res = await callWith(
			CONFIGURED,
			"/api/auth/local",
			json({ firstName: "Eve", lastName: "Intruder", email: "admin@example.com" }, { headers: { Cookie: me.beta } }),
		);
		expect(res.status).toBe(403);
		expect(parseSetCookies(res).map((cookie) => cookie.name)).not.toContain("ag_session");
		expect(logged(warnings)).toMatch(/LOCAL_SIGN_IN=true is ignored/);
		// No link shown on the page either: it goes by e-mail only.
		const link = await callWith(
			CONFIGURED,
			"/api/auth/email-link",
			json({ email: uniqueEmail("deployed") }, { headers: { Cookie: me.beta, "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(await link.json()).toEqual({ sent: true });
	});
});

describe("the admins' monitoring page", () => {
	it("names each setting a deployed Worker lacks or ignores, and none locally", async () => {
		const admin = await signIn("admin@example.com");
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const usage = async (env: Partial<Bindings>) => {
			const res = await callWith(env, "/api/monitoring/usage", { headers: { Cookie: admin.cookie } });
			expect(res.status).toBe(200);
			return ((await res.json()) as UsageReport).configuration;
		};
		expect((await usage(DEPLOYED)).map((warning) => warning.setting)).toEqual(["PUBLIC_ORIGIN", "LOCAL_SIGN_IN"]);
		expect((await usage(DEPLOYED))[0]?.message).toMatch(/^PUBLIC_ORIGIN is not set/);
		expect(await usage({ ...CONFIGURED, LOCAL_SIGN_IN: "" })).toEqual([]);
		expect(await usage({})).toEqual([]);
	});
});
