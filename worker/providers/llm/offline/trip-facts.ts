import {
	ADVENTURE_TAGS,
	type AdventureTag,
	dayCount,
	dayNumber,
	isIsoDate,
	isValidKidAge,
	type SuggestionContext,
} from "../../../../domain/adventure/adventure";
import { capitalize, clampText } from "../../../../domain/english";
import { foldText } from "../../../../domain/text";
import { LANDMARKS, type Landmark } from "./landmarks";
import { MONTHS, NORTH_AMERICA, SOUTHERN, TAG_WORDS, TROPICAL, US_STATE_CODES } from "./trip-words";

/**
 * What the adventure form tells about the trip (place, hemisphere, season, dates, kids, tags),
 * read once for the offline composer and the LLM prompt.
 */

/** What the composer needs; the API's parsed body fits, and so does a hand-written test input. */
export type SuggestionInput = Pick<SuggestionContext, "location"> &
	Partial<Omit<SuggestionContext, "location" | "tags">> & { tags?: readonly string[] };

export type Season = "winter" | "spring" | "summer" | "autumn";

/** What the form tells us about the trip, normalised once for the composer and the LLM prompt. */
export interface TripFacts {
	/** The place as written, first part of the location: "Yellowstone National Park". */
	placeName: string;
	/** For titles: "Yellowstone" (suffixes like "National Park" dropped). */
	shortName: string;
	/** The last part of a multi-part location ("USA", "France"), if any. */
	country: string | null;
	hemisphere: "north" | "south";
	/** Near the equator seasons mean little: the month is used instead. */
	tropical: boolean;
	/** Trip length in days; null without two valid, ordered dates. */
	days: number | null;
	/** Season in the place's hemisphere at the middle of the trip; null without a start date. */
	season: Season | null;
	/** "Winter", "Summer", "Fall" (North America) or "Autumn". */
	seasonWord: string | null;
	/** "late December", "late June into early July", "June to August". */
	when: string | null;
	/** A holiday inside the dates: "Christmas", "New Year's", "the holidays", "Halloween". */
	occasion: string | null;
	/** Starts on a Friday or Saturday and lasts 2–3 days. */
	weekend: boolean;
	kidAges: number[];
	travelers: number | null;
	/** Known tags only, most specific activity first. */
	tags: AdventureTag[];
	landmark: Landmark | null;
	title: string | null;
}

