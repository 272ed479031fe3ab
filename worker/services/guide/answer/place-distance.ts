import { regionOf } from "../../../../domain/adventure/discover";
import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import { paceForAges, paceLegLabel } from "../../../../domain/path/pace-rules";
import type { TransportMode } from "../../../../domain/path/path";
import { formatDistance, formatDuration, type Place } from "../../../../domain/place/place";
import type { GuideContext, GuideDeps } from "../types";
import { destinationName } from "./compose";
import { capital, nameOf } from "./place-answers";

/**
 * "How far is the zoo from our hotel by car?": the straight line from where they measure (a named
 * place, their stay, else the destination's centre) and the journey by each mode asked, from the
 * routes provider, at the youngest's pace on foot.
 */

/** What a distance question asks besides the place: how they travel, from their stay, and where it is. */
export interface DistanceAsked {
	/** The modes asked, in order; empty: on foot and by car when near, else by car and public transport. */
	modes: readonly TransportMode[];
	/** "From our hotel": measured from the stay (said plainly when the trip has none). */
	fromStay: boolean;
	/** "Where is it?": the address too. */
	where: boolean;
}

const MODE_WORDS: Record<TransportMode, string> = {
	walking: "On foot",
	driving: "By car",
	transit: "By public transport",
	cycling: "By bike",
};

/** Where a distance is measured from: a named place, where the family stays, else the destination's centre. */
function originOf(
	origin: Place | null,
	asked: DistanceAsked,
	context: GuideContext,
): { label: string; point: LatLng; note: string } {
	if (origin) return { label: nameOf(origin), point: origin, note: "" };
	if (context.stay) return { label: context.stay.label, point: context.stay.point, note: "" };
	const centre = context.adventureCenter ?? context.center;
	const label = `the centre of ${destinationName(context.location)}`;
	const note = asked.fromStay
		? ` You haven't set where you're staying yet, so I measured from ${label}; add it to the adventure and I'll measure from there.`
		: "";
	return { label, point: centre, note };
}

export async function distanceLines(
	place: Place,
	origin: Place | null,
	question: DistanceAsked,
	context: GuideContext,
	deps: GuideDeps,
): Promise<string> {
	const from = originOf(origin, question, context);
	const name = nameOf(place);
	const meters = haversineKm(from.point, place) * 1000;
	if (meters < 50) return `${capital(name)} is right at ${from.label}.`;
	const at = question.where && place.address ? `${capital(name)} is at ${place.address}. ` : "";
	const lines = [
		`${at}${capital(name)} is ${formatDistance(meters)} from ${from.label} in a straight line.${from.note}`,
	];
	const asked = question.modes;
	const modes: readonly TransportMode[] =
		asked.length > 0 ? asked : meters <= 5000 ? ["walking", "driving"] : ["driving", "transit"];
	if (!deps.routes) {
		if (asked.length > 0)
			lines.push("I can't look up travel times right now, so that straight line is all I can give.");
		return lines.join(" ");
	}
	await deps.status(`Working out the journey to ${name}…`);
	const pace = paceForAges(context.kidAges);
	for (const mode of modes) {
		try {
			const route = await deps.routes.legs([from.point, place], mode);
			const leg = route.legs[0];
			if (!leg) throw new Error("no leg");
			// On foot with kids: at the youngest's pace, not an adult's.
			const time =
				mode === "walking" && pace.age != null && pace.age <= 12
					? paceLegLabel(leg.distanceMeters, pace)
					: `about ${formatDuration(leg.durationSeconds)}`;
			lines.push(`${MODE_WORDS[mode]}: ${time} (${formatDistance(leg.distanceMeters)}).`);
		} catch {
			lines.push(`${MODE_WORDS[mode]}: I couldn't get a route just now.`);
		}
	}
	if (deps.routes.kind === "estimate")
		lines.push("Those times are estimated from the distance, not live traffic or timetables.");
	return lines.join(" ");
}

/** A place in the United States (its address, or the trip's location, says so): lengths in miles too. */
export function inTheUs(place: Place, location: string): boolean {
	if (place.address && /\b(?:USA|U\.S\.A\.?|United States)\s*$/i.test(place.address)) return true;
	const region = regionOf(location);
	return region !== null && region !== "international";
}

const KM_PER_MILE = 1.609;

/** A walk's length: "about 2.1 km", and in miles too for a US trip ("about 2.1 km (1.3 miles)"). */
export function walkLength(km: number, miles: boolean): string {
	if (!miles) return `about ${km} km`;
	const inMiles = Math.round((km / KM_PER_MILE) * 10) / 10;
	return `about ${km} km (${inMiles} ${inMiles === 1 ? "mile" : "miles"})`;
}
