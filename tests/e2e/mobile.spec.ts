import { expect, type Locator, type Page, test } from "@playwright/test";
import { createAdventure, enterBeta, isoDaysFromNow, saveParks, shoot, signIn } from "./helpers";

/** Right on a phone: the planner at 375 px, and the bugs seen there. */

const PHONE = { width: 375, height: 812 };
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

const londonAdventure = (page: Page, title = "Phone trip") => createAdventure(page, { title, kidAges: [6, 10] });

/** Buttons and button-styled links whose label runs onto a second line (or off the screen). */
async function wrappedButtons(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const bad: string[] = [];
		const candidates = document.querySelectorAll<HTMLElement>("button, a.rounded-full");
		for (const el of candidates) {
			const box = el.getBoundingClientRect();
			if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
			const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
			const tops = new Set<number>();
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				if (!node.textContent?.trim()) continue;
				const range = document.createRange();
				range.selectNodeContents(node);
				for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
			}
			// Several text nodes side by side share a line; a wrap puts text on a lower line.
			const lines = [...tops].sort((a, b) => a - b);
			const wrapped = lines.length > 1 && (lines.at(-1) ?? 0) - (lines[0] ?? 0) > 8;
			const offScreen = box.right > window.innerWidth + 1;
			if ((wrapped || offScreen) && !el.closest("[data-allow-wrap]")) {
				bad.push(`${el.getAttribute("aria-label") ?? el.textContent?.trim()}${offScreen ? " (off screen)" : ""}`);
			}
		}
		return bad;
	});
}

/** Whether an input's placeholder fits in its text box, measured in the input's own font. */
function placeholderFits(input: Locator) {
	return input.evaluate((el: HTMLInputElement) => {
		const style = getComputedStyle(el);
		const context = document.createElement("canvas").getContext("2d");
		if (!context) return false;
		context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
		const needed = context.measureText(el.placeholder).width;
		const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
		return el.placeholder.length > 0 && needed <= room;
	});
}

test.beforeEach(async ({ page }) => {
	await enterBeta(page);
});

test("the map shown from the chat/map switch fits the saved places inside its box", async ({ page }) => {
	await signIn(page, { firstName: "Mia", lastName: "Ford", email: "mia.ford@example.com" });
	const id = await londonAdventure(page);
	await saveParks(page, id, 4);
	await page.setViewportSize(PHONE);
	await page.goto(`/adventure/${id}`);
	// The chat shows first; on a phone the map engine is fetched and built when the map is shown.
	await expect(page.getByRole("tab", { name: /Guide AI/ })).toBeVisible();
	await expect(page.locator("[data-map-state=ready]")).toHaveCount(0);
	await page.getByRole("button", { name: "Show map" }).click();
	await expect(page.locator("[data-map-state=ready]")).toHaveCount(1);
	const markers = page.locator("path.planner-marker-saved");
	await expect(markers).toHaveCount(4);

	const box = await page.getByRole("region", { name: "Map" }).boundingBox();
	if (!box) throw new Error("the map is not on screen");
	const centres = async () =>
		markers.evaluateAll((els) =>
			els.map((el) => {
				const r = el.getBoundingClientRect();
				return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
			}),
		);
	await expect.poll(async () => (await centres()).every((c) => c.x > box.x + 20 && c.y > box.y + 20)).toBe(true);
	const points = await centres();
	for (const p of points) {
		expect(p.x).toBeLessThan(box.x + box.width - 20);
		expect(p.y).toBeLessThan(box.y + box.height - 20);
	}
	// Spread out as a fit with padding spreads them, not piled on one spot at the widest zoom.
	const xs = points.map((p) => p.x);
	const ys = points.map((p) => p.y);
	const spread = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
	expect(spread).toBeGreaterThan(box.width / 3);
	await shoot(page, "60-mobile-map", { fullPage: false });
});

test("at 375 px no button label wraps and the search placeholders fit", async ({ page }) => {
	await signIn(page, { firstName: "Ben", lastName: "Cole", email: "ben.cole@example.com" });
	const id = await londonAdventure(page, "A long adventure title that keeps going on a phone");
	await page.setViewportSize(PHONE);

	await page.goto("/");
	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	expect(await wrappedButtons(page)).toEqual([]);

	await page.goto("/create-adventure");
	await expect(page.getByRole("button", { name: "Create Adventure" })).toBeVisible();
	expect(await wrappedButtons(page)).toEqual([]);
	expect(await placeholderFits(page.getByRole("combobox").first())).toBe(true);
	expect(await placeholderFits(page.getByLabel("Title *"))).toBe(true);

	await page.goto("/profile");
	await expect(page.getByRole("button", { name: /Edit Profile/ })).toBeVisible();
	expect(await wrappedButtons(page)).toEqual([]);

	await page.goto(`/adventure/${id}`);
	await page.getByRole("tab", { name: /Places/ }).click();
	const search = page.getByRole("combobox", { name: "Search places" });
	await expect(search).toBeEnabled();
	await expect.poll(() => placeholderFits(search)).toBe(true);
	expect(await wrappedButtons(page)).toEqual([]);

	await page.goto("/discover");
	await expect(page.getByRole("heading", { name: "Discover Adventures" })).toBeVisible();
	expect(await placeholderFits(page.getByLabel("Search adventures"))).toBe(true);
	expect(await wrappedButtons(page)).toEqual([]);
	await shoot(page, "61-mobile-discover");
});

