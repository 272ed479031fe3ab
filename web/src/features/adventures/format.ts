import { format, parseISO } from "date-fns";
import { plural } from "../../../../domain/english";

/** "Jul 4, 2026" from a date-only `YYYY-MM-DD` (parsed as a local calendar date, no time zone shift). */
function formatDate(isoDate: string): string {
	return format(parseISO(isoDate), "MMM d, yyyy");
}

export function formatDateRange(start: string, end: string): string {
	return `${formatDate(start)} – ${formatDate(end)}`;
}

export function travelersLabel(n: number): string {
	return plural(n, "traveler");
}
