import { type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { addMuseumWalk, BETA_PASSWORD, isoDaysFromNow, saveParks } from "./helpers";

/**
 * Every screen of the app, who looks at it and how to reach it, with the data they show: shared by
 * the journeys that check all screens (axe and Lighthouse in accessibility.spec.ts, the phone's
 * touch targets in phone-targets.spec.ts). To cover a new screen, add an entry to SCREENS.
 */

/** Who looks at the screen: a visitor before the beta gate, past it, a new user, or the owner (an admin). */
type Viewer = "visitor" | "beta" | "newcomer" | "owner";

export interface Fixtures {
	/** An upcoming adventure of the owner's, public, with saved places and a path. */
	adventureId: string;
	pathName: string;
	placeName: string;
}

export interface Screen {
	name: string;
	as: Viewer;
	path: (f: Fixtures) => string;
	/** What says the screen is ready (and, when `act` is given, ready after it). */
	ready: (page: Page, f: Fixtures) => Locator;
	/** Steps after the page loads (open a tab, a panel). */
	act?: (page: Page, f: Fixtures) => Promise<void>;
}

const workspace = (f: Fixtures) => `/adventure/${f.adventureId}`;
const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });

/** Presses a workspace header button; on a phone it lives in the 'Adventure Details' panel. */
async function headerAction(page: Page, wide: string, phone: string) {
	await tab(page, /Guide AI/).waitFor();
	const details = page.getByRole("button", { name: "Adventure details" });
	if (await details.isVisible()) {
		await details.click();
		await page.getByRole("dialog", { name: "Adventure Details" }).getByRole("button", { name: phone }).click();
	} else await page.getByRole("button", { name: wide }).click();
}

