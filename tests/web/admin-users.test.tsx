import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AdminDashboardPage } from "../../web/src/features/admin/admin-dashboard-page";
import { AdminUsersPage } from "../../web/src/features/admin/admin-users-page";
import { aUser, json, renderWithClient, stubFetch } from "./render";

const ADMIN = aUser({ id: "admin-1", lastName: "Admin", email: "admin@example.com", isAdmin: true });

const record = (fields: Record<string, unknown>) => ({
	id: crypto.randomUUID(),
	fullName: "Someone",
	firstName: "Some",
	lastName: "One",
	email: "someone@example.org",
	profileImageUrl: null,
	homeLocation: null,
	numberOfKids: null,
	kidAges: [],
	loginCount: 1,
	userStatus: "active",
	isAdmin: false,
	isLocalWunder: false,
	isActive: true,
	createdAt: "2030-03-04T10:00:00.000Z",
	updatedAt: "2030-03-04T10:00:00.000Z",
	lastSeenAt: "2030-06-09T10:00:00.000Z",
	...fields,
});

const MAYA = record({
	id: "0a1b2c3d-1111-4222-8333-444455556666",
	fullName: "Maya Rivers",
	firstName: "Maya",
	lastName: "Rivers",
	email: "maya@example.org",
	homeLocation: "Portland, OR",
	numberOfKids: 2,
	kidAges: [4, 9],
	loginCount: 12,
	userStatus: "new",
	isLocalWunder: true,
});
const OLIVER = record({
	fullName: "Oliver Stone",
	firstName: "Oliver",
	lastName: "Stone",
	email: "oliver@family.example",
	userStatus: "inactive",
	isActive: false,
	loginCount: 3,
});
const ROOT = record({ fullName: "Ada Admin", email: "admin@example.com", isAdmin: true, homeLocation: "London, UK" });
const USERS = [MAYA, OLIVER, ROOT];

function renderPage(routes: Parameters<typeof stubFetch>[0] = {}, page = <AdminUsersPage />) {
	const calls = stubFetch({
		"GET /api/auth/user": () => json(ADMIN),
		"GET /api/admin/users": () => json(USERS),
		...routes,
	});
	return { calls, ...renderWithClient(<MemoryRouter>{page}</MemoryRouter>) };
}

const table = async () => screen.findByRole("table");
const rowOf = (tableEl: HTMLElement, name: string) =>
	within(tableEl).getByRole("button", { name }).closest("tr") as HTMLElement;

