import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type PanelTab, SidePanel } from "../../web/src/features/workspace/components/side-panel";

function renderPanel() {
	render(
		<SidePanel
			tab="guide"
			onTabChange={() => {}}
			savedCount={2}
			pathCount={1}
			readOnly={false}
			guide={<p>chat</p>}
			places={<p>places</p>}
			paths={<p>paths</p>}
		/>,
	);
	return screen.getByRole("tablist", { name: "Planner" });
}

describe("the side panel's tabs", () => {
	it("keeps the spec's four tabs in order, Sleeps among them with its name", () => {
		renderPanel();
		expect(screen.getAllByRole("tab").map((tab) => tab.textContent?.replace(/\d+$/, ""))).toEqual([
			"Guide AI",
			"Places",
			"Sleeps",
			"Paths",
		]);
	});

	it("gives Sleeps (coming soon) a narrow tab that does not share the bar's width, still a 44 px target, saying what is coming", () => {
		renderPanel();
		const sleeps = screen.getByRole("tab", { name: /Sleeps/ });
		const others = ["Guide AI", "Places", "Paths"].map((name) => screen.getByRole("tab", { name: new RegExp(name) }));
		for (const tab of others) expect(tab.className).toMatch(/\bflex-1\b/);
		expect(sleeps.className).not.toMatch(/\bflex-1\b/);
		expect(sleeps.className).toMatch(/\bflex-none\b/);
		expect(sleeps.className).toMatch(/\bmin-w-11\b/);
		expect(sleeps.className).toMatch(/\bmin-h-11\b/);
		expect(sleeps.getAttribute("title")).toBe("Family Stays — Coming Soon!");
	});
});

/** The panel as the workspace uses it: the open tab in state. */
function Panel({ readOnly = false }: { readOnly?: boolean }) {
	const [tab, setTab] = useState<PanelTab>(readOnly ? "places" : "guide");
	return (
		<SidePanel
			tab={tab}
			onTabChange={setTab}
			savedCount={0}
			pathCount={0}
			readOnly={readOnly}
			guide={<p>chat</p>}
			places={<p>places</p>}
			paths={<p>paths</p>}
		/>
	);
}

describe("the side panel's tabs, by keyboard and for a screen reader", () => {
	const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(name) });

	it("puts only the open tab in the Tab order and names each panel by its tab", () => {
		render(<Panel />);
		expect(tab("Guide AI").getAttribute("aria-selected")).toBe("true");
		expect(["Guide AI", "Places", "Sleeps", "Paths"].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1, -1]);
		const panel = screen.getByRole("tabpanel", { name: "Guide AI" });
		expect(tab("Guide AI").getAttribute("aria-controls")).toBe(panel.id);
		expect(panel.textContent).toBe("chat");
	});

	it("moves with the arrow keys, round the ends, opening the tab it reaches; Home and End go to the ends", async () => {
		const user = userEvent.setup();
		render(<Panel />);
		await user.click(tab("Guide AI"));
		await user.keyboard("{ArrowRight}");
		expect(document.activeElement).toBe(tab("Places"));
		expect(screen.getByRole("tabpanel", { name: /Places/ }).textContent).toBe("places");
		await user.keyboard("{End}");
		expect(document.activeElement).toBe(tab("Paths"));
		await user.keyboard("{ArrowRight}");
		expect(document.activeElement).toBe(tab("Guide AI"));
		await user.keyboard("{ArrowLeft}");
		expect(tab("Paths").getAttribute("aria-selected")).toBe("true");
		expect(screen.getByRole("tabpanel", { name: /Paths/ }).textContent).toBe("paths");
		// The chat stays mounted (hidden) while another tab is open.
		expect(screen.getByText("chat", { selector: "p" })).toBeTruthy();
		expect(screen.queryByText("places")).toBeNull();
		await user.keyboard("{Home}");
		expect(tab("Guide AI").getAttribute("aria-selected")).toBe("true");
	});

	it("skips a disabled tab (a viewer's Guide AI)", async () => {
		const user = userEvent.setup();
		render(<Panel readOnly />);
		await user.click(tab("Places"));
		await user.keyboard("{ArrowLeft}");
		expect(document.activeElement).toBe(tab("Paths"));
		await user.keyboard("{Home}");
		expect(document.activeElement).toBe(tab("Places"));
	});
});
