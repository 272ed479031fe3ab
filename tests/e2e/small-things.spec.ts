import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, saveParks, signIn, toast } from "./helpers";

/**
 * Small things a family trips over, seen at 375 px (and 1280 px for the screenshots): a guest's view
 * of a shared adventure says "Paths", wraps a long title and its 'Join the beta' opens the landing
 * page; the floating 'Report a Bug' button and a toast leave room under a list scrolled to its end,
 * so the last card (My Adventures' card, the Places tab's last card with its heart) is not under them.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_TITLE = "Dinosaurs, Rockets and Ice Cream: Our Very Long South Kensington Museum Adventure with Grandma";

/** A 1×1 PNG for the map's tiles: the test machine has no internet, and the tiles are not the app's. */
const TILE = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
	"base64",
);

async function guestBrowser(browser: Browser) {
	const context = await browser.newContext();
	await context.route("https://tile.openstreetmap.org/**", (route) =>
		route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
	);
	return { context, page: await context.newPage() };
}

const snap = (page: Page, name: string) =>
	page.screenshot({ path: `test-results/${name}.png`, animations: "disabled" });

/** The box of what floats over the page's bottom edge: the bug button and every open toast. */
async function floatingTops(page: Page): Promise<{ name: string; top: number }[]> {
	const floating: { name: string; top: number }[] = [];
	const bug = await page.getByRole("button", { name: "Report a Bug" }).boundingBox();
	if (bug) floating.push({ name: "Report a Bug", top: bug.y });
	for (const item of await page.locator("[data-notifications] > li").all()) {
		const box = await item.boundingBox();
		if (box && box.height > 0) floating.push({ name: `toast "${await item.textContent()}"`, top: box.y });
	}
	return floating;
}

/** Scrolls the element's scroll box (and the page) to their end, as a thumb would. */
async function scrollToEnd(target: Locator) {
	await target.evaluate((el) => {
		for (let box = el.parentElement; box; box = box.parentElement) {
			const { overflowY } = getComputedStyle(box);
			if ((overflowY === "auto" || overflowY === "scroll") && box.scrollHeight > box.clientHeight) {
				box.scrollTop = box.scrollHeight;
			}
		}
		window.scrollTo(0, document.documentElement.scrollHeight);
	});
	await target.page().waitForTimeout(200);
}

/** What floats over `target` (its bottom edge below the top of the bug button or a toast). */
async function coveredBy(target: Locator): Promise<string[]> {
	const box = await target.boundingBox();
	if (!box) throw new Error("the target is not on screen");
	const bottom = box.y + box.height;
	return (await floatingTops(target.page())).filter((f) => f.top < bottom).map((f) => f.name);
}

/** Sends a bug report from the page: its toast ('Bug Report Submitted') then shows for a few seconds. */
async function showToast(page: Page) {
	await page.getByRole("button", { name: "Report a Bug" }).click();
	const panel = page.getByRole("dialog", { name: "Report Bug" });
	await expect(panel).toBeVisible({ timeout: 20_000 });
	await panel.getByRole("button", { name: "Submit Report" }).click();
	await expect(toast(page, "Bug Report Submitted")).toBeVisible();
	await expect(panel).toBeHidden();
}

