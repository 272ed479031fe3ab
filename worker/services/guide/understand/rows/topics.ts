import { WHEN_PATTERN } from "../text";
import type { AskTopicName } from "../types";

/** A row's questions: those it must read as its own (examples) and those it must not (counterexamples). */
interface AskedRow {
	examples: string[];
	counterexamples: string[];
}

/**
 * The fact a question about places asks for, as rows: the earliest match in the normalised text
 * wins ("is it free and do we need to book?" asks the price first). Examples say what they ask.
 */
export interface TopicRow extends AskedRow {
	topic: AskTopicName;
	pattern: RegExp;
	/** Names the topic only when no other row finds one ("whats the nhm's opening hours" asks the hours). */
	weak?: true;
}

const AGE = String.raw`(?:\d{1,2} ?(?:year|yr|yo|y o|month)s?(?: old)?|toddlers?|babies|baby|little (?:ones?|kids?|people)|teens?|teenagers?|kids|children|preschoolers?|tweens?)`;

export const TOPIC_ROWS: readonly TopicRow[] = [
	{
		topic: "fit",
		pattern: new RegExp(
			String.raw`\b(?:worth (?:it|going|a visit|visiting|the (?:trip|money|time|hype))|(?<!not )too (?:babyish|young|old|little|small|grown up|childish|boring|scary|much)|doable|manageable|(?<!not )too (?:hard|far|long|steep|tiring)|(?:good|ok|okay|suitable|fine|fun|right|appropriate|enjoyable|safe) (?:for|with) (?:a |an |my |our |the |two |both )?${AGE}|(?:with|for) (?:a |an |my |our |the )?${AGE}\s*\??$|(?:good|bad|great|sensible|wise) idea(?!s)|what age|best age|age range|old enough|tall enough|(?<!\b(?:dogs?|pets?|strollers?|buggies|buggy|prams?|bikes?|scooters?|food|drones?|picnics?) )allowed(?! in| to bring)|will (?:they|the kids|my \w+) (?:like|enjoy|love)|would (?:they|the kids) (?:like|enjoy)|(?:suit|suits) (?:a |an |my |our )?${AGE})`,
		),
		examples: [
			"is the zoo worth it with a toddler?",
			"too babyish for a 15 year old?",
			"is the tower ok for a 3 year old",
			"whale watching with a 3 year old, good idea?",
		],
		counterexamples: [
			"is the zoo open on mondays",
			"any good ideas for a rainy day?",
			"are dogs allowed on the trail?",
		],
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
			/\bhow (?:long|much time)\b(?! (?:by|on|to get|to walk|to drive|from|is the (?:walk|drive)|does it take to (?:get|walk|drive)|will it take to (?:get|walk|drive)|(?:is|are) the (?:queues?|lines?|wait)|do (?:we|you) (?:queue|wait)))|\b(?:enough time|time needed|half a day there|spend there)\b/,
		examples: ["how long do we need at the natural history museum?"],
		counterexamples: ["how long to walk from the hotel", "how long is the queue at the tower?"],
	},
	{
		topic: "hours",
		pattern:
			/\b(?:open(?! (?:air|chairlifts?|lifts?|tops?|sided|decks?|fields?|water|sea))|opens|opening|(?<!up )close(?! to| by)|closes|closing|closed|hours|what time|go(?:es)? off|erupts?|eruptions?|erupting)\b(?! air)/,
		examples: [
			"is the zoo open on mondays",
			"what time does the aquarium close",
			"when does old faithful go off?",
			"how often does the geyser erupt",
		],
		counterexamples: ["close to the zoo", "can we avoid the open chairlift?"],
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
		// "what's walking distance from the inn", "anything within walking distance": places around it,
		// not the way between two ("is the science museum within walking distance of the NHM?" is).
		pattern:
			/\b(?:how far|far from|(?<!\b(?:whats|what is|anything|something|somewhere|stuff|places?) (?:within )?(?:an? )?(?:easy |short )?(?:walking |driving )?)(?:(?:walking|driving) distance|distance (?:from|to|between)))\b/,
		examples: [
			"how far is the zoo from our hotel?",
			"what's the distance from the zoo to the hotel?",
			"is the science museum within walking distance of the NHM?",
		],
		counterexamples: [
			"is it free",
			"what's walking distance from the bar harbor inn for a toddler",
			"anything within walking distance of the hotel?",
		],
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
			/\b(?:tell (?:me|us) (?:more |a bit )?about|more about|info (?:on|about)|what (?:do|can) (?:you|we|kids) (?:do|see) (?:at|in|there)|(?:what is|whats) (?:the )?[a-z0-9&' ]+ like)\b/,
		examples: [
			"tell me about the tower of london",
			"what's the NHM like for toddlers?",
			"what's the natural history museum like?",
		],
		counterexamples: ["is it free", "what's the best time to visit the tower?"],
	},
	// "What's the Sky Garden?" asks what it is; "whats the nhm's opening hours", "what's the best time
	// to visit the tower?" ask the hours and the best time.
	{
		topic: "what-is-it",
		weak: true,
		pattern: /\b(?:what is|whats)\b/,
		examples: ["whats the sky garden", "what is the monument"],
		counterexamples: ["is it free"],
	},
];

/**
 * What a question about a place may be about, beyond the facts above, as the place's own notes say
 * it: each row's words (matched by stem: "hilly" is "hill", "ladders" "ladder") and phrases name
 * one subject, so "is the zoo hilly?" finds the notes' sentence on the steep canyons and the bus
 * that climbs them. A row may stand for an ask topic (a model's ask that names only the topic still
 * finds its sentences). Examples are questions whose words ask about the subject; counterexamples
 * are questions that do not.
 */
export interface SubjectRow extends AskedRow {
	subject: string;
	/** How an answer names it ("The notes don't say anything about the way up"). */
	label: string;
	topic?: AskTopicName;
	/** Single words, as the reader's words are (normalised, singular). */
	words: readonly string[];
	/** Several words said together ("low tide", "car park", "way up"). */
	phrases?: readonly string[];
}

export const SUBJECT_ROWS: readonly SubjectRow[] = [
	{
		subject: "hills",
		label: "hills and climbs",
		words: ["hill", "hilly", "steep", "uphill", "downhill", "slope", "climb", "canyon", "incline", "elevation"],
		// The notes' advice on a hill: start at the top, the bus or tram up.
		phrases: [
			"top entrance",
			"bottom entrance",
			"start at the top",
			"at the top",
			"at the bottom",
			"bus up",
			"tram up",
		],
		examples: ["is the zoo hilly?", "how do we avoid the climb?", "is it steep?", "can we avoid the hills?"],
		counterexamples: ["is there parking?", "where should we start?"],
	},
	{
		subject: "route",
		label: "where to start and the way round",
		// A guided tour, the bus round: a way to do a place.
		words: ["entrance", "route", "gate", "direction", "itinerary", "tour"],
		phrases: [
			"where to start",
			"where should we start",
			"where do we start",
			"where shall we start",
			"start at",
			"start from",
			"start with",
			"best way",
			"which way",
			"way round",
			"way around",
			"top entrance",
		],
		examples: [
			"where should we start?",
			"which entrance should we use?",
			"what's the best way to do it?",
			"is there a good route round?",
		],
		counterexamples: ["is it hilly?", "what time does the show start?", "is there parking?"],
	},
	{
		subject: "steps",
		label: "ladders and steps",
		words: ["ladder", "stair", "step", "rung", "staircase", "stairway", "steep"],
		examples: ["does the ship have ladders?", "are there lots of stairs?"],
		counterexamples: ["is it hilly?"],
	},
	{
		subject: "tide",
		label: "the tide",
		words: ["tide", "tidal", "sandbar", "tidepool"],
		phrases: ["low tide", "high tide", "tide pool"],
		examples: ["when can we walk the sandbar?", "what time is low tide?"],
		counterexamples: ["is the water cold?"],
	},
	{
		subject: "parking",
		label: "parking",
		topic: "parking",
		words: ["parking", "garage"],
		phrases: ["car park", "park the car", "parking lot"],
		examples: ["is there parking?", "where is the car park?"],
		counterexamples: ["is the park open?"],
	},
	{
		subject: "water",
		label: "the water",
		words: [
			"water",
			"temperature",
			"cold",
			"warm",
			"swim",
			"swimming",
			"degree",
			"wade",
			"icy",
			"chilly",
			"freezing",
			"cool",
			"cooler",
			"sea",
			"ocean",
		],
		examples: ["how cold is the water?", "can the kids swim?", "what temperature is the sea?"],
		counterexamples: ["is there food?"],
	},
	{
		subject: "lift",
		label: "the way up",
		words: ["lift", "gondola", "chairlift", "tram", "skyfari", "funicular", "cable", "skyway", "bus"],
		phrases: ["way up", "cable car", "aerial tram"],
		examples: ["is there a way up that isnt an open chairlift?", "is there a gondola?"],
		counterexamples: ["is it free?"],
	},
	{
		subject: "food",
		label: "food",
		topic: "food",
		words: ["food", "cafe", "snack", "restaurant", "eat", "lunch", "dinner", "breakfast", "picnic", "drink"],
		examples: ["is there food up there?", "can we get a snack?"],
		counterexamples: ["is it hilly?"],
	},
	{
		subject: "time",
		label: "when to go",
		words: [
			"early",
			"dawn",
			"dusk",
			"morning",
			"evening",
			"afternoon",
			"sunrise",
			"sunset",
			"season",
			"spring",
			"summer",
			"autumn",
			"fall",
			"winter",
			"tide",
		],
		phrases: ["best time", "what time", "when", "low tide", "high tide"],
		examples: ["best time to see wildlife?", "should we go early?", "when can we cross?"],
		counterexamples: ["is there parking?"],
	},
	{
		subject: "wildlife",
		label: "wildlife",
		words: [
			"wildlife",
			"animal",
			"wolf",
			"wolve",
			"bison",
			"elk",
			"sheep",
			"bear",
			"moose",
			"bird",
			"whale",
			"seal",
			"deer",
			"pronghorn",
			"panda",
			"penguin",
			"otter",
			"koala",
			"elephant",
			"giraffe",
			"lion",
			"tiger",
			"gorilla",
			"dolphin",
			"puffin",
			"eagle",
			"manatee",
		],
		examples: ["best time to see wildlife?", "will we see wolves?", "best time to see the pandas?"],
		counterexamples: ["is there food?"],
	},
	{
		subject: "length",
		label: "the walk",
		// "Little legs": how far they walk.
		words: ["walk", "trail", "hike", "mile", "km", "loop", "path", "boardwalk", "leg"],
		phrases: ["round trip"],
		examples: ["how far is the walk?", "how long is the trail?", "how long is the boardwalk?"],
		counterexamples: ["is it free?", "how long do we need there?"],
	},
	{
		subject: "shuttle",
		// A boat is more often a thing to do ("boat on the lake") than the way there.
		label: "getting there by shuttle or bus",
		words: ["shuttle", "bus", "coach", "ferry", "transit", "train"],
		examples: ["is there a shuttle?", "can we take a bus there?"],
		counterexamples: ["is it hilly?"],
	},
	{
		subject: "shade",
		label: "shade and sun",
		words: ["shade", "shady", "shaded", "sun", "sunny", "sunscreen", "hot", "heat"],
		examples: ["is there any shade?"],
		counterexamples: ["is there parking?"],
	},
	{
		subject: "dogs",
		label: "dogs",
		topic: "dogs",
		words: ["dog", "pet", "leash", "puppy"],
		examples: ["can we bring the dog?"],
		counterexamples: ["is there food?"],
	},
	{
		subject: "height",
		label: "height and age rules",
		words: ["tall", "height", "inch", "feet", "foot", "cm", "minimum"],
		examples: ["how tall do you need to be?", "is there a height limit?"],
		counterexamples: ["is there food?"],
	},
	{
		subject: "crowds",
		label: "crowds",
		topic: "crowds",
		words: ["busy", "crowd", "crowded", "queue", "line", "quiet", "quieter", "packed"],
		examples: ["is it busy at weekends?", "how long are the queues?"],
		counterexamples: ["is it hilly?"],
	},
	{
		subject: "rain",
		label: "rain",
		words: ["rain", "rainy", "wet", "umbrella", "mud", "muddy"],
		examples: ["is it ok when it is wet?", "is it muddy?"],
		counterexamples: ["is there parking?"],
	},
	{
		subject: "clothes",
		label: "what to bring",
		words: ["bring", "pack", "wear", "jacket", "coat", "layer", "shoe", "boot", "sandal"],
		examples: ["what should we bring?", "do we need jackets?"],
		counterexamples: ["is it free?"],
	},
];
