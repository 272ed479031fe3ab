import { addDays, dayCount, dayNumber } from "../../../../domain/adventure/adventure-rules";
import type { Ask } from "../../../../domain/guide/ask";
import { MONTHS, WEEKDAYS } from "./text";

/**
 * The trip's days a message names: "saturday", "day 3", "the 8th", "April 14", "tomorrow", "the
 * arrival day", "the last day"; and the days it says will be rainy ("day 3 will be rainy",
 * "Wednesday looks wet").
 */

/**
 * Short forms of the weekdays (Sunday first), beside their names ("sun" and "sat" are other words),
 * and the two ways Wednesday is written that are more than one slip from it.
 */
const WEEKDAY_SHORT: readonly (readonly string[])[] = [
	[],
	["mon"],
	["tue", "tues"],
	["wed", "weds", "wensday", "wendsday"],
	["thu", "thur", "thurs"],
	["fri"],
	[],
];

const ORDINALS: Readonly<Record<string, number>> = {
	first: 1,
	second: 2,
	third: 3,
	fourth: 4,
	fifth: 5,
	sixth: 6,
	seventh: 7,
	eighth: 8,
	ninth: 9,
	tenth: 10,
};

const TRIP_DAYS = new Map<string, string[]>();

/** The trip's dates, first to last (kept for the next message of the same trip). */
function tripDays(start: string, end: string): string[] {
	const key = `${start}|${end}`;
	const known = TRIP_DAYS.get(key);
	if (known) return known;
	const count = Math.max(0, Math.min(62, dayCount(start, end)));
	const days = Array.from({ length: count }, (_, i) => addDays(start, i));
	if (TRIP_DAYS.size > 100) TRIP_DAYS.clear();
	TRIP_DAYS.set(key, days);
	return days;
}

const weekdayOf = (date: string) => (dayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday.

/** The weekday a text names (0: Sunday), or -1. */
function weekdayIn(text: string): number {
	const padded = ` ${text.replace(/[^a-z0-9]+/g, " ")} `;
	return WEEKDAYS.findIndex(
		(name, day) =>
			padded.includes(` ${name} `) || (WEEKDAY_SHORT[day] ?? []).some((word) => padded.includes(` ${word} `)),
	);
}

const monthOf = (word: string) => (word.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(word)) + 1 : 0);

/** The trip dates a clause names: weekdays, "the 8th", "April 14", "day 3", "the last day", "tomorrow". */
function datesNamed(clause: string, days: readonly string[], today: string): string[] {
	const found: string[] = [];
	const add = (date: string | undefined) => {
		if (date && days.includes(date) && !found.includes(date)) found.push(date);
	};
	let text = ` ${clause.replace(/[^a-z0-9]+/g, " ")} `;
	// "day 3", "the 3rd day", "the third day", "the last day" (before "the 3rd" reads as a date).
	text = text.replace(/ day (\d{1,2}) /g, (_, n: string) => {
		add(days[Number(n) - 1]);
		return " ";
	});
	text = text.replace(/ (\d{1,2})(?:st|nd|rd|th)? day /g, (_, n: string) => {
		add(days[Number(n) - 1]);
		return " ";
	});
	text = text.replace(
		/ (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last) day /g,
		(_, w: string) => {
			add(w === "last" ? days.at(-1) : days[(ORDINALS[w] ?? 0) - 1]);
			return " ";
		},
	);
	for (const [weekday, name] of WEEKDAYS.entries()) {
		const forms = [name, ...(WEEKDAY_SHORT[weekday] ?? [])];
		if (forms.some((form) => text.includes(` ${form} `))) add(days.find((date) => weekdayOf(date) === weekday));
	}
	const monthDay = (day: number, month?: number) =>
		days.find((date) => Number(date.slice(8)) === day && (month == null || Number(date.slice(5, 7)) === month));
	for (const match of text.matchAll(/ ([a-z]{3,9}) (\d{1,2})(?:st|nd|rd|th)? /g)) {
		const month = monthOf(match[1] ?? "");
		if (month) add(monthDay(Number(match[2]), month));
	}
	for (const match of text.matchAll(/ (\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]{3,9}) /g)) {
		const month = monthOf(match[2] ?? "");
		if (month) add(monthDay(Number(match[1]), month));
	}
	for (const match of text.matchAll(/ (?:the|on) (\d{1,2})(?:st|nd|rd|th)? /g)) add(monthDay(Number(match[1])));
	for (const match of text.matchAll(/ (\d{1,2})(?:st|nd|rd|th) /g)) add(monthDay(Number(match[1])));
	if (/ (?:today|tday|2day) /.test(text)) add(today);
	if (/ (?:tomorrow|tmrw|tmr|2moro) /.test(text)) add(addDays(today, 1));
	return found;
}

