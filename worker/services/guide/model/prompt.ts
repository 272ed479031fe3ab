import type { Ask } from "../../../../domain/guide/ask";
import { askChips } from "../../../../domain/guide/ask-chips";
import { GUIDE_BACKUP_COUNT, GUIDE_SUGGESTION_COUNT, type GuideChip } from "../../../../domain/guide/guide";
import type { ModelMessage } from "../../../providers/llm/chat-model";
import { FAMILY_WORDS_RULE, familyWords } from "../../../providers/llm/family-words";
import { listAges } from "../../../providers/llm/offline/place-insights";
import type { Origin } from "../search/origin";
import type { GuideContext } from "../types";

/** What the model guide's model is told about the family and the ask. */
interface GuidePromptFacts {
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
	/** The family's filters (the ask's chips): the app's own words, and those holding the family's words. */
	filters: { ours: readonly string[]; theirs: readonly string[] };
	suggestionCount: number;
	backupCount: number;
}

/** Chips whose words are the family's own (a thing, a food, a place they named): data, never instructions. */
const THEIR_WORDS = /^(?:word|avoid-word|food|exclude|near|day)(?::|$)/;

/** The ask's filters for the prompt, split by whose words they are. */
function filtersOf(chips: readonly GuideChip[]): GuidePromptFacts["filters"] {
	return {
		ours: chips.filter((chip) => !THEIR_WORDS.test(chip.key)).map((chip) => chip.label),
		theirs: chips.filter((chip) => THEIR_WORDS.test(chip.key)).map((chip) => chip.label),
	};
}

/** How the tool's arguments are filled: the typed ask, in a few words a model follows. */
const TOOL_RULE =
	'Use the search_places tool (once is usually enough; another search for another kind is fine) to find real places before suggesting anything. Its arguments are the family\'s ask as typed filters: intent "find"; kinds (kinds of place to look for) and avoidKinds; words and avoidWords (specific things); setting ("indoor" or "outdoor"); price ({"free": true}, {"cheap": true} or {"max": amount per person}); needs ("not-loud", "stroller", "step-free", "toilets", "quiet", ...); who (ages named, or group "youngest", "oldest", "teens", "kids-alone"); where (withinMinutes, mode, close); meal and food. Fill in only what the family asked. Their filters are kept in every search whatever you send: narrow them if you like, never drop one. Never suggest a place the tool did not return.';

/** The guide's system prompt: the family, what this message asks, and how to answer. */
function guideSystemPrompt(facts: GuidePromptFacts): string {
	const kids = facts.kidAges.length > 0 ? `kids aged ${listAges(facts.kidAges)}` : "kids (ages not given)";
	const asked = [
		facts.messageAges.length > 0
			? `for a child aged ${listAges(facts.messageAges)} (this beats the trip's ages)`
			: null,
		...facts.filters.ours,
		facts.filters.theirs.length > 0 ? "the filters listed as familyFilters below" : null,
	].filter(Boolean);
	return [
		"You are Wunder, the Guide AI of Adventure Guide: a warm, practical family travel guide.",
		`The family is planning a trip to the destination below with ${kids}.`,
		facts.tripDates
			? `Their trip runs ${facts.tripDates.start} to ${facts.tripDates.end}: never suggest a place closed then.`
			: null,
		`Distances are measured from distancesFrom below (${facts.from.latitude.toFixed(5)}, ${facts.from.longitude.toFixed(5)}).`,
		facts.savedPlaces.length > 0
			? 'They have already saved the places listed as savedPlaces below. When one of these answers the question, name it first ("You\'ve already saved …"), then add new places.'
			: null,
		facts.alreadySuggested > 0
			? "Places suggested earlier in this conversation are not returned again; suggest new ones unless the family asks to see them again."
			: null,
		asked.length > 0
			? `The family's filters now: ${asked.join("; ")}. Never answer with the opposite of any of these.`
			: null,
		TOOL_RULE,
		`Each search result says which places the family already sees: \`cards\` (up to ${facts.suggestionCount}) and \`additionalOptions\` (up to ${facts.backupCount}). Write about the cards. List in suggestionPlaceIds and backupPlaceIds the shown places you stand by; leave out one that does not fit what was asked, and its card is taken away.`,
		"Ask one short clarifying question only when the message names nothing you can act on (no kind of outing, no need, no interest), and offer choices: museums, parks and playgrounds, animals, somewhere to eat; indoors or outdoors; how far.",
		"In content, lead with the answer to the question, then name each card's place once with why it fits this ask. The cards show each place's summary and distance, so do not repeat them. Only say what the tool's facts say. Plain text, no markdown, under 180 words.",
		'Answer with only a JSON object, content first: {"content": string, "state": "clarifying" | "responding", "suggestionPlaceIds": string[], "backupPlaceIds": string[]} using the ids the tool returned. A clarifying answer has empty id lists.',
		FAMILY_WORDS_RULE,
		familyWords({
			destination: facts.location || "unknown",
			distancesFrom: facts.from.label,
			savedPlaces: facts.savedPlaces,
			familyFilters: facts.filters.theirs,
		}),
	]
		.filter(Boolean)
		.join("\n");
}

/** Earlier messages the model sees. */
const HISTORY_LIMIT = 12;

/** The turn's first messages: the system prompt with the family and the ask, the conversation, the message. */
export function openingMessages(
	context: GuideContext,
	ask: { ask: Ask; kidAges: readonly number[]; origin: Origin; repeats: boolean },
): ModelMessage[] {
	const { origin } = ask;
	// The ages are said on their own line; the other filters as the chat's chips say them.
	const filters = filtersOf(askChips(ask.ask).filter((chip) => chip.key !== "ages"));
	const system = guideSystemPrompt({
		location: context.location,
		kidAges: ask.kidAges,
		messageAges: ask.ask.who.ages,
		tripDates: context.tripDates ?? null,
		from: { label: origin.label, latitude: origin.point.latitude, longitude: origin.point.longitude },
		savedPlaces: (context.savedPlaces ?? []).map((place) => place.name),
		alreadySuggested: ask.repeats ? 0 : (context.suggestedIds?.size ?? 0),
		filters,
		suggestionCount: GUIDE_SUGGESTION_COUNT,
		backupCount: GUIDE_BACKUP_COUNT,
	});
	return [
		{ role: "system", content: system },
		...context.history
			.slice(-HISTORY_LIMIT)
			.map(
				(message): ModelMessage => ({ role: message.role === "user" ? "user" : "assistant", content: message.content }),
			),
		{ role: "user", content: context.message },
	];
}
