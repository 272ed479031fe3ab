import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_REVOKED } from "../../domain/live/protocol";
import { insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { call, insertAdventure, json, openSocket, type SignedIn, signIn, type TestSocket } from "./helpers";

beforeAll(async () => {
	await insertGuidePlaces();
});

async function ticketFor(who: SignedIn, adventureId: string): Promise<string> {
	const res = await call("/api/live/ticket", json({ adventureId }, { headers: { Cookie: who.cookie } }));
	expect(res.status).toBe(200);
	return ((await res.json()) as { token: string }).token;
}

/** A socket of `who` to the adventure's room, subscribed. */
async function subscribed(who: SignedIn, adventureId: string): Promise<TestSocket> {
	const socket = await openSocket(await ticketFor(who, adventureId), who.cookie);
	socket.send({ type: "subscribe", adventureId });
	expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId });
	return socket;
}

const patch = (who: SignedIn, adventureId: string, body: unknown) =>
	call(`/api/adventures/${adventureId}`, json(body, { method: "PATCH", headers: { Cookie: who.cookie } }));

/** The socket's close code and reason, or null when it is still open after `ms`. */
function closedWithin(socket: TestSocket, ms: number): Promise<{ code: number; reason: string } | null> {
	if (socket.closed) return Promise.resolve(socket.closed);
	return new Promise((resolve) => {
		const timer = setTimeout(() => resolve(null), ms);
		socket.ws.addEventListener("close", (event) => {
			clearTimeout(timer);
			resolve({ code: event.code, reason: event.reason });
		});
	});
}

describe("live channel: access changes", () => {
	it("closes a former viewer's sockets within a second of the adventure going private", async () => {
		const owner = await signIn();
		const viewer = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		const ownerSocket = await subscribed(owner, adventureId);
		const viewerSocket = await subscribed(viewer, adventureId);
		// A socket opened but not yet subscribed loses its way in too.
		const idleViewer = await openSocket(await ticketFor(viewer, adventureId), viewer.cookie);
		try {
			const started = Date.now();
			const res = await patch(owner, adventureId, { isPublic: false });
			expect(res.status).toBe(200);

			const [closed, idleClosed] = await Promise.all([
				closedWithin(viewerSocket, 1000),
				closedWithin(idleViewer, 1000),
			]);
			expect(closed).toEqual({ code: 4403, reason: "access revoked" });
			expect(Date.now() - started).toBeLessThan(1000);
			expect(closed).toEqual(ACCESS_REVOKED);
			expect(idleClosed).toEqual(ACCESS_REVOKED);
			// The viewer heard nothing of the change that shut them out.
			await viewerSocket.expectSilence(100);

			// The owner keeps the channel and hears the change.
			expect(await ownerSocket.nextJson()).toEqual({ type: "changed", what: "adventure" });
			expect(ownerSocket.closed).toBeNull();

			// Made public again: nobody is closed, and the viewer can come back.
			expect((await patch(owner, adventureId, { isPublic: true })).status).toBe(200);
			expect(await ownerSocket.nextJson()).toEqual({ type: "changed", what: "adventure" });
			expect(ownerSocket.closed).toBeNull();
			const back = await subscribed(viewer, adventureId);
			back.close();
		} finally {
			ownerSocket.close();
			viewerSocket.close();
			idleViewer.close();
		}
	});

	it("keeps viewers of a still-public adventure when other fields change", async () => {
		const owner = await signIn();
		const viewer = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		const viewerSocket = await subscribed(viewer, adventureId);
		try {
			expect((await patch(owner, adventureId, { title: "Renamed", isPublic: true })).status).toBe(200);
			expect(await viewerSocket.nextJson()).toEqual({ type: "changed", what: "adventure" });
			expect(await closedWithin(viewerSocket, 200)).toBeNull();
		} finally {
			viewerSocket.close();
		}
	});

	it("sends the guide's status lines to the owner's sockets only; a public viewer gets the changes", async () => {
		const owner = await signIn();
		const viewer = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		const ownerSocket = await subscribed(owner, adventureId);
		const viewerSocket = await subscribed(viewer, adventureId);
		try {
			const res = await call(
				"/api/guide-ai",
				json(
					{
						message: "Rainy day ideas for my 4 and 9 year olds",
						userId: owner.user.id,
						adventureId,
						location: "London, UK",
						mapCenter: LONDON_CENTER,
						mapZoom: 12,
						kidAges: [4, 9],
					},
					{ headers: { Cookie: owner.cookie } },
				),
			);
			expect(res.status).toBe(200);

			// The owner saw the guide work ...
			const ownerFrames: unknown[] = [];
			for (;;) {
				const frame = (await ownerSocket.nextJson()) as { type: string; message?: string | null };
				ownerFrames.push(frame);
				if (frame.type === "status" && frame.message === null) break;
			}
			expect(ownerFrames).toContainEqual({ type: "status", message: "Checking what suits a 4- and a 9-year-old…" });

			// ... the viewer did not: the first frame they get is the next change.
			expect((await patch(owner, adventureId, { title: "London, rain or shine" })).status).toBe(200);
			expect(await viewerSocket.nextJson()).toEqual({ type: "changed", what: "adventure" });
			expect(await ownerSocket.nextJson()).toEqual({ type: "changed", what: "adventure" });

			// Asking for the status does not tell a viewer either.
			viewerSocket.send({ type: "status_request", adventureId });
			expect(await viewerSocket.nextJson()).toEqual({ type: "error", error: "Only the owner sees the guide's status" });
			ownerSocket.send({ type: "status_request", adventureId });
			expect(await ownerSocket.nextJson()).toEqual({ type: "status", message: null });
		} finally {
			ownerSocket.close();
			viewerSocket.close();
		}
	});
});

