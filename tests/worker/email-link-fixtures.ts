import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox } from "../../worker/db/schema";
import { betaCookie, call, cookieFrom, cookies, db, json, uniqueIp } from "./helpers";

/** `POST /api/auth/email-link` from a client address of its own (so client limits never meet). */
export function requestLink(body: Record<string, unknown>, beta: string, ip = uniqueIp()): Promise<Response> {
	return call("/api/auth/email-link", json(body, { headers: { Cookie: beta, "CF-Connecting-IP": ip } }));
}

/** The newest outbox message to an address. */
export async function lastMailTo(email: string) {
	const [row] = await db()
		.select()
		.from(emailOutbox)
		.where(and(eq(emailOutbox.to, email), eq(emailOutbox.provider, "outbox")))
		.orderBy(desc(emailOutbox.createdAt))
		.limit(1);
	return row;
}

/** The token of the newest link mailed to an address (from the text body). */
export async function tokenMailedTo(email: string): Promise<string> {
	const mail = await lastMailTo(email);
	const token = mail?.text.match(/#token=([A-Za-z0-9_-]{43})/)?.[1];
	if (!token) throw new Error(`no sign-in link in the outbox for ${email}`);
	return token;
}

export function verifyLink(token: string, cookie: string): Promise<Response> {
	return call("/api/auth/email-link/verify", json({ token }, { headers: { Cookie: cookie } }));
}

/** The whole link sign-in: ask for a link, take it from the outbox, spend it. */
export async function signInByLink(email: string, names: { firstName?: string; lastName?: string } = {}) {
	const beta = await betaCookie();
	const requested = await requestLink({ email, ...names }, beta);
	expect(requested.status).toBe(200);
	const res = await verifyLink(await tokenMailedTo(email), beta);
	expect(res.status).toBe(200);
	const body = (await res.json()) as { user: { id: string; isAdmin: boolean; firstName: string | null } };
	const session = cookieFrom(res, "ag_session");
	return { cookie: cookies(beta, session), beta, session, user: body.user };
}
