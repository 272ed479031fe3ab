import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nextMonthStart } from "../../domain/monitoring/spend";
import { readConfig } from "../../worker/config";
import {
	emailOutbox,
	modelCallCounts,
	spendAlerts,
	usageDaily,
	usageEvents,
	usageSettings,
} from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
import { createDeps } from "../../worker/lib/deps";
import { pruneUsage } from "../../worker/services/maintenance";
import type { usageReport as buildUsageReport } from "../../worker/services/monitoring";
import { D1SpendGate, forgetMonthSpend } from "../../worker/services/spend-gate";
import { UsageMeter, utcDay } from "../../worker/services/usage-meter";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeGoogleRoutes, SAMPLE_POINTS } from "./fake-google-routes";
import { FakeOpenAi, text } from "./fake-openai";
import { bindings, callWith, db, json, type SignedIn, signIn, uniqueEmail } from "./helpers";

/**
 * The spend gate: paid providers (OpenAI, Google) give way to the keyless ones once the month's
 * spend reaches the budget, until an admin raises it or the month ends; the per-account daily cap
 * on model calls; the admins' budget e-mails from the cron (once a month per level); the usage
 * retention. Budgets are set relative to what this file has already spent (the hosting fee's
 * share of the days gone counts too), and put back after each test.
 */

type UsageReport = Awaited<ReturnType<typeof buildUsageReport>>;

const openai = new FakeOpenAi();
const PAID: Partial<Bindings> = {
	OPENAI_API_KEY: openai.apiKey,
	OPENAI_BASE_URL: openai.baseUrl,
	OPENAI_MODEL: "gpt-4o-mini",
	GOOGLE_MAPS_API_KEY: "test-google-key",
};

let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
	admin = await signIn("admin@example.com");
	user = await signIn(uniqueEmail("spender"));
});

afterEach(async () => {
	vi.restoreAllMocks();
	await db().update(usageSettings).set({ monthlyBudgetUsd: 100 }).where(eq(usageSettings.id, 1));
	forgetMonthSpend();
});

async function report(): Promise<UsageReport> {
	const res = await callWith(PAID, "/api/monitoring/usage", { headers: { Cookie: admin.cookie } });
	expect(res.status).toBe(200);
	return res.json() as Promise<UsageReport>;
}

async function setBudget(monthlyBudgetUsd: number): Promise<void> {
	const res = await callWith(
		PAID,
		"/api/monitoring/budget",
		json({ monthlyBudgetUsd }, { method: "PUT", headers: { Cookie: admin.cookie } }),
	);
	expect(res.status).toBe(200);
	expect(await res.json()).toEqual({ monthlyBudgetUsd });
}

const round4 = (usd: number) => Number(usd.toFixed(4));

/** One title suggestion from OpenAI ($0.00045: 1,000 tokens in, 500 out), or from whoever stands in. */
async function suggestTitle(): Promise<string> {
	const res = await callWith(
		PAID,
		"/api/adventures/generate-title",
		json(
			{ location: "Yellowstone National Park, WY, USA", startDate: "2026-12-20", endDate: "2026-12-26", kidAges: [4] },
			{ headers: { Cookie: user.cookie } },
		),
	);
	expect(res.status).toBe(200);
	return ((await res.json()) as { title: string }).title;
}

async function offlineTitles(): Promise<number> {
	const [row] = await db()
		.select()
		.from(usageDaily)
		.where(
			and(
				eq(usageDaily.day, utcDay(new Date())),
				eq(usageDaily.provider, "offline-llm"),
				eq(usageDaily.sku, "suggest-title"),
			),
		);
	return row?.count ?? 0;
}

/** The Worker's deps with the paid keys (what a request or the room builds). */
const POINTS = SAMPLE_POINTS.slice(0, 2).map((point) => ({ latitude: point.lat, longitude: point.lng }));

/** A gate's daily caps: `n` model calls and `n` place calls per caller. */
const caps = (n: number) => ({ modelCallsPerUserPerDay: n, placeCallsPerUserPerDay: n });

const paidDeps = () =>
	createDeps({ ...bindings, ...PAID }, readConfig({ ...bindings, ...PAID }), new UsageMeter(), () => undefined);

