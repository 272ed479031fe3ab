import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LINKS_PER_ADDRESS, EMAIL_LINKS_PER_CLIENT } from "../../domain/user/email-link-rules";
import { namesFromAddress } from "../../domain/user/user-names";
import { emailOutbox, emailSignInTokens, sessions, users } from "../../worker/db/schema";
import { sha256Hex } from "../../worker/lib/signing";
import { lastMailTo, requestLink, signInByLink, tokenMailedTo, verifyLink } from "./email-link-fixtures";
import { FakeSendGrid } from "./fake-sendgrid";
import {
	betaCookie,
	call,
	callWith,
	cookieFrom,
	cookies,
	db,
	json,
	setCookie,
	signIn,
	uniqueEmail,
	uniqueIp,
} from "./helpers";

const userByEmail = (email: string) => db().query.users.findFirst({ where: eq(users.email, email) });
const tokensFor = (email: string) => db().select().from(emailSignInTokens).where(eq(emailSignInTokens.email, email));
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
const randomToken = () =>
	btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
		.replace(/\+/g, "-")
		.replace(/\//g, "_")
		.replace(/=+$/, "");

describe("POST /api/auth/email-link", () => {
	it("mails a one-time link to the address (outbox) and shows it locally as devLink", async () => {
		const email = uniqueEmail("link");
		const res = await requestLink({ email: email.toUpperCase() }, await betaCookie());
		expect(res.status).toBe(200);
		const body = (await res.json()) as { sent: boolean; devLink?: string };
		expect(body.sent).toBe(true);
		expect(body.devLink).toMatch(/^http:\/\/localhost\/sign-in\/link#token=[A-Za-z0-9_-]{43}$/);

		const mail = await lastMailTo(email);
		expect(mail).toMatchObject({ to: email, subject: "Your sign-in link for Adventure Guide", provider: "outbox" });
		expect(mail?.text).toContain(body.devLink);
		expect(mail?.text).toContain("15 minutes");
		expect(mail?.html).toContain(`href="${body.devLink}"`);
		// Asking for a link creates no account yet.
		expect(await userByEmail(email)).toBeUndefined();
	});

	it("stores only the SHA-256 of the token, valid 15 minutes and unused", async () => {
		const email = uniqueEmail("hashed");
		expect((await requestLink({ email, returnTo: "/adventure/abc" }, await betaCookie())).status).toBe(200);
		const token = await tokenMailedTo(email);
		const rows = await tokensFor(email);
		expect(rows).toHaveLength(1);
		const [row] = rows;
		expect(row?.tokenHash).toBe(await sha256Hex(token));
		expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
		expect(JSON.stringify(row)).not.toContain(token);
		expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(15 * 60_000);
		expect(row).toMatchObject({ usedAt: null, returnTo: "/adventure/abc" });
		// Nowhere in D1's sign-in tables is the raw token: look it up by value.
		const byValue = await env.DB.prepare("SELECT count(*) AS n FROM email_sign_in_tokens WHERE token_hash = ?1")
			.bind(token)
			.first<{ n: number }>();
		expect(byValue?.n).toBe(0);
	});

	it("answers the same for an address with an account and one without", async () => {
		const known = uniqueEmail("known");
		await signIn(known);
		const unknown = uniqueEmail("unknown");
		const beta = await betaCookie();
		const answers = [];
		for (const email of [known, unknown]) {
			const res = await requestLink({ email }, beta);
			const body = (await res.json()) as Record<string, unknown>;
			answers.push({ status: res.status, keys: Object.keys(body).sort(), sent: body.sent });
		}
		expect(answers[0]).toEqual(answers[1]);
		expect(answers[0]).toEqual({ status: 200, keys: ["devLink", "sent"], sent: true });
		expect(await mailsTo(known)).toHaveLength(1);
		expect(await mailsTo(unknown)).toHaveLength(1);
		expect(await userByEmail(unknown)).toBeUndefined();
	});

	it.each<[string, Record<string, unknown>]>([
		["a bad e-mail", { email: "not-an-address" }],
		["no e-mail", {}],
		["an unknown field", { email: "x@example.org", isAdmin: true }],
		["a name over 60 characters", { email: "x@example.org", firstName: "F".repeat(61) }],
	])("answers 400 for %s and mails nothing", async (_name, body) => {
		const res = await requestLink(body, await betaCookie());
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String) });
		expect(await mailsTo("x@example.org")).toEqual([]);
	});

	it("requires the beta cookie", async () => {
		const email = uniqueEmail("nobeta");
		const res = await call("/api/auth/email-link", json({ email }));
		expect(res.status).toBe(403);
		expect(await mailsTo(email)).toEqual([]);
	});

	it(`sends at most ${EMAIL_LINKS_PER_ADDRESS} links to one address per window (429 with Retry-After)`, async () => {
		const email = uniqueEmail("limited");
		const beta = await betaCookie();
		for (let i = 0; i < EMAIL_LINKS_PER_ADDRESS; i++) {
			expect((await requestLink({ email }, beta, uniqueIp())).status).toBe(200);
		}
		const limited = await requestLink({ email }, beta, uniqueIp());
		expect(limited.status).toBe(429);
		expect(limited.headers.get("Retry-After")).toBe("900");
		expect(await limited.json()).toEqual({ error: expect.stringMatching(/Too many sign-in links/) });
		expect(await mailsTo(email)).toHaveLength(EMAIL_LINKS_PER_ADDRESS);
	});

	it("counts the plus-address spellings of one inbox as that inbox", async () => {
		const inbox = `plus-${crypto.randomUUID()}`;
		const beta = await betaCookie();
		const statuses: number[] = [];
		for (let i = 0; i <= EMAIL_LINKS_PER_ADDRESS; i++) {
			statuses.push((await requestLink({ email: `${inbox}+try${i}@example.org` }, beta, uniqueIp())).status);
		}
		expect(statuses).toEqual([...Array(EMAIL_LINKS_PER_ADDRESS).fill(200), 429]);
	});

	it(`answers at most ${EMAIL_LINKS_PER_CLIENT} link requests per client per window`, async () => {
		const beta = await betaCookie();
		const ip = uniqueIp();
		for (let i = 0; i < EMAIL_LINKS_PER_CLIENT; i++) {
			expect((await requestLink({ email: uniqueEmail("client") }, beta, ip)).status).toBe(200);
		}
		const email = uniqueEmail("client-over");
		const limited = await requestLink({ email }, beta, ip);
		expect(limited.status).toBe(429);
		expect(await mailsTo(email)).toEqual([]);
		// Another client is not affected.
		expect((await requestLink({ email }, beta, uniqueIp())).status).toBe(200);
	});

	it("shows no devLink where the local sign-in is off (the link only goes by e-mail)", async () => {
		const email = uniqueEmail("nodev");
		const beta = await betaCookie();
		const res = await callWith(
			{ LOCAL_SIGN_IN: "" },
			"/api/auth/email-link",
			json({ email }, { headers: { Cookie: beta, "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ sent: true });
		expect(await mailsTo(email)).toHaveLength(1);
	});

	it("is refused (403) when an OpenID Connect issuer is configured", async () => {
		const email = uniqueEmail("oidc");
		const oidc = { OIDC_ISSUER: "https://issuer.test", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" };
		const beta = await betaCookie();
		const res = await callWith(oidc, "/api/auth/email-link", json({ email }, { headers: { Cookie: beta } }));
		expect(res.status).toBe(403);
		expect(await mailsTo(email)).toEqual([]);
		expect(await tokensFor(email)).toEqual([]);
	});
});

describe("POST /api/auth/email-link with SendGrid configured", () => {
	let sendgrid: FakeSendGrid;
	afterEach(() => sendgrid?.uninstall());

	const ask = (email: string, beta: string) =>
		callWith(
			sendgrid.bindings,
			"/api/auth/email-link",
			json({ email }, { headers: { Cookie: beta, "CF-Connecting-IP": uniqueIp() } }),
		);

	it("sends the link through SendGrid, never shows it, keeps nothing in the outbox", async () => {
		sendgrid = new FakeSendGrid().install();
		const email = uniqueEmail("sg");
		const beta = await betaCookie();
		const res = await ask(email, beta);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ sent: true });
		expect(await mailsTo(email)).toEqual([]);

		const request = sendgrid.requests.at(-1);
		expect(request?.body.personalizations).toEqual([{ to: [{ email }] }]);
		expect(request?.body.from).toEqual({ email: "trips@example.net", name: "Adventure Guide" });
		const text = request?.body.content?.find((part) => part.type === "text/plain")?.value ?? "";
		const token = text.match(/#token=([A-Za-z0-9_-]{43})/)?.[1] ?? "";
		expect(token).not.toBe("");
		// The mailed link signs in.
		const verified = await verifyLink(token, beta);
		expect(verified.status).toBe(200);
		expect(await verified.json()).toMatchObject({ user: { email } });
	});

	it("answers 502 when SendGrid refuses the message", async () => {
		sendgrid = new FakeSendGrid().answer({ kind: "http", status: 500 }).install();
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const res = await ask(uniqueEmail("sg-down"), await betaCookie());
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Could not send the sign-in e-mail. Please try again." });
		warn.mockRestore();
	});
});

describe("POST /api/auth/email-link/verify", () => {
	it("signs a new user in with the names from the form, proven, in a fresh session", async () => {
		const email = uniqueEmail("new");
		const beta = await betaCookie();
		await requestLink({ email, firstName: " Nell ", lastName: "Newcomer", returnTo: "/create-adventure" }, beta);
		const res = await verifyLink(await tokenMailedTo(email), beta);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { user: { id: string }; returnTo: string };
		expect(body).toMatchObject({
			user: { email, firstName: "Nell", lastName: "Newcomer", isAdmin: false },
			returnTo: "/create-adventure",
		});
		expect(await userByEmail(email)).toMatchObject({ loginCount: 1, oidcSubject: null });

		const session = cookieFrom(res, "ag_session");
		const me = await call("/api/auth/user", { headers: { Cookie: cookies(beta, session) } });
		expect(await me.json()).toMatchObject({ id: body.user.id, email });
		const [row] = await db().select().from(sessions).where(eq(sessions.userId, body.user.id));
		expect(row).toMatchObject({ method: "email-link", proven: true });
		expect(row?.idHash).toBe(await sha256Hex(session.split("=")[1] ?? ""));
	});

	it("names a new user from the address when the form gave no names", async () => {
		const email = `zoe_${crypto.randomUUID().slice(0, 8)}@example.org`;
		const { user } = await signInByLink(email);
		expect(user.firstName).toBe("Zoe");
	});

	it("keeps an existing user's names and counts the sign-in", async () => {
		const email = uniqueEmail("existing");
		const local = await signIn(email, { firstName: "Orig", lastName: "Inal" });
		const { user } = await signInByLink(email, { firstName: "Mallory", lastName: "Renamer" });
		expect(user).toMatchObject({ id: local.user.id, firstName: "Orig" });
		expect(await userByEmail(email)).toMatchObject({ firstName: "Orig", lastName: "Inal", loginCount: 2 });
	});

	it("proves the address, so ADMIN_EMAILS apply", async () => {
		const { user } = await signInByLink("admin@example.com");
		expect(user.isAdmin).toBe(true);
	});

	it("refuses a used link the second time", async () => {
		const email = uniqueEmail("twice");
		const beta = await betaCookie();
		await requestLink({ email }, beta);
		const token = await tokenMailedTo(email);
		expect((await verifyLink(token, beta)).status).toBe(200);
		const again = await verifyLink(token, beta);
		expect(again.status).toBe(401);
		expect(await again.json()).toEqual({ error: expect.stringMatching(/invalid, expired or already used/) });
		expect(setCookie(again, "ag_session")).toBeUndefined();
		expect((await userByEmail(email))?.loginCount).toBe(1);
		expect((await tokensFor(email))[0]?.usedAt).toBeInstanceOf(Date);
	});

	it("lets exactly one of two parallel uses of a link through", async () => {
		const email = uniqueEmail("race");
		const beta = await betaCookie();
		await requestLink({ email }, beta);
		const token = await tokenMailedTo(email);
		const results = await Promise.all([verifyLink(token, beta), verifyLink(token, beta)]);
		expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
	});

	it("refuses an expired link and creates nothing", async () => {
		const email = uniqueEmail("expired");
		const beta = await betaCookie();
		await requestLink({ email }, beta);
		const token = await tokenMailedTo(email);
		await db()
			.update(emailSignInTokens)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(emailSignInTokens.email, email));
		const res = await verifyLink(token, beta);
		expect(res.status).toBe(401);
		expect(setCookie(res, "ag_session")).toBeUndefined();
		expect(await userByEmail(email)).toBeUndefined();
	});

	it("refuses a token it never issued (401) and a malformed one (400)", async () => {
		const beta = await betaCookie();
		const wrong = await verifyLink(randomToken(), beta);
		expect(wrong.status).toBe(401);
		expect(setCookie(wrong, "ag_session")).toBeUndefined();
		// The hash of a real token is not a token either.
		const email = uniqueEmail("hash-as-token");
		await requestLink({ email }, beta);
		const [row] = await tokensFor(email);
		expect((await verifyLink(row?.tokenHash ?? "", beta)).status).toBe(400);
		for (const token of ["", "short", `${randomToken()}x`, "../../etc/passwd".padEnd(43, "a")]) {
			expect((await verifyLink(token, beta)).status).toBe(400);
		}
	});

	it("rotates the session: the one the browser had before dies", async () => {
		const before = await signIn();
		const email = uniqueEmail("rotate");
		await requestLink({ email }, before.beta);
		const res = await verifyLink(await tokenMailedTo(email), before.cookie);
		expect(res.status).toBe(200);
		expect((await call("/api/auth/user", { headers: { Cookie: before.cookie } })).status).toBe(401);
	});

	it("never hands back a returnTo that leaves the site", async () => {
		const email = uniqueEmail("return");
		const beta = await betaCookie();
		await requestLink({ email, returnTo: "//evil.example/x" }, beta);
		const res = await verifyLink(await tokenMailedTo(email), beta);
		expect(await res.json()).toMatchObject({ returnTo: "/" });
	});
});

describe("names from an address", () => {
	it.each([
		["kim@example.com", { firstName: "Kim", lastName: null }],
		["jane.doe+trips@example.com", { firstName: "Jane", lastName: "Doe" }],
		["mary-ann_van.dyke@example.com", { firstName: "Mary", lastName: "Ann Van Dyke" }],
		["_@example.com", { firstName: null, lastName: null }],
	])("%s", (email, names) => {
		expect(namesFromAddress(email)).toEqual(names);
	});
});
