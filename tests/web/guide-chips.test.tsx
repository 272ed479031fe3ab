import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { guideMessages } from "../../domain/guide/guide-rules";
import { Toaster } from "../../web/src/components/ui/toaster";
import { resetFirstLoadForTests } from "../../web/src/features/guide/chat-storage";
import { renderGuideChat, sendToGuide } from "./guide-chat-render";
import { anAdventure, json, stubFetch } from "./render";

/**
 * The conversation's filters as chips above the chat's input: the kept conversation's after a
 * reload, each answer's after a turn; a chip's × (a button named "Remove filter: …") removes it
 * on the server; 'New chat' leaves none.
 */

const ADVENTURE = anAdventure({ id: "adv-1", location: "London, UK", latitude: 51.5, longitude: -0.12 });
const CONVERSATION = "GET /api/guide-ai/conversation/u1-adv-1";
const REMOVE = "POST /api/guide-ai/filters/remove";
const indoors = { key: "setting", label: "indoors" };
const notLoud = { key: "need:not-loud", label: "not loud" };
const free = { key: "price", label: "free" };
const kept = [
	{ role: "assistant", content: "Hi! I'm Wunder.", state: "responding" },
	{ role: "user", content: "rainy day ideas, nothing loud" },
	{ role: "assistant", content: "Try the Science Museum.", state: "responding" },
];
const answer = (content: string, chips: unknown[]) =>
	json({ content, state: "responding", suggestions: [], backupSuggestions: [], isClarification: false, chips });

const chipBar = () => screen.queryByRole("region", { name: "Active filters" });
const chipLabels = () =>
	within(chipBar() as HTMLElement)
		.getAllByRole("listitem")
		.map((item) => item.textContent);

beforeEach(() => {
	sessionStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/adv-1");
});

describe("the chat's filter chips", () => {
	it("shows the kept conversation's filters, and × removes one on the server", async () => {
		const calls = stubFetch({
			[CONVERSATION]: () => json({ messages: kept, chips: [indoors, notLoud] }),
			"GET /api/saved-places": () => json([]),
			[REMOVE]: () => json({ chips: [indoors] }),
		});
		renderGuideChat(ADVENTURE);
		await screen.findByText("Try the Science Museum.");
		expect(chipLabels()).toEqual(["indoors", "not loud"]);

		fireEvent.click(screen.getByRole("button", { name: "Remove filter: not loud" }));
		await waitFor(() => expect(chipLabels()).toEqual(["indoors"]));
		expect(calls.find((call) => call.key === REMOVE)?.body).toEqual({ adventureId: "adv-1", key: "need:not-loud" });
		expect(screen.queryByRole("button", { name: "Remove filter: not loud" })).toBeNull();
	});

	it("shows the filters each answer comes with, and none once they are all gone", async () => {
		let chips: unknown[] = [indoors, free];
		stubFetch({
			[CONVERSATION]: () => json({ messages: [kept[0]], chips: [] }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai": () => answer("Here are some ideas.", chips),
		});
		renderGuideChat(ADVENTURE);
		await screen.findByText("Hi! I'm Wunder.");
		expect(chipBar()).toBeNull();
		await sendToGuide("free indoor things");
		await screen.findByText("Here are some ideas.");
		expect(chipLabels()).toEqual(["indoors", "free"]);

		chips = [];
		await sendToGuide("anything at all", "Here are some ideas.");
		await waitFor(() => expect(screen.getAllByText("Here are some ideas.")).toHaveLength(2));
		expect(chipBar()).toBeNull();
	});

	it("keeps the chip and says so when removing it fails", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept, chips: [indoors] }),
			"GET /api/saved-places": () => json([]),
			[REMOVE]: () => json({ error: "Server error" }, 500),
		});
		render(<Toaster />);
		renderGuideChat(ADVENTURE);
		await screen.findByText("Try the Science Museum.");
		fireEvent.click(screen.getByRole("button", { name: "Remove filter: indoors" }));
		expect(await screen.findByText(guideMessages.filterRemoveFailure)).toBeTruthy();
		expect(chipLabels()).toEqual(["indoors"]);
	});

	it("'New chat' leaves no chip", async () => {
		stubFetch({
			[CONVERSATION]: () => json({ messages: kept, chips: [indoors] }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai/reset-session": () => json({ reset: true }),
			"POST /api/guide-ai": () => answer("Hello again from Wunder", []),
		});
		renderGuideChat(ADVENTURE);
		await screen.findByText("Try the Science Museum.");
		expect(chipLabels()).toEqual(["indoors"]);
		fireEvent.click(screen.getByRole("button", { name: "Reset conversation" }));
		await screen.findByText("Hello again from Wunder");
		expect(chipBar()).toBeNull();
	});
});
