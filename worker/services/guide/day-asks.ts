import { foldText } from "../../../domain/text";

/**
 * What a message says about the trip's days, read the way parents write (typos included): whether
 * it asks for a plan of the days ("can you plan our whole 5 days?", "make an itinerary for each
 * day", "what should we do each day"), which days it says will be rainy ("Wednesday looks rainy",
 * "the 8th will rain", "day 3 is a washout"), and a yes or no to the guide's offer to split a day.
 */

/** Lowercase, accent-free words with the usual misspellings of the words that matter here mended. */
function dayText(message: string): string {
	return ` ${foldText(message)
		.replace(/[’']/g, "")
		.replace(/[^\p{L}\p{N}]+/gu, " ")
		.replace(/\s+/g, " ")
		.trim()} `
		.replace(/ (?:days|dayz|dys|dyas|daus|dsys|dayys) /g, " days ")
		.replace(/ (?:dya|dat|dy) (?=by|each|every|per)/g, " day ")
		.replace(/ (?:plan|paln|plna|pln|plann|planing|planning|plans|plane) /g, " plan ")
		.replace(/ it[a-z]{0,3}n[a-z]{0,3}r[a-z]{0,3}y /g, " itinerary ")
		.replace(/ it[a-z]{0,3}n[a-z]{0,3}r[a-z]{0,3}ies /g, " itinerary ")
		.replace(/ s?c?hed[a-z]*l[a-z]* /g, " schedule ")
		.replace(/ (?:ech|eahc|eash|eatch) /g, " each ")
		.replace(/ (?:evry|everey|evrey) /g, " every ")
		.replace(/ (?:hole|wole|hol) (?=\d|days|trip|week|thing)/g, " whole ");
}

const SCOPE = String.raw`(?:our|my|the|all|every|each|whole|entire|these|those|\d+|two|three|four|five|six|seven|eight|nine|ten|r|are|5|remaining|other|next|few|\s)`;
const PLAN_WORDS =
	"(?:plan|itinerary|schedule|organi[sz]e|sort out|map out|lay out|structure|fill|spend|help|do|see|arrange)";

const DAY_PLAN_PATTERNS: readonly RegExp[] = [
	/ itinerary /,
	// "plan our whole 5 days", "schedule the days", "how should we spend our 4 days"
	new RegExp(String.raw` ${PLAN_WORDS} (?:\w+ ){0,2}${SCOPE}{0,12}days `),
	// "plan the trip", "plan our week", "plan our holiday day by day"
	/ (?:plan|schedule|organi[sz]e|map out) (?:out )?(?:our|my|the|this|whole|entire|\s)+(?:trip|week|holiday|vacation|stay|visit|time) /,
	// "what should we do each day", "a plan for every day", "day by day"
	/ (?:each|every|per) (?:single )?day /,
	/ day by day /,
	/ each of (?:the|our) days /,
	/ day plans? /,
	/ plan (?:my|our|the) days /,
];

/** Single-day asks that are not a plan of the trip's days ("a rainy day", "a day at the zoo"). */
const NOT_A_PLAN = / (?:rainy|wet|lazy|sunny|hot|cold|quiet) days? (?!by)/;

/** True when the message asks for a plan of the trip's days. */
export function asksForDayPlan(message: string): boolean {
	const text = dayText(message);
	if (!DAY_PLAN_PATTERNS.some((pattern) => pattern.test(text))) return false;
	// "ideas for rainy days" is a request for places; "plan our days, one is rainy" still plans.
	return !NOT_A_PLAN.test(text) || / (?:plan|itinerary|schedule|each|every) /.test(text);
}

// ---------------------------------------------------------------------------------------------
// Rainy days

/** The trip's dates a message says will be rainy (read by the one reader, ./understand/days.ts). */
export { rainyDatesIn } from "./understand/days";

// ---------------------------------------------------------------------------------------------
// A yes or no to the guide's offer

/** The family's answer to "shall I split it?": yes, no, or not an answer (the reply rows of ./understand). */
export { offerReply as answerToOffer } from "./understand/rows/intents";
