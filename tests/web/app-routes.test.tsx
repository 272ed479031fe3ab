import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { type FirstAnswer, firstScreen, pageSays } from "../../domain/api/first-screen";
import { isPublicView, matchSpaRoute, openingScreen, SPA_ROUTES } from "../../domain/api/spa-routes";
import { routes } from "../../web/src/app/routes";
import { paths } from "../../web/src/lib/paths";
import { aUser, json, renderWithClient, stubFetch } from "./render";

/** The app's routes at one address, with `GET /api/auth/user` answering `user` (401 when null). */
function openAt(entry: string, user: ReturnType<typeof aUser> | null, more: Parameters<typeof stubFetch>[0] = {}) {
	const calls = stubFetch({
		"GET /api/auth/user": () => (user ? json(user) : json({ error: "Unauthorized" }, 401)),
		"GET /api/adventures": () => json([]),
		...more,
	});
	const router = createMemoryRouter(routes, { initialEntries: [entry] });
	renderWithClient(<RouterProvider router={router} />);
	return Object.assign(router, { calls });
}

describe("/sign-in when already signed in", () => {
	it("goes where returnTo says when it is a path of this site", async () => {
		const router = openAt("/sign-in?returnTo=/discover%3Fq%3Dlake", aUser(), {
			"GET /api/adventures/public": () => json([]),
		});
		await waitFor(() => expect(router.state.location.pathname).toBe("/discover"));
		expect(router.state.location.search).toBe("?q=lake");
	});

	it.each(["//evil.com", "/\\evil.com", "https://evil.com/x", "/.//evil.com"])(
		"never follows returnTo=%s: it lands on My Adventures",
		async (returnTo) => {
			const router = openAt(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, aUser());
			await waitFor(() => expect(router.state.location.pathname).toBe("/"));
			// The first test pays for loading the screen's module.
			expect(await screen.findByRole("heading", { name: "My Adventures" }, { timeout: 5000 })).toBeTruthy();
		},
	);
});

describe("/profile", () => {
	it("says 'Profile not found' when the user call fails (not a 401)", async () => {
		const { calls } = openAt("/profile", null, {
			"GET /api/auth/user": () => json({ error: "Internal Server Error" }, 500),
		});
		expect(await screen.findByRole("heading", { name: "Profile not found" })).toBeTruthy();
		expect(screen.getByText("Unable to load your profile information.")).toBeTruthy();
		// Asked once: the screens that mount after the failure do not ask again (and again).
		expect(calls.filter((c) => c.key === "GET /api/auth/user")).toHaveLength(1);
	});

	it("does not exist for a signed-out visitor (a 401): 'Page Not Found'", async () => {
		openAt("/profile", null);
		expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
	});
});

