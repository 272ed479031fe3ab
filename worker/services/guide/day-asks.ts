import { addDays, dayCount, dayNumber } from "../../../domain/adventure/adventure-rules";
import { foldText } from "../../../domain/text";

/**
 * What a message says about the trip's days, read the way parents write (typos included): whether
 * it asks for a plan of the days ("can you plan our whole 5 days?", "make an itinerary for each
 * day", "what should we do each day"), which days it says will be rainy ("Wednesday looks rainy",
 * "the 8th will rain", "day 3 is a washout"), and a yes or no to the guide's offer to split a day.
 */

/** Lowercase, accent-free words with the usual misspellings of the words that matter here mended. */
function dayText(message: string): string {
	return ` ${foldText(message)
		.replace(/[’']/g, "")
		.replace(/[^\p{L}\p{N}]+/gu, " ")
		.replace(/\s+/g, " ")
		.trim()} `
		.replace(/ (?:days|dayz|dys|dyas|daus|dsys|dayys) /g, " days ")
		.replace(/ (?:dya|dat|dy) (?=by|each|every|per)/g, " day ")
		.replace(/ (?:plan|paln|plna|pln|plann|planing|planning|plans|plane) /g, " plan ")
		.replace(/ it[a-z]{0,3}n[a-z]{0,3}r[a-z]{0,3}y /g, " itinerary ")
		.replace(/ it[a-z]{0,3}n[a-z]{0,3}r[a-z]{0,3}ies /g, " itinerary ")
		.replace(/ s?c?hed[a-z]*l[a-z]* /g, " schedule ")
		.replace(/ (?:ech|eahc|eash|eatch) /g, " each ")
		.replace(/ (?:evry|everey|evrey) /g, " every ")
		.replace(/ (?:hole|wole|hol) (?=\d|days|trip|week|thing)/g, " whole ");
}

const SCOPE = String.raw`(?:our|my|the|all|every|each|whole|entire|these|those|\d+|two|three|four|five|six|seven|eight|nine|ten|r|are|5|remaining|other|next|few|\s)`;
const PLAN_WORDS =
	"(?:plan|itinerary|schedule|organi[sz]e|sort out|map out|lay out|structure|fill|spend|help|do|see|arrange)";

const DAY_PLAN_PATTERNS: readonly RegExp[] = [
	/ itinerary /,
	// "plan our whole 5 days", "schedule the days", "how should we spend our 4 days"
	new RegExp(String.raw` ${PLAN_WORDS} (?:\w+ ){0,2}${SCOPE}{0,12}days `),
	// "plan the trip", "plan our week", "plan our holiday day by day"
	/ (?:plan|schedule|organi[sz]e|map out) (?:out )?(?:our|my|the|this|whole|entire|\s)+(?:trip|week|holiday|vacation|stay|visit|time) /,
	// "what should we do each day", "a plan for every day", "day by day"
	/ (?:each|every|per) (?:single )?day /,
	/ day by day /,
	/ each of (?:the|our) days /,
	/ day plans? /,
	/ plan (?:my|our|the) days /,
];

/** Single-day asks that are not a plan of the trip's days ("a rainy day", "a day at the zoo"). */
const NOT_A_PLAN = / (?:rainy|wet|lazy|sunny|hot|cold|quiet) days? (?!by)/;

/** True when the message asks for a plan of the trip's days. */
export function asksForDayPlan(message: string): boolean {
	const text = dayText(message);
	if (!DAY_PLAN_PATTERNS.some((pattern) => pattern.test(text))) return false;
	// "ideas for rainy days" is a request for places; "plan our days, one is rainy" still plans.
	return !NOT_A_PLAN.test(text) || / (?:plan|itinerary|schedule|each|every) /.test(text);
}

// ---------------------------------------------------------------------------------------------
// Rainy days

const RAIN =
	/ (?:rain\w*|rainey|rany|raning|pour\w*|wet|storm\w*|showers?|drizzl\w*|downpours?|thunder\w*|washout|wash out) /;

const WEEKDAY_WORDS: readonly (readonly string[])[] = [
	["sunday", "sundy", "sundya"],
	["monday", "mon", "mondy", "monady"],
	["tuesday", "tue", "tues", "teusday", "tuseday", "tuesdy", "tusday"],
	["wednesday", "wed", "weds", "wensday", "wendsday", "wednsday", "wedensday", "wednesdy", "wedneday", "wednes"],
	["thursday", "thu", "thur", "thurs", "thrusday", "thursdy", "thurday"],
	["friday", "fri", "firday", "fryday", "fridy"],
	["saturday", "saterday", "satuday", "saturdy"],
];

