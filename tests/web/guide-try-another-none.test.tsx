import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { GuideChatMessage } from "../../domain/guide/guide-rules";
import { guideMessages } from "../../domain/guide/guide-rules";
import { resetFirstLoadForTests } from "../../web/src/features/guide/chat-storage";
import { renderGuideChat } from "./guide-chat-render";
import { anAdventure, aPlace, json, stubFetch } from "./render";

/**
 * 'Try another suggestion' when the server has no other place of that kind: the card stays, and
 * says so on it, instead of the button going quiet as if nothing happened. Trying again clears it.
 */

const ADVENTURE = anAdventure({ id: "adv-1", location: "London, UK", latitude: 51.5, longitude: -0.12 });
const museum = aPlace({ googlePlaceId: "cat:museum", name: "Natural History Museum", types: ["museum"] });
const zoo = aPlace({ googlePlaceId: "cat:zoo", name: "London Zoo", types: ["zoo"] });

const kept: GuideChatMessage[] = [
	{
		role: "assistant",
		content: "1. Natural History Museum – dinosaurs\n\n2. London Zoo – animals",
		state: "responding",
		isClarification: false,
		suggestions: [museum, zoo],
		backupSuggestions: [],
	},
];

beforeEach(() => {
	sessionStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/adv-1");
});

describe("'Try another suggestion' with no other place", () => {
	it("keeps the card and says on it that no other place fits; trying again clears the note", async () => {
		let answers = 0;
		const calls = stubFetch({
			"GET /api/guide-ai/conversation/u1-adv-1": () => json({ messages: kept }),
			"GET /api/saved-places": () => json([]),
			"POST /api/guide-ai/replace-suggestion": () => {
				answers += 1;
				return answers === 1 ? json({ newSuggestion: null, content: null }) : json({ error: "Server error" }, 500);
			},
		});
		renderGuideChat(ADVENTURE);
		const card = await screen.findByRole("article", { name: museum.name });
		await userEvent.click(within(card).getByRole("button", { name: "Try another suggestion" }));
		const button = within(card).getByRole("button", { name: "Try another suggestion" });
		expect(await within(card).findByText(guideMessages.noOtherPlace)).toBeTruthy();
		// The button, which keeps the focus, is described by the note.
		expect(button.getAttribute("aria-describedby")).toBe(within(card).getByText(guideMessages.noOtherPlace).id);
		expect(calls.filter((call) => call.key === "POST /api/guide-ai/replace-suggestion")).toHaveLength(1);
		// The card is still there, and only it says so.
		expect(screen.getByRole("article", { name: museum.name })).toBe(card);
		expect(within(screen.getByRole("article", { name: zoo.name })).queryByText(guideMessages.noOtherPlace)).toBeNull();

		await userEvent.click(button);
		await waitFor(() => expect(calls.filter((c) => c.key === "POST /api/guide-ai/replace-suggestion")).toHaveLength(2));
		await waitFor(() => expect(within(card).queryByText(guideMessages.noOtherPlace)).toBeNull());
	});
});
