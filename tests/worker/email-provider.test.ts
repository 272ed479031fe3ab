import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { EmailSendError, emailProvider } from "../../worker/providers/email";
import type { UsageRecord } from "../../worker/providers/usage";
import { FakeSendGrid } from "./fake-sendgrid";
import { db } from "./helpers";

const message = (to = `mail-${crypto.randomUUID()}@example.org`) => ({
	to,
	subject: "Your sign-in link",
	text: "Open https://app.test/sign-in/link#token=abc",
	html: '<p><a href="https://app.test/sign-in/link#token=abc">Sign in</a></p>',
});

function sendgridProvider(fake: FakeSendGrid, usage: UsageRecord[] = []) {
	return emailProvider({
		db: db(),
		config: {
			appName: "Adventure Guide",
			sendgrid: { apiKey: fake.apiKey, fromEmail: "trips@example.net", baseUrl: fake.baseUrl },
		},
		usage: { record: (entry) => usage.push(entry) },
	});
}

describe("e-mail provider: SendGrid (against a local fake of its v3 API)", () => {
	let fake: FakeSendGrid;
	afterEach(() => {
		fake?.uninstall();
		vi.restoreAllMocks();
	});

	it("POSTs /v3/mail/send with the bearer key, the sender, the recipient and both bodies", async () => {
		fake = new FakeSendGrid().install();
		const usage: UsageRecord[] = [];
		const provider = sendgridProvider(fake, usage);
		expect(provider.kind).toBe("sendgrid");
		const mail = message();
		await provider.send(mail);

		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request?.method).toBe("POST");
		expect(request?.url).toBe(`${fake.baseUrl}/v3/mail/send`);
		expect(request?.headers.get("Authorization")).toBe(`Bearer ${fake.apiKey}`);
		expect(request?.headers.get("Content-Type")).toBe("application/json");
		expect(request?.body).toMatchObject({
			personalizations: [{ to: [{ email: mail.to }] }],
			from: { email: "trips@example.net", name: "Adventure Guide" },
			subject: mail.subject,
			content: [
				{ type: "text/plain", value: mail.text },
				{ type: "text/html", value: mail.html },
			],
			tracking_settings: { click_tracking: { enable: false, enable_text: false } },
		});
		expect(usage).toEqual([{ provider: "sendgrid", sku: "mail-send" }]);
		// Nothing goes to the outbox when SendGrid sends.
		expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, mail.to))).toEqual([]);
	});

	it("puts every header value on one line: subject, recipient and the sender's name", async () => {
		fake = new FakeSendGrid().install();
		const provider = emailProvider({
			db: db(),
			config: {
				appName: "Trips\r\nBcc: victim@example.org",
				sendgrid: { apiKey: fake.apiKey, fromEmail: "trips@example.net", baseUrl: fake.baseUrl },
			},
			usage: { record: () => {} },
		});
		const to = `mail-${crypto.randomUUID()}@example.org`;
		await provider.send({
			...message(to),
			to: `${to}\r\n`,
			subject: "Eve\r\nBcc: victim@example.org shared\u2028a trip",
		});
		expect(fake.requests.at(-1)?.body).toMatchObject({
			personalizations: [{ to: [{ email: to }] }],
			from: { email: "trips@example.net", name: "Trips Bcc: victim@example.org" },
			subject: "Eve Bcc: victim@example.org shared a trip",
		});
	});

	it("uses https://api.sendgrid.com without a base URL", async () => {
		const seen: string[] = [];
		const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
			seen.push(new Request(input).url);
			return new Response(null, { status: 202 });
		});
		const provider = emailProvider({
			db: db(),
			config: { appName: "A", sendgrid: { apiKey: "k", fromEmail: "f@example.net", baseUrl: null } },
			usage: { record: () => {} },
		});
		await provider.send(message());
		expect(seen).toEqual(["https://api.sendgrid.com/v3/mail/send"]);
		spy.mockRestore();
	});

	it.each([
		["a 401 for a wrong key", { kind: "http", status: 401 } as const],
		["a 400 for a refused message", { kind: "http", status: 400 } as const],
		["a 500", { kind: "http", status: 500 } as const],
		["a network failure", { kind: "network" } as const],
	])("turns %s into an EmailSendError", async (_name, answer) => {
		fake = new FakeSendGrid().answer(answer).install();
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const provider = sendgridProvider(fake);
		await expect(provider.send(message())).rejects.toBeInstanceOf(EmailSendError);
		expect(warn).toHaveBeenCalled();
	});

	it("a wrong key is refused by the API and reported as an EmailSendError", async () => {
		fake = new FakeSendGrid().install();
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const provider = emailProvider({
			db: db(),
			config: { appName: "A", sendgrid: { apiKey: "SG.wrong", fromEmail: "f@example.net", baseUrl: fake.baseUrl } },
			usage: { record: () => {} },
		});
		await expect(provider.send(message())).rejects.toThrow("The e-mail service refused the message");
		expect(fake.requests.at(-1)?.headers.get("Authorization")).toBe("Bearer SG.wrong");
	});
});

describe("e-mail provider: the D1 outbox (default without a key)", () => {
	it("keeps the message as an email_outbox row", async () => {
		const provider = emailProvider({
			db: db(),
			config: { appName: "Adventure Guide", sendgrid: null },
			usage: { record: () => {} },
		});
		expect(provider.kind).toBe("outbox");
		const mail = message();
		const before = Date.now();
		await provider.send(mail);
		const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.to, mail.to));
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({ ...mail, provider: "outbox" });
		expect(rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
	});

	it("keeps the subject of a row on one line", async () => {
		const provider = emailProvider({ db: db(), config: { appName: "A", sendgrid: null }, usage: { record: () => {} } });
		const mail = { ...message(), subject: "Eve\nBcc: victim@example.org\r\n\r\nhello" };
		await provider.send(mail);
		const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, mail.to));
		expect(row?.subject).toBe("Eve Bcc: victim@example.org hello");
	});
});
