import type { LatLng } from "../../../../domain/geo/geo";
import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import { type PlacesProvider, PlacesUnavailableError } from "../../../providers/places";
import { brokenConstraint, constraintsOf } from "./constraints";
import type { Origin } from "./origin";
import { pickPlaces } from "./pick";
import { planOf } from "./plan";
import { searchQueries } from "./queries";
import type { ScoredPlace } from "./rank";
import { agesFor, fitOf, moreOf, type SearchTrip } from "./trip";

/**
 * The engine for callers that know where to look: the best few of given places for an ask ('Try
 * another suggestion', the day planner) and one search of an ask around a point (the model guide's
 * tool). Both read the ask as findPlaces does (./plan.ts `planOf`, ./trip.ts `moreOf`), so every
 * hard constraint of the ask is kept the same way whichever guide asks.
 */

/**
 * The best few of these places for an ask around a point, every constraint of the ask kept
 * ('Try another suggestion' and the day planner: where to look is already known).
 */
export function pickForAsk(
	ask: Ask,
	places: readonly Place[],
	around: { center: LatLng; radiusMeters: number; kidAges: readonly number[]; tripDates: SearchTrip["tripDates"] },
	count: number,
): ScoredPlace[] {
	const plan = planOf(ask, around.kidAges);
	const kidAges = agesFor(plan, { kidAges: around.kidAges });
	const origin: Origin = { point: around.center, label: "", kind: "destination", placeId: null };
	const fit = fitOf(
		{ tripDates: around.tripDates },
		plan,
		kidAges,
		origin,
		around.radiusMeters,
		moreOf(ask, plan, kidAges),
	);
	return pickPlaces(places, fit, { suggestions: count, backups: 0 }).suggestions;
}

/** Searches one ask of the model's tool runs at most (the provider is asked for each, in parallel). */
const QUERIES_PER_ASK = 3;

/** The searches an ask runs, most specific first (the kinds and words it names; else the family mix). */
export const askQueries = (ask: Ask, provider: PlacesProvider["kind"]): string[] =>
	searchQueries(planOf(ask), provider).slice(0, QUERIES_PER_ASK);

/** Where and for whom an ask is searched (the family's origin and distance, the kids, the trip). */
export interface AskSearchWhere {
	origin: Origin;
	radiusMeters: number;
	kidAges: readonly number[];
	tripDates: { start: string; end: string } | null;
}

/**
 * The places for an ask (the model guide's tool): each of its searches run around the origin, every
 * place that breaks one of its hard constraints (as findPlaces keeps them) or that it leaves out
 * dropped. A search that failed finds nothing; a places service that did not answer is thrown
 * (nobody looked, so nothing may be said to be missing).
 */
export async function placesForAsk(ask: Ask, where: AskSearchWhere, places: PlacesProvider): Promise<Place[]> {
	const plan = planOf(ask, where.kidAges);
	const kidAges = agesFor(plan, where);
	const constraints = constraintsOf(
		fitOf({ tripDates: where.tripDates }, plan, kidAges, where.origin, where.radiusMeters, moreOf(ask, plan, kidAges)),
	);
	const excluded = new Set(ask.exclude.flatMap((place) => (place.id ? [place.id] : [])));
	const found = await Promise.all(
		askQueries(ask, places.kind).map((query) =>
			places.search(query, where.origin.point, where.radiusMeters).catch((error: unknown) => {
				if (error instanceof PlacesUnavailableError) throw error;
				return [] as Place[];
			}),
		),
	);
	const seen = new Set<string>();
	return found.flat().filter((place) => {
		if (seen.has(place.googlePlaceId) || excluded.has(place.googlePlaceId)) return false;
		seen.add(place.googlePlaceId);
		return brokenConstraint(place, constraints) === null;
	});
}
