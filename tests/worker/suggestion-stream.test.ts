import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { suggestionContextSchema } from "../../domain/adventure/adventure";
import { TEXT_STREAM_CONTENT_TYPE } from "../../domain/api/text-stream";
import { rateLimitEvents, usageEvents } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import { UpstreamError } from "../../worker/lib/errors";
import { textStream } from "../../worker/lib/text-stream";
import { requestContext } from "../../worker/middleware/context";
import type { LlmProvider } from "../../worker/providers/llm";
import { SUGGESTIONS_PER_MINUTE } from "../../worker/providers/llm/offline/adventure-suggestions";
import { suggestDescription, suggestTitle } from "../../worker/services/adventure-suggestions";
import { FakeOpenAi, text } from "./fake-openai";
import { betaCookie, bindings, call, callWith, db, json, type SignedIn, signIn, uniqueEmail } from "./helpers";
import { DESCRIPTION, TITLE, YELLOWSTONE } from "./suggestion-fixtures";

/**
 * The suggestions streamed (`POST /api/adventures/generate-title/stream`, `…/generate-description/stream`):
 * newline-delimited JSON, the words as they come, then the same final text as the JSON routes; the
 * same sign-in, body rules and rate-limit window as theirs.
 */

/** The form as the routes' schema reads it. */
const FORM = suggestionContextSchema.parse(YELLOWSTONE);

const ask = (me: SignedIn, path: string, body: unknown = YELLOWSTONE) =>
	call(path, json(body, { headers: { Cookie: me.cookie } }));

/** Every line of a streamed answer, parsed. */
async function lines(res: Response): Promise<Record<string, string>[]> {
	// Read as bytes: workerd warns when .text() is called on a body that is not text/*.
	const text = new TextDecoder().decode(await res.arrayBuffer());
	expect(text.endsWith("\n")).toBe(true);
	return text
		.trimEnd()
		.split("\n")
		.map((line) => JSON.parse(line) as Record<string, string>);
}

/** Reads a stream line by line as it arrives. */
function lineReader(body: ReadableStream<Uint8Array>) {
	const reader = body.pipeThrough(new TextDecoderStream()).getReader();
	let buffered = "";
	return async (): Promise<Record<string, string> | null> => {
		while (!buffered.includes("\n")) {
			const { value, done } = await reader.read();
			if (done) return null;
			buffered += value;
		}
		const end = buffered.indexOf("\n");
		const line = buffered.slice(0, end);
		buffered = buffered.slice(end + 1);
		return JSON.parse(line) as Record<string, string>;
	};
}

/** A provider whose words the test lets out one at a time. */
function steppedLlm(words: string[], final: string, failAfter?: number) {
	const opens = words.map(() => () => {});
	const gates = words.map((_, index) => new Promise<void>((resolve) => (opens[index] = resolve)));
	const write = async (onText?: (delta: string) => void) => {
		for (const [index, word] of words.entries()) {
			await gates[index];
			if (index === failAfter) throw new Error("model went away");
			onText?.(word);
		}
		return final;
	};
	const llm = {
		name: "openai",
		suggestTitle: (_context, options) => write(options?.onText),
		suggestDescription: (_context, options) => write(options?.onText),
		summarizePlace: () => Promise.reject(new Error("not here")),
	} satisfies LlmProvider;
	return { llm, release: (index: number) => opens[index]?.() };
}

describe("the streamed routes (offline composer)", () => {
	let me: SignedIn;
	beforeEach(async () => {
		me = await signIn(uniqueEmail("suggest-stream"));
	});

	it.each([
		["title", TITLE],
		["description", DESCRIPTION],
	])("%s: the words, then the same final text as the JSON route", async (field, path) => {
		const whole = (await (await ask(me, path)).json()) as Record<string, string>;
		const res = await ask(me, `${path}/stream`);
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe(TEXT_STREAM_CONTENT_TYPE);
		expect(res.headers.get("Cache-Control")).toBe("no-store");
		const answer = await lines(res);
		const last = answer.at(-1);
		expect(last).toEqual({ [field]: whole[field] });
		const deltas = answer.slice(0, -1);
		expect(deltas.length).toBeGreaterThan(0);
		expect(deltas.every((line) => Object.keys(line).join() === "delta")).toBe(true);
		expect(deltas.map((line) => line.delta).join("")).toBe(whole[field]);
	});

	it("a streamed call is metered like the JSON route's, under its own route", async () => {
		await (await ask(me, `${TITLE}/stream`)).arrayBuffer();
		await expect
			.poll(async () =>
				db()
					.select()
					.from(usageEvents)
					.where(and(eq(usageEvents.userId, me.user.id), eq(usageEvents.route, `${TITLE}/stream`))),
			)
			.toHaveLength(1);
	});

	it.each([TITLE, DESCRIPTION])(
		"%s/stream: signed out → 401, a bad body → 400 with the JSON route's message",
		async (path) => {
			const signedOut = await call(`${path}/stream`, json(YELLOWSTONE, { headers: { Cookie: await betaCookie() } }));
			expect(signedOut.status).toBe(401);
			expect(await signedOut.json()).toEqual({ error: "Unauthorized" });
			const blank = await ask(me, `${path}/stream`, { location: "" });
			expect(blank.status).toBe(400);
			expect(await blank.json()).toMatchObject({ error: "Please enter a destination first" });
			const unknown = await ask(me, `${path}/stream`, { ...YELLOWSTONE, model: "gpt-5" });
			expect(unknown.status).toBe(400);
		},
	);

	it("shares the JSON routes' window: past the limit → 429 with Retry-After", async () => {
		await db()
			.insert(rateLimitEvents)
			.values(
				Array.from({ length: SUGGESTIONS_PER_MINUTE - 1 }, () => ({ key: `suggest:${me.user.id}`, at: Date.now() })),
			);
		const last = await ask(me, `${DESCRIPTION}/stream`);
		expect(last.status).toBe(200);
		await last.arrayBuffer();
		for (const path of [`${TITLE}/stream`, `${DESCRIPTION}/stream`, TITLE]) {
			const limited = await ask(me, path);
			expect(limited.status).toBe(429);
			expect(limited.headers.get("Retry-After")).toBe("60");
			expect(await limited.json()).toEqual({ error: expect.stringMatching(/wait a minute/) });
		}
	});
});

