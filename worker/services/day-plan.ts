/**
 * "Plan our days": a proposal of one dated path per free day of the trip, and its acceptance.
 *
 *   proposeDayPlan(deps: Pick<Deps, "db" | "places">, adventure: AdventureRow,
 *                  options: { rainyDates?: readonly string[]; googlePlaceIds?: readonly string[] })
 *     → Promise<DayPlanProposal>
 *     Writes nothing. 400 (BadRequestError) for a rainy date outside the trip. `googlePlaceIds`
 *     limits the saved places planned (the guide's "shall I split it?"; no suggestions then); the
 *     route never sends it. `suggested`: places the guide suggested in the chat, which fill thin
 *     days first (a trip with nothing saved yet is planned from them).
 *     Thin days are filled from the places provider's search (the catalog by default), never invented.
 *
 *   acceptDayPlan(deps: Pick<Deps, "db" | "rooms">, adventure: AdventureRow, days: readonly AcceptedDay[])
 *     → Promise<{ paths: PathWithStops[] }>
 *     Writes each day as a new dated path (its name, mode, modeAuto false, stops in order); a
 *     suggested place is saved to the adventure on the way. Every check runs before any write: a
 *     date outside the trip, a date twice, a day without stops, a place twice in a day, an unknown
 *     place, too many paths → 400 and nothing written.
 */

