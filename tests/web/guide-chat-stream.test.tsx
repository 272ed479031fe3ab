import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { guideMessages } from "../../domain/guide/guide-rules";
import { resetFirstLoadForTests } from "../../web/src/features/guide/chat-storage";
import { type GuideFrame, receiveGuideFrame } from "../../web/src/features/guide/turn-stream";
import { renderGuideChat, sendToGuide } from "./guide-chat-render";
import { anAdventure, aPlace, json, stubFetch } from "./render";

/**
 * A chat turn streaming on the live channel: the status at once, the turn's own cards as soon as
 * their frame comes, its words growing, and the POST's answer replacing the streamed bubble in place.
 * Another turn's frames, and frames after the answer, change nothing; a failure ends in 'Try again'.
 */

const ADVENTURE = anAdventure({ id: "adv-1", location: "London, UK", latitude: 51.5, longitude: -0.12 });
const CONVERSATION = "GET /api/guide-ai/conversation/u1-adv-1";
const kept = [{ role: "assistant", content: "Hi! I'm Wunder.", state: "responding" }];
const museum = aPlace({ googlePlaceId: "cat:museum", name: "Science Museum", types: ["museum"] });
const zoo = aPlace({ googlePlaceId: "cat:zoo", name: "London Zoo", types: ["zoo"] });

/** A POST /api/guide-ai the test answers when it chooses. */
function pendingTurn() {
	let answer: (response: Response) => void = () => {};
	const response = new Promise<Response>((resolve) => {
		answer = resolve;
	});
	const calls = stubFetch({
		[CONVERSATION]: () => json({ messages: kept }),
		"GET /api/saved-places": () => json([]),
		"POST /api/guide-ai": () => response,
	});
	const turnId = () => {
		const body = calls.find((call) => call.key === "POST /api/guide-ai")?.body as { turnId?: string } | undefined;
		if (!body?.turnId) throw new Error("no turn sent");
		return body.turnId;
	};
	return { answer, turnId, calls };
}

/** The map's AI markers: what the chat last gave it. */
const onSuggestionsChange = vi.fn();
const renderChat = () => renderGuideChat(ADVENTURE, onSuggestionsChange);
const send = (text: string) => sendToGuide(text);

/** The live channel delivers a frame. */
const frame = (message: GuideFrame) => act(() => receiveGuideFrame(message));

const bubbleOf = (text: string) => screen.getByText(text).closest("[data-testid='assistant-message']") as HTMLElement;

/**
 * The elements put into the chat's live region from now on that a screen reader would read again:
 * a status, or a whole answer bubble (put back rather than updated in place).
 */
function rereadFrom(region: HTMLElement) {
	const added: Element[] = [];
	const watch = new MutationObserver((records) => {
		for (const record of records) added.push(...[...record.addedNodes].filter((node) => node instanceof Element));
	});
	watch.observe(region, { childList: true, subtree: true });
	const reread = "[role='status'], [data-testid='assistant-message']";
	return () => {
		watch.disconnect();
		return added.filter((node) => node.matches(reread) || node.querySelector(reread));
	};
}

beforeEach(() => {
	sessionStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/adv-1");
});