export const SCREENS: Screen[] = [
	{ name: "beta gate", as: "visitor", path: () => "/", ready: (p) => p.getByRole("button", { name: "Enter Beta" }) },
	{
		name: "landing",
		as: "beta",
		path: () => "/",
		ready: (p) => p.getByRole("heading", { name: "Adventure Anywhere. Play Everywhere." }),
	},
	{ name: "sign-in", as: "beta", path: () => "/sign-in", ready: (p) => p.getByRole("button", { name: "Sign in" }) },
	{
		name: "my adventures (empty)",
		as: "newcomer",
		path: () => "/",
		ready: (p) => p.getByRole("heading", { name: "Ready for your first adventure?" }),
	},
	{
		name: "my adventures",
		as: "owner",
		path: () => "/",
		ready: (p) => p.getByRole("heading", { name: /Upcoming Adventures/ }),
	},
	{
		name: "create adventure",
		as: "owner",
		path: () => "/create-adventure",
		ready: (p) => p.getByRole("button", { name: "Create Adventure" }),
	},
	{
		name: "edit adventure",
		as: "owner",
		path: (f) => `/adventure/${f.adventureId}/edit`,
		ready: (p) => p.getByRole("button", { name: "Update Adventure" }),
	},
	{
		name: "workspace: Guide AI",
		as: "owner",
		path: workspace,
		ready: (p) => p.getByRole("tabpanel", { name: "Guide AI" }).getByTestId("assistant-message").first(),
	},
	{
		name: "workspace: Places",
		as: "owner",
		path: workspace,
		act: (p) => tab(p, /Places/).click(),
		ready: (p) => p.getByRole("list", { name: "Saved places" }),
	},
	{
		name: "workspace: Sleeps",
		as: "owner",
		path: workspace,
		act: (p) => tab(p, /Sleeps/).click(),
		ready: (p) => p.getByText("Family Stays — Coming Soon!"),
	},
	{
		name: "workspace: Paths",
		as: "owner",
		path: workspace,
		act: (p) => tab(p, /Paths/).click(),
		ready: (p) => p.getByRole("list", { name: "Paths" }),
	},
	{
		name: "workspace: map",
		as: "owner",
		path: workspace,
		// On a phone the map is a view of its own, behind the header's 'Show map'.
		act: async (p) => {
			await tab(p, /Guide AI/).waitFor();
			const show = p.getByRole("button", { name: "Show map" });
			if (await show.isVisible()) await show.click();
		},
		ready: (p) => p.locator("[data-map-state=ready]"),
	},
	{
		name: "plan my days",
		as: "owner",
		path: workspace,
		act: async (p) => {
			await tab(p, /Paths/).click();
			await p.getByRole("button", { name: "Plan my days" }).click();
		},
		ready: (p) => p.getByRole("dialog", { name: "Plan my days" }).getByRole("article").first(),
	},
	{
		name: "path detail",
		as: "owner",
		path: workspace,
		act: async (p, f) => {
			await tab(p, /Paths/).click();
			await p
				.getByRole("list", { name: "Paths" })
				.getByRole("button", { name: new RegExp(f.pathName) })
				.click();
		},
		ready: (p) => p.getByRole("list", { name: "Stops" }),
	},
	{
		name: "Add to Path dialog",
		as: "owner",
		path: workspace,
		act: async (p, f) => {
			await tab(p, /Places/).click();
			await p
				.getByRole("list", { name: "Saved places" })
				.getByRole("button", { name: `Add ${f.placeName} to a path` })
				.click();
		},
		ready: (p) => p.getByRole("dialog", { name: "Add to Path" }).getByRole("checkbox").first(),
	},
	{
		name: "place detail",
		as: "owner",
		path: workspace,
		act: async (p, f) => {
			await tab(p, /Places/).click();
			await p.getByRole("button", { name: `Open ${f.placeName}` }).click();
		},
		ready: (p) => p.getByText("Guide AI Family Insights"),
	},
	{ name: "discover", as: "owner", path: () => "/discover", ready: (p) => p.getByText(/adventures? found/) },
	{
		name: "public view",
		as: "beta",
		path: (f) => `/adventure/${f.adventureId}/public`,
		ready: (p) => p.getByRole("heading", { name: "Museums and parks of London" }),
	},
	{
		name: "public view without the beta password",
		as: "visitor",
		path: (f) => `/adventure/${f.adventureId}/public`,
		ready: (p) => p.getByRole("link", { name: "Join the beta" }),
	},
	{ name: "profile", as: "owner", path: () => "/profile", ready: (p) => p.getByText("Profile Information") },
	{
		name: "admin dashboard",
		as: "owner",
		path: () => "/admin",
		ready: (p) => p.getByRole("heading", { name: "Admin Dashboard" }),
	},
	{
		name: "admin users",
		as: "owner",
		path: () => "/admin/users",
		ready: (p) => p.getByRole("heading", { name: "User Management" }),
	},
	{
		name: "admin monitoring",
		as: "owner",
		path: () => "/admin/monitoring",
		ready: (p) => p.getByRole("heading", { name: "Usage Monitoring" }),
	},
	{
		name: "admin bugs",
		as: "owner",
		path: () => "/admin/bugs",
		ready: (p) => p.getByRole("heading", { name: "Bug Reports" }),
	},
	{
		name: "share dialog",
		as: "owner",
		path: workspace,
		act: (p) => headerAction(p, "Share", "Share"),
		ready: (p) => p.getByRole("dialog", { name: "Share Adventure" }).getByLabel("Share link"),
	},
	{
		name: "Edit Adventure dialog",
		as: "owner",
		path: workspace,
		act: (p) => headerAction(p, "Edit adventure", "Edit"),
		ready: (p) => p.getByRole("dialog", { name: "Edit Adventure" }).getByLabel("Title *"),
	},
	{
		name: "Duplicate Adventure dialog",
		as: "newcomer",
		path: (f) => `/adventure/${f.adventureId}/public`,
		act: (p) => p.getByRole("button", { name: "Duplicate Adventure" }).click(),
		ready: (p) => p.getByRole("dialog", { name: "Duplicate Adventure" }).getByLabel("Title *"),
	},
	{
		name: "Report Bug panel",
		as: "beta",
		path: () => "/",
		act: (p) => p.getByRole("button", { name: "Report a Bug" }).click(),
		ready: (p) => p.getByRole("dialog", { name: "Report Bug" }),
	},
	{ name: "404", as: "beta", path: () => "/no-such-page", ready: (p) => p.getByText("Page Not Found") },
];

