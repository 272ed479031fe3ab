/**
 * An adventure as an iCalendar file (RFC 5545): one all-day event over its dates. The UID is the
 * adventure's id, so importing it again updates the event instead of adding a second one;
 * SEQUENCE and LAST-MODIFIED follow the adventure's last change.
 */

export interface CalendarAdventure {
	id: string;
	title: string;
	location: string;
	description: string | null;
	/** `YYYY-MM-DD`. */
	startDate: string;
	endDate: string;
	updatedAt: Date;
}

export interface CalendarPath {
	name: string;
	stops: { name: string }[];
}

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
	return text
		.replace(/\\/g, "\\\\")
		.replace(/;/g, "\\;")
		.replace(/,/g, "\\,")
		.replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets per line, continuation lines start with
 * one space, and a multi-byte character (or a surrogate pair) is never split.
 */
export function foldLine(line: string): string {
	const parts: string[] = [];
	let current = "";
	let octets = 0;
	let limit = MAX_LINE_OCTETS;
	for (const char of line) {
		const size = encoder.encode(char).length;
		if (octets + size > limit) {
			parts.push(current);
			current = "";
			octets = 0;
			limit = MAX_LINE_OCTETS - 1; // the leading space counts
		}
		current += char;
		octets += size;
	}
	parts.push(current);
	return parts.join("\r\n ");
}

const dateValue = (isoDate: string) => isoDate.replace(/-/g, "");

/** The day after an ISO date (DTEND of an all-day event is exclusive). */
export function nextDay(isoDate: string): string {
	const date = new Date(`${isoDate}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + 1);
	return date.toISOString().slice(0, 10);
}

/** `YYYYMMDDTHHMMSSZ`. */
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** The event's description: the adventure's text, its paths with their stops, and the link back. */
function eventDescription(adventure: CalendarAdventure, paths: CalendarPath[], link: string): string {
	const lines: string[] = [];
	if (adventure.description) lines.push(adventure.description, "");
	for (const path of paths) {
		lines.push(`${path.name}:`);
		if (path.stops.length === 0) lines.push("  (no stops yet)");
		path.stops.forEach((stop, index) => {
			lines.push(`  ${index + 1}. ${stop.name}`);
		});
		lines.push("");
	}
	lines.push(link);
	return lines.join("\n");
}

/** The whole file, CRLF line endings. `now` is the DTSTAMP. */
export function buildAdventureCalendar(
	adventure: CalendarAdventure,
	paths: CalendarPath[],
	link: string,
	now = new Date(),
): string {
	const end = [adventure.startDate, adventure.endDate].sort()[1] ?? adventure.startDate;
	const lines = [
		"BEGIN:VCALENDAR",
		"VERSION:2.0",
		"PRODID:-//Adventure Guide//Adventure calendar//EN",
		"CALSCALE:GREGORIAN",
		"METHOD:PUBLISH",
		"BEGIN:VEVENT",
		`UID:${adventure.id}@adventure-guide`,
		`DTSTAMP:${utcStamp(now)}`,
		`LAST-MODIFIED:${utcStamp(adventure.updatedAt)}`,
		// Seconds since 2020: grows with every change, fits the 31-bit integer calendars expect.
		`SEQUENCE:${Math.max(0, Math.floor((adventure.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000))}`,
		`DTSTART;VALUE=DATE:${dateValue(adventure.startDate)}`,
		`DTEND;VALUE=DATE:${dateValue(nextDay(end))}`,
		`SUMMARY:${escapeText(adventure.title)}`,
		`LOCATION:${escapeText(adventure.location)}`,
		`DESCRIPTION:${escapeText(eventDescription(adventure, paths, link))}`,
		`URL:${link}`,
		"TRANSP:TRANSPARENT",
		"END:VEVENT",
		"END:VCALENDAR",
	];
	return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A file name from the title: letters, digits and dashes. */
export function calendarFileName(title: string): string {
	const base = title
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60);
	return `${base || "adventure"}.ics`;
}
