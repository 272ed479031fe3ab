import { describe, expect, it } from "vitest";
import type { DayPlanDay } from "../../domain/path/day-plan-rules";
import { dayWalkingKm, paceLegLabel, walkingMinutesAtPace } from "../../domain/path/pace-rules";
import { estimateLeg } from "../../domain/path/path-rules";
import { blockLabel, dayHeading, dayWithout, otherNotes, restLine } from "../../web/src/features/paths/day-plan-edit";
import { aquarium, cafe, DAY1, nhm, PACE } from "./day-plan-fixtures";

/** A day after the family removed suggestions: what the review shows and what accepting sends. */

const suggested = { ...cafe, saved: false };
const day: DayPlanDay = {
	...DAY1,
	stops: [nhm, suggested, aquarium],
	legs: [
		DAY1.legs[0] as (typeof DAY1.legs)[number],
		{
			...(DAY1.legs[1] as (typeof DAY1.legs)[number]),
			fromGooglePlaceId: cafe.googlePlaceId,
			toGooglePlaceId: aquarium.googlePlaceId,
		},
	],
};

describe("a day without removed suggestions", () => {
	it("a removed stop in the middle: one leg across the gap, at the child's pace, and the day's totals follow", () => {
		const edited = dayWithout(day, new Set([cafe.googlePlaceId]), PACE);
		expect(edited.stops.map((s) => s.name)).toEqual(["Natural History Museum", "Sea Life London"]);
		const meters = estimateLeg(nhm, aquarium, "walking").distanceMeters;
		expect(edited.legs).toEqual([
			expect.objectContaining({
				fromGooglePlaceId: nhm.googlePlaceId,
				toGooglePlaceId: aquarium.googlePlaceId,
				distanceMeters: meters,
				label: paceLegLabel(meters, PACE),
			}),
		]);
		expect(edited.distanceMeters).toBe(meters);
		// Walking as the planner counts it: the legs on foot, plus an allowance inside each of the 2 stops.
		expect(edited.walkingMinutes).toBe(walkingMinutesAtPace(meters, PACE));
		expect(edited.walkingMeters).toBe(Math.round(dayWalkingKm(meters / 1000, 2) * 1000));
	});

	it("drops the notes that name a removed stop; the rest window is said once", () => {
		const noted = {
			...day,
			notes: [
				"Orangery Café is a suggestion near this day's other stops: keep or remove it before you accept.",
				"Nap or quiet time from 13:00 to 14:30: back at your stay.",
			],
		};
		const edited = dayWithout(noted, new Set([cafe.googlePlaceId]), PACE);
		expect(edited.notes).toEqual(["Nap or quiet time from 13:00 to 14:30: back at your stay."]);
		expect(restLine(edited)).toBe("Nap or quiet time from 13:00 to 14:30: back at your stay.");
		expect(otherNotes(edited)).toEqual([]);
		expect(restLine({ ...edited, notes: [] })).toBe("Nap or rest 13:00–14:30 · back at your stay");
		expect(restLine({ ...edited, rest: null })).toBeNull();
	});

	it("a transit day's gap is said by transit", () => {
		const edited = dayWithout({ ...day, transportMode: "transit" }, new Set([cafe.googlePlaceId]), PACE);
		expect(edited.legs[0]?.label).toMatch(/^about \d+ min by transit$/);
	});

	it("saved places are never removed, and nothing removed leaves the day as it is", () => {
		expect(dayWithout(day, new Set([nhm.googlePlaceId]), PACE)).toBe(day);
		expect(dayWithout(day, new Set(), PACE)).toBe(day);
	});

	it("names the day and the parts of it", () => {
		expect(dayHeading(0, "2026-04-06")).toBe("Day 1 · Mon 6 Apr");
		expect(dayHeading(4, "2026-04-10")).toBe("Day 5 · Fri 10 Apr");
		expect(blockLabel({ block: "midday", meal: true })).toBe("Lunch");
		expect(blockLabel({ block: "midday", meal: false })).toBe("Midday");
		expect(blockLabel({ block: "afternoon", meal: false })).toBe("Afternoon");
	});
});
