import { env } from "cloudflare:workers";
import { eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
	SHARE_EMAILS_PER_HOUR,
	SHARE_EMAILS_PER_INBOX_PER_DAY,
	SHARE_RECIPIENTS_PER_SENDER_PER_DAY,
	shareMessages,
} from "../../domain/share/share";
import { adventures, emailOutbox, savedPlaces, users } from "../../worker/db/schema";
import { userChanged } from "../../worker/services/sessions";
import {
	betaCookie,
	call,
	callWith,
	db,
	insertAdventure,
	insertUser,
	json,
	signIn,
	uniqueEmail,
	uniqueIp,
} from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

async function shareLink(cookie: string, adventureId: string): Promise<{ url: string; token: string }> {
	const res = await call(`/api/adventures/${adventureId}/share-link`, { method: "POST", headers: { Cookie: cookie } });
	expect(res.status).toBe(200);
	const { url } = (await res.json()) as { url: string };
	const token = new URL(url).searchParams.get("share") ?? "";
	return { url, token };
}

const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));

const publicRead = (cookie: string, adventureId: string, share?: string) =>
	call(`/api/public/adventures/${adventureId}${share === undefined ? "" : `?share=${encodeURIComponent(share)}`}`, {
		headers: { Cookie: cookie },
	});

describe("share link", () => {
	it("lets a signed-out visitor read a private adventure with the token, and not without", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const placeId = await insertPlace({ name: "Shared Museum" });
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId });
		await insertPathWithStops(adventureId, 2);
		const { url, token } = await shareLink(me.cookie, adventureId);
		expect(url).toMatch(new RegExp(`/public/${adventureId}\\?share=[A-Za-z0-9_-]{43}$`));
		// The same link again while it exists.
		expect((await shareLink(me.cookie, adventureId)).token).toBe(token);

		const beta = await betaCookie();
		const res = await publicRead(beta, adventureId, token);
		expect(res.status).toBe(200);
		const body = (await res.json()) as {
			adventure: { id: string; access: string; shareToken?: string };
			savedPlaces: { googlePlaceId?: string; name?: string }[];
			paths: { stops: unknown[] }[];
		};
		expect(body.adventure.id).toBe(adventureId);
		expect(body.adventure.access).toBe("viewer");
		expect(JSON.stringify(body)).not.toContain(token);
		expect(body.savedPlaces).toHaveLength(1);
		expect(body.paths[0]?.stops).toHaveLength(2);

		expect((await publicRead(beta, adventureId)).status).toBe(404);
		expect((await publicRead(beta, adventureId, "A".repeat(43))).status).toBe(404);
		expect((await publicRead(beta, adventureId, "short")).status).toBe(400);
		// A signed-in stranger without the token: 404 too; with it: read.
		const stranger = await signIn();
		expect((await publicRead(stranger.cookie, adventureId)).status).toBe(404);
		expect((await publicRead(stranger.cookie, adventureId, token)).status).toBe(200);
		// Without the beta cookie too: the link works for anyone who has it (public-view.test.ts).
		expect((await publicRead("", adventureId, token)).status).toBe(200);
		expect((await publicRead("", adventureId)).status).toBe(404);
		// The token opens nothing else: the regular routes still 404 for the stranger.
		expect((await call(`/api/adventures/${adventureId}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
	});

	it("stops working once revoked, and a new link has a new token", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const first = await shareLink(me.cookie, adventureId);
		const beta = await betaCookie();
		expect((await publicRead(beta, adventureId, first.token)).status).toBe(200);

		const revoke = await call(`/api/adventures/${adventureId}/share-link`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect(revoke.status).toBe(200);
		expect((await publicRead(beta, adventureId, first.token)).status).toBe(404);

		const second = await shareLink(me.cookie, adventureId);
		expect(second.token).not.toBe(first.token);
		expect((await publicRead(beta, adventureId, first.token)).status).toBe(404);
		expect((await publicRead(beta, adventureId, second.token)).status).toBe(200);
	});

	it("does not let one adventure's token open another", async () => {
		const me = await signIn();
		const a = await insertAdventure(me.user.id);
		const b = await insertAdventure(me.user.id);
		const { token } = await shareLink(me.cookie, a);
		expect((await publicRead(await betaCookie(), b, token)).status).toBe(404);
	});

	it("lets anyone past the beta gate read a public adventure, and the owner always", async () => {
		const owner = await signIn();
		const publicId = await insertAdventure(await insertUser(), { isPublic: true });
		expect((await publicRead(await betaCookie(), publicId)).status).toBe(200);
		const mine = await insertAdventure(owner.user.id);
		const res = await publicRead(owner.cookie, mine);
		expect(res.status).toBe(200);
		expect(((await res.json()) as { adventure: { access: string } }).adventure.access).toBe("owner");
	});

	it("gives a share-link holder no write: every write is 401 signed out and 403/404 signed in", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 2);
		const { token } = await shareLink(me.cookie, adventureId);
		const beta = await betaCookie();
		const stranger = await signIn();
		const q = `?share=${token}`;
		const writes: [string, RequestInit][] = [
			[`/api/adventures/${adventureId}${q}`, json({ title: "Hijacked" }, { method: "PATCH" })],
			[`/api/adventures/${adventureId}${q}`, { method: "DELETE" }],
			[`/api/adventures/${adventureId}/share-link${q}`, { method: "POST" }],
			[`/api/adventures/${adventureId}/share-link${q}`, { method: "DELETE" }],
			[`/api/adventures/${adventureId}/paths${q}`, json({ name: "Mine", transportMode: "walking" })],
			[`/api/paths/${pathId}${q}`, { method: "DELETE" }],
			[`/api/path-stops/${stopIds[0]}${q}`, { method: "DELETE" }],
			["/api/adventures/share-email", json({ adventureId, emails: ["x@example.org"] })],
		];
		for (const [path, init] of writes) {
			const anon = await call(path, { ...init, headers: { ...(init.headers as object), Cookie: beta } });
			expect(anon.status, `signed out ${init.method} ${path}`).toBe(401);
			const signed = await call(path, { ...init, headers: { ...(init.headers as object), Cookie: stranger.cookie } });
			expect([403, 404], `stranger ${init.method} ${path}`).toContain(signed.status);
		}
		const row = await call(`/api/adventures/${adventureId}`, { headers: { Cookie: me.cookie } });
		expect(((await row.json()) as { title: string }).title).toBe("Test adventure");
	});
});

describe("share e-mail", () => {
	it("writes one outbox row per address with the title and the share link", async () => {
		const me = await signIn(uniqueEmail("sharer"), { firstName: "Ada", lastName: "Lovelace" });
		const adventureId = await insertAdventure(me.user.id);
		const a = uniqueEmail("friend");
		const b = uniqueEmail("friend");
		const res = await call(
			"/api/adventures/share-email",
			json(
				{ adventureId, emails: [a, b, a.toUpperCase()], message: "Join us <b>!</b>" },
				{ headers: { Cookie: me.cookie } },
			),
		);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { sent: number; shareUrl: string };
		expect(body.sent).toBe(2);
		expect(body.shareUrl).toMatch(/\/public\/.+\?share=/);
		const [mail] = await mailsTo(a);
		expect(mail?.subject).toContain("Test adventure");
		expect(mail?.text).toContain(body.shareUrl);
		expect(mail?.text).toContain("Ada Lovelace");
		expect(mail?.html).not.toContain("<b>!</b>");
		expect(await mailsTo(b)).toHaveLength(1);
	});

	it("links the public page of a public adventure", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id, { isPublic: true });
		const to = uniqueEmail("friend");
		const res = await call(
			"/api/adventures/share-email",
			json({ adventureId, emails: [to] }, { headers: { Cookie: me.cookie } }),
		);
		expect(res.status).toBe(200);
		const [mail] = await mailsTo(to);
		expect(mail?.text).toContain(`/adventure/${adventureId}/public`);
	});

	it("refuses invalid addresses and more than 20, sending nothing", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const good = uniqueEmail("friend");
		const bad = await call(
			"/api/adventures/share-email",
			json({ adventureId, emails: [good, "not an address"] }, { headers: { Cookie: me.cookie } }),
		);
		expect(bad.status).toBe(400);
		const many = Array.from({ length: 21 }, () => uniqueEmail("many"));
		const tooMany = await call(
			"/api/adventures/share-email",
			json({ adventureId, emails: many }, { headers: { Cookie: me.cookie } }),
		);
		expect(tooMany.status).toBe(400);
		expect(await mailsTo(good)).toHaveLength(0);
		expect(await mailsTo(many[0] ?? "")).toHaveLength(0);
		const twenty = await call(
			"/api/adventures/share-email",
			json({ adventureId, emails: many.slice(0, 20) }, { headers: { Cookie: me.cookie } }),
		);
		expect(twenty.status).toBe(200);
	});

	it("is rate-limited per user", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const send = () =>
			call(
				"/api/adventures/share-email",
				json({ adventureId, emails: [uniqueEmail("rl")] }, { headers: { Cookie: me.cookie } }),
			);
		for (let i = 0; i < SHARE_EMAILS_PER_HOUR; i++) expect((await send()).status).toBe(200);
		const limited = await send();
		expect(limited.status).toBe(429);
		expect(limited.headers.get("Retry-After")).toBeTruthy();
	});
});

describe("calendar.ics", () => {
	it("answers an all-day event with the paths and a stable UID, to the owner and share-link holders", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		await insertPathWithStops(adventureId, 2);
		const res = await call(`/api/adventures/${adventureId}/calendar.ics`, { headers: { Cookie: me.cookie } });
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toContain("text/calendar");
		const text = await res.text();
		expect(text).toContain(`UID:${adventureId}@adventure-guide\r\n`);
		expect(text).toContain("DTSTART;VALUE=DATE:20300601\r\n");
		expect(text).toContain("DTEND;VALUE=DATE:20300608\r\n");

		const beta = await betaCookie();
		expect((await call(`/api/adventures/${adventureId}/calendar.ics`, { headers: { Cookie: beta } })).status).toBe(404);
		const { token } = await shareLink(me.cookie, adventureId);
		const shared = await call(`/api/adventures/${adventureId}/calendar.ics?share=${token}`, {
			headers: { Cookie: beta },
		});
		expect(shared.status).toBe(200);
		expect((await shared.text()).replace(/\r\n /g, "")).toContain(`share=${token}`);
	});
});

describe("share e-mail: the spec's call and the mail's safety", () => {
	const shareEmail = (cookie: string, body: Record<string, unknown>) =>
		call("/api/adventures/share-email", json(body, { headers: { Cookie: cookie } }));

	it("accepts the spec's shareUrl and still mails the link the server builds", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const to = uniqueEmail("friend");
		const res = await shareEmail(me.cookie, {
			adventureId,
			emails: [to],
			message: "See you there",
			shareUrl: "https://phish.example/steal",
		});
		expect(res.status, await res.clone().text()).toBe(200);
		const { shareUrl } = (await res.json()) as { shareUrl: string };
		expect(shareUrl).toMatch(new RegExp(`^http://localhost/public/${adventureId}\\?share=`));
		const [mail] = await mailsTo(to);
		expect(mail?.text).toContain(shareUrl);
		expect(`${mail?.text}${mail?.html}`).not.toContain("phish.example");
		// Other unknown keys are still refused.
		expect((await shareEmail(me.cookie, { adventureId, emails: [to], cc: "x@example.org" })).status).toBe(400);
	});

	it("answers bad addresses with the spec's text, listing each, and validates them as the sign-in does", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const good = uniqueEmail("friend");
		const res = await shareEmail(me.cookie, {
			adventureId,
			emails: [good, "not an address", "<a@b.co>", "x@y.z"],
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: "Invalid email addresses: not an address, <a@b.co>, x@y.z" });
		expect(await mailsTo(good)).toHaveLength(0);
		// Trimmed, blanks dropped; at least one must remain.
		const blanks = await shareEmail(me.cookie, { adventureId, emails: ["  ", ""] });
		expect(blanks.status).toBe(400);
		expect(await blanks.json()).toMatchObject({ error: "Please enter at least one email address." });
		const padded = await shareEmail(me.cookie, { adventureId, emails: [` ${good} `, " "] });
		expect(await padded.json()).toMatchObject({ sent: 1 });
		expect(await mailsTo(good)).toHaveLength(1);
		// The sign-in's check refuses the same address.
		const signInLink = await call(
			"/api/auth/email-link",
			json({ email: "<a@b.co>" }, { headers: { Cookie: await betaCookie(), "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(signInLink.status).toBe(400);
	});

	it("keeps line breaks of names and titles out of the subject", async () => {
		// Stored before names and titles refused line breaks.
		const me = await signIn(uniqueEmail("eve"), { firstName: "Eve", lastName: "X" });
		await db().update(users).set({ firstName: "Eve\r\nBcc: victim@example.org" }).where(eq(users.id, me.user.id));
		await userChanged(db(), env.KV, me.user.id);
		const adventureId = await insertAdventure(me.user.id);
		await db().update(adventures).set({ title: "Trip\nX-Injected: yes" }).where(eq(adventures.id, adventureId));
		const to = uniqueEmail("friend");
		expect((await shareEmail(me.cookie, { adventureId, emails: [to] })).status).toBe(200);
		const [mail] = await mailsTo(to);
		expect(mail?.subject).toBeDefined();
		expect(mail?.subject).not.toMatch(/[\r\n]/);
		expect(mail?.subject).toContain("Eve Bcc: victim@example.org X");
		expect(mail?.subject).toContain("Trip X-Injected: yes");
	});

	it(`sends one inbox at most ${SHARE_EMAILS_PER_INBOX_PER_DAY} share mails a day, whoever sends them and however its address is spelled`, async () => {
		const inbox = `limit-${crypto.randomUUID()}`;
		const variants = Array.from({ length: SHARE_EMAILS_PER_INBOX_PER_DAY + 2 }, (_, i) =>
			i % 2 ? `${inbox}+trip${i}@Example.org` : `${inbox.toUpperCase()}@example.org`,
		);
		const sent: number[] = [];
		for (const to of variants) {
			const sender = await signIn();
			const res = await shareEmail(sender.cookie, { adventureId: await insertAdventure(sender.user.id), emails: [to] });
			sent.push(res.status === 200 ? ((await res.json()) as { sent: number }).sent : -res.status);
		}
		expect(sent).toEqual([...Array(SHARE_EMAILS_PER_INBOX_PER_DAY).fill(1), -429, -429]);
		const rows = await db()
			.select()
			.from(emailOutbox)
			.where(like(emailOutbox.to, `${inbox}%`));
		expect(rows).toHaveLength(SHARE_EMAILS_PER_INBOX_PER_DAY);
		// Variants of one inbox in one request are one recipient.
		const other = `dup-${crypto.randomUUID()}`;
		const sender = await signIn();
		const res = await shareEmail(sender.cookie, {
			adventureId: await insertAdventure(sender.user.id),
			emails: [`${other}@example.org`, `${other}+a@example.org`, `${other.toUpperCase()}+b@EXAMPLE.org`],
		});
		expect(await res.json()).toMatchObject({ sent: 1 });
		// A limited inbox does not stop the others of the same request.
		const fresh = uniqueEmail("fresh");
		const mixed = await shareEmail(sender.cookie, {
			adventureId: await insertAdventure(sender.user.id),
			emails: [`${inbox}@example.org`, fresh],
		});
		expect(mixed.status).toBe(200);
		expect(await mixed.json()).toMatchObject({ sent: 1 });
		expect(await mailsTo(fresh)).toHaveLength(1);
	});
});

describe("share e-mail: once per inbox, and a daily cap of recipients per sender", () => {
	const shareEmail = (cookie: string, body: Record<string, unknown>) =>
		call("/api/adventures/share-email", json(body, { headers: { Cookie: cookie } }));
	const mailsToAny = (emails: string[]) =>
		db()
			.select()
			.from(emailOutbox)
			.where(
				inArray(
					emailOutbox.to,
					emails.map((email) => email.toLowerCase()),
				),
			);
	/** A local part of letters only, so its dotted spellings are easy to write. */
	const letters = () =>
		Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => String.fromCharCode(97 + (byte % 26))).join("");

	it("mails eight dotted spellings of one Gmail address (googlemail.com too) once", async () => {
		const local = letters();
		const dotted = (at: number) => `${local.slice(0, at)}.${local.slice(at)}`;
		const spellings = [
			`${local}@gmail.com`,
			`${dotted(1)}@gmail.com`,
			`${dotted(3)}@gmail.com`,
			`${local.split("").join(".")}@gmail.com`,
			`${dotted(5).toUpperCase()}@Gmail.com`,
			`${local}@googlemail.com`,
			`${dotted(2)}@googlemail.com`,
			`${dotted(7)}+trip@gmail.com`,
		];
		expect(new Set(spellings).size).toBe(8);
		const me = await signIn();
		const res = await shareEmail(me.cookie, { adventureId: await insertAdventure(me.user.id), emails: spellings });
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ sent: 1 });
		const rows = await mailsToAny(spellings);
		expect(rows.map((row) => row.to)).toEqual([spellings[0]]);
		// Another domain's dots are its own inboxes.
		const other = letters();
		const elsewhere = await shareEmail(me.cookie, {
			adventureId: await insertAdventure(me.user.id),
			emails: [`${other}@example.org`, `${other.slice(0, 2)}.${other.slice(2)}@example.org`],
		});
		expect(await elsewhere.json()).toMatchObject({ sent: 2 });
	});

	it(`reaches at most ${SHARE_RECIPIENTS_PER_SENDER_PER_DAY} distinct inboxes a day per sender; past it a 429 sends nothing`, async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const fresh = (count: number) => Array.from({ length: count }, () => uniqueEmail("cap"));
		const first = fresh(20);
		const second = fresh(SHARE_RECIPIENTS_PER_SENDER_PER_DAY - 20 - 1);
		expect(await (await shareEmail(me.cookie, { adventureId, emails: first })).json()).toMatchObject({ sent: 20 });
		expect(await (await shareEmail(me.cookie, { adventureId, emails: second })).json()).toMatchObject({
			sent: second.length,
		});

		// One place left: a request with two new inboxes is refused whole, and mails nobody.
		const tooMany = fresh(2);
		const refused = await shareEmail(me.cookie, { adventureId, emails: tooMany });
		expect(refused.status).toBe(429);
		expect(refused.headers.get("Retry-After")).toBe(String(24 * 60 * 60));
		expect(await refused.json()).toEqual({ error: shareMessages.recipientsPerDay });
		expect(await mailsToAny(tooMany)).toEqual([]);

		// Inboxes already mailed today count once: mailing them again (another spelling) takes no place.
		const again = await shareEmail(me.cookie, {
			adventureId,
			emails: [first[0] ?? "", (first[1] ?? "").toUpperCase(), ...tooMany.slice(0, 1)],
		});
		expect(again.status).toBe(200);
		expect(await again.json()).toMatchObject({ sent: 3 });
		const past = fresh(1);
		const full = await shareEmail(me.cookie, { adventureId, emails: past });
		expect(full.status).toBe(429);
		expect(await mailsToAny(past)).toEqual([]);
		// The cap is the sender's own: another sender still reaches those inboxes.
		const other = await signIn();
		const theirs = await shareEmail(other.cookie, { adventureId: await insertAdventure(other.user.id), emails: past });
		expect(await theirs.json()).toMatchObject({ sent: 1 });
	});

	it("holds the cap under parallel requests, and an inbox not mailed takes no place", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const filled = Array.from({ length: SHARE_RECIPIENTS_PER_SENDER_PER_DAY - 3 }, () => uniqueEmail("par"));
		expect((await shareEmail(me.cookie, { adventureId, emails: filled.slice(0, 20) })).status).toBe(200);
		expect((await shareEmail(me.cookie, { adventureId, emails: filled.slice(20) })).status).toBe(200);
		const bursts = Array.from({ length: 3 }, () => Array.from({ length: 2 }, () => uniqueEmail("burst")));
		await Promise.all(bursts.map((emails) => shareEmail(me.cookie, { adventureId, emails })));
		const mailed = await mailsToAny(bursts.flat());
		expect(mailed.length).toBeLessThanOrEqual(3);

		// An inbox at its own daily limit is skipped and gives its place back.
		const limited = uniqueEmail("limited");
		for (let i = 0; i < SHARE_EMAILS_PER_INBOX_PER_DAY; i++) {
			const sender = await signIn();
			await shareEmail(sender.cookie, { adventureId: await insertAdventure(sender.user.id), emails: [limited] });
		}
		const second = await signIn();
		const secondAdventure = await insertAdventure(second.user.id);
		for (let i = 0; i < 2; i++) {
			expect((await shareEmail(second.cookie, { adventureId: secondAdventure, emails: [limited] })).status).toBe(429);
		}
		const rest = Array.from({ length: SHARE_RECIPIENTS_PER_SENDER_PER_DAY }, () => uniqueEmail("rest"));
		expect(
			await (await shareEmail(second.cookie, { adventureId: secondAdventure, emails: rest.slice(0, 20) })).json(),
		).toMatchObject({ sent: 20 });
		expect(
			await (await shareEmail(second.cookie, { adventureId: secondAdventure, emails: rest.slice(20) })).json(),
		).toMatchObject({ sent: SHARE_RECIPIENTS_PER_SENDER_PER_DAY - 20 });
	});
});

