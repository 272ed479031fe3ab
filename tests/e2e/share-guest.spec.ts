import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, shoot, signIn, toast } from "./helpers";

/**
 * A family shares its London trip with grandma by e-mail. Grandma's browser has never
 * seen the app: no beta password, no account, no cookies. The link opens the whole read-only trip.
 */

/** A trip as the visitor should see it: its saved places (all on its one path) and that path's name. */
interface Trip {
	placeNames: string[];
	pathName: string;
}

/** A 1×1 PNG for the map's tiles: the test machine has no internet, and the tiles are not the app's. */
const TILE = Buffer.from(
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
	"base64",
);

/**
 * A browser that has never seen the app, recording what the console calls an error and every
 * answer of the app's own that refuses (401, 403 or any other 4xx/5xx).
 */
async function freshBrowser(browser: Browser) {
	const context = await browser.newContext({ acceptDownloads: true });
	await context.route("https://tile.openstreetmap.org/**", (route) =>
		route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
	);
	const page = await context.newPage();
	const errors: string[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => errors.push(error.message));
	page.on("response", (response) => {
		if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
	});
	return { context, page, errors };
}

/** Everything the public view shows, seen by a visitor without the beta password. */
async function seeWholeTrip(page: Page, title: string, trip: Trip) {
	await expect(page.getByRole("heading", { name: title })).toBeVisible();
	const banner = page.getByRole("complementary", { name: "Join the beta" });
	await expect(banner).toContainText("Enjoying this adventure? Plan your own family trips with Adventure Guide.");
	await expect(banner.getByRole("link", { name: "Join the beta" })).toHaveAttribute("href", "/welcome");
	await expect(page.getByRole("heading", { name: "Beta Access" })).toHaveCount(0);
	await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

	// The map, with a marker for each saved place.
	const map = page.getByRole("region", { name: "Map" });
	await expect(map.locator(".planner-marker-saved")).toHaveCount(trip.placeNames.length, { timeout: 10_000 });

	// Places: each saved one, and a click opens its details (the full panel, not the basic card).
	const [first = ""] = trip.placeNames;
	for (const name of trip.placeNames) await expect(page.getByRole("article", { name })).toBeVisible();
	await page.getByRole("button", { name: `Open ${first}` }).click();
	const panel = page.getByRole("complementary", { name: `${first} details` });
	await expect(panel.getByText("Guide AI Family Insights")).toBeVisible();
	await expect(panel.getByText("Guide AI is writing a family summary...")).toHaveCount(0);
	await panel.getByRole("tab", { name: "Field Notes" }).click();
	await expect(panel.getByText("Looking for family reviews...")).toHaveCount(0);
	await expect(toast(page, "Failed to fetch family reviews. Please try again.")).toHaveCount(0);
	await panel.getByRole("button", { name: "Close details" }).click();

	// Paths: the path with its legs and totals, and every export.
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page
		.getByRole("list", { name: "Paths" })
		.getByRole("button", { name: new RegExp(trip.pathName) })
		.click();
	await expect(page.getByTestId("path-totals")).toContainText("walking");
	await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
		"href",
		/^https:\/\/www\.google\.com\/maps\/dir\//,
	);
	const [gpx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "GPX" }).click()]);
	const file = readFileSync((await gpx.path()) as string, "utf8");
	for (const name of trip.placeNames) expect(file).toContain(name);
	const [kml] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "KML" }).click()]);
	expect(readFileSync((await kml.path()) as string, "utf8")).toContain("<kml");
	const [ics] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("link", { name: "Add to calendar" }).click(),
	]);
	expect(readFileSync((await ics.path()) as string, "utf8")).toContain("BEGIN:VCALENDAR");
}

test("a share link and a public adventure's page open for a browser without the beta password", async ({
	page,
	browser,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Rosa", lastName: "Quinn", email: "rosa.quinn@example.com" });
	const privateId = await createAdventure(page, { title: "Grandma's London", kidAges: [5, 8] });
	const shared = { placeNames: await addMuseumWalk(page, privateId, "Museum walk", 3), pathName: "Museum walk" };
	const link = await page.request.post(`/api/adventures/${privateId}/share-link`, {
		headers: { Origin: new URL(page.url()).origin },
	});
	const shareUrl = new URL(((await link.json()) as { url: string }).url);
	const publicId = await createAdventure(page, { title: "London for everyone" });
	const open = { placeNames: await addMuseumWalk(page, publicId, "Open walk"), pathName: "Open walk" };
	const made = await page.request.patch(`/api/adventures/${publicId}`, {
		headers: { Origin: new URL(page.url()).origin },
		data: { isPublic: true },
	});
	expect(made.ok()).toBe(true);

	// Grandma opens the e-mail's link.
	const grandma = await freshBrowser(browser);
	await grandma.page.goto(shareUrl.pathname + shareUrl.search);
	await seeWholeTrip(grandma.page, "Grandma's London", shared);
	await expect(grandma.page.getByText("Shared with you · read-only")).toBeVisible();
	await shoot(grandma.page, "42-share-link-without-beta", { fullPage: false });

	// A public adventure's page, in the same browser.
	await grandma.page.goto(`/adventure/${publicId}/public`);
	await seeWholeTrip(grandma.page, "London for everyone", open);
	await expect(grandma.page.getByText("Public adventure · read-only")).toBeVisible();
	expect(grandma.errors).toEqual([]);

	// The token opens its own adventure only, and everything else still needs the beta password.
	expect((await grandma.page.request.get("/api/adventures")).status()).toBe(403);
	expect((await grandma.page.request.get(`/api/adventures/${privateId}${shareUrl.search}`)).status()).toBe(403);
	const unshared = await createAdventure(page, { title: "Not for grandma" });
	expect((await grandma.page.request.get(`/api/public/adventures/${unshared}${shareUrl.search}`)).status()).toBe(404);
	// 'Join the beta' opens the landing page; its buttons lead to the gate, where the password goes.
	await grandma.page.getByRole("link", { name: "Join the beta" }).click();
	await expect(grandma.page.getByRole("heading", { name: "Adventure Anywhere. Play Everywhere." })).toBeVisible();
	await grandma.page.getByRole("link", { name: "Start Your Next Adventure" }).click();
	await expect(grandma.page.getByRole("heading", { name: "Beta Access" })).toBeVisible();
	await grandma.page.goto("/discover");
	await expect(grandma.page.getByRole("heading", { name: "Beta Access" })).toBeVisible();

	// Revoked: the link closes at once.
	const revoked = await page.request.delete(`/api/adventures/${privateId}/share-link`, {
		headers: { Origin: new URL(page.url()).origin },
	});
	expect(revoked.ok()).toBe(true);
	await grandma.page.goto(shareUrl.pathname + shareUrl.search);
	await expect(grandma.page.getByText("The adventure you're looking for doesn't exist or isn't public.")).toBeVisible();
	await grandma.context.close();
});
