import { type MockInstance, vi } from "vitest";

/**
 * A local stand-in for SendGrid's v3 HTTP API (Mail Send), for the worker tests. Installed by
 * routing `globalThis.fetch` for its base URL; every other URL goes to the real fetch. Like the
 * real API it wants `Authorization: Bearer <key>` (401 otherwise) and a JSON body with
 * personalizations, from, subject and content (400 otherwise), and answers 202 with an empty body.
 * A test can queue an HTTP error or a network failure instead.
 */

interface MailSendBody {
	personalizations?: { to?: { email?: string }[] }[];
	from?: { email?: string; name?: string };
	subject?: string;
	content?: { type?: string; value?: string }[];
	[key: string]: unknown;
}

export interface RecordedMail {
	method: string;
	url: string;
	headers: Headers;
	body: MailSendBody;
}

type FakeAnswer = { kind: "accept" } | { kind: "http"; status: number; body?: unknown } | { kind: "network" };

export class FakeSendGrid {
	readonly requests: RecordedMail[] = [];
	private readonly answers: FakeAnswer[] = [];
	private spy: MockInstance<typeof fetch> | null = null;

	constructor(
		readonly baseUrl = "https://fake-sendgrid.test",
		readonly apiKey = "SG.test-fake-key",
	) {}

	/** Bindings that point the Worker at this fake. */
	get bindings() {
		return { SENDGRID_API_KEY: this.apiKey, SENDGRID_BASE_URL: this.baseUrl, SENDGRID_FROM_EMAIL: "trips@example.net" };
	}

	/** Queues the answers of the next requests, in order (afterwards: accepted). */
	answer(...answers: FakeAnswer[]): this {
		this.answers.push(...answers);
		return this;
	}

	install(): this {
		const realFetch = globalThis.fetch;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			if (!request.url.startsWith(`${this.baseUrl}/`)) return realFetch(input, init);
			return this.handle(request);
		});
		return this;
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	private async handle(request: Request): Promise<Response> {
		const body = (await request.json().catch(() => ({}))) as MailSendBody;
		this.requests.push({ method: request.method, url: request.url, headers: request.headers, body });
		const answer = this.answers.shift() ?? { kind: "accept" };
		if (answer.kind === "network") throw new TypeError("Network connection lost.");
		if (request.headers.get("Authorization") !== `Bearer ${this.apiKey}`) {
			return error(401, "The provided authorization grant is invalid, expired, or revoked");
		}
		if (request.method !== "POST" || new URL(request.url).pathname !== "/v3/mail/send") {
			return error(404, "Not found");
		}
		if (answer.kind === "http") return Response.json(answer.body ?? { errors: [] }, { status: answer.status });
		const to = body.personalizations?.[0]?.to?.[0]?.email;
		if (!to || !body.from?.email || !body.subject || !body.content?.length) {
			return error(400, "Missing personalizations, from, subject or content", "personalizations");
		}
		return new Response(null, { status: 202, headers: { "X-Message-Id": crypto.randomUUID() } });
	}
}

/** SendGrid's error shape: `{errors: [{message, field, help}]}`. */
function error(status: number, message: string, field: string | null = null): Response {
	return Response.json({ errors: [{ message, field, help: null }] }, { status });
}
