// The judge of the guide's exam (./corpus.ts): is an answer right, and which hard constraints does it
// break? Defined from the catalog's data and the families' words, independently of the guide's code.
import { haversineKm, type LatLng } from "../../../domain/geo/geo-rules";
import type { CorpusEntry, Trip } from "./corpus";

/** The facts of a place the judge reads (from an answer's card or from the catalog). */
export interface JudgedPlace {
	id: string;
	name: string;
	types: readonly string[];
	tags: readonly string[];
	ages: readonly [number, number] | null;
	latitude: number;
	longitude: number;
	priceLevel: number | null;
	familySummary: string | null;
	pithySummary: string | null;
	whyKidsLoveIt: string | null;
}

/** What the guide answered (a GuideResponse's fields the judge reads). */
export interface JudgedAnswer {
	content: string;
	isClarification: boolean;
	suggestions: readonly JudgedPlace[];
	backupSuggestions: readonly JudgedPlace[];
}

/** The catalog as the judge knows it: places by id ("cat:<slug>") with their destination. */
export interface JudgeCatalog {
	place(id: string): (JudgedPlace & { destination: string }) | undefined;
	center(destination: string): LatLng;
}

export interface Verdict {
	entry: CorpusEntry;
	right: boolean;
	/** Why the answer is not right (empty when right). */
	why: string[];
	/** Hard constraints broken by a suggestion or a backup ("Rainforest Cafe: !loud"). */
	broken: string[];
	/** What came: the cards' names, or the start of the text. */
	came: string;
}

export interface Score {
	total: number;
	right: number;
	percent: number;
	broken: number;
	verdicts: Verdict[];
}

const has = (list: readonly string[], ...wanted: string[]) => wanted.some((item) => list.includes(item));
const textOf = (p: JudgedPlace) => [p.name, p.familySummary, p.pithySummary, p.whyKidsLoveIt].filter(Boolean).join(" ");

const FOOD_TYPES = ["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant"];
const PARK_LIKE = ["park", "natural_feature", "hiking_area", "beach", "national_park"];

/** Loud by its own words. */
const isLoud = (p: JudgedPlace) => /loud|noisy|thunder|roar/i.test(textOf(p));
/** Mainly somewhere to sleep (its first type). */
const isBed = (p: JudgedPlace) => ["lodging", "hotel", "campground"].includes(p.types[0] ?? "");
const isTheme = (p: JudgedPlace) => has(p.types, "amusement_park", "water_park");

/** Named kinds of places: predicates over types, tags and the place's own text. */
const KINDS: Record<string, (p: JudgedPlace) => boolean> = {
	any: () => true,
	indoor: (p) => has(p.tags, "indoor", "rainy-day"),
	outdoor: (p) => has(p.tags, "outdoor"),
	free: (p) => has(p.tags, "free", "free-with-park-entry") || p.priceLevel === 0,
	food: (p) => has(p.types, ...FOOD_TYPES) || has(p.tags, "food", "snacks"),
	/** Somewhere to sit down for a meal, not a sweet shop: a restaurant or café, or a food market. */
	meal: (p) =>
		has(p.types, "restaurant", "pizza_restaurant", "cafe") ||
		(has(p.tags, "food") && has(p.types, "tourist_attraction", "shopping_mall")),
	museum: (p) => has(p.types, "museum", "art_gallery"),
	lodging: (p) => has(p.types, "lodging", "hotel", "campground") || has(p.tags, "lodging"),
	camping: (p) => has(p.types, "campground") || has(p.tags, "camping"),
	play: (p) => has(p.tags, "play") || has(p.types, "playground", "amusement_park", "water_park"),
	park: (p) => has(p.types, "park", "playground", "national_park"),
	active: (p) =>
		has(p.tags, "play", "hiking", "swimming", "beach") ||
		has(p.types, "park", "playground", "hiking_area", "beach", "amusement_park", "water_park", "natural_feature"),
	animals: (p) => has(p.tags, "animals", "wildlife") || has(p.types, "zoo", "aquarium", "farm"),
	wildlife: (p) => has(p.tags, "wildlife", "animals"),
	science: (p) => has(p.tags, "science"),
	history: (p) => has(p.tags, "history") || has(p.types, "historical_landmark"),
	art: (p) => has(p.tags, "art") || has(p.types, "art_gallery"),
	views: (p) => has(p.tags, "views"),
	boat: (p) => has(p.tags, "boat") || has(p.types, "marina"),
	picnic: (p) => has(p.tags, "picnic"),
	beach: (p) => has(p.tags, "beach") || has(p.types, "beach"),
	water: (p) => has(p.tags, "water", "swimming", "beach") || has(p.types, "swimming_pool", "water_park", "beach"),
	swim: (p) => has(p.tags, "swimming") || has(p.types, "swimming_pool", "water_park"),
	hike: (p) => has(p.tags, "hiking") || has(p.types, "hiking_area"),
	nature: (p) => has(p.types, ...PARK_LIKE) || has(p.tags, "hiking", "wildlife"),
	stroller: (p) => has(p.tags, "stroller-friendly", "accessible"),
	accessible: (p) => has(p.tags, "accessible"),
	theme: isTheme,
	loud: isLoud,
	quiet: (p) =>
		!isLoud(p) &&
		!isTheme(p) &&
		!has(p.types, "stadium") &&
		has(p.tags, "outdoor") &&
		(has(p.types, ...PARK_LIKE) || has(p.tags, "picnic", "views")),
	thermal: (p) =>
		has(p.types, "natural_feature") &&
		/geyser|hot spring|hydrothermal|mud volcano|paint ?pot|terraces/i.test(textOf(p)),
	toddler: (p) => has(p.tags, "toddler-friendly") || (p.ages !== null && p.ages[0] <= 3),
};

