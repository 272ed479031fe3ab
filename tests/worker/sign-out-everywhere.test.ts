import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../worker/db/schema";
import { signInByLink } from "./email-link-fixtures";
import { call, db, sessionKey, signIn, uniqueEmail } from "./helpers";

const me = (cookie: string) => call("/api/auth/user", { headers: { Cookie: cookie } });
const signOutEverywhere = (cookie: string, headers: Record<string, string> = {}) =>
	call("/api/auth/sign-out-everywhere", { method: "POST", headers: { Cookie: cookie, ...headers } });

describe("POST /api/auth/sign-out-everywhere", () => {
	it("ends every other session of the user and keeps the current one", async () => {
		const email = uniqueEmail("everywhere");
		// The link first: a proven sign-in ends the sessions that began without proof.
		const tablet = await signInByLink(email);
		const laptop = await signIn(email);
		const phone = await signIn(email);
		const stranger = await signIn();

		const res = await signOutEverywhere(phone.cookie);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ ended: 2 });

		expect((await me(phone.cookie)).status).toBe(200);
		expect((await me(laptop.cookie)).status).toBe(401);
		expect((await me(tablet.cookie)).status).toBe(401);
		// Nobody else's session is touched.
		expect((await me(stranger.cookie)).status).toBe(200);
		const rows = await db().select().from(sessions).where(eq(sessions.userId, phone.user.id));
		expect(rows).toHaveLength(1);
		// The ended sessions' KV records (which carry their user) go with their index rows.
		expect(await env.KV.get(await sessionKey(laptop.sessionId))).toBeNull();
		expect(await env.KV.get(await sessionKey(tablet.session.split("=")[1] ?? ""))).toBeNull();
		expect(await env.KV.get(await sessionKey(phone.sessionId))).not.toBeNull();
	});

	it("answers {ended: 0} when there is no other session", async () => {
		const alone = await signIn();
		const res = await signOutEverywhere(alone.cookie);
		expect(await res.json()).toEqual({ ended: 0 });
		expect((await me(alone.cookie)).status).toBe(200);
	});

	it("needs a signed-in caller (401)", async () => {
		const { beta } = await signIn();
		const res = await signOutEverywhere(beta);
		expect(res.status).toBe(401);
	});

	it("refuses a cross-site request (CSRF) and ends nothing", async () => {
		const email = uniqueEmail("csrf-everywhere");
		const other = await signIn(email);
		const current = await signIn(email);
		const res = await signOutEverywhere(current.cookie, { Origin: "https://evil.example" });
		expect(res.status).toBe(403);
		expect((await me(other.cookie)).status).toBe(200);
	});
});
