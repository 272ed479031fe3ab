import { expect, test } from "@playwright/test";
import { addMuseumWalk, createAdventure, enterBeta, saveParks, shoot, signIn, stopNames, toast } from "./helpers";

test("several saved places join a path in one dialog, in the order they were ticked", async ({ page }) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Bea", lastName: "Ticks", email: "bea.ticks@example.com" });
	const id = await createAdventure(page, { title: "Park days", kidAges: [3, 8] });
	await page.goto(`/adventure/${id}`);
	const [museum] = await addMuseumWalk(page, id, "Museum walk", 1);
	await saveParks(page, id, 3);

	await page.goto(`/adventure/${id}`);
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page.getByRole("button", { name: /Museum walk/ }).click();
	await expect.poll(() => stopNames(page)).toEqual([museum]);
	await page.getByRole("button", { name: "Add saved places" }).click();

	const dialog = page.getByRole("dialog", { name: "Add saved places" });
	const museumBox = dialog.getByRole("checkbox", { name: new RegExp(museum ?? "") });
	await expect(museumBox).toBeDisabled();
	await expect(museumBox).toBeChecked();
	const free = dialog.getByRole("checkbox", { disabled: false });
	await expect(free).toHaveCount(3);
	const parks = await free.evaluateAll((boxes) =>
		boxes.map((box) => box.closest("label")?.querySelector(".font-semibold")?.textContent ?? ""),
	);
	const [p1, p2, p3] = parks as [string, string, string];
	// Ticked last, first, second: they are numbered, and join the path, in that order.
	for (const name of [p3, p1, p2]) await dialog.getByRole("checkbox", { name: new RegExp(name) }).check();
	await expect(dialog.getByTestId("pick-order")).toHaveText(["picked 2", "picked 3", "picked 1"]);
	await shoot(page, "b-add-saved-places-dialog", { fullPage: false });
	await dialog.getByRole("button", { name: "Add 3 places" }).click();
	await expect(toast(page, "3 places added to path!")).toBeVisible();
	await expect(dialog).toHaveCount(0);
	await expect.poll(() => stopNames(page)).toEqual([museum, p3, p1, p2]);
	await shoot(page, "b-add-saved-places-after", { fullPage: false });

	// Stored: a reload shows the same order.
	await page.reload();
	await page.getByRole("tab", { name: /Paths/ }).click();
	await page.getByRole("button", { name: /Museum walk/ }).click();
	await expect.poll(() => stopNames(page)).toEqual([museum, p3, p1, p2]);
});
