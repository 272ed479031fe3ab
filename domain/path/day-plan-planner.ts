// The day planner (pure, zod-free, no I/O): a trip's free days from the saved places, paced for the youngest.
import { addDays, dayNumber } from "../adventure/adventure-rules";
import type { LatLng } from "../geo/geo-rules";
import { groupByArea, walkable } from "./day-plan-areas";
import {
	buildDay,
	type Candidate,
	candidateOf,
	type DayContext,
	dayMode,
	km,
	nearest,
	orderDay,
	type PlannerPlace,
} from "./day-plan-day";
import { DAY_PLAN_MAX_DAYS, type DayPlanDay, type DayPlanProposal, THIN_DAY_STOPS } from "./day-plan-rules";
import { type Pace, paceForAges, paceWho } from "./pace-rules";
import { shortDay } from "./path-days";

export type { PlannerPlace } from "./day-plan-day";

/** What the planner plans from (the service reads it from D1 and the places provider). */
export interface DayPlanInput {
	adventureId: string;
	/** The trip's dates, `YYYY-MM-DD`. */
	startDate: string;
	endDate: string;
	kidAges: readonly number[];
	/** The family's saved places. */
	places: readonly PlannerPlace[];
	stay: { label: string; latitude: number; longitude: number } | null;
	/** The destination's point, when known. */
	center: LatLng | null;
	/** The adventure's paths: a dated one's day is taken, and its places are planned already. */
	existingPaths: readonly { name: string; date: string | null; placeIds: readonly string[] }[];
	/** Days the family marks as rainy: indoor places only. */
	rainyDates: readonly string[];
	/** The destination has public transport (a city): legs too long to walk may take it. */
	transitAvailable: boolean;
	/** Family places nearby the family has not saved (the catalog's), to fill thin days. */
	suggestions?: readonly PlannerPlace[];
}

/** Kinds of place never suggested to fill a day (a meal is the family's own choice). */
const NOT_SUGGESTED = new Set(["food", "cafe", "iceCream", "lodging", "camping", "shopping"]);
/** How far a suggestion may be from a thin day's stop (or an empty day's start) when none is a walk away, km. */
const NEAR_DAY_KM = 2;

/** A day with fewer than THIN_DAY_STOPS stops besides its meal. */
export function isThinDay(day: Pick<DayPlanDay, "stops">): boolean {
	return day.stops.filter((stop) => !stop.meal).length < THIN_DAY_STOPS;
}

/** The trip's dates in order (at most DAY_PLAN_MAX_DAYS). */
function tripDates(startDate: string, endDate: string): string[] {
	const count = Math.min(DAY_PLAN_MAX_DAYS, dayNumber(endDate) - dayNumber(startDate) + 1);
	return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(startDate, i));
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Sat Jun 1" for `2030-06-01`. */
function shortDate(date: string): string {
	return `${WEEKDAYS[new Date(dayNumber(date) * 86_400_000).getUTCDay()]} ${shortDay(date)}`;
}