test("after 'Try another suggestion' the words above the cards name the cards", async ({ page }) => {
	await signIn(page, { firstName: "Ivy", lastName: "Shaw", email: "ivy.shaw@example.com" });
	const id = await londonAdventure(page);
	await page.setViewportSize(PHONE);
	await page.goto(`/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	await page.getByLabel("Message Guide AI").fill("museums");
	await page.getByLabel("Message Guide AI").press("Enter");
	const answer = chat.getByTestId("assistant-message").last();
	const cards = answer.getByRole("list", { name: "Suggestions" }).getByRole("article");
	await expect(cards).toHaveCount(3, { timeout: 15_000 });
	const cardNames = () => cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
	const before = await cardNames();
	const replaced = before[1] ?? "";

	await cards.nth(1).getByRole("button", { name: "Try another suggestion" }).click();
	await expect(answer.getByRole("article", { name: replaced, exact: true })).toHaveCount(0, { timeout: 10_000 });
	const after = await cardNames();
	expect(after).toHaveLength(3);
	expect(after[0]).toBe(before[0]);
	expect(after[2]).toBe(before[2]);
	const words = (await answer.locator("div").first().textContent()) ?? "";
	for (const name of after) expect(words).toContain(name);
	expect(words).not.toContain(replaced);
});

test("a deleted adventure's page says so once and stops asking the server", async ({ page }) => {
	await signIn(page, { firstName: "Eli", lastName: "Dunn", email: "eli.dunn@example.com" });
	const id = await londonAdventure(page);
	const asked: string[] = [];
	page.on("request", (request) => {
		const path = new URL(request.url()).pathname;
		if (path === `/api/adventures/${id}` || path === "/api/live/ticket") asked.push(path);
	});
	await page.goto(`/adventure/${id}`);
	await expect(page.getByRole("tab", { name: /Guide AI/ })).toBeVisible();
	await expect.poll(() => asked.filter((p) => p === "/api/live/ticket").length).toBeGreaterThan(0);

	// Deleted elsewhere (another tab or device): the room closes the live channel.
	const deleted = await page.request.delete(`/api/adventures/${id}`, { headers: origin(page) });
	expect(deleted.status()).toBe(200);
	await expect(page.getByRole("heading", { name: "Adventure not found" })).toBeVisible({ timeout: 10_000 });
	await expect(page.getByRole("link", { name: "Back to My Adventures" })).toBeVisible();
	const settled = asked.length;
	await page.waitForTimeout(6_000);
	expect(asked.slice(settled)).toEqual([]);
});

test("a past trip can be recorded and shows under Past Adventures", async ({ page }) => {
	await signIn(page, { firstName: "Ada", lastName: "Park", email: "ada.park@example.com" });
	await page.setViewportSize(PHONE);
	await page.goto("/create-adventure");
	await page.getByRole("combobox").first().fill("Yellowst");
	const option = page.getByRole("option", { name: /Yellowstone National Park/ });
	await expect(option).toBeVisible();
	await option.click();
	const start = page.getByLabel("Start date *");
	await start.fill(isoDaysFromNow(-40));
	await page.getByLabel("End date *").fill(isoDaysFromNow(-35));
	// The browser accepts a start date in the past (no minimum of today).
	expect(await start.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
	await page.getByLabel("Title *").fill("Geysers last summer");
	await page.getByRole("button", { name: "Create Adventure" }).click();
	await expect(page).toHaveURL(/\/adventure\/[^/]+$/);

	await page.goto("/");
	const past = page.getByRole("region", { name: "Past Adventures (1)" });
	await expect(past).toBeVisible();
	await expect(past.getByText("Geysers last summer")).toBeVisible();
	await expect(page.getByRole("region", { name: /Upcoming Adventures/ })).toHaveCount(0);
});

test("the workspace's menu at 375 px opens at the first press, by mouse and by keyboard, and leads on", async ({
	page,
}) => {
	await page.setViewportSize(PHONE);
	await signIn(page, { firstName: "Mina", lastName: "Menu", email: "mina.menu@example.com" });
	const id = await londonAdventure(page, "Menu trip");
	await page.goto(`/adventure/${id}`);
	const menuButton = page.getByRole("button", { name: "Menu" });
	// The menu's code comes with the first press, and that press opens it.
	await menuButton.click();
	const menu = page.getByRole("menu");
	for (const item of ["Discover", "My Adventures", "Profile", "Log out"]) {
		await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
	}
	await page.keyboard.press("Escape");
	await expect(menu).toBeHidden();
	await menuButton.focus();
	await page.keyboard.press("Enter");
	await expect(menu.getByRole("menuitem", { name: "Discover" })).toBeVisible();
	await menu.getByRole("menuitem", { name: "Discover" }).click();
	await expect(page).toHaveURL(/\/discover$/);
});
