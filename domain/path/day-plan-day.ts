// One planned day: its order, mode, meal, legs, rest and notes (pure, zod-free; day-plan-planner.ts groups the days).
import { haversineKm, type LatLng } from "../geo/geo-rules";
import { categoryOfPlace, type PlaceCategoryName } from "../place/vocabulary";
import { placeSetting } from "../place/vocabulary-setting";
import type { DayBlock, DayPlanDay, DayPlanLeg, DayPlanStop } from "./day-plan-rules";
import {
	dayWalkingKm,
	modeLegLimitKm,
	type Pace,
	paceLegLabel,
	paceWho,
	suggestTransportMode,
	walkingMinutesAtPace,
} from "./pace-rules";
import { contentPathName } from "./path-content-name";
import { estimateLeg, type TransportMode } from "./path-rules";

/** A place the planner may put in a day: a saved place, or a catalog suggestion. */
export interface PlannerPlace {
	googlePlaceId: string;
	name: string;
	address: string | null;
	latitude: number;
	longitude: number;
	/** Google's vocabulary (the catalog's too): the category, indoors or out, an eating place. */
	types: readonly string[];
	tags?: readonly string[] | null;
	/** The catalog or the writers say it gets busy: it goes first in the morning. */
	busy?: boolean;
	/** Minutes a visit takes, when the writers say. */
	visitMinutes?: number | null;
	/** Closed on every day of the trip (its season, or closed for good): never planned. */
	closed?: boolean;
}

/** A place as the planner reads it. */
export interface Candidate {
	place: PlannerPlace;
	category: PlaceCategoryName | null;
	indoor: boolean;
	eating: boolean;
	saved: boolean;
}

/** What every day of one plan shares. */
export interface DayContext {
	pace: Pace;
	transitAvailable: boolean;
	/** Where the days start: the stay, else the destination's centre, else the places' middle. */
	anchor: LatLng;
	stay: { label: string; latitude: number; longitude: number } | null;
	/** The family's saved eating places, for the meal stop. */
	eating: readonly Candidate[];
}

/** Categories that are a meal stop. */
const EATING: ReadonlySet<PlaceCategoryName> = new Set(["food", "cafe"]);
/** Categories where a toddler can nap in the buggy or rest on the grass. */
const RESTFUL: ReadonlySet<PlaceCategoryName> = new Set(["park", "playground", "nature"]);

/** Minutes planned at a stop by its kind, when the writers do not say. */
const VISIT_MINUTES: Partial<Record<PlaceCategoryName, number>> = {
	museum: 120,
	science: 120,
	art: 90,
	zoo: 150,
	aquarium: 120,
	themePark: 180,
	park: 90,
	playground: 60,
	food: 60,
	cafe: 45,
	iceCream: 20,
};
const DEFAULT_VISIT_MINUTES = 90;

const byId = (a: Candidate, b: Candidate) =>
	a.place.googlePlaceId < b.place.googlePlaceId ? -1 : a.place.googlePlaceId > b.place.googlePlaceId ? 1 : 0;

export function candidateOf(place: PlannerPlace, saved: boolean): Candidate {
	const category = categoryOfPlace(place.types);
	const setting = placeSetting(place);
	return {
		place,
		category,
		indoor: setting === "indoor" || setting === "both",
		eating: category != null && EATING.has(category),
		saved,
	};
}

/** Straight-line km between two points. */
export const km = (a: LatLng, b: LatLng) => haversineKm(a, b);

/** The walking leg's road km (the estimate's detour included), which the walking limit applies to. */
export const walkKm = (a: LatLng, b: LatLng) => estimateLeg(a, b, "walking").distanceMeters / 1000;

/** The nearest of `options` to `from` (ties by id); undefined when there are none. */
export function nearest(from: LatLng, options: readonly Candidate[]): Candidate | undefined {
	let best: Candidate | undefined;
	let bestKm = Number.POSITIVE_INFINITY;
	for (const option of options) {
		const d = km(from, option.place);
		if (d < bestKm || (d === bestKm && best && byId(option, best) < 0)) {
			best = option;
			bestKm = d;
		}
	}
	return best;
}

/** Nearest-neighbour order from `first`. */
function chainFrom(first: Candidate, rest: readonly Candidate[]): Candidate[] {
	const order = [first];
	const left = rest.filter((c) => c !== first);
	while (left.length > 0) {
		const next = nearest(order.at(-1)?.place ?? first.place, left) as Candidate;
		order.push(next);
		left.splice(left.indexOf(next), 1);
	}
	return order;
}

