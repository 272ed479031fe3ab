import type { DayPlanProposal } from "../../../../domain/path/day-plan-rules";
import type { Place } from "../../../../domain/place/place";
import { findAdventure } from "../../../db/adventures";
import type { Deps } from "../../../lib/deps";
import { NotFoundError } from "../../../lib/errors";
import { proposeDayPlan } from "../../day-plan";
import { transitAvailable } from "../../locations";
import type { RoomAdventure } from "../types";

/**
 * The two services of other lanes the guide's days call, in one place: the day planner
 * (worker/services/day-plan.ts, the same proposal as `POST /api/adventures/{id}/day-plan`) and
 * whether the trip's destination has public transport (worker/services/locations.ts, as a path's
 * automatic mode decides it).
 */

export type DayServiceDeps = Pick<Deps, "db" | "places">;

export interface DayPlanAsk {
	rainyDates: readonly string[];
	/** Plan only these saved places (a day the family asked for that is too long, split). */
	googlePlaceIds?: readonly string[];
	/** Places the guide suggested in this conversation, to fill thin days first. */
	suggested?: readonly Place[];
}

/** A proposal of the trip's days (nothing is written). */
export async function planTripDays(
	deps: DayServiceDeps,
	adventure: RoomAdventure,
	ask: DayPlanAsk,
): Promise<DayPlanProposal> {
	const row = await findAdventure(deps.db, adventure.id);
	if (!row) throw new NotFoundError("Adventure not found");
	return proposeDayPlan(deps, row, ask);
}

/** Whether the trip's destination has public transport (a city). */
export function tripHasTransit(deps: Pick<Deps, "db">, adventure: RoomAdventure): Promise<boolean> {
	const point =
		adventure.latitude != null && adventure.longitude != null
			? { latitude: adventure.latitude, longitude: adventure.longitude }
			: null;
	return transitAvailable(deps.db, adventure.location, point);
}
