import { addDays, dayCount } from "../../../../domain/adventure/adventure-rules";
import { listPhrase } from "../../../../domain/english";
import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import { GUIDE_PATH_MIN_SAVED, type GuideResponse, guideMessages } from "../../../../domain/guide/guide";
import { childWords, dayLabel, tooLongForOneDay } from "../../../../domain/guide/guide-days";
import { lunchStop, morningStops } from "../../../../domain/path/day-plan-day";
import {
	GUIDE_PATH_ESTIMATED_DURATION,
	legsKmOf,
	MAX_PATH_STOPS,
	PATH_DESCRIPTION_MAX,
	PATH_NAME_MAX,
	type Pace,
	paceForAges,
	paceLegLabel,
	paceWho,
	suggestTransportMode,
	type TransportMode,
} from "../../../../domain/path/path";
import { contentPathName } from "../../../../domain/path/path-content-name";
import type { Place } from "../../../../domain/place/place";
import { categoryOfPlace } from "../../../../domain/place/vocabulary";
import type { Db } from "../../../db";
import { deletePath, insertStops, listPathRowsNewestFirst, listPathsWithStops } from "../../../db/paths";
import type { PathRow } from "../../../db/schema";
import { createPath } from "../../paths";
import { listSavedPlaces } from "../../saved-places";
import { statusLines } from "../answer/compose";
import { initialsOf } from "../answer/place-lookup";
import { matchPlaceNames } from "../understand/places";

/**
 * "create path": one day's path from the places the family just talked about (the saved places
 * named in the last messages or shown on the last answers' cards; all saved places only when
 * nothing was talked about, those on no path first), for the current day (today while the trip is
 * on, else the first trip day without a dated path), at most the youngest's stops a day (what is
 * left is said), in nearest-neighbour order from where the family stays, starting with the mode
 * its legs suggest at the family's pace, and named after what it holds ("South Kensington
 * museums"). Places the family names themselves that make too long a day are not cut: the guide
 * says why and offers to split them over days (`offer`).
 */

/** What the family and the conversation give "create path". */
export interface CreatePathContext {
	db: Db;
	adventureId: string;
	status: (message: string) => void | Promise<void>;
	/** The kids' ages (the youngest sets the pace). */
	kidAges: readonly number[];
	stay: LatLng | null;
	trip: { start: string; end: string } | null;
	/** Today (`YYYY-MM-DD`). */
	today: string;
	/** Whether the destination has public transport (a city). */
	transitAvailable: () => Promise<boolean>;
	/** The places the family named lately (this ask's last), and the cards of the guide's last answers. */
	talkedAbout: { family: readonly string[]; places: readonly Place[] };
}

export interface CreatePathResult {
	response: GuideResponse;
	changed: "paths"[];
	/** Places the family named that make too long a day: "yes" splits them over days. */
	offer?: { split: string[] };
}

export const commandReply = (content: string, extra: Partial<GuideResponse> = {}): GuideResponse => ({
	content,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
	...extra,
});

const MODE_WORDS: Record<TransportMode, string> = {
	walking: "walking",
	cycling: "cycling",
	transit: "public-transport",
	driving: "driving",
};

/** Eating places: one rides along as the day's meal stop, beyond the pace's stops. */
const isMeal = (place: Place) => {
	const kind = categoryOfPlace(place.types);
	return kind === "food" || kind === "cafe" || kind === "iceCream";
};

/** A name no other path of the adventure has: "South Kensington museums", then "… 2". */
function freshName(base: string, taken: ReadonlySet<string>): string {
	if (!taken.has(base.toLowerCase())) return base;
	for (let n = 2; n < 1000; n++) {
		const name = `${base.slice(0, PATH_NAME_MAX - 4)} ${n}`;
		if (!taken.has(name.toLowerCase())) return name;
	}
	return base;
}

/** Nearest neighbour from `start` (a place, else the one nearest `from`, else the first). */
function nearestOrder(places: readonly Place[], start: Place | null, from: LatLng | null): Place[] {
	const left = [...places];
	const first =
		start ?? (from ? [...left].sort((a, b) => haversineKm(from, a) - haversineKm(from, b))[0] : undefined) ?? left[0];
	if (!first) return [];
	const order = [first];
	left.splice(left.indexOf(first), 1);
	while (left.length > 0) {
		const last = order[order.length - 1] as Place;
		left.sort((a, b) => haversineKm(last, a) - haversineKm(last, b));
		order.push(left.shift() as Place);
	}
	return order;
}

/**
 * One day of these places (in order): the visits, at most the pace's stops unless `cap` is false
 * (the rest left), and one of the eating places among them as lunch at midday when the planner's
 * rule takes it (`lunchStop`: within the walking leg of the day's stops, or a short ride when the
 * day rides); `farMeals` are the eating places it did not take. Only eating places: they are the visits.
 */
