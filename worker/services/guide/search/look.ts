import { singular } from "../../../../domain/english";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { statusLines } from "../answer/compose";
import { searchEach } from "./each";
import type { Origin } from "./origin";
import { stayByQueries } from "./queries";
import { textOf } from "./rank";
import { metersFrom, type Search, type SearchDeps } from "./trip";

/** The engine's first step (./find.ts): searching the places provider for an ask, widening when too little is within reach. */

/** One search per query, place and reach in a turn: a relaxation that looks again asks the provider once. */
export function searchedOnce(places: SearchDeps["places"]): SearchDeps["places"] {
	const asked = new Map<string, Promise<Place[]>>();
	return {
		kind: places.kind,
		search(query, near, radiusMeters) {
			const key = `${query}\u0001${near.latitude},${near.longitude}\u0001${radiusMeters}`;
			let answer = asked.get(key);
			if (!answer) {
				answer = places.search(query, near, radiusMeters);
				// A failed search is asked again next time (a relaxation may find the service back).
				answer.catch(() => asked.delete(key));
				asked.set(key, answer);
			}
			return answer;
		},
	};
}

/** How far a search may widen when too little is found (the catalog holds national parks 100 km across). */
// OpenStreetMap: Overpass answers a 25 km circle politely; "catalog-osm": the catalog's reach.
export const MAX_WIDE_RADIUS = { catalog: 150_000, google: 50_000, osm: 25_000, "catalog-osm": 150_000 } as const;

export async function searchAll(
	deps: SearchDeps,
	queries: readonly string[],
	origin: Origin,
	radiusMeters: number,
	skip: ReadonlySet<string>,
): Promise<Place[]> {
	const results = await searchEach(deps.places, queries, origin.point, radiusMeters);
	const seen = new Set<string>();
	const places: Place[] = [];
	for (const place of results.flat()) {
		if (seen.has(place.googlePlaceId) || skip.has(place.googlePlaceId) || place.googlePlaceId === origin.placeId) {
			continue;
		}
		seen.add(place.googlePlaceId);
		places.push(place);
	}
	return places;
}

/** Looks for a plan's places where the search says, widening (`widen`) when too little is within reach. */
export async function look(deps: SearchDeps, search: Search, queries: string[], widen = true): Promise<Place[]> {
	const { origin, bounded, plan, skip } = search;
	const kind = deps.places.kind;
	const run = async (list: readonly string[]) => {
		const found = await searchAll(deps, list, origin, search.radius, skip);
		return bounded ? found.filter((place) => metersFrom(origin, place) <= search.radius) : found;
	};
	let places = await run(queries);
	// Too little within reach (and no distance was said): look further, twice at most.
	// A town with nothing of the kind in it: the nearest ones around it (at most three times as far).
	const widenable = (count: number) => (bounded ? origin.kind === "town" && count === 0 : count < 3);
	// An interest ("tide pools"): too few places whose own words have it is too little.
	const interest = plan.keywords.map((keyword) => ` ${searchTokens(keyword).map(singular).join(" ")}`);
	const relevant = (list: readonly Place[]) =>
		interest.length === 0
			? list.length
			: list.filter((place) => interest.some((k) => textOf(place).includes(k))).length;
	for (
		let step = 0;
		widen && step < 2 && widenable(relevant(places)) && search.radius < MAX_WIDE_RADIUS[kind];
		step++
	) {
		search.radius = Math.min(MAX_WIDE_RADIUS[kind], search.radius * (bounded ? 3 : 4));
		await deps.status(statusLines.widening(origin.label));
		places = await run(queries);
	}
	// Where to sleep by the beach: places that are both, as far as the destination reaches.
	const stayBy = bounded ? [] : stayByQueries(plan);
	if (stayBy.length > 0) places.push(...(await searchAll(deps, stayBy, origin, MAX_WIDE_RADIUS[kind], skip)));
	search.places = places;
	return places;
}
