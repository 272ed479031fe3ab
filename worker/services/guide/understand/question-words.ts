import { MONTH_NAMES, singular } from "../../../../domain/english";
import type { Ask, AskWhere } from "../../../../domain/guide/ask";
import type { TransportMode } from "../../../../domain/path/path";
import { foldText } from "../../../../domain/text";
import { SUBJECT_ROWS, TOPIC_ROWS } from "./rows/topics";
import { STOP_WORDS, wordsOf } from "./text";
import type { AskTopicName } from "./types";
import { parseKidAges } from "./who";

/**
 * How a parent asks about one place, in words: which facts a message asks for ("free? book?", "how
 * long at…", "toilets"), which places it names ("the NHM", "the zoo", "from the Tower of London"),
 * the ages and travel modes it mentions, and the messages that ask for places instead ("museums
 * near the NHM?", "what's within walking distance?"), which are no question about a place.
 */

export type Topic =
	| "free"
	| "booking"
	| "visit"
	| "hours"
	| "toilets"
	| "babyChanging"
	| "stepFree"
	| "stroller"
	| "food"
	| "age"
	| "loud"
	| "crowded"
	| "indoor"
	| "distance"
	| "timing"
	| "bestTime"
	| "tips"
	| "activities"
	| "season"
	| "terrain"
	| "suits"
	| "parking"
	| "safety"
	| "view"
	| "overview";

/** "a 3 year old", "two-year-old", "7yo": where a question names a child's age (the ages are parseKidAges'). */
const AGE =
	/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)[\s-]*(?:years?[\s-]*olds?|yrs?[\s-]*olds?|yo|y\/o|yr olds?)\b/g;

/** The ages a message names ("a 3 year old", "our two-year-old"; a toddler is 2, a baby 1). */
function agesIn(text: string): number[] {
	const lower = text.toLowerCase();
	const ages = parseKidAges(foldText(text));
	if (/\btoddlers?\b/.test(lower)) ages.push(2);
	if (/\b(baby|babies|infant)\b/.test(lower) && !/\bbaby[- ]chang/.test(lower)) ages.push(1);
	return [...new Set(ages)].sort((a, b) => a - b);
}

