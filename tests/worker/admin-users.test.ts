import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CANNOT_DELETE_ACTIVE, CANNOT_DELETE_ADMIN, CANNOT_DELETE_SAMPLES } from "../../domain/user/status";
import {
	adventures,
	bugReports,
	emailSignInTokens,
	modelCallCounts,
	pathStops,
	paths,
	savedPlaces,
	sessions,
	usageEvents,
	users,
} from "../../worker/db/schema";
import { signInByLink } from "./email-link-fixtures";
import { betaCookie, call, db, insertAdventure, sessionKey, signIn, uniqueEmail } from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const admin = async () => (await signIn("admin@example.com")).cookie;

/** A user row written straight to D1 with the given dates. */
async function insertDatedUser(
	fields: { createdDaysAgo: number; seenDaysAgo: number | null; isAdmin?: boolean } & Partial<
		typeof users.$inferInsert
	>,
): Promise<string> {
	const { createdDaysAgo, seenDaysAgo, ...rest } = fields;
	const id = crypto.randomUUID();
	await db()
		.insert(users)
		.values({
			id,
			email: uniqueEmail("dated"),
			firstName: "Dated",
			lastName: "User",
			createdAt: daysAgo(createdDaysAgo),
			updatedAt: daysAgo(createdDaysAgo),
			lastSeenAt: seenDaysAgo === null ? null : daysAgo(seenDaysAgo),
			...rest,
		});
	return id;
}

/** Makes a signed-in user look untouched for `days` days (the session stays valid). */
async function age(userId: string, days: number): Promise<void> {
	await db()
		.update(users)
		.set({ createdAt: daysAgo(days), updatedAt: daysAgo(days), lastSeenAt: daysAgo(days) })
		.where(eq(users.id, userId));
}

const list = async (cookie: string) => {
	const res = await call("/api/admin/users", { headers: { Cookie: cookie } });
	expect(res.status).toBe(200);
	return (await res.json()) as {
		id: string;
		fullName: string;
		email: string;
		loginCount: number;
		userStatus: string;
		isActive: boolean;
		isAdmin: boolean;
		kidAges: number[];
		homeLocation: string | null;
		profileImageUrl: string | null;
		createdAt: string;
		lastSeenAt: string;
	}[];
};

const remove = (id: string, cookie: string) =>
	call(`/api/admin/users/${id}`, { method: "DELETE", headers: { Cookie: cookie } });

describe("admin user routes refuse everyone but admins", () => {
	const routes = (id: string) => [
		["GET", "/api/admin/users"],
		["GET", `/api/admin/users/${id}/details`],
		["DELETE", `/api/admin/users/${id}`],
	];

	it("403 JSON for a signed-in non-admin, 401 signed out, and nothing is deleted", async () => {
		const target = await insertDatedUser({ createdDaysAgo: 90, seenDaysAgo: 60 });
		const user = await signIn();
		const beta = await betaCookie();
		for (const [method, path] of routes(target)) {
			const asUser = await call(path as string, { method, headers: { Cookie: user.cookie } });
			expect(asUser.status, `${method} ${path}`).toBe(403);
			expect(await asUser.json()).toEqual({ error: "Admin access required" });
			const signedOut = await call(path as string, { method, headers: { Cookie: beta } });
			expect(signedOut.status, `${method} ${path}`).toBe(401);
			// Without the beta cookie the gate answers first.
			expect((await call(path as string, { method })).status).toBe(403);
		}
		expect(await db().query.users.findFirst({ where: eq(users.id, target) })).toBeDefined();
	});
});

describe("GET /api/admin/users", () => {
	it("lists user records with login count, kids, home location, role and status", async () => {
		const email = uniqueEmail("listed");
		await signIn(email, { firstName: "Lena", lastName: "Lister" });
		const { user } = await signIn(email);
		await db()
			.update(users)
			.set({ homeLocation: "Portland, OR", numberOfKids: 2, kidAges: [4, 9], isLocalWunder: true })
			.where(eq(users.id, user.id));
		const old = await insertDatedUser({ createdDaysAgo: 200, seenDaysAgo: 45 });
		const regular = await insertDatedUser({ createdDaysAgo: 60, seenDaysAgo: 3 });

		const rows = await list(await admin());
		const me = rows.find((row) => row.id === user.id);
		expect(me).toMatchObject({
			fullName: "Lena Lister",
			email,
			loginCount: 2,
			homeLocation: "Portland, OR",
			numberOfKids: 2,
			kidAges: [4, 9],
			isLocalWunder: true,
			isAdmin: false,
			userStatus: "new",
			isActive: true,
		});
		expect(rows.find((row) => row.id === old)).toMatchObject({ userStatus: "inactive", isActive: false });
		expect(rows.find((row) => row.id === regular)).toMatchObject({ userStatus: "active", isActive: true });
		expect(rows.find((row) => row.email === "admin@example.com")).toMatchObject({ isAdmin: true });
	});

	it("counts every sign-in, whatever its method", async () => {
		const email = uniqueEmail("counted");
		await signInByLink(email);
		await signIn(email);
		const { user } = await signInByLink(email);
		const rows = await list(await admin());
		expect(rows.find((row) => row.id === user.id)?.loginCount).toBe(3);
	});
});

