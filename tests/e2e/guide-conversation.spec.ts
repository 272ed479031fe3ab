import { expect, test } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";

test("the conversation is kept with the trip: a reload shows the thread; 'New chat' leaves only the greeting", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Iris", lastName: "Vale", email: "iris.vale@example.com" });
	const id = await createAdventure(page, { title: "London evenings", kidAges: [3, 8], startInDays: 20, lengthDays: 5 });
	await page.goto(`/adventure/${id}`);

	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	const answers = chat.getByTestId("assistant-message");
	await expect(answers).toHaveCount(1);
	const greeting = (await answers.first().textContent()) ?? "";
	expect(greeting).toContain("Wunder");

	await page.getByLabel("Message Guide AI").fill("Rainy day ideas for my 3 and 8 year olds");
	await page.getByLabel("Message Guide AI").press("Enter");
	const cards = chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article");
	await expect(cards).toHaveCount(3, { timeout: 15_000 });
	const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
	const reply = (await answers.last().textContent()) ?? "";

	// Another evening: the page opens on the same thread, not a new greeting.
	await page.reload();
	await expect(chat.getByText("Rainy day ideas for my 3 and 8 year olds", { exact: true })).toBeVisible();
	await expect(answers).toHaveCount(2);
	await expect(answers.first()).toHaveText(greeting);
	await expect(answers.last()).toHaveText(reply);
	for (const name of names) await expect(chat.getByRole("article", { name })).toBeVisible();
	await shoot(page, "45-guide-conversation-kept", { fullPage: false });

	// 'New chat' forgets it on the server too: after a reload, only Wunder's greeting.
	await chat.getByRole("button", { name: "Reset conversation" }).click();
	await expect(answers).toHaveCount(1);
	await expect(chat.getByText("Rainy day ideas for my 3 and 8 year olds", { exact: true })).toHaveCount(0);
	await page.reload();
	await expect(answers).toHaveCount(1);
	await expect(answers.first()).toContainText("Wunder");
	await expect(chat.getByText("Rainy day ideas for my 3 and 8 year olds", { exact: true })).toHaveCount(0);
	await expect(chat.getByRole("article")).toHaveCount(0);
	await shoot(page, "46-guide-new-chat", { fullPage: false });
});
