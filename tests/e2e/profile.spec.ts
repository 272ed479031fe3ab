import { expect, test } from "@playwright/test";
import { enterBeta, shoot, signIn, toast } from "./helpers";

test("edit the profile (home through the destination search, kids, interests) and upload a cropped avatar", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Robin", lastName: "Okafor", email: "robin.okafor@example.com" });

	await page.getByRole("button", { name: "Account menu" }).click();
	await page.getByRole("menuitem", { name: "Profile" }).click();
	await expect(page).toHaveURL(/\/profile$/);
	await expect(page.getByRole("heading", { name: "Robin Okafor", level: 1 })).toBeVisible();
	const stats = page.getByRole("region", { name: "Your adventure stats" });
	for (const label of ["Upcoming Adventures", "Completed Adventures", "Local Wunders", "Shared Adventures"]) {
		await expect(stats.getByText(label)).toBeVisible();
	}
	await expect(stats.getByText("0").first()).toBeVisible();
	await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
	await shoot(page, "60-profile");

	// Edit: home from the destination search, two kids, a suggested and a custom interest.
	await page.getByRole("button", { name: "Edit Profile" }).click();
	const form = page.getByRole("form", { name: "Edit profile" });
	await form.getByRole("combobox").fill("Boulder");
	const option = page.getByRole("option", { name: /Boulder/ }).first();
	await expect(option).toBeVisible();
	await option.click();
	await expect(form.getByRole("combobox")).toHaveValue(/Boulder/);
	await form.getByLabel("Number of kids").fill("2");
	for (const age of ["9", "6"]) {
		await form.getByPlaceholder("Age, 1 to 18").fill(age);
		await form.getByRole("button", { name: "Add kid age" }).click();
	}
	await form.getByRole("button", { name: "hiking" }).click();
	await form.getByLabel("Add a custom interest").fill("  Rock Pools ");
	await form.getByRole("button", { name: "Add interest" }).click();
	await expect(form.getByRole("list", { name: "Custom interests" })).toContainText("rock pools");
	await shoot(page, "61-profile-edit");

	await form.getByRole("button", { name: "Save Profile" }).click();
	await expect(toast(page, "Profile Updated")).toBeVisible();
	await expect(form).toBeHidden();
	const interests = page.getByRole("list", { name: "Interests" });
	await expect(interests).toContainText("hiking");
	await expect(interests).toContainText("rock pools");
	await expect(page.getByText("6, 9")).toBeVisible();

	// Avatar: choose a file, crop, upload; the header shows the stored image.
	await page.getByLabel("Profile photo file").setInputFiles("tests/e2e/fixtures/avatar.png");
	const dialog = page.getByRole("dialog", { name: "Crop your photo" });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByRole("img", { name: "Selection to crop for your avatar" })).toBeVisible();
	await page.waitForTimeout(300);
	await shoot(page, "62-avatar-crop", { fullPage: false });
	await dialog.getByRole("button", { name: "Save Photo" }).click();
	await expect(toast(page, "Profile picture updated")).toBeVisible();
	await expect(dialog).toBeHidden();
	const headerAvatar = page.getByRole("button", { name: "Account menu" }).locator("img");
	await expect(headerAvatar).toHaveAttribute("src", /^\/api\/images\/avatars\/[0-9a-f-]+\/[a-f0-9]{64}\.jpg$/);
	await expect.poll(() => headerAvatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(150);

	// Still there after a reload.
	await page.reload();
	await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveAttribute(
		"src",
		/^\/api\/images\//,
	);
	await expect(page.getByRole("list", { name: "Interests" })).toContainText("rock pools");
});