describe("GET /api/admin/users/{id}/details", () => {
	it("counts adventures, saved places and paths and lists the recent ones", async () => {
		const owner = await insertDatedUser({ createdDaysAgo: 20, seenDaysAgo: 1 });
		const ids: string[] = [];
		for (let i = 0; i < 4; i++) ids.push(await insertAdventure(owner));
		const placeId = await insertPlace({ name: "Science Museum", address: "Exhibition Rd, London" });
		await db()
			.insert(savedPlaces)
			.values([
				{ id: crypto.randomUUID(), adventureId: ids[0] as string, placeId },
				{ id: crypto.randomUUID(), adventureId: ids[1] as string, placeId },
			]);
		await insertPathWithStops(ids[0] as string, 2);
		await insertPathWithStops(ids[2] as string, 2);
		await insertPathWithStops(ids[2] as string, 1);
		// Someone else's data never counts.
		await insertPathWithStops(await insertAdventure(await insertDatedUser({ createdDaysAgo: 1, seenDaysAgo: 1 })), 1);

		const res = await call(`/api/admin/users/${owner}/details`, { headers: { Cookie: await admin() } });
		expect(res.status).toBe(200);
		const body = (await res.json()) as {
			user: { id: string; userStatus: string };
			adventuresCreated: number;
			placesSaved: number;
			pathsCreated: number;
			adventures: { id: string; title: string; location: string; createdAt: string }[];
			recentSavedPlaces: { id: string; name: string; address: string; createdAt: string }[];
		};
		expect(body).toMatchObject({ adventuresCreated: 4, placesSaved: 2, pathsCreated: 3 });
		expect(body.user).toMatchObject({ id: owner, userStatus: "active" });
		expect(body.adventures).toHaveLength(3);
		expect(body.adventures[0]).toMatchObject({ title: "Test adventure", location: "Yellowstone, WY, USA" });
		expect(body.recentSavedPlaces).toHaveLength(2);
		expect(body.recentSavedPlaces[0]).toMatchObject({ name: "Science Museum", address: "Exhibition Rd, London" });
	});

	it("404 JSON for an unknown user, 400 for a malformed id", async () => {
		const cookie = await admin();
		const unknown = await call(`/api/admin/users/${crypto.randomUUID()}/details`, { headers: { Cookie: cookie } });
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: "User not found" });
		expect((await call("/api/admin/users/not%20an%20id/details", { headers: { Cookie: cookie } })).status).toBe(400);
	});
});

