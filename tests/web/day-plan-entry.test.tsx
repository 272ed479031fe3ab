import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ChatMessage, chatMessage } from "../../web/src/features/guide/chat-storage";
import { MessageBubble } from "../../web/src/features/guide/components/message-bubble";
import { PathsTab } from "../../web/src/features/paths/components/paths-tab";
import { EXISTING_PATHS, PROPOSAL, pathsOf, RAINY_PROPOSAL, sentDays } from "./day-plan-fixtures";
import { json, renderWithClient, stubFetch } from "./render";

/** Where 'Plan my days' is found: the Paths tab's button (the owner's), and the guide's answer to "plan our days". */

const PLAN = "POST /api/adventures/adv-1/day-plan";
const ACCEPT = "POST /api/adventures/adv-1/day-plan/accept";
const PATHS = "GET /api/adventures/adv-1/paths";

function renderTab(readOnly: boolean) {
	const calls = stubFetch({ [PATHS]: () => json(EXISTING_PATHS), [PLAN]: () => json(PROPOSAL) });
	renderWithClient(
		<PathsTab
			adventureId="adv-1"
			trip={{ startDate: "2026-04-06", endDate: "2026-04-10" }}
			readOnly={readOnly}
			openPathId={null}
			onOpenPath={() => {}}
		/>,
	);
	return { calls, user: userEvent.setup() };
}

describe("'Plan my days' on the Paths tab", () => {
	it("the owner opens the review from it; the plan is asked for only then", async () => {
		const { calls, user } = renderTab(false);
		await screen.findByText("Museum Tour");
		expect(calls.some((c) => c.key === PLAN)).toBe(false);
		await user.click(screen.getByRole("button", { name: "Plan my days" }));
		const dialog = await screen.findByRole("dialog", { name: "Plan my days" });
		expect(await within(dialog).findByRole("article", { name: "Day 1 · Mon 6 Apr" })).toBeTruthy();
		expect(within(dialog).getByText("Your 2 existing paths stay as they are.")).toBeTruthy();
		// Under the dialog's title (h2), the days are h3.
		expect(within(dialog).getByRole("heading", { level: 3, name: "Day 1 · Mon 6 Apr" })).toBeTruthy();
	});

	it("is not there for a read-only viewer", async () => {
		renderTab(true);
		await screen.findByText("Museum Tour");
		expect(screen.queryByRole("button", { name: "Plan my days" })).toBeNull();
	});
});

const renderBubble = (message: ChatMessage) =>
	renderWithClient(
		<MessageBubble
			message={message}
			adventureId="adv-1"
			replacingId={null}
			savedIds={new Set()}
			onSelect={() => {}}
			onSaved={() => {}}
			onReplace={() => {}}
		/>,
	);

describe("'Plan my days' in the guide's answer", () => {
	const answer = chatMessage({
		role: "assistant",
		content: "Here is a plan for your 2 days, paced for your 3-year-old.",
		state: "responding",
		isClarification: false,
		suggestions: [],
		backupSuggestions: [],
		dayPlan: PROPOSAL,
	});

	function renderAnswer() {
		const calls = stubFetch({
			[PATHS]: () => json(EXISTING_PATHS),
			[PLAN]: () => json(RAINY_PROPOSAL),
			[ACCEPT]: (init) => json({ paths: pathsOf(JSON.parse(String(init?.body)).days) }, 201),
		});
		renderBubble(answer);
		return { calls, user: userEvent.setup() };
	}

	it("shows the message's plan under its words, with its accept buttons, without asking for it again", async () => {
		const { calls, user } = renderAnswer();
		expect(screen.getByText("Here is a plan for your 2 days, paced for your 3-year-old.")).toBeTruthy();
		const days = screen.getByRole("region", { name: "Your days" });
		expect(await within(days).findByRole("article", { name: "Day 1 · Mon 6 Apr" })).toBeTruthy();
		expect(within(days).getByRole("button", { name: "Accept all" })).toBeTruthy();
		// The chat has no h2 of its own: the days are h2 there.
		expect(within(days).getByRole("heading", { level: 2, name: "Day 1 · Mon 6 Apr" })).toBeTruthy();
		await user.click(within(days).getByRole("button", { name: "Accept this day: Day 2 · Tue 7 Apr" }));
		expect(await within(days).findByText("Added to your paths")).toBeTruthy();
		expect(calls.some((c) => c.key === PLAN)).toBe(false);
		expect(sentDays(calls).map((d) => d.date)).toEqual(["2026-04-07"]);
	});

	it("a rainy day there asks for a new plan", async () => {
		const { calls, user } = renderAnswer();
		await user.click(await screen.findByRole("button", { name: "Rainy day: Day 1 · Mon 6 Apr" }));
		expect(await screen.findByText("Rainy day indoors")).toBeTruthy();
		expect(calls.find((c) => c.key === PLAN)?.body).toEqual({ rainyDates: ["2026-04-06"] });
	});

	it("an answer without a plan shows none", () => {
		stubFetch({});
		renderBubble({ ...answer, dayPlan: undefined });
		expect(screen.queryByRole("region", { name: "Your days" })).toBeNull();
	});
});
