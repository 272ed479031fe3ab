import { normalise } from "../text";
import type { IntentRow, Reading } from "../types";
import { TOPIC_ROWS } from "./topics";

/**
 * What a message asks, as rows. Every row that claims a message (its pattern is in the normalised
 * text and its `when` holds) is a candidate; the one of highest priority wins, and a message no
 * row claims is a find. Two rows of equal priority and different intents never claim one example
 * (tests/domain/guide-understand.test.ts fails the build when they do).
 */

/** Words that ask for places, not about one. */
export const FIND_WORDS =
	/\b(?:ideas?|suggest\w*|recommend\w*|options|alternatives?|somewhere|anywhere|anything|something|things to do|stuff to do|what (?:can|could|should|shall) we do|where (?:can|could|should|shall|do) we (?:go|take|get|eat|find|have)|places|spots|are there any|is there an?y?|what else|other)\b/;
/** A question's opening word that asks yes or no. */
const YES_NO_START =
	/^(?:and |but |so |also |ok |okay )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth)\b/;
/** Words that judge whether a place suits the kids ("worth it", "too babyish", "ok for a 3 year old"). */
const JUDGED =
	/\b(?:worth|too|good|ok|okay|suitable|fine|fun|right|appropriate|enjoy|like it|love it|old enough|tall enough|what age|best age|age range|suit|suits)\b/;
const WEEKDAY = "(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)";

/** A message that names no kind or interest of its own (outside the names of places). */
const namesNoKind = (r: Reading) => r.scan.kinds.length === 0 && r.scan.keywords.length === 0;
const asksForPlaces = (r: Reading) => FIND_WORDS.test(r.text);
/** The form of a question: yes/no when it opens like one, else "info". */
export const questionForm = (text: string) =>
	text.split(/[.,;:!?]+|\s-\s/).some((clause) => YES_NO_START.test(clause.trim())) || /\bor not\b/.test(text)
		? "yes-no"
		: "info";

/** The fact asked for: the earliest topic row found in the text. */
export function topicOf(text: string): NonNullable<ReturnType<typeof topicAt>>["topic"] | null {
	return topicAt(text)?.topic ?? null;
}
function topicAt(text: string) {
	// The question's own sentence first: "eiffel tower with a pushchair - do we have to book ahead?" asks to book.
	const questions = text.split(/(?<=[.!?;])\s+|\s-\s/).filter((part) => /\?\s*$/.test(part) || YES_NO_START.test(part));
	for (const part of [...questions, text]) {
		let best: { topic: (typeof TOPIC_ROWS)[number]["topic"]; at: number } | null = null;
		for (const row of TOPIC_ROWS) {
			const at = part.search(row.pattern);
			if (at >= 0 && (best === null || at < best.at)) best = { topic: row.topic, at };
		}
		if (best) return best;
	}
	return null;
}

/** A question opening on a place ("is the zoo…", "how long does the tower…", "what time does…"). */
const OPENS_ABOUT =
	/^(?:and |so |also )?(?:is|are|does|do|can|could|will|was|how (?:long|much|far|early|late|busy)|what time|when (?:does|do|is)|whats on at)\b/;
const QUESTION_OPENING =
	/^(?:and |so |also |but |ok )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth|what|whats|how|hows|when|where|wheres|which|who|why|tell (?:me|us)|need)\b/;
/** Facilities asked about "near" a place that are the place's own. */
const FACILITIES: ReadonlySet<string> = new Set([
	"toilets",
	"baby-changing",
	"stroller",
	"step-free",
	"food",
	"parking",
]);
/** Soft words that ask for places only when no place is named. */
const SOFT_FIND = /\b(?:anything|something|stuff)\b/;
const ELSEWHERE =
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
const OTHER_CITY = new RegExp(String.raw`\b(?:in|to|visit(?:ing)?|about|near)\s+(${CITIES})\b`);

const FILL = String.raw`(?:(?:a|an|the|my|our|me|us|new|this|that|these|those|all|saved|family|walking|driving)\s+)`;