/** Whether a day through these points keeps every leg within the mode's limit (and on foot, the day's budget). */
function modeFits(points: readonly LatLng[], mode: TransportMode, pace: Pace): boolean {
	const limit = modeLegLimitKm(mode, pace) * 1000;
	let walked = 0;
	for (let i = 1; i < points.length; i++) {
		const meters = estimateLeg(points[i - 1] as LatLng, points[i] as LatLng, mode).distanceMeters;
		if (meters > limit) return false;
		walked += meters;
	}
	return mode !== "walking" || dayWalkingKm(walked / 1000, points.length) <= pace.dayWalkingBudgetKm;
}

/**
 * The day's mode: `suggestTransportMode` on the walking legs, then the next mode up (walking,
 * transit where the destination has it, driving) while a leg is past its mode's limit or the walk
 * past the day's budget. Null when not even driving fits (the places are too far apart for a day).
 */
export function dayMode(points: readonly LatLng[], pace: Pace, transitAvailable: boolean): TransportMode | null {
	const legs: number[] = [];
	for (let i = 1; i < points.length; i++) legs.push(walkKm(points[i - 1] as LatLng, points[i] as LatLng));
	const ladder: TransportMode[] = transitAvailable ? ["walking", "transit", "driving"] : ["walking", "driving"];
	const first = suggestTransportMode(legs, pace, { transitAvailable });
	for (const mode of ladder.slice(Math.max(0, ladder.indexOf(first)))) {
		if (modeFits(points, mode, pace)) return mode;
	}
	return null;
}

/** Busy-first may make the day this much longer than the plain order, and this many km more. */
const BUSY_FIRST_DETOUR = 1.2;
const BUSY_FIRST_SLACK_KM = 0.3;

/**
 * The day's order: it starts with the busy place nearest the anchor (else the place nearest it);
 * busy places come first, then the rest, each by nearest neighbour. When busy-first needs a bigger
 * mode than the plain nearest-neighbour order from the same start, or zig-zags (a fifth and
 * 0.3 km longer), the plain order wins.
 */
export function orderDay(members: readonly Candidate[], ctx: DayContext): Candidate[] {
	if (members.length === 0) return [];
	const sorted = [...members].sort(byId);
	const busy = sorted.filter((c) => c.place.busy);
	const first = nearest(ctx.anchor, busy.length > 0 ? busy : sorted) as Candidate;
	const plain = chainFrom(first, sorted);
	if (busy.length <= 1) return plain;
	const busyChain = chainFrom(first, busy);
	const rest = sorted.filter((c) => !busy.includes(c));
	const restFirst = nearest(busyChain.at(-1)?.place ?? first.place, rest);
	const busyFirst = restFirst ? [...busyChain, ...chainFrom(restFirst, rest)] : busyChain;
	const rank = (order: Candidate[]) => {
		const mode = dayMode(
			order.map((c) => c.place),
			ctx.pace,
			ctx.transitAvailable,
		);
		return mode == null ? 9 : ["walking", "cycling", "transit", "driving"].indexOf(mode);
	};
	const length = (order: Candidate[]) =>
		order.slice(1).reduce((sum, c, i) => sum + km((order[i] as Candidate).place, c.place), 0);
	const zigzag = length(busyFirst) > length(plain) * BUSY_FIRST_DETOUR + BUSY_FIRST_SLACK_KM;
	return rank(busyFirst) <= rank(plain) && !zigzag ? busyFirst : plain;
}

/** On a day that rides, lunch may be this far (on foot's road km) from the stop before or after it. */
const RIDE_LUNCH_KM = 2;

/** How many of a day's stops (its meal not counted) are the morning's: the first half. */
export const morningStops = (stops: number) => Math.ceil(stops / 2);

/**
 * Of these eating places, the one to lunch at between the morning and the afternoon of a day with
 * these stops (in order) and this mode: the nearest to them that is within the walking leg of the
 * morning's last stop or the afternoon's first (on a day that rides, up to RIDE_LUNCH_KM) and keeps
 * the day's mode; null when none is. Ties go to the first listed. The planner's rule, and the
 * chat's "create path" uses it too.
 */
export function lunchStop<T>(
	stops: readonly LatLng[],
	eating: readonly T[],
	at: (meal: T) => LatLng,
	mode: TransportMode,
	pace: Pace,
): T | null {
	const morning = morningStops(stops.length);
	const before = stops[morning - 1];
	const after = stops[morning];
	if (!before) return null;
	const within = mode === "walking" ? pace.maxWalkingLegKm : Math.max(pace.maxWalkingLegKm, RIDE_LUNCH_KM);
	let best: { meal: T; cost: number } | null = null;
	for (const meal of eating) {
		const point = at(meal);
		// Lunch is a short walk from the morning's last stop or the afternoon's first, whatever the day's mode.
		const reach = Math.min(walkKm(before, point), after ? walkKm(point, after) : Number.POSITIVE_INFINITY);
		if (reach > within) continue;
		if (!modeFits([...stops.slice(0, morning), point, ...stops.slice(morning)], mode, pace)) continue;
		const cost = km(before, point) + (after ? km(point, after) : 0);
		if (!best || cost < best.cost) best = { meal, cost };
	}
	return best?.meal ?? null;
}