describe("share link: one token, built on the public origin", () => {
	it("16 parallel creates answer one link, and that link works", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const answers = await Promise.all(
			Array.from({ length: 16 }, () =>
				call(`/api/adventures/${adventureId}/share-link`, { method: "POST", headers: { Cookie: me.cookie } }),
			),
		);
		const urls = await Promise.all(answers.map(async (res) => ((await res.json()) as { url: string }).url));
		expect(new Set(urls).size).toBe(1);
		const token = new URL(urls[0] ?? "").searchParams.get("share") ?? "";
		expect((await publicRead(await betaCookie(), adventureId, token)).status).toBe(200);
	});

	it("builds share and e-mail links from PUBLIC_ORIGIN, not from the request's Host", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const configured = { PUBLIC_ORIGIN: "https://trips.example.net/ignored/path" };
		const viaOtherHost = (path: string, init: RequestInit) =>
			callWith(configured, `http://evil.example${path}`, {
				...init,
				headers: { ...(init.headers as Record<string, string>), Origin: "http://evil.example" },
			});
		const link = await viaOtherHost(`/api/adventures/${adventureId}/share-link`, {
			method: "POST",
			headers: { Cookie: me.cookie },
		});
		expect(link.status).toBe(200);
		expect(((await link.json()) as { url: string }).url).toMatch(
			new RegExp(`^https://trips\\.example\\.net/public/${adventureId}\\?share=`),
		);
		const to = uniqueEmail("friend");
		const mail = await viaOtherHost(
			"/api/adventures/share-email",
			json({ adventureId, emails: [to] }, { headers: { Cookie: me.cookie } }),
		);
		expect(mail.status).toBe(200);
		const [row] = await mailsTo(to);
		expect(row?.text).toContain("https://trips.example.net/public/");
		expect(row?.text).not.toContain("evil.example");
		const signInLink = await viaOtherHost(
			"/api/auth/email-link",
			json({ email: uniqueEmail("link") }, { headers: { Cookie: me.beta, "CF-Connecting-IP": uniqueIp() } }),
		);
		expect(signInLink.status).toBe(200);
		expect(((await signInLink.json()) as { devLink: string }).devLink).toMatch(
			/^https:\/\/trips\.example\.net\/sign-in\/link#token=/,
		);
		const calendar = await viaOtherHost(`/api/adventures/${adventureId}/calendar.ics`, {
			headers: { Cookie: me.cookie },
		});
		expect((await calendar.text()).replace(/\r\n /g, "")).toContain(
			`https://trips.example.net/adventure/${adventureId}`,
		);
	});
});
