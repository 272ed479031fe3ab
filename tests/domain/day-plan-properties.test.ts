import { describe, expect, it } from "vitest";
import { type DayPlanInput, type PlannerPlace, planDays } from "../../domain/path/day-plan-planner";
import { modeLegLimitKm, paceForAges } from "../../domain/path/pace-rules";

/** A small seeded generator, so every run checks the same trips. */
function random(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (state * 1_664_525 + 1_013_904_223) >>> 0;
		return state / 2 ** 32;
	};
}

const KINDS: { types: string[]; tags?: string[] }[] = [
	{ types: ["museum"], tags: ["indoor"] },
	{ types: ["park"], tags: ["outdoor"] },
	{ types: ["playground"] },
	{ types: ["zoo"] },
	{ types: ["aquarium"] },
	{ types: ["restaurant"] },
	{ types: ["cafe"] },
	{ types: ["tourist_attraction"] },
	{ types: ["library"] },
];

/** A trip with places scattered `spreadKm` around a point: some a walk apart, some a drive. */
function trip(seed: number): DayPlanInput {
	const next = random(seed);
	const center = { latitude: -40 + next() * 100, longitude: -170 + next() * 340 };
	const spreadKm = [1, 3, 10, 60, 300][Math.floor(next() * 5)] as number;
	const at = () => ({
		latitude: center.latitude + ((next() - 0.5) * spreadKm) / 111,
		longitude: center.longitude + ((next() - 0.5) * spreadKm) / (111 * Math.cos((center.latitude * Math.PI) / 180)),
	});
	const place = (id: string): PlannerPlace => {
		const kind = KINDS[Math.floor(next() * KINDS.length)] as (typeof KINDS)[number];
		return { googlePlaceId: id, name: `Place ${id}`, address: null, ...at(), ...kind, busy: next() < 0.2 };
	};
	const days = 1 + Math.floor(next() * 7);
	const start = "2031-03-28";
	const end = new Date(Date.UTC(2031, 2, 28 + days - 1)).toISOString().slice(0, 10);
	const dates = Array.from({ length: days }, (_, i) => new Date(Date.UTC(2031, 2, 28 + i)).toISOString().slice(0, 10));
	const count = 1 + Math.floor(next() * 12);
	return {
		adventureId: `trip-${seed}`,
		startDate: start,
		endDate: end,
		kidAges: [[1, 3, 6, 12][Math.floor(next() * 4)] as number, 14],
		places: Array.from({ length: count }, (_, i) => place(`p${i}`)),
		stay: next() < 0.6 ? { label: "The flat", ...at() } : null,
		center: next() < 0.8 ? center : null,
		existingPaths: next() < 0.3 ? [{ name: "Ours", date: dates[0] ?? null, placeIds: ["p0"] }] : [],
		rainyDates: dates.filter(() => next() < 0.25),
		transitAvailable: next() < 0.5,
		suggestions: next() < 0.5 ? Array.from({ length: 6 }, (_, i) => place(`s${i}`)) : [],
	};
}

describe("planDays over many trips", () => {
	it.each(Array.from({ length: 300 }, (_, i) => i + 1))("trip %i keeps the rules", (seed) => {
		const input = trip(seed);
		const plan = planDays(input);
		const pace = paceForAges(input.kidAges);
		const dates = plan.days.map((day) => day.date);
		expect(new Set(dates).size).toBe(dates.length);
		const taken = new Set(input.existingPaths.map((p) => p.date));
		for (const day of plan.days) {
			expect(day.date >= input.startDate && day.date <= input.endDate).toBe(true);
			if (plan.days.length < 7 && taken.size > 0 && !taken.has(input.startDate))
				expect(taken.has(day.date)).toBe(false);
			expect(day.stops.length).toBeGreaterThan(0);
			expect(day.stops.filter((s) => !s.meal).length).toBeLessThanOrEqual(pace.maxStopsPerDay);
			expect(day.walkingMeters).toBeLessThanOrEqual(pace.dayWalkingBudgetKm * 1000);
			for (const leg of day.legs) {
				expect(leg.mode).toBe(day.transportMode);
				expect(leg.distanceMeters).toBeLessThanOrEqual(modeLegLimitKm(leg.mode, pace) * 1000);
			}
			if (day.rainy) for (const stop of day.stops) expect(stop.indoor).toBe(true);
			expect(new Set(day.stops.map((s) => s.googlePlaceId)).size).toBe(day.stops.length);
		}
		// Every saved place is in a day or said why not.
		const placed = new Set(plan.days.flatMap((day) => day.stops.map((s) => s.googlePlaceId)));
		const left = new Set(plan.unplaced.map((u) => u.googlePlaceId));
		for (const place of input.places)
			expect(placed.has(place.googlePlaceId) || left.has(place.googlePlaceId)).toBe(true);
		expect(planDays(input)).toEqual(plan);
	});
});