/** The saved eating place to lunch at on this day (on a rainy day, an indoor one): `lunchStop`. */
function mealFor(order: readonly Candidate[], mode: TransportMode, rainy: boolean, ctx: DayContext): Candidate | null {
	// A rainy day's lunch is under a roof too.
	const eating = [...ctx.eating].sort(byId).filter((meal) => !order.includes(meal) && (!rainy || meal.indoor));
	return lunchStop(
		order.map((c) => c.place),
		eating,
		(meal) => meal.place,
		mode,
		ctx.pace,
	);
}

const MODE_RIDE: Record<Exclude<TransportMode, "walking">, string> = {
	transit: "by transit",
	driving: "by car",
	cycling: "by bike",
};

type Point = LatLng & { googlePlaceId: string };

/** The leg between two stops at the family's pace (the SPA's review joins a removed suggestion's gap with it). */
export function legOf(from: Point, to: Point, mode: TransportMode, pace: Pace): DayPlanLeg {
	const estimate = estimateLeg(from, to, mode);
	const minutes =
		mode === "walking"
			? walkingMinutesAtPace(estimate.distanceMeters, pace)
			: Math.max(1, Math.round(estimate.durationSeconds / 60));
	return {
		fromGooglePlaceId: from.googlePlaceId,
		toGooglePlaceId: to.googlePlaceId,
		mode,
		distanceMeters: estimate.distanceMeters,
		minutes,
		label: mode === "walking" ? paceLegLabel(estimate.distanceMeters, pace) : `about ${minutes} min ${MODE_RIDE[mode]}`,
	};
}

/** Where a place is and what it is called: the fields a stop and a planner place share. */
export const placeBasics = (
	place: Pick<PlannerPlace, "googlePlaceId" | "name" | "address" | "latitude" | "longitude">,
) => ({
	googlePlaceId: place.googlePlaceId,
	name: place.name,
	address: place.address,
	latitude: place.latitude,
	longitude: place.longitude,
});

function stopOf(c: Candidate, block: DayBlock, meal: boolean): DayPlanStop {
	const { place } = c;
	return {
		...placeBasics(place),
		category: c.category,
		indoor: c.indoor,
		saved: c.saved,
		block,
		meal,
		visitMinutes:
			place.visitMinutes && place.visitMinutes > 0
				? Math.round(place.visitMinutes)
				: ((c.category && VISIT_MINUTES[c.category]) ?? DEFAULT_VISIT_MINUTES),
	};
}

const listNames = (names: readonly string[]) =>
	names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** How far the stay may be from lunch for a nap back there, km. */
const NAP_AT_STAY_KM = 3;

/**
 * Where a nap or rest fits, and the note's words for it: a park of the day (the afternoon's first),
 * else the stay when it is near lunch, else the buggy near the day's midday stop.
 */
function restPlace(stops: readonly DayPlanStop[], rainy: boolean, ctx: DayContext): { where: string; words: string } {
	const park = rainy
		? undefined
		: [...stops.filter((s) => s.block === "afternoon"), ...stops].find(
				(s) => s.category != null && RESTFUL.has(s.category),
			);
	if (park) return { where: park.name, words: `in ${park.name}, with the buggy or a blanket` };
	const midday = stops.find((s) => s.block === "midday") ?? stops.filter((s) => s.block === "morning").at(-1);
	if (ctx.stay && (!midday || km(midday, ctx.stay) <= NAP_AT_STAY_KM)) {
		return { where: ctx.stay.label, words: `back at ${ctx.stay.label}` };
	}
	const near = midday?.name ?? "lunch";
	return { where: `near ${near}`, words: `in the buggy near ${near}, or somewhere quiet indoors` };
}

/** Beyond this many hours of visits, travel and rest, a day's notes say it is long. */
const LONG_DAY_HOURS = 8;

