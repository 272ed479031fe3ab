import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";

test("the conversation's filters show as chips: × removes one for the next answer, 'New chat' clears them", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Nia", lastName: "Okafor", email: "nia.okafor@example.com" });
	const id = await createAdventure(page, { title: "London in the rain", kidAges: [3, 8], startInDays: 20 });
	await page.goto(`/adventure/${id}`);

	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	const answers = chat.getByTestId("assistant-message");
	const filters = chat.getByRole("region", { name: "Active filters" });
	const chips = filters.getByRole("listitem");
	await expect(answers).toHaveCount(1);
	await expect(filters).toHaveCount(0);

	const box = page.getByLabel("Message Guide AI");
	await box.fill("rainy day ideas, nothing loud");
	await box.press("Enter");
	await expect(answers).toHaveCount(2, { timeout: 15_000 });
	await expect(chips.filter({ hasText: /^indoors$/ })).toHaveCount(1);
	await expect(chips.filter({ hasText: /^not loud$/ })).toHaveCount(1);
	await shoot(page, "guide-chips", { fullPage: false });
	// No serious or critical axe finding in the chips, at either width (contrast, names, the list).
	for (const width of [1280, 375]) {
		await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
		const axe = await new AxeBuilder({ page }).include("[data-chip-row]").analyze();
		const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
		expect(serious.map((v) => v.id)).toEqual([]);
	}

	// On a phone each × is a 44 px target that nothing covers (the floating bug button rises above the chips).
	await page.setViewportSize({ width: 375, height: 812 });
	for (const button of await filters.getByRole("button").all()) {
		const box = await button.boundingBox();
		expect(box?.width).toBeGreaterThanOrEqual(44);
		expect(box?.height).toBeGreaterThanOrEqual(44);
		expect(
			await button.evaluate((el) => {
				const rect = el.getBoundingClientRect();
				const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
				return top === el || el.contains(top);
			}),
		).toBe(true);
	}
	await page.setViewportSize({ width: 1280, height: 800 });

	// Removed by keyboard: the × is a button named for its filter.
	const remove = chat.getByRole("button", { name: "Remove filter: not loud" });
	await remove.focus();
	await page.keyboard.press("Enter");
	await expect(chips.filter({ hasText: /^not loud$/ })).toHaveCount(0);
	await expect(chips.filter({ hasText: /^indoors$/ })).toHaveCount(1);

	// The next answer is asked without it, and does not bring it back.
	await box.fill("anything free?");
	await box.press("Enter");
	await expect(answers).toHaveCount(3, { timeout: 15_000 });
	await expect(chips.filter({ hasText: /^free$/ })).toHaveCount(1);
	await expect(chips.filter({ hasText: /^indoors$/ })).toHaveCount(1);
	await expect(chips.filter({ hasText: /^not loud$/ })).toHaveCount(0);
	await expect(answers.last()).not.toContainText(/loud/i);

	// Kept with the trip: a reload shows the same chips.
	await page.reload();
	await expect(answers).toHaveCount(3);
	await expect(chips).toHaveText(await chips.allTextContents());
	await expect(chips.filter({ hasText: /^free$/ })).toHaveCount(1);
	await shoot(page, "guide-chips-after-remove", { fullPage: false });

	// 'New chat' clears them, on the server too.
	await chat.getByRole("button", { name: "Reset conversation" }).click();
	await expect(answers).toHaveCount(1);
	await expect(filters).toHaveCount(0);
	await page.reload();
	await expect(answers).toHaveCount(1);
	await expect(filters).toHaveCount(0);
});
