import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_REVOKED } from "../../domain/live/protocol";
import { createLiveTicket } from "../../web/src/features/workspace/api/create-live-ticket";
import { useLiveChannel } from "../../web/src/features/workspace/use-live-channel";
import { ApiError } from "../../web/src/lib/api-client";
import { createQueryClient } from "../../web/src/lib/react-query";

vi.mock("../../web/src/features/workspace/api/create-live-ticket", () => ({
	createLiveTicket: vi.fn(async () => ({ token: "ticket", expiresAt: Date.now() + 60_000 })),
}));

/** A WebSocket the test drives: it opens and closes when told to. */
class FakeSocket {
	static readonly OPEN = 1;
	static instances: FakeSocket[] = [];
	readyState = 0;
	sent: string[] = [];
	onopen: (() => void) | null = null;
	onmessage: ((event: { data: unknown }) => void) | null = null;
	onclose: ((event: { code: number; reason: string }) => void) | null = null;

	constructor(readonly url: URL) {
		FakeSocket.instances.push(this);
	}

	send(frame: string) {
		this.sent.push(frame);
	}

	close() {
		this.readyState = 3;
	}

	/** The server accepts the connection. */
	open() {
		this.readyState = FakeSocket.OPEN;
		this.onopen?.();
	}

	/** The server sends a frame. */
	receive(message: unknown) {
		this.onmessage?.({ data: JSON.stringify(message) });
	}

	/** The server closes the connection. */
	serverClose(code: number, reason: string) {
		this.readyState = 3;
		this.onclose?.({ code, reason });
	}
}

const ADVENTURE_ID = "a1";

function renderChannel() {
	const client = createQueryClient();
	const invalidate = vi.spyOn(client, "invalidateQueries");
	const wrapper = ({ children }: { children: ReactNode }) => (
		<QueryClientProvider client={client}>{children}</QueryClientProvider>
	);
	const onStatus = vi.fn();
	const onGuideFrame = vi.fn();
	const hook = renderHook(() => useLiveChannel(ADVENTURE_ID, true, onStatus, onGuideFrame), { wrapper });
	return { invalidate, onStatus, onGuideFrame, ...hook };
}

/** The socket the hook opened last, once its ticket has come back. */
async function lastSocket(): Promise<FakeSocket> {
	await vi.advanceTimersByTimeAsync(0);
	const socket = FakeSocket.instances.at(-1);
	if (!socket) throw new Error("no socket opened");
	return socket;
}

beforeEach(() => {
	vi.useFakeTimers();
	FakeSocket.instances = [];
	vi.mocked(createLiveTicket).mockClear();
	vi.stubGlobal("WebSocket", FakeSocket);
});

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe("useLiveChannel", () => {
	it("subscribes once the socket opens", async () => {
		const { unmount } = renderChannel();
		const socket = await lastSocket();
		expect(socket.url.pathname).toBe("/ws");
		expect(socket.url.searchParams.get("token")).toBe("ticket");
		socket.open();
		expect(socket.sent).toEqual([JSON.stringify({ type: "subscribe", adventureId: ADVENTURE_ID })]);
		unmount();
	});

	it("asks for the guide's status once subscribed, and passes it on", async () => {
		const { onStatus, unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		socket.receive({ type: "subscribed", adventureId: ADVENTURE_ID });
		expect(socket.sent).toEqual([
			JSON.stringify({ type: "subscribe", adventureId: ADVENTURE_ID }),
			JSON.stringify({ type: "status_request", adventureId: ADVENTURE_ID }),
		]);
		socket.receive({ type: "status", message: "Searching for parks..." });
		expect(onStatus).toHaveBeenLastCalledWith("Searching for parks...");
		unmount();
	});

	it("passes a guide turn's streamed cards and words on to the chat, and nothing else", async () => {
		const { onGuideFrame, onStatus, unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		const cards = { type: "guide_cards", turn: "t1", suggestions: [], backupSuggestions: [] };
		const words = { type: "guide_text", turn: "t1", delta: "Try the " };
		socket.receive(cards);
		socket.receive(words);
		socket.receive({ type: "status", message: "Searching for parks..." });
		socket.receive({ type: "changed", what: "paths" });
		expect(onGuideFrame.mock.calls).toEqual([[cards], [words]]);
		expect(onStatus).toHaveBeenCalledTimes(1);
		unmount();
	});

	it("forgets the guide's status when the connection drops: it may be long over", async () => {
		const { onStatus, unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		socket.receive({ type: "subscribed", adventureId: ADVENTURE_ID });
		socket.receive({ type: "status", message: "Searching for parks..." });
		socket.serverClose(1006, "");
		expect(onStatus).toHaveBeenLastCalledWith(null);
		unmount();
	});

	it("reconnects with a fresh ticket after the connection drops", async () => {
		const { unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		socket.serverClose(1006, "");
		await vi.advanceTimersByTimeAsync(2000);
		expect(createLiveTicket).toHaveBeenCalledTimes(2);
		expect(FakeSocket.instances).toHaveLength(2);
		unmount();
	});

	it("stops and refetches the adventure when the room revokes access", async () => {
		const { invalidate, unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		socket.serverClose(ACCESS_REVOKED.code, ACCESS_REVOKED.reason);
		expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/adventures", ADVENTURE_ID] });
		// No reconnect, however long the page stays open.
		await vi.advanceTimersByTimeAsync(120_000);
		expect(createLiveTicket).toHaveBeenCalledTimes(1);
		expect(FakeSocket.instances).toHaveLength(1);
		unmount();
	});

	it("a deleted adventure: the ticket's 404 stops the reconnects and refetches the adventure once", async () => {
		const { invalidate, unmount } = renderChannel();
		const socket = await lastSocket();
		socket.open();
		// The room closes every socket when the adventure is deleted; the next ticket is a 404.
		vi.mocked(createLiveTicket).mockRejectedValue(new ApiError(404, '{"error":"Adventure not found"}', "Not Found"));
		socket.serverClose(1000, "Adventure deleted");
		await vi.advanceTimersByTimeAsync(2000);
		expect(createLiveTicket).toHaveBeenCalledTimes(2);
		expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/adventures", ADVENTURE_ID] });
		await vi.advanceTimersByTimeAsync(300_000);
		expect(createLiveTicket).toHaveBeenCalledTimes(2);
		unmount();
		vi.mocked(createLiveTicket).mockReset();
		vi.mocked(createLiveTicket).mockImplementation(async () => ({ token: "ticket", expiresAt: Date.now() + 60_000 }));
	});
});
