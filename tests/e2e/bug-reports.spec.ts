import { expect, test } from "@playwright/test";
import { enterBeta, shoot, signIn, toast } from "./helpers";

test("a signed-out visitor reports a bug; an admin sees it under Open with its screenshot and marks it fixed", async ({
	page,
}) => {
	const description = `The hero video stutters (${Date.now()})`;

	// The button is on the beta gate already.
	await page.goto("/");
	await expect(page.getByRole("heading", { name: "Beta Access" })).toBeVisible();
	await expect(page.getByRole("button", { name: "Report a Bug" })).toBeVisible();
	await shoot(page, "bugs-01-beta-gate", { fullPage: false });

	// Signed out, on the landing page after the gate.
	await enterBeta(page);
	await shoot(page, "bugs-02-landing", { fullPage: false });
	await page.evaluate(() => console.error("E2E: the landing page logged an error"));
	const button = page.getByRole("button", { name: "Report a Bug" });
	await expect(button).toHaveAttribute("title", "Report a Bug");
	await button.click();
	const panel = page.getByRole("dialog", { name: "Report Bug" });
	await expect(panel).toBeVisible({ timeout: 20_000 });
	// The capture worked: a JPEG of the page is attached.
	await expect(panel.getByRole("img", { name: "Screenshot of the page" })).toHaveAttribute(
		"src",
		/^data:image\/jpeg;base64,\/9j\//,
	);
	await expect(panel.getByRole("list", { name: "Recent console errors" })).toContainText(
		"E2E: the landing page logged an error",
	);
	await panel.getByLabel("Description (optional)").fill(description);
	await shoot(page, "bugs-03-report-panel", { fullPage: false });
	await panel.getByRole("button", { name: "Submit Report" }).click();
	await expect(toast(page, "Bug Report Submitted")).toBeVisible();
	await expect(toast(page, "Thank you! We'll review your report soon.")).toBeVisible();
	await expect(panel).toBeHidden();

	// An admin finds it under Open, with the screenshot, the page and the reporter.
	await signIn(page, { firstName: "Ada", lastName: "Admin", email: "admin@example.com" });
	await page.goto("/admin");
	await expect(page.getByRole("link", { name: /Bug Reports/ }).getByRole("definition")).toHaveText(/^[1-9]\d*$/);
	await shoot(page, "bugs-04-dashboard", { fullPage: false });
	await page.goto("/admin/bugs");
	const openTab = page.getByRole("tab", { name: /^Open \(\d+\)$/ });
	await expect(openTab).toHaveAttribute("aria-selected", "true");
	const card = page.getByRole("article", { name: description });
	await expect(card).toBeVisible();
	await expect(card.getByText("Public", { exact: true })).toBeVisible();
	await expect(card.getByText("E2E: the landing page logged an error")).toBeVisible();
	const shot = card.getByRole("img", { name: "Screenshot of the reported page" });
	await expect(shot).toBeVisible();
	await expect
		.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
		.toBeGreaterThan(0);
	await shoot(page, "bugs-05-admin-open");

	// Click to enlarge.
	await card.getByRole("button", { name: "Enlarge screenshot" }).click();
	const enlarged = page.getByRole("dialog", { name: "Screenshot" });
	await expect(enlarged.getByRole("img")).toBeVisible();
	await page.keyboard.press("Escape");
	await expect(enlarged).toBeHidden();

	// Mark Fixed: it leaves Open and appears under Fixed, where it can be reopened.
	const openBefore = Number((await openTab.textContent())?.match(/\d+/)?.[0]);
	await card.getByRole("button", { name: "Mark Fixed" }).click();
	await expect(toast(page, "Status Updated")).toBeVisible();
	await expect(card).toBeHidden();
	await expect(openTab).toHaveText(`Open (${openBefore - 1})`);
	await page.getByRole("tab", { name: /^Fixed \(\d+\)$/ }).click();
	const fixedCard = page.getByRole("article", { name: description });
	await expect(fixedCard).toBeVisible();
	await expect(fixedCard.getByRole("button", { name: "Reopen" })).toBeVisible();
	await expect(fixedCard.getByText("Fixed", { exact: true })).toBeVisible();
	await shoot(page, "bugs-06-admin-fixed");
});
