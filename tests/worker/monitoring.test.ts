import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DOCUMENTED_PRICES } from "../../domain/monitoring/prices";
import { usageDaily, usageEvents, usagePrices, usageSettings } from "../../worker/db/schema";
import type { usageReport as buildUsageReport } from "../../worker/services/monitoring";
import { isolateTally, UsageMeter, UsageTally, utcDay } from "../../worker/services/usage-meter";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeOpenAi, text } from "./fake-openai";
import { FakeSendGrid } from "./fake-sendgrid";
import { betaCookie, callWith, db, json, type SignedIn, signIn, uniqueEmail, uniqueIp } from "./helpers";

/**
 * The usage meter and the monitoring reports: provider calls (a faked OpenAI call, Google Places,
 * e-mails) land in usage_events and the daily roll-up, priced from usage_prices; requests and D1
 * queries per route land in the roll-up when the isolate's tally flushes; the three admin reports.
 * Roll-up rows are shared by the whole file, so checks compare before and after.
 */

type UsageReport = Awaited<ReturnType<typeof buildUsageReport>>;

let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
	admin = await signIn("admin@example.com");
	user = await signIn(uniqueEmail("monitor-user"));
});

afterEach(() => vi.restoreAllMocks());

const today = () => utcDay(new Date());

async function daily(provider: string, sku: string) {
	const [row] = await db()
		.select()
		.from(usageDaily)
		.where(and(eq(usageDaily.day, today()), eq(usageDaily.provider, provider), eq(usageDaily.sku, sku)));
	return row ?? { count: 0, units: 0, costUsd: 0 };
}

const get = (path: string, cookie: string) => callWith({}, path, { headers: { Cookie: cookie } });

async function usageReport() {
	const res = await get("/api/monitoring/usage", admin.cookie);
	expect(res.status).toBe(200);
	return res.json() as Promise<UsageReport>;
}

describe("who may read the reports", () => {
	it.each(["/api/monitoring/usage", "/api/monitoring/costs", "/api/monitoring/scaling"])(
		"%s: 401 signed out, 403 JSON for a signed-in non-admin, 200 for an admin",
		async (path) => {
			expect((await get(path, await betaCookie())).status).toBe(401);
			const refused = await get(path, user.cookie);
			expect(refused.status).toBe(403);
			expect(await refused.json()).toEqual({ error: "Admin access required" });
			expect((await get(path, admin.cookie)).status).toBe(200);
		},
	);
});

describe("prices and budget come from the config tables", () => {
	it("migration 0008 seeds the documented prices and the $100 budget", async () => {
		const rows = await db().select().from(usagePrices);
		expect(rows.map((row) => ({ ...row, usdPerUnit: Number(row.usdPerUnit.toPrecision(12)) }))).toEqual(
			expect.arrayContaining(
				DOCUMENTED_PRICES.map((price) => ({ ...price, usdPerUnit: Number(price.usdPerUnit.toPrecision(12)) })),
			),
		);
		expect(rows).toHaveLength(DOCUMENTED_PRICES.length);
		expect(await db().select().from(usageSettings)).toEqual([{ id: 1, monthlyBudgetUsd: 100, hostingMonthlyUsd: 5 }]);
	});
});

