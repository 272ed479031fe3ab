import { expect, type Page, type Route, test, type WebSocketRoute } from "@playwright/test";
import { createAdventure, enterBeta, shoot, signIn } from "./helpers";

/**
 * The chat streaming in Chromium. The e2e server's guide is the offline one, which answers
 * at once; to see a turn mid-way, the test holds the POST's answer and streams that answer's cards
 * and words itself on the live channel (the room's socket, passed through), tagged with the turn id
 * the chat sent: the frames the room sends while a model writes.
 */

const CHAT_FAILURE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

interface Answer {
	content: string;
	suggestions: unknown[];
	backupSuggestions: unknown[];
}

/** The chat's next turn (not the opening): its id and its answer, held until `release`. */
function holdNextTurn(page: Page, { fail = false } = {}) {
	let release: () => void = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	const turn = new Promise<{ turnId: string; answer: Answer }>((resolve) => {
		void page.route("**/api/guide-ai", async (route: Route) => {
			const body = route.request().postDataJSON() as { message: string; turnId?: string };
			if (body.message === "__GUIDE_OPENING__") return route.continue();
			const response = await route.fetch();
			const answer = (await response.json()) as Answer;
			resolve({ turnId: body.turnId ?? "", answer });
			await released;
			await (fail ? route.fulfill({ status: 500, json: { error: "Internal error" } }) : route.fulfill({ response }));
		});
	});
	return { turn, release: () => release() };
}

/** The live channel: the room's own socket, through which the test can also send frames to the page. */
async function liveChannel(page: Page) {
	let socket: WebSocketRoute | null = null;
	await page.routeWebSocket(/\/ws\?token=/, (ws) => {
		ws.connectToServer();
		socket = ws;
	});
	return (frame: object) => {
		if (!socket) throw new Error("the live channel is not open");
		socket.send(JSON.stringify(frame));
	};
}

/** Times from the Enter that sends a message to the typing indicator's appearance (ms). */
async function timeTheStatus(page: Page) {
	await page.evaluate(() => {
		const w = window as unknown as { __enterAt?: number; __statusAt?: number };
		const seen = () => {
			if (
				w.__enterAt !== undefined &&
				w.__statusAt === undefined &&
				document.querySelector("[data-testid=guide-status]")
			)
				w.__statusAt = performance.now();
		};
		// Captured before the app sees the key; the indicator may be drawn within the same event.
		window.addEventListener(
			"keydown",
			(e) => {
				if (e.key === "Enter") w.__enterAt = performance.now();
			},
			{ capture: true },
		);
		new MutationObserver(seen).observe(document.body, { subtree: true, childList: true });
	});
	return () =>
		page.evaluate(() => {
			const w = window as unknown as { __enterAt?: number; __statusAt?: number };
			return { enter: w.__enterAt, delay: (w.__statusAt ?? Number.POSITIVE_INFINITY) - (w.__enterAt ?? 0) };
		});
}

