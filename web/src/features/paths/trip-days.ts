import { addDays, dayNumber, isIsoDate } from "../../../../domain/adventure/adventure-rules";
import { calendarDate, formatDate } from "../../lib/dates";

/** What the Paths tab needs of the trip: its dates (date-only `YYYY-MM-DD`). */
export interface Trip {
	startDate: string;
	endDate: string;
}

/** Every date of the trip, first to last (none when the dates are unreadable or reversed). */
export function tripDates(trip: Pick<Trip, "startDate" | "endDate">): string[] {
	if (!isIsoDate(trip.startDate) || !isIsoDate(trip.endDate)) return [];
	const count = dayNumber(trip.endDate) - dayNumber(trip.startDate) + 1;
	return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(trip.startDate, i));
}

/** "Day 2 · Tue 7 Apr": the date's place in the trip and the date itself (a date outside it: the date only). */
export function dayLabel(date: string, trip: Pick<Trip, "startDate" | "endDate">): string {
	const when = formatDate(calendarDate(date), "EEE d MMM");
	const index = tripDates(trip).indexOf(date);
	return index < 0 ? when : `Day ${index + 1} · ${when}`;
}

/** The first trip day that has no path yet, else null ('No day'). */
export function nextFreeDay(
	trip: Pick<Trip, "startDate" | "endDate">,
	paths: readonly { date: string | null }[],
): string | null {
	const taken = new Set(paths.map((p) => p.date));
	return tripDates(trip).find((date) => !taken.has(date)) ?? null;
}

/** Paths grouped by their day, in date order, then the undated ones (`date: null`) last. */
export function groupByDay<T extends { date: string | null }>(
	paths: readonly T[],
): { date: string | null; paths: T[] }[] {
	const byDate = new Map<string | null, T[]>();
	for (const path of paths) byDate.set(path.date, [...(byDate.get(path.date) ?? []), path]);
	const dates = [...byDate.keys()].filter((d): d is string => d !== null).sort();
	const groups = dates.map((date) => ({ date: date as string | null, paths: byDate.get(date) ?? [] }));
	const undated = byDate.get(null);
	return undated ? [...groups, { date: null, paths: undated }] : groups;
}
