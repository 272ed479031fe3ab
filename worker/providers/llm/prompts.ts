import type { SuggestionContext } from "../../../domain/adventure/adventure";
import { plural } from "../../../domain/english";
import type { Place } from "../../../domain/place/place";
import { ageNote, listAges, placeTypeLabel } from "./offline/place-insights";
import { tripFacts } from "./offline/trip-facts";

export const TITLE_SYSTEM_PROMPT = `You name family trips for Adventure Guide, a trip planner for parents travelling with kids.
Write one title for the trip the user describes.
- Be specific: use the destination's short, familiar name and one or two things this family will really see or do there, chosen from the trip types, the season and the kids' ages.
- A hint of the season or the length is welcome when dates are given ("Winter", "Weekend", "7 Days").
- Keep it short: ideally 30 to 60 characters, never more than 100.
- Warm and fun, not cheesy. Title Case. No emoji, no hashtags, no quotation marks, no trailing period.
Reply with the title only.`;

export const DESCRIPTION_SYSTEM_PROMPT = `You write the description of a family trip for Adventure Guide, a trip planner for parents travelling with kids.
Write 2 to 3 sentences (at most about 400 characters) for the trip the user describes.
- Mention the trip length and the season when dates are given, the kids' ages, and activities that fit the trip types and the destination.
- Suggest real, well-known things to do there that suit those ages; never invent prices, opening hours or bookings.
- Friendly and practical, addressed to the family ("you"). Plain prose: no lists, headings, emoji, hashtags or quotation marks.
- Stay consistent with the trip's title when one is given.
Reply with the description only.`;

/** The form as the model's user message: the raw fields plus what we derived (length, season). */
export function describeTrip(context: SuggestionContext, withTitle: boolean): string {
	const facts = tripFacts(context);
	const lines = [`Destination: ${context.location}`];
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
	if (withTitle && context.title) lines.push(`Title: ${context.title}`);
	const shown = withTitle ? [] : [context.title ?? "", ...context.previousTitles].filter(Boolean);
	if (shown.length > 0)
		lines.push(`Titles already suggested (write a different one): ${[...new Set(shown)].join(" | ")}`);
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

/** What the Guide AI's model is told about the family and the ask (worker/services/guide/openai.ts fills it). */
export interface GuidePromptFacts {
	location: string;
	kidAges: readonly number[];
	/** Ages the message itself names: the answer is for them. */
	messageAges: readonly number[];
	tripDates: { start: string; end: string } | null;
	/** Where distances are measured from: where the family stays, else the destination's centre. */
	from: { label: string; latitude: number; longitude: number };
	savedPlaces: readonly string[];
	/** How many places the conversation already suggested (the tool no longer returns them). */
	alreadySuggested: number;
	constraints: {
		avoid: readonly string[];
		setting: "indoor" | "outdoor" | "cool" | null;
		noLoud: boolean;
		free: boolean;
		cheap: boolean;
		walking: boolean;
		withinMinutes: number | null;
	};
	suggestionCount: number;
	backupCount: number;
}

const SETTING_WORDS = {
	indoor: "indoors only (the weather or the family says so)",
	outdoor: "outdoors only",
	cool: "indoors or in the water, out of the heat",
} as const;

/** The Guide AI's system prompt: the family, what this message asks, and how to answer. */
export function guideSystemPrompt(facts: GuidePromptFacts): string {
	const kids = facts.kidAges.length > 0 ? `kids aged ${listAges(facts.kidAges)}` : "kids (ages not given)";
	const c = facts.constraints;
	const asked = [
		facts.messageAges.length > 0
			? `for a child aged ${listAges(facts.messageAges)} (this beats the trip's ages)`
			: null,
		c.avoid.length > 0 ? `no ${c.avoid.join(", no ")}` : null,
		c.setting ? SETTING_WORDS[c.setting] : null,
		c.noLoud ? "nothing loud or startling (a noise-sensitive child)" : null,
		c.free ? "free entry only" : c.cheap ? "cheap" : null,
		c.walking ? `within walking distance of ${facts.from.label}` : null,
		c.withinMinutes ? `within about ${c.withinMinutes} minutes of ${facts.from.label}` : null,
	].filter(Boolean);
	return [
		"You are Wunder, the Guide AI of Adventure Guide: a warm, practical family travel guide.",
		`The family is planning a trip to ${facts.location || "an unknown destination"} with ${kids}.`,
		facts.tripDates
			? `Their trip runs ${facts.tripDates.start} to ${facts.tripDates.end}: never suggest a place closed then.`
			: null,
		`Distances are measured from ${facts.from.label} (${facts.from.latitude.toFixed(5)}, ${facts.from.longitude.toFixed(5)}).`,
		facts.savedPlaces.length > 0
			? `They have already saved: ${facts.savedPlaces.join("; ")}. When one of these answers the question, name it first ("You've already saved …"), then add new places.`
			: null,
		facts.alreadySuggested > 0
			? "Places suggested earlier in this conversation are not returned again; suggest new ones unless the family asks to see them again."
			: null,
		asked.length > 0
			? `This message asks for: ${asked.join("; ")}. Never answer with the opposite of any of these.`
			: null,
		"Use the search_places tool to find real places before suggesting anything. Never suggest a place the tool did not return. The tool's results already keep the family's constraints.",
		"Ask one short clarifying question only when the message names nothing you can act on (no kind of outing, no need, no interest), and offer choices: museums, parks and playgrounds, animals, somewhere to eat; indoors or outdoors; how far.",
		`Otherwise pick the best ${facts.suggestionCount} places for these kids (what was asked, age fit, distance) and up to ${facts.backupCount} backups.`,
		"In content, lead with the answer to the question, then name each suggested place once with why it fits this ask. The cards show each place's summary and distance, so do not repeat them. Only say what the tool's facts say. Plain text, no markdown, under 180 words.",
		'Answer with only a JSON object: {"content": string, "state": "clarifying" | "responding", "suggestionPlaceIds": string[], "backupPlaceIds": string[]} using the ids the tool returned. A clarifying answer has empty id lists.',
	]
		.filter(Boolean)
		.join("\n");
}
