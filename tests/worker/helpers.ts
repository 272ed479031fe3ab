import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db";
import { adventures, users } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { sha256Hex } from "../../worker/lib/signing";

/** The test bindings (vitest.config.ts TEST_BINDINGS), typed with the worker's secrets. */
export const bindings = env as Bindings;
export const BETA_PASSWORD = "test-beta-password";
const ORIGIN = "http://localhost";

export const db = () => createDb(env);

/**
 * One request through the real Worker entry. Writes carry the app's own Origin, as a browser
 * would, so the CSRF check is exercised rather than skipped; pass `Origin` to override it.
 */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
	return exports.default.fetch(toRequest(path, init));
}

/**
 * The Hono app called directly with extra bindings, for configurations the test project does not
 * run with (an OIDC issuer, no beta password). Waits for waitUntil work so D1 writes have landed.
 */
export async function callWith(overrides: Partial<Bindings>, path: string, init: RequestInit = {}): Promise<Response> {
	const ctx = createExecutionContext();
	const res = await app.fetch(toRequest(path, init), { ...bindings, ...overrides }, ctx);
	await waitOnExecutionContext(ctx);
	return res;
}

function toRequest(path: string, init: RequestInit): Request {
	const url = path.startsWith("http") ? path : `${ORIGIN}${path}`;
	const headers = new Headers(init.headers);
	const method = (init.method ?? "GET").toUpperCase();
	if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", new URL(url).origin);
	return new Request(url, { ...init, headers, redirect: "manual" });
}

/** A JSON body request; its headers stay a plain object so callers can spread more in. */
export function json(body: unknown, init: RequestInit = {}): RequestInit & { headers: Record<string, string> } {
	const headers = { ...Object.fromEntries(new Headers(init.headers)), "content-type": "application/json" };
	return { method: "POST", ...init, headers, body: JSON.stringify(body) };
}

/** One Set-Cookie line split into its name, value and attributes (attribute names lowercased). */
export interface SetCookie {
	name: string;
	value: string;
	attributes: Map<string, string | true>;
	raw: string;
}

export function parseSetCookies(res: Response): SetCookie[] {
	return res.headers.getSetCookie().map((raw) => {
		const [pair = "", ...rest] = raw.split(";");
		const eq = pair.indexOf("=");
		const attributes = new Map<string, string | true>();
		for (const part of rest) {
			const [key = "", ...value] = part.trim().split("=");
			if (key) attributes.set(key.toLowerCase(), value.length ? value.join("=") : true);
		}
		return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, raw };
	});
}

export function setCookie(res: Response, name: string): SetCookie | undefined {
	return parseSetCookies(res).find((cookie) => cookie.name === name);
}

/** `name=value` for a Cookie header, from a response that must have set it. */
export function cookieFrom(res: Response, name: string): string {
	const cookie = setCookie(res, name);
	if (!cookie) throw new Error(`response did not set ${name}: ${res.headers.getSetCookie().join(" | ")}`);
	return `${cookie.name}=${cookie.value}`;
}

/** A Cookie header holding every given `name=value` pair. */
export const cookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ");

/**
 * A client address of its own (documentation range), so rate-limit windows of tests never meet.
 * Limits group IPv6 clients by /64, so the random part is in the network half.
 */
export function uniqueIp(): string {
	const [a, b] = crypto.getRandomValues(new Uint16Array(2));
	return `2001:db8:${(a ?? 0).toString(16)}:${(b ?? 0).toString(16)}::1`;
}

/** POSTs the beta password and returns the `ag_beta=…` cookie pair. */
export async function betaCookie(): Promise<string> {
	const res = await call(
		"/api/beta/authenticate",
		json({ password: BETA_PASSWORD }, { headers: { "CF-Connecting-IP": uniqueIp() } }),
	);
	expect(res.status).toBe(200);
	return cookieFrom(res, "ag_beta");
}

export const uniqueEmail = (prefix = "user") => `${prefix}-${crypto.randomUUID()}@example.org`;

export interface SignedIn {
	/** Cookie header with both the beta and the session cookie. */
	cookie: string;
	beta: string;
	session: string;
	sessionId: string;
	user: { id: string; email: string | null; isAdmin: boolean };
}