describe("spending stops at the budget", () => {
	it("the meter driven past the budget: the next calls go to the keyless providers, no request to OpenAI or Google; raising the budget reopens them", async () => {
		openai.answer(text('"Geysers and Snowy Trails"', { prompt_tokens: 1000, completion_tokens: 500 })).install();
		try {
			const start = await report();
			expect(start.spend).toMatchObject({ paused: false, message: null });
			// Room for four or five calls at $0.00045.
			await setBudget(round4(start.projection.current + 0.002));

			let paidCalls = 0;
			while (!(await report()).spend.paused) {
				const before = openai.requests.length;
				expect(await suggestTitle()).toBe("Geysers and Snowy Trails");
				expect(openai.requests).toHaveLength(before + 1);
				paidCalls += 1;
				expect(paidCalls).toBeLessThan(12);
			}
			expect(paidCalls).toBeGreaterThanOrEqual(4);

			const paused = await report();
			expect(paused.projection.current).toBeGreaterThanOrEqual(paused.budget.monthlyUsd);
			expect(paused.spend).toEqual({
				paused: true,
				until: nextMonthStart(new Date()),
				gaveWay: [
					{ paid: "OpenAI", keyless: "the built-in guide and writer" },
					{ paid: "Google Places", keyless: "the built-in places catalog" },
					{ paid: "Google Routes", keyless: "estimated routes" },
				],
				message: expect.stringMatching(
					/^Paid services are paused: this month's spend \(\$\d+\.\d\d\) reached the \$\d+\.\d\d monthly budget\. OpenAI gave way to the built-in guide and writer, Google Places to the built-in places catalog and Google Routes to estimated routes, until [A-Z][a-z]{2} 1 \(the month's end\) or until the budget is raised\.$/,
				),
			});

			// Past the budget: OpenAI is not asked; the offline writer answers (and is metered).
			const requests = openai.requests.length;
			const offlineBefore = await offlineTitles();
			const title = await suggestTitle();
			expect(title).not.toBe("Geysers and Snowy Trails");
			expect(title).toMatch(/Yellowstone/);
			expect(openai.requests).toHaveLength(requests);
			expect(await offlineTitles()).toBe(offlineBefore + 1);

			// Google Places gives way to the catalog: no request reaches Google (its fake replaces OpenAI's for a while).
			openai.uninstall();
			const google = new FakeGooglePlaces().install();
			google.setPredictions([{ placeId: "ChIJbudget", main: "Budget Lake", secondary: "WY, USA" }]);
			const res = await callWith(PAID, "/api/places/autocomplete?query=budget-lake&locationSearch=true", {
				headers: { Cookie: user.cookie },
			});
			expect(res.status).toBe(200);
			expect(google.requests).toHaveLength(0);
			google.uninstall();

			// An admin raises the budget: OpenAI answers again at once.
			openai.install();
			await setBudget(round4(paused.projection.current + 5));
			expect((await report()).spend.paused).toBe(false);
			expect(await suggestTitle()).toBe("Geysers and Snowy Trails");
			expect(openai.requests).toHaveLength(requests + 1);
		} finally {
			openai.uninstall();
		}
	});

	it("a paused deployment's deps: places and routes are the keyless ones, Google's photos are off, no request reaches Google", async () => {
		const routes = new FakeGoogleRoutes().install();
		const google = new FakeGooglePlaces().install();
		try {
			const open = paidDeps();
			expect(await open.spend.paidAllowed()).toBe(true);
			expect(open.places.kind).toBe("google");
			expect(open.routes.kind).toBe("google");

			await setBudget(0.01);
			const deps = paidDeps();
			expect(await deps.spend.paidAllowed()).toBe(false);
			expect(deps.places.kind).toBe("catalog");
			expect(deps.routes.kind).toBe("estimate");
			expect(await deps.places.photo("places/ChIJpaused/photos/Paused_1")).toBeNull();
			expect(google.requests).toHaveLength(0);
			const legs = await deps.routes.legs(POINTS, "walking");
			expect(legs.legs).toHaveLength(1);
			expect(routes.requests).toHaveLength(0);
			expect(await deps.spend.takeModelCall(user.user.id)).toEqual({ ok: false, reason: "budget" });
		} finally {
			google.uninstall();
			routes.uninstall();
		}
	});

	it("a call already made switches as soon as the gate closes: the same provider object asks the gate per call", async () => {
		const routes = new FakeGoogleRoutes().install();
		try {
			const deps = paidDeps();
			await deps.routes.legs(POINTS, "driving");
			expect(routes.requests).toHaveLength(1);
			await setBudget(0.01);
			await deps.routes.legs(POINTS, "walking");
			expect(routes.requests).toHaveLength(1);
		} finally {
			routes.uninstall();
		}
	});

	it("a new month reopens the paid providers", async () => {
		const now = new Date();
		await setBudget(round4((await report()).projection.current / 2));
		expect(await new D1SpendGate(db(), caps(5), () => now).paidAllowed()).toBe(false);
		const nextMonth = new Date(`${nextMonthStart(now)}T00:05:00Z`);
		const gate = new D1SpendGate(db(), caps(5), () => nextMonth);
		expect(await gate.paidAllowed()).toBe(true);
		expect(await gate.takeModelCall(user.user.id)).toEqual({ ok: true });
	});

	it("no budget (0) pauses nothing", async () => {
		await setBudget(0);
		expect(await new D1SpendGate(db(), caps(5)).paidAllowed()).toBe(true);
		expect((await report()).spend.paused).toBe(false);
	});

	it("only an admin sets the budget, to a number from 0 to 1,000,000", async () => {
		const put = (cookie: string, body: unknown) =>
			callWith({}, "/api/monitoring/budget", json(body, { method: "PUT", headers: { Cookie: cookie } }));
		expect((await put(user.cookie, { monthlyBudgetUsd: 1 })).status).toBe(403);
		for (const bad of [{ monthlyBudgetUsd: -1 }, { monthlyBudgetUsd: "100" }, { monthlyBudgetUsd: 1e7 }, {}]) {
			expect((await put(admin.cookie, bad)).status).toBe(400);
		}
		const [row] = await db().select().from(usageSettings);
		expect(row?.monthlyBudgetUsd).toBe(100);
	});
});

