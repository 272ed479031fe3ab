import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, isoDaysFromNow, shoot, signIn, toast } from "./helpers";

const stopNames = (page: Page) =>
	page
		.getByRole("list", { name: "Stops" })
		.getByRole("listitem")
		.evaluateAll((items) => items.map((li) => li.getAttribute("aria-label")?.replace(/^Stop \d+: /, "") ?? ""));

test("save three places, build a walking path, reorder it, switch to driving, export GPX", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Leo", lastName: "Martin", email: "leo.martin@example.com" });
	const id = await createAdventure(page, { title: "Museum hop", kidAges: [6, 10] });
	await page.goto(`/adventure/${id}`);

	// Save three museums from a search.
	await page.getByRole("tab", { name: "Places" }).click();
	const search = page.getByRole("combobox", { name: "Search places" });
	await search.fill("museum");
	await search.press("Enter");
	const results = page.getByRole("list", { name: "Search results" });
	await expect(results.getByRole("article").nth(3)).toBeVisible({ timeout: 10_000 });
	const names: string[] = [];
	for (let i = 0; i < 3; i++) {
		const card = results.getByRole("article").first();
		const name = (await card.getAttribute("aria-label")) ?? "";
		names.push(name);
		await card.getByRole("button", { name: `Save ${name}` }).click();
		await expect(toast(page, "Place saved!")).toBeVisible();
		await expect(results.getByRole("article", { name })).toHaveCount(0);
	}
	await page.getByRole("tab", { name: /^Saved/ }).click();
	const saved = page.getByRole("list", { name: "Saved places" });
	await expect(saved.getByRole("article")).toHaveCount(3);

	// The first place creates a walking path from the Add to Path dialog.
	const [first, second, third] = names as [string, string, string];
	await saved.getByRole("button", { name: `Add ${first} to a path` }).click();
	const dialog = page.getByRole("dialog", { name: "Add to Path" });
	const addButton = dialog.getByRole("button", { name: "Add to Path" });
	await expect(addButton).toBeDisabled();
	await dialog.getByLabel("New path name").fill("Museum walk");
	await expect(dialog.getByLabel("Day of the new path")).toHaveValue(isoDaysFromNow(10));
	await dialog.getByText("Walking").click();
	await shoot(page, "28-add-to-path-new", { fullPage: false });
	await addButton.click();
	// Adding stays on Places; the toast's 'View path' opens the path.
	await expect(toast(page, "Place added to path!")).toBeVisible();
	await expect(page.getByRole("tab", { name: /Places/ })).toHaveAttribute("aria-selected", "true");
	await page
		.getByRole("region", { name: /Notifications/ })
		.getByRole("button", { name: "View path" })
		.click();
	await expect(page.getByRole("tab", { name: /Paths/ })).toHaveAttribute("aria-selected", "true");
	await expect(page.getByRole("heading", { name: "Museum walk" })).toBeVisible();
	await expect.poll(() => stopNames(page)).toEqual([first]);
	await expect(page.getByText("No stops added to this path yet.")).toHaveCount(0);

	// The other two join the existing path, without leaving Places.
	await page.getByRole("tab", { name: /Places/ }).click();
	await page.getByRole("tab", { name: /^Saved/ }).click();
	for (const name of [second, third]) {
		await page
			.getByRole("list", { name: "Saved places" })
			.getByRole("button", { name: `Add ${name} to a path` })
			.click();
		const d = page.getByRole("dialog", { name: "Add to Path" });
		await d.getByRole("checkbox", { name: /Museum walk/ }).check();
		await expect(d.getByLabel("New path name")).toHaveCount(0);
		if (name === third) await shoot(page, "29-add-to-path-dialog", { fullPage: false });
		await d.getByRole("button", { name: "Add to Path" }).click();
		await expect(d).toHaveCount(0);
		await expect(page.getByRole("tab", { name: /Places/ })).toHaveAttribute("aria-selected", "true");
	}
	await page.getByRole("tab", { name: /Paths/ }).click();
	await expect(page.getByRole("heading", { name: "Museum walk" })).toBeVisible();
	await expect.poll(() => stopNames(page)).toEqual([first, second, third]);
	const totals = page.getByTestId("path-totals");
	await expect(totals).toContainText("walking");
	const walkingBefore = await totals.textContent();
	await shoot(page, "30-path-detail", { fullPage: false });

	// Drag the last stop to the top with the pointer: it only starts after 8 px of movement.
	const handle = page.getByRole("button", { name: `Reorder ${third}` });
	const target = page.getByRole("button", { name: `Reorder ${first}` });
	const from = await handle.boundingBox();
	const to = await target.boundingBox();
	if (!from || !to) throw new Error("stop handles are not on screen");
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
	await page.mouse.down();
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 5, { steps: 2 });
	await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 12, { steps: 12 });
	await page.waitForTimeout(150);
	await page.mouse.up();
	await expect.poll(() => stopNames(page)).toEqual([third, first, second]);
	await expect(totals).not.toHaveText(walkingBefore ?? "");
	// The keyboard works too (Space, arrows, Space); dnd-kit measures between presses.
	await page.getByRole("button", { name: `Reorder ${third}` }).focus();
	for (const key of ["Space", "ArrowDown", "Space"]) {
		await page.keyboard.press(key);
		await page.waitForTimeout(250);
	}
	await expect.poll(() => stopNames(page)).toEqual([first, third, second]);
	await page.getByRole("button", { name: `Reorder ${third}` }).focus();
	for (const key of ["Space", "ArrowUp", "Space"]) {
		await page.keyboard.press(key);
		await page.waitForTimeout(250);
	}
	await expect.poll(() => stopNames(page)).toEqual([third, first, second]);

	// The new order is stored.
	await page.reload();
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page.getByRole("button", { name: /Museum walk/ }).click();
	await expect.poll(() => stopNames(page)).toEqual([third, first, second]);

	// Switching to driving changes the totals.
	const walkingAfter = await totals.textContent();
	await page.getByText("Driving", { exact: true }).click();
	await expect(totals).toContainText("driving");
	expect(await totals.textContent()).not.toBe(walkingAfter);
	await shoot(page, "31-path-driving", { fullPage: false });

	// GPX export: valid XML with three points in order.
	const [download] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("link", { name: "GPX" }).click(),
	]);
	const gpx = readFileSync((await download.path()) as string, "utf8");
	expect(gpx.startsWith("<?xml")).toBe(true);
	expect(gpx).toMatch(/<gpx[^>]+version="1\.1"/);
	const waypoints = [...gpx.matchAll(/<wpt lat="(-?[\d.]+)" lon="(-?[\d.]+)">\s*<name>([^<]*)<\/name>/g)].map(
		(m) => m[3],
	);
	// XML entities back to text; &amp; last so "&amp;lt;" stays "&lt;".
	const fromXml = (s: string) =>
		s
			.replace(/&lt;/g, "<")
			.replace(/&gt;/g, ">")
			.replace(/&apos;/g, "'")
			.replace(/&quot;/g, '"')
			.replace(/&amp;/g, "&");
	expect(waypoints.map((w) => fromXml(w ?? ""))).toEqual([`1. ${third}`, `2. ${first}`, `3. ${second}`]);
	expect(gpx.trim().endsWith("</gpx>")).toBe(true);
});

