import { expect, type Page, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, signIn } from "./helpers";

/**
 * The page preloads its first screen's code (worker/middleware/page-document.ts). A preload the
 * page then asks for in another way (credentials mode, type) is wasted: Chromium downloads the
 * file again and says so on the console, once when the request does not match and once, a few
 * seconds after the load event, for each preload left unused.
 */
async function preloadWarnings(page: Page, path: string): Promise<string[]> {
	const warnings: string[] = [];
	const listen = (message: { text(): string }) => {
		if (/preload/i.test(message.text())) warnings.push(message.text());
	};
	page.on("console", listen);
	await page.goto(path, { waitUntil: "load" });
	// Chromium reports an unused preload about three seconds after the load event.
	await page.waitForTimeout(4_500);
	page.off("console", listen);
	return warnings;
}

test("the trip page and its public view use every file they preload, as they preload it", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Pia", lastName: "Preload", email: "pia.preload@example.com" });
	const id = await createAdventure(page, { title: "Preloads in London", kidAges: [6] });
	await addMuseumWalk(page, id, "Museum morning");
	const shared = await page.request.patch(`/api/adventures/${id}`, {
		headers: { Origin: new URL(page.url()).origin },
		data: { isPublic: true },
	});
	expect(shared.ok()).toBe(true);

	// On a phone (the chat first, no map) and on a desktop (chat and map side by side).
	for (const viewport of [
		{ width: 390, height: 844 },
		{ width: 1280, height: 800 },
	]) {
		await page.setViewportSize(viewport);
		expect(await preloadWarnings(page, `/adventure/${id}`), `trip page at ${viewport.width} px`).toEqual([]);
		await expect(page.getByRole("tabpanel", { name: "Guide AI" })).toBeVisible();
	}
	expect(await preloadWarnings(page, `/public/${id}`), "public view").toEqual([]);
	await expect(page.getByRole("heading", { name: "Preloads in London" }).first()).toBeVisible();
});
