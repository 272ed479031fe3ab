import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useRoutes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../web/src/app/routes";
import { Toaster } from "../../web/src/components/ui/toaster";
import { getCurrentUser } from "../../web/src/features/auth/api/get-current-user";
import { BetaGate } from "../../web/src/features/beta-gate";
import { aPlace, json, renderWithClient, stubFetch, stubPhoneWindow } from "./render";

/**
 * A visitor without the beta password (and without an account) opens a share link: the public
 * view shows, with a quiet invitation to join the beta, and every read goes through the view's
 * own routes with the token. Any other call would fail the test (`stubFetch` knows no other).
 */

const TOKEN = "T".repeat(43);

const place = (googlePlaceId: string, name: string) => aPlace({ googlePlaceId, name });

const stop = (id: string, order: number, name: string) => ({
	id,
	pathId: "path-1",
	order,
	placeId: `cat:${id}`,
	place: { googlePlaceId: `cat:${id}`, name, address: null, latitude: 51.5 + order / 100, longitude: -0.12, types: [] },
	createdAt: "2030-01-01T00:00:00.000Z",
});

const VIEW = {
	adventure: {
		id: "adv-1",
		title: "Museums of London",
		description: null,
		location: "London, England, United Kingdom",
		latitude: 51.5,
		longitude: -0.12,
		startDate: "2030-06-01",
		endDate: "2030-06-03",
		numberOfTravelers: null,
		kidAges: [6],
		interests: [],
		tags: [],
		coverImageUrl: null,
		isPublic: true,
		createdAt: "2030-01-01T00:00:00.000Z",
		updatedAt: "2030-01-01T00:00:00.000Z",
		access: "viewer",
	},
	savedPlaces: [
		{ id: "s1", createdAt: "2030-01-01T00:00:00.000Z", intentCategory: "visit", place: place("cat:m1", "Toy Museum") },
	],
	paths: [
		{
			id: "path-1",
			adventureId: "adv-1",
			name: "Museum walk",
			title: "Museum walk",
			description: null,
			transportMode: "walking",
			transportType: "walking",
			estimatedDuration: null,
			colourIndex: 0,
			colour: "#0f766e",
			stopCount: 2,
			createdAt: "2030-01-01T00:00:00.000Z",
			updatedAt: "2030-01-01T00:00:00.000Z",
			stops: [stop("a", 1, "First stop"), stop("b", 2, "Second stop")],
		},
	],
};

const ROUTE = {
	pathId: "path-1",
	transportMode: "walking",
	provider: "estimate",
	status: "ok",
	legs: [{ fromStopId: "a", toStopId: "b", distanceMeters: 1200, durationSeconds: 900 }],
	totalDistanceMeters: 1200,
	totalDurationSeconds: 900,
	polyline: null,
};

/** The app's own route table (layout, header, screens), as app.tsx mounts it. */
function AppRoutes() {
	return useRoutes(routes);
}

/** The screens' code loads on demand: the first wait may include it. */
const LOADED = { timeout: 5000 };

function renderAt(path: string) {
	return renderWithClient(
		<MemoryRouter initialEntries={[path]}>
			<BetaGate>
				<AppRoutes />
			</BetaGate>
			<Toaster />
		</MemoryRouter>,
	);
}

/** A phone-sized window: the map stays unmounted until asked for. */
beforeEach(stubPhoneWindow);

afterEach(() => vi.unstubAllGlobals());

