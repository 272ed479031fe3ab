import { googleMapsDirectionsUrl, type PathRoute, type TransportMode } from "../../domain/path/path";
import { formatDistance, formatDuration } from "../../domain/place/place";

/**
 * An adventure as an iCalendar file (RFC 5545): one all-day event over its dates, and one all-day
 * event on the day of each dated path (its stops in order with their addresses, the time of each
 * leg, at the family's pace on foot, and its Google Maps directions). The UIDs are the adventure's
 * and the paths' ids, so importing the file again updates the events instead of adding others;
 * SEQUENCE and LAST-MODIFIED follow the last change (a day's: its path's or the adventure's, whose
 * kids' ages set the pace).
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

/** A dated path: one event on its day. */
export interface CalendarDay {
	id: string;
	name: string;
	description: string | null;
	/** `YYYY-MM-DD`. */
	date: string;
	transportMode: TransportMode;
	updatedAt: Date;
	stops: { name: string; address: string | null; latitude: number; longitude: number; googlePlaceId: string }[];
	/** The route's legs between consecutive stops; empty when there is no route (one stop, a failure). */
	legs: PathRoute["legs"];
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

const MODE_WORDS: Record<TransportMode, string> = {
	driving: "by car",
	walking: "on foot",
	cycling: "by bike",
	transit: "by public transport",
};

/** "about 30 min at a 3-year-old's pace (1.3 km)" on foot, "12 min by car (4.2 km)" otherwise. */
function legLine(leg: PathRoute["legs"][number], mode: TransportMode): string {
	const distance = formatDistance(leg.distanceMeters);
	const time = leg.paceLabel ?? `${formatDuration(leg.durationSeconds)} ${MODE_WORDS[mode]}`;
	return distance ? `${time} (${distance})` : time;
}

/** A day's description: the path's text, its stops in order with addresses and legs, its directions, the link back. */
function dayDescription(day: CalendarDay, link: string): string {
	const lines: string[] = [];
	if (day.description) lines.push(day.description, "");
	if (day.stops.length === 0) lines.push("(no stops yet)");
	day.stops.forEach((stop, index) => {
		lines.push(`${index + 1}. ${stop.name}${stop.address ? ` — ${stop.address}` : ""}`);
		const leg = day.legs[index];
		if (leg && index < day.stops.length - 1) lines.push(`   ↓ ${legLine(leg, day.transportMode)}`);
	});
	const directions = googleMapsDirectionsUrl(day.stops, day.transportMode);
	if (directions) lines.push("", `Directions in Google Maps: ${directions}`);
	lines.push("", link);
	return lines.join("\n");
}

/** Seconds since 2020: grows with every change, fits the 31-bit integer calendars expect. */
const sequenceOf = (changed: Date) => Math.max(0, Math.floor((changed.getTime() - Date.UTC(2020, 0, 1)) / 1000));

/** The lines of one all-day event from `start` to `end` (inclusive). */
function eventLines(event: {
	uid: string;
	now: Date;
	changed: Date;
	start: string;
	end: string;
	summary: string;
	location: string | null;
	description: string;
	link: string;
}): string[] {
	return [
		"BEGIN:VEVENT",
		`UID:${event.uid}@adventure-guide`,
		`DTSTAMP:${utcStamp(event.now)}`,
		`LAST-MODIFIED:${utcStamp(event.changed)}`,
		`SEQUENCE:${sequenceOf(event.changed)}`,
		`DTSTART;VALUE=DATE:${dateValue(event.start)}`,
		`DTEND;VALUE=DATE:${dateValue(nextDay(event.end))}`,
		`SUMMARY:${escapeText(event.summary)}`,
		...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
		`DESCRIPTION:${escapeText(event.description)}`,
		`URL:${event.link}`,
		"TRANSP:TRANSPARENT",
		"END:VEVENT",
	];
}

/** The whole file, CRLF line endings: the trip's event, then one per dated path by day. `now` is the DTSTAMP. */
export function buildAdventureCalendar(
	adventure: CalendarAdventure,
	paths: CalendarPath[],
	link: string,
	now = new Date(),
	days: CalendarDay[] = [],
): string {
	const end = [adventure.startDate, adventure.endDate].sort()[1] ?? adventure.startDate;
	const trip = eventLines({
		uid: adventure.id,
		now,
		changed: adventure.updatedAt,
		start: adventure.startDate,
		end,
		summary: adventure.title,
		location: adventure.location,
		description: eventDescription(adventure, paths, link),
		link,
	});
	const dayEvents = days.flatMap((day) => {
		const first = day.stops[0];
		return eventLines({
			uid: day.id,
			now,
			changed: new Date(Math.max(day.updatedAt.getTime(), adventure.updatedAt.getTime())),
			start: day.date,
			end: day.date,
			summary: day.name,
			location: first ? [first.name, first.address].filter(Boolean).join(", ") : null,
			description: dayDescription(day, link),
			link,
		});
	});
	const lines = [
		"BEGIN:VCALENDAR",
		"VERSION:2.0",
		"PRODID:-//Adventure Guide//Adventure calendar//EN",
		"CALSCALE:GREGORIAN",
		"METHOD:PUBLISH",
		...trip,
		...dayEvents,
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