function dayOf(
	order: readonly Place[],
	pace: Pace,
	options: { mode?: TransportMode; transitAvailable: boolean; cap: boolean },
) {
	const onlyEating = order.every(isMeal);
	const visits = onlyEating ? [...order] : order.filter((place) => !isMeal(place));
	const eating = onlyEating ? [] : order.filter(isMeal);
	const kept = options.cap ? visits.slice(0, pace.maxStopsPerDay) : visits;
	const mode =
		options.mode ?? suggestTransportMode(legsKmOf(kept), pace, { transitAvailable: options.transitAvailable });
	const meal = lunchStop(kept, eating, (place) => place, mode, pace);
	const morning = morningStops(kept.length);
	return {
		stops: meal ? [...kept.slice(0, morning), meal, ...kept.slice(morning)] : kept,
		visits: kept.length,
		left: visits.slice(kept.length),
		farMeals: eating.filter((place) => place !== meal),
	};
}

/** Today while the trip is on, else its first day without a dated path; null when every day has one. */
function dayFor(trip: CreatePathContext["trip"], today: string, paths: readonly PathRow[]): string | null {
	if (!trip) return null;
	if (today >= trip.start && today <= trip.end) return today;
	const taken = new Set(paths.map((path) => path.date).filter(Boolean));
	for (let i = 0; i < dayCount(trip.start, trip.end); i++) {
		const day = addDays(trip.start, i);
		if (!taken.has(day)) return day;
	}
	return null;
}

/**
 * The saved places the conversation talked about lately, in the order they were saved: those the
 * family named, else (fewer than two) also those the guide's last answers showed.
 */
function talkedAboutPlaces(saved: readonly Place[], talked: CreatePathContext["talkedAbout"]): Place[] {
	const named = (texts: readonly string[]) => texts.flatMap((text) => savedNamedIn(text, saved));
	const family = new Set(named(talked.family).map((place) => place.googlePlaceId));
	if (family.size < GUIDE_PATH_MIN_SAVED) {
		for (const place of talked.places) family.add(place.googlePlaceId);
	}
	return saved.filter((place) => family.has(place.googlePlaceId));
}

/** The saved places a text names, by name ("the science museum") or initials ("V&A"), in saved order. */
function savedNamedIn(text: string, saved: readonly Place[]): Place[] {
	const ids = new Set(
		[...matchPlaceNames(text, saved, MAX_PATH_STOPS), ...byInitials(text, saved)].map((p) => p.googlePlaceId),
	);
	return saved.filter((place) => ids.has(place.googlePlaceId));
}

/**
 * One day through these places on foot: nearest order from where the family stays, its stops (a
 * saved eating place only as lunch within a walk of them, and not counted), the km between them,
 * and whether that is too much for the youngest. `all`: every place, in nearest order.
 */
export function dayOnFoot(places: readonly Place[], stay: LatLng | null, pace: Pace) {
	const all = nearestOrder(places, null, stay);
	const day = dayOf(all, pace, { mode: "walking", transitAvailable: false, cap: false });
	const km = totalKm(day.stops);
	return {
		all,
		order: day.stops,
		stops: day.visits,
		km,
		tooLong: day.visits > pace.maxStopsPerDay || km > pace.dayWalkingBudgetKm,
	};
}

/** Saved places a text names by their initials, written as initials are ("V&A", "NHM", "nhm"). */
function byInitials(text: string, saved: readonly Place[]): Place[] {
	const written = text
		.split(/[\s,.;:!?()]+/)
		.filter((word) => /&/.test(word) || /^[A-Z]{2,5}$/.test(word) || /^[b-df-hj-np-tv-z]{3,5}$/.test(word))
		.map((word) => word.toLowerCase().replace(/[^a-z]/g, ""))
		.filter((word) => word.length >= 2);
	if (written.length === 0) return [];
	return saved.filter((place) => {
		const initials = initialsOf(place.name);
		return written.some((word) => initials.has(word));
	});
}

const totalKm = (places: readonly Place[]) => legsKmOf(places).reduce((sum, km) => sum + km, 0);

/** Why the path starts with its mode, at the family's pace. */
function modeReason(mode: TransportMode, stops: readonly Place[], pace: Pace): string {
	const longest = Math.max(0, ...legsKmOf(stops));
	if (mode === "walking") {
		return `Every leg is a short walk: the longest is ${paceLegLabel(longest * 1000, pace)}.`;
	}
	if (mode === "transit") {
		return `Some legs are too long to walk at ${paceWho(pace)}, so it starts on public transport.`;
	}
	return "The stops are far apart, so it starts by car.";
}