test("a place added to two days at once, and the Paths tab by day", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ada", lastName: "Day", email: "ada.day@example.com" });
	// Three days from 10 days ahead; the youngest is 3.
	const id = await createAdventure(page, { title: "London days", kidAges: [3, 8], lengthDays: 2 });
	const [first, second] = (await addMuseumWalk(page, id, "Museum morning", 3)) as [string, string, string];
	const headers = { Origin: new URL(page.url()).origin };
	const pathsUrl = `/api/adventures/${id}/paths`;
	const paths = (await (await page.request.get(pathsUrl)).json()) as { id: string; name: string }[];
	const museum = paths.find((p) => p.name === "Museum morning");
	const dated = await page.request.patch(`/api/paths/${museum?.id}`, { headers, data: { date: isoDaysFromNow(10) } });
	expect(dated.status()).toBe(200);
	for (const [name, date] of [
		["Park afternoon", isoDaysFromNow(11)],
		["Rainy day ideas", null],
	] as const) {
		const made = await page.request.post(pathsUrl, { headers, data: { name, ...(date ? { date } : {}) } });
		expect(made.status()).toBe(201);
	}

	await page.goto(`/adventure/${id}`);
	// The first museum joins the park's day too, from its card; the Places tab stays.
	await page.getByRole("tab", { name: /Places/ }).click();
	const saved = page.getByRole("list", { name: "Saved places" });
	await saved.getByRole("button", { name: `Add ${first} to a path` }).click();
	const dialog = page.getByRole("dialog", { name: "Add to Path" });
	await expect(dialog.getByRole("checkbox", { name: /Museum morning/ })).toBeChecked();
	await expect(dialog.getByRole("checkbox", { name: /Museum morning/ })).toBeDisabled();
	await dialog.getByRole("checkbox", { name: /Park afternoon/ }).check();
	await dialog.getByRole("checkbox", { name: /Rainy day ideas/ }).check();
	await shoot(page, "32-add-to-path-days", { fullPage: false });
	await expect(dialog).toBeVisible();
	for (const width of [1280, 375]) {
		await page.setViewportSize({ width, height: 800 });
		const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
		expect(overflow, `the dialog's rows fit at ${width} px`).toBeLessThanOrEqual(0);
	}
	await page.setViewportSize({ width: 1280, height: 800 });
	await dialog.getByRole("button", { name: "Add to Path" }).click();
	await expect(toast(page, "Place added to 2 paths!")).toBeVisible();
	await expect(page.getByRole("tab", { name: /Places/ })).toHaveAttribute("aria-selected", "true");

	// By day: Day 1 (the museums), Day 2 (the park, with the museum), then the undated.
	await page.getByRole("tab", { name: /Paths/ }).click();
	const list = page.getByRole("list", { name: "Paths" });
	await expect(list.getByRole("heading", { level: 3 })).toHaveText([
		/^Day 1 · \w{3} \d{1,2} \w{3}$/,
		/^Day 2 · \w{3} \d{1,2} \w{3}$/,
		"Not planned for a day yet",
	]);
	await expect(list.getByTestId("day-totals").first()).toHaveText(/^3 stops · [\d.]+ k?m · /);
	await shoot(page, "33-paths-by-day", { fullPage: false });

	// The museum walk's legs at the 3-year-old's pace.
	await list.getByRole("button", { name: /Museum morning/ }).click();
	await expect(page.getByTestId("leg").first()).toContainText("at a 3-year-old's pace");
	await expect(page.getByRole("list", { name: "Stops" }).getByRole("listitem").nth(1)).toHaveAttribute(
		"aria-label",
		`Stop 2: ${second}`,
	);
	await page.getByRole("button", { name: "Back" }).click();

	// A one-day trip leaves the park's day out: asked first, then its day is removed.
	await page.getByRole("button", { name: "Edit adventure" }).click();
	const edit = page.getByRole("dialog", { name: "Edit Adventure" });
	await edit.getByLabel("End Date *").fill(isoDaysFromNow(10));
	await edit.getByRole("button", { name: "Save Changes" }).click();
	const ask = page.getByRole("dialog", { name: "Some paths fall outside the new dates" });
	await expect(ask.getByRole("list", { name: "Paths outside the new dates" })).toContainText("Park afternoon");
	await shoot(page, "34-path-days-choice", { fullPage: false });
	await ask.getByRole("button", { name: /Remove their day/ }).click();
	await expect(toast(page, "Adventure Updated")).toBeVisible();
	await expect(list.getByRole("heading", { level: 3 })).toHaveText([/^Day 1 · /, "Not planned for a day yet"]);
	await expect(list.getByRole("region", { name: "Not planned for a day yet" })).toContainText("Park afternoon");
});
