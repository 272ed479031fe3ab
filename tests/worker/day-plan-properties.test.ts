// Measured: the day planner through the API on every catalog destination, with
// 1–8 saved places, 1–7 days and youngest ages 1, 3, 6 and 12. The properties come from the
// contract (domain/path/day-plan-rules.ts; the pace table in domain/path/pace-rules.ts is the
// documented walking budget), never from the planner's code: each plan is checked from the stops'
// own coordinates and the legs it reports.
import { beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../domain/geo/geo-rules";
import { type DayPlanDay, type DayPlanProposal, dayPlanMessages } from "../../domain/path/day-plan-rules";
import {
	dayWalkingKm,
	modeLegLimitKm,
	NAP_WINDOW,
	type Pace,
	paceForAges,
	paceLegLabel,
	walkingMinutesAtPace,
} from "../../domain/path/pace-rules";
import { placeSetting } from "../../domain/place/vocabulary-setting";
import {
	acceptDays,
	CATALOG_BY_ID,
	createTrip,
	DESTINATIONS,
	pick,
	proposeDays,
	seeded,
	send,
	storedPaths,
	type Trip,
} from "./day-plan-trips";
import { insertCatalog } from "./guide-corpus/catalog";
import { type SignedIn, signIn } from "./helpers";

const YOUNGEST = [1, 3, 6, 12] as const;
const BLOCK_ORDER = { morning: 0, midday: 1, afternoon: 2 } as const;
/** A metre of slack for rounding the reported metres. */
const METRE = 1;

interface Case {
	destination: (typeof DESTINATIONS)[number];
	youngest: number;
	kidAges: number[];
	days: number;
	placeCount: number;
	rainy: "none" | "first" | "last";
	/** Accept every day, or only the first, third… without their suggestions (the family accepts per day). */
	acceptAll: boolean;
	seed: number;
}

/**
 * Ten trips per destination: the first eight hold every count of saved places 1–8, every trip length
 * 1–7 and each youngest age twice (once with an older sibling, whose age must not change the pace);
 * two more mix the counts another way (the run stays under a minute on two shared cores). A third of
 * them have a rainy day; half are accepted day by day. Plus the corners: a full list squeezed into
 * one day for a baby, one place over a week, a full list over a week.
 */
function cases(): Case[] {
	const out: Case[] = [];
	DESTINATIONS.forEach((destination, d) => {
		for (let k = 0; k < 10; k++) {
			const youngest = YOUNGEST[k % 4] ?? 3;
			const round = k < 8 ? { days: k * 3, places: k } : { days: k * 5, places: k * 3 };
			out.push({
				destination,
				youngest,
				kidAges: (k >> 2) % 2 === 0 ? [youngest] : [youngest, youngest + 5],
				days: ((round.days + d) % 7) + 1,
				placeCount: ((round.places + d) % 8) + 1,
				rainy: k % 3 === 1 ? "first" : k % 3 === 2 ? "last" : "none",
				acceptAll: k % 2 === 0,
				seed: 1000 * (d + 1) + k,
			});
		}
	});
	const london = DESTINATIONS.find((d) => d.slug === "london");
	if (!london) throw new Error("no London in the catalog");
	const corner = { destination: london, rainy: "none" as const, acceptAll: true };
	out.push(
		{ ...corner, youngest: 1, kidAges: [1], days: 1, placeCount: 8, seed: 1 },
		{ ...corner, youngest: 3, kidAges: [3, 8], days: 7, placeCount: 1, seed: 2 },
		{ ...corner, youngest: 12, kidAges: [12], days: 7, placeCount: 8, seed: 3 },
	);
	return out;
}

const describeCase = (c: Case, saved: readonly { id: string }[] = []) =>
	`${c.destination.slug}, ages ${c.kidAges.join("+")}, ${c.days} day(s), ${c.placeCount} place(s)` +
	`${c.rainy === "none" ? "" : `, ${c.rainy} day rainy`}${saved.length ? ` [${saved.map((p) => p.id).join(", ")}]` : ""}`;

let owner: SignedIn;

beforeAll(async () => {
	await insertCatalog();
	owner = await signIn();
}, 60_000);

/** Every property one proposal must keep, checked from the stops' coordinates and the pace table. */
function checkProposal(trip: Trip, pace: Pace, rainyDates: string[], proposal: DayPlanProposal, where: string) {
	expect(proposal.adventureId, where).toBe(trip.adventureId);
	expect(proposal.pace, `${where}: the youngest sets the pace`).toEqual(pace);
	const dates = proposal.days.map((day) => day.date);
	expect(
		dates.every((date) => trip.dates.includes(date)),
		`${where}: days ${dates} inside ${trip.start}…${trip.end}`,
	).toBe(true);
	expect(new Set(dates).size, `${where}: one proposed day per date`).toBe(dates.length);
	expect([...dates].sort(), `${where}: days in date order`).toEqual(dates);

	const savedIds = new Set(trip.saved.map((p) => p.id));
	const visits: string[] = [];
	const meals = new Set<string>();
	for (const day of proposal.days) {
		const stops = day.stops.map((s) => `${s.name}${s.meal ? " (meal)" : ""}`).join(" → ");
		checkDay(day, pace, rainyDates, savedIds, `${where}, ${day.date} [${stops}]`);
		for (const stop of day.stops.filter((s) => s.saved)) {
			if (stop.meal) meals.add(stop.googlePlaceId);
			else visits.push(stop.googlePlaceId);
		}
	}
	// Every saved place is planned or said why not, never both; a place to visit is planned once (a
	// saved eating place may be the meal stop of several days).
	const twice = visits.filter((id, i) => visits.indexOf(id) !== i);
	expect(twice, `${where}: saved places planned on two days`).toEqual([]);
	const planned = new Set([...visits, ...meals]);
	const unplaced = proposal.unplaced.map((u) => u.googlePlaceId);
	expect(
		unplaced.filter((id) => planned.has(id)),
		`${where}: planned and unplaced`,
	).toEqual([]);
	expect([...planned, ...unplaced].sort(), `${where}: saved places planned or unplaced`).toEqual([...savedIds].sort());
	for (const u of proposal.unplaced) expect(u.reason.trim(), `${where}: why ${u.name} is left out`).not.toBe("");
}

function checkDay(day: DayPlanDay, pace: Pace, rainyDates: string[], savedIds: Set<string>, at: string) {
	expect(day.stops.length, `${at}: a planned day holds stops`).toBeGreaterThan(0);
	expect(new Set(day.stops.map((s) => s.googlePlaceId)).size, `${at}: a stop twice`).toBe(day.stops.length);
	expect(day.stops.filter((s) => !s.meal).length, `${at}: stops for ${pace.age}`).toBeLessThanOrEqual(
		pace.maxStopsPerDay,
	);
	expect(day.stops.filter((s) => s.meal).length, `${at}: one meal stop at most`).toBeLessThanOrEqual(1);
	let block = 0;
	for (const stop of day.stops) {
		const row = CATALOG_BY_ID.get(stop.googlePlaceId);
		expect(row, `${at}: ${stop.googlePlaceId} is a catalog place`).toBeDefined();
		if (!row) continue;
		expect(stop.saved, `${at}: ${stop.name} saved flag`).toBe(savedIds.has(stop.googlePlaceId));
		expect([stop.latitude, stop.longitude], `${at}: ${stop.name} where it is`).toEqual([row.latitude, row.longitude]);
		const setting = placeSetting(row);
		if (setting === "outdoor") expect(stop.indoor, `${at}: ${stop.name} is outdoors`).toBe(false);
		if (setting === "indoor") expect(stop.indoor, `${at}: ${stop.name} is indoors`).toBe(true);
		if (stop.meal) {
			expect(stop.saved, `${at}: the meal stop is a saved eating place`).toBe(true);
			expect(stop.block, `${at}: the meal is at midday`).toBe("midday");
		}
		expect(
			BLOCK_ORDER[stop.block],
			`${at}: ${stop.name} (${stop.block}) after the blocks before it`,
		).toBeGreaterThanOrEqual(block);
		block = BLOCK_ORDER[stop.block];
	}
	const rainy = rainyDates.includes(day.date);
	expect(day.rainy, `${at}: rainy as the family marked it`).toBe(rainy);
	if (rainy) {
		for (const stop of day.stops) {
			const row = CATALOG_BY_ID.get(stop.googlePlaceId);
			expect(stop.indoor, `${at}: ${stop.name} on a rainy day`).toBe(true);
			expect(row && placeSetting(row), `${at}: ${stop.name} on a rainy day`).not.toBe("outdoor");
		}
	}
	if (pace.age != null && pace.age <= 3) {
		expect(day.rest, `${at}: a nap window for a ${pace.age}-year-old`).toMatchObject(NAP_WINDOW);
		expect(day.rest?.where.trim(), `${at}: where the nap is`).not.toBe("");
	} else {
		expect(day.rest, `${at}: no nap window at ${pace.age}`).toBeNull();
	}
	checkLegs(day, pace, at);
}

function checkLegs(day: DayPlanDay, pace: Pace, at: string) {
	expect(day.legs.length, `${at}: a leg between each two stops`).toBe(Math.max(0, day.stops.length - 1));
	let walkedMeters = 0;
	let walkedMinutes = 0;
	day.legs.forEach((leg, i) => {
		const from = day.stops[i];
		const to = day.stops[i + 1];
		if (!from || !to) return;
		const on = `${at}: ${from.name} → ${to.name} (${leg.mode}, ${leg.distanceMeters} m)`;
		expect([leg.fromGooglePlaceId, leg.toGooglePlaceId], on).toEqual([from.googlePlaceId, to.googlePlaceId]);
		const straightMeters = haversineKm(from, to) * 1000;
		expect(leg.distanceMeters, `${on}: no shorter than the straight line`).toBeGreaterThanOrEqual(
			Math.floor(straightMeters) - METRE,
		);
		expect(leg.distanceMeters / 1000, `${on}: within the mode's limit`).toBeLessThanOrEqual(
			modeLegLimitKm(leg.mode, pace),
		);
		if (leg.mode === "walking") {
			walkedMeters += leg.distanceMeters;
			walkedMinutes += leg.minutes;
			expect(leg.minutes, `${on}: minutes at the family's pace`).toBe(walkingMinutesAtPace(leg.distanceMeters, pace));
			expect(leg.label, on).toBe(paceLegLabel(leg.distanceMeters, pace));
		}
	});
	const total = day.legs.reduce((sum, leg) => sum + leg.distanceMeters, 0);
	expect(Math.abs(day.distanceMeters - total), `${at}: the day's distance is its legs'`).toBeLessThanOrEqual(
		METRE * day.legs.length,
	);
	// The documented day on foot: the walked legs plus the allowance inside each stop.
	const onFootKm = dayWalkingKm(walkedMeters / 1000, day.stops.length);
	expect(onFootKm, `${at}: km on foot within ${pace.dayWalkingBudgetKm} km`).toBeLessThanOrEqual(
		pace.dayWalkingBudgetKm,
	);
	expect(Math.abs(day.walkingMeters - onFootKm * 1000), `${at}: walkingMeters`).toBeLessThanOrEqual(METRE);
	expect(Math.abs(day.walkingMinutes - walkedMinutes), `${at}: walking minutes are the legs'`).toBeLessThanOrEqual(
		day.legs.length,
	);
}

describe("the day planner on every catalog destination", () => {
	for (const c of cases()) {
		it(describeCase(c), async () => {
			// Each trip its own family: proposals are limited per user and hour, and 115 trips ask 230.
			const family = await signIn();
			const random = seeded(c.seed);
			const saved = pick(c.destination.places, c.placeCount, random);
			const start = `2031-0${(c.seed % 9) + 1}-0${(c.seed % 7) + 1}`;
			const trip = await createTrip(family, c.destination, { start, days: c.days, kidAges: c.kidAges, saved });
			const where = `${describeCase(c, saved)} from ${start}`;
			const pace = paceForAges(c.kidAges);
			const rainyDates = c.rainy === "none" ? [] : [c.rainy === "first" ? trip.start : trip.end];
			const body = rainyDates.length ? { rainyDates } : {};
			const before = await storedPaths(trip.adventureId);

			const first = await proposeDays(family, trip.adventureId, body);
			expect(first.status, where).toBe(200);
			checkProposal(trip, pace, rainyDates, first.proposal, where);
			// The same inputs give the same plan, and proposing writes nothing.
			const second = await proposeDays(family, trip.adventureId, body);
			expect(second.status, where).toBe(200);
			expect(second.proposal, `${where}: asked twice`).toEqual(first.proposal);
			expect(await storedPaths(trip.adventureId), `${where}: a proposal writes nothing`).toEqual(before);

			// All days as proposed; or day by day, every other one, the suggestions removed (as the review
			// sends them: the stops left, the rest the server recomputes).
			const accepted = c.acceptAll
				? first.proposal.days
				: first.proposal.days
						.filter((_, i) => i % 2 === 0)
						.map((day) => ({ ...day, stops: day.stops.filter((s) => s.saved) }))
						.filter((day) => day.stops.length > 0);
			if (accepted.length === 0) return;
			const res = await acceptDays(family, trip.adventureId, accepted);
			expect(res.status, `${where}: accept`).toBe(201);
			const answer = (await res.json()) as { paths: { date: string | null; name: string }[] };
			expect(
				answer.paths.map((p) => [p.date, p.name]),
				`${where}: accept answers the paths`,
			).toEqual(accepted.map((day) => [day.date, day.name]));

			// D1 holds the family's own path as it was, plus exactly the accepted days as dated paths.
			const after = await storedPaths(trip.adventureId);
			const kept = after.filter((p) => before.some((b) => b.id === p.id));
			expect(kept, `${where}: existing paths kept`).toEqual(before);
			const written = after
				.filter((p) => !before.some((b) => b.id === p.id))
				.map(({ date, name, transportMode, placeIds }) => ({ date, name, transportMode, placeIds }));
			const expected = accepted.map((day) => ({
				date: day.date,
				name: day.name,
				transportMode: day.transportMode,
				placeIds: day.stops.map((s) => s.googlePlaceId),
			}));
			const byDate = (a: { date: string | null }, b: { date: string | null }) =>
				(a.date ?? "").localeCompare(b.date ?? "");
			expect(written.sort(byDate), `${where}: accepted days written as dated paths`).toEqual(expected.sort(byDate));
			for (const p of after) {
				if (p.date !== null) expect(trip.dates, `${where}: ${p.name} on ${p.date}`).toContain(p.date);
			}
		});
	}
});

describe("who may plan, and bad bodies", () => {
	const london = DESTINATIONS.find((d) => d.slug === "london");
	const twoPlaces = () => london?.places.filter((p) => p.types.includes("museum")).slice(0, 2) ?? [];

	it("a public adventure's viewer gets 403 and a stranger 404 from both calls; nothing is written", async () => {
		if (!london) throw new Error("no London in the catalog");
		const [viewer, stranger] = await Promise.all([signIn(), signIn()]);
		const open = await createTrip(owner, london, { start: "2031-04-06", days: 3, kidAges: [3, 8], saved: twoPlaces() });
		const closed = await createTrip(owner, london, { start: "2031-04-06", days: 3, kidAges: [3], saved: twoPlaces() });
		expect((await send(owner, "PATCH", `/api/adventures/${open.adventureId}`, { isPublic: true })).status).toBe(200);
		const plan = await proposeDays(owner, open.adventureId);
		expect(plan.status).toBe(200);
		const days = plan.proposal.days;
		expect(days.length).toBeGreaterThan(0);
		const before = [await storedPaths(open.adventureId), await storedPaths(closed.adventureId)];

		expect((await proposeDays(viewer, open.adventureId)).status).toBe(403);
		expect((await acceptDays(viewer, open.adventureId, days)).status).toBe(403);
		expect((await proposeDays(stranger, closed.adventureId)).status).toBe(404);
		expect((await acceptDays(stranger, closed.adventureId, days)).status).toBe(404);
		expect((await proposeDays(viewer, crypto.randomUUID())).status).toBe(404);
		expect([await storedPaths(open.adventureId), await storedPaths(closed.adventureId)]).toEqual(before);
	});

	it("answers 400 to bad bodies and writes nothing", async () => {
		if (!london) throw new Error("no London in the catalog");
		const trip = await createTrip(owner, london, { start: "2031-04-06", days: 3, kidAges: [3, 8], saved: twoPlaces() });
		const plan = await proposeDays(owner, trip.adventureId);
		expect(plan.status).toBe(200);
		const [day] = plan.proposal.days;
		if (!day) throw new Error("no day proposed for two museums over three days");
		const before = await storedPaths(trip.adventureId);
		const proposeBodies: unknown[] = [
			{ rainyDates: "2031-04-06" },
			{ rainyDates: ["06/04/2031"] },
			{ rainyDates: ["2031-02-30"] },
			{ rainyDates: [20310406] },
			{ rainy: ["2031-04-06"] },
			[],
			"plan",
		];
		for (const body of proposeBodies) {
			const res = await send(owner, "POST", `/api/adventures/${trip.adventureId}/day-plan`, body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect(((await res.json()) as { error?: unknown }).error, JSON.stringify(body)).toEqual(expect.any(String));
		}
		const acceptBodies: unknown[] = [
			{},
			{ days: "all" },
			{ days: [{ ...day, date: "2031-04-05" }] },
			{ days: [{ ...day, date: "2031-04-09" }] },
			{ days: [{ ...day, date: "not a date" }] },
			{ days: [{ ...day, stops: "none" }] },
			{ days: [day], extra: true },
			[day],
		];
		for (const body of acceptBodies) {
			const res = await send(owner, "POST", `/api/adventures/${trip.adventureId}/day-plan/accept`, body);
			const label = JSON.stringify(body).slice(0, 120);
			expect(res.status, label).toBe(400);
			expect(((await res.json()) as { error?: unknown }).error, label).toEqual(expect.any(String));
		}
		// The planner's refusals, in its words; a good day beside a bad one is not written either.
		const [stop] = day.stops;
		if (!stop) throw new Error("a proposed day without stops");
		const trip3 = ["2031-04-06", "2031-04-08"] as const;
		const refused: [string, unknown, string][] = [
			["day-plan", { rainyDates: ["2031-04-09"] }, dayPlanMessages.rainyOutsideTrip("2031-04-09", ...trip3)],
			["day-plan/accept", { days: [] }, dayPlanMessages.noDays],
			[
				"day-plan/accept",
				{ days: [{ ...day, date: "2031-04-05" }] },
				dayPlanMessages.dateOutsideTrip("2031-04-05", ...trip3),
			],
			[
				"day-plan/accept",
				{ days: [day, { ...day, date: "2031-04-09" }] },
				dayPlanMessages.dateOutsideTrip("2031-04-09", ...trip3),
			],
			["day-plan/accept", { days: [day, day] }, dayPlanMessages.duplicateDate(day.date)],
			["day-plan/accept", { days: [{ ...day, stops: [] }] }, dayPlanMessages.emptyDay(day.date)],
			[
				"day-plan/accept",
				{ days: [{ ...day, stops: [stop, stop] }] },
				dayPlanMessages.duplicateStop(stop.googlePlaceId, day.date),
			],
			[
				"day-plan/accept",
				{ days: [{ ...day, stops: [{ ...stop, googlePlaceId: "cat:no-such-place" }] }] },
				dayPlanMessages.unknownPlace("cat:no-such-place"),
			],
		];
		for (const [route, body, message] of refused) {
			const res = await send(owner, "POST", `/api/adventures/${trip.adventureId}/${route}`, body);
			expect(res.status, message).toBe(400);
			expect(await res.json(), message).toMatchObject({ error: message });
		}
		expect(await storedPaths(trip.adventureId)).toEqual(before);
	});
});