describe("the public view without the beta password", () => {
	it("shows the shared adventure with a quiet invitation to join, and no Login or Duplicate", async () => {
		stubFetch({
			"GET /api/beta/status": () => json({ authenticated: false }),
			"GET /api/auth/user": () => json({ error: "Beta access required" }, 403),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
		});
		renderAt(`/public/adv-1?share=${TOKEN}`);
		expect(await screen.findByRole("heading", { name: "Museums of London" }, LOADED)).toBeTruthy();
		const banner = screen.getByRole("complementary", { name: "Join the beta" });
		expect(banner.textContent).toContain("Enjoying this adventure? Plan your own family trips with Adventure Guide.");
		expect(within(banner).getByRole("link", { name: "Join the beta" }).getAttribute("href")).toBe("/welcome");
		expect(screen.queryByRole("heading", { name: "Beta Access" })).toBeNull();
		expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
		expect(screen.queryByRole("button", { name: "Duplicate Adventure" })).toBeNull();
		expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
			`/api/adventures/adv-1/calendar.ics?share=${TOKEN}`,
		);
	});

	it("reads a place's details and field notes through the view's own routes, with the token", async () => {
		const calls = stubFetch({
			"GET /api/beta/status": () => json({ authenticated: false }),
			"GET /api/auth/user": () => json({ error: "Beta access required" }, 403),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
			"GET /api/public/adventures/adv-1/places/cat:m1": () =>
				json({ ...place("cat:m1", "Toy Museum"), familySummary: "Tin soldiers and rocking horses." }),
			"GET /api/public/adventures/adv-1/places/cat:m1/family-reviews": () =>
				json({ reviews: [], fieldNotes: [{ type: "Tip", note: "Go early.", author: "Reviewer" }] }),
		});
		renderAt(`/public/adv-1?share=${TOKEN}`);
		await userEvent.click(await screen.findByRole("button", { name: "Open Toy Museum" }, LOADED));
		const panel = await screen.findByRole("complementary", { name: "Toy Museum details" }, LOADED);
		expect(await within(panel).findByText("Tin soldiers and rocking horses.")).toBeTruthy();
		await userEvent.click(within(panel).getByRole("tab", { name: "Field Notes" }));
		await waitFor(() =>
			expect(calls.map((c) => c.key)).toContain("GET /api/public/adventures/adv-1/places/cat:m1/family-reviews"),
		);
		for (const call of calls.filter((c) => c.key.includes("/places/"))) {
			expect(call.url.searchParams.get("share"), call.key).toBe(TOKEN);
		}
		expect(screen.queryByText("Failed to fetch family reviews. Please try again.")).toBeNull();
	});

	it("shows a path's totals and its exports through the view's own routes", async () => {
		const calls = stubFetch({
			"GET /api/beta/status": () => json({ authenticated: false }),
			"GET /api/auth/user": () => json({ error: "Beta access required" }, 403),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
			"GET /api/public/adventures/adv-1/paths/path-1/route": () => json(ROUTE),
		});
		renderAt(`/public/adv-1?share=${TOKEN}`);
		await userEvent.click(await screen.findByRole("tab", { name: /Paths/ }, LOADED));
		await userEvent.click(await screen.findByRole("button", { name: /Museum walk/ }, LOADED));
		expect((await screen.findByTestId("path-totals", {}, LOADED)).textContent).toContain("1.2 km");
		const route = calls.find((c) => c.key === "GET /api/public/adventures/adv-1/paths/path-1/route");
		expect(route?.url.searchParams.get("share")).toBe(TOKEN);
		expect(screen.getByRole("link", { name: "GPX" }).getAttribute("href")).toBe(
			`/api/public/adventures/adv-1/paths/path-1/export?format=gpx&share=${TOKEN}`,
		);
		expect(screen.getByRole("link", { name: "KML" }).getAttribute("href")).toBe(
			`/api/public/adventures/adv-1/paths/path-1/export?format=kml&share=${TOKEN}`,
		);
		expect(screen.getByRole("link", { name: "Open in Google Maps" }).getAttribute("href")).toMatch(
			/^https:\/\/www\.google\.com\/maps\/dir\//,
		);
	});

	it("calls the paths 'Paths', not 'My Paths': they are the family's, not the guest's", async () => {
		stubFetch({
			"GET /api/beta/status": () => json({ authenticated: false }),
			"GET /api/auth/user": () => json({ error: "Beta access required" }, 403),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
		});
		renderAt(`/public/adv-1?share=${TOKEN}`);
		await userEvent.click(await screen.findByRole("tab", { name: /Paths/ }, LOADED));
		expect(await screen.findByRole("heading", { name: "Paths (1)" }, LOADED)).toBeTruthy();
		expect(screen.queryByRole("heading", { name: /My Paths/ })).toBeNull();
	});

	it("'Join the beta' opens the landing page, whose buttons lead to the gate, not to a sign-in that refuses", async () => {
		stubFetch({
			"GET /api/beta/status": () => json({ authenticated: false }),
			"GET /api/auth/user": () => json({ error: "Beta access required" }, 403),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
			"GET /api/config": () => json({ appName: "Adventure Guide" }),
		});
		renderAt(`/public/adv-1?share=${TOKEN}`);
		const banner = await screen.findByRole("complementary", { name: "Join the beta" }, LOADED);
		await userEvent.click(within(banner).getByRole("link", { name: "Join the beta" }));
		expect(
			await screen.findByRole("heading", { level: 1, name: "Adventure Anywhere. Play Everywhere." }, LOADED),
		).toBeTruthy();
		expect(screen.queryByRole("heading", { name: "Beta Access" })).toBeNull();
		expect(screen.getByRole("link", { name: "Start Your Next Adventure" }).getAttribute("href")).toBe("/");
		expect(screen.getByRole("link", { name: "Plan Your Next Adventure" }).getAttribute("href")).toBe("/");
	});

	it("keeps every other screen behind the gate", async () => {
		stubFetch({ "GET /api/beta/status": () => json({ authenticated: false }) });
		renderAt("/discover");
		expect(await screen.findByRole("heading", { name: "Beta Access" })).toBeTruthy();
		expect(screen.queryByRole("heading", { name: "Discover Adventures" })).toBeNull();
	});

	it("shows no invitation to a browser past the gate", async () => {
		stubFetch({
			"GET /api/beta/status": () => json({ authenticated: true }),
			"GET /api/public/adventures/adv-1": () => json(VIEW),
			"GET /api/auth/user": () => json({ error: "Unauthorized" }, 401),
		});
		renderAt("/adventure/adv-1/public");
		expect(await screen.findByRole("heading", { name: "Museums of London" }, LOADED)).toBeTruthy();
		expect(screen.queryByRole("complementary", { name: "Join the beta" })).toBeNull();
		expect(screen.getByRole("link", { name: "Login" })).toBeTruthy();
		expect(await screen.findByRole("button", { name: "Duplicate Adventure" })).toBeTruthy();
	});

	it("takes the beta gate's 403 on the user call for 'nobody signed in', so nothing asks again", async () => {
		stubFetch({ "GET /api/auth/user": () => json({ error: "Beta access required" }, 403) });
		await expect(getCurrentUser()).resolves.toBeNull();
	});
});