describe("DELETE /api/admin/users/{id}", () => {
	it("refuses an admin (409) and deletes nothing, even when the admin was not seen for months", async () => {
		const other = await insertDatedUser({ createdDaysAgo: 400, seenDaysAgo: 300, isAdmin: true });
		const adventureId = await insertAdventure(other);
		const res = await remove(other, await admin());
		expect(res.status).toBe(409);
		expect(await res.json()).toEqual({ error: CANNOT_DELETE_ADMIN });
		expect(await db().query.users.findFirst({ where: eq(users.id, other) })).toBeDefined();
		expect(await db().query.adventures.findFirst({ where: eq(adventures.id, adventureId) })).toBeDefined();
	});

	it("refuses the account that holds the landing's sample trips (409), however long unseen", async () => {
		const samples = await insertDatedUser({
			createdDaysAgo: 400,
			seenDaysAgo: null,
			email: `samples-${crypto.randomUUID().slice(0, 8)}@adventure-guide.invalid`,
		});
		const adventureId = await insertAdventure(samples);
		const res = await remove(samples, await admin());
		expect(res.status).toBe(409);
		expect(await res.json()).toEqual({ error: CANNOT_DELETE_SAMPLES });
		expect(await db().query.users.findFirst({ where: eq(users.id, samples) })).toBeDefined();
		expect(await db().query.adventures.findFirst({ where: eq(adventures.id, adventureId) })).toBeDefined();
	});

	it("refuses a user active within 30 days (409) and deletes nothing", async () => {
		const active = await insertDatedUser({ createdDaysAgo: 120, seenDaysAgo: 29 });
		const adventureId = await insertAdventure(active);
		const res = await remove(active, await admin());
		expect(res.status).toBe(409);
		expect(await res.json()).toEqual({ error: CANNOT_DELETE_ACTIVE });
		expect(await db().query.users.findFirst({ where: eq(users.id, active) })).toBeDefined();
		expect(await db().query.adventures.findFirst({ where: eq(adventures.id, adventureId) })).toBeDefined();
	});

	it("refuses a user who joined within 30 days and was never seen", async () => {
		const fresh = await insertDatedUser({ createdDaysAgo: 10, seenDaysAgo: null });
		expect((await remove(fresh, await admin())).status).toBe(409);
	});

	it("404 for an unknown user", async () => {
		const res = await remove(crypto.randomUUID(), await admin());
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "User not found" });
	});

	it("deletes an inactive user with their adventures, places, paths, sessions, avatars and sign-in links", async () => {
		const email = uniqueEmail("leaving");
		const leaving = await signIn(email);
		const secondDevice = await signIn(email);
		const id = leaving.user.id;
		const bystander = await signIn();

		const adventureId = await insertAdventure(id);
		const placeId = await insertPlace();
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId });
		const { pathId } = await insertPathWithStops(adventureId, 2);
		const avatarKey = `avatars/${id}/${"a".repeat(64)}.jpg`;
		await env.BUCKET.put(avatarKey, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
		const bystanderAvatar = `avatars/${bystander.user.id}/${"b".repeat(64)}.jpg`;
		await env.BUCKET.put(bystanderAvatar, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
		await db()
			.insert(emailSignInTokens)
			.values({
				tokenHash: crypto.randomUUID(),
				email,
				createdAt: new Date(),
				expiresAt: new Date(Date.now() + DAY),
			});
		const bugId = crypto.randomUUID();
		await db().insert(bugReports).values({ id: bugId, userId: id, userEmail: email, url: "/", userAgent: "t" });
		const usageId = crypto.randomUUID();
		await db().insert(usageEvents).values({ id: usageId, at: new Date(), provider: "openai", sku: "t", userId: id });
		await db().insert(modelCallCounts).values({ userId: id, day: "2026-11-26", count: 3 });
		expect(await env.KV.get(await sessionKey(leaving.sessionId))).not.toBeNull();
		await age(id, 45);

		const res = await remove(id, await admin());
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			deleted: true,
			id,
			removed: { adventures: 1, sessionRecords: 2, avatars: 1 },
		});

		expect(await db().query.users.findFirst({ where: eq(users.id, id) })).toBeUndefined();
		expect(await db().select().from(adventures).where(eq(adventures.ownerId, id))).toEqual([]);
		expect(await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId))).toEqual([]);
		expect(await db().select().from(paths).where(eq(paths.id, pathId))).toEqual([]);
		expect(await db().select().from(pathStops).where(eq(pathStops.pathId, pathId))).toEqual([]);
		expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
		expect(await db().select().from(emailSignInTokens).where(eq(emailSignInTokens.email, email))).toEqual([]);
		expect(await db().select().from(modelCallCounts).where(eq(modelCallCounts.userId, id))).toEqual([]);
		expect(await env.KV.get(await sessionKey(leaving.sessionId))).toBeNull();
		expect(await env.KV.get(await sessionKey(secondDevice.sessionId))).toBeNull();
		expect((await call("/api/auth/user", { headers: { Cookie: secondDevice.cookie } })).status).toBe(401);
		expect(await env.BUCKET.head(avatarKey)).toBeNull();
		// The cost history stays, without the user.
		const [usage] = await db()
			.select()
			.from(usageEvents)
			.where(inArray(usageEvents.id, [usageId]));
		expect(usage?.userId).toBeNull();
		// Their bug reports stay for triage, no longer naming them.
		const report = await db().query.bugReports.findFirst({ where: eq(bugReports.id, bugId) });
		expect(report).toMatchObject({ userId: null, userEmail: "Public" });
		// The old cookie no longer signs anyone in.
		expect((await call("/api/auth/user", { headers: { Cookie: leaving.cookie } })).status).toBe(401);

		// Nobody else is touched.
		expect(await env.BUCKET.head(bystanderAvatar)).not.toBeNull();
		expect(await env.KV.get(await sessionKey(bystander.sessionId))).not.toBeNull();
		expect((await call("/api/auth/user", { headers: { Cookie: bystander.cookie } })).status).toBe(200);
	});
});