describe("the meter records every provider call", () => {
	it("a faked OpenAI call: its tokens and cost in usage_events, the roll-up and the usage report", async () => {
		const fake = new FakeOpenAi().install();
		try {
			const before = { row: await daily("openai", "gpt-4o-mini"), report: await usageReport() };
			fake.answer(text('"Geysers and Snowy Trails"', { prompt_tokens: 1000, completion_tokens: 500 }));
			const res = await callWith(
				{ OPENAI_API_KEY: fake.apiKey, OPENAI_MODEL: "gpt-4o-mini", OPENAI_BASE_URL: fake.baseUrl },
				"/api/adventures/generate-title",
				json(
					{
						location: "Yellowstone National Park, WY, USA",
						startDate: "2026-12-20",
						endDate: "2026-12-26",
						kidAges: [4],
					},
					{ headers: { Cookie: user.cookie } },
				),
			);
			expect(res.status).toBe(200);
			const cost = 1000 * 0.15e-6 + 500 * 0.6e-6; // $0.00045
			const events = await db()
				.select()
				.from(usageEvents)
				.where(and(eq(usageEvents.userId, user.user.id), eq(usageEvents.provider, "openai")));
			expect(events).toEqual([
				expect.objectContaining({
					sku: "gpt-4o-mini",
					units: 1500,
					costMicros: 450,
					route: "/api/adventures/generate-title",
				}),
			]);
			const after = await daily("openai", "gpt-4o-mini");
			expect(after.count - before.row.count).toBe(1);
			expect(after.units - before.row.units).toBe(1500);
			expect(after.costUsd - before.row.costUsd).toBeCloseTo(cost, 9);

			const report = await usageReport();
			expect(report.current.openaiTokens - before.report.current.openaiTokens).toBe(1500);
			expect(report.current.aiCalls - before.report.current.aiCalls).toBe(1);
			expect(report.current.openaiCost - before.report.current.openaiCost).toBeCloseTo(cost, 4);
		} finally {
			fake.uninstall();
		}
	});

	it("a price changed in usage_prices is what the next call costs", async () => {
		await db()
			.update(usagePrices)
			.set({ usdPerUnit: 0.001 })
			.where(and(eq(usagePrices.provider, "outbox"), eq(usagePrices.sku, "mail-send")));
		try {
			// The meter caches prices for 5 minutes per isolate: move the clock past that.
			vi.spyOn(Date, "now").mockReturnValue(Date.now() + 6 * 60_000);
			const before = await daily("outbox", "mail-send");
			const email = uniqueEmail("priced");
			const res = await callWith(
				{},
				"/api/auth/email-link",
				json({ email }, { headers: { Cookie: await betaCookie(), "CF-Connecting-IP": uniqueIp() } }),
			);
			expect(res.status).toBe(200);
			const after = await daily("outbox", "mail-send");
			expect(after.count - before.count).toBe(1);
			expect(after.costUsd - before.costUsd).toBeCloseTo(0.001, 9);
		} finally {
			await db()
				.update(usagePrices)
				.set({ usdPerUnit: 0 })
				.where(and(eq(usagePrices.provider, "outbox"), eq(usagePrices.sku, "mail-send")));
		}
	});

	it("an e-mail sent through the outbox counts as sent (free)", async () => {
		const before = await usageReport();
		const res = await callWith(
			{},
			"/api/auth/email-link",
			json(
				{ email: uniqueEmail("mailed") },
				{ headers: { Cookie: await betaCookie(), "CF-Connecting-IP": uniqueIp() } },
			),
		);
		expect(res.status).toBe(200);
		const after = await usageReport();
		expect(after.current.emailsSent - before.current.emailsSent).toBe(1);
	});

	it("Google Places calls: the SKU, count and price in the roll-up and as Google Maps requests", async () => {
		const google = new FakeGooglePlaces().install();
		try {
			google.setPredictions([{ placeId: "ChIJmonitor", main: "Monitor Lake", secondary: "WY, USA" }]);
			const before = { row: await daily("google-places", "autocomplete"), report: await usageReport() };
			const res = await callWith(
				{ GOOGLE_MAPS_API_KEY: "test-google-key" },
				`/api/places/autocomplete?query=monitor-${crypto.randomUUID().slice(0, 8)}&locationSearch=true`,
				{ headers: { Cookie: user.cookie } },
			);
			expect(res.status).toBe(200);
			const after = await daily("google-places", "autocomplete");
			expect(after.count - before.row.count).toBe(1);
			expect(after.costUsd - before.row.costUsd).toBeCloseTo(0.00283, 9);
			const report = await usageReport();
			expect(report.current.googleMapsRequests - before.report.current.googleMapsRequests).toBe(1);
		} finally {
			google.uninstall();
		}
	});
	it("an e-mail sent through SendGrid: one mail-send at $0.0004", async () => {
		const sendgrid = new FakeSendGrid().install();
		try {
			const before = await daily("sendgrid", "mail-send");
			const res = await callWith(
				sendgrid.bindings,
				"/api/auth/email-link",
				json(
					{ email: uniqueEmail("sendgrid") },
					{ headers: { Cookie: await betaCookie(), "CF-Connecting-IP": uniqueIp() } },
				),
			);
			expect(res.status).toBe(200);
			expect(sendgrid.requests).toHaveLength(1);
			const after = await daily("sendgrid", "mail-send");
			expect(after.count - before.count).toBe(1);
			expect(after.costUsd - before.costUsd).toBeCloseTo(0.0004, 9);
		} finally {
			sendgrid.uninstall();
		}
	});

	it("prices each provider's records when writing them: Places photos, Routes matrix elements, OpenAI tokens", async () => {
		const sku = `meter-${crypto.randomUUID().slice(0, 8)}`;
		const before = {
			photo: await daily("google-places", "place-photo"),
			matrix: await daily("google-routes", "route-matrix"),
		};
		const meter = new UsageMeter();
		meter.record({ provider: "google-places", sku: "place-photo" });
		meter.record({ provider: "google-places", sku: "place-photo" });
		meter.record({ provider: "google-routes", sku: "route-matrix", units: 9 });
		meter.record({ provider: "openai", sku: "gpt-4o-2024-08-06", units: 3000, inputUnits: 2000, outputUnits: 1000 });
		// A provider's own estimate is not used when the table prices the SKU…
		meter.record({ provider: "google-routes", sku: "compute-routes", costMicros: 999_999, adventureId: sku });
		await meter.flush(db(), { userId: null, route: `/test/${sku}` });

		const photo = await daily("google-places", "place-photo");
		expect(photo.count - before.photo.count).toBe(2);
		expect(photo.costUsd - before.photo.costUsd).toBeCloseTo(0.014, 9);
		const matrix = await daily("google-routes", "route-matrix");
		expect(matrix.units - before.matrix.units).toBe(9);
		expect(matrix.costUsd - before.matrix.costUsd).toBeCloseTo(0.045, 9);
		const events = await db()
			.select()
			.from(usageEvents)
			.where(eq(usageEvents.route, `/test/${sku}`));
		expect(events).toHaveLength(5);
		// gpt-4o: $2.50 / $10 per million tokens.
		expect(events.find((e) => e.provider === "openai")?.costMicros).toBe(2000 * 2.5 + 1000 * 10);
		expect(events.find((e) => e.adventureId === sku)?.costMicros).toBe(5000);
		expect(meter.pending).toHaveLength(0);
	});
});

