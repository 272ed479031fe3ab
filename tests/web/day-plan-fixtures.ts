import type { DayPlanDay, DayPlanProposal, DayPlanStop } from "../../domain/path/day-plan-rules";
import { dayWalkingKm, paceForAges, paceLegLabel, walkingMinutesAtPace } from "../../domain/path/pace-rules";

/** A London trip's proposal for kids of 3 and 8, as `POST /api/adventures/{id}/day-plan` answers it. */

export const PACE = paceForAges([3, 8]);

/** The trip: five days from Monday 6 April 2026. */
export const TRIP = { startDate: "2026-04-06", endDate: "2026-04-10" };

function stop(id: string, name: string, fields: Partial<DayPlanStop> = {}): DayPlanStop {
	return {
		googlePlaceId: id,
		name,
		address: null,
		latitude: 51.5,
		longitude: -0.17,
		category: "museum",
		indoor: true,
		saved: true,
		block: "morning",
		meal: false,
		visitMinutes: 90,
		...fields,
	};
}

const leg = (from: DayPlanStop, to: DayPlanStop, meters: number) => ({
	fromGooglePlaceId: from.googlePlaceId,
	toGooglePlaceId: to.googlePlaceId,
	mode: "walking" as const,
	distanceMeters: meters,
	minutes: walkingMinutesAtPace(meters, PACE),
	label: paceLegLabel(meters, PACE),
});

function day(date: string, name: string, stops: DayPlanStop[], meters: number[], fields: Partial<DayPlanDay> = {}) {
	const legs = stops.slice(1).map((to, i) => leg(stops[i] as DayPlanStop, to, meters[i] ?? 500));
	const walked = legs.reduce((sum, l) => sum + l.distanceMeters, 0);
	return {
		date,
		name,
		transportMode: "walking",
		rainy: false,
		stops,
		legs,
		distanceMeters: walked,
		walkingMinutes: walkingMinutesAtPace(walked, PACE),
		walkingMeters: Math.round(dayWalkingKm(walked / 1000, stops.length) * 1000),
		rest: { start: "13:00", end: "14:30", where: "back at your stay" },
		notes: [],
		...fields,
	} satisfies DayPlanDay;
}

export const nhm = stop("cat:nhm", "Natural History Museum", { latitude: 51.4967, longitude: -0.1764 });
export const cafe = stop("cat:cafe", "Orangery Café", {
	latitude: 51.5046,
	longitude: -0.1878,
	category: "cafe",
	block: "midday",
	meal: true,
	visitMinutes: 45,
});
export const gardens = stop("cat:gardens", "Kensington Gardens", {
	latitude: 51.5069,
	longitude: -0.1795,
	category: "park",
	indoor: false,
	saved: false,
	block: "afternoon",
});
const zoo = stop("cat:zoo", "London Zoo", {
	latitude: 51.5353,
	longitude: -0.1534,
	category: "zoo",
	indoor: false,
});
export const aquarium = stop("cat:aquarium", "Sea Life London", {
	latitude: 51.5022,
	longitude: -0.1195,
	category: "aquarium",
});

export const DAY1 = day("2026-04-06", "South Kensington museums", [nhm, cafe, gardens], [1460, 420], {
	notes: [
		"The museum is busiest after 11: go early.",
		"Nap or quiet time from 13:00 to 14:30: in Kensington Gardens, with the buggy.",
		"Kensington Gardens is a suggestion near this day's other stops: keep or remove it before you accept.",
	],
});
export const DAY2 = day("2026-04-07", "Regent's Park and the zoo", [zoo], []);

export const PROPOSAL: DayPlanProposal = {
	adventureId: "adv-1",
	pace: PACE,
	days: [DAY1, DAY2],
	unplaced: [],
	notes: [
		"At a 3-year-old's pace: at most 3 stops a day, walks of up to 1.5 km a leg and 4 km a day.",
		"Your 2 existing paths are kept as they are.",
	],
};

/** The proposal after the family marked the first day rainy: its stops indoors. */
export const RAINY_PROPOSAL: DayPlanProposal = {
	...PROPOSAL,
	days: [day("2026-04-06", "Rainy day indoors", [nhm, aquarium], [2500], { rainy: true }), DAY2],
};

const BASE_PATH = {
	id: "path-0",
	adventureId: "adv-1",
	name: "Museum Tour",
	title: "Museum Tour",
	description: null,
	transportMode: "walking",
	transportType: "walking",
	estimatedDuration: null,
	colourIndex: 0,
	colour: "#2563EB",
	stopCount: 1,
	date: null as string | null,
	modeAuto: false,
	createdAt: "2026-01-01T00:00:00.000Z",
	updatedAt: "2026-01-01T00:00:00.000Z",
	stops: [],
};

/** Two paths the trip had before the plan, as `GET /api/adventures/{id}/paths` answers them. */
export const EXISTING_PATHS = ["Museum Tour", "Park loop"].map((name, i) => ({
	...BASE_PATH,
	id: `path-${i}`,
	name,
	title: name,
	colourIndex: i,
}));

/** What accept answers: the days as paths. */
export const pathsOf = (days: DayPlanDay[]) =>
	days.map((d, i) => ({ ...BASE_PATH, id: `new-${i}`, name: d.name, title: d.name, date: d.date }));

/** The days the review sent to accept (the first accept call). */
export function sentDays(calls: { key: string; body: unknown }[]): DayPlanDay[] {
	const call = calls.find((c) => c.key === "POST /api/adventures/adv-1/day-plan/accept");
	if (!call) throw new Error("nothing was accepted");
	return (call.body as { days: DayPlanDay[] }).days;
}