describe("each account's daily cap on model calls", () => {
	const day = new Date("2026-11-26T12:00:00Z");
	const nextDay = new Date("2026-11-27T00:00:01Z");

	it("the N+1th call of a day is refused, counted in one statement even in parallel; another account is unaffected; the next day starts again", async () => {
		const gate = new D1SpendGate(db(), caps(3), () => day);
		const alice = crypto.randomUUID();
		const bob = crypto.randomUUID();
		const results = await Promise.all(Array.from({ length: 6 }, () => gate.takeModelCall(alice)));
		expect(results.filter((result) => result.ok)).toHaveLength(3);
		expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, reason: "user-cap" }));
		expect(await gate.takeModelCall(alice)).toEqual({ ok: false, reason: "user-cap" });
		expect(await gate.takeModelCall(bob)).toEqual({ ok: true });
		const rows = await db()
			.select()
			.from(modelCallCounts)
			.where(inArray(modelCallCounts.userId, [alice, bob]));
		expect(rows.sort((a, b) => b.count - a.count)).toEqual([
			{ userId: alice, day: "2026-11-26", count: 3 },
			{ userId: bob, day: "2026-11-26", count: 1 },
		]);
		expect(await new D1SpendGate(db(), caps(3), () => nextDay).takeModelCall(alice)).toEqual({
			ok: true,
		});
	});

	it("MODEL_CALLS_PER_USER_PER_DAY sets the cap (default 100; anything but a whole number ≥ 1 is the default) and Deps' gate uses it", async () => {
		expect(readConfig(bindings).modelCallsPerUserPerDay).toBe(100);
		for (const value of ["0", "-3", "abc", "2.5", ""]) {
			expect(readConfig({ ...bindings, MODEL_CALLS_PER_USER_PER_DAY: value }).modelCallsPerUserPerDay).toBe(100);
		}
		const env2 = { ...bindings, MODEL_CALLS_PER_USER_PER_DAY: " 2 " };
		const deps = createDeps(env2, readConfig(env2), new UsageMeter(), () => undefined);
		const someone = crypto.randomUUID();
		expect(await deps.spend.takeModelCall(someone)).toEqual({ ok: true });
		expect(await deps.spend.takeModelCall(someone)).toEqual({ ok: true });
		expect(await deps.spend.takeModelCall(someone)).toEqual({ ok: false, reason: "user-cap" });
	});
});

/** The cron's run, through the Worker's own `scheduled` export. */
async function cron(at = new Date()): Promise<void> {
	const ctx = createExecutionContext();
	await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 * * * *" }), env, ctx);
	await waitOnExecutionContext(ctx);
}

const mailTo = (address: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, address));