describe("requests and D1 queries per route", () => {
	it("are counted in memory and land in the roll-up when the tally flushes", async () => {
		await isolateTally.flush(db());
		const before = {
			requests: await daily("workers", "GET /api/adventures"),
			queries: await daily("d1", "GET /api/adventures"),
		};
		for (let i = 0; i < 3; i++) expect((await get("/api/adventures", user.cookie)).status).toBe(200);
		await isolateTally.flush(db());
		const requests = await daily("workers", "GET /api/adventures");
		const queries = await daily("d1", "GET /api/adventures");
		expect(requests.count - before.requests.count).toBe(3);
		expect(requests.costUsd - before.requests.costUsd).toBeCloseTo(3 * 0.3e-6, 12);
		// At least the adventures query itself on each request.
		expect(queries.units - before.queries.units).toBeGreaterThanOrEqual(3);
	});

	it("the tally flushes after 200 requests or 10 s, whichever comes first", () => {
		let now = 0;
		const tally = new UsageTally({ maxRequests: 200, maxAgeMs: 10_000 }, () => now);
		for (let i = 0; i < 199; i++) tally.request("GET /api/adventures", 1);
		expect(tally.due).toBe(false);
		tally.request("GET /api/adventures", 1);
		expect(tally.due).toBe(true);

		const slow = new UsageTally({ maxRequests: 200, maxAgeMs: 10_000 }, () => now);
		slow.request("GET /api/adventures", 1);
		now = 9_999;
		expect(slow.due).toBe(false);
		now = 10_000;
		expect(slow.due).toBe(true);
	});

	it("the usage report shows requests and queries, including this isolate's unflushed ones", async () => {
		const before = await usageReport();
		for (let i = 0; i < 2; i++) await get("/api/adventures", user.cookie);
		const after = await usageReport();
		// The two requests, plus the first report's own request.
		expect(after.current.requests - before.current.requests).toBe(3);
		expect(after.current.databaseQueries).toBeGreaterThan(before.current.databaseQueries);
		expect(after.skus).toEqual(
			expect.arrayContaining([expect.objectContaining({ provider: "workers", sku: "GET /api/adventures" })]),
		);
	});
});

