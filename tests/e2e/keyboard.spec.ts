import { expect, type Locator, type Page, test } from "@playwright/test";
import { BETA_PASSWORD, isoDaysFromNow } from "./helpers";

/**
 * The planner journey with the keyboard alone (accessible): create → guide → save →
 * path → reorder. Only page.keyboard moves and presses; every control reached shows its focus.
 */

test.use({ locale: "en-US" });

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 80 } = {}) {
	await expect(target).toBeVisible();
	for (let i = 0; i < max; i++) {
		if (await target.evaluate((el) => el === document.activeElement)) {
			// Focus visible: an outline or a ring (box-shadow) is drawn on the focused control.
			const drawn = await target.evaluate((el) => {
				const style = getComputedStyle(el);
				return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
			});
			expect(drawn, "the focused control shows its focus").toBe(true);
			return;
		}
		await page.keyboard.press(key);
	}
	const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
	throw new Error(`${key} never reached ${target}; the focus is on ${focused}`);
}

/** Into the planner's tab list (backwards from where the focus is), then the arrows to `name`. */
async function openTab(page: Page, name: RegExp) {
	const planner = page.getByRole("tablist", { name: "Planner" });
	for (let i = 0; i < 80; i++) {
		const inList = await planner.evaluate((list) => list.contains(document.activeElement));
		if (inList) break;
		await page.keyboard.press("Shift+Tab");
	}
	const wanted = planner.getByRole("tab", { name });
	for (let i = 0; i < 4 && !(await wanted.evaluate((el) => el === document.activeElement)); i++) {
		await page.keyboard.press("ArrowRight");
	}
	await expect(wanted).toBeFocused();
	await page.keyboard.press("Enter");
	await expect(wanted).toHaveAttribute("aria-selected", "true");
}

/** A date typed into a date field the way a keyboard user does (en-US: month, day, year). */
const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

const stopNames = (page: Page) =>
	page
		.getByRole("list", { name: "Stops" })
		.getByRole("listitem")
		.evaluateAll((items) => items.map((li) => li.getAttribute("aria-label")?.replace(/^Stop \d+: /, "") ?? ""));

