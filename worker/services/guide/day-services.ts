import type { DayPlanProposal } from "../../../domain/path/day-plan-rules";
import type { Deps } from "../../lib/deps";
import type { RoomAdventure } from "./types";

/**
 * The two services of other lanes the guide's days call, in one place: the day planner
 * (worker/services/day-plan.ts) and whether the trip's destination has public transport
 * (worker/services/locations.ts).
 */

export type DayServiceDeps = Pick<Deps, "db" | "places" | "routes">;

export interface DayPlanAsk {
	rainyDates: readonly string[];
	/** Plan only these saved places (a day the family asked for that is too long, split). */
	googlePlaceIds?: readonly string[];
}

/** A proposal of the trip's days (nothing is written). */
export async function planTripDays(
	_deps: DayServiceDeps,
	_adventure: RoomAdventure,
	_ask: DayPlanAsk,
): Promise<DayPlanProposal> {
	throw new Error("the day planner is not on this branch yet");
}

/** Whether the trip's destination has public transport (a city). */
export async function tripHasTransit(_deps: DayServiceDeps, _adventure: RoomAdventure): Promise<boolean> {
	return false;
}
