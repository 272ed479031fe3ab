// What the guide says about days: the plan it proposes in the chat, a day too long for the youngest,
// a path it made for one day. Zod-free; one home for these words.
import { listPhrase, MONTH_NAMES, plural } from "../english";
import type { DayPlanProposal } from "../path/day-plan-rules";
import { type Pace, paceWho } from "../path/pace-rules";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Wednesday 14 April" for `2027-04-14`. */
export function dayLabel(isoDate: string): string {
	const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
	const date = new Date(Date.UTC(y, m - 1, d));
	return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTH_NAMES[m - 1]}`;
}

/** Kilometres as a parent reads them: "0.8", "4", "14". */
const roughKm = (km: number) => (km < 10 ? String(Math.round(km * 10) / 10) : String(Math.round(km)));

/** "a 3-year-old", "a little one in a stroller", "your group". */
export function childWords(pace: Pace): string {
	if (pace.age == null || pace.age > 12) return "your group";
	if (pace.age < 2) return "a little one in a stroller";
	return `a ${pace.age}-year-old`;
}

/** "about 4 km on foot and 3 stops a day at a 3-year-old's pace". */
const dayHolds = (pace: Pace) =>
	`about ${roughKm(pace.dayWalkingBudgetKm)} km on foot and ${plural(pace.maxStopsPerDay, "stop")} a day at ${paceWho(pace)}`;

/** Days a walk of this many stops and km takes at this pace. */
function daysToSplit(stops: number, km: number, pace: Pace): number {
	return Math.max(2, Math.ceil(stops / pace.maxStopsPerDay), Math.ceil(km / pace.dayWalkingBudgetKm));
}

/**
 * The guide's word when a day the family asks for is too much for the youngest, with the offer to
 * split it: "That's 9 stops and about 14 km on foot for a 3-year-old: more than one day holds (about
 * 4 km on foot and 3 stops a day at a 3-year-old's pace). Shall I split it over 3 days?"
 */
export function tooLongForOneDay(input: { stops: number; km: number; pace: Pace }): string {
	const days = daysToSplit(input.stops, input.km, input.pace);
	return `That's ${plural(input.stops, "stop")} and about ${roughKm(input.km)} km on foot for ${childWords(input.pace)}: more than one day holds (${dayHolds(input.pace)}). Shall I split it over ${days} days?`;
}

/** Places the family asks for in one day that fit it at the youngest's pace. */
export function fitsOneDay(input: { stops: number; km: number; pace: Pace }): string {
	return `That fits one day for ${childWords(input.pace)}: ${plural(input.stops, "stop")} and about ${roughKm(input.km)} km on foot between them (${dayHolds(input.pace)}). Say “create path” and I'll make it a day's path.`;
}

/** The answer when the family says "no" to a split: nothing changes. */
export const splitDeclined =
	"All right, I'll leave it as it is. Say “create path” with fewer places, or “plan our days” for a plan of the whole trip.";

/** Said when a "yes, split it" finds nothing to split any more. */
export const nothingToSplit =
	"There's nothing of mine left to split. Name the places you'd like in one day, or say “plan our days” for the whole trip.";

/** A trip with no saved places yet: nothing to plan from. */
export const nothingToPlan =
	"I plan your days from your saved places, and there aren't any yet. Save a few places you like (tap the heart on a suggestion or in the Places tab), then ask me again!";

/**
 * "Plan our days" before anything is saved: the plan is made of the guide's suggestions (those of
 * this chat first), and accepting a day saves its places.
 */
export function planFromSuggestions(fromChat: boolean): string {
	const from = fromChat
		? "places I suggested here, and a few more family favourites nearby"
		: "family favourites near where your days start";
	return `You haven't saved any places yet, so I've planned your days from ${from}. Accept a day and its places are saved to your trip, or save the ones you like and ask me again.`;
}

/**
 * The words that go with a proposal in the chat: how many days, the pace, the rainy days kept
 * indoors, the nap window and what was left out. That nothing is saved until they accept is said
 * once, by the review shown under the message.
 */
export function dayPlanWords(plan: DayPlanProposal, options: { split?: boolean } = {}): string {
	const days = plan.days;
	if (days.length === 0) {
		const left = plan.unplaced.map((entry) => entry.name);
		return `I couldn't fit any day${left.length ? ` with ${listPhrase(left)}` : ""}: ${plan.notes[0] ?? "try saving places closer together."}`;
	}
	const what = options.split
		? `Here it is over ${plural(days.length, "day")}`
		: `Here's a plan for your ${plural(days.length, "day")}`;
	const parts = [`${what}, paced for ${childWords(plan.pace)}: ${dayHolds(plan.pace)}.`];
	const lines = days.map((day) => {
		const suggested = day.stops.filter((stop) => !stop.saved).length;
		const more = suggested > 0 ? `, ${suggested} suggested` : "";
		return `${dayLabel(day.date)}: ${day.name} (${plural(day.stops.length, "stop")}${more})`;
	});
	parts.push(lines.join("\n"));
	const rainy = days.filter((day) => day.rainy).map((day) => dayLabel(day.date));
	if (rainy.length > 0) {
		parts.push(
			`${listPhrase(rainy)} ${rainy.length === 1 ? "is the rainy day, so it stays" : "are the rainy days, so they stay"} indoors.`,
		);
	}
	const nap = plan.pace.napWindow;
	if (nap) {
		parts.push(`Each day keeps a nap window from ${nap.start} to ${nap.end}, at the stay or in a park nearby.`);
	}
	if (plan.unplaced.length > 0) {
		const left = plan.unplaced.map((entry) => `${entry.name} (${entry.reason})`);
		parts.push(`I left out ${listPhrase(left)}.`);
	}
	// The planner's own note on the pace says what the first line says.
	parts.push(...plan.notes.filter((note) => !note.startsWith(`At ${paceWho(plan.pace)}:`)));
	// "Nothing is saved until you accept a day." is the review's first line, shown under this text.
	return parts.join("\n\n");
}