describe("a streamed chat turn", () => {
	it("shows the status at once, the cards before the answer, the words growing, then the answer in place", async () => {
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		// The status shows on Enter, before any frame or answer.
		expect(await screen.findByText(guideMessages.defaultStatus, {}, { timeout: 100 })).toBeTruthy();
		const turnId = turn.turnId();
		expect(turnId).toMatch(/^[0-9a-f-]{36}$/);

		await frame({ type: "guide_cards", turn: turnId, suggestions: [museum], backupSuggestions: [zoo] });
		const streamed = screen.getByRole("list", { name: "Suggestions" });
		expect(within(streamed).getByText("Science Museum")).toBeTruthy();
		// The map's markers follow the cards as they come.
		expect(onSuggestionsChange).toHaveBeenLastCalledWith([museum]);
		// No words yet: the status still says Wunder is at work.
		expect(screen.getByTestId("guide-status")).toBeTruthy();

		await frame({ type: "guide_text", turn: turnId, delta: "Try the " });
		const words = screen.getByText("Try the", { exact: false });
		expect(words.getAttribute("aria-busy")).toBe("true");
		await frame({ type: "guide_text", turn: turnId, delta: "Science Museum's" });
		expect(words.textContent).toBe("Try the Science Museum's");
		// The words are the sign of progress now.
		expect(screen.queryByTestId("guide-status")).toBeNull();
		const bubble = bubbleOf("Try the Science Museum's");
		expect(bubble.dataset.streaming).toBe("true");

		await act(async () => {
			turn.answer(
				json({
					content: "Try the Science Museum's Wonderlab.",
					state: "responding",
					suggestions: [museum],
					backupSuggestions: [zoo],
				}),
			);
		});
		await screen.findByText("Try the Science Museum's Wonderlab.");
		// The answer took the streamed bubble's place: the same element, no second bubble.
		expect(bubbleOf("Try the Science Museum's Wonderlab.")).toBe(bubble);
		expect(bubble.dataset.streaming).toBeUndefined();
		expect(screen.queryByText("Try the Science Museum's")).toBeNull();
		expect(screen.getAllByRole("list", { name: "Suggestions" })).toHaveLength(1);
		expect(screen.getByRole("button", { name: "Try another suggestion" })).toHaveProperty("disabled", false);

		// A frame after the answer changes nothing.
		await frame({ type: "guide_text", turn: turnId, delta: " And more." });
		await frame({ type: "guide_cards", turn: turnId, suggestions: [zoo], backupSuggestions: [] });
		expect(screen.getByText("Try the Science Museum's Wonderlab.")).toBeTruthy();
		expect(screen.queryByText(/And more/)).toBeNull();
		expect(screen.getAllByRole("list", { name: "Suggestions" })).toHaveLength(1);
		expect(screen.getAllByTestId("assistant-message")).toHaveLength(2);
	});

	it("keeps the status above the streamed cards, in view, one element, until the words come; never back after the answer", async () => {
		const scrolled = vi.fn();
		Element.prototype.scrollIntoView = scrolled;
		onTestFinished(() => {
			delete (Element.prototype as Partial<Element>).scrollIntoView;
		});
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		const status = screen.getByRole("status");
		const turnId = turn.turnId();

		await frame({ type: "guide_cards", turn: turnId, suggestions: [museum], backupSuggestions: [zoo] });
		// The same live region (not a new one that a screen reader would read again) ...
		expect(screen.getByRole("status")).toBe(status);
		// ... above the cards, and it is what the chat scrolls to the top when they come.
		const cards = screen.getByRole("list", { name: "Suggestions" });
		expect(status.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		expect(scrolled.mock.contexts.at(-1)).toBe(status);
		expect(scrolled).toHaveBeenLastCalledWith({ block: "start" });

		// Nothing the live region reads is put back from here on.
		const reread = rereadFrom(status.parentElement as HTMLElement);
		await frame({ type: "guide_text", turn: turnId, delta: "Try the " });
		expect(screen.queryByRole("status")).toBeNull();
		await act(async () => {
			turn.answer(
				json({ content: "Try the Science Museum.", state: "responding", suggestions: [museum], backupSuggestions: [] }),
			);
		});
		await screen.findByText("Try the Science Museum.");
		expect(screen.queryByRole("status")).toBeNull();
		expect(reread()).toEqual([]);
	});

	it("the answer that comes before any words replaces cards and status at once", async () => {
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		const status = screen.getByRole("status");
		const turnId = turn.turnId();
		await frame({ type: "guide_cards", turn: turnId, suggestions: [museum], backupSuggestions: [] });
		const bubble = screen.getByRole("list", { name: "Suggestions" }).closest("[data-testid='assistant-message']");
		const reread = rereadFrom(status.parentElement as HTMLElement);
		await act(async () => {
			turn.answer(json({ content: "Museums!", state: "responding", suggestions: [museum], backupSuggestions: [] }));
		});
		await screen.findByText("Museums!");
		expect(bubbleOf("Museums!")).toBe(bubble);
		expect(screen.queryByRole("status")).toBeNull();
		expect(reread()).toEqual([]);
	});

	it("ignores the frames of another turn", async () => {
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		await screen.findByText(guideMessages.defaultStatus);
		const other = crypto.randomUUID();
		await frame({ type: "guide_cards", turn: other, suggestions: [zoo], backupSuggestions: [] });
		await frame({ type: "guide_text", turn: other, delta: "Another tab's words" });
		expect(screen.queryByText("London Zoo")).toBeNull();
		expect(screen.queryByText(/Another tab's words/)).toBeNull();
		expect(screen.getByTestId("guide-status")).toBeTruthy();

		await frame({ type: "guide_text", turn: turn.turnId(), delta: "Our own words" });
		expect(screen.getByText("Our own words")).toBeTruthy();
	});

	it("each turn sends a fresh turn id", async () => {
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		await act(async () => {
			turn.answer(json({ content: "Museums!", state: "responding", suggestions: [], backupSuggestions: [] }));
		});
		await screen.findByText("Museums!");
		const box = screen.getByRole("textbox");
		fireEvent.change(box, { target: { value: "And parks?" } });
		fireEvent.keyDown(box, { key: "Enter" });
		await screen.findByText(guideMessages.defaultStatus);
		const ids = turn.calls
			.filter((call) => call.key === "POST /api/guide-ai")
			.map((call) => (call.body as { turnId: string }).turnId);
		expect(ids).toHaveLength(2);
		expect(new Set(ids).size).toBe(2);
	});

	it("a turn that fails after streaming ends in the failure text with 'Try again', nothing half-streamed left", async () => {
		const turn = pendingTurn();
		renderChat();
		await send("Rainy day ideas");
		await screen.findByText(guideMessages.defaultStatus);
		const turnId = turn.turnId();
		await frame({ type: "guide_cards", turn: turnId, suggestions: [museum], backupSuggestions: [] });
		await frame({ type: "guide_text", turn: turnId, delta: "Try the Scie" });
		const bubble = bubbleOf("Try the Scie");

		await act(async () => {
			turn.answer(json({ error: "boom" }, 500));
		});
		await screen.findByText(guideMessages.chatFailure);
		expect(bubbleOf(guideMessages.chatFailure)).toBe(bubble);
		expect(screen.queryByText("Try the Scie")).toBeNull();
		expect(screen.queryByText("Science Museum")).toBeNull();
		expect(screen.queryByTestId("guide-status")).toBeNull();
		expect(within(bubble).getByRole("button", { name: "Try again" })).toBeTruthy();
		expect(document.querySelector("[data-streaming]")).toBeNull();
	});
});
