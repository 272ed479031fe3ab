import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadMessages } from "../../domain/api/load-rules";
import { routes } from "../../web/src/app/routes";
import { anAdventure, aUser, json, renderWithClient, stubPhoneWindow } from "./render";

/**
 * Waiting and failing like a product, on every screen: a server error says what could not be
 * loaded and offers 'Try again', which asks once more and shows the screen; a slow load shows the
 * screen's shape under the spec's loading line, not a bare 'Loading...'.
 */

const ADVENTURE = anAdventure({ id: "adv-1", access: "viewer", isPublic: true, latitude: 44.35, longitude: -68.21 });
const serverError = () => json({ error: "Internal error" }, 500);

type Answer = () => Response | Promise<Response>;

/**
 * A fetch stub: the given answers by "METHOD path", anything else an empty list (the parts of a
 * screen this test does not look at). `failing` answers 500 until `recover()`.
 */
function stubServer(answers: Record<string, Answer>, failing: string) {
	let broken = true;
	const asked: string[] = [];
	globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), "http://localhost");
		const key = `${init?.method ?? "GET"} ${decodeURIComponent(url.pathname)}`;
		asked.push(key);
		if (key === failing && broken) return serverError();
		return (answers[key] ?? (() => json([])))();
	}) as typeof fetch;
	return {
		asked,
		recover: () => {
			broken = false;
		},
	};
}