const clockMinutes = (time: string) => {
	const [h, m] = time.split(":").map(Number);
	return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes a day takes: the visits, the legs and the rest window. */
function dayMinutes(
	stops: readonly DayPlanStop[],
	legs: readonly DayPlanLeg[],
	rest: { start: string; end: string } | null,
): number {
	const visits = stops.reduce((sum, stop) => sum + stop.visitMinutes, 0);
	const travel = legs.reduce((sum, leg) => sum + leg.minutes, 0);
	return visits + travel + (rest ? clockMinutes(rest.end) - clockMinutes(rest.start) : 0);
}

/**
 * One day from its places (already chosen, within the pace's stops), or null when no mode joins
 * them. Morning gets the first half (busy places first), a meal at midday when a saved eating place
 * keeps the day's mode, the afternoon the rest; under 4 a nap window after lunch.
 */
export function buildDay(
	date: string,
	members: readonly Candidate[],
	rainy: boolean,
	ctx: DayContext,
): DayPlanDay | null {
	const { pace } = ctx;
	const order = orderDay(members, ctx);
	const mode = dayMode(
		order.map((c) => c.place),
		pace,
		ctx.transitAvailable,
	);
	if (mode == null || order.length === 0) return null;
	const morning = morningStops(order.length);
	const meal = mealFor(order, mode, rainy, ctx);
	const stops: DayPlanStop[] = [
		...order.slice(0, morning).map((c) => stopOf(c, "morning", false)),
		...(meal ? [stopOf(meal, "midday", true)] : []),
		...order.slice(morning).map((c) => stopOf(c, "afternoon", false)),
	];
	const legs = stops.slice(1).map((stop, i) => legOf(stops[i] as DayPlanStop, stop, mode, pace));
	const distanceMeters = legs.reduce((sum, leg) => sum + leg.distanceMeters, 0);
	const walked = mode === "walking" ? distanceMeters : 0;
	const nap = pace.napWindow ? restPlace(stops, rainy, ctx) : null;
	const rest = pace.napWindow && nap ? { ...pace.napWindow, where: nap.where } : null;

	const notes: string[] = [];
	if (rainy) notes.push("You marked this day rainy, so it stays indoors.");
	const busy = order.filter((c) => c.place.busy).map((c) => c.place.name);
	if (busy.length > 0) {
		notes.push(
			`${listNames(busy)} ${busy.length === 1 ? "gets" : "get"} busy, so ${busy.length === 1 ? "it comes" : "they come"} first thing in the morning.`,
		);
	}
	const longest = legs.reduce<DayPlanLeg | undefined>(
		(max, leg) => (!max || leg.distanceMeters > max.distanceMeters ? leg : max),
		undefined,
	);
	if (mode === "walking" && longest) {
		notes.push(`Everything is a short walk apart: the longest leg is ${longest.label}.`);
	} else if (mode !== "walking" && legs.length > 0) {
		notes.push(
			`The stops are too far apart to walk at ${paceWho(pace)}, so this day goes ${MODE_RIDE[mode]}; the longest ride is ${longest?.label}.`,
		);
		// The hops a family would rather walk, on a day that rides.
		const hops = stops.slice(1).flatMap((stop, i) => {
			const from = stops[i] as DayPlanStop;
			const meters = estimateLeg(from, stop, "walking").distanceMeters;
			return meters <= pace.maxWalkingLegKm * 1000
				? [`${from.name} to ${stop.name} (${paceLegLabel(meters, pace)})`]
				: [];
		});
		if (hops.length > 0) {
			notes.push(`${hops.length === 1 ? "One hop is" : "Some hops are"} a short walk: ${listNames(hops.slice(0, 3))}.`);
		}
	}
	if (meal) notes.push(`Lunch at ${meal.place.name} around midday.`);
	else if (rainy && ctx.eating.length > 0) {
		notes.push(
			"None of your saved places to eat is both indoors and near this day's stops, so there is nowhere indoors planned for lunch: try a museum café, or bring a packed lunch.",
		);
	}
	if (rest && nap) notes.push(`Nap or quiet time from ${rest.start} to ${rest.end}: ${nap.words}.`);
	const hours = dayMinutes(stops, legs, rest) / 60;
	if (hours > LONG_DAY_HOURS) {
		notes.push(
			`A long day (about ${Math.round(hours)} hours with the visits, ${rest ? "the travel and the nap" : "and the travel"}): leave out the last stop if energy runs low.`,
		);
	}
	const suggested = order.filter((c) => !c.saved).map((c) => c.place.name);
	if (suggested.length > 0) {
		const one = suggested.length === 1;
		const near = order.some((c) => c.saved) ? "near this day's other stops" : "near where the day starts";
		notes.push(
			`${listNames(suggested)} ${one ? "is a suggestion" : "are suggestions"} ${near}, not ${one ? "one of your saved places" : "places you saved"}: keep or remove ${one ? "it" : "them"} before you accept.`,
		);
	} else if (order.length < 2) {
		notes.push("A light day: add a place nearby, or keep it easy.");
	}
	return {
		date,
		// Named as the guide names a path: the area its stops share and their kinds.
		name: contentPathName(
			[...order.slice(0, morning), ...(meal ? [meal] : []), ...order.slice(morning)].map((c) => c.place),
		),
		transportMode: mode,
		rainy,
		stops,
		legs,
		distanceMeters,
		walkingMinutes: walkingMinutesAtPace(walked, pace),
		walkingMeters: Math.round(dayWalkingKm(walked / 1000, stops.length) * 1000),
		rest,
		notes,
	};
}
