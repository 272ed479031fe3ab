// The app on the fake model, for `npm run bench` (tests/perf/guide-stream.mjs) and the model
// journeys (tests/e2e/guide-model.spec.ts): scripts/e2e-model-server.mjs started on a port of its
// own, and the fake's control endpoints (tests/fake-model/serve.ts): its delays, the answers (or
// failures) of the next requests, and the requests it recorded with their timings.
// Plain TypeScript that Node runs as it is (types only stripped), so the bench imports it too.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";

/** One request the fake recorded: what answered it and when (epoch ms). */
export interface ModelCall {
	answer: string;
	stream: boolean;
	status: number | null;
	receivedAt: number;
	firstByteAt: number | null;
	endAt: number | null;
}

/** One scripted answer (tests/fake-model/core.ts FakeAnswer): a failure here, the played answer otherwise. */
type ModelAnswer =
	| { kind: "http"; status: number; retryAfter?: number | string }
	| { kind: "hang"; afterHeaders?: boolean }
	| { kind: "network" }
	| { kind: "play" };

interface FakeModelControl {
	/** Resolves once the fake answers (within 30 s). */
	ready(): Promise<void>;
	settings(settings: { firstTokenMs?: number; perTokenMs?: number }): Promise<void>;
	/** The answers of the next requests, in order. */
	enqueue(...answers: ModelAnswer[]): Promise<void>;
	/** Forgets the queued answers and the recorded requests; the delays go back to the start's. */
	reset(): Promise<void>;
	/** Every request since the last reset. */
	requests(): Promise<ModelCall[]>;
}

/** The fake model's control endpoints at `origin` (e.g. http://127.0.0.1:8870). */
function fakeModel(origin: string): FakeModelControl {
	const post = async (what: string, body: unknown = {}) => {
		const res = await fetch(`${origin}/__fake/${what}`, {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(body),
		});
		if (!res.ok) throw new Error(`the fake model's ${what} answered ${res.status}`);
	};
	return {
		async ready() {
			for (let i = 0; i < 120; i++) {
				try {
					if ((await fetch(`${origin}/__fake/requests`)).ok) return;
				} catch {}
				await sleep(250);
			}
			throw new Error(`the fake model did not answer at ${origin}`);
		},
		settings: (settings) => post("settings", settings),
		enqueue: (...answers) => post("queue", answers),
		reset: () => post("reset"),
		async requests() {
			const res = await fetch(`${origin}/__fake/requests`);
			if (!res.ok) throw new Error(`the fake model's requests answered ${res.status}`);
			return (await res.json()) as ModelCall[];
		},
	};
}

/** Milliseconds the model spent on these calls: each from received to its last byte (or now, if still open). */
export function modelTime(calls: ModelCall[], now = Date.now()): number {
	return calls.reduce((sum, call) => sum + ((call.endAt ?? now) - call.receivedAt), 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const address = probe.address();
			const port = typeof address === "object" && address ? address.port : 0;
			probe.close(() => resolve(port));
		});
	});
}

async function waitForApp(url: string, seconds = 150) {
	for (let i = 0; i < seconds * 4; i++) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {}
		await sleep(250);
	}
	throw new Error(`the app did not answer at ${url} within ${seconds} s`);
}

export interface ModelStack {
	/** The app's origin. */
	base: string;
	model: FakeModelControl;
	stop(): Promise<void>;
}

/**
 * Starts the fake model (first token after `firstTokenMs`) and the built app on it at `appPort`,
 * with its own state folder, so it may run beside the usual e2e server.
 */
