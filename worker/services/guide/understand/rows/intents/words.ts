import type { Ask } from "../../../../../../domain/guide/ask";
import type { PlaceModifier } from "../../../../../../domain/place/vocabulary-modifiers";
import { NEGATION_WORDS, turnNegations } from "../../negation";
import { normalise, wordsOf } from "../../text";
import type { AskTopicName, Reading } from "../../types";
import { groupIn, parseKidAges } from "../../who";
import { TOPIC_ROWS } from "../topics";

/** The words and tests the intent rows (./index.ts) share. */

/** Words that ask for places, not about one. */
export const FIND_WORDS =
	/\b(?:ideas|(?<!(?:good|bad|great|sensible|wise) )idea|suggest\w*|recommend\w*|options|alternatives?|somewhere|anywhere|anything|something|stuff|things to do|stuff to do|what (?:can|could|should|shall) we do|where (?:can|could|should|shall|do) we (?:go|take|get|eat|find|have)|places|spots|things|are there any|is there an?y?|what else|other)\b/;
/** A question's opening word that asks yes or no. */
export const YES_NO_START =
	/^(?:and |but |so |also |ok |okay )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth|need)\b/;
/** Words that judge whether a place suits the kids ("worth it", "too babyish", "ok for a 3 year old"). */
export const JUDGED =
	/\b(?:worth|too|good|ok|okay|suitable|fine|fun|right|appropriate|enjoy|like it|love it|old enough|tall enough|what age|best age|age range|suit|suits|safe|doable|manageable|manage)\b/;
export const WEEKDAY = "(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)";

/**
 * A thing to do the message opens on ("whale watching with a 3 year old, good idea?", "is kayaking
 * worth it…"): the activity's words, or null. Not a word that only ends like one ("something", "morning").
 */
const ACTIVITY =
	/^(?:(?:is|would|will|should) (?:it )?(?:be )?)?(?:going |doing |trying |a )?((?:[a-z]+ )?[a-z]{3,}ing)(?= (?:with|for|worth|ok|okay|good|too|at|in)\b|\s*[,?:]|\s-\s)/;
const NOT_ACTIVITY =
	/\b(?:something|anything|everything|nothing|morning|evening|during|spring|thing|king|ring|wing|building|ceiling|sing|bring)$/;
export function activityIn(text: string): string | null {
	const found = text.match(ACTIVITY)?.[1] ?? null;
	if (!found || NOT_ACTIVITY.test(found)) return null;
	// "whale watching", "kayaking": a word before the activity only when it is no frame word ("is going").
	const words = found.split(" ");
	return words.length === 2 && /^(?:is|are|its|it|the|a|an|and|but|so|just|really|also)$/.test(words[0] ?? "")
		? (words[1] ?? null)
		: found;
}

/**
 * A thing to do the message opens on, done at a place it names right after ("boat rental on
 * yellowstone lake", "kayaking on lake crescent"): the activity's words, or null.
 */
const DONE_AT =
	/^(?:(?:is|are|what about|how about) )?(?:going |doing |trying |a |the )?((?:[a-z]+ )?[a-z]{3,}ing|[a-z]+ (?:rental|hire|tour|ride|cruise|lesson|trip))\s+(?:on|at|in|around)\s+(?:the\s+)?/;
export function activityAt(text: string, name: string): string | null {
	const found = text.match(DONE_AT);
	const activity = found?.[1] ?? null;
	if (!found || !activity || NOT_ACTIVITY.test(activity)) return null;
	if (!text.slice(found[0].length).startsWith(name.toLowerCase())) return null;
	const words = activity.split(" ");
	return words.length === 2 && /^(?:is|are|its|it|the|a|an|and|but|so|just|really|also)$/.test(words[0] ?? "")
		? (words[1] ?? null)
		: activity;
}

/** The need a question asks about, when it names a buggy or steps ("doable with a pram?"): stroller or step-free. */
export const needAsked = (text: string): "stroller" | "step-free" | null =>
	(["stroller", "step-free"] as const).find((topic) =>
		TOPIC_ROWS.find((row) => row.topic === topic)?.pattern.test(text),
	) ?? null;
