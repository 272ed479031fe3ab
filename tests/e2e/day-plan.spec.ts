// The day planner end to end: a 5-day London trip with kids of 3 and 8 and nine saved places (a restaurant
// and two parks among them), asked "Can you plan our whole 5 days?", gets five dated days a parent
// would follow (short legs at a 3-year-old's pace, a nap window, the rainy day indoors), accepts them
// into paths grouped by day, and the calendar file shows one event per day with its stops.
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { DayPlanProposal } from "../../domain/path/day-plan-rules";
import { NAP_WINDOW, paceForAges } from "../../domain/path/pace-rules";
import { createAdventure, enterBeta, isoDaysFromNow, shoot, signIn, toast } from "./helpers";

const KIDS = [3, 8];
const START_IN_DAYS = 14;
const DATES = [0, 1, 2, 3, 4].map((n) => isoDaysFromNow(START_IN_DAYS + n));
/** The middle day is the rainy one. */
const RAINY = DATES[2] ?? "";

/** The nine saved places: museums, an aquarium, the Tower, two parks and a restaurant. */
const SAVED = {
	"cat:london-natural-history-museum": "Natural History Museum",
	"cat:london-science-museum": "Science Museum",
	"cat:london-british-museum": "British Museum",
	"cat:london-london-transport-museum": "London Transport Museum",
	"cat:london-sea-life-london-aquarium": "SEA LIFE London Aquarium",
	"cat:london-tower-of-london": "Tower of London",
	"cat:london-hyde-park": "Hyde Park",
	"cat:london-st-jamess-park": "St James's Park",
	"cat:london-dishoom-covent-garden": "Dishoom Covent Garden",
} as const;
const PARKS = ["cat:london-hyde-park", "cat:london-st-jamess-park"];
const RESTAURANT = "cat:london-dishoom-covent-garden";

/** The 5-day London trip, created and filled through the API with the page's session; its id. */
async function londonTrip(page: Page, title: string): Promise<string> {
	const id = await createAdventure(page, { title, kidAges: KIDS, startInDays: START_IN_DAYS, lengthDays: 4 });
	for (const placeId of Object.keys(SAVED)) {
		const saved = await page.request.post(`/api/places/${encodeURIComponent(placeId)}/save`, {
			headers: { Origin: new URL(page.url()).origin },
			data: { adventureId: id, kidAges: KIDS },
		});
		expect(saved.status(), placeId).toBe(200);
	}
	return id;
}

/** What a parent would follow, read from the proposal itself. */
function expectFollowable(plan: DayPlanProposal) {
	const pace = paceForAges(KIDS);
	expect(plan.pace).toEqual(pace);
	expect(plan.days.map((day) => day.date)).toEqual(DATES);
	const planned = new Set(plan.days.flatMap((day) => day.stops.filter((s) => s.saved).map((s) => s.googlePlaceId)));
	const unplaced = plan.unplaced.map((u) => u.googlePlaceId);
	expect([...planned, ...unplaced].sort()).toEqual(Object.keys(SAVED).sort());
	for (const day of plan.days) {
		const at = `${day.date}: ${day.stops.map((s) => s.name).join(", ")}`;
		expect(day.stops.length, at).toBeGreaterThan(0);
		expect(day.stops.filter((s) => !s.meal).length, at).toBeLessThanOrEqual(pace.maxStopsPerDay);
		expect(day.rest, at).toMatchObject(NAP_WINDOW);
		let walked = 0;
		for (const leg of day.legs) {
			if (leg.mode !== "walking") continue;
			walked += leg.distanceMeters;
			expect(leg.distanceMeters / 1000, `${at}: a short leg`).toBeLessThanOrEqual(pace.maxWalkingLegKm);
			expect(leg.label, at).toMatch(/^about \d+ min at a 3-year-old's pace$/);
		}
		expect(walked / 1000, `${at}: km on foot`).toBeLessThanOrEqual(pace.dayWalkingBudgetKm);
		expect(day.rainy, at).toBe(day.date === RAINY);
		if (day.date === RAINY) {
			expect(
				day.stops.every((s) => s.indoor),
				`${at}: the rainy day indoors`,
			).toBe(true);
			for (const park of PARKS)
				expect(
					day.stops.map((s) => s.googlePlaceId),
					at,
				).not.toContain(park);
		}
	}
	// The restaurant is a meal stop near midday.
	const meal = plan.days.flatMap((day) => day.stops).find((s) => s.googlePlaceId === RESTAURANT);
	expect(meal).toMatchObject({ meal: true, block: "midday" });
}

/** The calendar file's events: start date, summary and description, unfolded and unescaped. */
function calendarEvents(ics: string) {
	const text = ics.replace(/\r\n[ \t]/g, "");
	return [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, body = ""]) => {
		const field = (name: string) =>
			(body.match(new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, "m"))?.[1] ?? "")
				.replace(/\\n/gi, "\n")
				.replace(/\\([,;\\])/g, "$1");
		const start = field("DTSTART");
		return {
			date: `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}`,
			summary: field("SUMMARY"),
			description: field("DESCRIPTION"),
		};
	});
}