describe("the reports", () => {
	it("usage: costs by line, the projection with its breakdown, budget and alerts", async () => {
		const before = await usageReport();
		// OpenAI spend today that alone projects to $110 over the whole month, whatever today's date:
		// the projection scales the month so far by days in the month / day of the month.
		const now = new Date();
		const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
		const spentToday = (110 * now.getUTCDate()) / daysInMonth;
		await db()
			.insert(usageDaily)
			.values({ day: today(), provider: "openai", sku: "report-test", count: 10, units: 5000, costUsd: spentToday });
		const report = await usageReport();
		expect(report.current.openaiCost - before.current.openaiCost).toBeCloseTo(spentToday, 3);
		expect(report.current.openaiTokens - before.current.openaiTokens).toBe(5000);
		expect(report.budget.monthlyUsd).toBe(100);
		expect(report.projection.projected).toBeCloseTo((report.projection.current * daysInMonth) / now.getUTCDate(), 2);
		const breakdownSum = Object.values(report.projection.breakdown).reduce((a, b) => a + b, 0);
		expect(breakdownSum).toBeCloseTo(report.projection.projected, 2);
		expect(Object.keys(report.projection.breakdown).sort()).toEqual([
			"database",
			"googleMaps",
			"hosting",
			"openai",
			"sendgrid",
		]);
		expect(report.budget.colour).toBe("red");
		expect(report.alerts.some((alert) => alert.includes("exceeds the $100.00 monthly budget"))).toBe(true);
		// Both signed in just now: New users, not yet Active (the user list's statuses; admin-words.test.ts).
		expect(report.current.newUsers).toBeGreaterThanOrEqual(2);
		expect(report.current.activeUsers).toBeGreaterThanOrEqual(0);
		await db().delete(usageDaily).where(eq(usageDaily.sku, "report-test"));
	});

	it("costs: one entry per day of the month so far, by cost line", async () => {
		await db()
			.insert(usageDaily)
			.values({ day: today(), provider: "google-routes", sku: "costs-test", count: 4, units: 4, costUsd: 0.02 });
		const res = await get("/api/monitoring/costs", admin.cookie);
		expect(res.status).toBe(200);
		const body = (await res.json()) as { month: string; days: { day: string; googleMaps: number; total: number }[] };
		expect(body.days).toHaveLength(new Date().getUTCDate());
		expect(body.days[0]?.day.endsWith("-01")).toBe(true);
		const last = body.days.at(-1);
		expect(last?.day).toBe(today());
		expect(last?.googleMaps).toBeGreaterThanOrEqual(0.02);
		expect(last?.total).toBeGreaterThanOrEqual(last?.googleMaps ?? 0);
		await db().delete(usageDaily).where(eq(usageDaily.sku, "costs-test"));
	});

	it("scaling: five yearly projections from 25K to 1M users, caching 10 % → 70 %", async () => {
		const res = await get("/api/monitoring/scaling", admin.cookie);
		const body = (await res.json()) as {
			model: string;
			projections: {
				year: number;
				users: number;
				costs: { totalPerUser: number; totalMonthly: number };
				efficiencies: { cachingRate: number };
			}[];
		};
		expect(body.model).toBe("gpt-4o-mini");
		expect(body.projections.map((p) => [p.year, p.users, p.efficiencies.cachingRate])).toEqual([
			[1, 25_000, 0.1],
			[2, 100_000, 0.25],
			[3, 250_000, 0.4],
			[4, 500_000, 0.55],
			[5, 1_000_000, 0.7],
		]);
		for (const p of body.projections) {
			expect(p.costs.totalPerUser).toBeGreaterThan(0);
			// totalPerUser is rounded to 4 places; the total is not.
			expect(Math.abs(p.costs.totalMonthly - (p.costs.totalPerUser * p.users + 5)) / p.costs.totalMonthly).toBeLessThan(
				1e-3,
			);
		}
	});
});
