// Kept apart from the zod schemas in ./adventure so a screen that needs only these rules does not load zod.

import { plural } from "../english";
import { PLACE_COVERS, placeCoverUrl } from "../place/cover";
import { coverUrl, DESTINATION_COVERS, GOOGLE_PHOTO_NAME_PATTERN } from "../place/destination-rules";

/** The 31 adventure-type tags; the only values `tags` may hold. */
export const ADVENTURE_TAGS = [
	"City Exploration",
	"Camping",
	"Campervan",
	"Road",
	"Hiking",
	"Beach",
	"Backyard",
	"Nature Park",
	"Mountain",
	"Lakeside",
	"Farm",
	"Vineyard",
	"Park",
	"Water Park",
	"International",
	"Local Day",
	"Paddle",
	"Safari",
	"Culture",
	"Biking",
	"Boating",
	"Sailing",
	"Ski",
	"Snow",
	"Festival",
	"Event",
	"Cave",
	"Fishing",
	"Island",
	"National Park",
	"Glamping",
] as const;

export type AdventureTag = (typeof ADVENTURE_TAGS)[number];

export function isAdventureTag(value: string): value is AdventureTag {
	return (ADVENTURE_TAGS as readonly string[]).includes(value);
}

/** The 16 suggested interest tags. */
export const INTEREST_TAGS = [
	"hiking",
	"beaches",
	"museums",
	"history",
	"animals",
	"nature",
	"adventure",
	"camping",
	"cities",
	"mountains",
	"food",
	"culture",
	"outdoor activities",
	"water sports",
	"family-friendly",
	"educational",
] as const;

export const KID_AGE_MIN = 1;

export const KID_AGE_MAX = 18;

export const KID_AGES_MAX_COUNT = 20;

export const TRAVELERS_MIN = 1;

export const TRAVELERS_MAX = 20;

export const TITLE_MAX = 120;

/** Titles 'AI Suggest' remembers having shown in one form (the newest); the next one is none of them. */
export const PREVIOUS_TITLES_MAX = 20;

export const DESCRIPTION_MAX = 2000;

export const LOCATION_MAX = 200;

export const INTEREST_MAX = 40;

export const INTERESTS_MAX_COUNT = 30;

export const COVER_URL_MAX = 2048;

/** Validation messages, worded exactly as users and the acceptance tests expect; forms and API share them. */
export const messages = {
	titleRequired: "Title is required",
	locationRequired: "Location is required",
	startDateRequired: "Start date is required",
	endDateRequired: "End date is required",
	travelersMin: "Must have at least 1 traveler",
	selectLocation: "Please select a location",
} as const;