const fold = (text: string) =>
	foldText(text)
		.replace(/[^a-z0-9.&' ]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();

const hasWords = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${fold(needle)} `);

function placeParts(location: string): string[] {
	return location
		.split(",")
		.map((part) => part.trim().replace(/\s+/g, " "))
		.filter(Boolean);
}

function tidyPlaceName(name: string): string {
	const clean = clampText(name, 60);
	// All-lowercase typing gets capitals; anything with capitals is kept as the user wrote it.
	if (clean !== clean.toLowerCase()) return clean;
	return clean.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

const SHORT_NAME_SUFFIX =
	/\s+(National Park(?:\s+(?:and|&)\s+Preserve)?|National Monument|National Recreation Area|National Seashore|State Park)$/i;

function findLandmark(parts: string[]): Landmark | null {
	const place = fold(parts[0] ?? "");
	const all = fold(parts.join(" "));
	const country = parts.length > 1 ? fold(parts[parts.length - 1] ?? "") : null;
	for (const landmark of LANDMARKS) {
		const matches = landmark.keys.some((key) => hasWords(place, key) || (key.includes(" ") && hasWords(all, key)));
		if (!matches) continue;
		if (landmark.countries && country && !landmark.countries.some((c) => hasWords(country, c))) continue;
		return landmark;
	}
	// A region named later in the location ("Lahaina, Maui, HI") still counts for the tropical ones.
	return LANDMARKS.find((l) => l.tropical && l.keys.some((key) => hasWords(all, key))) ?? null;
}

/** Meteorological seasons: December–February is winter in the north and summer in the south. */
const NORTHERN_SEASONS: readonly Season[] = [
	"winter",
	"winter",
	"spring",
	"spring",
	"spring",
	"summer",
	"summer",
	"summer",
	"autumn",
	"autumn",
	"autumn",
	"winter",
];
const OPPOSITE: Record<Season, Season> = { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" };

export function seasonOf(month: number, hemisphere: "north" | "south"): Season {
	const northern = NORTHERN_SEASONS[month - 1] ?? "winter";
	return hemisphere === "north" ? northern : OPPOSITE[northern];
}

function monthPart(iso: string): { month: number; day: number } {
	const [, m, d] = iso.split("-").map(Number) as [number, number, number];
	return { month: m, day: d };
}

function partOfMonth(day: number): string {
	if (day <= 10) return "early";
	if (day <= 20) return "mid-";
	return "late";
}

function whenPhrase(start: string, end: string | null): string {
	const a = monthPart(start);
	const aMonth = MONTHS[a.month - 1] ?? "";
	const aPart = partOfMonth(a.day);
	const label = (part: string, month: string) => (part.endsWith("-") ? `${part}${month}` : `${part} ${month}`);
	if (!end || dayNumber(end) < dayNumber(start)) return label(aPart, aMonth);
	const b = monthPart(end);
	const bMonth = MONTHS[b.month - 1] ?? "";
	if (dayNumber(end) - dayNumber(start) > 45) return `${aMonth} to ${bMonth}`;
	if (a.month === b.month) {
		const span = dayNumber(end) - dayNumber(start);
		return span <= 10 ? label(partOfMonth(a.day + Math.floor(span / 2)), aMonth) : aMonth;
	}
	return `${label(aPart, aMonth)} into ${label(partOfMonth(b.day), bMonth)}`;
}

function occasionOf(start: string, end: string): string | null {
	const first = dayNumber(start);
	const last = Math.min(dayNumber(end), first + 60);
	let christmas = false;
	let newYear = false;
	let halloween = false;
	for (let n = first; n <= last; n++) {
		const iso = new Date(n * 86_400_000).toISOString().slice(5, 10);
		if (iso === "12-25") christmas = true;
		if (iso === "12-31" || iso === "01-01") newYear = true;
		if (iso === "10-31") halloween = true;
	}
	if (christmas && newYear) return "the holidays";
	if (christmas) return "Christmas";
	if (newYear) return "New Year's";
	if (halloween) return "Halloween";
	return null;
}

const validDate = (value: string | null | undefined): string | null => (value && isIsoDate(value) ? value : null);

/** Reads the form once: place, hemisphere, season, dates, kids and tags. */
export function tripFacts(input: SuggestionInput): TripFacts {
	const parts = placeParts(input.location);
	const placeName = tidyPlaceName(parts[0] ?? input.location.trim());
	const shortName = placeName.replace(SHORT_NAME_SUFFIX, "").trim() || placeName;
	const country = parts.length > 1 ? (parts[parts.length - 1] ?? null) : null;
	const all = fold(parts.join(" "));
	const landmark = findLandmark(parts);
	const codes = parts.slice(1).map((part) => part.toUpperCase());
	const hemisphere = landmark?.south || SOUTHERN.some((name) => hasWords(all, name)) ? "south" : "north";
	const tropical =
		Boolean(landmark?.tropical) ||
		TROPICAL.some((name) => hasWords(all, name)) ||
		codes.includes("HI") ||
		codes.includes("PR");
	const northAmerican =
		parts.slice(1).some((part) => NORTH_AMERICA.includes(fold(part))) || codes.some((code) => US_STATE_CODES.has(code));

	const start = validDate(input.startDate);
	const end = validDate(input.endDate);
	const ordered = start && end && dayNumber(end) >= dayNumber(start) ? { start, end } : null;
	const days = ordered ? dayCount(ordered.start, ordered.end) : null;
	const middle = ordered
		? new Date(Math.floor((dayNumber(ordered.start) + dayNumber(ordered.end)) / 2) * 86_400_000)
				.toISOString()
				.slice(0, 10)
		: start;
	const season = middle ? seasonOf(monthPart(middle).month, hemisphere) : null;
	const seasonWord = season ? (season === "autumn" && northAmerican ? "Fall" : capitalize(season)) : null;
	const startWeekday = start ? new Date(dayNumber(start) * 86_400_000).getUTCDay() : -1;

	const known = new Set<string>(ADVENTURE_TAGS);
	const tags = [...new Set((input.tags ?? []).filter((tag): tag is AdventureTag => known.has(tag)))].sort(
		(a, b) => TAG_WORDS[a].rank - TAG_WORDS[b].rank,
	);

	return {
		placeName,
		shortName: clampText(shortName, 50),
		country,
		hemisphere,
		tropical,
		days,
		season,
		seasonWord,
		when: start ? whenPhrase(start, ordered?.end ?? null) : null,
		occasion: ordered ? occasionOf(ordered.start, ordered.end) : null,
		weekend: days !== null && days >= 2 && days <= 3 && (startWeekday === 5 || startWeekday === 6),
		kidAges: [...new Set((input.kidAges ?? []).filter(isValidKidAge))].sort((a, b) => a - b),
		travelers: input.numberOfTravelers ?? null,
		tags,
		landmark,
		title: input.title?.trim() || null,
	};
}
