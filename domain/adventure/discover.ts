import { dayCount } from "./adventure";

/**
 * Discover's filters (text in the title, location or tags; trip length; kids' ages; region), one home
 * for the SPA and the server. Every filter left unset matches everything; the set ones are ANDed.
 */

export const DURATION_BANDS = ["weekend", "3-5-days", "week-plus"] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

export const DURATION_LABELS: Record<DurationBand, string> = {
	weekend: "Weekend (3 days or fewer)",
	"3-5-days": "3–5 days",
	"week-plus": "6 days or more",
};

/** Where 'week-plus' starts. The spec says 7, which would leave a 6-day trip in no band. */
const WEEK_PLUS_FROM_DAYS = 6;

/**
 * Days are counted as the card counts them (end − start + 1, at least 1), so the filter and the
 * card's "N days" agree. Weekend: 3 or fewer; 3-5-days: 3 to 5 (3 days is both, as the spec writes);
 * week-plus: 6 or more, so every length is in a band (a 6-day trip is nearly a week).
 */
export function matchesDuration(adventure: { startDate: string; endDate: string }, band: DurationBand): boolean {
	const days = dayCount(adventure.startDate, adventure.endDate);
	if (band === "weekend") return days <= 3;
	if (band === "3-5-days") return days >= 3 && days <= 5;
	return days >= WEEK_PLUS_FROM_DAYS;
}

export const KID_AGE_BANDS = ["0-2", "3-5", "6-9", "10-12", "13-plus"] as const;
export type KidAgeBand = (typeof KID_AGE_BANDS)[number];

export const KID_AGE_BAND_LABELS: Record<KidAgeBand, string> = {
	"0-2": "0–2",
	"3-5": "3–5",
	"6-9": "6–9",
	"10-12": "10–12",
	"13-plus": "13+",
};

const AGE_RANGES: Record<KidAgeBand, [number, number]> = {
	"0-2": [0, 2],
	"3-5": [3, 5],
	"6-9": [6, 9],
	"10-12": [10, 12],
	"13-plus": [13, 18],
};

/** An adventure matches when any of its kids' ages is in the band (none: no band matches). */
export function matchesKidAgeBand(kidAges: readonly number[], band: KidAgeBand): boolean {
	const [min, max] = AGE_RANGES[band];
	return kidAges.some((age) => age >= min && age <= max);
}

export const REGIONS = ["us-west", "us-east", "us-central", "us-south", "international"] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
	"us-west": "US West",
	"us-east": "US East",
	"us-central": "US Central",
	"us-south": "US South",
	international: "International",
};

type UsRegion = Exclude<Region, "international">;

/**
 * The 50 states and DC by region: West = the Pacific and Mountain states with Alaska and Hawaii;
 * Central = the Midwest; South = the census South without Delaware, Maryland and DC; East = New
 * England and the Mid-Atlantic with Delaware, Maryland and DC.
 */
export const US_STATES: readonly { name: string; code: string; region: UsRegion }[] = [
	...(
		[
			["Alaska", "AK"],
			["Arizona", "AZ"],
			["California", "CA"],
			["Colorado", "CO"],
			["Hawaii", "HI"],
			["Idaho", "ID"],
			["Montana", "MT"],
			["Nevada", "NV"],
			["New Mexico", "NM"],
			["Oregon", "OR"],
			["Utah", "UT"],
			["Washington", "WA"],
			["Wyoming", "WY"],
		] as const
	).map(([name, code]) => ({ name, code, region: "us-west" as const })),
	...(
		[
			["Illinois", "IL"],
			["Indiana", "IN"],
			["Iowa", "IA"],
			["Kansas", "KS"],
			["Michigan", "MI"],
			["Minnesota", "MN"],
			["Missouri", "MO"],
			["Nebraska", "NE"],
			["North Dakota", "ND"],
			["Ohio", "OH"],
			["South Dakota", "SD"],
			["Wisconsin", "WI"],
		] as const
	).map(([name, code]) => ({ name, code, region: "us-central" as const })),
	...(
		[
			["Alabama", "AL"],
			["Arkansas", "AR"],
			["Florida", "FL"],
			["Georgia", "GA"],
			["Kentucky", "KY"],
			["Louisiana", "LA"],
			["Mississippi", "MS"],
			["North Carolina", "NC"],
			["Oklahoma", "OK"],
			["South Carolina", "SC"],
			["Tennessee", "TN"],
			["Texas", "TX"],
			["Virginia", "VA"],
			["West Virginia", "WV"],
		] as const
	).map(([name, code]) => ({ name, code, region: "us-south" as const })),
	...(
		[
			["Connecticut", "CT"],
			["Delaware", "DE"],
			["District of Columbia", "DC"],
			["Maine", "ME"],
			["Maryland", "MD"],
			["Massachusetts", "MA"],
			["New Hampshire", "NH"],
			["New Jersey", "NJ"],
			["New York", "NY"],
			["Pennsylvania", "PA"],
			["Rhode Island", "RI"],
			["Vermont", "VT"],
		] as const
	).map(([name, code]) => ({ name, code, region: "us-east" as const })),
];

