import { expect, test } from "@playwright/test";
import { BETA_PASSWORD, shoot } from "./helpers";

test("gate → wrong then right password → Login → local sign-in → avatar menu → Log out", async ({ page }) => {
	await page.goto("/");

	// The beta gate replaces the whole app.
	await expect(page.getByRole("heading", { name: "Beta Access" })).toBeVisible();
	const password = page.getByLabel("Beta password");
	const enter = page.getByRole("button", { name: "Enter Beta" });
	await expect(enter).toBeDisabled();
	await password.fill("   ");
	await expect(enter).toBeDisabled();
	await page.getByRole("button", { name: "Show password" }).click();
	await expect(password).toHaveAttribute("type", "text");
	await page.getByRole("button", { name: "Hide password" }).click();
	await expect(password).toHaveAttribute("type", "password");
	await shoot(page, "01-beta-gate");

	await password.fill("not-the-password");
	await enter.click();
	await expect(page.getByText("Invalid password. Please try again.")).toBeVisible();
	await expect(password).toHaveValue("");
	await shoot(page, "02-beta-gate-error");

	await password.fill(BETA_PASSWORD);
	await page.getByRole("button", { name: "Enter Beta" }).click();
	// Success reloads the page: the landing page appears for a signed-out visitor.
	await expect(page.getByRole("heading", { name: "Adventure Anywhere. Play Everywhere." })).toBeVisible();
	await shoot(page, "03-landing");

	await page.getByRole("link", { name: "Login" }).click();
	await expect(page).toHaveURL(/\/sign-in\?returnTo=%2F$/);
	await expect(page.getByRole("heading", { name: "Sign in to Adventure Guide" })).toBeVisible();
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page.getByText("First name is required")).toBeVisible();
	await page.getByLabel("First name").fill("Maya");
	await page.getByLabel("Last name").fill("Okafor");
	await page.getByLabel("E-mail").fill("maya.okafor@example.com");
	await shoot(page, "04-sign-in");
	await page.getByRole("button", { name: "Sign in" }).click();

	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	await expect(page.getByText("Plan and manage your family adventures")).toBeVisible();
	await page.getByRole("button", { name: "Account menu" }).click();
	const menu = page.getByRole("menu");
	await expect(menu.getByText("Maya Okafor")).toBeVisible();
	await expect(menu.getByText("maya.okafor@example.com")).toBeVisible();
	await expect(menu.getByRole("menuitem", { name: "My Adventures" })).toBeVisible();
	await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeVisible();
	await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
	await page.screenshot({ path: "test-results/05-avatar-menu-1280.png", animations: "disabled" });
	await page.setViewportSize({ width: 375, height: 812 });
	await page.screenshot({ path: "test-results/05-avatar-menu-375.png", animations: "disabled" });
	await page.setViewportSize({ width: 1280, height: 800 });

	await menu.getByRole("menuitem", { name: "Log out" }).click();
	await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
	await expect(page.getByRole("heading", { name: "Adventure Anywhere. Play Everywhere." })).toBeVisible();
	const user = await page.request.get("/api/auth/user");
	expect(user.status()).toBe(401);
});

test("unknown paths show 'Page Not Found'; admins see the Admin Dashboard link", async ({ page }) => {
	await page.goto("/");
	await page.getByLabel("Beta password").fill(BETA_PASSWORD);
	await page.getByRole("button", { name: "Enter Beta" }).click();
	await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

	await page.goto("/no/such/place");
	await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
	// Signed-in routes do not exist for signed-out visitors.
	await page.goto("/profile");
	await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
	await shoot(page, "06-not-found");

	await page.goto("/sign-in?returnTo=/admin");
	await page.getByLabel("First name").fill("Ada");
	await page.getByLabel("Last name").fill("Admin");
	await page.getByLabel("E-mail").fill("admin@example.com");
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page).toHaveURL(/\/admin$/);
	await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
	await page.getByRole("button", { name: "Account menu" }).click();
	await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toBeVisible();
	await shoot(page, "07-admin");
});
