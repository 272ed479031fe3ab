import { describe, expect, it } from "vitest";
import { legOf } from "../../domain/path/day-plan-day";
import { isThinDay, type PlannerPlace, planDays } from "../../domain/path/day-plan-planner";
import type { DayPlanDay } from "../../domain/path/day-plan-rules";
import {
	dayWalkingKm,
	MODE_LEG_LIMIT_KM,
	modeLegLimitKm,
	NAP_MAX_AGE,
	NAP_WINDOW,
	PACE_BANDS,
	paceForAges,
} from "../../domain/path/pace-rules";
import { LONDON_PLACES, LONDON_SUGGESTIONS, LONDON_TRIP } from "./day-plan-london";

const TRIP_DATES = ["2030-06-01", "2030-06-02", "2030-06-03", "2030-06-04", "2030-06-05"];
const pace = paceForAges([3]);
/** One of the London places under another id and name, with some fields changed. */
const variant = (index: number, googlePlaceId: string, name: string, extra: Partial<PlannerPlace>): PlannerPlace => ({
	...(LONDON_PLACES[index] as PlannerPlace),
	googlePlaceId,
	name,
	...extra,
});
const INDOOR = new Set(["cat:nhm", "cat:science", "cat:va", "cat:british"]);

describe("planDays: a 5-day London trip", () => {
	const plan = planDays(LONDON_TRIP);

	it("plans one day per trip date, in order, inside the trip", () => {
		expect(plan.days.map((day) => day.date)).toEqual(TRIP_DATES);
		expect(plan.pace.age).toBe(3);
	});

	it("keeps every leg within its mode's limit and walks at a 3-year-old's pace", () => {
		const walking = plan.days.flatMap((day) => day.legs).filter((leg) => leg.mode === "walking");
		expect(walking.length).toBeGreaterThan(0);
		for (const day of plan.days) {
			for (const leg of day.legs) {
				expect(leg.mode).toBe(day.transportMode);
				expect(leg.distanceMeters).toBeLessThanOrEqual(modeLegLimitKm(leg.mode, pace) * 1000);
			}
		}
		for (const leg of walking) {
			expect(leg.distanceMeters).toBeLessThanOrEqual(1500);
			expect(leg.label).toMatch(/^about \d+ min at a 3-year-old's pace$/);
		}
	});

	it("keeps each day within the walking budget and the stops a day holds", () => {
		for (const day of plan.days) {
			const walked = day.transportMode === "walking" ? day.distanceMeters / 1000 : 0;
			expect(dayWalkingKm(walked, day.stops.length)).toBeLessThanOrEqual(pace.dayWalkingBudgetKm);
			expect(day.walkingMeters).toBeLessThanOrEqual(pace.dayWalkingBudgetKm * 1000);
			expect(day.stops.filter((stop) => !stop.meal).length).toBeLessThanOrEqual(pace.maxStopsPerDay);
			expect(day.distanceMeters).toBe(day.legs.reduce((sum, leg) => sum + leg.distanceMeters, 0));
		}
	});

	it("gives every day a nap window after lunch and says so", () => {
		for (const day of plan.days) {
			expect(day.rest).toMatchObject({ start: NAP_WINDOW.start, end: NAP_WINDOW.end });
			expect(day.notes.join(" ")).toContain("13:00");
		}
	});

	it("keeps the rainy day indoors and says why", () => {
		const rainy = plan.days.find((day) => day.date === "2030-06-03");
		expect(rainy?.rainy).toBe(true);
		const stops = rainy?.stops.filter((stop) => !stop.meal) ?? [];
		expect(stops.length).toBeGreaterThan(0);
		for (const stop of stops) {
			expect(stop.indoor).toBe(true);
			expect(INDOOR.has(stop.googlePlaceId)).toBe(true);
		}
		expect(rainy?.notes.join(" ")).toMatch(/indoors/);
		// Two visits: named after both places.
		expect(rainy?.name).toBe("Natural History Museum & Science Museum");
		for (const day of plan.days.filter((d) => d.date !== "2030-06-03")) expect(day.rainy).toBe(false);
	});

	it("puts a busy place first in the morning", () => {
		for (const day of plan.days) {
			const busyIndex = day.stops.findIndex((stop) =>
				["cat:nhm", "cat:british", "cat:zoo"].includes(stop.googlePlaceId),
			);
			if (busyIndex >= 0) {
				expect(busyIndex).toBe(0);
				expect(day.stops[0]?.block).toBe("morning");
			}
		}
	});

	it("puts the saved restaurant near midday on a day whose stops are near it", () => {
		const meals = plan.days.flatMap((day) => day.stops.filter((stop) => stop.meal));
		expect(meals.length).toBeGreaterThan(0);
		for (const meal of meals) {
			expect(meal.googlePlaceId).toBe("cat:muriels");
			expect(meal.block).toBe("midday");
		}
	});

	it("says once, in the plan's notes, which days have no saved place to eat nearby", () => {
		const dayNotes = plan.days.flatMap((day) => day.notes);
		expect(dayNotes.filter((note) => note.startsWith("None of your saved places to eat is near"))).toEqual([]);
		const unfed = plan.days.filter((day) => !day.rainy && !day.stops.some((s) => s.meal));
		expect(unfed.length).toBeGreaterThan(0);
		expect(plan.notes.filter((note) => note.startsWith("None of your saved places to eat"))).toEqual([
			"None of your saved places to eat is near the stops of Sun Jun 2, Tue Jun 4, Wed Jun 5: pack a picnic or find a café nearby on those days.",
		]);
	});

	it("places every saved place or says why not", () => {
		const placed = new Set(plan.days.flatMap((day) => day.stops.map((stop) => stop.googlePlaceId)));
		for (const saved of LONDON_PLACES) {
			const left = plan.unplaced.find((u) => u.googlePlaceId === saved.googlePlaceId);
			expect(placed.has(saved.googlePlaceId) || !!left?.reason).toBe(true);
		}
		for (const day of plan.days) for (const stop of day.stops) expect(stop.saved).toBe(true);
	});

	it("gives each day a name and legs that join its stops in order", () => {
		for (const day of plan.days) {
			expect(day.name.length).toBeGreaterThan(0);
			expect(day.legs.length).toBe(Math.max(0, day.stops.length - 1));
			day.legs.forEach((leg, i) => {
				expect(leg.fromGooglePlaceId).toBe(day.stops[i]?.googlePlaceId);
				expect(leg.toGooglePlaceId).toBe(day.stops[i + 1]?.googlePlaceId);
			});
		}
	});

	it("gives the same plan for the same inputs, whatever order the places come in", () => {
		expect(planDays(LONDON_TRIP)).toEqual(plan);
		expect(planDays({ ...LONDON_TRIP, places: [...LONDON_PLACES].reverse() })).toEqual(plan);
	});
});

describe("planDays: existing paths, thin days, pace", () => {
	it("keeps a walk's places together, days even, and lunch a short walk away, never a zig-zag", () => {
		const plan = planDays({ ...LONDON_TRIP, endDate: "2030-06-03", kidAges: [5] });
		const five = paceForAges([5]);
		const dayOf = (id: string) => plan.days.find((day) => day.stops.some((s) => s.googlePlaceId === id))?.date;
		expect(dayOf("cat:british")).toBe(dayOf("cat:coram"));
		expect(dayOf("cat:zoo")).toBe(dayOf("cat:regents"));
		for (const day of plan.days) {
			const i = day.stops.findIndex((s) => s.meal);
			if (i < 0) continue;
			const near = Math.min(day.legs[i - 1]?.distanceMeters ?? Infinity, day.legs[i]?.distanceMeters ?? Infinity);
			expect(near).toBeLessThanOrEqual(five.maxWalkingLegKm * 1000);
		}
		const sizes = plan.days.map((day) => day.stops.filter((s) => !s.meal).length);
		expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
	});

	it("lunches indoors on a rainy day, or says there is nowhere indoors to eat nearby", () => {
		const kiosk = variant(8, "cat:kiosk", "Park Kiosk", { tags: ["outdoor"] });
		const diner = variant(8, "cat:diner", "Cosy Diner", { tags: ["indoor"], latitude: 51.4975 });
		const withKiosk = LONDON_PLACES.filter((p) => p.googlePlaceId !== "cat:muriels").concat(kiosk);
		const plan = planDays({ ...LONDON_TRIP, places: withKiosk });
		const rainy = plan.days.find((day) => day.rainy) as DayPlanDay;
		expect(rainy.stops.some((s) => s.meal)).toBe(false);
		expect(rainy.notes.join(" ")).toContain("nowhere indoors");
		const both = planDays({ ...LONDON_TRIP, places: [...withKiosk, diner] });
		const meal = both.days.find((day) => day.rainy)?.stops.find((s) => s.meal);
		expect(meal).toMatchObject({ googlePlaceId: "cat:diner", indoor: true });
	});

	it("words a leg at the family's pace on foot and in minutes by transit", () => {
		const [a, b] = LONDON_PLACES as [PlannerPlace, PlannerPlace];
		expect(legOf(a, b, "walking", pace).label).toMatch(/^about \d+ min at a 3-year-old's pace$/);
		expect(legOf(a, b, "transit", pace)).toMatchObject({
			mode: "transit",
			label: expect.stringMatching(/^about \d+ min by transit$/),
		});
	});

	it("says when a day runs past 8 hours of visits, travel and nap, and only then", () => {
		const days = [
			...planDays({ ...LONDON_TRIP, endDate: "2030-06-02", kidAges: [5] }).days,
			...planDays(LONDON_TRIP).days,
		];
		const hours = (day: DayPlanDay) =>
			(day.stops.reduce((sum, s) => sum + s.visitMinutes, 0) +
				day.legs.reduce((sum, leg) => sum + leg.minutes, 0) +
				(day.rest ? 90 : 0)) /
			60;
		expect(days.some((day) => hours(day) > 8)).toBe(true);
		expect(days.some((day) => hours(day) <= 8)).toBe(true);
		for (const day of days) {
			const said = day.notes.find((note) => note.startsWith("A long day"));
			expect(!!said).toBe(hours(day) > 8);
			if (said) expect(said).toContain(`about ${Math.round(hours(day))} hours`);
		}
	});

	it("on a day that rides, names the hops short enough to walk", () => {
		const plan = planDays({ ...LONDON_TRIP, endDate: "2030-06-02", kidAges: [5] });
		const rides = plan.days.filter((day) => day.transportMode !== "walking");
		expect(rides.length).toBeGreaterThan(0);
		for (const day of rides) {
			const short = day.legs.filter((leg) => leg.distanceMeters < 1000);
			if (short.length > 0)
				expect(day.notes.join(" ")).toMatch(/a short walk: .+ \(about \d+ min at a 5-year-old's pace\)/);
		}
	});

	it("says first why it could plan no day", () => {
		expect(planDays({ ...LONDON_TRIP, places: [] }).notes[0]).toBe(
			"There are no saved places to plan from yet: save a few places, or ask Wunder for ideas.",
		);
		const onlyLunch = planDays({ ...LONDON_TRIP, places: LONDON_PLACES.filter((p) => p.types.includes("restaurant")) });
		expect(onlyLunch.days).toEqual([]);
		expect(onlyLunch.notes[0]).toBe("None of your saved places could make a day; each one says why.");
		expect(onlyLunch.unplaced.map((u) => u.googlePlaceId)).toEqual(["cat:muriels"]);
	});

	it("never plans or suggests a place closed on the trip's dates", () => {
		const lido = variant(4, "cat:closed-lido", "Closed Lido", { closed: true });
		const plan = planDays({
			...LONDON_TRIP,
			places: [...LONDON_PLACES, lido],
			suggestions: LONDON_SUGGESTIONS.map((p) => ({ ...p, closed: true })),
		});
		const planned = plan.days.flatMap((day) => day.stops.map((s) => s.googlePlaceId));
		expect(planned).not.toContain("cat:closed-lido");
		expect(plan.days.flatMap((day) => day.stops).every((s) => s.saved)).toBe(true);
		expect(plan.unplaced.find((u) => u.googlePlaceId === "cat:closed-lido")?.reason).toMatch(
			/^closed on your trip's dates/,
		);
	});

	it("never plans a hotel as a stop", () => {
		const hotel = variant(0, "cat:hotel", "Kensington Hotel", { types: ["lodging"], tags: [] });
		const plan = planDays({ ...LONDON_TRIP, places: [...LONDON_PLACES, hotel] });
		expect(plan.days.flatMap((day) => day.stops.map((s) => s.googlePlaceId))).not.toContain("cat:hotel");
		expect(plan.unplaced.find((u) => u.googlePlaceId === "cat:hotel")?.reason).toBe(
			"a place to stay, where the days start",
		);
	});

	it("plans only the free days and keeps the existing paths' places out", () => {
		const plan = planDays({
			...LONDON_TRIP,
			existingPaths: [
				{ name: "Museum morning", date: "2030-06-02", placeIds: ["cat:va"] },
				{ name: "Ideas", date: null, placeIds: ["cat:hyde"] },
			],
		});
		expect(plan.days.map((day) => day.date)).toEqual(["2030-06-01", "2030-06-03", "2030-06-04", "2030-06-05"]);
		const placed = plan.days.flatMap((day) => day.stops.map((stop) => stop.googlePlaceId));
		expect(placed).not.toContain("cat:va");
		expect(plan.unplaced.find((u) => u.googlePlaceId === "cat:va")?.reason).toContain("Museum morning");
		expect(plan.notes.join(" ")).toContain("2 existing paths");
	});

	it("plans every day again when every day already has a path, and says so", () => {
		const plan = planDays({
			...LONDON_TRIP,
			existingPaths: TRIP_DATES.map((date) => ({ name: `Day ${date}`, date, placeIds: [] })),
		});
		expect(plan.days.map((day) => day.date)).toEqual(TRIP_DATES);
		expect(plan.notes.join(" ")).toMatch(/every day/i);
	});

	it("fills a thin day with nearby suggestions the family has not saved", () => {
		const plain = planDays(LONDON_TRIP);
		expect(plain.days.some(isThinDay)).toBe(true);
		const plan = planDays({ ...LONDON_TRIP, suggestions: LONDON_SUGGESTIONS });
		const suggested = plan.days.flatMap((day) => day.stops.filter((stop) => !stop.saved));
		expect(suggested.length).toBeGreaterThan(0);
		for (const stop of suggested) {
			expect(["cat:diana", "cat:serpentine", "cat:museum-childhood"]).toContain(stop.googlePlaceId);
		}
		const day = plan.days.find((d) => d.stops.some((stop) => !stop.saved));
		expect(day?.notes.join(" ")).toMatch(/suggestion/i);
		// Every day is filled to two stops: a walk away when one is, else a short ride.
		for (const day of plan.days) expect(day.stops.filter((s) => !s.meal).length).toBeGreaterThanOrEqual(2);
		// Never a café as a suggestion, and never the same suggestion twice.
		expect(suggested.map((s) => s.googlePlaceId)).not.toContain("cat:brompton");
		expect(new Set(suggested.map((s) => s.googlePlaceId)).size).toBe(suggested.length);
	});

	it("plans fewer days when there are too few places, and says so", () => {
		const plan = planDays({ ...LONDON_TRIP, places: LONDON_PLACES.slice(0, 2), rainyDates: [] });
		expect(plan.days.length).toBeLessThan(5);
		expect(plan.days.length).toBeGreaterThan(0);
		expect(plan.notes.join(" ")).toMatch(/of the 5/);
	});

	it("leaves a rainy day out when no indoor place is left for it, and says what to do", () => {
		const outdoor = LONDON_PLACES.filter((p) => ["cat:hyde", "cat:regents", "cat:coram"].includes(p.googlePlaceId));
		const plan = planDays({ ...LONDON_TRIP, places: outdoor });
		expect(plan.days.map((day) => day.date)).not.toContain("2030-06-03");
		expect(plan.notes.join(" ")).toContain("Mon Jun 3 is marked rainy");
	});

	it("naps in a park of the day, else back at a stay near lunch", () => {
		const plan = planDays(LONDON_TRIP);
		const park = plan.days.find((day) => day.stops.some((s) => s.googlePlaceId === "cat:regents"));
		expect(park?.rest?.where).toBe("Regent's Park");
		const rainy = plan.days.find((day) => day.rainy);
		expect(rainy?.rest?.where).toBe("Gloucester Road flat");
		expect(rainy?.notes).toContain("Nap or quiet time from 13:00 to 14:30: back at Gloucester Road flat.");
	});

	it("holds more stops a day and no nap window for older kids", () => {
		const plan = planDays({ ...LONDON_TRIP, kidAges: [9, 11], rainyDates: [] });
		expect(plan.pace.age).toBe(9);
		for (const day of plan.days) expect(day.rest).toBeNull();
		const older = paceForAges([9]);
		for (const day of plan.days) {
			for (const leg of day.legs)
				expect(leg.distanceMeters).toBeLessThanOrEqual(modeLegLimitKm(leg.mode, older) * 1000);
		}
	});

	it.each(PACE_BANDS.filter((band) => Number.isFinite(band.upToAge)).map((band) => [band.upToAge, band] as const))(
		"follows the pace band of a youngest aged %i",
		(age, band) => {
			const plan = planDays({ ...LONDON_TRIP, kidAges: [age, 14], transitAvailable: true });
			expect(plan.days.length).toBeGreaterThan(0);
			for (const day of plan.days) {
				expect(day.stops.filter((s) => !s.meal).length).toBeLessThanOrEqual(band.maxStopsPerDay);
				expect(day.rest != null).toBe(age <= NAP_MAX_AGE);
				expect(day.walkingMeters).toBeLessThanOrEqual(band.dayWalkingBudgetKm * 1000);
				for (const leg of day.legs) {
					const limit = leg.mode === "walking" ? band.maxWalkingLegKm : MODE_LEG_LIMIT_KM[leg.mode];
					expect(leg.distanceMeters).toBeLessThanOrEqual(limit * 1000);
				}
			}
		},
	);

	it("plans thirty places over seven days well under 300 ms", () => {
		const places = Array.from({ length: 30 }, (_, i) => ({
			...(LONDON_PLACES[i % LONDON_PLACES.length] as (typeof LONDON_PLACES)[number]),
			googlePlaceId: `cat:p${i}`,
			latitude: 51.49 + (i % 6) * 0.008,
			longitude: -0.18 + Math.floor(i / 6) * 0.012,
		}));
		const started = performance.now();
		const plan = planDays({ ...LONDON_TRIP, endDate: "2030-06-07", places });
		expect(performance.now() - started).toBeLessThan(300);
		expect(plan.days.length).toBe(7);
	});
});
