import { expect, test } from "@playwright/test";
import { enterBeta, shoot, toast } from "./helpers";

test("sign in with a one-time e-mail link, then end the other sessions from the profile", async ({ browser, page }) => {
	await enterBeta(page);
	await page.getByRole("link", { name: "Login" }).click();
	await page.getByRole("button", { name: "Get a one-time link by e-mail instead" }).click();
	await page.getByLabel("E-mail").fill("ines.duarte@example.com");
	await page.getByLabel(/First name/).fill("Ines");
	await page.getByLabel(/Last name/).fill("Duarte");
	await page.getByRole("button", { name: "Email me a sign-in link" }).click();
	await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
	await shoot(page, "08-sign-in-link-sent");

	// Locally the e-mail stays in the outbox; the page links to it. Opening the link spends nothing.
	const link = page.getByRole("link", { name: "Open the sign-in link" });
	const href = await link.getAttribute("href");
	expect(href).toMatch(/\/sign-in\/link#/);
	await link.click();
	await expect(page.getByRole("heading", { name: "Finish signing in" })).toBeVisible();
	await page.getByRole("button", { name: "Finish signing in" }).click();
	await expect(page.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

	// The link works once: a second browser that opens it is refused.
	const other = await browser.newContext();
	const second = await other.newPage();
	await enterBeta(second);
	await second.goto(href ?? "/");
	await second.getByRole("button", { name: "Finish signing in" }).click();
	await expect(second.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
	await other.close();

	await page.goto("/profile");
	await page.getByRole("button", { name: "Sign out everywhere" }).click();
	await expect(toast(page, "Signed out everywhere else")).toBeVisible();
	await shoot(page, "09-profile-sessions");
	// This browser stays signed in.
	await page.reload();
	await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});
