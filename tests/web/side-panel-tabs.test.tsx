import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidePanel } from "../../web/src/features/workspace/components/side-panel";

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