import type { LatLng } from "../../domain/geo/geo";
import { haversineKm } from "../../domain/geo/geo";
import { emptyAsk } from "../../domain/guide/ask";
import { type AcceptedDay, type DayPlanProposal, dayPlanMessages } from "../../domain/path/day-plan";
import { dayMode, placeBasics } from "../../domain/path/day-plan-day";
import {
	type DayPlanInput,
	type PlannerPlace,
	planAnchor,
	planDays,
	thinDays,
} from "../../domain/path/day-plan-planner";
import {
	isDayOfTrip,
	MAX_PATHS_PER_ADVENTURE,
	type PathWithStops,
	paceForAges,
	pathMessages,
} from "../../domain/path/path";
import { contentPathName } from "../../domain/path/path-content-name";
import { type Place, saveIntentCategory } from "../../domain/place/place";
import { deletePath, insertStops, listPathRowsNewestFirst, listPathsWithStops } from "../db/paths";
import { insertSavedPlace, PlaceStore, savedPlaceIds } from "../db/places";
import type { AdventureRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { BadRequestError } from "../lib/errors";
import { PlacesUnavailableError, toPlace } from "../providers/places";
import { openDuring, placeFacts } from "./guide/facts/place-facts";
import { searchEach } from "./guide/search/each";
import { pickForAsk } from "./guide/search/find";
import { transitAvailable } from "./locations";
import { createPath, listPaths } from "./paths";
import { listSavedPlaces } from "./saved-places";

/** The searches that look for family places to fill thin days, by the provider's vocabulary. */
const SUGGESTION_QUERIES = {
	catalog: { dry: ["park", "playground", "museum"], rainy: ["indoor", "museum"] },
	google: { dry: ["parks and playgrounds", "family friendly attractions"], rainy: ["indoor activities for kids"] },
} as const;
const SUGGESTION_RADIUS_KM = { min: 3, max: 15 } as const;

const pointOf = (row: AdventureRow): LatLng | null =>
	row.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;

/** Whether the destination is a city with public transport (the rule a path's automatic mode follows). */
const hasTransit = (deps: Pick<Deps, "db">, adventure: AdventureRow) =>
	transitAvailable(deps.db, adventure.location, pointOf(adventure));

/** A place as the planner reads it: busy, the visit's length and its season on the trip's dates from what the writers say. */
function plannerPlace(place: Place, trip: Pick<AdventureRow, "startDate" | "endDate">): PlannerPlace {
	const facts = placeFacts(place);
	const visit = facts.visitMinutes;
	return {
		...placeBasics(place),
		types: place.types,
		tags: place.tags,
		busy: facts.crowded,
		visitMinutes: visit ? Math.round((visit[0] + visit[1]) / 2) : null,
		closed: openDuring(facts, trip.startDate, trip.endDate) === false,
	};
}

/** Thin days searched around each (the catalog: a local query each); other providers search once, from where the days start. */
const SUGGESTION_CENTRES_MAX = 4;

/**
 * Family places for the days left thin, rainy or dry: searched near each thin day with the
 * catalog (free, local), else once near where the days start, over the saved places' spread.
 * Never invented: the provider's places only. [] when the service does not answer.
 */
async function suggestionsFor(
	deps: Pick<Deps, "places">,
	input: DayPlanInput,
	want: { rainy: boolean; dry: boolean; near: readonly LatLng[] },
): Promise<PlannerPlace[]> {
	const vocabulary = deps.places.kind === "google" ? SUGGESTION_QUERIES.google : SUGGESTION_QUERIES.catalog;
	const queries = [...new Set([...(want.rainy ? vocabulary.rainy : []), ...(want.dry ? vocabulary.dry : [])])];
	if (queries.length === 0) return [];
	const anchor = planAnchor(input);
	const farthest = Math.max(0, ...input.places.map((place) => haversineKm(anchor, place)));
	const searches =
		deps.places.kind === "catalog"
			? want.near.slice(0, SUGGESTION_CENTRES_MAX).map((near) => ({ near, radiusKm: SUGGESTION_RADIUS_KM.min }))
			: [
					{
						near: anchor,
						radiusKm: Math.min(SUGGESTION_RADIUS_KM.max, Math.max(SUGGESTION_RADIUS_KM.min, farthest + 1)),
					},
				];
	try {
		const found = await Promise.all(
			searches.map(({ near, radiusKm }) => searchEach(deps.places, queries, near, radiusKm * 1000)),
		);
		// Each place once (the searches overlap), not the saved ones, and none closed; read only then.
		const seen = new Set(input.places.map((place) => place.googlePlaceId));
		const open = found
			.flat(2)
			.filter((place) => !seen.has(place.googlePlaceId) && seen.add(place.googlePlaceId))
			.filter((place) => place.businessStatus == null || place.businessStatus === "OPERATIONAL");
		// The guide's engine keeps the trip's constraints: the kids' ages (teens get no little ones'
		// places), the season, nothing cold to swim in with a little one.
		const kept = pickForAsk(
			emptyAsk("plan-days"),
			open,
			{
				center: anchor,
				radiusMeters: SUGGESTION_RADIUS_KM.max * 1000,
				kidAges: input.kidAges,
				tripDates: { start: input.startDate, end: input.endDate },
			},
			open.length,
		);
		return kept.map((entry) => plannerPlace(entry.place, input));
	} catch (error) {
		if (error instanceof PlacesUnavailableError) return [];
		throw error;
	}
}

/** The planner's input for an adventure, read from D1. */
async function planInput(
	deps: Pick<Deps, "db">,
	adventure: AdventureRow,
	options: { rainyDates?: readonly string[]; googlePlaceIds?: readonly string[] },
): Promise<DayPlanInput> {
	const only = options.googlePlaceIds ? new Set(options.googlePlaceIds) : null;
	const [saved, paths, transitAvailable] = await Promise.all([
		listSavedPlaces(deps.db, adventure.id),
		listPathsWithStops(deps.db, adventure.id),
		hasTransit(deps, adventure),
	]);
	const stay =
		adventure.stayLabel != null && adventure.stayLatitude != null && adventure.stayLongitude != null
			? { label: adventure.stayLabel, latitude: adventure.stayLatitude, longitude: adventure.stayLongitude }
			: null;
	return {
		adventureId: adventure.id,
		startDate: adventure.startDate,
		endDate: adventure.endDate,
		kidAges: adventure.kidAges,
		places: saved.filter((s) => !only || only.has(s.place.googlePlaceId)).map((s) => plannerPlace(s.place, adventure)),
		stay,
		center: pointOf(adventure),
		existingPaths: paths.map(({ row, stops }) => ({
			name: row.name,
			date: row.date,
			placeIds: stops.map((stop) => stop.placeId),
		})),
		rainyDates: [...(options.rainyDates ?? [])],
		transitAvailable,
	};
}

const insideTrip = (adventure: AdventureRow, date: string) => isDayOfTrip(date, adventure.startDate, adventure.endDate);

export async function proposeDayPlan(
	deps: Pick<Deps, "db" | "places">,
	adventure: AdventureRow,
	options: {
		rainyDates?: readonly string[];
		googlePlaceIds?: readonly string[];
		/** Places the guide suggested in the chat: they fill thin days first, as suggestions. */
		suggested?: readonly Place[];
	} = {},
): Promise<DayPlanProposal> {
	for (const date of options.rainyDates ?? []) {
		if (!insideTrip(adventure, date)) {
			throw new BadRequestError(dayPlanMessages.rainyOutsideTrip(date, adventure.startDate, adventure.endDate));
		}
	}
	const input = await planInput(deps, adventure, options);
	const chat = options.googlePlaceIds ? [] : (options.suggested ?? []).map((place) => plannerPlace(place, adventure));
	const first = planDays(chat.length > 0 ? { ...input, suggestions: chat } : input);
	const want = thinDays(input, first);
	// A split of chosen places ("shall I split it?") plans those places only.
	if ((!want.rainy && !want.dry) || options.googlePlaceIds) return first;
	const suggestions = await suggestionsFor(deps, input, want);
	return suggestions.length > 0 ? planDays({ ...input, suggestions: [...chat, ...suggestions] }) : first;
}

/** Every check of an acceptance, before anything is written; answers the places it names by id. */
async function checkAccepted(
	deps: Pick<Deps, "db">,
	adventure: AdventureRow,
	days: readonly AcceptedDay[],
): Promise<{ saved: Set<string>; places: Map<string, Place> }> {
	if (days.length === 0) throw new BadRequestError(dayPlanMessages.noDays);
	const dates = new Set<string>();
	for (const day of days) {
		if (!insideTrip(adventure, day.date)) {
			throw new BadRequestError(dayPlanMessages.dateOutsideTrip(day.date, adventure.startDate, adventure.endDate));
		}
		if (dates.has(day.date)) throw new BadRequestError(dayPlanMessages.duplicateDate(day.date));
		dates.add(day.date);
		if (day.stops.length === 0) throw new BadRequestError(dayPlanMessages.emptyDay(day.date));
		const ids = new Set<string>();
		for (const stop of day.stops) {
			if (ids.has(stop.googlePlaceId)) {
				throw new BadRequestError(dayPlanMessages.duplicateStop(stop.googlePlaceId, day.date));
			}
			ids.add(stop.googlePlaceId);
		}
	}
	const ids = [...new Set(days.flatMap((day) => day.stops.map((stop) => stop.googlePlaceId)))];
	const [saved, rows, existing] = await Promise.all([
		savedPlaceIds(deps.db, adventure.id),
		new PlaceStore(deps.db.$client).getMany(ids),
		listPathRowsNewestFirst(deps.db, adventure.id),
	]);
	const unknown = ids.find((id) => !rows.has(id));
	if (unknown) throw new BadRequestError(dayPlanMessages.unknownPlace(unknown));
	if (existing.length + days.length > MAX_PATHS_PER_ADVENTURE) throw new BadRequestError(pathMessages.tooManyPaths);
	const places = new Map([...rows].map(([id, row]) => [id, toPlace(row)]));
	return { saved, places };
}

export async function acceptDayPlan(
	deps: Pick<Deps, "db" | "rooms">,
	adventure: AdventureRow,
	days: readonly AcceptedDay[],
): Promise<{ paths: PathWithStops[] }> {
	const { saved, places } = await checkAccepted(deps, adventure, days);
	const pace = paceForAges(adventure.kidAges);
	const transit = days.some((day) => !day.transportMode) ? await hasTransit(deps, adventure) : false;
	const ordered = [...days].sort((a, b) => (a.date < b.date ? -1 : 1));
	const created: string[] = [];
	try {
		for (const day of ordered) {
			const stops = day.stops.map((stop) => places.get(stop.googlePlaceId) as Place);
			const mode = day.transportMode ?? dayMode(stops, pace, transit) ?? "driving";
			const row = await createPath(deps.db, adventure.id, {
				name: day.name || contentPathName(stops),
				transportMode: mode,
				description: null,
				estimatedDuration: null,
				date: day.date,
				modeAuto: false,
			});
			created.push(row.id);
			await insertStops(
				deps.db,
				row.id,
				stops.map((place) => place.googlePlaceId),
			);
		}
		// A suggestion the family kept is saved to the adventure, as adding it to a path does.
		for (const place of places.values()) {
			if (!saved.has(place.googlePlaceId)) {
				await insertSavedPlace(deps.db, adventure.id, place.googlePlaceId, saveIntentCategory(place));
			}
		}
	} catch (error) {
		for (const id of created) await deletePath(deps.db, id).catch(() => undefined);
		throw error;
	}
	const savedNow = [...places.keys()].some((id) => !saved.has(id));
	deps.rooms.announce(adventure.id, ...(savedNow ? (["paths", "saved-places"] as const) : (["paths"] as const)));
	const ids = new Set(created);
	const paths = (await listPaths(deps.db, adventure.id)).filter((path) => ids.has(path.id));
	return { paths: paths.sort((a, b) => ((a.date ?? "") < (b.date ?? "") ? -1 : 1)) };
}