/** The calendar: the trip's all-day event and one event per planned day, its stops in order, their addresses, the walks. */
function expectCalendarByDay(ics: string, plan: DayPlanProposal) {
	const events = calendarEvents(ics);
	expect(events).toHaveLength(1 + plan.days.length);
	for (const day of plan.days) {
		const event = events.find((e) => e.date === day.date && e.summary.includes(day.name));
		expect(event, `an event on ${day.date} for ${day.name}`).toBeDefined();
		const places = day.stops.map((s) => event?.description.indexOf(s.name) ?? -1);
		expect(
			places.every((at) => at >= 0),
			`${day.date}: every stop in the description`,
		).toBe(true);
		expect(
			[...places].sort((a, b) => a - b),
			`${day.date}: stops in order`,
		).toEqual(places);
		// Their addresses, and the walks' times at the family's pace.
		for (const stop of day.stops) if (stop.address) expect(event?.description).toContain(stop.address);
		for (const leg of day.legs) if (leg.mode === "walking") expect(event?.description).toContain(leg.label);
	}
}

async function download(page: Page, name: string | RegExp): Promise<string> {
	const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).first().click()]);
	return readFileSync((await file.path()) as string, "utf8");
}

/** Every element `items` finds ends inside `panel`'s right edge, at 1280 and at 375 px. */
async function expectInside(page: Page, panel: Locator, items: Locator) {
	for (const width of [1280, 375]) {
		await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
		const edge = await panel.evaluate((el) => el.getBoundingClientRect().right);
		const rights = await items.evaluateAll((els) =>
			els.map((el) => [(el.textContent ?? "").slice(0, 60), el.getBoundingClientRect().right] as const),
		);
		for (const [text, right] of rights)
			expect(right, `"${text}" inside the panel at ${width} px`).toBeLessThanOrEqual(edge + 1);
	}
	await page.setViewportSize({ width: 1280, height: 800 });
}