/** "That's 6 stops and about 9 km on foot for a 3-year-old…; shall I split it?", with the offer kept. */
export function tooLongAnswer(day: { all: readonly Place[]; stops: number; km: number }, pace: Pace): CreatePathResult {
	const content = tooLongForOneDay({ stops: day.stops, km: day.km, pace });
	return { response: commandReply(content), changed: [], offer: { split: day.all.map((p) => p.googlePlaceId) } };
}

export async function createDayPath(names: string, context: CreatePathContext): Promise<CreatePathResult> {
	const { db, adventureId } = context;
	let created: PathRow | null = null;
	try {
		// Oldest first: the order the family saved them in.
		const saved = (await listSavedPlaces(db, adventureId)).reverse().map((entry) => entry.place);
		if (saved.length < GUIDE_PATH_MIN_SAVED) return { response: commandReply(guideMessages.tooFewSaved), changed: [] };
		await context.status(statusLines.path);
		const pace = paceForAges(context.kidAges);
		const named = names ? savedNamedIn(names, saved) : [];
		let order: Place[];
		// Places the family named or talked about: an eating place among them not taken for lunch is said.
		let chosen = true;
		if (named.length >= GUIDE_PATH_MIN_SAVED) {
			const day = dayOnFoot(named, context.stay, pace);
			if (day.tooLong) return tooLongAnswer(day, pace);
			order = day.all;
		} else {
			const talked = talkedAboutPlaces(saved, context.talkedAbout);
			if (talked.length >= GUIDE_PATH_MIN_SAVED) order = nearestOrder(talked, null, context.stay);
			else {
				chosen = false;
				// Nothing (or one place) talked about: the saved places on no path yet, else all of them.
				const onPaths = new Set(
					(await listPathsWithStops(db, adventureId)).flatMap(({ stops }) => stops.map((stop) => stop.placeId)),
				);
				const fresh = saved.filter((place) => !onPaths.has(place.googlePlaceId));
				const pool = fresh.length >= GUIDE_PATH_MIN_SAVED ? fresh : saved;
				const seed = talked[0] ?? null;
				order = nearestOrder(seed && !pool.includes(seed) ? [seed, ...pool] : pool, seed, context.stay);
			}
		}
		const transitAvailable = await context.transitAvailable();
		const day = dayOf(order.slice(0, MAX_PATH_STOPS), pace, { transitAvailable, cap: true });
		const { stops: kept, left } = day;
		const mode = suggestTransportMode(legsKmOf(kept), pace, { transitAvailable });
		const existing = await listPathRowsNewestFirst(db, adventureId);
		const date = dayFor(context.trip, context.today, existing);
		const name = freshName(contentPathName(kept), new Set(existing.map((row) => row.name.toLowerCase())));
		const route = kept.map((place) => place.name).join(" → ");
		const description = `Created by Wunder from your saved places: ${route}`.slice(0, PATH_DESCRIPTION_MAX);
		created = await createPath(db, adventureId, {
			name,
			transportMode: mode,
			description,
			estimatedDuration: GUIDE_PATH_ESTIMATED_DURATION,
			date,
			modeAuto: true,
		});
		const pathId = created.id;
		await insertStops(
			db,
			pathId,
			kept.map((place) => place.googlePlaceId),
		);
		const when = date ? ` for ${dayLabel(date)}` : "";
		const parts = [
			`Done! I've created “${name}”${when}, a ${MODE_WORDS[mode]} path with ${kept.length} stops: ${route}.`,
			modeReason(mode, kept, pace),
		];
		if (left.length > 0) {
			const leftNames = left.map((place) => place.name);
			parts.push(
				`A day holds ${pace.maxStopsPerDay} stops for ${childWords(pace)}, so I left ${listPhrase(leftNames)} for another day; say “plan our days” and I'll place them.`,
			);
		}
		if (chosen && day.farMeals.length > 0) {
			const one = day.farMeals.length === 1;
			parts.push(
				`${listPhrase(day.farMeals.map((place) => place.name))} ${one ? "is" : "are"} too far from these stops for lunch, so I left ${one ? "it" : "them"} out.`,
			);
		}
		if (context.trip && !date) {
			parts.push("Every day of your trip already has a path, so this one has no day yet: pick one in the Paths tab.");
		}
		parts.push("You can change the mode, reorder the stops and see the route in the Paths tab.");
		return { response: commandReply(parts.join(" "), { createdPathId: pathId }), changed: ["paths"] };
	} catch (error) {
		console.warn(`guide create-path failed: ${error instanceof Error ? error.message : String(error)}`);
		if (created) await deletePath(db, created.id).catch(() => undefined);
		return { response: commandReply(guideMessages.pathFailure), changed: [] };
	}
}
