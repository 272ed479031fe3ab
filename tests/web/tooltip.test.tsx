import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "../../web/src/components/ui/tooltip";

function renderTooltip() {
	const onClick = vi.fn();
	render(
		<div>
			<button type="button">Before</button>
			<Tooltip content="Start over">
				<button type="button" aria-label="Reset conversation" onClick={onClick}>
					R
				</button>
			</Tooltip>
		</div>,
	);
	return { onClick, trigger: screen.getByRole("button", { name: "Reset conversation" }) };
}

describe("a tooltip", () => {
	beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
	afterEach(() => vi.useRealTimers());

	it("shows after 700 ms of hover, describes its trigger, and goes when the pointer leaves", async () => {
		const { trigger } = renderTooltip();
		fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
		act(() => vi.advanceTimersByTime(650));
		expect(screen.queryByRole("tooltip")).toBeNull();
		act(() => vi.advanceTimersByTime(100));
		const tip = screen.getByRole("tooltip");
		expect(tip.textContent).toBe("Start over");
		expect(trigger.getAttribute("aria-describedby")).toBe(tip.id);
		fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
		act(() => vi.advanceTimersByTime(150));
		expect(screen.queryByRole("tooltip")).toBeNull();
		expect(trigger.getAttribute("aria-describedby")).toBeNull();
	});

	it("shows at once on keyboard focus and goes with Escape, the trigger keeping its focus", async () => {
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		const { trigger } = renderTooltip();
		await user.tab();
		await user.tab();
		expect(document.activeElement).toBe(trigger);
		expect(screen.getByRole("tooltip").textContent).toBe("Start over");
		await user.keyboard("{Escape}");
		expect(screen.queryByRole("tooltip")).toBeNull();
		expect(document.activeElement).toBe(trigger);
	});

	it("does not show for a press, and the press still reaches the trigger", async () => {
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		const { trigger, onClick } = renderTooltip();
		await user.click(trigger);
		expect(onClick).toHaveBeenCalledTimes(1);
		expect(screen.queryByRole("tooltip")).toBeNull();
	});

	it("never shows for a touch", () => {
		const { trigger } = renderTooltip();
		fireEvent.pointerEnter(trigger, { pointerType: "touch" });
		act(() => vi.advanceTimersByTime(1000));
		expect(screen.queryByRole("tooltip")).toBeNull();
	});
});
