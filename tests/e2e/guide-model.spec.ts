import { expect, type Page, test } from "@playwright/test";
import { GUIDE_MODEL_DEADLINE_MS, guideMessages } from "../../domain/guide/guide-rules";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";
import { type ModelStack, startModelStack, turnMarks, watchTurn } from "./model-stack";

/**
 * Wunder on a real model: the guide on the fake model (tests/fake-model/), with a second
 * app started for this file on E2E_PORT + 1 (scripts/e2e-model-server.mjs): a slow model shows the
 * live status at once and the cards before its words; a failing or hanging one ends with the
 * embedded guide's answer under its calm line, never a chat left waiting.
 */

const appPort = Number(process.env.E2E_PORT ?? 8799) + 1;
let stack: ModelStack;

test.use({ baseURL: `http://localhost:${appPort}` });

test.beforeAll(async () => {
	test.setTimeout(150_000);
	stack = await startModelStack({ appPort, firstTokenMs: 0, perTokenMs: 5 });
});

test.afterAll(async () => {
	await stack?.stop();
});

/** A family with an adventure in London, on the guide tab with Wunder's opening shown; the chat panel. */
async function openGuide(page: Page, who: { firstName: string; lastName: string; email: string }) {
	await stack.model.reset();
	await stack.model.settings({ firstTokenMs: 0, perTokenMs: 5 });
	await enterBeta(page);
	await signIn(page, who);
	const id = await createAdventure(page, { title: "London on a model", kidAges: [4, 9], startInDays: 6 });
	await page.goto(`/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible({ timeout: 20_000 });
	await expect(chat.getByTestId("guide-status")).toHaveCount(0, { timeout: 20_000 });
	return chat;
}

async function ask(page: Page, question: string) {
	await page.getByLabel("Message Guide AI").fill(question);
	await page.getByLabel("Message Guide AI").press("Enter");
}

test("a slow model: the live status at once, the cards before the words, then the whole answer", async ({ page }) => {
	const chat = await openGuide(page, { firstName: "Sami", lastName: "Okafor", email: "sami.okafor@example.com" });
	await stack.model.reset();
	// Each call's first token after 2 s, its words slow enough to be seen coming.
	await stack.model.settings({ firstTokenMs: 2000, perTokenMs: 40 });
	await page.evaluate(watchTurn);
	await ask(page, "Rainy day ideas for my 4 and 9 year olds");
	await expect(chat.getByTestId("guide-status")).toBeVisible({ timeout: 1_000 });
	const cards = chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article");
	await expect(cards.first()).toBeVisible({ timeout: 10_000 });
	// The cards are in the streamed bubble while the model still works on its words.
	const streamed = chat.locator("[data-testid=assistant-message][data-streaming]");
	await expect(streamed).toBeVisible();
	const open = (await stack.model.requests()).filter((call) => call.endAt === null);
	expect(open.length, "a model call is still under way").toBeGreaterThan(0);
	await shoot(page, "90-guide-model-cards", { fullPage: false });
	// Then the words, growing in the same bubble.
	await expect(streamed.locator(":scope > [aria-busy]:not([hidden])")).not.toBeEmpty({ timeout: 10_000 });
	await shoot(page, "91-guide-model-words", { fullPage: false });

	const marks = await turnMarks(page, 30_000);
	expect(marks.status - marks.enter, "the status within a second of Enter").toBeLessThan(1_000);
	expect(marks.words, "the words streamed").toBeGreaterThan(0);
	expect(marks.card, "the cards before the words").toBeLessThan(marks.words);
	expect(marks.done - marks.enter).toBeLessThan(GUIDE_MODEL_DEADLINE_MS);
	await expect(chat.getByTestId("guide-status")).toHaveCount(0);
	await expect(cards).toHaveCount(3);
	const answer = chat.getByTestId("assistant-message").last();
	const names = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
	for (const name of names) await expect(answer).toContainText(name);
	await expect(answer).not.toContainText(guideMessages.modelFallback);
	await answer.evaluate((el) => el.scrollIntoView({ block: "start" }));
	await shoot(page, "92-guide-model-answer", { fullPage: false });
});

test("a failing model (500s): the embedded guide answers with its calm line, the chat never left waiting", async ({
	page,
}) => {
	const chat = await openGuide(page, { firstName: "Ada", lastName: "Lindqvist", email: "ada.lindqvist@example.com" });
	await stack.model.reset();
	await stack.model.enqueue(...Array.from({ length: 12 }, () => ({ kind: "http" as const, status: 500 })));
	await ask(page, "Museums for a rainy day");
	await expect(chat.getByTestId("guide-status")).toBeVisible({ timeout: 1_000 });
	const answer = chat.getByTestId("assistant-message").last();
	await expect(answer).toContainText(guideMessages.modelFallback, { timeout: 15_000 });
	await expect(chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article").first()).toBeVisible();
	await expect(chat.getByTestId("guide-status")).toHaveCount(0);
	await expect(chat.getByText(guideMessages.chatFailure)).toHaveCount(0);
	expect((await stack.model.requests()).every((call) => call.status === 500)).toBe(true);
	await answer.evaluate((el) => el.scrollIntoView({ block: "start" }));
	await shoot(page, "93-guide-model-failed", { fullPage: false });
});

test("a hanging model: the turn ends within its deadline with the embedded guide's answer", async ({ page }) => {
	test.setTimeout(GUIDE_MODEL_DEADLINE_MS + 60_000);
	const chat = await openGuide(page, { firstName: "Lio", lastName: "Tanaka", email: "lio.tanaka@example.com" });
	await stack.model.reset();
	await stack.model.enqueue(...Array.from({ length: 6 }, () => ({ kind: "hang" as const })));
	const asked = Date.now();
	await ask(page, "Playgrounds near here");
	await expect(chat.getByTestId("guide-status")).toBeVisible({ timeout: 1_000 });
	const answer = chat.getByTestId("assistant-message").last();
	await expect(answer).toContainText(guideMessages.modelFallback, { timeout: GUIDE_MODEL_DEADLINE_MS + 3_000 });
	expect(Date.now() - asked).toBeLessThan(GUIDE_MODEL_DEADLINE_MS + 3_000);
	await expect(chat.getByTestId("guide-status")).toHaveCount(0);
	await expect(chat.getByRole("list", { name: "Suggestions" }).last().getByRole("article").first()).toBeVisible();
	await expect(chat.getByText(guideMessages.chatFailure)).toHaveCount(0);
});