// ---------------------------------------------------------------------------------------------
// Dates: adventures hold date-only `YYYY-MM-DD`; timing uses the viewer's local calendar date.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
	const match = DATE_RE.exec(value);
	if (!match) return false;
	const [, y, m, d] = match.map(Number) as [number, number, number, number];
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since the epoch of a `YYYY-MM-DD` date; calendar arithmetic without time zones. */
export function dayNumber(isoDate: string): number {
	const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
	return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The viewer's local calendar date as `YYYY-MM-DD` (time of day ignored). */
export function localIsoDate(now: Date = new Date()): string {
	const y = now.getFullYear();
	const m = String(now.getMonth() + 1).padStart(2, "0");
	const d = String(now.getDate()).padStart(2, "0");
	return `${y}-${m}-${d}`;
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(isoDate: string, days: number): string {
	const date = new Date((dayNumber(isoDate) + days) * 86_400_000);
	return date.toISOString().slice(0, 10);
}

/**
 * The date rule, one for the forms and the API. Creating: the end date's minimum is the day after
 * the start (spec: a trip of at least one night). Editing keeps the spec's "same required rules"
 * only, so an edit may make a same-day trip: the end must not be before the start.
 */
export type DateRuleKind = "create" | "edit";

const END_DATE_MESSAGES: Record<DateRuleKind, string> = {
	create: "End date must be after the start date",
	edit: "End date must not be before the start date",
};

/** The earliest end date the rule allows for a start date (the date input's `min`). */
export function earliestEndDate(startDate: string, kind: DateRuleKind): string {
	return kind === "create" ? addDays(startDate, 1) : startDate;
}

/** The rule's message when `endDate` is too early for `startDate`, else null (also for unreadable dates, which other checks report). */
export function endDateError(startDate: string, endDate: string, kind: DateRuleKind): string | null {
	if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
	return dayNumber(endDate) < dayNumber(earliestEndDate(startDate, kind)) ? END_DATE_MESSAGES[kind] : null;
}

export type TimingCategory = "current" | "upcoming" | "past";

/** current: today within start..end inclusive; upcoming: starts after today; past: ended before. */
export function timingCategory(startDate: string, endDate: string, today: string): TimingCategory {
	const t = dayNumber(today);
	if (dayNumber(startDate) > t) return "upcoming";
	if (dayNumber(endDate) < t) return "past";
	return "current";
}

/** N = end − start + 1, at least 1. */
export function dayCount(startDate: string, endDate: string): number {
	return Math.max(1, dayNumber(endDate) - dayNumber(startDate) + 1);
}

/** The card badge: 'Schedule Pending', 'Day X of N' (current, X clamped to 1..N) or 'N day(s)'. */
export function timingBadge(startDate: string, endDate: string, today: string): string {
	if (dayNumber(endDate) < dayNumber(startDate)) return "Schedule Pending";
	const n = dayCount(startDate, endDate);
	if (timingCategory(startDate, endDate, today) === "current") {
		const x = Math.min(n, Math.max(1, dayNumber(today) - dayNumber(startDate) + 1));
		return `Day ${x} of ${n}`;
	}
	return plural(n, "day");
}

// ---------------------------------------------------------------------------------------------
// Kid ages

/** A whole number 1 to 18. */
export function isValidKidAge(age: number): boolean {
	return Number.isInteger(age) && age >= KID_AGE_MIN && age <= KID_AGE_MAX;
}

/** Adds an age: invalid ages and duplicates are ignored; the list stays sorted ascending. */
export function addKidAge(ages: readonly number[], age: number): number[] {
	if (!isValidKidAge(age) || ages.includes(age) || ages.length >= KID_AGES_MAX_COUNT) return [...ages];
	return [...ages, age].sort((a, b) => a - b);
}

export function removeKidAge(ages: readonly number[], age: number): number[] {
	return ages.filter((a) => a !== age);
}

/** Edit form: comma-separated ages; values outside 1–18 (and non-numbers) are dropped. */
export function parseKidAgesText(text: string): number[] {
	return text
		.split(",")
		.map((part) => part.trim())
		.filter((part) => /^\d+$/.test(part))
		.map(Number)
		.reduce<number[]>((ages, age) => addKidAge(ages, age), []);
}

/** Edit form: travellers 1 to 20; an unparsable value becomes 1. */
export function parseTravelers(text: string): number {
	const n = Number.parseInt(text, 10);
	if (!Number.isFinite(n)) return 1;
	return Math.min(TRAVELERS_MAX, Math.max(TRAVELERS_MIN, n));
}

/** Custom interest: trimmed and lowercased; blanks and duplicates ignored. */
export function addInterest(interests: readonly string[], value: string): string[] {
	const interest = value.trim().toLowerCase();
	if (!interest || interests.includes(interest) || interest.length > INTEREST_MAX) return [...interests];
	return [...interests, interest];
}

// ---------------------------------------------------------------------------------------------
// Cover images: only the app's own image paths

/** The landing's six showcase illustrations (web/public/samples), also the covers of the seeded showcase trips. */
const SAMPLE_COVERS = [
	"yellowstone",
	"smoky-mountains",
	"san-diego",
	"acadia",
	"rocky-mountain",
	"olympic-rainforest",
] as const;

export const sampleCoverUrl = (name: (typeof SAMPLE_COVERS)[number]) => `/samples/${name}.svg`;

const SHIPPED_COVERS = new Set<string>([
	...DESTINATION_COVERS.map(coverUrl),
	...PLACE_COVERS.map(placeCoverUrl),
	...SAMPLE_COVERS.map(sampleCoverUrl),
]);

const PHOTO_PROXY = /^\/api\/places\/photo\?name=([A-Za-z0-9_%/-]+)$/;

/** Uploaded images (served from R2): `/api/images/{key}`, 1–3 segments of letters, digits, `_`, `-`. */
const UPLOADED_IMAGE =
	/^\/api\/images\/[A-Za-z0-9_-]{1,100}(?:\/[A-Za-z0-9_-]{1,100}){0,2}(?:\.(?:jpg|jpeg|png|webp))?$/;

/**
 * True when `url` is one of the app's own images, written exactly as the app writes it: a shipped
 * illustrated cover (`/covers/{name}.svg`, or a showcase trip's `/samples/{name}.svg`), a Google photo through the proxy
 * (`/api/places/photo?name=places/…/photos/…`, the `/` written or encoded as `%2F`), or an uploaded
 * image (`/api/images/…`). Anything else is refused — other sites (`https:`, `//host`), other
 * schemes (`javascript:`, `data:`), other same-site paths (`/api/logout`) and dot segments, raw or
 * percent-encoded — so a cover can neither track viewers nor trigger a request of the app's own.
 * Checked on the raw text, never on a parsed URL, so nothing is normalised into an allowed shape.
 */
export function isAppImageUrl(url: string): boolean {
	if (SHIPPED_COVERS.has(url) || UPLOADED_IMAGE.test(url)) return true;
	const photo = PHOTO_PROXY.exec(url);
	if (!photo?.[1]) return false;
	try {
		return GOOGLE_PHOTO_NAME_PATTERN.test(decodeURIComponent(photo[1]));
	} catch {
		return false;
	}
}

/** An adventure as the API returns it. */
export interface Adventure {
	id: string;
	title: string;
	description: string | null;
	location: string;
	latitude: number | null;
	longitude: number | null;
	startDate: string;
	endDate: string;
	numberOfTravelers: number | null;
	kidAges: number[];
	interests: string[];
	tags: AdventureTag[];
	coverImageUrl: string | null;
	isPublic: boolean;
	createdAt: string;
	updatedAt: string;
}

/**
 * 'Where we're staying': one of the adventure's saved places (`placeId` set; the label is its name)
 * or an address the family typed (`placeId` null). The guide measures distances from `point`. Only
 * the owner reads it: a viewer's read and the public view never carry it.
 */
export interface AdventureStay {
	placeId: string | null;
	label: string;
	latitude: number;
	longitude: number;
}

/** The owner's read of one adventure: the adventure and where the family stays (null: not set, or not the owner). */
export interface AdventureWithStay extends Adventure {
	stay: AdventureStay | null;
}

export const STAY_LABEL_MAX = 200;

/** What the 'Where we're staying' control and the API say; a family reads them. */
export const stayMessages = {
	heading: "Where we're staying",
	hint: "Distances in the guide's answers are measured from here.",
	placeNotSaved: "That place isn't saved in this adventure. Save it first, or type the address.",
	addressRequired: "Type the address where you're staying",
	addressNotFound: "We couldn't find that address. Try adding the town or the postcode.",
	oneKind: "Choose a saved place or type an address, not both",
	pointIncomplete: "The address needs both a latitude and a longitude",
	saved: "Saved where you're staying",
	cleared: "Cleared where you're staying",
	saveFailed: "Couldn't save where you're staying. Please try again.",
	none: "Not set: distances are measured from the destination's centre.",
	noSavedPlaces: "No saved places yet: save your hotel from the Places tab, or type its address.",
	/** An address more than STAY_NEAR_KM (domain/place/stay-address.ts) from the adventure's point; `trip` is the destination's first part ("London"). */
	farFromTrip: (trip: string) => `That address is far from ${trip}. Where we're staying should be near the trip.`,
	suggestionsLoading: "Looking for addresses near the trip…",
	suggestionsEmpty: "No addresses near the trip match. Try a street, an area or a place.",
	suggestionsFailed: "Couldn't look up addresses just now. You can still type the address.",
} as const;

/** `GET /api/adventures/stats`. */
export interface AdventureStats {
	upcomingAdventures: number;
	completedAdventures: number;
	sharedLocalWunders: number;
	sharedAdventures: number;
}

/** One card of `GET /api/adventures/public`: what Discover shows, nothing private of the owner. */
export interface PublicAdventure {
	id: string;
	title: string;
	description: string | null;
	location: string;
	latitude: number | null;
	longitude: number | null;
	startDate: string;
	endDate: string;
	numberOfTravelers: number | null;
	kidAges: number[];
	tags: AdventureTag[];
	coverImageUrl: string | null;
	createdAt: string;
	/** The owner's first name and last initial ("Ana P."), and their Local Wunder badge. */
	owner: { displayName: string; isLocalWunder: boolean };
}

/** How many public adventures Discover lists (newest first). */
export const PUBLIC_LIST_LIMIT = 200;
