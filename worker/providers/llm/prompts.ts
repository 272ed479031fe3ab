import type { SuggestionContext } from "../../../domain/adventure/adventure";
import { plural } from "../../../domain/english";
import type { Place } from "../../../domain/place/place";
import { FAMILY_WORDS_RULE, familyWords } from "./family-words";
import { ageNote, listAges, placeTypeLabel } from "./offline/place-insights";
import { tripFacts } from "./offline/trip-facts";

export const TITLE_SYSTEM_PROMPT = `You name family trips for Adventure Guide, a trip planner for parents travelling with kids.
Write one title for the trip the user describes.
- Be specific: use the destination's short, familiar name and one or two things this family will really see or do there, chosen from the trip types, the season and the kids' ages.
- A hint of the season or the length is welcome when dates are given ("Winter", "Weekend", "7 Days").
- Keep it short: ideally 30 to 60 characters, never more than 100.
- Warm and fun, not cheesy. Title Case. No emoji, no hashtags, no quotation marks, no trailing period.
${FAMILY_WORDS_RULE}
Reply with the title only.`;

export const DESCRIPTION_SYSTEM_PROMPT = `You write the description of a family trip for Adventure Guide, a trip planner for parents travelling with kids.
Write 2 to 3 sentences (at most about 400 characters) for the trip the user describes.
- Mention the trip length and the season when dates are given, the kids' ages, and activities that fit the trip types and the destination.
- Suggest real, well-known things to do there that suit those ages; never invent prices, opening hours or bookings.
- Friendly and practical, addressed to the family ("you"). Plain prose: no lists, headings, emoji, hashtags or quotation marks.
- Stay consistent with the trip's title when one is given.
${FAMILY_WORDS_RULE}
Reply with the description only.`;

/**
 * The form as the model's user message: what we derived (length, season) and the checked fields
 * (dates, numbers, trip types) as lines, then what the family wrote (destination, title, the titles
 * already shown) as their words, quoted (./family-words.ts).
 */
export function describeTrip(context: SuggestionContext, withTitle: boolean): string {
	const facts = tripFacts(context);
	const lines: string[] = [];
	if (context.startDate && context.endDate && facts.days !== null) {
		const notes = [
			plural(facts.days, "day"),
			facts.tropical ? "tropical destination" : facts.season ? `${facts.season} at the destination` : null,
			facts.occasion ? `over ${facts.occasion}` : null,
		].filter(Boolean);
		lines.push(`Dates: ${context.startDate} to ${context.endDate} (${notes.join("; ")})`);
	} else if (context.startDate) {
		lines.push(`Starts: ${context.startDate}${facts.season ? ` (${facts.season} at the destination)` : ""}`);
	} else {
		lines.push("Dates: not chosen yet");
	}
	if (context.numberOfTravelers) lines.push(`Travelers: ${context.numberOfTravelers}`);
	lines.push(`Kids' ages: ${context.kidAges.length ? context.kidAges.join(", ") : "none given"}`);
	lines.push(`Trip types: ${context.tags.length ? context.tags.join(", ") : "none chosen"}`);
	const title = withTitle ? context.title : null;
	const shown = withTitle ? [] : [...new Set([context.title ?? "", ...context.previousTitles].filter(Boolean))];
	lines.push(
		title
			? "The destination and the trip's title are below."
			: shown.length > 0
				? "The destination is below, and the titles already suggested: write a different one."
				: "The destination is below.",
	);
	lines.push(familyWords({ destination: context.location, title, titlesAlreadySuggested: shown }));
	return lines.join("\n");
}

export const PLACE_SUMMARY_SYSTEM_PROMPT = `You write the "Family Lens" of a place for Adventure Guide, a trip planner for parents travelling with kids.
Reply with a JSON object with two string fields:
- "familySummary": 2 to 4 sentences (at most about 500 characters) on this place for this family: what the kids can do there, how it suits their ages, and one practical tip.
- "pithySummary": one line of at most 100 characters that would make a parent want to go.
Use only the facts given and general knowledge of this kind of place. Never invent prices, opening hours, ratings, reviews, facilities or events that are not given.
Friendly and practical, addressed to the family ("you"). Plain text: no emoji, hashtags, markdown or quotation marks.`;

/** The place as the model's user message: what we know of it, and the kids it is for. */
export function describePlaceForSummary(place: Place, kidAges: readonly number[]): string {
	const lines = [
		`Place: ${place.name}`,
		`Kind: ${placeTypeLabel(place.types)} (types: ${place.types.join(", ") || "unknown"})`,
	];
	if (place.address) lines.push(`Address: ${place.address}`);
	if (place.editorialSummary) lines.push(`Description: ${place.editorialSummary}`);
	if (place.familySummary && !place.summaryGenerated) lines.push(`Our notes: ${place.familySummary}`);
	if (place.tags.length) lines.push(`Tags: ${place.tags.join(", ")}`);
	const ages = ageNote(place.ages);
	if (ages) lines.push(`Suits: ${ages}`);
	if (place.rating != null) {
		lines.push(
			`Google rating: ${place.rating}${place.userRatingCount ? ` from ${place.userRatingCount} reviews` : ""}`,
		);
	}
	if (place.businessStatus && place.businessStatus !== "OPERATIONAL") lines.push(`Status: ${place.businessStatus}`);
	lines.push(`Kids' ages: ${kidAges.length ? listAges(kidAges) : "not given"}`);
	return lines.join("\n");
}