/** Where distances are measured from: the stay when the trip has one, else the destination's centre. */
function stayPoint(trip: Trip, catalog: JudgeCatalog): LatLng {
	const stay = trip.stay;
	if (typeof stay === "string") {
		const place = catalog.place(`cat:${stay}`);
		if (!place) throw new Error(`stay ${stay} is not in the catalog`);
		return place;
	}
	if (stay) return { latitude: stay.lat, longitude: stay.lng };
	return catalog.center(trip.destination);
}

/** One term: "indoor", "!museum", "age:12", "within:2", "near:<slug>:1.5", "text:<regex>". */
function term(spec: string, place: JudgedPlace, trip: Trip, catalog: JudgeCatalog): boolean {
	if (spec.startsWith("!")) return !term(spec.slice(1), place, trip, catalog);
	const [name = "", ...args] = spec.split(":");
	const km = (from: LatLng) => haversineKm(from, place);
	switch (name) {
		case "text":
			return new RegExp(args.join(":"), "i").test(textOf(place));
		case "name":
			return new RegExp(args.join(":"), "i").test(place.name);
		case "age": {
			const age = Number(args[0]);
			return place.ages === null || (place.ages[0] <= age && age <= place.ages[1]);
		}
		case "within":
			return km(stayPoint(trip, catalog)) <= Number(args[0]);
		case "near": {
			const anchor = catalog.place(`cat:${args[0]}`);
			if (!anchor) throw new Error(`near: ${args[0]} is not in the catalog`);
			return km(anchor) <= Number(args[1]);
		}
		default: {
			const kind = KINDS[name];
			if (!kind) throw new Error(`unknown kind "${name}"`);
			return kind(place);
		}
	}
}

/** An item is kinds joined by "|": any of them will do. */
const matches = (item: string, place: JudgedPlace, trip: Trip, catalog: JudgeCatalog) =>
	item.split("|").some((spec) => term(spec, place, trip, catalog));

/**
 * Whether a place fits one item. `text:` and `name:` items hold a regex whose "|" is part of it, so
 * they come last in an item and are matched whole.
 */
export const matchesItem = (item: string, place: JudgedPlace, trip: Trip, catalog: JudgeCatalog) => {
	const found = item.match(/(text|name):/);
	if (!found || found.index === undefined) return matches(item, place, trip, catalog);
	const before = item.slice(0, found.index).replace(/\|$/, "");
	const negated = before.endsWith("!");
	const rest = negated ? before.slice(0, -1).replace(/\|$/, "") : before;
	const pattern = new RegExp(item.slice(found.index + 5), "i");
	const textHit = pattern.test(found[1] === "name" ? place.name : textOf(place));
	if (negated) return !textHit;
	return textHit || (rest !== "" && matches(rest, place, trip, catalog));
};

