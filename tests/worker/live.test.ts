import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PING, PONG } from "../../domain/live/protocol";
import { roomMigrations } from "../../durable-objects/migrations";
import { adventures } from "../../worker/db/schema";
import { sign } from "../../worker/lib/signing";
import { issueTicket, TICKET_TTL_MS } from "../../worker/services/live-tickets";
import {
	betaCookie,
	bindings,
	call,
	db,
	insertAdventure,
	insertUser,
	json,
	openSocket,
	type SignedIn,
	signIn,
	TestSocket,
} from "./helpers";

const SECRET = bindings.SESSION_SECRET ?? "";

function requestTicket(who: SignedIn | string, adventureId: unknown, init: RequestInit = {}) {
	const cookie = typeof who === "string" ? who : who.cookie;
	return call("/api/live/ticket", json({ adventureId }, { ...init, headers: { Cookie: cookie, ...init.headers } }));
}

async function ticketFor(who: SignedIn, adventureId: string): Promise<string> {
	const res = await requestTicket(who, adventureId);
	expect(res.status).toBe(200);
	return ((await res.json()) as { token: string }).token;
}

/** An upgrade of `/ws` with a ticket and the caller's cookies. */
const upgrade = (token: string, cookie: string) =>
	call(`/ws?token=${encodeURIComponent(token)}`, { headers: { Upgrade: "websocket", Cookie: cookie } });

const room = (adventureId: string) => env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(adventureId));

describe("POST /api/live/ticket", () => {
	it("requires sign-in", async () => {
		const res = await requestTicket(await betaCookie(), crypto.randomUUID());
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Unauthorized" });
	});

	it("issues a short-lived ticket for an adventure the user owns", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const before = Date.now();
		const res = await requestTicket(me, adventureId);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { token: string; expiresAt: number };
		expect(Object.keys(body).sort()).toEqual(["expiresAt", "token"]);
		expect(body.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
		expect(body.expiresAt).toBeGreaterThanOrEqual(before + TICKET_TTL_MS);
		expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + TICKET_TTL_MS);
	});

	it("answers 404 for another user's private adventure (existence is not revealed)", async () => {
		const me = await signIn();
		const theirs = await insertAdventure(await insertUser());
		const res = await requestTicket(me, theirs);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
		const unknown = await requestTicket(me, crypto.randomUUID());
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: "Adventure not found" });
	});

	it("issues a ticket for another user's public adventure", async () => {
		const me = await signIn();
		const theirs = await insertAdventure(await insertUser(), { isPublic: true });
		const res = await requestTicket(me, theirs);
		expect(res.status).toBe(200);
	});

	it.each([
		["a missing adventureId", undefined],
		["an empty adventureId", "   "],
		["an adventureId over 64 characters", "a".repeat(65)],
		["a numeric adventureId", 42],
	])("answers 400 for %s", async (_name, adventureId) => {
		const res = await requestTicket(await signIn(), adventureId);
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
	});

	it("refuses a cross-site request", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const res = await requestTicket(me, adventureId, { headers: { Origin: "https://evil.example" } });
		expect(res.status).toBe(403);
	});
});

