import { GUIDE_BACKUP_COUNT, GUIDE_SUGGESTION_COUNT } from "../../../domain/guide/guide";
import { PLACE_CATEGORIES } from "../../../domain/place/vocabulary";
import type { ModelMessage } from "../../providers/llm/chat-model";
import { FAMILY_WORDS_RULE, familyWords } from "../../providers/llm/family-words";
import { listAges } from "../../providers/llm/offline/place-insights";
import type { Constraints } from "./constraints";
import type { Origin } from "./origin";
import type { GuideRequest } from "./request";
import type { GuideContext } from "./types";

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

/** The guide's system prompt: the family, what this message asks, and how to answer. */
function guideSystemPrompt(facts: GuidePromptFacts): string {
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
		c.walking ? "within walking distance of distancesFrom" : null,
		c.withinMinutes ? `within about ${c.withinMinutes} minutes of distancesFrom` : null,
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
			? `This message asks for: ${asked.join("; ")}. Never answer with the opposite of any of these.`
			: null,
		"Use the search_places tool (once is usually enough) to find real places before suggesting anything. Never suggest a place the tool did not return. The tool's results already keep the family's constraints.",
		`Each search result says which places the family already sees: \`cards\` (up to ${facts.suggestionCount}) and \`additionalOptions\` (up to ${facts.backupCount}). Write about the cards. List in suggestionPlaceIds and backupPlaceIds the shown places you stand by; leave out one that does not fit what was asked, and its card is taken away.`,
		"Ask one short clarifying question only when the message names nothing you can act on (no kind of outing, no need, no interest), and offer choices: museums, parks and playgrounds, animals, somewhere to eat; indoors or outdoors; how far.",
		"In content, lead with the answer to the question, then name each card's place once with why it fits this ask. The cards show each place's summary and distance, so do not repeat them. Only say what the tool's facts say. Plain text, no markdown, under 180 words.",
		'Answer with only a JSON object, content first: {"content": string, "state": "clarifying" | "responding", "suggestionPlaceIds": string[], "backupPlaceIds": string[]} using the ids the tool returned. A clarifying answer has empty id lists.',
		FAMILY_WORDS_RULE,
		familyWords({
			destination: facts.location || "unknown",
			distancesFrom: facts.from.label,
			savedPlaces: facts.savedPlaces,
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
	ask: { intent: GuideRequest; kidAges: readonly number[]; origin: Origin; constraints: Constraints; repeats: boolean },
): ModelMessage[] {
	const { intent, origin, constraints } = ask;
	const system = guideSystemPrompt({
		location: context.location,
		kidAges: ask.kidAges,
		messageAges: intent.ages,
		tripDates: context.tripDates ?? null,
		from: { label: origin.label, latitude: origin.point.latitude, longitude: origin.point.longitude },
		savedPlaces: (context.savedPlaces ?? []).map((place) => place.name),
		alreadySuggested: ask.repeats ? 0 : (context.suggestedIds?.size ?? 0),
		constraints: {
			avoid: intent.avoid.map((name) => PLACE_CATEGORIES[name].label),
			setting: constraints.setting,
			noLoud: constraints.noLoud,
			free: constraints.free,
			cheap: constraints.cheap,
			walking: intent.modifiers.includes("walking"),
			withinMinutes: intent.within?.minutes ?? null,
		},
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
