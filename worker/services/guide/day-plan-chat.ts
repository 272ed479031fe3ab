import type { GuideResponse } from "../../../domain/guide/guide";
import {
	dayPlanWords,
	fitsOneDay,
	nothingToPlan,
	nothingToSplit,
	splitDeclined,
} from "../../../domain/guide/guide-days";
import type { DayPlanProposal } from "../../../domain/path/day-plan-rules";
import { paceForAges } from "../../../domain/path/pace-rules";
import { foldText } from "../../../domain/text";
import { savedPlaceIds } from "../../db/places";
import { listSavedPlaces } from "../saved-places";
import { statusLines } from "./compose";
import { type CreatePathResult, dayOnFoot, savedNamedIn, tooLongAnswer } from "./create-path";
import { answerToOffer, asksForDayPlan, rainyDatesIn } from "./day-asks";
import { type DayServiceDeps, planTripDays } from "./day-services";
import type { RoomAdventure } from "./types";

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

/** The family's yes or no to "shall I split it?"; null when the message answers no offer. */
export async function answerSplitOffer(
	message: string,
	adventure: RoomAdventure,
	offer: SplitOffer,
	context: DayContext,
): Promise<GuideResponse | null> {
	const said = offer ? answerToOffer(message) : null;
	if (!offer || !said) return null;
	if (said === "no") return answer(splitDeclined);
	if (offer.split.length === 0) return answer(nothingToSplit);
	await context.status(statusLines.split);
	const plan = await planTripDays(context.deps, adventure, { rainyDates: [], googlePlaceIds: offer.split });
	return answer(dayPlanWords(plan, { split: true }), plan);
}

/**
 * The plan of the trip's days when the message asks for one, or names a rainy day right after a
 * plan (planned again with it); null for anything else.
 */
export async function planDaysTurn(
	message: string,
	adventure: RoomAdventure,
	earlier: DayPlanProposal | null,
	context: DayContext,
): Promise<GuideResponse | null> {
	const trip = tripOf(adventure);
	const rainy = trip ? rainyDatesIn(message, trip, context.today) : [];
	const replan = earlier !== null && rainy.length > 0;
	if (!asksForDayPlan(message) && !replan) return null;
	if ((await savedPlaceIds(context.deps.db, adventure.id)).size === 0) return answer(nothingToPlan);
	await context.status(statusLines.days);
	const rainyDates = replan ? [...new Set([...rainyOf(earlier), ...rainy])].sort() : rainy;
	const plan = await planTripDays(context.deps, adventure, { rainyDates });
	return answer(dayPlanWords(plan), plan);
}

/** "in one day", "on the same day", "all in a day" (not "for a day": "which is better for a day?"). */
const ONE_DAY = /\b(?:(?:in|on|into)\s+(?:one|1|a|the same|a single|just one)\s+day|same day)\b/;

/**
 * Saved places the family wants in one day ("can we do the tower, the eye and the british museum
 * in one day?"): too much for the youngest is said, with the offer to split it; else that it fits.
 * Null when the message asks no such thing.
 */
export async function oneDayTurn(
	message: string,
	adventure: RoomAdventure,
	kidAges: readonly number[],
	context: DayContext,
): Promise<Omit<CreatePathResult, "changed"> | null> {
	if (!ONE_DAY.test(foldText(message))) return null;
	const saved = (await listSavedPlaces(context.deps.db, adventure.id)).map((entry) => entry.place);
	const named = savedNamedIn(message, saved);
	if (named.length < 2) return null;
	const pace = paceForAges(kidAges);
	const day = dayOnFoot(named, adventure.stay?.point ?? null, pace);
	if (day.tooLong) return tooLongAnswer(day, pace);
	return { response: answer(fitsOneDay({ stops: day.stops, km: day.km, pace })) };
}