describe("GET /ws", () => {
	it("answers 426 without an Upgrade header", async () => {
		const res = await call("/ws");
		expect(res.status).toBe(426);
		expect(await res.json()).toEqual({ error: "Expected a WebSocket upgrade" });
	});

	it("answers 401 without a token", async () => {
		const res = await call("/ws", { headers: { Upgrade: "websocket" } });
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Invalid or expired ticket" });
	});

	it("refuses bad, expired, tampered and foreign tokens", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const good = await ticketFor(me, adventureId);
		const [payload = "", signature = ""] = good.split(".");
		const otherAdventure = await insertAdventure(await insertUser());
		const retargeted = btoa(
			JSON.stringify({ userId: me.user.id, adventureId: otherAdventure, exp: Date.now() + 60_000 }),
		)
			.replace(/\+/g, "-")
			.replace(/\//g, "_")
			.replace(/=+$/, "");
		const holder = { userId: me.user.id, sessionId: me.sessionId };
		const expired = await issueTicket(SECRET, holder, adventureId, Date.now() - TICKET_TTL_MS - 1000);
		const [goodPayload] = good.split(".");
		const claims = JSON.parse(atob((goodPayload ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as object;
		const foreign = await sign("another-deployment-secret", "live-ticket", claims);
		// Signed right but from before tickets had an id and a session: not single-use, so refused.
		const legacy = await sign(SECRET, "live-ticket", { userId: me.user.id, adventureId, exp: Date.now() + 60_000 });
		const betaValue = (await betaCookie()).slice("ag_beta=".length);

		const bad: [string, string][] = [
			["garbage", "garbage"],
			["expired", expired.token],
			["payload swapped to another adventure", `${retargeted}.${signature}`],
			["signature altered", `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`],
			["signature missing", `${payload}.`],
			["signed with another secret", foreign],
			["without an id and a session", legacy],
			["a beta cookie (other purpose)", betaValue],
			["over 1000 characters", `${good}${"A".repeat(1000)}`],
		];
		for (const [name, token] of bad) {
			const res = await call(`/ws?token=${encodeURIComponent(token)}`, {
				headers: { Upgrade: "websocket", Cookie: me.cookie },
			});
			expect(res.status, name).toBe(401);
			expect(res.webSocket, name).toBeFalsy();
		}
	});

	it("upgrades with a good ticket and answers the protocol frames", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const socket = await openSocket(await ticketFor(me, adventureId), me.cookie);
		try {
			// Before subscribing, the status is not shared.
			socket.send({ type: "status_request", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Subscribe first" });

			socket.send({ type: "subscribe", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId });

			socket.send({ type: "status_request", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "status", message: null });

			// A ticket is for one adventure only.
			const other = await insertAdventure(me.user.id);
			socket.send({ type: "subscribe", adventureId: other });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Not allowed for this adventure" });

			socket.send("{not json");
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Frames must be JSON" });

			socket.send({ type: "shout", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Unknown frame" });

			socket.send({ type: "subscribe" });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Unknown frame" });

			socket.send(PING);
			expect(await socket.next()).toBe(PONG);
			expect(PING).toBe("ping");
			expect(PONG).toBe("pong");
		} finally {
			socket.close();
		}
	});

	it("lets a viewer of a public adventure subscribe", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(await insertUser(), { isPublic: true });
		const socket = await openSocket(await ticketFor(me, adventureId), me.cookie);
		try {
			socket.send({ type: "subscribe", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId });
		} finally {
			socket.close();
		}
	});

	it("refuses the upgrade when the adventure turned private between ticket and upgrade", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(await insertUser(), { isPublic: true });
		const token = await ticketFor(me, adventureId);
		await db().update(adventures).set({ isPublic: false }).where(eq(adventures.id, adventureId));
		const res = await upgrade(token, me.cookie);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
		expect(res.webSocket).toBeFalsy();
	});

	it("refuses subscribe on a socket the room opened just before the adventure turned private", async () => {
		const adventureId = await insertAdventure(await insertUser(), { isPublic: true });
		// The upgrade as the Worker hands it on once it has checked the ticket and the access.
		const opened = await room(adventureId).fetch(
			new Request("http://room/", {
				headers: {
					Upgrade: "websocket",
					"X-Room-User": await insertUser(),
					"X-Room-Adventure": adventureId,
					"X-Room-Ticket": crypto.randomUUID(),
					"X-Room-Ticket-Expires": String(Date.now() + TICKET_TTL_MS),
				},
			}),
		);
		if (!opened.webSocket) throw new Error(`the room answered ${opened.status} without a socket`);
		const socket = new TestSocket(opened.webSocket);
		await db().update(adventures).set({ isPublic: false }).where(eq(adventures.id, adventureId));
		try {
			socket.send({ type: "subscribe", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Not allowed for this adventure" });
			// Not subscribed, so no status and no change events either.
			socket.send({ type: "status_request", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Subscribe first" });
			expect(await room(adventureId).broadcastChange("paths")).toBe(0);
			await socket.expectSilence();
		} finally {
			socket.close();
		}
	});

	it("refuses the upgrade when the adventure was deleted after the ticket", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const token = await ticketFor(me, adventureId);
		await db().delete(adventures).where(eq(adventures.id, adventureId));
		const res = await upgrade(token, me.cookie);
		expect(res.status).toBe(404);
		expect(res.webSocket).toBeFalsy();
	});

	it("ignores identity headers sent by the client: the ticket decides", async () => {
		const me = await signIn();
		const mine = await insertAdventure(me.user.id);
		const theirs = await insertAdventure(await insertUser());
		const res = await call(`/ws?token=${encodeURIComponent(await ticketFor(me, mine))}`, {
			headers: {
				Upgrade: "websocket",
				Cookie: me.cookie,
				"X-Room-User": "someone-else",
				"X-Room-Adventure": theirs,
				"X-Room-Ticket": "forged",
			},
		});
		expect(res.status).toBe(101);
		const ws = res.webSocket;
		if (!ws) throw new Error("no socket");
		const socket = new TestSocket(ws);
		try {
			socket.send({ type: "subscribe", adventureId: theirs });
			expect(await socket.nextJson()).toEqual({ type: "error", error: "Not allowed for this adventure" });
			socket.send({ type: "subscribe", adventureId: mine });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId: mine });
		} finally {
			socket.close();
		}
	});
});

describe("AdventureRoom", () => {
	it("creates its SQLite schema through its own migrations", async () => {
		const stub = room(crypto.randomUUID());
		const { tables, applied } = await runInDurableObject(stub, (_instance, state) => ({
			tables: state.storage.sql
				.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
				.toArray()
				.map((row) => row.name),
			applied: state.storage.sql.exec<{ id: number; name: string }>("SELECT id, name FROM _migrations").toArray(),
		}));
		expect(tables).toContain("messages");
		expect(tables).toContain("used_tickets");
		expect(tables).toContain("current_ask");
		expect(tables).toContain("_migrations");
		expect(applied).toEqual(roomMigrations.map(({ id, name }) => ({ id, name })));
		expect(applied).toEqual([
			{ id: 1, name: "conversation" },
			{ id: 2, name: "used-tickets" },
			{ id: 3, name: "current-ask" },
		]);
	});

	it("refuses requests that did not come through the Worker's ticket check", async () => {
		const res = await room(crypto.randomUUID()).fetch("http://room/ws", { headers: { Upgrade: "websocket" } });
		expect(res.status).toBe(426);
	});

	it("broadcasts changes and status to subscribed sockets only", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const subscribed = await openSocket(await ticketFor(me, adventureId), me.cookie);
		const idle = await openSocket(await ticketFor(me, adventureId), me.cookie);
		try {
			subscribed.send({ type: "subscribe", adventureId });
			expect(await subscribed.nextJson()).toEqual({ type: "subscribed", adventureId });

			const sent = await runInDurableObject(room(adventureId), (instance) => instance.broadcastChange("paths"));
			expect(sent).toBe(1);
			expect(await subscribed.nextJson()).toEqual({ type: "changed", what: "paths" });

			// Over RPC too, as the adventure routes will call it.
			expect(await room(adventureId).setStatus("Looking for parks near Yellowstone")).toBe(1);
			expect(await subscribed.nextJson()).toEqual({ type: "status", message: "Looking for parks near Yellowstone" });
			subscribed.send({ type: "status_request", adventureId });
			expect(await subscribed.nextJson()).toEqual({ type: "status", message: "Looking for parks near Yellowstone" });

			await idle.expectSilence();
		} finally {
			subscribed.close();
			idle.close();
		}
	});

	it("keeps rooms apart: a change in one adventure reaches no socket of another", async () => {
		const me = await signIn();
		const first = await insertAdventure(me.user.id);
		const second = await insertAdventure(me.user.id);
		const socket = await openSocket(await ticketFor(me, first), me.cookie);
		try {
			socket.send({ type: "subscribe", adventureId: first });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId: first });
			expect(await room(second).broadcastChange("saved-places")).toBe(0);
			await socket.expectSilence();
		} finally {
			socket.close();
		}
	});
});
