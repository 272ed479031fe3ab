// `npm run bench`'s streamed guide: the app on the fake model (scripts/e2e-model-server.mjs,
// first token after 2 s), a family's question typed in Chromium, and from the Enter key, as the page
// sees it: the live status shown, the first place card shown, the answer done (no status, no streamed
// bubble: the final answer in its place; tests/e2e/model-stack.ts watchTurn). The last is compared with the model's own time for that turn: the sum
// of the durations of the calls the fake recorded after the Enter.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { modelTime, startModelStack, turnMarks, watchTurn } from "../e2e/model-stack.ts";

const QUESTION = "Rainy day ideas for my 4 and 9 year olds";
const BROWSER_ARGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--no-first-run",
];
const BROWSERS = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];

/** One family, one adventure, one question; the turn's times in ms from the Enter. */
async function oneTurn(page, base, model, index) {
	const headers = { "Content-Type": "application/json", Origin: base };
	const login = await page.request.post(`${base}/api/auth/local`, {
		headers,
		data: { firstName: "Bench", lastName: `Stream${index}`, email: `bench-stream-${index}-${Date.now()}@example.com` },
	});
	if (!login.ok()) throw new Error(`local sign-in answered ${login.status()}`);
	const created = await page.request.post(`${base}/api/adventures`, {
		headers,
		data: {
			title: `Streamed London ${index}`,
			location: "London, England, United Kingdom",
			latitude: 51.5074,
			longitude: -0.1278,
			startDate: "2031-04-01",
			endDate: "2031-04-05",
			kidAges: [4, 9],
		},
	});
	if (created.status() !== 201) throw new Error(`creating the adventure answered ${created.status()}`);
	const { id } = await created.json();
	await page.goto(`${base}/adventure/${id}`);
	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await chat.getByTestId("assistant-message").first().waitFor({ timeout: 30_000 });
	await chat.getByTestId("guide-status").waitFor({ state: "detached", timeout: 30_000 });
	const input = page.getByLabel("Message Guide AI");
	await input.fill(QUESTION);
	await page.evaluate(watchTurn);
	await model.reset();
	await input.press("Enter");
	const marks = await turnMarks(page);
	const enterAt = marks.origin + marks.enter;
	const calls = await model.requests();
	if (calls.length === 0) throw new Error("the turn made no model call: is the app on the model path?");
	if (!(marks.card > 0)) throw new Error("the answer showed no place card");
	return {
		status: marks.status - marks.enter,
		roomStatus: marks.roomStatus > 0 ? marks.roomStatus - marks.enter : null,
		card: marks.card - marks.enter,
		words: marks.words > 0 ? marks.words - marks.enter : null,
		done: marks.done - marks.enter,
		model: modelTime(calls),
		// Each call on the same time line (ms from the Enter): received, first byte, last byte.
		timeline: calls.map((call) =>
			[call.receivedAt, call.firstByteAt, call.endAt].map((at) => (at === null ? null : Math.round(at - enterAt))),
		),
		calls: calls.length,
	};
}

const quantile = (values, q) =>
	[...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

/**
 * Runs the streamed-guide bench and records its lines (p50 and max of each figure) with `record`.
 * One turn first warms the app (its isolate, the room, the catalog) and is not counted.
 */
export async function guideStreamBench({ appPort, record, runs = 5, debug = false }) {
	const stack = await startModelStack({ appPort, firstTokenMs: 2000, debug });
	const browser = await chromium.launch({
		executablePath: BROWSERS.find((candidate) => candidate && existsSync(candidate)),
		args: BROWSER_ARGS,
	});
	try {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await signInThroughForm(page, stack.base);
		const turns = [];
		for (let i = 0; i <= runs; i++) {
			const turn = await oneTurn(page, stack.base, stack.model, i);
			if (debug) console.log(`streamed guide turn ${i}${i === 0 ? " (warm-up)" : ""}: ${JSON.stringify(turn)}`);
			if (i > 0) turns.push(turn);
		}
		const figures = {
			status: turns.map((t) => t.status),
			card: turns.map((t) => t.card),
			over: turns.map((t) => t.done - t.model),
		};
		const p50 = (values) => quantile(values, 0.5);
		const max = (values) => Math.max(...values);
		const seen = (name) => {
			const values = turns.map((t) => t[name]).filter((v) => v !== null);
			return values.length ? `${p50(values).toFixed(0)} ms` : "never";
		};
		console.log(
			`streamed guide (fake model, first token 2 s, ${runs} turns): model time p50 ${p50(turns.map((t) => t.model)).toFixed(0)} ms over ${p50(turns.map((t) => t.calls))} calls; first words p50 ${seen("words")}; answer done p50 ${p50(turns.map((t) => t.done)).toFixed(0)} ms`,
		);
		record("guide live status after Enter p50", p50(figures.status), "ms", 100);
		record("guide live status after Enter max", max(figures.status), "ms", 100);
		// The room's own status line ("Thinking about what suits…"), the first thing the server says.
		const room = turns.map((t) => t.roomStatus ?? Number.POSITIVE_INFINITY);
		record("guide room's status line after Enter p50", p50(room), "ms", 100);
		record("guide room's status line after Enter max", max(room), "ms", 100);
		record("guide first card after Enter p50", p50(figures.card), "ms", 2200);
		record("guide first card after Enter max", max(figures.card), "ms", 2200);
		record("guide answer done − model time p50", p50(figures.over), "ms", 300);
		record("guide answer done − model time max", max(figures.over), "ms", 300);
	} finally {
		await browser.close();
		await stack.stop();
	}
}

/** Past the beta gate and signed in through the local form, as a family does. */
async function signInThroughForm(page, base) {
	await page.goto(base);
	await page.getByLabel("Beta password").fill("e2e-beta-password");
	await page.getByRole("button", { name: "Enter Beta" }).click();
	await page.getByRole("link", { name: "Login" }).click();
	await page.getByLabel("First name").fill("Bench");
	await page.getByLabel("Last name").fill("Stream");
	await page.getByLabel("E-mail").fill("bench-stream@example.com");
	await page.getByRole("button", { name: "Sign in" }).click();
	await page.getByRole("heading", { name: "My Adventures" }).waitFor();
}
