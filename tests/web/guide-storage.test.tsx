import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
	type ChatMessage,
	FOLLOW_UP_TTL_MS,
	loadChat,
	resetFirstLoadForTests,
	saveChat,
	storeFollowUp,
	takeFollowUp,
} from "../../web/src/features/guide/chat-storage";
import { ChatInput, TEXTAREA_MAX_PX, TEXTAREA_MIN_PX } from "../../web/src/features/guide/components/chat-input";
import {
	PLANNER_RECENT_ACTIONS,
	PLANNER_SESSION_TIMEOUT_MS,
	startPlannerSession,
	touchPlannerSession,
} from "../../web/src/features/workspace/planner-session";

const message: ChatMessage = {
	id: "m1",
	role: "assistant",
	content: "Hello!",
	state: "responding",
	isClarification: false,
	suggestions: [],
	backupSuggestions: [],
};

beforeEach(() => {
	sessionStorage.clear();
	localStorage.clear();
	resetFirstLoadForTests();
	window.history.replaceState(null, "", "/adventure/a1");
});

describe("chat storage", () => {
	it("is cleared on the first load of the page, then resumed", () => {
		saveChat("a1", "u1", [message]);
		expect(loadChat("a1", "u1")).toBeNull();
		saveChat("a1", "u1", [message]);
		expect(loadChat("a1", "u1")).toEqual([message]);
	});

	it("is cleared on an adventure switch and when another user is signed in", () => {
		loadChat("a1", "u1");
		saveChat("a1", "u1", [message]);
		expect(loadChat("a2", "u1")).toBeNull();
		saveChat("a1", "u1", [message]);
		expect(loadChat("a1", "u2")).toBeNull();
		expect(loadChat("a1", "u1")).toBeNull();
	});

	it("is cleared by an explicit refresh flag", () => {
		loadChat("a1", "u1");
		saveChat("a1", "u1", [message]);
		window.history.replaceState(null, "", "/adventure/a1?refresh=1");
		expect(loadChat("a1", "u1")).toBeNull();
	});

	it("shows a stored follow-up only under 5 minutes old, once, for its adventure", () => {
		storeFollowUp("a1", "Nice pick!", 1_000);
		expect(takeFollowUp("a1", 1_000 + FOLLOW_UP_TTL_MS - 1)).toBe("Nice pick!");
		expect(takeFollowUp("a1", 2_000)).toBeNull();
		storeFollowUp("a1", "Too old", 1_000);
		expect(takeFollowUp("a1", 1_000 + FOLLOW_UP_TTL_MS)).toBeNull();
		storeFollowUp("a1", "Other trip", 1_000);
		expect(takeFollowUp("a2", 1_500)).toBeNull();
	});
});

describe("planner session tracker", () => {
	it("resumes under 30 minutes as a return session, otherwise starts anew", () => {
		const first = startPlannerSession("a1", 0);
		expect(first.sessionType).toBe("new");
		const again = startPlannerSession("a1", PLANNER_SESSION_TIMEOUT_MS - 1);
		expect(again).toMatchObject({ id: first.id, sessionType: "return" });
		const later = startPlannerSession("a1", 2 * PLANNER_SESSION_TIMEOUT_MS);
		expect(later.sessionType).toBe("new");
		expect(later.id).not.toBe(first.id);
	});

	it("keeps only the last 5 actions and refreshes the last activity", () => {
		startPlannerSession("a1", 0);
		let session = null;
		for (let i = 1; i <= 7; i++) session = touchPlannerSession("a1", { type: `action-${i}`, timestamp: i }, i * 1000);
		expect(session?.context.recentActions.map((a) => a.type)).toEqual([
			"action-3",
			"action-4",
			"action-5",
			"action-6",
			"action-7",
		]);
		expect(session?.context.recentActions).toHaveLength(PLANNER_RECENT_ACTIONS);
		expect(session?.lastActivity).toBe(7000);
	});
});

describe("chat input", () => {
	function setup(busy = false) {
		const onSend = vi.fn();
		render(<ChatInput busy={busy} onSend={onSend} onReset={() => {}} />);
		return { onSend, box: screen.getByLabelText("Message Guide AI") as HTMLTextAreaElement };
	}

	it("Enter sends the trimmed text; Shift+Enter does not", () => {
		const { onSend, box } = setup();
		fireEvent.change(box, { target: { value: "  museums please  " } });
		fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
		expect(onSend).not.toHaveBeenCalled();
		fireEvent.keyDown(box, { key: "Enter" });
		expect(onSend).toHaveBeenCalledWith("museums please");
		expect(box.value).toBe("");
	});

	it("never sends blank text or while a reply is on its way", () => {
		const blank = setup();
		fireEvent.change(blank.box, { target: { value: "   " } });
		fireEvent.keyDown(blank.box, { key: "Enter" });
		expect(blank.onSend).not.toHaveBeenCalled();
		expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true);
	});

	it("stays between 48 and 200 px tall", () => {
		const { box } = setup();
		expect(TEXTAREA_MIN_PX).toBe(48);
		expect(TEXTAREA_MAX_PX).toBe(200);
		expect(box.style.minHeight).toBe("48px");
		expect(box.style.maxHeight).toBe("200px");
	});
});

describe("chat input while busy", () => {
	it("ignores Enter while busy", () => {
		const onSend = vi.fn();
		render(<ChatInput busy onSend={onSend} onReset={() => {}} />);
		const box = screen.getByLabelText("Message Guide AI");
		fireEvent.change(box, { target: { value: "hello" } });
		fireEvent.keyDown(box, { key: "Enter" });
		expect(onSend).not.toHaveBeenCalled();
	});
});
