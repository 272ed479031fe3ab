import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../web/src/app/routes";
import type { AdventureWithAccess } from "../../web/src/features/adventures";
import { anAdventure, aUser, json, renderWithClient, stubFetch, stubPhoneWindow } from "./render";

function openWorkspace(access: AdventureWithAccess["access"]) {
	stubFetch({
		"GET /api/auth/user": () => json(aUser()),
		"GET /api/adventures/adv-1": () =>
			json(
				anAdventure({
					access,
					isPublic: true,
					location: "Acadia National Park, Maine, USA",
					latitude: 44.35,
					longitude: -68.21,
				}),
			),
		"GET /api/adventures/adv-1/saved-places": () => json([]),
		"GET /api/adventures/adv-1/paths": () => json([]),
	});
	renderWithClient(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/adventure/adv-1"] })} />);
}

// A phone: the map waits until its view is chosen, so the test needs no map engine.
beforeEach(stubPhoneWindow);
afterEach(() => vi.unstubAllGlobals());

describe("the workspace's first tab", () => {
	it("is Places for a signed-in viewer of someone else's public adventure, never the disabled Guide", async () => {
		openWorkspace("viewer");
		const places = await screen.findByRole("tab", { name: /Places/ }, { timeout: 5000 });
		await waitFor(() => expect(places.getAttribute("aria-selected")).toBe("true"));
		const guide = screen.getByRole("tab", { name: /Guide AI/ });
		expect(guide.hasAttribute("disabled")).toBe(true);
		expect(guide.getAttribute("aria-selected")).toBe("false");
	});
});

describe("on a phone", () => {
	it("the Adventure Details sheet offers 'Add to calendar' (the .ics of this adventure)", async () => {
		openWorkspace("viewer");
		(await screen.findByRole("button", { name: "Adventure details" }, { timeout: 5000 })).click();
		const dialog = await screen.findByRole("dialog", { name: "Adventure Details" }, { timeout: 5000 });
		const calendar = within(dialog).getByRole("link", { name: "Add to calendar" });
		expect(calendar.getAttribute("href")).toBe("/api/adventures/adv-1/calendar.ics");
		expect(calendar.hasAttribute("download")).toBe(true);
	});
});