// One table (domain/api/spa-routes.ts) for the router, the links and the Worker's first screen:
// the router and the Worker must read every address the same way.
describe("the SPA's one route table", () => {
	/** The route the SPA's router shows at an address: its id (the table's name), or "notFound". */
	const routerRoute = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

	it.each([
		// Every address the spec names, with an id where it has one.
		["/", "home"],
		["/sign-in", "signIn"],
		["/sign-in/link", "signInLink"],
		["/discover", "discover"],
		["/create-adventure", "createAdventure"],
		["/adventure/a-1", "adventure"],
		["/adventure/a-1/planner", "planner"],
		["/adventure/a-1/edit", "editAdventure"],
		["/adventure/a-1/public", "publicAdventure"],
		["/public/a-1", "publicAlias"],
		["/profile", "profile"],
		["/admin", "admin"],
		["/admin/users", "adminUsers"],
		["/admin/monitoring", "adminMonitoring"],
		["/admin/bugs", "adminBugs"],
		// Trailing slashes and letter case, as the router reads them.
		["/discover/", "discover"],
		["/adventure/a-1/", "adventure"],
		["/Admin/Users", "adminUsers"],
		["/adventure/a%20b", "adventure"],
		// No screen of their own: 'Page Not Found'.
		["/no-such-page", "notFound"],
		["/adventure", "notFound"],
		["/adventure/a-1/other", "notFound"],
		["/public", "notFound"],
		["/admin/other", "notFound"],
		["/sign-in/link/extra", "notFound"],
	])("%s is %s for the router and for the Worker's page alike", (pathname, name) => {
		expect(routerRoute(pathname)).toBe(name);
		expect(matchSpaRoute(pathname)?.name ?? "notFound").toBe(name);
		expect(firstScreen(pathname) === null).toBe(name === "notFound");
	});

	it("gives the id decoded, as the router's params do", () => {
		expect(matchSpaRoute("/adventure/a%20b/edit")).toEqual({ name: "editAdventure", id: "a b" });
		expect(matchRoutes(routes, "/adventure/a%20b/edit")?.at(-1)?.params.id).toBe("a b");
		// Not valid percent-encoding: no screen, rather than a request for a made-up id.
		expect(matchSpaRoute("/adventure/%E0%A4%A")).toBeNull();
	});

	it("builds every link from the table, the id percent-encoded, and each link opens its route", () => {
		for (const name of Object.keys(SPA_ROUTES) as (keyof typeof SPA_ROUTES)[]) {
			const link = paths[name];
			const href = typeof link === "function" ? link("a b/c") : link;
			expect(matchSpaRoute(href), href).toEqual(typeof link === "function" ? { name, id: "a b/c" } : { name });
			expect(routerRoute(href), href).toBe(name);
		}
		expect(paths.adventure("a b")).toBe("/adventure/a%20b");
		expect(paths.publicAdventure("a-1")).toBe("/adventure/a-1/public");
	});

	it("opens on the screen the page's answers call for, as the Worker preloads it and the SPA starts it", () => {
		const page = (signedIn: boolean, gated = false) => ({ signedIn, gated });
		expect(openingScreen("/", page(true))).toBe("features/adventures/my-adventures-page");
		expect(openingScreen("/", page(false))).toBe("features/landing/landing-page");
		expect(openingScreen("/adventure/a-1/planner", page(true))).toBe("features/workspace/workspace-page");
		// Not past the beta gate: the password form, whatever the address, but for the public view and
		// the landing page's own address (where the public view's 'Join the beta' leads).
		expect(openingScreen("/discover", page(false, true))).toBe("features/beta-gate/beta-password-form");
		expect(openingScreen("/", page(false, true))).toBe("features/beta-gate/beta-password-form");
		expect(openingScreen("/public/a-1", page(false, true))).toBe("features/workspace/public-adventure-page");
		expect(openingScreen("/welcome", page(false, true))).toBe("features/landing/landing-page");
		expect(openingScreen("/welcome", page(true))).toBe("features/landing/landing-page");
		expect(openingScreen("/no-such-page", page(true))).toBe("features/layout/not-found-page");
		// The answers as the page carries them.
		const answers: Record<string, FirstAnswer> = {
			"/api/auth/user": { status: 200, body: { id: "u-1" } },
			"/api/beta/status": { status: 200, body: { authenticated: true } },
		};
		expect(pageSays((path) => answers[path])).toEqual({ signedIn: true, gated: false });
		expect(pageSays(() => undefined)).toEqual({ signedIn: false, gated: false });
		expect(
			pageSays((path) => (path === "/api/beta/status" ? { status: 200, body: { authenticated: false } } : undefined)),
		).toEqual({ signedIn: false, gated: true });
	});

	it("knows the public view's two addresses, which open without the beta password", () => {
		expect(isPublicView("/adventure/a-1/public")).toBe(true);
		expect(isPublicView("/public/a-1/")).toBe(true);
		expect(isPublicView("/adventure/a-1")).toBe(false);
		expect(isPublicView("/public")).toBe(false);
	});
});