export const INTENT_ROWS: readonly IntentRow[] = [
	// A reply to the guide's open offer ("shall I split it?"): only while an offer is open.
	{
		id: "reply-yes",
		intent: "reply",
		priority: 100,
		when: (r) => r.conversation.offer !== null && offerReply(r.text) === "yes",
		set: (ask) => {
			ask.reply = "yes";
		},
		examples: [
			{ say: "yes please", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "yes" } },
			{ say: "ok split it", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "yes" } },
		],
		counterexamples: [
			"yes please",
			{ say: "yes, what about museums near the river?", conversation: { offer: { split: ["a"] } } },
		],
	},
	{
		id: "reply-no",
		intent: "reply",
		priority: 100,
		when: (r) => r.conversation.offer !== null && offerReply(r.text) === "no",
		set: (ask) => {
			ask.reply = "no";
		},
		examples: [{ say: "no thanks", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "no" } }],
		counterexamples: [
			"no thanks",
			{ say: "no museums please, something outdoors with the kids", conversation: { offer: { split: ["a"] } } },
		],
	},
	// A plan for each day of the trip (before the path commands: "plan a route for each day" is a plan).
	{
		id: "plan-days",
		intent: "plan-days",
		priority: 90,
		pattern:
			/\b(?:itinerary|itinerar\w+|day by day|(?:each|every|evry|per) (?:single )?day|each of (?:the|our) days|day plans?|(?:plan|pln|paln|schedule|organi[sz]e|sort out|map out|fill|spend|arrange)\s+(?:out\s+)?(?:\w+\s+){0,2}(?:our|my|the|all|every|each|whole|hole|entire|these|those|\d+|two|three|four|five|six|seven|eight|nine|ten|r|remaining|other|next|few|\s)*(?:days|dayz)|(?:plan|schedule|organi[sz]e|map out)\s+(?:out\s+)?(?:our|my|the|this|whole|entire|\s)+(?:trip|week|holiday|vacation|stay|visit|time here))\b/,
		when: (r) =>
			!/\b(?:rainy|wet|lazy|sunny|hot|cold|quiet) days?\b(?! by)/.test(r.text) ||
			/\b(?:plan|itinerary|schedule|each|every)\b/.test(r.text),
		examples: [
			"can you plan a route for each day of our trip",
			"Can you plan our whole 5 days?",
			"make an itinerary for each day",
			"what should we do each day",
			"plan the trip pls",
			{
				say: "pln our days, wednesday looks rainy",
				trip: { dates: { start: "2027-04-12", end: "2027-04-16" }, today: "2027-03-01" },
				expect: { rainyDates: ["2027-04-14"] },
			},
			{
				say: "plan our days, day 3 will be rainy",
				trip: { dates: { start: "2027-04-12", end: "2027-04-16" }, today: "2027-03-01" },
				expect: { rainyDates: ["2027-04-14"] },
			},
			"how should we spend our 4 days with a toddler",
		],
		counterexamples: [
			"indoor ideas for rainy days",
			"what can we do on a rainy day",
			"museums",
			"create a path with my saved places",
		],
	},
	// One day: "can we do X, Y and Z in one day?", "plan saturday".
	{
		id: "one-day",
		intent: "one-day",
		priority: 85,
		pattern: new RegExp(
			String.raw`\b(?:(?:in|into) (?:one|a single|1|a) day|(?:in|on) the same day|all in a day|(?:plan|pln|schedule|organi[sz]e|sort out|map out)\s+(?:out\s+)?(?:our |the |my |for )?(?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last|final) day|a day (?:at|in|around|out)|the day|our day)|(?:a )?plan for (?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last) day))\b`,
		),
		examples: [
			{
				say: "can we do the tower of london, the science museum and hyde park in one day?",
				expect: { places: [{ name: "tower of london" }] },
			},
			{ say: "plan saturday", expect: { day: { label: "saturday" } } },
			{ say: "plan tomorrow for us, something chill", expect: { day: { label: "tomorrow" }, needs: ["quiet"] } },
			"a plan for day 3",
		],
		counterexamples: ["plan our days", "museums on saturday", "what can we do on a rainy day"],
	},
	// The chat's path commands (the behaviour of the old chat-command reader).
	{
		id: "add-to-path",
		intent: "add-to-path",
		priority: 82,
		pattern: new RegExp(
			String.raw`\b(?:add|put|include)\s+(?:(?:it|them|that|this|these|those)\s+)?(?:.+?\s+)?(?:to|in|into|on|onto)\s+${FILL}{0,2}(?:(?:[\p{L}\p{N}]+\s+){0,6}?)(?:path|route)\b`,
			"u",
		),
		set: (ask, r) => {
			const between = r.text.match(
				new RegExp(
					String.raw`\b(?:add|put|include)\s+.+?\s+(?:to|in|into|on|onto)\s+${FILL}{0,2}((?:(?!(?:to|in|into|on|onto)\s)[\p{L}\p{N}]+\s+){1,6}?)(?:path|route)\b`,
					"u",
				),
			);
			const name = between?.[1]?.replace(/^(?:(?:the|a|an|my|our)\s+)+/, "").trim();
			ask.path = { name: name && name !== "new" ? name : null };
		},
		examples: [
			{ say: "add it to my path", expect: { path: { name: null } } },
			{ say: "add the science museum to my museum tour path", expect: { path: { name: "museum tour" } } },
			"put hyde park on the route",
		],
		counterexamples: ["create a path with the zoo", "a route for the kids"],
	},
	{
		id: "create-path",
		intent: "create-path",
		priority: 80,
		pattern: new RegExp(
			String.raw`\b(?:(?:create|make|build|start)\s+${FILL}{0,3}(?:path|route)|organi[sz]e\s+${FILL}{0,3}places|plan\s+${FILL}{0,3}route|connect\s+${FILL}{0,3}places)\b`,
		),
		set: (ask) => {
			ask.path = { name: null };
		},
		examples: [
			"create a path with my saved places",
			"make a walking route",
			"plan a route through the museums",
			"organise our places",
		],
		counterexamples: ["add it to my path", "what is the route to the zoo"],
	},
	// Outside what the guide knows.
	{
		id: "outside-weather",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:weather forecast|the forecast|forecast for|what(?:s| is| will)? (?:be )?the weather|how(?:s| is| will)? the weather|weather (?:be )?like|will it (?:rain|snow|be (?:sunny|hot|cold|warm|nice|dry|wet))|is it (?:going to|gonna) (?:rain|snow|be (?:sunny|hot|cold|warm|nice))|chance of rain|temperature (?:tomorrow|today|this week|on))\b/,
		when: (r) => !asksForPlaces(r) || /^(?:what|whats|how|hows|will|is)\b/.test(r.text),
		set: (ask) => {
			ask.outside = "weather-forecast";
		},
		examples: ["what will the weather be like", "whats the forecast for saturday?", "will it rain tomorrow?"],
		counterexamples: ["its going to rain tomorrow, what can we do?", "rainy day ideas"],
	},
	{
		id: "outside-wifi",
		intent: "outside",
		priority: 75,
		pattern: /\b(?:wi ?fi|wireless internet|internet|hotspot|sim card|esim|phone signal|mobile data)\b/,
		set: (ask) => {
			ask.outside = "wifi";
		},
		examples: ["is there wifi at the science museum?", "wheres the best wi-fi"],
		counterexamples: ["is there a cafe at the science museum?"],
	},
	{
		id: "outside-live-prices",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:(?:current|live|latest|real time|todays|tonights)\b.{0,30}\b(?:prices?|costs?|fares?|tickets?|availability|queue times?|wait times?)|(?:prices?|costs?|tickets?|availability|queues?|wait|fares?)\b.{0,30}\b(?:right now|at the moment|currently|live|as of today)|(?:are there|any) tickets? (?:left|available))\b/,
		set: (ask) => {
			ask.outside = "live-prices";
		},
		examples: ["what are ticket prices right now at the zoo?", "are there tickets left for the london eye tonight"],
		counterexamples: ["is the zoo expensive?", "how much is the london eye"],
	},
	{
		id: "outside-bookings",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:(?:can|could|would) you (?:please )?(?:book|reserve|buy|order|get us|pay)|book (?:it |them )?(?:for (?:us|me))|book us|make (?:a|the) (?:booking|reservation) for us|buy (?:the )?tickets for us|order (?:us )?(?:a )?(?:taxi|uber|cab))\b/,
		set: (ask) => {
			ask.outside = "bookings";
		},
		examples: ["can you book the tower of london for saturday?", "book us a table for 4"],
		counterexamples: ["do we need to book the tower?"],
	},
	{
		id: "outside-other-city",
		intent: "outside",
		priority: 74,
		pattern: OTHER_CITY,
		when: (r) => {
			const city = r.text.match(OTHER_CITY)?.[1] ?? "";
			const here = r.trip.location.toLowerCase();
			return (
				city !== "" &&
				!here.includes(city) &&
				!(city === "nyc" && here.includes("new york")) &&
				!(city === "new york" && here.includes("nyc"))
			);
		},
		set: (ask) => {
			ask.outside = "other-city";
		},
		examples: [
			{ say: "what about things to do in paris?", trip: { location: "London, UK" } },
			{ say: "we are going to rome next, any tips", trip: { location: "London" } },
		],
		counterexamples: [{ say: "museums in london", trip: { location: "London, UK" } }],
	},
	{
		id: "outside-other",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:flight (?:status|times?|delay\w*)|is (?:my|our) flight|exchange rate|currency|visa|passport|train times|bus times|timetable|strike|covid)\b/,
		set: (ask) => {
			ask.outside = "other";
		},
		examples: ["is our flight delayed?", "whats the exchange rate"],
		counterexamples: ["something to do before our flight"],
	},
	// Compare places: "X or Y?", and whether one suits the kids ("worth it with a toddler?").
	{
		id: "compare-or",
		intent: "compare",
		priority: 62,
		pattern: /\b(?:or|vs|versus|compared? (?:to|with)|better)\b/,
		when: (r) => r.places.length >= 2 && !asksForPlaces(r),
		set: (ask, r) => {
			ask.question = { form: "which", topic: topicOf(r.text), also: [] };
		},
		examples: [
			{
				say: "the science museum or the natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum" }],
				},
			},
			{
				say: "Tower of London or the London Eye with a 3 year old?",
				expect: { question: { form: "which", topic: "fit" }, who: { ages: [3] } },
			},
		],
		counterexamples: ["museums or parks?", "indoors or outdoors?"],
	},
	{
		id: "compare-fit",
		intent: "compare",
		priority: 60,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => !asksForPlaces(r) && (namesNoKind(r) || r.places.length > 0) && JUDGED.test(r.text),
		set: (ask, r) => {
			ask.question = { form: "yes-no", topic: "fit", also: [] };
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
		},
		examples: [
			{
				say: "is the zoo worth it with a toddler?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "too babyish for a 15-year-old?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { ages: [15], group: "teens" } },
			},
			{
				say: "changing of the guard – worth it with a toddler or too crowded?",
				expect: { question: { form: "yes-no", topic: "fit" } },
			},
		],
		counterexamples: [
			"something fun for a 3 year old",
			"museums good for toddlers?",
			"a playground for the toddler",
			"just for the little one",
			"what about for the teens",
		],
	},
	// About one or several named places.
	{
		id: "about-question",
		intent: "about",
		priority: 50,
		when: (r) => {
			if (r.places.length === 0) return false;
			const topic = topicOf(r.text);
			// "is the serpentine lido open in april? the 8yo wants a swim": opens with a question about the place.
			const opens = OPENS_ABOUT.test(r.text) && r.text.indexOf(r.places[0]?.name.toLowerCase() ?? "\u0000") < 40;
			// "toilets near the science museum?": a facility there, not places near it.
			const facility = topic !== null && FACILITIES.has(topic);
			// "anything for a toddler there, and is it free?": a soft ask about the place itself.
			const soft = SOFT_FIND.test(r.text) && !ELSEWHERE.test(r.text) && topic !== null;
			// A real question: a question mark, or a clause that opens like one.
			const asked =
				/\?/.test(r.text) || r.text.split(/[.,;:!]+|\s-\s/).some((part) => QUESTION_OPENING.test(part.trim()));
			return (
				asked &&
				(namesNoKind(r) || opens) &&
				(!asksForPlaces(r) || soft) &&
				((r.near?.near.kind !== "place" && r.near?.near.kind !== "area") || facility) &&
				(topic !== null || YES_NO_START.test(r.text) || /\?|^(?:what|how|when|where|who|why|which)\b/.test(r.text))
			);
		},
		set: (ask, r) => {
			ask.question = { form: questionForm(r.text), topic: topicOf(r.text), also: [] };
		},
		examples: [
			{
				say: "is the science museum free?",
				expect: { question: { form: "yes-no", topic: "price" }, places: [{ name: "science museum" }] },
			},
			{
				say: "what time does the Natural History Museum close",
				expect: { question: { form: "info", topic: "hours" } },
			},
			{ say: "do we need to book the Tower of London?", expect: { question: { form: "yes-no", topic: "booking" } } },
		],
		counterexamples: [
			"museums near the science museum",
			"lunch near the science museum",
			"is there a playground near hyde park?",
		],
	},
	{
		id: "about-name",
		intent: "about",
		priority: 45,
		when: (r) =>
			r.places.length > 0 && namesNoKind(r) && !asksForPlaces(r) && r.near === null && r.scan.unknown.length === 0,
		set: (ask) => {
			ask.question = { form: "info", topic: "what-is-it", also: [] };
		},
		examples: [
			{
				say: "tower of london",
				expect: { places: [{ name: "tower of london" }], question: { form: "info", topic: "what-is-it" } },
			},
			{ say: "Legoland Windsor", expect: { places: [{ name: "Legoland Windsor" }] } },
			{ say: "the science museum", expect: { places: [{ name: "science museum" }] } },
		],
		counterexamples: ["museums", "xyzzy", "pizza"],
	},
	// Small talk: greetings, thanks, praise, with nothing else asked.
	{
		id: "small-talk",
		intent: "small-talk",
		priority: 20,
		pattern:
			/^(?:(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: so much| very much| a lot)?|thx|ty|cheers|ta|great|perfect|lovely|awesome|brilliant|cool|nice|ok|okay|bye|goodbye|see you|lol|haha|wow|amazing|youre (?:great|amazing|the best|brilliant|a star)|you are (?:great|amazing|the best)|that(?:s| is| was) (?:great|perfect|lovely|helpful|brilliant|amazing)|good job|well done|love it|how are you|whos this|who are you|what are you)(?:\s|[!.,?]|wunder|there|again|so much|all|guys|mate|\s)*)+$/,
		when: namesNoKind,
		examples: ["hi", "Hello Wunder!", "thanks so much!", "you're great", "ok thanks"],
		counterexamples: ["hi, museums for a rainy day?", "thanks, anything cheaper?"],
	},
];