describe("live tickets", () => {
	const upgrade = (token: string, cookie?: string) =>
		call(`/ws?token=${encodeURIComponent(token)}`, {
			headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) },
		});

	it("open one socket: the second upgrade with the same ticket is refused", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const token = await ticketFor(me, adventureId);
		const first = await openSocket(token, me.cookie);
		try {
			const second = await upgrade(token, me.cookie);
			expect(second.status).toBe(401);
			expect(await second.json()).toEqual({ error: "Invalid or expired ticket" });
			expect(second.webSocket).toBeFalsy();
			// A fresh ticket still works.
			const third = await openSocket(await ticketFor(me, adventureId), me.cookie);
			third.close();
		} finally {
			first.close();
		}
	});

	it("are refused when a page of another origin opens the socket, and stay unused", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const token = await ticketFor(me, adventureId);
		const res = await call(`/ws?token=${encodeURIComponent(token)}`, {
			headers: { Upgrade: "websocket", Cookie: me.cookie, Origin: "https://evil.example" },
		});
		expect(res.status).toBe(403);
		expect(res.webSocket).toBeFalsy();
		const sameOrigin = await call(`/ws?token=${encodeURIComponent(token)}`, {
			headers: { Upgrade: "websocket", Cookie: me.cookie, Origin: "http://localhost" },
		});
		expect(sameOrigin.status).toBe(101);
		sameOrigin.webSocket?.accept();
		sameOrigin.webSocket?.close(1000, "test done");
	});

	it("open no socket once their holder may no longer read the adventure (made private after issue)", async () => {
		const owner = await signIn();
		const viewer = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		const [viewerToken, ownerToken] = await Promise.all([
			ticketFor(viewer, adventureId),
			ticketFor(owner, adventureId),
		]);
		expect((await patch(owner, adventureId, { isPublic: false })).status).toBe(200);
		const res = await upgrade(viewerToken, viewer.cookie);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
		expect(res.webSocket).toBeFalsy();
		// The owner's ticket from the same moment still opens one.
		const socket = await openSocket(ownerToken, owner.cookie);
		socket.close();
	});

	it("die with logout", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const token = await ticketFor(me, adventureId);
		const logout = await call("/api/logout", { headers: { Cookie: me.cookie } });
		expect(logout.status).toBe(302);
		const res = await upgrade(token, me.cookie);
		expect(res.status).toBe(401);
		expect(res.webSocket).toBeFalsy();
	});

	it("belong to the session they were issued to", async () => {
		const me = await signIn();
		const adventureId = await insertAdventure(me.user.id);
		const token = await ticketFor(me, adventureId);
		// No session cookie, or another session of the same user, or another user's session: refused.
		const again = await signIn(me.user.email ?? "");
		const someoneElse = await signIn();
		for (const cookie of [undefined, me.beta, again.cookie, someoneElse.cookie]) {
			const res = await upgrade(token, cookie);
			expect(res.status, String(cookie)).toBe(401);
			expect(res.webSocket).toBeFalsy();
		}
		// Refusals did not use the ticket up.
		const socket = await openSocket(token, me.cookie);
		socket.close();
	});
});
