import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chatMessage } from "../../web/src/features/guide/chat-storage";
import { MessageBubble } from "../../web/src/features/guide/components/message-bubble";
import { aPlace, renderWithClient } from "./render";

/**
 * One answer of Wunder's as the family reads it: a place they already saved (the guide answering a
 * question about it) shows as saved, with nothing to swap it for; the next-steps hint is said once,
 * under the latest answer with cards, not after every answer of a long evening.
 */

const museum = aPlace({ googlePlaceId: "cat:nhm", name: "Natural History Museum", types: ["museum"] });
const zoo = aPlace({ googlePlaceId: "cat:zoo", name: "London Zoo", types: ["zoo"] });
const HINT = /Save the ones you like with the heart/;

const answer = chatMessage({
	role: "assistant",
	content: "Yes, the Natural History Museum is free.",
	state: "responding",
	isClarification: false,
	suggestions: [museum, zoo],
	backupSuggestions: [],
});

function renderAnswer(options: { savedIds: ReadonlySet<string>; showHint: boolean }) {
	return renderWithClient(
		<MessageBubble
			message={answer}
			trip={{ startDate: "2031-07-01", endDate: "2031-07-03" }}
			adventureId="adv-1"
			replacingId={null}
			savedIds={options.savedIds}
			showHint={options.showHint}
			onSelect={() => {}}
			onSaved={() => {}}
			onReplace={() => {}}
		/>,
	);
}

describe("an answer's cards", () => {
	it("show a saved place as saved, without 'Try another suggestion'; the others as suggestions", () => {
		renderAnswer({ savedIds: new Set([museum.googlePlaceId]), showHint: true });
		const saved = screen.getByRole("article", { name: museum.name });
		const heart = within(saved).getByRole("button", { name: `Remove ${museum.name} from saved places` });
		expect(heart.getAttribute("aria-pressed")).toBe("true");
		expect(within(saved).queryByRole("button", { name: "Try another suggestion" })).toBeNull();
		const suggested = screen.getByRole("article", { name: zoo.name });
		expect(
			within(suggested)
				.getByRole("button", { name: `Save ${zoo.name}` })
				.getAttribute("aria-pressed"),
		).toBe("false");
		expect(within(suggested).getAllByRole("button", { name: "Try another suggestion" })).toHaveLength(1);
	});

	it("say the next-steps hint only where the chat asks for it", () => {
		const { unmount } = renderAnswer({ savedIds: new Set(), showHint: false });
		expect(screen.queryByText(HINT)).toBeNull();
		unmount();
		renderAnswer({ savedIds: new Set(), showHint: true });
		expect(screen.getAllByText(HINT)).toHaveLength(1);
	});
});