const MONTH_WORDS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
	first: 1,
	second: 2,
	third: 3,
	fourth: 4,
	fifth: 5,
	sixth: 6,
	seventh: 7,
	eighth: 8,
};

/** The trip's dates, first to last. */
function tripDays(start: string, end: string): string[] {
	const count = Math.max(0, Math.min(62, dayCount(start, end)));
	return Array.from({ length: count }, (_, i) => addDays(start, i));
}

const weekdayOf = (date: string) => (dayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday.

/** The trip dates a clause names: weekdays, "the 8th", "April 14", "day 3", "the last day", "tomorrow". */
function datesNamed(clause: string, days: readonly string[], today: string): string[] {
	const found: string[] = [];
	const add = (date: string | undefined) => {
		if (date && days.includes(date) && !found.includes(date)) found.push(date);
	};
	let text = clause;
	// "day 3", "the 3rd day", "the third day", "the last day" (before "the 3rd" reads as a date).
	text = text.replace(/ day (\d{1,2}) /g, (_, n: string) => {
		add(days[Number(n) - 1]);
		return " ";
	});
	text = text.replace(/ (\d{1,2})(?:st|nd|rd|th)? day /g, (_, n: string) => {
		add(days[Number(n) - 1]);
		return " ";
	});
	text = text.replace(/ (first|second|third|fourth|fifth|sixth|seventh|eighth|last) day /g, (_, word: string) => {
		add(word === "last" ? days.at(-1) : days[(ORDINAL_WORDS[word] ?? 0) - 1]);
		return " ";
	});
	for (const [weekday, words] of WEEKDAY_WORDS.entries()) {
		if (words.some((word) => text.includes(` ${word} `))) add(days.find((date) => weekdayOf(date) === weekday));
	}
	// "the 8th", "on the 14", "April 14", "14 April".
	const monthDay = (day: number, month?: number) =>
		days.find((date) => Number(date.slice(8)) === day && (month == null || Number(date.slice(5, 7)) === month));
	const monthOf = (word: string) => MONTH_WORDS.findIndex((prefix) => word.startsWith(prefix)) + 1 || undefined;
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
	if (/ (?:tomorrow|tomorow|tommorow|tommorrow|tmrw|tmr) /.test(text)) add(addDays(today, 1));
	return found;
}

/**
 * The trip's dates a message says will be rainy: each clause (split at full stops, commas, "but")
 * with a word of rain in it gives the days it names. Empty when none is named.
 */
export function rainyDatesIn(message: string, trip: { start: string; end: string }, today: string): string[] {
	const days = tripDays(trip.start, trip.end);
	const clauses = foldText(message)
		.replace(/[’']/g, "")
		.split(/[.!?;,\n]+| but | whereas | while /)
		.map((clause) => ` ${clause.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `);
	const rainy = new Set<string>();
	for (const clause of clauses) {
		if (!RAIN.test(clause)) continue;
		for (const date of datesNamed(clause, days, today)) rainy.add(date);
	}
	return days.filter((date) => rainy.has(date));
}

// ---------------------------------------------------------------------------------------------
// A yes or no to the guide's offer

const YES =
	/^(?:yes|yess|yes please|yeah|yea|yep|yup|ya|sure|ok|okay|k|please|please do|go ahead|go for it|do it|sounds good|perfect|great|split it|split them|split|yes split it|yes split|do that|lets do that|lets do it|that would be great)\b/;
const NO = /^(?:no|nope|nah|no thanks|dont|do not|leave it|keep it)\b/;

/** The family's answer to "shall I split it?": yes, no, or not an answer (null). */
export function answerToOffer(message: string): "yes" | "no" | null {
	const text = foldText(message)
		.replace(/[’']/g, "")
		.replace(/[^\p{L}\p{N}]+/gu, " ")
		.trim();
	if (text.split(" ").length > 8) return null;
	if (/\bsplit\b/.test(text) && !NO.test(text)) return "yes";
	// "yes please", "ok do it"; not "yes, what about museums near the river?" (a new ask).
	const said = text.match(YES) ?? text.match(NO);
	if (!said || text.slice(said[0].length).trim().split(" ").filter(Boolean).length > 3) return null;
	return YES.test(text) ? "yes" : "no";
}