describe("the admins' budget e-mails (hourly cron)", () => {
	it("at 80 % projected: one e-mail to each admin, once a month; at 100 %: one more, once", async () => {
		const now = new Date();
		const month = now.toISOString().slice(0, 7);
		const start = await report();
		// Projected spend at 85 % of the budget, spend so far under it.
		await setBudget(round4(start.projection.projected / 0.85));
		await cron(now);
		const first = await mailTo("admin@example.com");
		expect(first).toHaveLength(1);
		expect(first[0]?.subject).toMatch(/^Adventure Guide: projected spend is 8[45]% of the monthly budget$/);
		expect(first[0]?.text).toMatch(
			/^Projected spend this month is \$\d+\.\d\d, 8[45]% of the \$\d+\.\d\d monthly budget/,
		);
		expect(await mailTo("boss@example.com")).toHaveLength(1);
		expect(await db().select().from(spendAlerts).where(eq(spendAlerts.month, month))).toEqual([
			expect.objectContaining({ month, level: 80 }),
		]);

		await cron(now);
		expect(await mailTo("admin@example.com")).toHaveLength(1);

		await setBudget(round4(start.projection.current / 2));
		await cron(now);
		const second = await mailTo("admin@example.com");
		expect(second).toHaveLength(2);
		expect(second.map((mail) => mail.subject)).toContain(
			"Adventure Guide: paid services paused, the monthly budget is spent",
		);
		expect(second.find((mail) => mail.subject.includes("paused"))?.text).toMatch(
			/^This month's spend \(\$\d+\.\d\d\) reached the \$\d+\.\d\d monthly budget\. No paid service is configured/,
		);
		await cron(now);
		expect(await mailTo("admin@example.com")).toHaveLength(2);
		expect(await mailTo("boss@example.com")).toHaveLength(2);
		expect((await db().select().from(spendAlerts).where(eq(spendAlerts.month, month))).map((row) => row.level)).toEqual(
			[80, 100],
		);
	});
});

describe("usage retention", () => {
	const DAY = 86_400_000;
	async function insertEvents(count: number, at: Date): Promise<string[]> {
		const ids = Array.from({ length: count }, () => crypto.randomUUID());
		for (const id of ids) {
			await db()
				.insert(usageEvents)
				.values({ id, at, provider: "openai", sku: "gpt-4o-mini", units: 100, costMicros: 15, route: "/retention" });
		}
		return ids;
	}
	const remaining = async (ids: string[]) =>
		(await db().select({ id: usageEvents.id }).from(usageEvents).where(inArray(usageEvents.id, ids))).length;

	it("deletes events older than the window in bounded batches, keeps recent ones and never touches the roll-up", async () => {
		const now = new Date();
		const old = await insertEvents(25, new Date(now.getTime() - 40 * DAY));
		const edge = await insertEvents(3, new Date(now.getTime() - 34 * DAY));
		const recent = await insertEvents(2, new Date(now.getTime() - DAY));
		await db()
			.insert(usageDaily)
			.values({ day: "2001-01-01", provider: "openai", sku: "gpt-4o-mini", count: 25, units: 2500, costUsd: 0.1 });

		const config = { usageEventsRetentionDays: 35 };
		expect(await pruneUsage(db(), config, now, { batch: 10, statements: 2 })).toEqual({
			deleted: 20,
			statements: 2,
			more: true,
		});
		expect(await remaining(old)).toBe(5);
		expect(await pruneUsage(db(), config, now, { batch: 10, statements: 2 })).toEqual({
			deleted: 5,
			statements: 1,
			more: false,
		});
		expect(await remaining(old)).toBe(0);
		expect(await remaining(edge)).toBe(3);
		expect(await remaining(recent)).toBe(2);
		expect(await db().select().from(usageDaily).where(eq(usageDaily.day, "2001-01-01"))).toEqual([
			{ day: "2001-01-01", provider: "openai", sku: "gpt-4o-mini", count: 25, units: 2500, costUsd: 0.1 },
		]);
	});

	it("the cron applies USAGE_EVENTS_RETENTION_DAYS (default 35) and drops model-call counts before yesterday", async () => {
		expect(readConfig(bindings).usageEventsRetentionDays).toBe(35);
		expect(readConfig({ ...bindings, USAGE_EVENTS_RETENTION_DAYS: "7" }).usageEventsRetentionDays).toBe(7);
		const now = new Date();
		const old = await insertEvents(3, new Date(now.getTime() - 36 * DAY));
		const kept = await insertEvents(3, new Date(now.getTime() - 30 * DAY));
		const someone = crypto.randomUUID();
		const day = (offset: number) => utcDay(new Date(now.getTime() - offset * DAY));
		await db()
			.insert(modelCallCounts)
			.values([0, 1, 2, 9].map((offset) => ({ userId: someone, day: day(offset), count: 4 })));
		await cron(now);
		expect(await remaining(old)).toBe(0);
		expect(await remaining(kept)).toBe(3);
		const days = await db()
			.select({ day: modelCallCounts.day })
			.from(modelCallCounts)
			.where(eq(modelCallCounts.userId, someone));
		expect(days.map((row) => row.day).sort()).toEqual([day(1), day(0)]);
	});
});
