import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { BETA_PASSWORD, isoDaysFromNow, shoot } from "./helpers";

/** A family signs in through the API (its own cookie jar), fills its profile and plans an adventure. */
async function family(
	baseURL: string,
	user: { firstName: string; lastName: string; email: string },
	profile: Record<string, unknown>,
	adventure?: { title: string; location: string },
): Promise<APIRequestContext> {
	const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
	expect((await api.post("/api/beta/authenticate", { data: { password: BETA_PASSWORD } })).status()).toBe(200);
	expect((await api.post("/api/auth/local", { data: user })).status()).toBe(200);
	expect((await api.put("/api/user/profile", { data: profile })).status()).toBe(200);
	if (adventure) {
		const created = await api.post("/api/adventures", {
			data: { ...adventure, startDate: isoDaysFromNow(30), endDate: isoDaysFromNow(33) },
		});
		expect(created.status()).toBe(201);
	}
	return api;
}

test("an admin searches users, filters them and opens a user's details", async ({ page, baseURL }) => {
	const base = baseURL ?? "";
	await family(
		base,
		{ firstName: "Maya", lastName: "Rivers", email: "maya.rivers@example.org" },
		{ homeLocation: "Portland, OR", numberOfKids: 2, kidAges: [4, 9] },
		{ title: "Tide Pools and Trails", location: "Cannon Beach, OR" },
	);
	const oliver = await family(
		base,
		{ firstName: "Oliver", lastName: "Stone", email: "oliver@family.example" },
		{ numberOfKids: 0 },
	);
	// The server enforces the admin role: a signed-in family gets 403 JSON.
	const refused = await oliver.get("/api/admin/users");
	expect(refused.status()).toBe(403);
	expect(await refused.json()).toEqual({ error: "Admin access required" });

	await page.goto("/");
	await page.getByLabel("Beta password").fill(BETA_PASSWORD);
	await page.getByRole("button", { name: "Enter Beta" }).click();
	await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
	await page.goto("/sign-in?returnTo=/admin");
	await page.getByLabel("First name").fill("Ada");
	await page.getByLabel("Last name").fill("Admin");
	await page.getByLabel("E-mail").fill("admin@example.com");
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
	// Everyone on this test server joined today: all New, none Active yet, so none engaged (one rule).
	const usersCard = page.getByRole("link", { name: /User Management/ });
	await expect(usersCard.getByText("0%", { exact: true })).toBeVisible();
	await shoot(page, "admin-01-dashboard");

	await usersCard.click();
	await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
	// Other journeys share this server's database: count what the list says, at least these three.
	const filters = page.getByRole("group", { name: "Filter by status" });
	const allButton = filters.getByRole("button", { name: /^All/ });
	await expect(allButton).toHaveText(/\d+/);
	const total = Number((await allButton.textContent())?.match(/\d+/)?.[0]);
	expect(total).toBeGreaterThanOrEqual(3);
	await expect(page.getByRole("heading", { name: `Users (${total})` })).toBeVisible();
	const table = page.getByRole("table");
	const mayaRow = table.getByRole("row").filter({ hasText: "maya.rivers@example.org" });
	await expect(mayaRow.getByText("Portland, OR")).toBeVisible();
	await expect(mayaRow.getByText("2 kids")).toBeVisible();
	await expect(mayaRow.getByText("Ages 4, 9")).toBeVisible();
	await expect(mayaRow.getByText("New User")).toBeVisible();
	await expect(mayaRow.getByText("1 login", { exact: true })).toBeVisible();
	await expect(table.getByRole("row").filter({ hasText: "oliver@family.example" }).getByText("Not set")).toBeVisible();
	await expect(
		table.getByRole("row").filter({ hasText: "admin@example.com" }).getByText("Admin", { exact: true }),
	).toBeVisible();
	await shoot(page, "admin-02-users");

	const search = page.getByPlaceholder("Search users by name, email, or location...");
	await search.fill("PORTLAND");
	await expect(page.getByRole("heading", { name: "Users (1)" })).toBeVisible();
	await expect(table.getByRole("button", { name: "Maya Rivers", exact: true })).toBeVisible();

	await search.fill("");
	await filters.getByRole("button", { name: /^Inactive/ }).click();
	await expect(page.getByText("No users found.", { exact: true })).toBeVisible();
	await filters.getByRole("button", { name: /^New/ }).click();
	await expect(page.getByRole("heading", { name: `Users (${total})` })).toBeVisible();
	await search.fill("no such family");
	await expect(page.getByText("No users found matching your search.")).toBeVisible();
	await shoot(page, "admin-03-users-empty");

	await search.fill("rivers");
	await filters.getByRole("button", { name: /^All/ }).click();
	await mayaRow.click();
	const dialog = page.getByRole("dialog", { name: "Maya Rivers" });
	await expect(dialog.getByText("Tide Pools and Trails")).toBeVisible();
	await expect(dialog.getByText("Cannon Beach, OR")).toBeVisible();
	await expect(dialog.getByText("Adventures Created")).toBeVisible();
	await expect(dialog.getByRole("heading", { name: "Account Details" })).toBeVisible();
	await shoot(page, "admin-04-user-detail");
	await page.keyboard.press("Escape");
	await expect(dialog).toBeHidden();

	// Maya is active: her delete button is disabled, and the details' delete says why.
	await expect(mayaRow.getByRole("button", { name: "Delete Maya Rivers" })).toBeDisabled();
	await table.getByRole("button", { name: "Maya Rivers", exact: true }).focus();
	await page.keyboard.press("Enter");
	await dialog.getByRole("button", { name: "Delete User" }).click();
	const confirm = page.getByRole("alertdialog", { name: "Delete User" });
	await expect(confirm.getByText("Cannot delete: This user has been active within the last 30 days.")).toBeVisible();
	await expect(confirm.getByRole("button", { name: "Delete User" })).toBeDisabled();
	await shoot(page, "admin-05-delete-refused");
});