/** Local sign-in through `POST /api/auth/local` (beta cookie included). */
export async function signIn(
	email = uniqueEmail(),
	names: { firstName?: string; lastName?: string } = {},
): Promise<SignedIn> {
	const beta = await betaCookie();
	const res = await call(
		"/api/auth/local",
		json(
			{ firstName: names.firstName ?? "Test", lastName: names.lastName ?? "User", email },
			{ headers: { Cookie: beta } },
		),
	);
	expect(res.status).toBe(200);
	const body = (await res.json()) as { user: SignedIn["user"] };
	const session = cookieFrom(res, "ag_session");
	return { cookie: cookies(beta, session), beta, session, sessionId: session.split("=")[1] ?? "", user: body.user };
}

/** The KV key of a session's record (keyed by the SHA-256 of its id, like the D1 index). */
export const sessionKey = async (sessionId: string) => `session:v2:${await sha256Hex(sessionId)}`;

/** A user row written straight to D1, for owners that never need to sign in. */
export async function insertUser(email = uniqueEmail("owner")): Promise<string> {
	const id = crypto.randomUUID();
	await db().insert(users).values({ id, email, firstName: "Other", lastName: "Owner" });
	return id;
}

/** An adventure row written straight to D1: a week in Yellowstone (no point) unless `fields` say otherwise. */
export async function insertAdventure(
	ownerId: string,
	fields: Partial<Omit<typeof adventures.$inferInsert, "id" | "ownerId">> = {},
): Promise<string> {
	const id = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id,
			ownerId,
			title: "Test adventure",
			location: "Yellowstone, WY, USA",
			startDate: "2030-06-01",
			endDate: "2030-06-07",
			isPublic: false,
			...fields,
		});
	return id;
}

/** A client socket whose frames are queued, so a test can await "the next frame" with a timeout. */
export class TestSocket {
	private readonly queue: string[] = [];
	private readonly waiters: ((frame: string) => void)[] = [];
	closed: { code: number; reason: string } | null = null;

	constructor(readonly ws: WebSocket) {
		ws.accept();
		ws.addEventListener("message", (event) => {
			const frame = typeof event.data === "string" ? event.data : new TextDecoder().decode(event.data);
			const waiter = this.waiters.shift();
			if (waiter) waiter(frame);
			else this.queue.push(frame);
		});
		ws.addEventListener("close", (event) => {
			this.closed = { code: event.code, reason: event.reason };
		});
	}

	send(frame: unknown): void {
		this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
	}

	/** The next frame as text; fails after `timeoutMs` rather than hanging the suite. */
	next(timeoutMs = 2000): Promise<string> {
		const queued = this.queue.shift();
		if (queued !== undefined) return Promise.resolve(queued);
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				const index = this.waiters.indexOf(waiter);
				if (index >= 0) this.waiters.splice(index, 1);
				reject(new Error(`no WebSocket frame within ${timeoutMs} ms`));
			}, timeoutMs);
			const waiter = (frame: string) => {
				clearTimeout(timer);
				resolve(frame);
			};
			this.waiters.push(waiter);
		});
	}

	async nextJson(timeoutMs?: number): Promise<unknown> {
		return JSON.parse(await this.next(timeoutMs));
	}

	/** Resolves when no frame arrives within `ms` (for "nothing is sent" assertions). */
	async expectSilence(ms = 200): Promise<void> {
		const frame = await this.next(ms).catch(() => null);
		if (frame !== null) throw new Error(`expected no frame, got ${frame}`);
	}

	close(): void {
		try {
			this.ws.close(1000, "test done");
		} catch {
			// Already closed by the other side.
		}
	}
}

/**
 * Opens `/ws?token=…` through the Worker with the session cookie the ticket was issued to (a
 * browser sends it with the upgrade); the response must be the 101 upgrade.
 */
export async function openSocket(token: string, cookie: string): Promise<TestSocket> {
	const res = await call(`/ws?token=${encodeURIComponent(token)}`, {
		headers: { Upgrade: "websocket", Cookie: cookie },
	});
	expect(res.status).toBe(101);
	if (!res.webSocket) throw new Error("101 without a webSocket");
	return new TestSocket(res.webSocket);
}
