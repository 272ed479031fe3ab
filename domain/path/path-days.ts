// A path's day: the rules that tie a path to one date of the trip (zod-free; re-exported by path-rules).
import { addDays, dayNumber, isIsoDate } from "../adventure/adventure-rules";

/** What happens to the dated paths a change of the trip's dates leaves outside them. */
export const PATH_DAY_CHANGES = ["move", "unassign"] as const;

export type PathDayChange = (typeof PATH_DAY_CHANGES)[number];

/** "move" unless the family asks otherwise: the days follow the trip. */
export const DEFAULT_PATH_DAY_CHANGE: PathDayChange = "move";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Apr 6" of `2031-04-06` (the day's own calendar date, no time zone). */
export function shortDay(isoDate: string): string {
	const [, m, d] = isoDate.split("-").map(Number) as [number, number, number];
	return `${MONTHS[m - 1] ?? ""} ${d}`;
}

/** "Apr 6 – Apr 10": the trip's dates as the messages say them. */
export const tripDays = (startDate: string, endDate: string) => `${shortDay(startDate)} – ${shortDay(endDate)}`;

/** Whether a `YYYY-MM-DD` date is a day of the trip (start and end included). */
export function isDayOfTrip(date: string, startDate: string, endDate: string): boolean {
	if (!isIsoDate(date) || !isIsoDate(startDate) || !isIsoDate(endDate)) return false;
	const day = dayNumber(date);
	return day >= dayNumber(startDate) && day <= dayNumber(endDate);
}

/** Whole days from one `YYYY-MM-DD` date to another (negative when `to` comes first). */
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * A dated path's day in a copy of its trip: shifted by as many days as the copy's start lies from
 * the source's; null when the shifted day falls outside the copy's dates (or the path had none).
 */
export function shiftedDay(
	date: string | null,
	from: { startDate: string },
	to: { startDate: string; endDate: string },
): string | null {
	if (!date || !isIsoDate(date) || !isIsoDate(from.startDate) || !isIsoDate(to.startDate)) return null;
	const shifted = addDays(date, daysBetween(from.startDate, to.startDate));
	return isDayOfTrip(shifted, to.startDate, to.endDate) ? shifted : null;
}

/**
 * The days of an adventure's dated paths after its dates change from `before` to `after` (path id →
 * new date or null, only the paths whose day changes). Nothing changes while every dated path
 * still lies inside the new dates. Otherwise "move" shifts every dated path by the change of the
 * start date and unassigns any that is still outside; "unassign" unassigns only the outside ones.
 */
export function daysAfterTripChange(
	paths: readonly { id: string; date: string | null }[],
	before: { startDate: string },
	after: { startDate: string; endDate: string },
	change: PathDayChange,
): Map<string, string | null> {
	const dated = paths.filter((p): p is { id: string; date: string } => p.date != null);
	const inside = (date: string) => isDayOfTrip(date, after.startDate, after.endDate);
	const changes = new Map<string, string | null>();
	if (dated.every((p) => inside(p.date))) return changes;
	for (const path of dated) {
		const next = change === "move" ? shiftedDay(path.date, before, after) : inside(path.date) ? path.date : null;
		if (next !== path.date) changes.set(path.id, next);
	}
	return changes;
}
