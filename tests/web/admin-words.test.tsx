import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AdminDashboardPage } from "../../web/src/features/admin/admin-dashboard-page";
import { AdminUsersPage } from "../../web/src/features/admin/admin-users-page";
import { BugReportsPage } from "../../web/src/features/bug-reports/bug-reports-page";
import { MonitoringPage } from "../../web/src/features/monitoring/monitoring-page";
import { aUser, json, renderWithClient, stubFetch } from "./render";

/** The admin's words agree (one rule for every count), and every admin page leads back to the dashboard. */

const ADMIN = aUser({ id: "admin-1", lastName: "Admin", email: "admin@example.com", isAdmin: true });

const record = (id: string, userStatus: "new" | "active" | "inactive") => ({
	id,
	fullName: `User ${id}`,
	firstName: "User",
	lastName: id,
	email: `${id}@example.org`,
	profileImageUrl: null,
	homeLocation: null,
	numberOfKids: null,
	kidAges: [],
	loginCount: 1,
	userStatus,
	isAdmin: false,
	isLocalWunder: false,
	// New users are seen within 30 days too: the deletion rule's isActive is true for them.
	isActive: userStatus !== "inactive",
	createdAt: "2030-03-04T10:00:00.000Z",
	updatedAt: "2030-03-04T10:00:00.000Z",
	lastSeenAt: "2030-06-09T10:00:00.000Z",
});

function renderAdmin(page: ReactNode, routes: Parameters<typeof stubFetch>[0] = {}) {
	stubFetch({ "GET /api/auth/user": () => json(ADMIN), ...routes });
	renderWithClient(<MemoryRouter>{page}</MemoryRouter>);
}

/** The figure a `<dt>` names on the dashboard's users card. */
const figure = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("Admin dashboard: engaged and the status counts say the same thing", () => {
	it("only new users: 'Active 0' and 'Engaged 0%', never 100%", async () => {
		const users = [record("a", "new"), record("b", "new"), record("c", "new")];
		renderAdmin(<AdminDashboardPage />, { "GET /api/admin/users": () => json(users) });
		// The figures hold their places (skeletons) until the list comes.
		await waitFor(() => expect(figure("Users")).toBe("3"));
		expect(figure("Active")).toBe("0");
		expect(figure("Engaged")).toBe("0%");
		expect(screen.queryByText("100%")).toBeNull();
	});

	it("engaged is the Active count over all users, as the user list's filters count them", async () => {
		const users = [record("a", "new"), record("b", "active"), record("c", "active"), record("d", "inactive")];
		renderAdmin(<AdminDashboardPage />, { "GET /api/admin/users": () => json(users) });
		await waitFor(() => expect(figure("Users")).toBe("4"));
		expect(figure("Active")).toBe("2");
		expect(figure("Engaged")).toBe("50%");
	});
});

describe("every admin page links back to the dashboard", () => {
	const backLink = async () => {
		const link = await screen.findByRole("link", { name: /Back to Dashboard/ });
		expect(link.getAttribute("href")).toBe("/admin");
		return link;
	};

	it("User Management", async () => {
		renderAdmin(<AdminUsersPage />, { "GET /api/admin/users": () => json([]) });
		await backLink();
	});

	it("Bug Reports", async () => {
		renderAdmin(<BugReportsPage />, {
			"GET /api/bug-reports": () => json({ reports: [], counts: { open: 0, fixed: 0 } }),
		});
		const link = await backLink();
		expect(within(screen.getByRole("main")).getByRole("heading", { name: "Bug Reports" })).toBeTruthy();
		expect(screen.getByRole("main").contains(link)).toBe(true);
	});

	it("Usage Monitoring", async () => {
		renderAdmin(<MonitoringPage />, {
			"GET /api/monitoring/usage": () => json({ error: "later" }, 500),
			"GET /api/monitoring/costs": () => json({ error: "later" }, 500),
		});
		const link = await backLink();
		expect(screen.getByRole("main").contains(link)).toBe(true);
	});
});
