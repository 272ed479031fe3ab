import { haversineKm, type LatLng } from "../geo/geo-rules";
import type { TransportMode } from "./path-rules";

/**
 * A family's pace, set by its youngest child: how fast they walk, how far they walk in a day, the
 * longest leg on foot, how many stops a day holds and whether the day keeps a nap window. The
 * "Paced for the youngest" table in docs/decisions/paths-and-days.md is this one; tests read it from here.
 *
 * Under 2 the child rides in a stroller or carrier, so the pace is a parent's pushing one, but the
 * day stays short (naps, feeds). From 2 the child walks, slowly; the pace rises with age.
 */
export interface Pace {
	/** The youngest child's age, or null when the trip names no kids (an adult's pace). */
	age: number | null;
	/** Walking speed on the flat, km/h. */
	kmPerHour: number;
	/** The most a day holds on foot, km (legs plus an allowance inside each stop). */
	dayWalkingBudgetKm: number;
	/** The longest leg to walk, km; longer legs take transit or the car. */
	maxWalkingLegKm: number;
	/** Stops a day holds, a meal stop not counted. */
	maxStopsPerDay: number;
	/** Under 4: a rest or nap in the early afternoon (local times, `HH:MM`). */
	napWindow: { start: string; end: string } | null;
}

interface PaceBand {
	/** The band holds ages up to and including this one. */
	upToAge: number;
	kmPerHour: number;
	dayWalkingBudgetKm: number;
	maxWalkingLegKm: number;
	maxStopsPerDay: number;
}

/** The pace by age band, youngest first; an age past the last band walks at the last band's pace. */
export const PACE_BANDS: readonly PaceBand[] = [
	{ upToAge: 1, kmPerHour: 4, dayWalkingBudgetKm: 6, maxWalkingLegKm: 1.5, maxStopsPerDay: 3 },
	{ upToAge: 3, kmPerHour: 2.5, dayWalkingBudgetKm: 4, maxWalkingLegKm: 1.5, maxStopsPerDay: 3 },
	{ upToAge: 5, kmPerHour: 3, dayWalkingBudgetKm: 5, maxWalkingLegKm: 1.5, maxStopsPerDay: 4 },
	{ upToAge: 8, kmPerHour: 3.5, dayWalkingBudgetKm: 8, maxWalkingLegKm: 2, maxStopsPerDay: 5 },
	{ upToAge: 12, kmPerHour: 4.2, dayWalkingBudgetKm: 12, maxWalkingLegKm: 2.5, maxStopsPerDay: 5 },
	{ upToAge: Number.POSITIVE_INFINITY, kmPerHour: 4.8, dayWalkingBudgetKm: 15, maxWalkingLegKm: 3, maxStopsPerDay: 6 },
];

/** The youngest age that still keeps a nap window. */
export const NAP_MAX_AGE = 3;

export const NAP_WINDOW = { start: "13:00", end: "14:30" } as const;

/** The longest leg each mode takes in a planned day, km (walking's comes from the pace). */
export const MODE_LEG_LIMIT_KM: Record<Exclude<TransportMode, "walking">, number> = {
	cycling: 8,
	transit: 25,
	driving: 150,
};

/** The pace of a family whose kids are these ages (the youngest sets it; none: an adult's). */
export function paceForAges(ages: readonly number[]): Pace {
	const valid = ages.filter((age) => Number.isFinite(age) && age >= 0);
	const age = valid.length > 0 ? Math.min(...valid) : null;
	const band = PACE_BANDS.find((b) => age != null && age <= b.upToAge) ?? (PACE_BANDS.at(-1) as PaceBand);
	return {
		age,
		kmPerHour: band.kmPerHour,
		dayWalkingBudgetKm: band.dayWalkingBudgetKm,
		maxWalkingLegKm: band.maxWalkingLegKm,
		maxStopsPerDay: band.maxStopsPerDay,
		napWindow: age != null && age <= NAP_MAX_AGE ? { ...NAP_WINDOW } : null,
	};
}

/**
 * What a day's walking budget counts inside each stop, km (a museum's galleries, a park's paths): a
 * day's walking is its walked legs plus this much per stop (`dayWalkingKm`).
 */
const STOP_WALKING_KM = 0.3;

/** The km a day asks on foot: the legs walked plus `STOP_WALKING_KM` inside each stop. */
export function dayWalkingKm(walkedLegsKm: number, stopCount: number): number {
	return walkedLegsKm + stopCount * STOP_WALKING_KM;
}

/** The longest leg a mode takes at this pace, km. */
export function modeLegLimitKm(mode: TransportMode, pace: Pace): number {
	return mode === "walking" ? pace.maxWalkingLegKm : MODE_LEG_LIMIT_KM[mode];
}

/** Minutes to walk this many metres at this pace (whole minutes, at least 1 for any distance). */
export function walkingMinutesAtPace(meters: number, pace: Pace): number {
	if (!(meters > 0)) return 0;
	return Math.max(1, Math.round((meters / 1000 / pace.kmPerHour) * 60));
}

/** "a 3-year-old's pace", "an 8-year-old's pace", "a stroller's pace", or "an adult's pace". */
export function paceWho(pace: Pace): string {
	if (pace.age == null || pace.age > 12) return "an adult's pace";
	if (pace.age < 2) return "a stroller's pace";
	// "an 8-year-old", "an 11-year-old": the article follows the sound of the number.
	const article = pace.age === 8 || pace.age === 11 ? "an" : "a";
	return `${article} ${pace.age}-year-old's pace`;
}

/** Rounds minutes the way a parent says them: to 5 from 10 minutes up. */
function roughMinutes(minutes: number): number {
	return minutes < 10 ? minutes : Math.round(minutes / 5) * 5;
}

/** "about 35 min at a 3-year-old's pace" for a walking leg of this many metres. */
export function paceLegLabel(meters: number, pace: Pace): string {
	return `about ${roughMinutes(walkingMinutesAtPace(meters, pace))} min at ${paceWho(pace)}`;
}

/**
 * The mode a path starts with, from its legs (straight-line km between consecutive stops): walking
 * when every leg is within the pace's walking leg; transit where the destination has it (cities)
 * and every leg is within transit's limit; else driving. No legs: walking in a city, else driving.
 */
export function suggestTransportMode(
	legsKm: readonly number[],
	pace: Pace,
	options: { transitAvailable: boolean },
): TransportMode {
	if (legsKm.length === 0) return options.transitAvailable ? "walking" : "driving";
	const longest = Math.max(...legsKm);
	if (longest <= pace.maxWalkingLegKm) return "walking";
	if (options.transitAvailable && longest <= MODE_LEG_LIMIT_KM.transit) return "transit";
	return "driving";
}

/** Straight-line km between consecutive points. */
export function legsKmOf(points: readonly LatLng[]): number[] {
	const legs: number[] = [];
	for (let i = 1; i < points.length; i++) {
		const a = points[i - 1];
		const b = points[i];
		if (a && b) legs.push(haversineKm(a, b));
	}
	return legs;
}
