import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DESCRIPTION_MAX, TITLE_MAX } from "../../domain/adventure/adventure";
import { rateLimitEvents, usageEvents } from "../../worker/db/schema";
import { SUGGESTIONS_PER_MINUTE } from "../../worker/providers/llm/offline/adventure-suggestions";
import { openAiCostMicros } from "../../worker/providers/llm/pricing";
import { FakeOpenAi, text } from "./fake-openai";
import { betaCookie, call, callWith, db, json, type SignedIn, signIn, uniqueEmail } from "./helpers";
import { DESCRIPTION, TITLE, YELLOWSTONE } from "./suggestion-fixtures";

function suggest(me: SignedIn, path: string, body: unknown): Promise<Response> {
	return call(path, json(body, { headers: { Cookie: me.cookie } }));
}

async function titleFor(me: SignedIn, body: unknown): Promise<string> {
	const res = await suggest(me, TITLE, body);
	expect(res.status).toBe(200);
	const { title } = (await res.json()) as { title: string };
	return title;
}

async function descriptionFor(me: SignedIn, body: unknown): Promise<string> {
	const res = await suggest(me, DESCRIPTION, body);
	expect(res.status).toBe(200);
	const { description } = (await res.json()) as { description: string };
	return description;
}

describe("offline composer (no OPENAI_API_KEY)", () => {
	let me: SignedIn;
	beforeEach(async () => {
		me = await signIn(uniqueEmail("suggest"));
	});

	it("writes a specific title: place, season, length and the trip's activities", async () => {
		const title = await titleFor(me, YELLOWSTONE);
		expect(title).toMatch(/Yellowstone/);
		expect(title).not.toMatch(/National Park|undefined|null|\s{2}/);
		expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
		// Same form, same suggestion.
		expect(await titleFor(me, YELLOWSTONE)).toBe(title);
	});

	it("writes a description that names the length, the season, the kids' ages and the tags' activities", async () => {
		const description = await descriptionFor(me, { ...YELLOWSTONE, title: "Yellowstone Winter Wonders" });
		expect(description).toMatch(/Yellowstone National Park/);
		expect(description).toMatch(/7-day|[Ss]even days/);
		expect(description).toMatch(/winter|Christmas/);
		expect(description).toContain("a 4- and a 9-year-old");
		expect(description).toMatch(/Junior Ranger|trail/);
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		expect(description.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
		expect(description.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
	});

	it("re-writes a copy's description for its new dates and kids (the Duplicate dialog's AI Suggest)", async () => {
		const original = {
			location: "Yellowstone National Park, WY, USA",
			startDate: "2026-04-02",
			endDate: "2026-04-05",
			kidAges: [6, 12],
		};
		const copy = {
			...original,
			startDate: "2026-07-10",
			endDate: "2026-07-14",
			kidAges: [4, 9],
			title: "Geysers (Copy)",
		};
		const before = await descriptionFor(me, original);
		const after = await descriptionFor(me, copy);
		expect(before).toMatch(/\bspring\b/i);
		expect(after).toMatch(/summer/i);
		expect(after).not.toMatch(/\bspring\b|April/i);
		expect(after).toContain("a 4- and a 9-year-old");
		expect(after).not.toMatch(/\b6\b|\b12\b/);
	});

	it("gives visibly different texts for different trips", async () => {
		const trips = [
			YELLOWSTONE,
			{ location: "Paris, Île-de-France, France", startDate: "2026-04-10", endDate: "2026-04-14", kidAges: [7] },
			{ location: "Sydney, NSW, Australia", startDate: "2027-01-05", endDate: "2027-01-18", tags: ["Beach"] },
			{ location: "Asheville, NC, USA", startDate: "2026-10-09", endDate: "2026-10-12", tags: ["Farm"] },
			{ ...YELLOWSTONE, kidAges: [15, 17], tags: ["Ski"] },
		];
		const titles = await Promise.all(trips.map((trip) => titleFor(me, trip)));
		const descriptions = await Promise.all(trips.map((trip) => descriptionFor(me, trip)));
		expect(new Set(titles).size).toBe(trips.length);
		expect(new Set(descriptions).size).toBe(trips.length);
		// The place name is the first part of the location.
		expect(titles[1]).toMatch(/Paris/);
		expect(titles[1]).not.toMatch(/Île-de-France/);
		expect(descriptions[1]).toContain("a 7-year-old");
		// January in Sydney is summer.
		expect(descriptions[2]).toMatch(/summer/i);
		expect(descriptions[3]).toMatch(/fall/i);
		expect(descriptions[4]).toContain("a 15- and a 17-year-old");
	});

	it("'AI Suggest' pressed again offers a different title each time (the form sends the ones it showed)", async () => {
		for (const trip of [YELLOWSTONE, { location: "Springfield" }, { location: "Paris, France", kidAges: [7] }]) {
			const shown: string[] = [];
			for (let press = 0; press < 5; press++) {
				// The form sends its current title (the last suggestion) and every suggestion it showed.
				const title = await titleFor(me, { ...trip, title: shown.at(-1) ?? null, previousTitles: shown });
				expect(shown).not.toContain(title);
				expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
				shown.push(title);
			}
			expect(new Set(shown).size).toBe(5);
		}
	});

	it("a title the family typed themselves is not offered back to them", async () => {
		const first = await titleFor(me, YELLOWSTONE);
		expect(await titleFor(me, { ...YELLOWSTONE, title: first })).not.toBe(first);
	});

	it("refuses a list of previous titles that is not a short list of titles", async () => {
		const tooMany = Array.from({ length: 21 }, (_, i) => `Title ${i}`);
		expect((await suggest(me, TITLE, { ...YELLOWSTONE, previousTitles: tooMany })).status).toBe(400);
		expect((await suggest(me, TITLE, { ...YELLOWSTONE, previousTitles: ["x".repeat(TITLE_MAX + 1)] })).status).toBe(
			400,
		);
		expect((await suggest(me, TITLE, { ...YELLOWSTONE, previousTitles: "A title" })).status).toBe(400);
	});

	it("needs only a location, and stays within the limits for a very long one", async () => {
		expect(await titleFor(me, { location: "Springfield" })).toMatch(/Springfield/);
		const long = { location: `Lake ${"Wobegon ".repeat(24)}`.trim().slice(0, 200), kidAges: [1, 2, 3, 4, 5, 6] };
		const title = await titleFor(me, long);
		const description = await descriptionFor(me, long);
		expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		expect(description).toContain("six kids aged 1 to 6");
	});

	it("treats an end date before the start as no length at all (the form may be half filled)", async () => {
		const res = await suggest(me, DESCRIPTION, { ...YELLOWSTONE, endDate: "2026-12-01" });
		expect(res.status).toBe(200);
		const { description } = (await res.json()) as { description: string };
		expect(description).not.toMatch(/-day|days/);
	});
});

describe("bad input", () => {
	let me: SignedIn;
	beforeEach(async () => {
		me = await signIn(uniqueEmail("suggest-bad"));
	});

	it.each([
		["no location", TITLE, { kidAges: [4] }, "location"],
		["a blank location", TITLE, { location: "   " }, "location"],
		["a date that does not exist", TITLE, { location: "Paris", startDate: "2026-02-30" }, "startDate"],
		["a date in another format", DESCRIPTION, { location: "Paris", endDate: "12/26/2026" }, "endDate"],
		["a kid age of 19", TITLE, { location: "Paris", kidAges: [4, 19] }, "kidAges.1"],
		["a kid age of 0", DESCRIPTION, { location: "Paris", kidAges: [0] }, "kidAges.0"],
		["an unknown tag", TITLE, { location: "Paris", tags: ["Skydiving"] }, "tags.0"],
		["a title over 120 characters", DESCRIPTION, { location: "Paris", title: "x".repeat(121) }, "title"],
		["a location over 200 characters", TITLE, { location: "x".repeat(201) }, "location"],
	])("%s → 400 with a message", async (_name, path, body, issuePath) => {
		const res = await suggest(me, path, body);
		expect(res.status).toBe(400);
		const answer = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
		expect(answer.error).toEqual(expect.any(String));
		expect(answer.error.length).toBeGreaterThan(0);
		expect(answer.issues.map((issue) => issue.path)).toContain(issuePath);
	});

	it("a blank location says to enter a destination first", async () => {
		const res = await suggest(me, TITLE, { location: "" });
		expect(await res.json()).toMatchObject({ error: "Please enter a destination first" });
	});

	it("names the rules in the messages", async () => {
		const age = await suggest(me, TITLE, { location: "Paris", kidAges: [19] });
		expect(await age.json()).toMatchObject({ error: "Kid ages must be whole numbers from 1 to 18" });
		const tag = await suggest(me, TITLE, { location: "Paris", tags: ["Skydiving"] });
		expect(await tag.json()).toMatchObject({ error: "Tags must come from the adventure type list" });
		const date = await suggest(me, TITLE, { location: "Paris", startDate: "2026-13-01" });
		expect(await date.json()).toMatchObject({ error: "Dates must be real dates written YYYY-MM-DD" });
	});

	it("a body that is not JSON → 400, never 500", async () => {
		const res = await call(TITLE, {
			method: "POST",
			headers: { Cookie: me.cookie, "content-type": "application/json" },
			body: "{not json",
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String) });
	});
});

describe("who may ask", () => {
	it.each([TITLE, DESCRIPTION])("%s: signed out → 401, without beta access → 403", async (path) => {
		const signedOut = await call(path, json(YELLOWSTONE, { headers: { Cookie: await betaCookie() } }));
		expect(signedOut.status).toBe(401);
		expect(await signedOut.json()).toEqual({ error: "Unauthorized" });
		const noBeta = await call(path, json(YELLOWSTONE));
		expect(noBeta.status).toBe(403);
	});

	it(`rate-limits each user to ${SUGGESTIONS_PER_MINUTE} a minute across both routes`, async () => {
		const me = await signIn(uniqueEmail("suggest-limit"));
		const other = await signIn(uniqueEmail("suggest-other"));
		const now = Date.now();
		// The window already holds all but two of this user's requests.
		await db()
			.insert(rateLimitEvents)
			.values(Array.from({ length: SUGGESTIONS_PER_MINUTE - 2 }, () => ({ key: `suggest:${me.user.id}`, at: now })));
		expect((await suggest(me, TITLE, YELLOWSTONE)).status).toBe(200);
		expect((await suggest(me, DESCRIPTION, YELLOWSTONE)).status).toBe(200);
		for (const path of [TITLE, DESCRIPTION]) {
			const limited = await suggest(me, path, YELLOWSTONE);
			expect(limited.status).toBe(429);
			expect(limited.headers.get("Retry-After")).toBe("60");
			expect(await limited.json()).toEqual({ error: expect.stringMatching(/wait a minute/) });
		}
		// Someone else is unaffected.
		expect((await suggest(other, TITLE, YELLOWSTONE)).status).toBe(200);
		// Events older than the window no longer count.
		await db()
			.update(rateLimitEvents)
			.set({ at: now - 61_000 })
			.where(eq(rateLimitEvents.key, `suggest:${me.user.id}`));
		expect((await suggest(me, TITLE, YELLOWSTONE)).status).toBe(200);
	});
});

describe("OpenAI provider (against a local fake of its HTTP API)", () => {
	let fake: FakeOpenAi;
	let me: SignedIn;
	let warn: ReturnType<typeof vi.spyOn>;
	const openAiEnv = () => ({ OPENAI_API_KEY: fake.apiKey, OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: fake.baseUrl });

	beforeEach(async () => {
		me = await signIn(uniqueEmail("suggest-openai"));
		fake = new FakeOpenAi().install();
		warn = vi.spyOn(console, "warn").mockImplementation(() => {});
	});
	afterEach(() => {
		fake.uninstall();
		warn.mockRestore();
	});

	const ask = (path: string, body: unknown = YELLOWSTONE, env: Record<string, string> = openAiEnv()) =>
		callWith(env, path, json(body, { headers: { Cookie: me.cookie } }));

	async function usageRows() {
		return db()
			.select()
			.from(usageEvents)
			.where(and(eq(usageEvents.userId, me.user.id), eq(usageEvents.provider, "openai")));
	}

	it("sends the form to Chat Completions and answers the cleaned title; usage is metered", async () => {
		fake.answer(
			text('"Yellowstone Winter Wonders: Geysers & Snowy Trails"\n', { prompt_tokens: 180, completion_tokens: 14 }),
		);
		const res = await ask(TITLE);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ title: "Yellowstone Winter Wonders: Geysers & Snowy Trails" });

		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request?.method).toBe("POST");
		expect(request?.url).toBe("https://fake-openai.test/v1/chat/completions");
		expect(request?.headers.get("Authorization")).toBe(`Bearer ${fake.apiKey}`);
		expect(request?.body.model).toBe("gpt-4o-mini");
		expect(request?.body.max_completion_tokens).toBeGreaterThan(0);
		const [system, user] = request?.body.messages ?? [];
		expect(system?.role).toBe("system");
		expect(system?.content).toMatch(/family trips/);
		expect(system?.content).toMatch(/title only/);
		expect(user?.role).toBe("user");
		expect(user?.content).toContain(
			'<family_words>{"destination":"Yellowstone National Park, WY, USA"}</family_words>',
		);
		expect(user?.content).toContain(
			"Dates: 2026-12-20 to 2026-12-26 (7 days; winter at the destination; over Christmas)",
		);
		expect(user?.content).toContain("Kids' ages: 4, 9");
		expect(user?.content).toContain("Trip types: National Park, Hiking");
		expect(user?.content).toContain("Travelers: 4");

		// The meter flushed after the response (callWith waits for waitUntil work).
		const rows = await usageRows();
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			provider: "openai",
			sku: "gpt-4o-mini",
			units: 194,
			costMicros: Math.round(180 * 0.15 + 14 * 0.6),
			route: "/api/adventures/generate-title",
		});
	});

	it("asks the model for a title other than those shown, and never answers one of them again", async () => {
		const shown = "Yellowstone Winter Wonders: Geysers & Snowy Trails";
		fake.answer(text(`"${shown}"`, { prompt_tokens: 180, completion_tokens: 14 }));
		const res = await ask(TITLE, { ...YELLOWSTONE, title: shown, previousTitles: [shown] });
		expect(res.status).toBe(200);
		const { title } = (await res.json()) as { title: string };
		expect(title).not.toBe(shown);
		expect(title).toMatch(/Yellowstone/);
		const user = fake.requests[0]?.body.messages[1];
		expect(user?.content).toContain("the titles already suggested: write a different one");
		expect(user?.content).toContain(`"titlesAlreadySuggested":${JSON.stringify([shown])}`);
	});

	it("sends the title with the description request and cleans the answer", async () => {
		fake.answer(
			text(
				"Description: **Seven winter days** in Yellowstone with your 4- and 9-year-old 🦬.\n\nWatch Old Faithful erupt and earn Junior Ranger badges.",
				{ prompt_tokens: 240, completion_tokens: 60 },
			),
		);
		const res = await ask(DESCRIPTION, { ...YELLOWSTONE, title: "Geysers & Snowy Trails" });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			description:
				"Seven winter days in Yellowstone with your 4- and 9-year-old. Watch Old Faithful erupt and earn Junior Ranger badges.",
		});
		const [system, user] = fake.requests[0]?.body.messages ?? [];
		expect(system?.content).toMatch(/2 to 3 sentences/);
		expect(user?.content).toContain('"title":"Geysers & Snowy Trails"');
		expect((await usageRows())[0]).toMatchObject({ units: 300, route: "/api/adventures/generate-description" });
	});

	it("enforces the length limits on what the model says", async () => {
		fake.answer(
			text(`Yellowstone ${"Geysers and Trails ".repeat(12)}`),
			text(`${"Old Faithful erupts on time. ".repeat(100)}`),
		);
		const title = ((await (await ask(TITLE)).json()) as { title: string }).title;
		expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
		expect(title).toMatch(/^Yellowstone Geysers and Trails/);
		expect(title).not.toMatch(/\s$/);
		const description = ((await (await ask(DESCRIPTION)).json()) as { description: string }).description;
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		expect(description).toMatch(/time\.$/);
	});

	it("a 500 from OpenAI (after one retry) → 502 with the spec's wording, logged, nothing metered", async () => {
		fake.answer({ kind: "http", status: 500 });
		const res = await ask(TITLE);
		expect(res.status).toBe(502);
		expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ error: "Failed to generate title" });
		expect(fake.requests).toHaveLength(2);
		expect(warn).toHaveBeenCalledWith(expect.stringMatching(/generate-title failed \(openai\): OpenAI HTTP 500/));
		expect(await usageRows()).toEqual([]);
	});

	it("a rejected key (401) → 502 without a retry; the key is not logged", async () => {
		const res = await ask(DESCRIPTION, YELLOWSTONE, { ...openAiEnv(), OPENAI_API_KEY: "sk-wrong-key" });
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Failed to generate description" });
		expect(fake.requests).toHaveLength(1);
		const logged = warn.mock.calls.flat().join(" ");
		expect(logged).toMatch(/OpenAI HTTP 401/);
		expect(logged).not.toContain("sk-wrong-key");
	});

	it("a network failure → 502", async () => {
		fake.answer({ kind: "network" });
		const res = await ask(DESCRIPTION);
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Failed to generate description" });
	});

	it.each([
		["an empty answer", ""],
		["a null content", null],
		["only quotes and emoji", '" 🎉 "'],
	])("%s → 502", async (_name, content) => {
		fake.answer(text(content));
		const res = await ask(TITLE);
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({ error: "Failed to generate title" });
	});

	it("the base URL is optional: without it the SDK calls api.openai.com", async () => {
		const seen: string[] = [];
		const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			seen.push(new Request(input, init).url);
			return Response.json({ error: { message: "offline test" } }, { status: 400 });
		});
		try {
			const res = await ask(TITLE, YELLOWSTONE, { OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-4o-mini" });
			expect(res.status).toBe(502);
			expect(seen).toEqual(["https://api.openai.com/v1/chat/completions"]);
		} finally {
			spy.mockRestore();
		}
	});
});

describe("OpenAI prices", () => {
	it.each([
		["gpt-4o-mini", 1_000_000, 0, 150_000],
		["gpt-4o-mini", 0, 1_000_000, 600_000],
		["gpt-4o-mini-2024-07-18", 180, 14, 35],
		["gpt-4o", 1000, 1000, 12_500],
		["gpt-4.1-mini", 1000, 1000, 2000],
		["llama3.1:8b", 1000, 1000, 0],
	])("%s: %i in, %i out → %i micro-dollars", (model, input, output, micros) => {
		expect(openAiCostMicros(model, input, output)).toBe(micros);
	});
});
