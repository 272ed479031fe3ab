import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes } from "../../web/src/app/routes";
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
