import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { addMuseumWalk, BETA_PASSWORD, isoDaysFromNow } from "./helpers";

/**
 * axe-core on every screen, at 1280 and 375 px: 0 serious or critical violations. Besides axe's
 * default rules, label-content-name-mismatch (WCAG 2.5.3 "label in name", off by default in axe
 * because it is experimental) is on: a button's visible words must be in its accessible name.
 *
 * To cover a new screen, add an entry to SCREENS.
 */

/** Who looks at the screen: a visitor before the beta gate, past it, a new user, or the owner (an admin). */
type Viewer = "visitor" | "beta" | "newcomer" | "owner";

interface Fixtures {
	/** An upcoming adventure of the owner's, public, with saved places and a path. */
	adventureId: string;
	pathName: string;
	placeName: string;
}

interface Screen {
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

const SCREENS: Screen[] = [
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
	{ name: "404", as: "beta", path: () => "/no-such-page", ready: (p) => p.getByText("Page Not Found") },
];

const OWNER = { firstName: "Alma", lastName: "Reyes", email: "admin@example.com" };

type States = Record<Exclude<Viewer, "visitor">, Awaited<ReturnType<BrowserContext["storageState"]>>>;
let states: States;
let fixtures: Fixtures;

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

test.beforeAll(async ({ browser }) => {
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
	const pathName = "Museum morning";
	const [placeName = ""] = await addMuseumWalk(page, adventureId, pathName);
	// The path on the trip's second day: the Paths tab shows its day's header, the dialogs their day choices.
	const [walk] = (await (await page.request.get(`/api/adventures/${adventureId}/paths`)).json()) as { id: string }[];
	const dated = await page.request.patch(`/api/paths/${walk?.id}`, { headers, data: { date: isoDaysFromNow(11) } });
	expect(dated.status()).toBe(200);
	fixtures = { adventureId, pathName, placeName };
	states = {
		beta: await beta.storageState(),
		newcomer: await newcomer.context.storageState(),
		owner: await owner.context.storageState(),
	};
	for (const context of [beta, newcomer.context, owner.context]) await context.close();
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
		const context = await browser.newContext(screen.as === "visitor" ? {} : { storageState: states[screen.as] });
		const page = await context.newPage();
		for (const viewport of [
			{ width: 1280, height: 800 },
			{ width: 375, height: 812 },
		]) {
			await page.setViewportSize(viewport);
			await page.goto(screen.path(fixtures));
			await screen.act?.(page, fixtures);
			await expect(screen.ready(page, fixtures)).toBeVisible({ timeout: 15_000 });
			// Let the staged panels and fades settle before measuring colours.
			await page.waitForTimeout(600);
			expect(await seriousViolations(page), `${screen.name} at ${viewport.width} px`).toEqual([]);
		}
		await context.close();
	});
}