/** Whether the text names who it is for: ages, a toddler, the teens. */
export const namesWho = (text: string): boolean => parseKidAges(text).length > 0 || groupIn(text) !== null;

/** Whether the text says no to something ("not", "had enough of", "museums aren't their thing"). */
export const saysNo = (text: string): boolean => wordsOf(turnNegations(text)).some((word) => NEGATION_WORDS.has(word));

/** A message that names no kind or interest of its own (outside the names of places). */
export const namesNoKind = (r: Reading) => r.scan.kinds.length === 0 && r.scan.keywords.length === 0;
export const asksForPlaces = (r: Reading) => FIND_WORDS.test(r.text);
/** Ways of finding a place (indoors, outdoors, free, cheap), said or ruled out. */
const WAYS: ReadonlySet<PlaceModifier> = new Set(["indoor", "outdoor", "free", "cheap"]);
/**
 * A message naming no place, not put as a question, that says how the outing should be ("rainy
 * day, cheap indoor fun for a 6 year old", "too cold to go outside with a 3 yo"): it asks for
 * places, it judges none.
 */
export const findsAWay = (r: Reading) =>
	r.places.length === 0 &&
	!YES_NO_START.test(r.text) &&
	[...r.scan.modifiers, ...r.scan.avoidedModifiers].some((modifier) => WAYS.has(modifier));
/** The form of a question: yes/no when it opens like one, else "info". */
export const questionForm = (text: string) =>
	text.split(/[.,;:!?]+|\s-\s/).some((clause) => YES_NO_START.test(clause.trim())) || /\bor not\b/.test(text)
		? "yes-no"
		: "info";

/**
 * The question a text asks: its form, the fact asked first and the other facts asked with it ("is it
 * free and do we need to book?" → price, also booking). "fit" comes first when given: a judgement.
 */
export function questionOf(
	text: string,
	form: NonNullable<Ask["question"]>["form"],
	topic: AskTopicName | null = topicOf(text),
): NonNullable<Ask["question"]> {
	// A weak row's topic is no fact asked beside another ("whats the nhm's opening hours" asks no overview).
	const also = TOPIC_ROWS.filter((row) => !row.weak)
		.map((row) => ({ topic: row.topic, at: text.search(row.pattern) }))
		.filter((found) => found.at >= 0 && found.topic !== topic)
		.sort((a, b) => a.at - b.at)
		.map((found) => found.topic)
		.slice(0, 5);
	return { form, topic, also, words: [], thing: null };
}

/** The fact asked for: the earliest topic row found in the text (a weak row's only when no other row finds one). */
export function topicOf(text: string): NonNullable<ReturnType<typeof topicAt>>["topic"] | null {
	return topicAt(text)?.topic ?? null;
}
export function topicAt(text: string) {
	// The question's own sentence first: "eiffel tower with a pushchair - do we have to book ahead?" asks to book.
	const questions = text.split(/(?<=[.!?;])\s+|\s-\s/).filter((part) => /\?\s*$/.test(part) || YES_NO_START.test(part));
	for (const part of [...questions, text]) {
		let best: { topic: (typeof TOPIC_ROWS)[number]["topic"]; at: number; weak: boolean } | null = null;
		for (const row of TOPIC_ROWS) {
			const at = part.search(row.pattern);
			const weak = row.weak === true;
			if (at < 0 || (best !== null && weak && !best.weak)) continue;
			if (best === null || at < best.at || (best.weak && !weak)) best = { topic: row.topic, at, weak };
		}
		if (best) return { topic: best.topic, at: best.at };
	}
	return null;
}

/** A question opening on a place ("is the zoo…", "how long does the tower…", "what time does…"). */
export const OPENS_ABOUT =
	/^(?:and |so |also )?(?:is|are|does|do|can|could|will|was|how (?:long|much|far|early|late|busy)|what time|when (?:does|do|is)|whats on at)\b/;
export const QUESTION_OPENING =
	/^(?:and |so |also |but |ok )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth|what|whats|how|hows|when|where|wheres|which|who|why|tell (?:me|us)|need|best time|should we|tips)\b/;