// Seasons: a place tagged `seasonal` whose own words give its open months. First rule that matches wins;
// a place open in winter too has no closed months.
const SEASON_RULES: [RegExp, number[] | null][] = [
	[/open (in )?summer and (by snowcoach )?in winter|open summer and winter|open in winter|limited winter/i, null],
	[/closed in winter/i, [3, 4, 5, 6, 7, 8, 9, 10, 11]],
	[/early July to early October/i, [7, 8, 9, 10]],
	[/March to early May|open only in spring/i, [3, 4, 5]],
	[/spring through fall|opens in spring and closes in fall/i, [4, 5, 6, 7, 8, 9, 10]],
	[
		/summer season only|summer only|only in summer|open (only )?in summer|runs in summer only|only while Trail Ridge Road is open|Memorial Day to mid-October/i,
		[5, 6, 7, 8, 9, 10],
	],
];

/** The months (1–12) a seasonal place is open by its own words, or null when it does not say. */
function openMonths(place: JudgedPlace): number[] | null {
	if (!place.tags.includes("seasonal")) return null;
	const text = textOf(place);
	for (const [pattern, months] of SEASON_RULES) if (pattern.test(text)) return months;
	return null;
}

/** Every month the trip touches. */
function tripMonths(trip: Trip): number[] {
	const months = new Set<number>();
	const day = new Date(`${trip.start}T12:00:00Z`);
	const end = new Date(`${trip.end}T12:00:00Z`);
	while (day <= end) {
		months.add(day.getUTCMonth() + 1);
		day.setUTCDate(day.getUTCDate() + 1);
	}
	return [...months];
}

/** Closed on every day of the trip. */
export function closedForTrip(place: JudgedPlace, trip: Trip): boolean {
	const open = openMonths(place);
	return open !== null && tripMonths(trip).every((month) => !open.includes(month));
}

/** Words of the server's configuration a family should never read. */
const CONFIGURATION = /PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|OPENAI_API_KEY|\b[A-Z][A-Z0-9]+_[A-Z0-9_]{2,}\b/;

