import { expect, type Page, test } from "@playwright/test";
import { enterBeta, signIn } from "./helpers";

declare global {
	interface Window {
		layoutShifts?: number[];
	}
}

/** The layout shifts of a page load on a phone, summed as Lighthouse's CLS sums them (none after input). */
async function layoutShiftOf(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
	await page.goto(path, { waitUntil: "load" });
	await ready();
	await page.waitForTimeout(1_000);
	return page.evaluate(() => (window.layoutShifts ?? []).reduce((sum, value) => sum + value, 0));
}

test("the first screens do not move on a phone while they load", async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.addInitScript(() => {
		window.layoutShifts = [];
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
				if (!entry.hadRecentInput) window.layoutShifts?.push(entry.value);
			}
		}).observe({ type: "layout-shift", buffered: true });
	});
	await enterBeta(page);
	const heading = (name: string) => () => expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

	expect(await layoutShiftOf(page, "/", heading("Adventure Anywhere. Play Everywhere.")), "landing").toBe(0);
	expect(await layoutShiftOf(page, "/sign-in", heading("Sign in to Adventure Guide")), "sign-in").toBe(0);
	await signIn(page, { firstName: "Lou", lastName: "Still", email: "lou.still@example.com" });
	expect(await layoutShiftOf(page, "/", heading("My Adventures")), "my adventures").toBe(0);
	expect(await layoutShiftOf(page, "/discover", heading("Discover Adventures")), "discover").toBe(0);
	expect(await layoutShiftOf(page, "/create-adventure", heading("Plan your next unforgettable family experience")), "create").toBe(0);
});
