import { format, parseISO } from "date-fns";
import { legOf } from "../../../../domain/path/day-plan-day";
import type { DayPlanDay, DayPlanLeg, DayPlanStop } from "../../../../domain/path/day-plan-rules";
import { dayWalkingKm, type Pace, walkingMinutesAtPace } from "../../../../domain/path/pace-rules";

/** "Day 1 · Mon 6 Apr": the day's place in the proposal and its date (a calendar date, no time zone shift). */
export function dayHeading(index: number, isoDate: string): string {
	return `Day ${index + 1} · ${format(parseISO(isoDate), "EEE d MMM")}`;
}

/** The part of the day a stop is in, as the review names it: a meal near midday is lunch. */
export function blockLabel(stop: Pick<DayPlanStop, "block" | "meal">): string {
	if (stop.block === "morning") return "Morning";
	if (stop.block === "afternoon") return "Afternoon";
	return stop.meal ? "Lunch" : "Midday";
}

/**
 * The day without the suggestions the family removed: the stops left in order, the proposal's legs
 * between them kept, and where a removed stop leaves a gap the planner's leg across it; the day's
 * distance and walking follow, as the planner counts them. Saved places are never removed.
 * Unchanged when nothing is.
 */
export function dayWithout(day: DayPlanDay, removed: ReadonlySet<string>, pace: Pace): DayPlanDay {
	const stops = day.stops.filter((stop) => stop.saved || !removed.has(stop.googlePlaceId));
	if (stops.length === day.stops.length) return day;
	const gone = day.stops.filter((stop) => !stops.includes(stop)).map((stop) => stop.name);
	const legs: DayPlanLeg[] = [];
	for (let i = 1; i < stops.length; i++) {
		const from = stops[i - 1] as DayPlanStop;
		const to = stops[i] as DayPlanStop;
		const kept = day.legs.find(
			(leg) => leg.fromGooglePlaceId === from.googlePlaceId && leg.toGooglePlaceId === to.googlePlaceId,
		);
		legs.push(kept ?? legOf(from, to, day.transportMode, pace));
	}
	const distanceMeters = legs.reduce((sum, leg) => sum + leg.distanceMeters, 0);
	const walked = legs.reduce((sum, leg) => sum + (leg.mode === "walking" ? leg.distanceMeters : 0), 0);
	// A note naming a removed stop ("… is a suggestion: keep or remove it") no longer holds.
	const notes = day.notes.filter((note) => !gone.some((name) => note.includes(name)));
	return {
		...day,
		stops,
		legs,
		distanceMeters,
		walkingMinutes: walkingMinutesAtPace(walked, pace),
		walkingMeters: Math.round(dayWalkingKm(walked / 1000, stops.length) * 1000),
		notes,
	};
}

/** The plan's note on the day's rest window (it names both times), if it has one. */
const restNote = (day: DayPlanDay) =>
	day.rest
		? day.notes.find((note) => note.includes(day.rest?.start ?? "") && note.includes(day.rest?.end ?? ""))
		: undefined;

/** The day's rest window in words: the plan's own note on it, else the window and where. Null without one. */
export function restLine(day: DayPlanDay): string | null {
	if (!day.rest) return null;
	return restNote(day) ?? `Nap or rest ${day.rest.start}–${day.rest.end} · ${day.rest.where}`;
}

/** The day's other notes (the rest window is said once, by `restLine`). */
export function otherNotes(day: DayPlanDay): string[] {
	const rest = restNote(day);
	return day.notes.filter((note) => note !== rest);
}

/** The leg that leaves this stop in the day, if any. */
export const legFrom = (day: DayPlanDay, stop: DayPlanStop): DayPlanLeg | undefined =>
	day.legs.find((leg) => leg.fromGooglePlaceId === stop.googlePlaceId);
