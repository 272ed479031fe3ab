import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routes } from "../../web/src/app/routes";
import { aUser, json, renderWithClient, stubFetch } from "./render";

/** The app's routes at one address, with `GET /api/auth/user` answering `user` (401 when null). */
function openAt(entry: string, user: ReturnType<typeof aUser> | null, more: Parameters<typeof stubFetch>[0] = {}) {
	stubFetch({
		"GET /api/auth/user": () => (user ? json(user) : json({ error: "Unauthorized" }, 401)),
		"GET /api/adventures": () => json([]),
		...more,
	});
	const router = createMemoryRouter(routes, { initialEntries: [entry] });
	renderWithClient(<RouterProvider router={router} />);
	return router;
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
			expect(await screen.findByRole("heading", { name: "My Adventures" })).toBeTruthy();
		},
	);
});