// Longest names first, so "West Virginia" wins over "Virginia" and "New Mexico" is never "Mexico".
const BY_NAME = [...US_STATES].sort((a, b) => b.name.length - a.name.length);
const BY_CODE = new Map(US_STATES.map((s) => [s.code, s.region]));

// State names are letters and spaces only: no regex escaping needed.
const NAME_PATTERNS = BY_NAME.map((s) => ({
	re: new RegExp(`(^|[^a-z])${s.name.toLowerCase()}([^a-z]|$)`),
	region: s.region,
}));

/**
 * A segment's state. Abbreviations count only in capitals and as a whole segment or before a ZIP
 * code ("WY", "WY 82190"), so the words "in", "or" and "me" in a name are never states. "Washington,
 * DC" is DC: the DC segment is read first (segments are read from the end).
 */
function stateRegionOf(segment: string): UsRegion | null {
	const code = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(segment.trim())?.[1];
	if (code) return BY_CODE.get(code) ?? null;
	const lower = segment.toLowerCase();
	if (/(^|[^a-z])d\.?c\.?$/.test(lower.trim())) return "us-east";
	for (const { re, region } of NAME_PATTERNS) if (re.test(lower)) return region;
	return null;
}

/**
 * The region of a location text: the state named by the last comma-separated segment that names
 * one (addresses end with the state, then the country); no state: 'international', unless the text
 * says USA or United States, when the region is unknown (null, matched by no region filter).
 */
export function regionOf(location: string): Region | null {
	const segments = location.split(/[,;]/);
	for (let i = segments.length - 1; i >= 0; i--) {
		const region = stateRegionOf(segments[i] ?? "");
		if (region) return region;
	}
	if (/\b(usa|u\.s\.a\.?|united states)\b/i.test(location)) return null;
	return "international";
}

/** Free text: case-insensitive substring of the title, the location or any tag; blank matches all. */
export function matchesText(adventure: { title: string; location: string; tags: readonly string[] }, text: string) {
	const needle = text.trim().toLowerCase();
	if (!needle) return true;
	return [adventure.title, adventure.location, ...adventure.tags].some((field) => field.toLowerCase().includes(needle));
}

export interface DiscoverFilters {
	q: string;
	duration: DurationBand | null;
	age: KidAgeBand | null;
	region: Region | null;
}

export const NO_FILTERS: DiscoverFilters = { q: "", duration: null, age: null, region: null };

export interface DiscoverCandidate {
	title: string;
	location: string;
	tags: readonly string[];
	kidAges: readonly number[];
	startDate: string;
	endDate: string;
}

/** All set filters ANDed. */
export function matchesFilters(adventure: DiscoverCandidate, filters: DiscoverFilters): boolean {
	if (!matchesText(adventure, filters.q)) return false;
	if (filters.duration && !matchesDuration(adventure, filters.duration)) return false;
	if (filters.age && !matchesKidAgeBand(adventure.kidAges, filters.age)) return false;
	if (filters.region && regionOf(adventure.location) !== filters.region) return false;
	return true;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
	value && (list as readonly string[]).includes(value) ? (value as T) : null;

export const FILTER_TEXT_MAX = 100;

/** Filters from the URL's search parameters; unknown values are ignored, so any shared link opens. */
export function parseDiscoverFilters(params: { get(name: string): string | null }): DiscoverFilters {
	return {
		q: (params.get("q") ?? "").slice(0, FILTER_TEXT_MAX),
		duration: oneOf(DURATION_BANDS, params.get("duration")),
		age: oneOf(KID_AGE_BANDS, params.get("age")),
		region: oneOf(REGIONS, params.get("region")),
	};
}

/** The search parameters of a filter set (unset filters left out), for a shareable URL. */
export function discoverSearchParams(filters: DiscoverFilters): Record<string, string> {
	const out: Record<string, string> = {};
	if (filters.q.trim()) out.q = filters.q;
	if (filters.duration) out.duration = filters.duration;
	if (filters.age) out.age = filters.age;
	if (filters.region) out.region = filters.region;
	return out;
}

/** How many filters are set (the collapsed filter button shows it). */
export function activeFilterCount(filters: DiscoverFilters): number {
	return [filters.q.trim(), filters.duration, filters.age, filters.region].filter(Boolean).length;
}