const RAIN =
	/\b(?:rain\w*|rainey|rany|pour\w*|wet|storm\w*|showers?|drizzl\w*|downpours?|thunder\w*|washout|wash out)\b(?! ?forest)/;

/**
 * The trip's dates a text (normalised) says will be rainy: each clause (split at full stops, commas,
 * "but") with a word of rain in it gives the days it names. Empty when none is named.
 */
export function rainyDatesInText(text: string, trip: { start: string; end: string }, today: string): string[] {
	const days = tripDays(trip.start, trip.end);
	const rainy = new Set<string>();
	for (const clause of text.split(/[.!?;,\n]+| but | whereas | while /)) {
		if (!RAIN.test(clause)) continue;
		for (const date of datesNamed(clause, days, today)) rainy.add(date);
	}
	return days.filter((date) => rainy.has(date));
}

/** The date of the first of these days (trip days, else the coming week) that is this weekday. */
function nextWeekday(weekday: number, days: readonly string[], today: string): string {
	const onTrip =
		days.find((date) => weekdayOf(date) === weekday && date >= today) ?? days.find((d) => weekdayOf(d) === weekday);
	if (onTrip) return onTrip;
	for (let ahead = 0; ahead < 7; ahead++)
		if (weekdayOf(addDays(today, ahead)) === weekday) return addDays(today, ahead);
	return today;
}

/** The one day a normalised text names, or null (see Ask["day"]). */
export function dayIn(
	text: string,
	trip: { dates: { start: string; end: string } | null; today: string },
): NonNullable<Ask["day"]> | null {
	const days = trip.dates ? tripDays(trip.dates.start, trip.dates.end) : [];
	const iso = text.match(/\b(\d{4}-\d{2}-\d{2})\b/)?.[1];
	if (iso) return { date: iso, number: days.includes(iso) ? days.indexOf(iso) + 1 : null, label: null };
	const numbered = text.match(
		/\bday (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th) day\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) day\b/,
	);
	if (numbered) {
		const number = Number(numbered[1] ?? numbered[2] ?? 0) || ORDINALS[numbered[3] ?? ""] || 1;
		return {
			date: days[number - 1] ?? null,
			number,
			label: number === 1 && /first day/.test(text) ? "arrival day" : null,
		};
	}
	if (
		/\b(?:arrival day|(?:the )?day (?:we|they) (?:arrive|land|get in|fly in)|when we (?:arrive|land|get in)|after the flight|after our flight)\b/.test(
			text,
		)
	)
		return { date: trip.dates?.start ?? null, number: trip.dates ? 1 : null, label: "arrival day" };
	if (/\b(?:last day|departure day|(?:the )?day (?:we|they) (?:leave|fly home|fly out|go home|depart))\b/.test(text))
		return { date: trip.dates?.end ?? null, number: days.length || null, label: "last day" };
	if (/\b(?:tomorrow|tmrw|tmr|2moro)\b/.test(text)) {
		const date = addDays(trip.today, 1);
		return { date, number: days.includes(date) ? days.indexOf(date) + 1 : null, label: "tomorrow" };
	}
	if (/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/.test(text)) {
		const date = trip.today;
		return { date, number: days.includes(date) ? days.indexOf(date) + 1 : null, label: "today" };
	}
	const weekday = weekdayIn(text.replace(/\bsat nav\b|\bmon(?= ami)\b/g, " "));
	if (
		weekday >= 0 &&
		!/\b(?:every|each|on) (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)s\b|\b(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)s\b/.test(
			text,
		)
	) {
		const date = nextWeekday(weekday, days, trip.today);
		return { date, number: days.includes(date) ? days.indexOf(date) + 1 : null, label: WEEKDAYS[weekday] ?? null };
	}
	const named = days.length > 0 ? datesNamed(text, days, trip.today)[0] : undefined;
	if (named) return { date: named, number: days.indexOf(named) + 1, label: null };
	return null;
}
