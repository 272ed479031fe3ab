import { plural } from "../../../../domain/english";
import { calendarDate, formatDate } from "../../lib/dates";

/** "Jul 4, 2026" from a date-only `YYYY-MM-DD` (parsed as a local calendar date, no time zone shift). */
function dayOf(isoDate: string): string {
	return formatDate(calendarDate(isoDate), "MMM d, yyyy");
}

export function formatDateRange(start: string, end: string): string {
	return `${dayOf(start)} – ${dayOf(end)}`;
}

export function travelersLabel(n: number): string {
	return plural(n, "traveler");
}
