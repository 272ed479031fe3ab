import { expect, type Page, test } from "@playwright/test";
import { enterBeta, isoDaysFromNow, shoot, signIn, toast } from "./helpers";

/** The number in a stat line such as "3 AI calls" on the Current Usage tab (`label` is a regex). */
async function stat(page: Page, label: string): Promise<number> {
	const line = page.getByText(new RegExp(`^[\\d,]+ ${label}$`));
	await expect(line).toBeVisible();
	return Number((await line.textContent())?.split(" ")[0]?.replaceAll(",", ""));
}

async function openMonitoring(page: Page) {
	await page.goto("/admin/monitoring");
	await expect(page.getByRole("heading", { name: "Usage Monitoring" })).toBeVisible();
	await expect(page.getByText("Projected spend this month")).toBeVisible();
}

test("monitoring shows the calls, e-mails and requests that this test's own activity caused", async ({
	browser,
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Ada", lastName: "Admin", email: "admin@example.com" });
	await openMonitoring(page);
	const before = {
		aiCalls: await stat(page, "AI calls?"),
		emails: await stat(page, "e-mails? sent"),
		requests: await stat(page, "requests? served"),
	};

	// A family elsewhere: signs in with an e-mailed link (the local outbox), asks the offline AI for a title.
	const family = await browser.newContext();
	const other = await family.newPage();
	await enterBeta(other);
	await other.getByRole("link", { name: "Login" }).click();
	await other.getByRole("button", { name: "Get a one-time link by e-mail instead" }).click();
	await other.getByLabel("E-mail").fill("mo.kaplan@example.com");
	await other.getByLabel(/First name/).fill("Mo");
	await other.getByLabel(/Last name/).fill("Kaplan");
	await other.getByRole("button", { name: "Email me a sign-in link" }).click();
	await other.getByRole("link", { name: "Open the sign-in link" }).click();
	await other.getByRole("button", { name: "Finish signing in" }).click();
	await expect(other.getByRole("heading", { name: "My Adventures" })).toBeVisible();
	await other.goto("/create-adventure");
	await other.getByRole("combobox").fill("Yellowst");
	await other.getByRole("option", { name: /Yellowstone National Park/ }).click();
	await other.getByLabel("Start date *").fill(isoDaysFromNow(30));
	await other.getByLabel("End date *").fill(isoDaysFromNow(33));
	await other.getByRole("button", { name: "AI Suggest title" }).click();
	await expect(toast(other, "Title Generated!")).toBeVisible();
	await family.close();

	// The admin's screen counts them: the offline AI is free but counted, the outbox e-mail too.
	await openMonitoring(page);
	await expect.poll(() => stat(page, "AI calls?")).toBeGreaterThanOrEqual(before.aiCalls + 1);
	expect(await stat(page, "e-mails? sent")).toBeGreaterThanOrEqual(before.emails + 1);
	expect(await stat(page, "requests? served")).toBeGreaterThan(before.requests + 5);
	await expect(page.getByRole("cell", { name: "offline-llm" }).first()).toBeVisible();
	await expect(page.getByRole("cell", { name: "suggest-title" })).toBeVisible();
	await expect(page.getByRole("cell", { name: "outbox" })).toBeVisible();
	await expect(page.getByTestId("spend-bar")).toHaveAttribute("data-colour", "green");
	await expect(page.getByText(/^Usage is efficient: projected spend is \d+% of the monthly budget\.$/)).toBeVisible();
	await expect(page.getByRole("img", { name: /Daily cost by provider this month/ })).toBeVisible();
	await shoot(page, "40-monitoring-usage");

	await page.getByRole("tab", { name: "Scaling Analysis" }).click();
	await expect(page.getByText("1,000,000 users")).toBeVisible();
	await expect(page.getByText("25,000 users")).toBeVisible();
	await shoot(page, "41-monitoring-scaling");
});

test("a signed-in family that is not admin sees the not-authorised page", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Pat", lastName: "Lee", email: "pat.lee@example.com" });
	await page.goto("/admin/monitoring");
	await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
	const res = await page.request.get("/api/monitoring/usage");
	expect(res.status()).toBe(403);
});