/** Whether the text asks something: a question mark, or a clause opening like a question. */
export const asksAQuestion = (text: string) =>
	/\?/.test(text) || text.split(/[.,;:!]+|\s-\s/).some((part) => QUESTION_OPENING.test(part.trim()));
/** Facilities asked about "near" a place that are the place's own. */
export const FACILITIES: ReadonlySet<string> = new Set([
	"toilets",
	"baby-changing",
	"stroller",
	"step-free",
	"food",
	"parking",
]);
/** Soft words that ask for places only when no place is named. */
export const SOFT_FIND = /\b(?:anything|something|stuff)\b/;
/** Soft words for somewhere that ask about a place when said after a question about it ("is the zoo free, and is there somewhere to eat?"). */
export const SOFT_WHERE = /\b(?:somewhere|anywhere)\b/g;
export const ELSEWHERE =
	/\b(?:near|nearby|around|close to|next to|far from|like|instead|similar|within|walking distance|else|other)\b/;

/** Words a yes or a no to the guide's offer may open with. */
const YES =
	/^(?:yes|yess|yes please|yeah|yea|yep|yup|ya|sure|ok|okay|k|please|please do|go ahead|go for it|do it|sounds good|perfect|great|split it|split them|split|do that|lets do that|lets do it|that would be great|that would be lovely|absolutely|definitely)\b/;
const NO = /^(?:no|nope|nah|no thanks|dont|do not|leave it|keep it|not now|no need|its fine as it is)\b/;
/**
 * The family's answer to the guide's offer ("shall I split it?"): yes, no, or not an answer (a new
 * ask: "yes, what about museums near the river?").
 */
export function offerReply(message: string): "yes" | "no" | null {
	const text = normalise(message)
		.replace(/[^a-z0-9 ]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();
	if (text.split(" ").length > 8) return null;
	if (/\bsplit\b/.test(text) && !NO.test(text)) return "yes";
	if (shortAnswer(text, YES)) return "yes";
	if (shortAnswer(text, NO)) return "no";
	return null;
}

/** A short answer: at most three words after the yes or no. */
const shortAnswer = (text: string, opening: RegExp) => {
	const said = text.match(opening);
	return (
		said !== null &&
		text
			.slice(said[0].length)
			.replace(/[^a-z0-9 ]/g, " ")
			.trim()
			.split(/\s+/)
			.filter(Boolean).length <= 3
	);
};

const CITIES =
	"paris|london|new york|nyc|rome|madrid|barcelona|berlin|amsterdam|dublin|edinburgh|glasgow|manchester|liverpool|birmingham|bristol|oxford|cambridge|york|bath|brighton|cardiff|belfast|lisbon|porto|prague|vienna|budapest|venice|florence|milan|naples|athens|copenhagen|stockholm|oslo|helsinki|brussels|zurich|geneva|munich|hamburg|tokyo|kyoto|osaka|seoul|singapore|hong kong|sydney|melbourne|toronto|vancouver|montreal|chicago|boston|washington|dc|philadelphia|san francisco|los angeles|san diego|seattle|las vegas|miami|orlando|new orleans|denver|austin|dallas|houston|nashville";
/** Other names a city goes by ("dc" is Washington, "nyc" New York). */
const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
	dc: ["washington"],
	washington: ["dc"],
	nyc: ["new york"],
	"new york": ["nyc"],
};
/** Whether a city the message names is the trip's own: its location names it, by any name it goes by ("Washington, D.C."). */
export function isTripCity(city: string, location: string): boolean {
	const here = ` ${normalise(location)
		.replace(/\./g, "")
		.replace(/[^a-z0-9]+/g, " ")
		.trim()} `;
	return [city, ...(CITY_ALIASES[city] ?? [])].some((name) => here.includes(` ${name} `));
}
export const OTHER_CITY = new RegExp(String.raw`\b(?:in|to|visit(?:ing)?|about|near)\s+(${CITIES})\b`);

export const FILL = String.raw`(?:(?:a|an|the|my|our|me|us|new|this|that|these|those|all|saved|family|walking|driving)\s+)`;
