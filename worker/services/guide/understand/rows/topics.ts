import { WHEN_PATTERN } from "../text";
import type { AskTopicName } from "../types";

/**
 * The fact a question about places asks for, as rows: the earliest match in the normalised text
 * wins ("is it free and do we need to book?" asks the price first). Examples say what they ask.
 */
export interface TopicRow {
	topic: AskTopicName;
	pattern: RegExp;
	examples: string[];
	counterexamples: string[];
}

const AGE = String.raw`(?:\d{1,2} ?(?:year|yr|yo|y o|month)s?(?: old)?|toddlers?|babies|baby|little (?:ones?|kids?|people)|teens?|teenagers?|kids|children|preschoolers?|tweens?)`;

export const TOPIC_ROWS: readonly TopicRow[] = [
	{
		topic: "fit",
		pattern: new RegExp(
			String.raw`\b(?:worth (?:it|going|a visit|visiting|the (?:trip|money|time|hype))|(?<!not )too (?:babyish|young|old|little|small|grown up|childish|boring|scary|much)|doable|manageable|(?<!not )too (?:hard|far|long|steep|tiring)|(?:good|ok|okay|suitable|fine|fun|right|appropriate|enjoyable|safe) (?:for|with) (?:a |an |my |our |the |two |both )?${AGE}|(?:with|for) (?:a |an |my |our |the )?${AGE}\s*\??$|(?:good|bad|great|sensible|wise) idea(?!s)|what age|best age|age range|old enough|tall enough|allowed(?! in| to bring)|will (?:they|the kids|my \w+) (?:like|enjoy|love)|would (?:they|the kids) (?:like|enjoy)|(?:suit|suits) (?:a |an |my |our )?${AGE})`,
		),
		examples: [
			"is the zoo worth it with a toddler?",
			"too babyish for a 15 year old?",
			"is the tower ok for a 3 year old",
			"whale watching with a 3 year old, good idea?",
		],
		counterexamples: ["is the zoo open on mondays", "any good ideas for a rainy day?"],
	},
	{
		topic: "price",
		pattern:
			/\b(?:(?<!step )free|cost|costs|price|prices|pricey|expensive|cheap|pay|paid|how much(?! time| walk| of a)|entry fee|admission|fee|tickets? cost)\b/,
		examples: ["is the science museum free?", "how much is the zoo"],
		counterexamples: ["is it step free", "how much time do we need"],
	},
	{
		topic: "booking",
		pattern:
			/\b(?:book|booking|booked|pre ?book|reserve|reservations?|timed (?:entry|tickets?|slots?|pass(?:es)?)|tickets?|walk in|turn up)\b(?! cost| price)/,
		examples: ["do we need to book the tower?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "visit-length",
		pattern:
			/\bhow (?:long|much time)\b(?! (?:by|on|to get|to walk|to drive|from|is the (?:walk|drive)|does it take to (?:get|walk|drive)|will it take to (?:get|walk|drive)))|\b(?:enough time|time needed|half a day there|spend there)\b/,
		examples: ["how long do we need at the natural history museum?"],
		counterexamples: ["how long to walk from the hotel"],
	},
	{
		topic: "hours",
		pattern:
			/\b(?:open|opens|opening|(?<!up )close(?! to| by)|closes|closing|closed|hours|what time|go(?:es)? off|erupts?|eruptions?|erupting)\b(?! air)/,
		examples: [
			"is the zoo open on mondays",
			"what time does the aquarium close",
			"when does old faithful go off?",
			"how often does the geyser erupt",
		],
		counterexamples: ["close to the zoo"],
	},
	{
		topic: "season",
		pattern: new RegExp(
			String.raw`\b(?:in|during|for|over|this|next) (?:the )?(?:early |late |mid )?(?:${WHEN_PATTERN})\b|\bseasonal\b|\ball year\b`,
		),
		examples: ["is the lido open in april?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "toilets",
		pattern: /\b(?:toilets?|loos?|restrooms?|bathrooms?|wc|washrooms?|potty)\b/,
		examples: ["are there toilets at the park?"],
		counterexamples: ["is there a cafe"],
	},
	{
		topic: "baby-changing",
		pattern: /\b(?:baby ?chang\w*|changing (?:tables?|facilities|rooms?)|nappy|nappies|diapers?)\b/,
		examples: ["does the museum have baby changing?"],
		counterexamples: ["changing of the guard"],
	},
	{
		topic: "step-free",
		pattern: /\b(?:step free|wheelchairs?|lifts?|elevators?|stairs|steps|accessible|accessibility)\b/,
		examples: ["is the tower step free?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "stroller",
		pattern: /\b(?:strollers?|buggy|buggies|pushchairs?|prams?)\b/,
		examples: ["can we take the buggy into the tower?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "food",
		pattern: /\b(?:food|eat|eating|cafe|cafes|restaurants?|snacks?|picnic)\b/,
		examples: ["is there food at the zoo?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "dogs",
		pattern: /\b(?:(?<!hot )dogs?|pets?)\b/,
		examples: ["are dogs allowed in the park?"],
		counterexamples: ["hot dog stand"],
	},
	{
		topic: "parking",
		pattern: /\b(?:parking|car ?parks?|where (?:do|can|should) (?:we|i) park|park the car)\b/,
		examples: ["is there parking at the zoo?"],
		counterexamples: ["is the park open"],
	},
	{
		topic: "crowds",
		pattern: /\b(?:busy|crowded|crowds|queues?|lines?|packed|rammed)\b/,
		examples: ["is the tower crowded on saturdays?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "noise",
		pattern: /\b(?:loud|noisy|noise)\b/,
		examples: ["is the aquarium loud?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "scary",
		pattern: /\b(?:scary|scared|frighten\w*|spooky|creepy|too intense|nightmares?)\b/,
		examples: ["is the dungeon too scary for a 6 year old?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "travel-time",
		pattern:
			/\bhow long (?:by|on|to get|to walk|to drive|does it take to (?:get|walk|drive)|from|is the (?:drive|walk|ride|trip|journey))\b|\b(?:drive|walk|ride|journey) (?:from|to|between)\b|\bhow (?:do|can|should) (?:we|i) get\b|\bget there\b|\bhow far\b(?=[^?.!]*\b(?:by (?:car|taxi|cab|tube|bus|train|subway|metro|bike)|on foot|on the (?:tube|bus|subway|metro))\b)/,
		examples: [
			"how long to walk from the hotel to the tower?",
			"how far is the tower of london from the london eye by car?",
		],
		counterexamples: ["how long do we need there"],
	},
	{
		topic: "distance",
		pattern: /\b(?:how far|far from|distance (?:from|to|between))\b/,
		examples: ["how far is the zoo from our hotel?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "weather",
		pattern: /\b(?:if it rains|in the rain|rainy day|indoors?|outdoors?|covered|under cover)\b/,
		examples: ["is the zoo good on a rainy day?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "tips",
		pattern: /\b(?:tips?|advice|hints?|anything (?:we|i) should know|what should (?:we|i) know|best time)\b/,
		examples: ["any tips for the tower of london?"],
		counterexamples: ["is it free"],
	},
	{
		topic: "what-is-it",
		pattern:
			/\b(?:what is|whats|tell (?:me|us) (?:more |a bit )?about|more about|info (?:on|about)|what (?:do|can) (?:you|we|kids) (?:do|see) (?:at|in|there))\b/,
		examples: ["tell me about the tower of london"],
		counterexamples: ["is it free"],
	},
];