export async function startModelStack(options: {
	appPort: number;
	firstTokenMs?: number;
	perTokenMs?: number;
	debug?: boolean;
}): Promise<ModelStack> {
	const root = path.resolve(import.meta.dirname, "../..");
	const modelPort = await freePort();
	const output = options.debug ? "inherit" : "ignore";
	const child: ChildProcess = spawn("node", [path.join(root, "scripts/e2e-model-server.mjs")], {
		cwd: root,
		stdio: ["ignore", output, output],
		env: {
			...process.env,
			E2E_PORT: String(options.appPort),
			E2E_MODEL_PORT: String(modelPort),
			FAKE_FIRST_TOKEN_MS: String(options.firstTokenMs ?? 2000),
			FAKE_PER_TOKEN_MS: String(options.perTokenMs ?? 10),
		},
	});
	const base = `http://localhost:${options.appPort}`;
	const model = fakeModel(`http://127.0.0.1:${modelPort}`);
	const stop = () =>
		new Promise<void>((resolve) => {
			if (child.exitCode !== null || child.signalCode !== null) return resolve();
			child.once("exit", () => resolve());
			child.kill("SIGTERM");
		});
	const exited = new Promise<never>((_, reject) =>
		child.once("exit", (code) => reject(new Error(`the model stack exited (${code}) before it was up`))),
	);
	try {
		await Promise.race([Promise.all([waitForApp(`${base}/api/health`), model.ready()]), exited]);
	} catch (error) {
		await stop();
		throw error;
	}
	exited.catch(() => {});
	return { base, model, stop };
}

/** Milliseconds on the page's clock: the Enter key, then the first time each thing showed (-1: pending). */
export interface TurnMarks {
	enter?: number;
	/** The live status (the typing indicator). */
	status?: number;
	/** The room's own status line in it (anything but the indicator's first words). */
	roomStatus?: number;
	/** A new place card. */
	card?: number;
	/** The answer's words streaming (the streamed bubble's text). */
	words?: number;
	/** The turn's answer in the chat: no status, no streamed bubble left. */
	done?: number;
	/** The page clock's origin (epoch ms), to put the model's calls on the same time line. */
	origin?: number;
}

/**
 * Run in the page (`page.evaluate(watchTurn)`) before the question is typed: from the Enter key in
 * the chat, when the status first shows, a new place card, the streamed words, and the answer done.
 * Each time is taken at the animation frame after the change (when it can be painted).
 */
export function watchTurn() {
	const marks: TurnMarks = { origin: performance.timeOrigin };
	let firstStatus: string | null = null;
	const cards = () => document.querySelectorAll('ul[aria-label="Suggestions"] article').length;
	const cardsBefore = cards();
	const at = (name: keyof TurnMarks) => {
		if (marks[name] !== undefined) return;
		marks[name] = -1;
		requestAnimationFrame(() => {
			marks[name] = performance.now();
		});
	};
	const check = () => {
		if (marks.enter === undefined) return;
		const status = document.querySelector("[data-testid=guide-status]");
		const streamed = document.querySelector("[data-testid=assistant-message][data-streaming]");
		// The streamed bubble's words (its cards are beside them, not in them).
		const words = streamed?.querySelector(":scope > [aria-busy]:not([hidden])");
		if (status) at("status");
		firstStatus ??= status?.textContent ?? null;
		if (status && status.textContent !== firstStatus) at("roomStatus");
		if (cards() > cardsBefore) at("card");
		if (words?.textContent?.trim()) at("words");
		if (marks.status !== undefined && !status && !streamed) at("done");
	};
	document.addEventListener(
		"keydown",
		(event) => {
			if (event.key !== "Enter" || marks.enter !== undefined) return;
			marks.enter = performance.now();
			queueMicrotask(check);
		},
		true,
	);
	new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
	(window as unknown as { __turnMarks: TurnMarks }).__turnMarks = marks;
}

/** The marks of the watched turn once it is done (within `timeout` ms). */
export async function turnMarks(page: Page, timeout = 60_000): Promise<Required<TurnMarks>> {
	const read = () => (window as unknown as { __turnMarks?: TurnMarks }).__turnMarks;
	await page.waitForFunction(
		() => ((window as unknown as { __turnMarks?: TurnMarks }).__turnMarks?.done ?? -1) > 0,
		null,
		{
			timeout,
		},
	);
	const marks = (await page.evaluate(read)) ?? {};
	return { enter: 0, status: -1, roomStatus: -1, card: -1, words: -1, done: -1, origin: 0, ...marks };
}