const TOPICS: readonly [Topic, RegExp][] = [
	[
		"free",
		/\b((?<!step[- ])free|cost|costs|price|prices|pricey|expensive|cheap|cheaper|pay|paid|how much(?! time| walk| hik| of a (?:walk|hike)| climb)|entry fee|admission|fee)\b/,
	],
	[
		"booking",
		/\b(book|booking|booked|pre-?book|reserve|reservations?|timed (?:entry|tickets?|slots?)|tickets? (?:in advance|ahead)|need tickets|walk in|turn up|need (?:a |the )?(?:timed )?(?:pass|passes|permits?)|timed pass(?:es)?|need (?:a |an |the )?(?:[a-z]+ )?tickets?)\b/,
	],
	[
		"visit",
		/\bhow (?:long|much time)\b(?! (?:by|on|to get|to walk|to drive|does it take to (?:get|walk|drive)|from|is the (?:walk|drive)|(?:is|are) the (?:queues?|lines?|wait)))|\b(?:enough time|spend|half a day|full day|time (?:at|in) )/,
	],
	[
		"hours",
		/\b(open(?! (?:air|chairlifts?|lifts?|tops?|sided|decks?|fields?|water|sea)\b)|opens|opening|(?<!up )close(?! to| by)|closes|closing|closed|hours|what time|when does|reopen\w*|go inside|get inside)\b(?!-air)/,
	],
	["toilets", /\b(toilets?|toliets?|loos?|restrooms?|bathrooms?|wc|washrooms?|potty)\b/],
	["babyChanging", /\b(baby[- ]?chang\w*|changing (?:tables?|facilities|rooms?|stations?)|nappy|nappies|diapers?)\b/],
	["stepFree", /\b(step[- ]free|wheelchairs?|lifts?|elevators?|stairs|steps|accessible|accessibility)\b/],
	["stroller", /\b(strollers?|buggy|buggies|pushchairs?|prams?)\b/],
	["food", /\b(food|eat|eating|cafe|cafes|restaurants?|lunch|snacks?|picnic)\b/],
	["loud", /\b(loud|noisy|noise|scary|scared|frighten\w*|startl\w*)\b/],
	["crowded", /\b(busy|crowded|crowds|queues?|lines)\b/],
	[
		"bestTime",
		/\b(best time|(?:high|low) tide|when (?:is it best|should (?:we|i) (?:go|visit|come|get|arrive)|to (?:go|visit|come))|quietest|least busy|best (?:day|hour|tide)|how early|what time should (?:we|i) (?:get|arrive|go|be))\b/,
	],
	[
		"timing",
		/\b(go(?:es)? off|erupt\w*|how often|feeding times?|show ?times?|next (?:eruption|show|tour|boat|ferry|cruise)|(?:when|what time) (?:does|do|is) (?:the )?[\w ]+? (?:leave|depart|sail|start|run))\b/,
	],
	[
		"terrain",
		/\b(paved|flat|steep|boardwalks?|uneven|rocky|muddy|hilly|easy walk|how hard|how difficult|difficult|strenuous|(?:manage|handle|do) the (?:walk|hike|trail))\b/,
	],
	["safety", /\b(safe|safety|dangerous|danger|risky)\b/],
	["view", /\b(from above|overlooks?|viewpoints?|lookouts?|best view|a view of|view of it|see it from)\b/],
	// "Is Cades Cove good for bikes?": a thing to do there, answered from the writers' sentence on it.
	[
		"suits",
		/\b(?:good|ok|okay|suitable|fine|great) for (?!(?:a|an|my|our|the|kids|children|toddlers?|bab(?:y|ies)|little|families|us|them|him|her|\d)\b)([a-z]+(?: (?!(?:with|for|in|at|on|and|or|the|a|an|if|when|during)\b)[a-z]+)?)|\bcan (?:we|you|i|they|kids|the kids) ((?:see|spot|watch|touch|feed|pet|hold|ride|swim|paddle|wade|fish|climb|bike|kayak|camp|picnic)\b(?: (?:the|a|some))?(?: (?!(?:with|for|in|at|on|and|or|the|a|an|if|when|during|up|there|here|it)\b)[a-z]+){0,2})|\b(?:ok|okay|good|safe|warm enough|deep enough|fine) (?:for (?:the )?(?:kids|children|little ones) )?to ([a-z]+)/,
	],
	["parking", /\b(parking|car ?parks?|where (?:do|can|should) (?:we|i) park|park the car)\b/],
	["tips", /\b(tips?|advice|hints?|anything (?:we|i) should know|what should (?:we|i) know)\b/],
	[
		"activities",
		/\b(?:anything|stuff|something|things?)(?: fun| good)? (?:for|to do)\b|\bwhat can we do (?:at|in|inside)\b|\bwhat(?:'?s| is) there (?:for|to do)\b|\bwhat (?:can|do|would) (?:kids|children|toddlers|little ones|a \d+[\w ]*?) do\b/,
	],
	["indoor", /\b(?:indoors?|outdoors?|outside|inside|under cover|covered|rainy day|rain(?![ -]?forest))\b/],
	[
		"overview",
		/\btell (?:me|us) (?:more |a bit )?about\b|\bwhat(?:'?s| is) (?:the )?[\w&' ]+ like\b|\bmore about\b|\binfo (?:on|about)\b|\bworth (?:a look|a visit|a stop|seeing|visiting|the (?:trip|drive|detour|time))\b/,
	],
	[
		"distance",
		/\b(how far|distance|(?:is|are) (?!there\b)(?:the |it )?[\w&' ]+ (?:near|close to|walkable from|within walking distance of)|how (?:do|can|should) (?:we|i|you) get|getting (?:to|there)|get there|where(?:'?s| is) (?!(?:a|an|some|the best|there|good)\b)|far from|far is|km|kilometres|kilometers|miles|by car|on foot|(?:the |a )?drive (?:from|to|between)|(?:long|far) (?:a |is the )?drive|driving (?:from|to|time|distance)|(?<!(?:manage|handle|do|make) the )walk(?:ing)? (?:from|to|there)|by (?:tube|bus|train|metro|subway|bike|taxi|public transport)|cycle|cycling|how long (?:by|on|to get|to walk|to drive|does it take to (?:get|walk|drive)|from))\b/,
	],
];

/** The facts a message asks about, in the order it asks them. */
function topicsOf(message: string): Topic[] {
	const text = foldText(message).replace(/[’']/g, "'");
	const found = TOPICS.map(([topic, pattern]) => ({ topic, at: text.search(pattern) })).filter(({ at }) => at >= 0);
	const forAge = new RegExp(
		String.raw`\bfor (?:(?:a|an|my|our|the|two|both) )?(?:\w+[\s-]*)?(?:${AGE.source}|toddlers?|babies|baby|little ones?|kids|children)|\b(?:suitable|worth it|worth going|worth the|what age|best age|age range|ages|too (?:young|old|little|small|grown[- ]up))\b|\bgood for (?:kids|children|toddlers|little ones)|(?<!\b(?:dogs?|pets?|bikes?|drones?|bicycles?) (?:are |is )?)\b(?:allowed|tall enough|old enough|height (?:limit|requirement)s?|minimum age|age limit)\b|\bwith (?:a|an|my|our|the|two|both) (?:${AGE.source}|toddlers?|baby)\s*\?*$|\bcan (?:a|an|my|our) (?:${AGE.source}|toddlers?|baby) (?:go|climb|ride|do|come|get|manage|handle|walk|hike)\b|\bwith (?:the )?(?:kids|children|little ones)\s*\?*$`,
	);
	// "is the zoo ok with a 2 year old?": a judgement and an age together.
	const judged =
		agesIn(message).length > 0 &&
		/\b(good|ok|okay|fine|fun|boring|appropriate|enjoy|like it|too|doable|manageable|manage|handle)\b/.exec(text);
	const age = forAge.exec(text) ?? judged;
	if (age) found.push({ topic: "age", at: age.index });
	// A month or season asked with a place ("the flower fields in july?") asks whether it is open then.
	const month = monthAt(text);
	if (month >= 0 && !found.some(({ topic }) => topic === "hours")) found.push({ topic: "season", at: month });
	// "When does Old Faithful go off?" asks for its times, not its opening hours.
	const timed =
		found.some(({ topic }) => topic === "timing") &&
		!/\b(open|opens|opening|close|closes|closing|closed|hours)\b/.test(text);
	const topics = found
		.filter(({ topic }) => !(timed && topic === "hours"))
		.sort((a, b) => a.at - b.at)
		.map(({ topic }) => topic);
	// "indoors" alone names no fact unless the message asks whether the place is ("is the zoo indoors?").
	const indoorAsked =
		/(?:^|[,.?!;-]\s*|\band\s|\bor\s)(?:is|are) (?:it|the [\w ]+?|[\w ]+?) (?:indoors?|outdoors?|inside|outside|covered)\b|\bgood (?:on|for) a rainy day\b|\bif it rains\b/.test(
			text,
		);
	// "how long … by car" is travel, not the length of a visit.
	const travel = topics.includes("distance");
	return topics.filter((topic) => !(topic === "indoor" && !indoorAsked) && !(topic === "visit" && travel));
}

/** What a place is asked to be good for ("good for bikes" → "bikes", "can we see seals" → "see seals"), or null. */
function suitsWhat(message: string): string | null {
	const text = foldText(message).replace(/[’']/g, "'");
	const pattern = TOPICS.find(([topic]) => topic === "suits")?.[1];
	const found = pattern?.exec(text);
	// "can we swim at echo lake with a 5 year old": the doing, without an article left after it.
	const thing = found ? (found[1] ?? found[2] ?? found[3] ?? null) : null;
	return thing?.replace(/\s+(?:a|an|the|some)$/, "") ?? null;
}

const MODES: readonly [TransportMode, RegExp][] = [
	["walking", /\b(on foot|walk|walking|walkable|stroll)\b/],
	["driving", /\b(car|drive|driving|taxi|cab|uber)\b/],
	["transit", /\b(tube|bus|train|metro|subway|underground|transit|public transport)\b/],
	["cycling", /\b(bike|bikes|cycle|cycling|bicycle)\b/],
];

/** The travel modes a message asks about, in the order it names them. */
function modesIn(message: string): TransportMode[] {
	const text = foldText(message);
	return MODES.map(([mode, pattern]) => ({ mode, at: text.search(pattern) }))
		.filter(({ at }) => at >= 0)
		.sort((a, b) => a.at - b.at)
		.map(({ mode }) => mode);
}

const MONTH_STEMS = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());
const SEASON_MONTHS: Record<string, number[]> = {
	spring: [3, 5],
	summer: [6, 8],
	autumn: [9, 11],
	fall: [9, 11],
	winter: [12, 2],
};

/** Where a message names a month or season ("in July", "over the summer"), or -1. */
const monthAt = (text: string) =>
	monthsAsked(text)
		? text.search(
				/\b(?:in|during|for|on|by|over|at|this|next) (?:the )?(?:early |late |mid[- ])?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter)/,
			)
		: -1;

/** The months a message asks about ("open in April?", "in winter"): first and last, 1–12; null when none. */
function monthsAsked(message: string): [number, number] | null {
	const text = foldText(message);
	const month =
		/\b(?:in|during|for|on|by|over|at) (?:early |late |mid[- ])?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/.exec(
			text,
		);
	const index = month?.[1] ? MONTH_STEMS.indexOf(month[1].slice(0, 3)) + 1 : 0;
	if (index > 0) return [index, index];
	const season = /\b(?:in|during|over|this|next) (?:the )?(spring|summer|autumn|fall|winter)\b/.exec(text)?.[1];
	const range = season ? SEASON_MONTHS[season] : undefined;
	return range ? [range[0] ?? 1, range[1] ?? 12] : null;
}

// ---------------------------------------------------------------------------------------------
// The question's own words, months and travel mode, put in the ask by the reader (./index.ts)

/** Words ending in "-ing" that are things, not doings ("parking" is no "park"). */
const ING_NOUNS = new Set([
	"parking",
	"morning",
	"evening",
	"building",
	"ceiling",
	"clothing",
	"railing",
	"spring",
	"string",
	"swing",
	"thing",
	"landing",
	"lightning",
	"crossing",
]);

/**
 * A word's stem, so the question's word and the notes' meet ("hilly" and "hill", "climbing" and
 * "climb", "ladders" and "ladder", "swimming" and "swim", "buses" and "bus").
 */
export function stemOf(word: string): string {
	const lower = word.toLowerCase();
	const plural = /(?:sses|[sxz]es|ches|shes)$/.test(lower) && lower.length > 4 ? lower.slice(0, -2) : singular(lower);
	if (plural.length > 5 && plural.endsWith("ing") && !ING_NOUNS.has(plural)) {
		const base = plural.slice(0, -3);
		return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
	}
	if (plural.length > 4 && /([b-df-hj-np-tv-z])\1y$/.test(plural)) return plural.slice(0, -1);
	return plural;
}

/** Words that frame a question about a place but say nothing of what it asks ("how far is…", "isnt"). */
const QUESTION_FRAME = new Set(["far", "long", "isnt", "arent", "wont", "cant", "dont", "much", "way", "kid", "kids"]);

/** Every word a subject row holds. */
const SUBJECT_WORDS: ReadonlySet<string> = new Set(SUBJECT_ROWS.flatMap((row) => row.words));

/** The longest list of words kept (the schema's limit). */
const MAX_WORDS = 12;

/**
 * The question's content words, from the normalised text without the places' names: singular, stop
 * words out, and the subject rows' phrases said whole ("low tide", "car park", "way up").
 */
export function questionWordsIn(text: string): string[] {
	const phrases = SUBJECT_ROWS.flatMap((row) => row.phrases ?? []).filter((phrase) =>
		new RegExp(`\\b${phrase}\\b`).test(text),
	);
	// A stop word a subject holds ("early": when to go) is a word of the question.
	const stop = (word: string) => (STOP_WORDS.has(word) || QUESTION_FRAME.has(word)) && !SUBJECT_WORDS.has(word);
	const words = (text.match(/[\p{L}\p{N}]+/gu) ?? [])
		.filter((word) => word.length >= 3 && !/^\d/.test(word) && !stop(word))
		.flatMap((word) => wordsOf(word))
		.filter((word) => !stop(word));
	return [...new Set([...phrases, ...words])].slice(0, MAX_WORDS);
}

/** The question words' facts as the ask's topics. */
const ASK_TOPIC_OF: Record<Topic, AskTopicName | null> = {
	free: "price",
	booking: "booking",
	visit: "visit-length",
	hours: "hours",
	toilets: "toilets",
	babyChanging: "baby-changing",
	stepFree: "step-free",
	stroller: "stroller",
	food: "food",
	age: "fit",
	loud: "noise",
	crowded: "crowds",
	indoor: "weather",
	distance: "distance",
	timing: "timing",
	bestTime: "best-time",
	tips: "tips",
	activities: "activities",
	season: "season",
	terrain: "terrain",
	suits: "suits",
	parking: "parking",
	safety: "safety",
	view: "view",
	overview: "what-is-it",
};

const MODE_OF: Record<TransportMode, NonNullable<AskWhere["mode"]>> = {
	walking: "walk",
	driving: "drive",
	transit: "transit",
	cycling: "bike",
};

/** The months (1–12) a text asks about, in order, wrapping over the new year ("in winter": 12, 1, 2). */
export function monthsIn(text: string): number[] {
	const range = monthsAsked(text);
	if (!range) return [];
	const [first, last] = range;
	const months: number[] = [];
	for (let month = first; months.length < 12; month = (month % 12) + 1) {
		months.push(month);
		if (month === last) break;
	}
	return months;
}

/**
 * A question's own slots, read from its normalised text without the places' names: its content
 * words, the months it asks about and the travel mode it names ("how far by car?").
 */
export function fillQuestion(
	ask: Ask,
	text: string,
	withoutNames: string,
	said: { text: string; names: readonly string[] } = { text, names: [] },
): void {
	if (!ask.question) return;
	// A word of a place's own name asks nothing ("what about the rainforest cafe?" asks nothing of
	// food): a topic whose words, as said, lie inside a name goes.
	const inNameOnly = (topic: AskTopicName | null) => {
		const found = TOPIC_ROWS.find((entry) => entry.topic === topic)
			?.pattern.exec(said.text)?.[0]
			.trim();
		return found !== undefined && found.length > 0 && said.names.some((name) => name.includes(found));
	};
	if (inNameOnly(ask.question.topic) || ask.question.also.some(inNameOnly)) {
		const kept = [ask.question.topic, ...ask.question.also].filter(
			(topic): topic is AskTopicName => topic !== null && !inNameOnly(topic),
		);
		ask.question = { ...ask.question, topic: kept[0] ?? null, also: kept.slice(1) };
	}
	// The facts it asks beside the topic rows' ("when does it erupt?", "is it paved?", "where is it?").
	const topics = [ask.question.topic, ...ask.question.also];
	const more = topicsOf(withoutNames)
		.map((topic) => ASK_TOPIC_OF[topic])
		.filter((topic): topic is AskTopicName => topic !== null && !topics.includes(topic));
	if (/\bwhere(?:s| is| are)\b/.test(withoutNames) && !topics.includes("address")) more.push("address");
	const also = [...new Set([...ask.question.also, ...more])].filter((topic) => topic !== ask.question?.topic);
	ask.question = {
		...ask.question,
		also: also.slice(0, 8),
		words: questionWordsIn(text),
		// A thing the intent row found ("kayaking on lake crescent") stays unless the words say one.
		thing: suitsWhat(withoutNames)?.slice(0, 80) ?? ask.question.thing,
	};
	ask.months = monthsIn(text);
	const [mode] = modesIn(text);
	if (mode && ask.where.mode === null) ask.where = { ...ask.where, mode: MODE_OF[mode] };
}
