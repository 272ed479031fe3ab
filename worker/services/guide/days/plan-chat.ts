import type { Ask } from "../../../../domain/guide/ask";
import type { GuideResponse } from "../../../../domain/guide/guide";
import {
	dayPlanWords,
	fitsOneDay,
	nothingToPlan,
	nothingToSplit,
	planFromSuggestions,
	splitDeclined,
} from "../../../../domain/guide/guide-days";
import type { DayPlanProposal } from "../../../../domain/path/day-plan-rules";
import { paceForAges } from "../../../../domain/path/pace-rules";
import type { Place } from "../../../../domain/place/place";
import { savedPlaceIds } from "../../../db/places";
import { listSavedPlaces } from "../../saved-places";
import { statusLines } from "../answer/compose";
import { type CreatePathResult, dayOnFoot, tooLongAnswer } from "../paths/create-path";
import type { RoomAdventure } from "../types";
import { type DayServiceDeps, planTripDays } from "./services";

/**
 * "Plan our days" in the chat, for either guide and without a model (it is our planner, not a
 * question): the proposal of one day per trip day in `dayPlan` with a short text, rainy days named
 * in the message planned indoors; a rainy day named right after a plan plans again with it; and
 * the family's "yes" to "shall I split it?" plans the places of that too-long day over several
 * days. Nothing is written: the family accepts the proposal (all or per day) from the chat.
 */

/** The places of a day too long for the youngest that the guide offered to split. */
export type SplitOffer = { split: string[] } | null;

const answer = (content: string, dayPlan?: DayPlanProposal): GuideResponse => ({
	content,
	state: "responding",
	suggestions: [],
	backupSuggestions: [],
	isClarification: false,
	...(dayPlan ? { dayPlan } : {}),
});

interface DayContext {
	deps: DayServiceDeps;
	today: string;
	status: (message: string) => void | Promise<void>;
}

const tripOf = (adventure: RoomAdventure) =>
	adventure.startDate && adventure.endDate ? { start: adventure.startDate, end: adventure.endDate } : null;

/** The plan's rainy days, so a plan made again keeps them. */
const rainyOf = (plan: DayPlanProposal | null) => plan?.days.filter((day) => day.rainy).map((day) => day.date) ?? [];

/** The family's yes or no to "shall I split it?" (the ask's reply); null when there is no offer or no reply. */
export async function answerSplitOffer(
	ask: Ask,
	adventure: RoomAdventure,
	offer: SplitOffer,
	context: DayContext,
): Promise<GuideResponse | null> {
	if (!offer || ask.intent !== "reply" || !ask.reply) return null;
	if (ask.reply === "no") return answer(splitDeclined);
	if (offer.split.length === 0) return answer(nothingToSplit);
	await context.status(statusLines.split);
	const plan = await planTripDays(context.deps, adventure, { rainyDates: [], googlePlaceIds: offer.split });
	return answer(dayPlanWords(plan, { split: true }), plan);
}

/**
 * The plan of the trip's days when the ask is for one, or names rainy days right after a plan
 * (planned again with them); null for anything else.
 */
export async function planDaysTurn(
	ask: Ask,
	adventure: RoomAdventure,
	earlier: DayPlanProposal | null,
	context: DayContext,
	suggested: readonly Place[] = [],
): Promise<GuideResponse | null> {
	const trip = tripOf(adventure);
	const rainy = trip ? ask.rainyDates.filter((date) => date >= trip.start && date <= trip.end) : [];
	const replan = earlier !== null && rainy.length > 0;
	if (ask.intent !== "plan-days" && !replan) return null;
	await context.status(statusLines.days);
	const rainyDates = replan ? [...new Set([...rainyOf(earlier), ...rainy])].sort() : rainy;
	// Nothing saved yet: the days are planned from this chat's suggestions (and more found near them),
	// which the family saves by accepting a day.
	const nothingSaved = (await savedPlaceIds(context.deps.db, adventure.id)).size === 0;
	const plan = await planTripDays(context.deps, adventure, { rainyDates, ...(nothingSaved ? { suggested } : {}) });
	if (!nothingSaved) return answer(dayPlanWords(plan), plan);
	if (plan.days.length === 0) return answer(nothingToPlan);
	const fromChat = new Set(suggested.map((place) => place.googlePlaceId));
	const usesChat = plan.days.some((day) => day.stops.some((stop) => fromChat.has(stop.googlePlaceId)));
	return answer(`${planFromSuggestions(usesChat)}\n\n${dayPlanWords(plan)}`, plan);
}

/**
 * Saved places the family wants in one day ("can we do the tower, the eye and the british museum
 * in one day?"): too much for the youngest is said, with the offer to split it; else that it fits.
 * Null when the ask is not for one day through two or more of the saved places.
 */
export async function oneDayTurn(
	ask: Ask,
	adventure: RoomAdventure,
	kidAges: readonly number[],
	context: DayContext,
): Promise<Omit<CreatePathResult, "changed"> | null> {
	if (ask.intent !== "one-day") return null;
	const saved = (await listSavedPlaces(context.deps.db, adventure.id)).map((entry) => entry.place);
	const ids = new Set(ask.places.flatMap((place) => (place.id ? [place.id] : [])));
	const named = saved.filter((place) => ids.has(place.googlePlaceId));
	if (named.length < 2) return null;
	const pace = paceForAges(kidAges);
	const day = dayOnFoot(named, adventure.stay?.point ?? null, pace);
	if (day.tooLong) return tooLongAnswer(day, pace);
	return { response: answer(fitsOneDay({ stops: day.stops, km: day.km, pace })) };
}
