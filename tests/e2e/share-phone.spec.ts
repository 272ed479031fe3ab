import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, signIn } from "./helpers";

/** On a phone the Share dialog offers the phone's own share sheet, and 'Add to calendar'. */

const PHONE = { width: 375, height: 812 };

test("on a phone: 'Share via…' opens the share sheet, a cancelled share copies the link; 'Add to calendar' is offered", async ({
	page,
}) => {
	// The phone's share sheet, cancelled by the family: navigator.share records its data and rejects.
	await page.addInitScript(() => {
		const shared: ShareData[] = [];
		Object.assign(window, { __shared: shared });
		Object.defineProperty(navigator, "share", {
			configurable: true,
			value: (data: ShareData) => {
				shared.push(data);
				return Promise.reject(new DOMException("Share canceled", "AbortError"));
			},
		});
	});
	await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
	await page.setViewportSize(PHONE);
	await enterBeta(page);
	await signIn(page, { firstName: "Ama", lastName: "Mensah", email: "ama.mensah@example.com" });
	const id = await createAdventure(page, { title: "Kew on a rainy day", kidAges: [4] });
	await page.goto(`/adventure/${id}`);

	await page.getByRole("button", { name: "Adventure details" }).click();
	const details = page.getByRole("dialog", { name: "Adventure Details" });
	await expect(details.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
		"href",
		`/api/adventures/${id}/calendar.ics`,
	);
	await page.screenshot({ path: "test-results/adventure-details-phone-375.png", animations: "disabled" });
	await details.getByRole("button", { name: "Share" }).click();

	const dialog = page.getByRole("dialog", { name: "Share Adventure" });
	const link = await expect
		.poll(() => dialog.getByLabel("Share link").inputValue())
		.toMatch(/\/public\/.+\?share=/)
		.then(() => dialog.getByLabel("Share link").inputValue());
	await page.screenshot({ path: "test-results/share-dialog-phone-375.png", animations: "disabled" });

	await dialog.getByRole("button", { name: "Share via…" }).click();
	await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
	expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
		{ title: "Kew on a rainy day", url: link },
	]);
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
	await page.screenshot({ path: "test-results/share-dialog-phone-375-copied.png", animations: "disabled" });
});
