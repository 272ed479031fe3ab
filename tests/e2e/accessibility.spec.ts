import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openScreen, prepareScreens, SCREENS, viewerPage } from "./screens";

/**
 * axe-core on every screen (tests/e2e/screens.ts), at 1280 and 375 px: 0 serious or critical
 * violations. Besides axe's default rules, label-content-name-mismatch (WCAG 2.5.3 "label in name",
 * off by default in axe because it is experimental) is on: a button's visible words must be in its
 * accessible name.
 */

let prepared: Awaited<ReturnType<typeof prepareScreens>>;

test.beforeAll(async ({ browser }) => {
	prepared = await prepareScreens(browser);
});

/** Serious and critical violations, one line each: rule, impact, and where. */
async function seriousViolations(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page })
		.options({ rules: { "label-content-name-mismatch": { enabled: true } } })
		.analyze();
	return results.violations
		.filter((v) => v.impact === "serious" || v.impact === "critical")
		.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const screen of SCREENS) {
	test(`axe: ${screen.name}`, async ({ browser }) => {
		const page = await viewerPage(browser, screen, prepared.states);
		for (const viewport of [
			{ width: 1280, height: 800 },
			{ width: 375, height: 812 },
		]) {
			await page.setViewportSize(viewport);
			await openScreen(page, screen, prepared.fixtures);
			expect(await seriousViolations(page), `${screen.name} at ${viewport.width} px`).toEqual([]);
		}
		await page.context().close();
	});
}
