import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import type { PlaceModifier } from "../../../../domain/place/vocabulary";
import { type PlacesProvider, PlacesUnavailableError } from "../../../providers/places";
import { brokenConstraint, constraintsOf } from "../search/constraints";
import type { Origin } from "../search/origin";
import type { Plan } from "../search/plan";
import { searchQueries } from "../search/queries";

/**
 * One search of the model guide's tool, for a typed ask: the places found that keep every hard
 * constraint of the ask. This is the one place the model guide searches, so the engine
 * (./search/, `findPlaces(ask, trip, deps)`) replaces it whole when it lands: until then it runs
 * today's search path (./search-queries.ts, the places provider, ./constraints.ts) with the ask
 * read into that path's request.
 */

/** Searches one ask runs at most (the provider is asked for each, in parallel). */
const QUERIES_PER_ASK = 3;

const NEED_MODIFIERS: Partial<Record<Ask["needs"][number], PlaceModifier>> = {
	"not-loud": "noise",
	quiet: "quiet",
	"not-crowded": "quiet",
	nap: "nap",
	stroller: "stroller",
	"step-free": "accessible",
	toilets: "toilets",
	"baby-changing": "toilets",
	picnic: "picnic",
	rest: "rest",
};

/** The ask as today's search path reads a request. */
function requestOf(ask: Ask): Plan {
	const setting =
		ask.setting === "indoor" || ask.setting === "outdoor"
			? ask.setting
			: ask.weather === "rain" || ask.weather === "snow"
				? "indoor"
				: ask.weather === "heat"
					? "cool"
					: null;
	const price = ask.price;
	const when: PlaceModifier | null =
		ask.visitLength === "short" ? "short" : ask.visitLength === "whole-day" ? "long" : null;
	const said: (PlaceModifier | null | false)[] = [
		setting,
		Boolean(price?.free) && "free",
		Boolean(price && (price.cheap || price.max !== null)) && "cheap",
		...ask.needs.map((need) => NEED_MODIFIERS[need] ?? null),
		ask.who.group === "teens" && "teen",
		ask.where.close && "nearby",
		ask.where.near?.kind === "here" && "here",
		ask.where.mode === "walk" && "walking",
		ask.timeOfDay,
		when,
		ask.again && "again",
	];
	const modifiers = new Set(said.filter((modifier): modifier is PlaceModifier => Boolean(modifier)));
	return {
		categories: [...ask.kinds],
		avoid: [...ask.avoidKinds],
		modifiers: [...modifiers],
		ages: [...ask.who.ages].sort((a, b) => a - b),
		nearPlace: null,
		nearTown: false,
		within: ask.where.withinMinutes
			? { minutes: ask.where.withinMinutes, onFoot: ask.where.mode === "walk" || ask.where.mode === null }
			: null,
		keywords: [...ask.words, ...ask.food],
		avoidWords: ask.avoidWords.map((word) => word.toLowerCase()),
		words: [],
		together: ask.together,
		vague: false,
	};
}

/** Where and for whom the model guide searches (the family's origin and distance, the kids, the trip). */
export interface AskSearchWhere {
	origin: Origin;
	radiusMeters: number;
	kidAges: readonly number[];
	tripDates: { start: string; end: string } | null;
}

/** The searches an ask runs, most specific first (the kinds and words it names; else the family mix). */
export const askQueries = (ask: Ask, provider: PlacesProvider["kind"]): string[] =>
	searchQueries(requestOf(ask), provider).slice(0, QUERIES_PER_ASK);

/**
 * The places for an ask: each of its searches run around the origin, every place that breaks one
 * of its hard constraints (or is one it leaves out) dropped. A search that failed finds nothing; a
 * places service that did not answer is thrown (nobody looked, so nothing may be said to be missing).
 */
export async function searchAsk(ask: Ask, where: AskSearchWhere, places: PlacesProvider): Promise<Place[]> {
	const request = requestOf(ask);
	const constraints = constraintsOf({
		...request,
		messageAges: request.ages,
		kidAges: where.kidAges,
		tripDates: where.tripDates,
	});
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
