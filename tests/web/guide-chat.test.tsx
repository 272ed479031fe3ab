import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { GUIDE_OPENING_TRIGGER, type GuideChatMessage, guideMessages } from "../../domain/guide/guide-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import { resetFirstLoadForTests, saveChat } from "../../web/src/features/guide/chat-storage";
import { useGuideChat } from "../../web/src/features/guide/use-guide-chat";
import { createQueryClient } from "../../web/src/lib/react-query";
import { anAdventure, aPlace, json, stubFetch } from "./render";

/**
 * The chat's state (useGuideChat): the conversation kept with the trip comes from the server (the
 * browser's copy only while it loads), the opening only when nothing is kept, and a failed
 * 'Try another suggestion' or 'New chat' says so in a toast and leaves the chat as it was.
 */

const ADVENTURE = anAdventure({ id: "adv-1", location: "London, UK", latitude: 51.5, longitude: -0.12 });
const CONVERSATION = "GET /api/guide-ai/conversation/u1-adv-1";
const museum = aPlace({ googlePlaceId: "cat:museum", name: "Natural History Museum", types: ["museum"] });
const zoo = aPlace({ googlePlaceId: "cat:zoo", name: "London Zoo", types: ["zoo"] });

const kept: GuideChatMessage[] = [
	{ role: "assistant", content: "Hi! I'm Wunder.", state: "responding", suggestions: [], backupSuggestions: [] },
	{ role: "user", content: "Rainy day ideas" },
	{
		role: "assistant",
		content: "1. Natural History Museum – dinosaurs",
		state: "responding",
		isClarification: false,
		suggestions: [museum],
		backupSuggestions: [],
	},
];

const greeting = {
	content: "Hello from Wunder",
	state: "responding",
	isClarification: false,
	suggestions: [],
	backupSuggestions: [],
};

function renderChat() {
	const client = createQueryClient();
	const wrapper = ({ children }: { children: ReactNode }) => (
		<QueryClientProvider client={client}>{children}</QueryClientProvider>
	);
	render(<Toaster />);
	return renderHook(
		() =>
			useGuideChat({
				adventure: ADVENTURE,
				userId: "u1",
				mapCenter: { lat: 51.5, lng: -0.12 },
				onSuggestionsChange: () => {},
				onPathCreated: () => {},
			}),
		{ wrapper },
	);
}

const contents = (messages: { content: string }[]) => messages.map((message) => message.content);

beforeEach(() => {
	sessionStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/adv-1");
});

describe("the chat's conversation", () => {
	it("shows what the server keeps, and asks no opening", async () => {
		const calls = stubFetch({ [CONVERSATION]: () => json({ messages: kept }) });
		const { result } = renderChat();
		await waitFor(() => expect(contents(result.current.messages)).toEqual(contents(kept)));
		expect(result.current.messages[2]?.suggestions).toEqual([museum]);
		expect(result.current.busy).toBe(false);
		expect(calls.map((call) => call.key)).toEqual([CONVERSATION]);
	});

	it("asks for Wunder's opening when the server keeps nothing, even with a copy in the browser", async () => {
		// A copy from before the page loaded: the spec clears it on the first load.
		saveChat("adv-1", "u1", [{ ...kept[0], id: "m1" } as never]);
		const calls = stubFetch({
			[CONVERSATION]: () => json({ messages: [] }),
			"POST /api/guide-ai": () => json(greeting),
		});
		const { result } = renderChat();
		await waitFor(() => expect(contents(result.current.messages)).toEqual(["Hello from Wunder"]));
		expect(calls.map((call) => call.key)).toEqual([CONVERSATION, "POST /api/guide-ai"]);
		expect((calls[1]?.body as { message?: string } | undefined)?.message).toBe(GUIDE_OPENING_TRIGGER);
	});

	it("never asks for the opening (which starts afresh) when the conversation cannot be read", async () => {
		const calls = stubFetch({ [CONVERSATION]: () => json({ error: "Server error" }, 500) });
		const { result } = renderChat();
		await waitFor(() => expect(contents(result.current.messages)).toEqual([guideMessages.greeting]));
		expect(calls.map((call) => call.key)).toEqual([CONVERSATION]);
	});

	it("'New chat' clears it on the server, then Wunder opens a new one", async () => {
		const calls = stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"POST /api/guide-ai/reset-session": () => json({ reset: true }),
			"POST /api/guide-ai": () => json(greeting),
		});
		const { result } = renderChat();
		await waitFor(() => expect(result.current.messages).toHaveLength(3));
		act(() => result.current.reset());
		await waitFor(() => expect(contents(result.current.messages)).toEqual(["Hello from Wunder"]));
		expect(calls.map((call) => call.key)).toEqual([
			CONVERSATION,
			"POST /api/guide-ai/reset-session",
			"POST /api/guide-ai",
		]);
		expect(calls[1]?.body).toEqual({ adventureId: "adv-1", userId: "u1" });
	});
});

describe("the chat's failures", () => {
	it("a failed 'New chat' shows a toast and keeps the conversation", async () => {
		const calls = stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"POST /api/guide-ai/reset-session": () => json({ error: "Server error" }, 500),
		});
		const { result } = renderChat();
		await waitFor(() => expect(result.current.messages).toHaveLength(3));
		act(() => result.current.reset());
		expect(await screen.findByText(guideMessages.resetFailure)).toBeTruthy();
		expect(contents(result.current.messages)).toEqual(contents(kept));
		expect(calls.map((call) => call.key)).not.toContain("POST /api/guide-ai");
	});

	it("a failed 'Try another suggestion' shows a toast and keeps the card", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"POST /api/guide-ai/replace-suggestion": () => json({ error: "Server error" }, 500),
		});
		const { result } = renderChat();
		await waitFor(() => expect(result.current.messages).toHaveLength(3));
		const answer = result.current.messages[2];
		if (!answer) throw new Error("no answer");
		act(() => result.current.replace(answer, museum));
		expect(await screen.findByText(guideMessages.replaceFailure)).toBeTruthy();
		expect(result.current.replacingId).toBeNull();
		expect(result.current.messages[2]?.suggestions).toEqual([museum]);
	});

	it("'Try another suggestion' puts the new card in the old one's place", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept }),
			"POST /api/guide-ai/replace-suggestion": () => json({ newSuggestion: zoo, content: "1. London Zoo – animals" }),
		});
		const { result } = renderChat();
		await waitFor(() => expect(result.current.messages).toHaveLength(3));
		const answer = result.current.messages[2];
		if (!answer) throw new Error("no answer");
		act(() => result.current.replace(answer, museum));
		await waitFor(() => expect(result.current.messages[2]?.suggestions).toEqual([zoo]));
		expect(result.current.messages[2]?.content).toBe("1. London Zoo – animals");
	});
});
