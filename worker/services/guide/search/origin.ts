import { singular } from "../../../../domain/english";
import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import type { Pace } from "../../../../domain/path/pace-rules";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { foldText } from "../../../../domain/text";
import { destinationName, theName } from "../answer/compose";
import type { GuideContext, GuideDeps } from "../types";
import { matchPlaceNames } from "../understand/places";
import type { Plan } from "./plan";
import { radiusFor } from "./rank";

/** What the origin needs to know of the trip. */
type OriginTrip = Pick<GuideContext, "stay" | "adventureCenter" | "location" | "center" | "centerSource">;

/**
 * Where an answer looks from and how far: distances are measured from where the family stays
 * (context.stay) when they set it, else the destination's centre, not from wherever the map was
 * left; the map centre only when they say "near here" or "on the map"; a named place when they
 * say "near the zoo" or "we're staying in South Kensington".
 */
export interface Origin {
	point: LatLng;
	/** How replies and status lines name it: "where you're staying", "London", "ZSL London Zoo". */
	label: string;
	kind: "stay" | "destination" | "map" | "place" | "town";
	/** The named place looked around, when it is one (not suggested again). */
	placeId: string | null;
}

/** Otherwise than on foot: a city's mix of bus, car and tube, about 400 m a minute. */
const METERS_PER_MINUTE_OTHERWISE = 400;
/** "walking distance": about 20 minutes on foot, at the family's pace. */
const WALKING_MINUTES = 20;
/** "near the zoo": a short walk round it. */
const NEAR_PLACE_RADIUS = 1_500;
/** "pizza in Estes Park": the town around its places. */
const TOWN_RADIUS = 4_000;
/** "nearby" from a destination's centre. */
const NEARBY_RADIUS = 5_000;

/** The family's home point: where they stay, else the destination, else the map (with its words). */
function homeOf(context: OriginTrip): Origin {
	if (context.stay) return { point: context.stay.point, label: "where you're staying", kind: "stay", placeId: null };
	if (context.adventureCenter) {
		return {
			point: context.adventureCenter,
			label: destinationName(context.location),
			kind: "destination",
			placeId: null,
		};
	}
	return { point: context.center, label: "the map centre", kind: "map", placeId: null };
}

const nameWords = (text: string) => searchTokens(text).map(singular);

/**
 * The named place a request looks around: a place by that name ("the British Museum"), else the
 * best place of that kind ("the zoo"), else the middle of the places whose address names it
 * ("South Kensington"). Null when nothing near the destination answers to it.
 */
async function findNamedPlace(
	name: string,
	town: boolean,
	home: LatLng,
	deps: { places: Pick<GuideDeps["places"], "search"> },
): Promise<Origin | null> {
	const found = await deps.places.search(name, home, 150_000).catch(() => [] as Place[]);
	const words = nameWords(name);
	if (!town) {
		const named = matchPlaceNames(name, found, 1)[0];
		if (named) return { point: named, label: theName(named.name), kind: "place", placeId: named.googlePlaceId };
		const inName = found.find((place) => words.every((word) => nameWords(place.name).includes(word)));
		if (inName) return { point: inName, label: theName(inName.name), kind: "place", placeId: inName.googlePlaceId };
	}
	const inAddress = found.filter((place) => {
		const address = nameWords(place.address ?? "");
		return words.length > 0 && words.every((word) => address.includes(word));
	});
	if (inAddress.length > 0) {
		const point = {
			latitude: inAddress.reduce((sum, place) => sum + place.latitude, 0) / inAddress.length,
			longitude: inAddress.reduce((sum, place) => sum + place.longitude, 0) / inAddress.length,
		};
		const label = name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
		return { point, label, kind: "town", placeId: null };
	}
	return null;
}

export async function originOf(
	request: Plan,
	context: OriginTrip,
	deps: { places: Pick<GuideDeps["places"], "search"> },
): Promise<Origin> {
	if (request.modifiers.includes("here")) {
		return { point: context.center, label: "the map centre", kind: "map", placeId: null };
	}
	const home = homeOf(context);
	// "pizza in London" on a London trip is the trip itself, not a town to look around.
	const inDestination = request.nearTown && foldText(context.location).includes(request.nearPlace ?? "");
	if (request.nearPlace && !inDestination) {
		const named = await findNamedPlace(request.nearPlace, request.nearTown, home.point, deps);
		if (named) return named;
	}
	// A map the family moved far from home (a day trip they are planning) is where they look.
	if (
		context.centerSource === "map" &&
		home.kind === "destination" &&
		haversineKm(context.center, home.point) > 25 &&
		!request.modifiers.includes("walking")
	) {
		return { point: context.center, label: "the map centre", kind: "map", placeId: null };
	}
	return home;
}

/**
 * How far to look from the origin: the map's reach, or what the family said ("walking distance",
 * "within 20 minutes"); minutes on foot are at the pace of the youngest (`pace`), not an adult's.
 */
export function radiusOf(request: Plan, origin: Origin, zoom: number, pace: Pace): number {
	const onFootPerMinute = (pace.kmPerHour * 1000) / 60;
	if (request.within) {
		const perMinute = request.within.onFoot ? onFootPerMinute : METERS_PER_MINUTE_OTHERWISE;
		return Math.min(50_000, Math.max(500, request.within.minutes * perMinute));
	}
	if (request.modifiers.includes("walking")) return Math.round(WALKING_MINUTES * onFootPerMinute);
	if (origin.kind === "place") return NEAR_PLACE_RADIUS;
	// An area ("South Kensington", "Port Angeles"): a short walk round it when they said near, a town's width in a town.
	if (origin.kind === "town") {
		return request.nearTown && !request.modifiers.includes("nearby") ? TOWN_RADIUS : NEAR_PLACE_RADIUS;
	}
	// "nearby", "not too far": close to where they stay, or to the middle of the destination.
	if (request.modifiers.includes("nearby") && !request.modifiers.includes("here")) {
		return origin.kind === "stay" ? NEAR_PLACE_RADIUS : NEARBY_RADIUS;
	}
	// From home, not the map: the map's zoom says how far at most, never closer than the city around it.
	return radiusFor(origin.kind === "map" ? zoom : Math.min(zoom, 11), request.modifiers.includes("nearby"));
}
