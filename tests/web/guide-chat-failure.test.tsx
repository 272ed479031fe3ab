import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GUIDE_TURN_TIMEOUT_MS, guideMessages } from "../../domain/guide/guide-rules";
import { resetFirstLoadForTests } from "../../web/src/features/guide/chat-storage";
import { renderGuideChat, sendToGuide } from "./guide-chat-render";
import { anAdventure, json, stubFetch } from "./render";

/**
 * Waiting and failing like a product: a chat turn that gets no answer (no connection, a stalled
 * network) gives up in a bounded time, says the spec's failure text, and offers 'Try again', which
 * sends the same message once more.
 */

const ADVENTURE = anAdventure({ id: "adv-1", location: "London, UK", latitude: 51.5, longitude: -0.12 });
const CONVERSATION = "GET /api/guide-ai/conversation/u1-adv-1";
const kept = [{ role: "assistant", content: "Hi! I'm Wunder.", state: "responding" }];
const answer = (content: string) => json({ content, state: "responding", suggestions: [], backupSuggestions: [] });

/** A call that never answers, unless the caller gives up on it (its signal aborts). */
const hanging = (init?: RequestInit) =>
	new Promise<Response>((_resolve, reject) => {
		init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
	});

const renderChat = () => renderGuideChat(ADVENTURE);
const send = (text: string) => sendToGuide(text);

beforeEach(() => {
	sessionStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/adv-1");
});

afterEach(() => {
	vi.useRealTimers();
	window.dispatchEvent(new Event("online"));
});

describe("a chat turn without an answer", () => {
	it("stops 'Wundering...' in bounded time, says the failure text, and 'Try again' re-sends the message", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		let answering = false;
		const calls = stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai": (init) => (answering ? answer("Try the Science Museum.") : hanging(init)),
		});
		renderChat();
		await send("Rainy day ideas");
		expect(await screen.findByText(guideMessages.defaultStatus)).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();

		await act(async () => {
			await vi.advanceTimersByTimeAsync(GUIDE_TURN_TIMEOUT_MS + 100);
		});
		expect(screen.queryByText(guideMessages.defaultStatus)).toBeNull();
		const failure = await screen.findByText(guideMessages.chatFailure);
		const retry = within(failure.closest("[data-testid='assistant-message']") as HTMLElement).getByRole("button", {
			name: "Try again",
		});
		// Nothing is pending any more: the example prompts can be sent again.
		expect(
			(screen.getByRole("button", { name: "Free things to do this afternoon" }) as HTMLButtonElement).disabled,
		).toBe(false);

		answering = true;
		fireEvent.click(retry);
		expect(await screen.findByText("Try the Science Museum.")).toBeTruthy();
		// The failure text gave way to the answer; the family's words show once.
		expect(screen.queryByText(guideMessages.chatFailure)).toBeNull();
		expect(screen.getAllByText("Rainy day ideas")).toHaveLength(1);
		const turns = calls.filter((call) => call.key === "POST /api/guide-ai");
		expect(turns.map((call) => (call.body as { message: string }).message)).toEqual([
			"Rainy day ideas",
			"Rainy day ideas",
		]);
	});

	it("gives up at once when the browser loses its connection", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai": hanging,
		});
		renderChat();
		await send("Playgrounds near here");
		await screen.findByText(guideMessages.defaultStatus);
		act(() => {
			window.dispatchEvent(new Event("offline"));
		});
		expect(await screen.findByText(guideMessages.chatFailure)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("fails at once, rather than waiting for the connection, when sent while offline", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai": () => Promise.reject(new TypeError("Failed to fetch")),
		});
		renderChat();
		await screen.findByText("Hi! I'm Wunder.");
		act(() => {
			window.dispatchEvent(new Event("offline"));
		});
		await send("Playgrounds near here");
		expect(await screen.findByText(guideMessages.chatFailure)).toBeTruthy();
		expect(screen.queryByText(guideMessages.defaultStatus)).toBeNull();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("a server error also offers 'Try again'", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai": () => json({ error: "boom" }, 500),
		});
		renderChat();
		await send("Free things to do");
		expect(await screen.findByText(guideMessages.chatFailure)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