/** A place's name as a family would read it: without a parenthesis or a subtitle after a dash. */
const shortName = (name: string) => name.split(/ \(| – | - /)[0] ?? name;
const nameIn = (content: string, name: string) => content.toLowerCase().includes(shortName(name).toLowerCase());

/** The places a question is about: each item is catalog slugs joined by "|", any of which is that place. */
export const aboutIds = (entry: CorpusEntry) =>
	(entry.expect.about ?? []).map((item) => item.split("|").map((slug) => `cat:${slug}`));

/** The hard constraints one place breaks, for this entry. */
export function brokenBy(place: JudgedPlace, entry: CorpusEntry, catalog: JudgeCatalog): string[] {
	const broken = (entry.expect.hard ?? []).filter((item) => !matchesItem(item, place, entry.trip, catalog));
	if (closedForTrip(place, entry.trip)) broken.push("closed for the season");
	return broken;
}

/**
 * Why a card does not answer a request for places (empty when it does): it must be at the trip's
 * destination (or saved), match every accepted kind, not be somewhere to sleep unless that was asked
 * for, and break no hard constraint.
 */
export function cardProblems(entry: CorpusEntry, place: JudgedPlace, catalog: JudgeCatalog): string[] {
	const { expect, trip } = entry;
	const problems: string[] = [];
	const saved = (trip.saved ?? []).map((slug) => `cat:${slug}`);
	if (!saved.includes(place.id) && catalog.place(place.id)?.destination !== trip.destination)
		problems.push(`${place.name}: not at ${trip.destination}`);
	const missed = (expect.accept ?? []).filter((item) => !matchesItem(item, place, trip, catalog));
	if (missed.length > 0) problems.push(`${place.name}: not ${missed.join(", ")}`);
	// A hotel or campground is an answer only when the family asks where to stay.
	const wantsBeds = (expect.accept ?? []).some((item) => /(^|\|)(lodging|camping)\b/.test(item));
	if (!wantsBeds && isBed(place)) problems.push(`${place.name}: somewhere to sleep, not asked for`);
	return problems;
}

/** Judges one answer. */
export function judge(entry: CorpusEntry, answer: JudgedAnswer, catalog: JudgeCatalog): Verdict {
	const { expect } = entry;
	const why: string[] = [];
	const broken: string[] = [];
	// A place asked about is answered about, even when closed for the season or otherwise unfit.
	const asked = new Set(aboutIds(entry).flat());
	for (const place of [...answer.suggestions, ...answer.backupSuggestions]) {
		if (asked.has(place.id)) continue;
		for (const constraint of brokenBy(place, entry, catalog)) broken.push(`${place.name}: ${constraint}`);
	}
	if (CONFIGURATION.test(answer.content)) broken.push("text names a configuration variable");
	if (answer.isClarification) why.push("asked for more instead of answering");

	if (expect.about) {
		for (const ids of aboutIds(entry)) {
			const places = ids.map((id) => catalog.place(id));
			if (places.some((place) => !place)) throw new Error(`about: ${ids} is not in the catalog`);
			if (!places.some((place) => place && nameIn(answer.content, place.name)))
				why.push(`does not name ${places[0]?.name}`);
		}
		for (const fact of expect.facts ?? []) if (!fact.test(answer.content)) why.push(`text lacks ${fact}`);
		const others = answer.suggestions.filter((place) => !asked.has(place.id));
		if (others.length > 0) why.push(`other places instead: ${others.map((p) => p.name).join(", ")}`);
	} else {
		if (answer.suggestions.length === 0) why.push("no suggestion");
		for (const place of answer.suggestions) why.push(...cardProblems(entry, place, catalog));
	}
	for (const slug of expect.names ?? []) {
		const place = catalog.place(`cat:${slug}`);
		if (place && !nameIn(answer.content, place.name)) why.push(`does not name ${place.name}`);
	}
	if (broken.length > 0) why.push(`breaks ${broken.join("; ")}`);
	// The cards, and for a place question (or no card) the start of the text.
	const cards = answer.suggestions.map((p) => p.name).join(", ");
	const text = answer.content.replace(/\s+/g, " ").slice(0, expect.about ? 200 : 90);
	const came =
		cards && !expect.about ? cards : [cards && `cards: ${cards}`, `text: ${text}`].filter(Boolean).join(" | ");
	return { entry, right: why.length === 0, why, broken, came };
}

/** The corpus score: the share of right answers, and how many hard constraints were broken. */
export function score(verdicts: Verdict[]): Score {
	const right = verdicts.filter((v) => v.right).length;
	return {
		total: verdicts.length,
		right,
		percent: verdicts.length === 0 ? 0 : Math.round((1000 * right) / verdicts.length) / 10,
		broken: verdicts.reduce((sum, v) => sum + v.broken.length, 0),
		verdicts,
	};
}

/** Why answers failed, counted by kind of reason (an answer counts once per kind). */
export function failureCategories(result: Score): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const verdict of result.verdicts) {
		const kinds = new Set<string>();
		for (const reason of verdict.why) {
			if (reason.startsWith("asked for more")) kinds.add("clarification instead of an answer");
			else if (reason.startsWith("does not name")) kinds.add("place question: place not named");
			else if (reason.startsWith("text lacks")) kinds.add("place question: fact missing");
			else if (reason.startsWith("other places instead")) kinds.add("place question: other places as cards");
			else if (reason === "no suggestion") kinds.add("no suggestion");
			else if (reason.includes(": not at ")) kinds.add("place from another destination");
			else if (reason.endsWith("somewhere to sleep, not asked for")) kinds.add("hotel or campground not asked for");
			else if (reason.startsWith("breaks ")) {
				for (const broken of verdict.broken) kinds.add(`broken: ${broken.split(": ").pop()?.split(":")[0]}`);
			} else kinds.add("card of the wrong kind");
		}
		for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
	}
	return Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a));
}

/** The failures as a table for the test's output: question, what came, why. */
export function failureTable(result: Score): string {
	const rows = result.verdicts.filter((v) => !v.right);
	const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
	return rows
		.map(
			(v) =>
				`✗ [${v.entry.trip.destination}] ${v.entry.question}\n    came: ${cut(v.came, 300)}\n    why:  ${cut(v.why.join(" | "), 300)}`,
		)
		.join("\n");
}

/** The line `npm run bench` reads from the test's output. */
export const SCORE_MARKER = "GUIDE_CORPUS_SCORE";
