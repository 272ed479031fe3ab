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

/**
 * Lighthouse counts a layout shift score of 0.01 as nothing (its CLS score is 1); a number settling
 * into its skeleton's place moves a few pixels sideways (about 0.0004). What a phone must not see is
 * a block jumping as the screen arrives (a loading spinner's neighbour: 0.085).
 */
const UNNOTICED = 0.01;

test("the first screens do not move on a phone while they load", async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	// A phone's slower processor, as Lighthouse's mobile audit assumes: loading states last long enough to paint.
	await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
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

	expect(await layoutShiftOf(page, "/", heading("Adventure Anywhere. Play Everywhere.")), "landing").toBeLessThan(
		UNNOTICED,
	);
	expect(await layoutShiftOf(page, "/sign-in", heading("Sign in to Adventure Guide")), "sign-in").toBeLessThan(
		UNNOTICED,
	);
	// An admin (ADMIN_EMAILS of the e2e server), for the admin screens too.
	await signIn(page, { firstName: "Lou", lastName: "Still", email: "admin@example.com" });
	expect(await layoutShiftOf(page, "/", heading("My Adventures")), "my adventures").toBeLessThan(UNNOTICED);
	expect(await layoutShiftOf(page, "/discover", heading("Discover Adventures")), "discover").toBeLessThan(UNNOTICED);
	expect(
		await layoutShiftOf(page, "/create-adventure", heading("Plan your next unforgettable family experience")),
		"create",
	).toBeLessThan(UNNOTICED);
	expect(await layoutShiftOf(page, "/admin", heading("Admin Dashboard")), "admin dashboard").toBeLessThan(UNNOTICED);
	expect(await layoutShiftOf(page, "/admin/monitoring", heading("Usage Monitoring")), "admin monitoring").toBeLessThan(
		UNNOTICED,
	);
});