/** A name as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function paths(request: APIRequestContext, id: string) {
	const res = await request.get(`/api/adventures/${id}/paths`);
	expect(res.status()).toBe(200);
	return (await res.json()) as { name: string; date: string | null }[];
}

test("the calls: the chat's question proposes five days, accept writes them, the calendar has a day each", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Maya", lastName: "Okafor", email: "maya.okafor@example.com" });
	const id = await londonTrip(page, "London in five days");
	const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

	// Asked in the chat, the guide answers a plan (no 'Need More Info' form), and writes nothing.
	const asked = await page.request.post("/api/guide-ai", {
		headers: origin(page),
		data: {
			message: "Can you plan our whole 5 days?",
			location: "London, England, United Kingdom",
			userId: me.id,
			adventureId: id,
			mapCenter: { lat: 51.5074, lng: -0.1278 },
			mapZoom: 12,
			kidAges: KIDS,
		},
	});
	expect(asked.status()).toBe(200);
	const answer = (await asked.json()) as { isClarification?: boolean; dayPlan?: DayPlanProposal };
	expect(answer.isClarification ?? false).toBe(false);
	expect(answer.dayPlan?.days.map((day) => day.date)).toEqual(DATES);
	expect(await paths(page.request, id)).toEqual([]);

	// The family marks the middle day rainy and asks again; then accepts all five.
	const proposed = await page.request.post(`/api/adventures/${id}/day-plan`, {
		headers: origin(page),
		data: { rainyDates: [RAINY] },
	});
	expect(proposed.status()).toBe(200);
	const plan = (await proposed.json()) as DayPlanProposal;
	expectFollowable(plan);
	const accepted = await page.request.post(`/api/adventures/${id}/day-plan/accept`, {
		headers: origin(page),
		data: { days: plan.days },
	});
	expect(accepted.status()).toBe(201);
	const answered = ((await accepted.json()) as { paths: { date: string | null }[] }).paths;
	expect(answered.map((p) => p.date)).toEqual(DATES);
	const written = await paths(page.request, id);
	expect(written.map((p) => p.date).sort()).toEqual(DATES);

	const ics = await page.request.get(`/api/adventures/${id}/calendar.ics`);
	expect(ics.status()).toBe(200);
	expectCalendarByDay(await ics.text(), plan);
});

test("Done when: asked in the chat, five days paced for a 3-year-old, the rainy day indoors, accepted into days on the Paths tab, one calendar event a day", async ({
	page,
}) => {
	await enterBeta(page);
	await signIn(page, { firstName: "Sam", lastName: "Whitfield", email: "sam.whitfield@example.com" });
	const id = await londonTrip(page, "Five days in London");
	await page.goto(`/adventure/${id}`);

	const chat = page.getByRole("tabpanel", { name: "Guide AI" });
	await expect(chat.getByTestId("assistant-message").first()).toBeVisible();
	const proposalAnswer = page.waitForResponse(
		(res) => res.url().includes("/api/guide-ai") && res.request().method() === "POST",
	);
	await page.getByLabel("Message Guide AI").fill("Can you plan our whole 5 days?");
	await page.getByLabel("Message Guide AI").press("Enter");
	const first = ((await (await proposalAnswer).json()) as { dayPlan?: DayPlanProposal }).dayPlan;
	expect(first?.days).toHaveLength(5);

	// The proposal in the chat's message: five dated days, legs at a 3-year-old's pace, a nap window.
	const review = chat.getByRole("region", { name: "Your days" }).last();
	const days = review.getByRole("article");
	await expect(days).toHaveCount(5, { timeout: 15_000 });
	await expect(review.getByRole("heading", { level: 2 })).toHaveText(
		DATES.map((date, i) => new RegExp(`^Day ${i + 1} · \\w{3} ${Number(date.slice(8))} \\w{3}$`)),
	);
	for (const [i, day] of (first?.days ?? []).entries()) {
		const card = days.nth(i);
		await expect(card).toContainText(day.name);
		for (const stop of day.stops) await expect(card).toContainText(stop.name);
		await expect(card).toContainText(/13:00.*14:30/);
		for (const leg of day.legs) await expect(card).toContainText(leg.label);
	}
	await expect(review).toContainText("at a 3-year-old's pace");
	await expect(review).toContainText("Nothing is saved until you accept a day.");
	await expectInside(page, chat, review.locator("article, button"));
	await days.first().scrollIntoViewIfNeeded();
	await shoot(page, "90-day-plan-proposal", { fullPage: false });

	// The middle day will rain: marked in the proposal, the plan comes again with that day indoors.
	const replanned = page.waitForResponse(
		(res) => res.url().endsWith(`/api/adventures/${id}/day-plan`) && res.request().method() === "POST",
	);
	const rainy = days.nth(2).getByRole("button", { name: /^Rainy day: Day 3 · / });
	await rainy.click();
	await expect(rainy).toHaveAttribute("aria-pressed", "true");
	const plan = (await (await replanned).json()) as DayPlanProposal;
	expectFollowable(plan);
	const rainyDay = plan.days[2];
	for (const stop of rainyDay?.stops ?? []) await expect(days.nth(2)).toContainText(stop.name);
	for (const park of PARKS) await expect(days.nth(2)).not.toContainText(SAVED[park as keyof typeof SAVED]);
	await days.nth(2).scrollIntoViewIfNeeded();
	await shoot(page, "91-day-plan-rainy", { fullPage: false });

	// Accept all: five dated paths, grouped by day on the Paths tab; nothing else written.
	await review.getByRole("button", { name: "Accept all" }).click();
	await expect(toast(page, "Added to your paths")).toBeVisible();
	await expect(review.getByText("Added to your paths")).toHaveCount(5);
	const written = await paths(page.request, id);
	expect(written.map((p) => [p.date, p.name]).sort()).toEqual(plan.days.map((day) => [day.date, day.name]));
	await page.getByRole("tab", { name: /Paths/ }).click();
	const list = page.getByRole("list", { name: "Paths" });
	await expect(list.getByRole("heading", { level: 3 })).toHaveText(
		DATES.map((date, i) => new RegExp(`^Day ${i + 1} · \\w{3} ${Number(date.slice(8))} \\w{3}$`)),
	);
	await expect(list.getByTestId("day-totals")).toHaveCount(5);
	for (const day of plan.days)
		await expect(list.getByRole("button", { name: new RegExp(literally(day.name)) })).toBeVisible();
	// Each day's header and paths fit the panel, on a laptop and on a phone (the planner's names are long).
	await expectInside(
		page,
		page.getByRole("tabpanel", { name: /Paths/ }),
		list.locator("[data-testid=day-totals], button"),
	);
	await shoot(page, "92-paths-by-day");

	// The calendar file: the trip's all-day event and one event per day with its stops.
	expectCalendarByDay(await download(page, "Add to calendar"), plan);
});