test("create, ask the guide, save, build a path and reorder it with the keyboard alone", async ({ page }) => {
	test.setTimeout(120_000);
	// The beta gate and the local sign-in.
	await page.goto("/");
	await tabTo(page, page.getByLabel("Beta password"));
	await page.keyboard.type(BETA_PASSWORD);
	await page.keyboard.press("Enter");
	await tabTo(page, page.getByRole("link", { name: "Login" }));
	await page.keyboard.press("Enter");
	await tabTo(page, page.getByLabel("First name"));
	await page.keyboard.type("Kim");
	await tabTo(page, page.getByLabel("Last name"));
	await page.keyboard.type("Keys");
	await tabTo(page, page.getByLabel("E-mail"));
	await page.keyboard.type("kim.keys@example.com");
	await page.keyboard.press("Enter");
	await expect(page.getByRole("heading", { name: "Ready for your first adventure?" })).toBeVisible();

	// Create: the destination from its suggestions (arrows and Enter), dates typed, a title.
	await tabTo(page, page.getByRole("link", { name: "Create Your First Adventure" }));
	await page.keyboard.press("Enter");
	const destination = page.getByRole("combobox").first();
	await tabTo(page, destination);
	await page.keyboard.type("Londo");
	await expect(page.getByRole("option", { name: /London/ }).first()).toBeVisible();
	await page.keyboard.press("ArrowDown");
	await page.keyboard.press("Enter");
	await expect(destination).toHaveValue(/London/);
	await tabTo(page, page.getByLabel("Start date *"));
	await page.keyboard.type(typedDate(isoDaysFromNow(14)));
	await tabTo(page, page.getByLabel("End date *"));
	await page.keyboard.type(typedDate(isoDaysFromNow(16)));
	await tabTo(page, page.getByLabel("Title *"));
	await page.keyboard.type("Keyboard London");
	await tabTo(page, page.getByRole("button", { name: "Create Adventure" }));
	await page.keyboard.press("Enter");
	await expect(page).toHaveURL(/\/adventure\/[^/]+$/);

	// Guide: ask, then save two suggestions with Enter on their hearts.
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	await tabTo(page, page.getByLabel("Message Guide AI"));
	await page.keyboard.type("museums");
	await page.keyboard.press("Enter");
	const cards = chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article");
	await expect(cards).toHaveCount(3, { timeout: 15_000 });
	const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
	const [first, second, third] = names as [string, string, string];
	await tabTo(page, chat.getByRole("button", { name: `Save ${first}` }), { max: 120 });
	await page.keyboard.press("Enter");
	await expect(chat.getByRole("article", { name: first, exact: true })).toHaveCount(0);
	// The focus moved on to the next card instead of falling back to the page.
	await expect(chat.getByRole("button", { name: `Open ${second}` })).toBeFocused();
	await tabTo(page, chat.getByRole("button", { name: `Save ${second}` }), { max: 5 });
	await page.keyboard.press("Enter");
	await expect(chat.getByRole("article", { name: second, exact: true })).toHaveCount(0);
	await expect(chat.getByRole("button", { name: `Open ${third}` })).toBeFocused();

	// Places: the first saved place starts a new path from the Add to Path dialog.
	await openTab(page, /Places/);
	const saved = page.getByRole("list", { name: "Saved places" });
	await expect(saved.getByRole("article")).toHaveCount(2);
	const addFirst = saved.getByRole("button", { name: `Add ${first} to a path` });
	await tabTo(page, addFirst);
	// Escape closes the dialog and gives the focus back to the button that opened it.
	await page.keyboard.press("Enter");
	const dialog = page.getByRole("dialog", { name: "Add to Path" });
	const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
	// The focus moves into the dialog as it opens.
	await expect.poll(focusInDialog).toBe(true);
	await page.keyboard.press("Escape");
	await expect(dialog).toHaveCount(0);
	await expect(addFirst).toBeFocused();
	await page.keyboard.press("Enter");
	await expect.poll(focusInDialog).toBe(true);
	await tabTo(page, dialog.getByLabel("New path name"), { max: 10 });
	await page.keyboard.type("Museum walk");
	await tabTo(page, dialog.getByRole("button", { name: "Add to Path" }), { max: 12 });
	await page.keyboard.press("Enter");
	await expect(dialog).toHaveCount(0);
	// The planner stays on Places, the focus back on the button; the toast's 'View path' (F8, then
	// Tab) opens the path, whose heading takes the focus.
	await expect(addFirst).toBeFocused();
	const viewPath = page.getByRole("region", { name: /Notifications/ }).getByRole("button", { name: "View path" });
	await page.keyboard.press("F8");
	await tabTo(page, viewPath, { max: 5 });
	await page.keyboard.press("Enter");
	const heading = page.getByRole("heading", { name: "Museum walk" });
	await expect(heading).toBeFocused();
	await expect.poll(() => stopNames(page)).toEqual([first]);

	// The second place joins the existing path (its radio, Space, then Add).
	await openTab(page, /Places/);
	await tabTo(
		page,
		page.getByRole("list", { name: "Saved places" }).getByRole("button", { name: `Add ${second} to a path` }),
	);
	await page.keyboard.press("Enter");
	await expect.poll(focusInDialog).toBe(true);
	await tabTo(page, dialog.getByRole("checkbox", { name: /Museum walk/ }), { max: 10 });
	await page.keyboard.press("Space");
	await expect(dialog.getByRole("checkbox", { name: /Museum walk/ })).toBeChecked();
	await tabTo(page, dialog.getByRole("button", { name: "Add to Path" }), { max: 10 });
	await page.keyboard.press("Enter");
	await expect(dialog).toHaveCount(0);
	await page.keyboard.press("F8");
	await tabTo(page, viewPath, { max: 5 });
	await page.keyboard.press("Enter");
	await expect(heading).toBeFocused();
	await expect.poll(() => stopNames(page)).toEqual([first, second]);

	// Reorder with dnd-kit's keyboard sensor: Space picks up, the arrow moves, Space drops.
	const handle = page.getByRole("button", { name: `Reorder ${second}` });
	await tabTo(page, handle, { max: 10 });
	await expect(page.getByText(/To reorder a stop, press Space or Enter/)).toHaveCount(1);
	const announcements = page.locator("[id^=DndLiveRegion]");
	await page.keyboard.press("Space");
	await expect(announcements).toContainText(second);
	await page.waitForTimeout(250);
	await page.keyboard.press("ArrowUp");
	await page.waitForTimeout(250);
	await page.keyboard.press("Space");
	await expect.poll(() => stopNames(page)).toEqual([second, first]);
	// The announcements read the stop's name and place, never its id.
	await expect(announcements).toHaveText(`${second} dropped at position 1 of 2.`);

	// The new order is the server's too.
	await page.reload();
	await openTab(page, /Paths/);
	await tabTo(page, page.getByRole("button", { name: /Museum walk/ }));
	await page.keyboard.press("Enter");
	await expect.poll(() => stopNames(page)).toEqual([second, first]);
});
