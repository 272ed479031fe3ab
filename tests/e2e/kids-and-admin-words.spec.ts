import { expect, type Locator, type Page, test } from "@playwright/test";
import { createAdventure, enterBeta, isoDaysFromNow, shoot, signIn } from "./helpers";

/** The kids can change, and the admin's pages lead back to the dashboard. */

/** At 375 px, each control is at least 44 × 44 px. */
async function expectTouchTargets(page: Page, controls: Locator[]) {
	await page.setViewportSize({ width: 375, height: 812 });
	for (const control of controls) {
		await control.scrollIntoViewIfNeeded();
		const box = await control.boundingBox();
		expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
		expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
	}
	await page.setViewportSize({ width: 1280, height: 800 });
}

test("the kids can change: Edit Adventure, Duplicate and Create", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Rosa", lastName: "Lind", email: "rosa.lind@example.org" });
	const origin = new URL(page.url()).origin;
	const profile = await page.request.put("/api/user/profile", {
		headers: { Origin: origin },
		data: { kidAges: [4, 9] },
	});
	expect(profile.status()).toBe(200);
	const id = await createAdventure(page, { title: "Spring in London", kidAges: [6, 12], tags: ["Culture"] });
	const described = await page.request.patch(`/api/adventures/${id}`, {
		headers: { Origin: origin },
		data: { description: "A spring trip in early April." },
	});
	expect(described.status()).toBe(200);

	// The workspace's Edit Adventure dialog has the kids' ages and saves them.
	await page.goto(`/adventure/${id}`);
	await page.getByRole("button", { name: "Edit adventure" }).click();
	const edit = page.getByRole("dialog", { name: "Edit Adventure" });
	const ages = edit.getByLabel("Kids' ages");
	await expect(ages).toHaveValue("6, 12");
	await ages.fill("7, 13");
	await ages.scrollIntoViewIfNeeded();
	await shoot(page, "k-01-edit-dialog-kids", { fullPage: false });
	await edit.getByRole("button", { name: "Save Changes" }).click();
	await expect(edit).toBeHidden();
	const saved = await page.request.get(`/api/adventures/${id}`);
	expect(((await saved.json()) as { kidAges: number[] }).kidAges).toEqual([7, 13]);

	// The Duplicate dialog: my kids first, editable; the description re-written on request.
	await page.goto(`/adventure/${id}/public`);
	await page.getByRole("button", { name: "Duplicate Adventure" }).click();
	const copy = page.getByRole("dialog", { name: "Duplicate Adventure" });
	await copy.getByLabel("Start Date *").fill(isoDaysFromNow(200));
	await copy.getByLabel("End Date *").fill(isoDaysFromNow(204));
	await expect(copy.getByRole("list", { name: "Kids' ages" })).toHaveText(/4 years\s*9 years/);
	const description = copy.getByRole("textbox", { name: "Description" });
	await expect(description).toHaveValue("A spring trip in early April.");
	await copy.getByRole("button", { name: "AI Suggest description" }).click();
	await expect(description).not.toHaveValue("A spring trip in early April.");
	await expect(description).toHaveValue(/4- and a 9-year-old/);
	await shoot(page, "k-02-duplicate-dialog", { fullPage: false });
	await expectTouchTargets(page, [
		copy.getByRole("button", { name: "Use my kids' ages (4, 9)" }),
		copy.getByRole("button", { name: "AI Suggest description" }),
		copy.getByRole("button", { name: "Remove age 4" }),
	]);
	await copy.getByRole("button", { name: "Duplicate Adventure" }).click();
	await expect(page).toHaveURL(/\/adventure\/[0-9a-f-]{36}$/);
	const copyId = page.url().split("/").pop() ?? "";
	const copied = (await (await page.request.get(`/api/adventures/${copyId}`)).json()) as {
		kidAges: number[];
		description: string;
	};
	expect(copied.kidAges).toEqual([4, 9]);
	expect(copied.description).toMatch(/4- and a 9-year-old/);

	// The create form starts with the profile's ages.
	await page.goto("/create-adventure");
	await expect(page.getByRole("list", { name: "Kids' ages" })).toHaveText(/4 years\s*9 years/);
	await shoot(page, "k-03-create-profile-ages", { fullPage: false });
});

test("admin words: engaged beside Active, and every admin page links back to the dashboard", async ({ page }) => {
	await enterBeta(page);
	await page.goto("/sign-in?returnTo=/admin");
	await page.getByLabel("First name").fill("Ada");
	await page.getByLabel("Last name").fill("Admin");
	await page.getByLabel("E-mail").fill("admin@example.com");
	await page.getByRole("button", { name: "Sign in" }).click();
	await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
	const usersCard = page.getByRole("link", { name: /User Management/ });
	// Everyone here joined today: New, not Active, so 0 % engaged.
	await expect(usersCard.getByText("0%", { exact: true })).toBeVisible();
	await shoot(page, "k-04-admin-dashboard", { fullPage: false });
	for (const [path, heading] of [
		["/admin/users", "User Management"],
		["/admin/bugs", "Bug Reports"],
		["/admin/monitoring", "Usage Monitoring"],
	] as const) {
		await page.goto(path);
		await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
		const back = page.getByRole("link", { name: "Back to Dashboard" });
		await expectTouchTargets(page, [back]);
		await shoot(page, `k-05-admin${path.replaceAll("/", "-")}`, { fullPage: false });
		await back.click();
		await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
	}
});