function open(path: string) {
	renderWithClient(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

/** The alert that says `message`, and its 'Try again'. */
async function errorWith(message: string) {
	const text = await screen.findByText(message, undefined, { timeout: 10_000 });
	const alert = text.closest("[role='alert']") as HTMLElement;
	expect(alert).toBeTruthy();
	return within(alert).getByRole("button", { name: loadMessages.tryAgain });
}

const user = aUser();
const admin = aUser({ isAdmin: true });
const noBugs = { "GET /api/bug-reports": () => json({ counts: { open: 0, fixed: 0 }, reports: [] }) };

interface Screen {
	name: string;
	path: string;
	failing: string;
	message: string;
	/** What the screen shows once 'Try again' got an answer. */
	shows: RegExp | string;
	answers?: Record<string, Answer>;
	who?: ReturnType<typeof aUser>;
}

const screens: Screen[] = [
	{
		name: "My Adventures",
		path: "/",
		failing: "GET /api/adventures",
		message: loadMessages.adventures,
		shows: "Ready for your first adventure?",
	},
	{
		name: "Discover",
		path: "/discover",
		failing: "GET /api/adventures/public",
		message: loadMessages.publicAdventures,
		shows: "No adventures found",
	},
	{
		name: "the workspace",
		path: "/adventure/adv-1",
		failing: "GET /api/adventures/adv-1",
		message: loadMessages.adventure,
		shows: ADVENTURE.title,
		answers: { "GET /api/adventures/adv-1": () => json(ADVENTURE) },
	},
	{
		name: "the workspace's Places tab",
		path: "/adventure/adv-1",
		failing: "GET /api/saved-places",
		message: loadMessages.savedPlaces,
		shows: "No saved places yet",
		answers: { "GET /api/adventures/adv-1": () => json(ADVENTURE) },
	},
	{
		name: "the edit form",
		path: "/adventure/adv-1/edit",
		failing: "GET /api/adventures/adv-1",
		message: loadMessages.adventure,
		shows: "Back to Adventure",
		answers: { "GET /api/adventures/adv-1": () => json({ ...ADVENTURE, access: "owner" }) },
	},
	{
		name: "the public view",
		path: "/adventure/adv-1/public",
		failing: "GET /api/public/adventures/adv-1",
		message: loadMessages.adventure,
		shows: ADVENTURE.title,
		answers: {
			"GET /api/public/adventures/adv-1": () => json({ adventure: ADVENTURE, savedPlaces: [], paths: [] }),
		},
	},
	{
		name: "the profile's stats",
		path: "/profile",
		failing: "GET /api/adventures/stats",
		message: loadMessages.stats,
		shows: "Upcoming Adventures",
		answers: {
			"GET /api/adventures/stats": () =>
				json({ upcomingAdventures: 2, completedAdventures: 1, sharedLocalWunders: 0, sharedAdventures: 0 }),
		},
	},
	{
		name: "the admin dashboard",
		path: "/admin",
		failing: "GET /api/admin/users",
		message: loadMessages.users,
		shows: "Engaged",
		answers: noBugs,
		who: admin,
	},
	{
		name: "the admin's users",
		path: "/admin/users",
		failing: "GET /api/admin/users",
		message: loadMessages.users,
		shows: /User Management/,
		who: admin,
	},
	{
		name: "the admin's bug reports",
		path: "/admin/bugs",
		failing: "GET /api/bug-reports",
		message: loadMessages.bugReports,
		shows: /Open \(0\)/,
		answers: noBugs,
		who: admin,
	},
	{
		name: "the admin's monitoring",
		path: "/admin/monitoring",
		failing: "GET /api/monitoring/usage",
		message: loadMessages.monitoring,
		shows: "No monitoring data available. Please try refreshing the page.",
		answers: { "GET /api/monitoring/usage": () => json({ skus: [] }) },
		who: admin,
	},
];

// A phone: the map waits until its view is chosen, so the test needs no map engine.
beforeEach(stubPhoneWindow);
afterEach(() => vi.unstubAllGlobals());

describe("a server error offers 'Try again' on every screen", () => {
	for (const screenCase of screens) {
		it(`${screenCase.name}: says what failed, and 'Try again' asks once more and shows it`, async () => {
			const server = stubServer(
				{ "GET /api/auth/user": () => json(screenCase.who ?? user), ...screenCase.answers },
				screenCase.failing,
			);
			open(screenCase.path);
			const retry = await errorWith(screenCase.message);
			const before = server.asked.filter((key) => key === screenCase.failing).length;
			server.recover();
			fireEvent.click(retry);
			await waitFor(() => expect(screen.queryByText(screenCase.message)).toBeNull(), { timeout: 10_000 });
			expect(server.asked.filter((key) => key === screenCase.failing).length).toBe(before + 1);
			expect((await screen.findAllByText(screenCase.shows, undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
		}, 20_000);
	}

	it("a missing adventure is still 'Adventure not found', with nothing to try again", async () => {
		stubServer(
			{
				"GET /api/auth/user": () => json(user),
				"GET /api/adventures/adv-1": () => json({ error: "Adventure not found" }, 404),
			},
			"none",
		);
		open("/adventure/adv-1");
		expect(await screen.findByRole("heading", { name: "Adventure not found" }, { timeout: 10_000 })).toBeTruthy();
		expect(screen.queryByRole("button", { name: loadMessages.tryAgain })).toBeNull();
	});

	it("the profile: a failed user call is 'Profile not found' with 'Try again', which shows the profile", async () => {
		const server = stubServer({ "GET /api/auth/user": () => json(user) }, "GET /api/auth/user");
		open("/profile");
		expect(
			await screen.findByText("Unable to load your profile information.", undefined, { timeout: 10_000 }),
		).toBeTruthy();
		server.recover();
		fireEvent.click(screen.getByRole("button", { name: loadMessages.tryAgain }));
		expect(await screen.findByRole("region", { name: "Your adventure stats" }, { timeout: 10_000 })).toBeTruthy();
		expect(screen.queryByText("Profile not found")).toBeNull();
	}, 20_000);

	it("the Paths tab's error offers 'Try again' instead of 'No paths created yet'", async () => {
		const server = stubServer(
			{ "GET /api/auth/user": () => json(user), "GET /api/adventures/adv-1": () => json(ADVENTURE) },
			"GET /api/adventures/adv-1/paths",
		);
		open("/adventure/adv-1");
		// The panel's tabs switch on pointer down (Radix).
		fireEvent.mouseDown(await screen.findByRole("tab", { name: /Paths/ }, { timeout: 10_000 }));
		const retry = await errorWith(loadMessages.paths);
		expect(screen.queryByText("No paths created yet")).toBeNull();
		server.recover();
		fireEvent.click(retry);
		expect(await screen.findByText("No paths created yet", undefined, { timeout: 10_000 })).toBeTruthy();
	}, 20_000);
});

describe("a slow load shows the screen's shape", () => {
	const never = () => new Promise<Response>(() => {});

	it("My Adventures: the spec's loading line over skeleton cards", async () => {
		stubServer({ "GET /api/auth/user": () => json(user), "GET /api/adventures": never }, "none");
		open("/");
		const line = await screen.findByText("Loading your adventures...", undefined, { timeout: 10_000 });
		const status = line.closest("[role='status']") as HTMLElement;
		expect(status.getAttribute("aria-busy")).toBe("true");
		expect(status.querySelectorAll("[aria-hidden] .motion-safe\\:animate-pulse").length).toBeGreaterThan(3);
	});

	it("the workspace: 'Loading adventure...' over the planner's shape (panel and map)", async () => {
		stubServer({ "GET /api/auth/user": () => json(user), "GET /api/adventures/adv-1": never }, "none");
		open("/adventure/adv-1");
		const line = await screen.findByText("Loading adventure...", undefined, { timeout: 10_000 });
		const status = line.closest("[role='status']") as HTMLElement;
		expect(status.querySelector("[data-skeleton='panel']")).toBeTruthy();
		expect(status.querySelector("[data-skeleton='map']")).toBeTruthy();
	});
});