async function openChat(page: Page, title: string) {
	await enterBeta(page);
	await signIn(page, {
		firstName: "Mina",
		lastName: "Okafor",
		email: `${title.replace(/\W/g, "").toLowerCase()}@example.com`,
	});
	const id = await createAdventure(page, { title, kidAges: [4, 9], startInDays: 6 });
	const send = await liveChannel(page);
	await page.goto(`/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	return { chat, send };
}

test("a streamed turn: the status at once, its cards before the answer, the words growing, then the answer in their place", async ({
	page,
}) => {
	const { chat, send } = await openChat(page, "Streaming London");
	const held = holdNextTurn(page);
	const statusDelay = await timeTheStatus(page);
	const box = page.getByLabel("Message Guide AI");
	await box.fill("Museums for a rainy day");
	await box.press("Enter");
	await expect(chat.getByTestId("guide-status")).toBeVisible();
	const timing = await statusDelay();
	expect(timing.enter).toBeDefined();
	// Shown by the page itself, while the POST is still held: the 100 ms target is `npm run bench`'s
	// (a quiet machine); here, on a loaded CI machine, only "long before any answer".
	expect(timing.delay).toBeLessThanOrEqual(500);
	const { turnId, answer } = await held.turn;
	expect(turnId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
	expect(answer.suggestions.length).toBeGreaterThan(0);

	// Another turn's frames (an earlier turn, another tab) show nothing.
	send({ type: "guide_text", turn: crypto.randomUUID(), delta: "Not this turn's words" });
	send({ type: "guide_cards", turn: crypto.randomUUID(), suggestions: answer.suggestions, backupSuggestions: [] });

	// The cards come first: shown while the answer is still held, below the status.
	send({
		type: "guide_cards",
		turn: turnId,
		suggestions: answer.suggestions,
		backupSuggestions: answer.backupSuggestions,
	});
	const streaming = chat.locator("[data-streaming]");
	await expect(streaming.getByRole("article")).toHaveCount(answer.suggestions.length);
	await expect(chat.getByTestId("guide-status")).toBeVisible();
	await expect(chat.getByText("Not this turn's words")).toHaveCount(0);
	await expect(streaming.getByRole("button", { name: "Try another suggestion" }).first()).toBeDisabled();

	// Then the words, growing.
	const words = answer.content.split(/(?<=\s)/);
	const half = Math.ceil(words.length / 2);
	for (const word of words.slice(0, half)) send({ type: "guide_text", turn: turnId, delta: word });
	const soFar = words.slice(0, half).join("");
	await expect(streaming.locator("[aria-busy=true]")).toHaveText(soFar);
	await expect(chat.getByTestId("guide-status")).toHaveCount(0);
	// Nothing wider than a phone while it streams.
	await page.setViewportSize({ width: 375, height: 812 });
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
	await shoot(page, "22-chat-mid-stream", { fullPage: false });
	for (const word of words.slice(half)) send({ type: "guide_text", turn: turnId, delta: word });
	await expect(streaming.locator("[aria-busy=true]")).toHaveText(answer.content);

	// The POST's answer takes the bubble's place: one bubble, one set of cards, the words once.
	const bubbles = await chat.getByTestId("assistant-message").count();
	held.release();
	await expect(chat.locator("[data-streaming]")).toHaveCount(0);
	await expect(chat.getByTestId("assistant-message")).toHaveCount(bubbles);
	const last = chat.getByTestId("assistant-message").last();
	await expect(last.getByText(answer.content.trim().split("\n")[0] ?? "", { exact: false })).toHaveCount(1);
	await expect(last.getByRole("list", { name: "Suggestions" }).getByRole("article")).toHaveCount(
		answer.suggestions.length,
	);
	await expect(chat.getByText("Museums for a rainy day")).toHaveCount(1);
	// A late frame of the answered turn changes nothing.
	send({ type: "guide_text", turn: turnId, delta: " Late words." });
	await page.waitForTimeout(200);
	await expect(chat.getByText(/Late words/)).toHaveCount(0);

	// The keyboard reaches the answer's cards: 'Try another suggestion' is live again.
	const another = last.getByRole("button", { name: "Try another suggestion" }).first();
	await expect(another).toBeEnabled();
	await another.focus();
	await expect(another).toBeFocused();
});

for (const width of [375, 1280]) {
	test(`at ${width} px, the status stays in view above the streamed cards until the words come`, async ({ page }) => {
		await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
		const { chat, send } = await openChat(page, `Status in view ${width}`);
		const held = holdNextTurn(page);
		await page.getByLabel("Message Guide AI").fill("Museums for a rainy day");
		await page.getByLabel("Message Guide AI").press("Enter");
		const { turnId, answer } = await held.turn;
		const status = chat.getByTestId("guide-status");
		await expect(status).toBeInViewport();

		send({ type: "guide_cards", turn: turnId, suggestions: answer.suggestions, backupSuggestions: [] });
		const cards = chat.locator("[data-streaming]").getByRole("article");
		await expect(cards).toHaveCount(answer.suggestions.length);
		// Cards but no words yet: the family sees both the cards and that Wunder is still writing.
		await expect(status).toBeInViewport();
		await expect(cards.first()).toBeInViewport();
		const [statusBox, cardBox] = [await status.boundingBox(), await cards.first().boundingBox()];
		expect(statusBox && cardBox && statusBox.y < cardBox.y, "the status above the cards").toBe(true);
		await page.screenshot({ path: `test-results/22-chat-cards-no-words-${width}.png`, animations: "disabled" });

		send({ type: "guide_text", turn: turnId, delta: "Here are " });
		await expect(chat.locator("[data-streaming] [aria-busy=true]")).toBeInViewport();
		await expect(status).toHaveCount(0);
		await page.screenshot({ path: `test-results/22-chat-first-words-${width}.png`, animations: "disabled" });
		held.release();
		await expect(chat.locator("[data-streaming]")).toHaveCount(0);
		await expect(status).toHaveCount(0);
		await expect(chat.getByTestId("assistant-message").last().getByRole("article").first()).toBeInViewport();
	});
}

test("a turn that fails after streaming ends in the failure text and 'Try again', nothing half-streamed left", async ({
	page,
}) => {
	const { chat, send } = await openChat(page, "Failing Stream");
	const held = holdNextTurn(page, { fail: true });
	await page.getByLabel("Message Guide AI").fill("Playgrounds near here");
	await page.getByLabel("Message Guide AI").press("Enter");
	const { turnId, answer } = await held.turn;
	send({ type: "guide_cards", turn: turnId, suggestions: answer.suggestions, backupSuggestions: [] });
	send({ type: "guide_text", turn: turnId, delta: "Half an ans" });
	await expect(chat.locator("[data-streaming]")).toContainText("Half an ans");
	held.release();
	await expect(chat.getByText(CHAT_FAILURE)).toBeVisible();
	await expect(chat.locator("[data-streaming]")).toHaveCount(0);
	await expect(chat.getByText("Half an ans")).toHaveCount(0);
	await expect(chat.getByRole("button", { name: "Try again" })).toBeVisible();
});