const OWNER = { firstName: "Alma", lastName: "Reyes", email: "admin@example.com" };

type States = Record<Exclude<Viewer, "visitor">, Awaited<ReturnType<BrowserContext["storageState"]>>>;

async function passGate(page: Page) {
	await page.goto("/");
	await page.getByLabel("Beta password").fill(BETA_PASSWORD);
	await page.getByRole("button", { name: "Enter Beta" }).click();
	await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

async function signedIn(browser: Browser, user: typeof OWNER) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await passGate(page);
	await page.goto("/sign-in");
	await page.getByLabel("First name").fill(user.firstName);
	await page.getByLabel("Last name").fill(user.lastName);
	await page.getByLabel("E-mail").fill(user.email);
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	return { context, page };
}

/**
 * The viewers' sessions and the owner's adventure the screens show: run once in a file's
 * beforeAll, then open each screen with `openScreen`.
 */
export async function prepareScreens(browser: Browser): Promise<{ states: States; fixtures: Fixtures }> {
	const beta = await browser.newContext();
	await passGate(await beta.newPage());
	const newcomer = await signedIn(browser, { firstName: "Nia", lastName: "New", email: "nia.new@example.com" });
	const owner = await signedIn(browser, OWNER);
	const { page } = owner;
	const headers = { Origin: new URL(page.url()).origin };

	const created = await page.request.post("/api/adventures", {
		headers,
		data: {
			title: "Museums and parks of London",
			description: "Two days of dinosaurs, boats and ice cream.",
			location: "London, England, United Kingdom",
			latitude: 51.5074,
			longitude: -0.1278,
			startDate: isoDaysFromNow(10),
			endDate: isoDaysFromNow(12),
			kidAges: [6, 10],
			tags: ["Culture", "City Exploration"],
		},
	});
	expect(created.status()).toBe(201);
	const adventureId = ((await created.json()) as { id: string }).id;
	expect((await page.request.patch(`/api/adventures/${adventureId}`, { headers, data: { isPublic: true } })).ok()).toBe(
		true,
	);
	// Long, as families name them: rows and headings must fit it at 375 px.
	const pathName = "Museum morning along the South Bank with the dinosaurs and the boats";
	const [placeName = ""] = await addMuseumWalk(page, adventureId, pathName);
	// A list longer than a phone's screen: its last cards end where the floating bug button floats.
	await saveParks(page, adventureId, 6);
	// The path on the trip's second day: the Paths tab shows its day's header, the dialogs their day choices.
	const [walk] = (await (await page.request.get(`/api/adventures/${adventureId}/paths`)).json()) as { id: string }[];
	const dated = await page.request.patch(`/api/paths/${walk?.id}`, { headers, data: { date: isoDaysFromNow(11) } });
	expect(dated.status()).toBe(200);
	const fixtures = { adventureId, pathName, placeName };
	const states = {
		beta: await beta.storageState(),
		newcomer: await newcomer.context.storageState(),
		owner: await owner.context.storageState(),
	};
	for (const context of [beta, newcomer.context, owner.context]) await context.close();
	return { states, fixtures };
}

/** A page of the screen's viewer (a fresh context: close it after). */
export async function viewerPage(browser: Browser, screen: Screen, states: States): Promise<Page> {
	const context = await browser.newContext(screen.as === "visitor" ? {} : { storageState: states[screen.as] });
	return context.newPage();
}

/** Goes to the screen at the page's viewport, takes its steps and waits until it is ready and settled. */
export async function openScreen(page: Page, screen: Screen, fixtures: Fixtures) {
	await page.goto(screen.path(fixtures));
	await screen.act?.(page, fixtures);
	await expect(screen.ready(page, fixtures)).toBeVisible({ timeout: 15_000 });
	// Let the staged panels and fades settle before measuring.
	await page.waitForTimeout(600);
}