function middleOf(points: readonly LatLng[]): LatLng | null {
	if (points.length === 0) return null;
	const sum = points.reduce(
		(acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
		{
			latitude: 0,
			longitude: 0,
		},
	);
	return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/**
 * Fills a thin day with the nearest suggestions: a short walk from its last stop first, else within
 * NEAR_DAY_KM of it when the day still has a mode; a day with no stops starts near the anchor.
 */
function fillThin(group: Candidate[], pool: Candidate[], rainy: boolean, ctx: DayContext): void {
	while (group.length < THIN_DAY_STOPS) {
		const last = group.at(-1);
		const options = pool.filter((c) => !rainy || c.indoor);
		const next = last
			? (nearest(
					last.place,
					options.filter((c) => walkable(group, c, ctx.pace)),
				) ??
				nearest(
					last.place,
					options.filter(
						(c) =>
							km(last.place, c.place) <= NEAR_DAY_KM &&
							dayMode(
								orderDay([...group, c], ctx).map((m) => m.place),
								ctx.pace,
								ctx.transitAvailable,
							) != null,
					),
				))
			: nearest(
					ctx.anchor,
					options.filter((c) => km(ctx.anchor, c.place) <= NEAR_DAY_KM),
				);
		if (!next) return;
		group.push(next);
		pool.splice(pool.indexOf(next), 1);
	}
}

/**
 * The dates a plan covers: the trip's free dates (no dated path yet), or every date when each has
 * one. `taken`: the dates that have a path.
 */
function datesToPlan(input: Pick<DayPlanInput, "startDate" | "endDate" | "existingPaths">): {
	dates: string[];
	taken: Set<string>;
	planDates: string[];
} {
	const dates = tripDates(input.startDate, input.endDate);
	const inTrip = new Set(dates);
	const taken = new Set(input.existingPaths.flatMap((p) => (p.date && inTrip.has(p.date) ? [p.date] : [])));
	const free = dates.filter((date) => !taken.has(date));
	return { dates, taken, planDates: free.length > 0 ? free : dates };
}

/** Where the days start: the stay, else the destination's point, else the middle of the saved places. */
export function planAnchor(input: Pick<DayPlanInput, "stay" | "center" | "places">): LatLng {
	if (input.stay) return { latitude: input.stay.latitude, longitude: input.stay.longitude };
	return input.center ?? middleOf(input.places) ?? { latitude: 0, longitude: 0 };
}

/**
 * The days a proposal leaves thin (fewer than THIN_DAY_STOPS stops) or empty: whether any is rainy
 * or dry, and where each lies (its first stop, or where the days start when it has none), so
 * suggestions are looked for near them.
 */
export function thinDays(
	input: DayPlanInput,
	proposal: DayPlanProposal,
): { rainy: boolean; dry: boolean; near: LatLng[] } {
	const byDate = new Map(proposal.days.map((day) => [day.date, day]));
	const rainy = new Set(input.rainyDates);
	const thin = datesToPlan(input).planDates.filter((date) => {
		const day = byDate.get(date);
		return !day || isThinDay(day);
	});
	const anchor = planAnchor(input);
	const near: LatLng[] = [];
	for (const date of thin) {
		const first = byDate.get(date)?.stops[0];
		const point = first ? { latitude: first.latitude, longitude: first.longitude } : anchor;
		if (!near.some((p) => p.latitude === point.latitude && p.longitude === point.longitude)) near.push(point);
	}
	return { rainy: thin.some((date) => rainy.has(date)), dry: thin.some((date) => !rainy.has(date)), near };
}

/**
 * The proposal: one day per free date of the trip (every date when each already has a path), fewer
 * when the places run out (the notes say so). Rainy dates get indoor places; days are grouped by
 * area from the stay outwards; a day holds at most the pace's stops; thin days take nearby
 * suggestions when given. The same input gives the same proposal (ties go by place id).
 */
export function planDays(input: DayPlanInput): DayPlanProposal {
	const pace = paceForAges(input.kidAges);
	const { dates, taken, planDates } = datesToPlan(input);
	const rainy = new Set(input.rainyDates);

	const planned = new Map<string, { name: string; date: string }>();
	for (const path of input.existingPaths) {
		if (!path.date) continue;
		for (const id of path.placeIds) if (!planned.has(id)) planned.set(id, { name: path.name, date: path.date });
	}
	const seen = new Set<string>();
	const saved = [...input.places]
		.filter((p) => !seen.has(p.googlePlaceId) && seen.add(p.googlePlaceId))
		.sort((a, b) => (a.googlePlaceId < b.googlePlaceId ? -1 : 1))
		.map((p) => candidateOf(p, true));
	const unplaced: DayPlanProposal["unplaced"] = [];
	const leave = (c: Candidate, reason: string) =>
		unplaced.push({ googlePlaceId: c.place.googlePlaceId, name: c.place.name, reason });

	const eating = saved.filter((c) => c.eating);
	const activities: Candidate[] = [];
	for (const c of saved.filter((c) => !c.eating)) {
		const on = planned.get(c.place.googlePlaceId);
		if (on) leave(c, `already on your path “${on.name}” for ${shortDate(on.date)}`);
		else if (c.place.closed) leave(c, "closed on your trip's dates, by what its description says of its season");
		else if (c.category === "lodging" || c.category === "camping") leave(c, "a place to stay, where the days start");
		else activities.push(c);
	}
	const ctx: DayContext = {
		pace,
		transitAvailable: input.transitAvailable,
		anchor: planAnchor(input),
		stay: input.stay,
		eating,
	};

	const rainyDates = planDates.filter((date) => rainy.has(date));
	const dryDates = planDates.filter((date) => !rainy.has(date));
	const perDay = (places: number, days: number) =>
		Math.min(pace.maxStopsPerDay, Math.max(1, Math.ceil(places / Math.max(1, days))));
	const target = perDay(activities.length, planDates.length);
	// Rainy days first, from the indoor places; what they leave goes to the dry days.
	const indoor = groupByArea(
		activities.filter((c) => c.indoor),
		rainyDates.length,
		target,
		ctx,
		false,
	);
	const usedIndoor = new Set(indoor.groups.flat());
	const dryPool = activities.filter((c) => !usedIndoor.has(c));
	const dry = groupByArea(dryPool, dryDates.length, perDay(dryPool.length, dryDates.length), ctx, true);
	const groups = new Map<string, Candidate[]>();
	for (const [i, date] of rainyDates.entries()) groups.set(date, indoor.groups[i] ?? []);
	for (const [i, date] of dryDates.entries()) groups.set(date, dry.groups[i] ?? []);

	const savedIds = new Set(saved.map((c) => c.place.googlePlaceId));
	const pool = (input.suggestions ?? [])
		.filter((p) => !savedIds.has(p.googlePlaceId) && !planned.has(p.googlePlaceId) && !p.closed)
		.map((p) => candidateOf(p, false))
		.filter((c) => c.category != null && !NOT_SUGGESTED.has(c.category))
		.filter((c, i, all) => all.findIndex((o) => o.place.googlePlaceId === c.place.googlePlaceId) === i)
		.sort((a, b) => (a.place.googlePlaceId < b.place.googlePlaceId ? -1 : 1));

	const days: DayPlanDay[] = [];
	for (const date of planDates) {
		const group = groups.get(date) ?? [];
		if (group.length < THIN_DAY_STOPS) fillThin(group, pool, rainy.has(date), ctx);
		let day = buildDay(date, group, rainy.has(date), ctx);
		// No mode joins them all (never expected: groups are checked as they grow): the last joined goes.
		while (!day && group.length > 0) {
			const dropped = group.pop() as Candidate;
			if (dropped.saved) leave(dropped, "too far from your other places to fit in a day");
			day = buildDay(date, group, rainy.has(date), ctx);
		}
		if (day) days.push(day);
	}

	for (const c of dry.left) {
		leave(
			c,
			dryDates.length === 0 && !c.indoor
				? "an outdoor place, and every day left is marked rainy"
				: "the days are full at this pace; it could go on a day of its own",
		);
	}
	const meals = new Set(days.flatMap((d) => d.stops.filter((s) => s.meal).map((s) => s.googlePlaceId)));
	for (const c of eating) {
		if (!meals.has(c.place.googlePlaceId)) leave(c, "a place to eat that is not near any day's stops");
	}

	return {
		adventureId: input.adventureId,
		pace,
		days,
		unplaced,
		notes: planNotes(input, { pace, dates, taken, planDates, days }),
	};
}

function planNotes(
	input: DayPlanInput,
	plan: { pace: Pace; dates: string[]; taken: Set<string>; planDates: string[]; days: DayPlanDay[] },
): string[] {
	const { pace, dates, taken, planDates, days } = plan;
	const notes: string[] = [];
	// First what the plan could not do.
	if (days.length === 0) {
		notes.push(
			input.places.length === 0
				? "There are no saved places to plan from yet: save a few places, or ask Wunder for ideas."
				: "None of your saved places could make a day; each one says why.",
		);
	} else if (days.length < planDates.length) {
		notes.push(
			`Your saved places fill ${days.length} of the ${planDates.length} days; save more places (or ask Wunder for ideas) to plan the others.`,
		);
	}
	const planned = new Set(days.map((day) => day.date));
	const dryRain = planDates.filter((date) => input.rainyDates.includes(date) && !planned.has(date));
	if (dryRain.length > 0 && days.length > 0) {
		notes.push(
			`${dryRain.map(shortDate).join(", ")} ${dryRain.length === 1 ? "is" : "are"} marked rainy, and none of your saved indoor places is left for ${dryRain.length === 1 ? "it" : "them"}: save a museum or an indoor play place nearby and plan again.`,
		);
	}
	if (taken.size > 0 && taken.size < dates.length) {
		notes.push(
			`${[...taken].sort().map(shortDate).join(", ")} already ${taken.size === 1 ? "has a path" : "have paths"}, so only the other days are planned.`,
		);
	}
	if (taken.size > 0 && taken.size === dates.length) {
		notes.push("Every day of the trip already has a path: these are more ideas, as new paths beside them.");
	}
	// Lunch, said once for the plan: the dry days none of the saved places to eat is near.
	const eats = input.places.some((p) => candidateOf(p, true).eating);
	const unfed = days.filter((day) => !day.rainy && !day.stops.some((s) => s.meal));
	if (eats && unfed.length > 0) {
		notes.push(
			days.every((day) => !day.stops.some((s) => s.meal))
				? "None of your saved places to eat is near any day's stops: pack a picnic or find a café nearby."
				: `None of your saved places to eat is near the stops of ${unfed.map((day) => shortDate(day.date)).join(", ")}: pack a picnic or find a café nearby on ${unfed.length === 1 ? "that day" : "those days"}.`,
		);
	}
	const existing = input.existingPaths.length;
	if (existing > 0) {
		notes.push(`Your ${existing} existing ${existing === 1 ? "path is" : "paths are"} kept as they are.`);
	}
	// Last: the pace the days follow (the guide's reply says it in its own words and drops this one).
	notes.push(
		`At ${paceWho(pace)}: at most ${pace.maxStopsPerDay} stops a day, walks of up to ${pace.maxWalkingLegKm} km a leg and ${pace.dayWalkingBudgetKm} km a day${pace.napWindow ? `, and a nap window from ${pace.napWindow.start} to ${pace.napWindow.end}` : ""}.`,
	);
	return notes;
}
