import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { coverageMessages } from "../../domain/place/coverage";
import { CoverageNotice } from "../../web/src/features/workspace/components/coverage-notice";
import { CONFIG_WORDS } from "../domain/config-words";

describe("CoverageNotice (Places and Guide tabs)", () => {
	it("says plainly that the guide can't suggest places here, and what the family can still do, naming no setting", () => {
		render(<CoverageNotice coverage={{ coverage: "none", message: coverageMessages.none }} />);
		const notice = screen.getByRole("status");
		expect(notice.textContent).toBe(coverageMessages.none);
		expect(notice.textContent).not.toMatch(CONFIG_WORDS);
		expect(screen.queryByRole("button")).toBeNull();
	});

	it("asks for the location when the adventure has none, with a button for the owner", async () => {
		const onSetLocation = vi.fn();
		render(
			<CoverageNotice
				coverage={{ coverage: "no-location", message: coverageMessages.noLocation }}
				onSetLocation={onSetLocation}
			/>,
		);
		expect(screen.getByRole("status").textContent).toContain("pick its destination");
		await userEvent.click(screen.getByRole("button", { name: "Set the location" }));
		expect(onSetLocation).toHaveBeenCalledOnce();
	});

	it("shows nothing where places are covered", () => {
		const { container } = render(<CoverageNotice coverage={{ coverage: "full", message: null }} />);
		expect(container.innerHTML).toBe("");
	});
});
