import { format, parseISO } from "date-fns";
import type { DayPlanDay, DayPlanLeg, DayPlanStop } from "../../../../domain/path/day-plan-rules";
import { type Pace, paceLegLabel, walkingMinutesAtPace } from "../../../../domain/path/pace-rules";
import { estimateLeg, type TransportMode } from "../../../../domain/path/path-rules";

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

const BY_MODE: Record<Exclude<TransportMode, "walking">, string> = {
	cycling: "by bike",
	transit: "by transit",
	driving: "by car",
};

/** A leg between two stops that had a removed suggestion between them: the straight-line estimate. */
function bridgeLeg(from: DayPlanStop, to: DayPlanStop, mode: TransportMode, pace: Pace): DayPlanLeg {
	const { distanceMeters, durationSeconds } = estimateLeg(from, to, mode);
	const walking = mode === "walking";
	const minutes = walking ? walkingMinutesAtPace(distanceMeters, pace) : Math.max(1, Math.round(durationSeconds / 60));
	return {
		fromGooglePlaceId: from.googlePlaceId,
		toGooglePlaceId: to.googlePlaceId,
		mode,
		distanceMeters,
		minutes,
		label: walking ? paceLegLabel(distanceMeters, pace) : `about ${minutes} min ${BY_MODE[mode]}`,
	};
}

const walkingMinutesOf = (legs: readonly DayPlanLeg[]) =>
	legs.reduce((sum, leg) => sum + (leg.mode === "walking" ? leg.minutes : 0), 0);

/**
 * The day without the suggestions the family removed: the stops left in order, the proposal's legs
 * between them kept, and where a removed stop leaves a gap one estimated leg across it; the day's
 * distance and walking minutes follow. Saved places are never removed. Unchanged when nothing is.
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
		legs.push(kept ?? bridgeLeg(from, to, day.transportMode, pace));
	}
	const distanceMeters = legs.reduce((sum, leg) => sum + leg.distanceMeters, 0);
	// The proposal's minutes on foot may hold more than its legs (walks inside a stop): keep that part.
	const extra = Math.max(0, day.walkingMinutes - walkingMinutesOf(day.legs));
	// A note naming a removed stop ("… is a suggestion: keep or remove it") no longer holds.
	const notes = day.notes.filter((note) => !gone.some((name) => note.includes(name)));
	return { ...day, stops, legs, distanceMeters, walkingMinutes: walkingMinutesOf(legs) + extra, notes };
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