describe("User Management", () => {
	it("shows the title, the search and the table with the spec's columns and row contents", async () => {
		renderPage();
		expect(await screen.findByRole("heading", { name: "User Management" })).toBeTruthy();
		expect(screen.getByText("Manage user accounts and view detailed user information")).toBeTruthy();
		expect(screen.getByRole("link", { name: /Back to Dashboard/ }).getAttribute("href")).toBe("/admin");
		const el = await table();
		expect(screen.getByPlaceholderText("Search users by name, email, or location...")).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Users (3)" })).toBeTruthy();
		const headers = within(el)
			.getAllByRole("columnheader")
			.map((th) => th.textContent);
		expect(headers).toEqual(["User", "Email", "Location", "Family", "Role", "Activity", "Joined", "Actions"]);

		const maya = within(rowOf(el, "Maya Rivers"));
		expect(maya.getByText("MR")).toBeTruthy();
		expect(maya.getByText("0a1b2c3d")).toBeTruthy();
		expect(maya.getByText("maya@example.org")).toBeTruthy();
		expect(maya.getByText("Portland, OR")).toBeTruthy();
		expect(maya.getByText("2 kids")).toBeTruthy();
		expect(maya.getByText("Ages 4, 9")).toBeTruthy();
		expect(maya.getByText("Local Wunder")).toBeTruthy();
		expect(maya.getByText("12 logins")).toBeTruthy();
		expect(maya.getByText("New User")).toBeTruthy();
		expect(maya.getByText("Mar 04, 2030")).toBeTruthy();
		expect(maya.getByText("Last seen Jun 09")).toBeTruthy();

		const oliver = within(rowOf(el, "Oliver Stone"));
		expect(oliver.getByText("Not set")).toBeTruthy();
		expect(oliver.getByText("No kids")).toBeTruthy();
		expect(oliver.getByText("User")).toBeTruthy();
		expect(oliver.getByText("Inactive User")).toBeTruthy();
		expect(within(rowOf(el, "Ada Admin")).getByText("Admin")).toBeTruthy();
	});

	it("disables delete for active users and admins only", async () => {
		renderPage();
		const el = await table();
		const del = (name: string) =>
			within(rowOf(el, name)).getByRole("button", { name: `Delete ${name}` }) as HTMLButtonElement;
		expect(del("Maya Rivers").disabled).toBe(true);
		expect(del("Ada Admin").disabled).toBe(true);
		expect(del("Oliver Stone").disabled).toBe(false);
	});

	it("searches name, e-mail and location case-insensitively, with counts and empty states", async () => {
		renderPage();
		await table();
		const filters = screen.getByRole("group", { name: "Filter by status" });
		expect(within(filters).getByRole("button", { name: "All 3" })).toBeTruthy();
		expect(within(filters).getByRole("button", { name: "New 1" })).toBeTruthy();
		expect(within(filters).getByRole("button", { name: "Active 1" })).toBeTruthy();
		expect(within(filters).getByRole("button", { name: "Inactive 1" })).toBeTruthy();

		const search = screen.getByRole("searchbox", { name: "Search users" });
		await userEvent.type(search, "PORTLAND");
		expect(screen.getByRole("heading", { name: "Users (1)" })).toBeTruthy();
		expect(within(await table()).getByRole("button", { name: "Maya Rivers" })).toBeTruthy();
		expect(within(filters).getByRole("button", { name: "All 1" })).toBeTruthy();

		await userEvent.clear(search);
		await userEvent.type(search, "family.example");
		expect(within(await table()).getByRole("button", { name: "Oliver Stone" })).toBeTruthy();

		await userEvent.clear(search);
		await userEvent.type(search, "nobody at all");
		expect(screen.getByRole("heading", { name: "Users (0)" })).toBeTruthy();
		expect(screen.getByText("No users found matching your search.")).toBeTruthy();
	});

	it("filters by status", async () => {
		renderPage();
		await table();
		await userEvent.click(screen.getByRole("button", { name: "Inactive 1" }));
		expect(screen.getByRole("button", { name: "Inactive 1" }).getAttribute("aria-pressed")).toBe("true");
		expect(screen.getByRole("heading", { name: "Users (1)" })).toBeTruthy();
		expect(within(await table()).getByRole("button", { name: "Oliver Stone" })).toBeTruthy();
		expect(within(await table()).queryByRole("button", { name: "Maya Rivers" })).toBeNull();
	});

	it("says 'No users found.' without a search", async () => {
		renderPage({ "GET /api/admin/users": () => json([]) });
		expect(await screen.findByText("No users found.")).toBeTruthy();
		expect(screen.getByRole("heading", { name: "Users (0)" })).toBeTruthy();
	});

	it("opens the detail dialog on a row, keyboard included", async () => {
		renderPage({
			[`GET /api/admin/users/${MAYA.id}/details`]: () =>
				json({
					user: MAYA,
					adventuresCreated: 4,
					placesSaved: 7,
					pathsCreated: 2,
					adventures: [
						{ id: "a1", title: "Tide Pools", location: "Cannon Beach, OR", createdAt: "2030-05-01T00:00:00.000Z" },
					],
					recentSavedPlaces: [
						{ id: "s1", name: "Haystack Rock", address: "Cannon Beach, OR", createdAt: "2030-05-02T00:00:00.000Z" },
					],
				}),
		});
		const el = await table();
		within(rowOf(el, "Maya Rivers")).getByRole("button", { name: "Maya Rivers" }).focus();
		await userEvent.keyboard("{Enter}");
		const dialog = await screen.findByRole("dialog", { name: "Maya Rivers" });
		expect(await within(dialog).findByText("Tide Pools")).toBeTruthy();
		expect(within(dialog).getByText("4")).toBeTruthy();
		expect(within(dialog).getByText("Adventures Created")).toBeTruthy();
		expect(within(dialog).getByText("7")).toBeTruthy();
		expect(within(dialog).getByText("Places Saved")).toBeTruthy();
		expect(within(dialog).getByText("Paths Created")).toBeTruthy();
		expect(within(dialog).getByText("Haystack Rock")).toBeTruthy();
		expect(within(dialog).getByRole("heading", { name: "Account Details" })).toBeTruthy();
		expect(within(dialog).getByText("Login Count")).toBeTruthy();
		expect(within(dialog).getByText("12")).toBeTruthy();
		await userEvent.keyboard("{Escape}");
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("explains why an active user cannot be deleted and keeps the confirm button disabled", async () => {
		renderPage({
			[`GET /api/admin/users/${MAYA.id}/details`]: () =>
				json({
					user: MAYA,
					adventuresCreated: 0,
					placesSaved: 0,
					pathsCreated: 0,
					adventures: [],
					recentSavedPlaces: [],
				}),
		});
		await userEvent.click(rowOf(await table(), "Maya Rivers"));
		const dialog = await screen.findByRole("dialog", { name: "Maya Rivers" });
		await userEvent.click(within(dialog).getByRole("button", { name: "Delete User" }));
		const confirm = await screen.findByRole("alertdialog", { name: "Delete User" });
		expect(within(confirm).getByText("Cannot delete: This user has been active within the last 30 days.")).toBeTruthy();
		expect((within(confirm).getByRole("button", { name: "Delete User" }) as HTMLButtonElement).disabled).toBe(true);
	});

	it("deletes an inactive user after confirmation and refreshes the list", async () => {
		let deleted = false;
		const { calls } = renderPage({
			"GET /api/admin/users": () => json(deleted ? [MAYA, ROOT] : USERS),
			[`DELETE /api/admin/users/${OLIVER.id}`]: () => {
				deleted = true;
				return json({ deleted: true, id: OLIVER.id, removed: { adventures: 1, sessionRecords: 0, avatars: 0 } });
			},
		});
		await userEvent.click(
			within(rowOf(await table(), "Oliver Stone")).getByRole("button", { name: "Delete Oliver Stone" }),
		);
		const confirm = await screen.findByRole("alertdialog", { name: "Delete User" });
		expect(within(confirm).getByText(/This action cannot be undone/)).toBeTruthy();
		await userEvent.click(within(confirm).getByRole("button", { name: "Delete User" }));
		expect(await screen.findByRole("heading", { name: "Users (2)" })).toBeTruthy();
		expect(screen.queryByRole("alertdialog")).toBeNull();
		expect(calls.filter((c) => c.key === "GET /api/admin/users")).toHaveLength(2);
	});

	it("shows a refused deletion as 'Error: {message}' under the table", async () => {
		renderPage({
			[`DELETE /api/admin/users/${OLIVER.id}`]: () =>
				json({ error: "Cannot delete: This user has been active within the last 30 days." }, 409),
		});
		await userEvent.click(
			within(rowOf(await table(), "Oliver Stone")).getByRole("button", { name: "Delete Oliver Stone" }),
		);
		const confirm = await screen.findByRole("alertdialog", { name: "Delete User" });
		await userEvent.click(within(confirm).getByRole("button", { name: "Delete User" }));
		expect(
			(
				await screen.findByText("Error: Cannot delete: This user has been active within the last 30 days.")
			).getAttribute("role"),
		).toBe("alert");
	});

	it("falls back to 'Failed to delete user' when the answer carries no message", async () => {
		renderPage({ [`DELETE /api/admin/users/${OLIVER.id}`]: () => new Response("oops", { status: 500 }) });
		await userEvent.click(
			within(rowOf(await table(), "Oliver Stone")).getByRole("button", { name: "Delete Oliver Stone" }),
		);
		await userEvent.click(
			within(await screen.findByRole("alertdialog", { name: "Delete User" })).getByRole("button", {
				name: "Delete User",
			}),
		);
		expect(await screen.findByText("Error: Failed to delete user")).toBeTruthy();
	});
});

describe("Admin dashboard", () => {
	it("shows the engaged percentage: the Active count over all users (Maya is new, Oliver inactive)", async () => {
		renderPage({}, <AdminDashboardPage />);
		expect(await screen.findByText("33%")).toBeTruthy();
		expect(screen.getByText("3")).toBeTruthy();
		expect(screen.getByRole("link", { name: /User Management/ }).getAttribute("href")).toBe("/admin/users");
		expect(screen.getByRole("link", { name: /Usage Monitoring/ }).getAttribute("href")).toBe("/admin/monitoring");
		expect(screen.getByRole("link", { name: /Bug Reports/ }).getAttribute("href")).toBe("/admin/bugs");
	});
});