describe("the streamed routes on a model (the fake OpenAI)", () => {
	let fake: FakeOpenAi;
	let me: SignedIn;
	beforeEach(async () => {
		me = await signIn(uniqueEmail("suggest-stream-model"));
		fake = new FakeOpenAi(undefined, undefined, { perTokenMs: 1 }).install();
	});
	afterEach(() => fake.uninstall());

	const env = () => ({ OPENAI_API_KEY: fake.apiKey, OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: fake.baseUrl });
	const askModel = (path: string) => callWith(env(), path, json(YELLOWSTONE, { headers: { Cookie: me.cookie } }));

	it.each([
		["title", TITLE, '"Yellowstone Winter Wonders: Geysers & Snowy Trails"'],
		["description", DESCRIPTION, "Description: **Seven winter days** in Yellowstone.\n\nWatch Old Faithful erupt."],
	])("%s: the model's words in pieces, then the JSON route's cleaned answer", async (field, path, words) => {
		fake.answer(text(words), text(words));
		const whole = (await (await askModel(path)).json()) as Record<string, string>;
		const res = await askModel(`${path}/stream`);
		expect(res.status).toBe(200);
		const answer = await lines(res);
		expect(answer.at(-1)).toEqual(whole);
		const deltas = answer.slice(0, -1).map((line) => line.delta);
		expect(deltas.length).toBeGreaterThan(2);
		expect(deltas.join("")).toBe(words);
		expect(whole[field]).not.toBe(words);
	});

	it("a model that fails before any words: 502 with the JSON route's error", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		fake.answer({ kind: "http", status: 401 });
		const res = await askModel(`${TITLE}/stream`);
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Failed to generate title" });
		vi.restoreAllMocks();
	});
});

describe("the stream as the model writes", () => {
	// A failure is logged (one line); kept out of the test output.
	beforeEach(() => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it("sends each piece as it comes, before the model has finished", async () => {
		const model = steppedLlm(["Yellowstone ", "Winter ", "Wonders"], "Yellowstone Winter Wonders");
		model.release(0);
		const { response, finished } = await textStream((onText) => suggestTitle(model.llm, FORM, onText));
		const next = lineReader(response.body as ReadableStream<Uint8Array>);
		expect(await next()).toEqual({ delta: "Yellowstone " });
		model.release(1);
		expect(await next()).toEqual({ delta: "Winter " });
		model.release(2);
		expect(await next()).toEqual({ delta: "Wonders" });
		expect(await next()).toEqual({ title: "Yellowstone Winter Wonders" });
		expect(await next()).toBeNull();
		await finished;
	});

	it("a model that fails before any words: the JSON route's error (502), no stream", async () => {
		const model = steppedLlm(["Geysers"], "Geysers", 0);
		model.release(0);
		const started = textStream((onText) => suggestDescription(model.llm, FORM, onText));
		await expect(started).rejects.toBeInstanceOf(UpstreamError);
		await expect(started).rejects.toThrow("Failed to generate description");
	});

	it("a model that fails after some words: the stream ends with the error line", async () => {
		const model = steppedLlm(["Seven ", "winter days"], "unused", 1);
		model.release(0);
		const { response } = await textStream((onText) => suggestDescription(model.llm, FORM, onText));
		const next = lineReader(response.body as ReadableStream<Uint8Array>);
		expect(await next()).toEqual({ delta: "Seven " });
		model.release(1);
		expect(await next()).toEqual({ error: "Failed to generate description" });
		expect(await next()).toBeNull();
	});

	it("the request's usage is written after the stream's last line, not when the answer starts", async () => {
		const model = steppedLlm(["Old ", "Faithful"], "Old Faithful");
		model.release(0);
		const { user } = await signIn(uniqueEmail("suggest-meter"));
		const userId = user.id;
		const app = new Hono<AppEnv>().use(requestContext()).post("/stream-test", async (c) => {
			const { response, finished } = await textStream(async (onText) => {
				const answer = await suggestTitle(model.llm, FORM, onText);
				c.get("deps").usage.record({ provider: "openai", sku: "gpt-4o-mini", units: 10 });
				return answer;
			});
			c.set("user", { id: userId } as never);
			c.set("streaming", finished);
			return response;
		});
		const waits: Promise<unknown>[] = [];
		const ctx = { waitUntil: (work: Promise<unknown>) => waits.push(work), passThroughOnException() {}, props: {} };
		const res = await app.fetch(new Request("https://app.test/stream-test", { method: "POST" }), bindings, ctx);
		const rows = () => db().select().from(usageEvents).where(eq(usageEvents.userId, userId));
		const next = lineReader(res.body as ReadableStream<Uint8Array>);
		expect(await next()).toEqual({ delta: "Old " });
		model.release(1);
		expect(await next()).toEqual({ delta: "Faithful" });
		expect(await next()).toEqual({ title: "Old Faithful" });
		await Promise.all(waits);
		expect(await rows()).toHaveLength(1);
	});
});