test("a guest's view: 'Paths', a long title wrapped at 375 px, and 'Join the beta' opens the landing page", async ({
	page,
	browser,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Noor", lastName: "Haddad", email: "noor.haddad@example.com" });
	const id = await createAdventure(page, { title: LONG_TITLE, kidAges: [3, 8] });
	await addMuseumWalk(page, id, "Museum morning");
	const made = await page.request.patch(`/api/adventures/${id}`, {
		headers: { Origin: new URL(page.url()).origin },
		data: { isPublic: true },
	});
	expect(made.ok()).toBe(true);

	const guest = await guestBrowser(browser);
	await guest.page.setViewportSize(PHONE);
	await guest.page.goto(`/adventure/${id}/public`);
	const title = guest.page.getByRole("heading", { level: 1, name: LONG_TITLE });
	await expect(title).toBeVisible();
	// The whole title shows: nothing cut off or hidden past the edge, over more than one line.
	const shape = await title.evaluate((el) => {
		const style = getComputedStyle(el);
		return {
			clipped: el.scrollWidth > el.clientWidth,
			ellipsis: style.textOverflow === "ellipsis",
			lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
			right: el.getBoundingClientRect().right,
		};
	});
	expect(shape.clipped).toBe(false);
	expect(shape.ellipsis).toBe(false);
	expect(shape.lines).toBeGreaterThan(1);
	expect(shape.right).toBeLessThanOrEqual(PHONE.width);
	await snap(guest.page, "i30-guest-view-375");

	await guest.page.getByRole("tab", { name: /Paths/ }).click();
	await expect(guest.page.getByRole("heading", { name: "Paths (1)" })).toBeVisible();
	await expect(guest.page.getByRole("heading", { name: /My Paths/ })).toHaveCount(0);
	await snap(guest.page, "i30-guest-paths-375");
	await guest.page.setViewportSize(DESKTOP);
	await snap(guest.page, "i30-guest-paths-1280");

	await guest.page.getByRole("link", { name: "Join the beta" }).click();
	await expect(guest.page).toHaveURL(/\/welcome$/);
	await expect(guest.page.getByRole("heading", { name: "Adventure Anywhere. Play Everywhere." })).toBeVisible();
	await expect(guest.page.getByRole("heading", { name: "Beta Access" })).toHaveCount(0);
	await snap(guest.page, "i30-guest-landing-1280");
	await guest.page.setViewportSize(PHONE);
	await snap(guest.page, "i30-guest-landing-375");
	// Its buttons lead to the gate, where the password goes.
	await guest.page.getByRole("link", { name: "Start Your Next Adventure" }).click();
	await expect(guest.page.getByRole("heading", { name: "Beta Access" })).toBeVisible();
	await guest.context.close();
});

test("at 375 px the bug button and a toast leave room under the last card of My Adventures and of Places", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ines", lastName: "Room", email: "ines.room@example.com" });
	let placesId = "";
	for (const [index, title] of ["Kew in spring", "Brighton pier", "Oxford colleges", "Windsor castle"].entries()) {
		const id = await createAdventure(page, { title, kidAges: [3, 8], startInDays: 10 + index * 5 });
		placesId ||= id;
	}
	await saveParks(page, placesId, 8);

	// My Adventures, scrolled to its end: the bug button, then a toast, clear of the last card.
	await page.setViewportSize(PHONE);
	await page.goto("/");
	const cards = page.getByRole("main").getByRole("link", { name: /Kew|Brighton|Oxford|Windsor/ });
	await expect(cards).toHaveCount(4);
	const lastCard = cards.last();
	await scrollToEnd(lastCard);
	expect(await coveredBy(lastCard)).toEqual([]);
	await showToast(page);
	await scrollToEnd(lastCard);
	expect(await coveredBy(lastCard)).toEqual([]);
	await snap(page, "i30-my-adventures-end-toast-375");

	// The Places tab's saved list, scrolled to its end: the last card and its heart in the clear.
	await page.goto(`/adventure/${placesId}`);
	await page.getByRole("tab", { name: /Places/ }).click();
	const saved = page.getByRole("article");
	await expect(saved).toHaveCount(8);
	const lastPlace = saved.last();
	await scrollToEnd(lastPlace);
	expect(await coveredBy(lastPlace)).toEqual([]);
	await snap(page, "i30-places-end-375");
	await showToast(page);
	await scrollToEnd(lastPlace);
	expect(await coveredBy(lastPlace)).toEqual([]);
	await expect(lastPlace.getByRole("button", { name: /from saved places/ })).toBeVisible();
	await snap(page, "i30-places-end-toast-375");
	await page.setViewportSize(DESKTOP);
	await snap(page, "i30-places-1280");
});

test("'Try another suggestion' with no other place says so on the card, at 1280 and 375 px", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Tomas", lastName: "Berg", email: "tomas.berg@example.com" });
	const id = await createAdventure(page, { title: "Rainy London", kidAges: [3, 8] });
	// The server has nothing else of that kind: it answers with no new suggestion.
	await page.route("**/api/guide-ai/replace-suggestion", (route) =>
		route.fulfill({ status: 200, json: { newSuggestion: null, content: null } }),
	);
	await page.goto(`/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	await page.getByLabel("Message Guide AI").fill("Museums for a rainy day");
	await page.getByLabel("Message Guide AI").press("Enter");
	const card = chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article").first();
	const name = await card.getAttribute("aria-label");
	await card.getByRole("button", { name: "Try another suggestion" }).click();
	await expect(card.getByText("No other place fits that just now, so this one stays.")).toBeVisible();
	await expect(chat.getByRole("article", { name: name ?? "" })).toHaveCount(1);
	await card.scrollIntoViewIfNeeded();
	await snap(page, "i30-try-another-none-1280");
	await page.setViewportSize(PHONE);
	await card.scrollIntoViewIfNeeded();
	await snap(page, "i30-try-another-none-375");
});
