import type { Ask } from "../../../../../domain/guide/ask";
import type { PlaceModifier } from "../../../../../domain/place/vocabulary";
import { normalise } from "../text";
import type { AskTopicName, IntentRow, Reading } from "../types";
import { TOPIC_ROWS } from "./topics";

/**
 * What a message asks, as rows. Every row that claims a message (its pattern is in the normalised
 * text and its `when` holds) is a candidate; the one of highest priority wins, and a message no
 * row claims is a find. Two rows of equal priority never claim one example, of any row
 * (tests/domain/guide-understand.test.ts fails the build when they do).
 */

/** Words that ask for places, not about one. */
export const FIND_WORDS =
	/\b(?:ideas|(?<!(?:good|bad|great|sensible|wise) )idea|suggest\w*|recommend\w*|options|alternatives?|somewhere|anywhere|anything|something|stuff|things to do|stuff to do|what (?:can|could|should|shall) we do|where (?:can|could|should|shall|do) we (?:go|take|get|eat|find|have)|places|spots|things|are there any|is there an?y?|what else|other)\b/;
/** A question's opening word that asks yes or no. */
const YES_NO_START =
	/^(?:and |but |so |also |ok |okay )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth|need)\b/;
/** Words that judge whether a place suits the kids ("worth it", "too babyish", "ok for a 3 year old"). */
const JUDGED =
	/\b(?:worth|too|good|ok|okay|suitable|fine|fun|right|appropriate|enjoy|like it|love it|old enough|tall enough|what age|best age|age range|suit|suits|safe|doable|manageable|manage)\b/;
const WEEKDAY = "(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)";

/**
 * A thing to do the message opens on ("whale watching with a 3 year old, good idea?", "is kayaking
 * worth it…"): the activity's words, or null. Not a word that only ends like one ("something", "morning").
 */
const ACTIVITY =
	/^(?:(?:is|would|will|should) (?:it )?(?:be )?)?(?:going |doing |trying |a )?((?:[a-z]+ )?[a-z]{3,}ing)(?= (?:with|for|worth|ok|okay|good|too|at|in)\b|\s*[,?:]|\s-\s)/;
const NOT_ACTIVITY =
	/\b(?:something|anything|everything|nothing|morning|evening|during|spring|thing|king|ring|wing|building|ceiling|sing|bring)$/;
function activityIn(text: string): string | null {
	const found = text.match(ACTIVITY)?.[1] ?? null;
	if (!found || NOT_ACTIVITY.test(found)) return null;
	// "whale watching", "kayaking": a word before the activity only when it is no frame word ("is going").
	const words = found.split(" ");
	return words.length === 2 && /^(?:is|are|its|it|the|a|an|and|but|so|just|really|also)$/.test(words[0] ?? "")
		? (words[1] ?? null)
		: found;
}

/** A message that names no kind or interest of its own (outside the names of places). */
const namesNoKind = (r: Reading) => r.scan.kinds.length === 0 && r.scan.keywords.length === 0;
const asksForPlaces = (r: Reading) => FIND_WORDS.test(r.text);
/** Ways of finding a place (indoors, outdoors, free, cheap), said or ruled out. */
const WAYS: ReadonlySet<PlaceModifier> = new Set(["indoor", "outdoor", "free", "cheap"]);
/**
 * A message naming no place, not put as a question, that says how the outing should be ("rainy
 * day, cheap indoor fun for a 6 year old", "too cold to go outside with a 3 yo"): it asks for
 * places, it judges none.
 */
const findsAWay = (r: Reading) =>
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
	const also = TOPIC_ROWS.map((row) => ({ topic: row.topic, at: text.search(row.pattern) }))
		.filter((found) => found.at >= 0 && found.topic !== topic)
		.sort((a, b) => a.at - b.at)
		.map((found) => found.topic)
		.slice(0, 5);
	return { form, topic, also };
}

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
	/^(?:and |so |also |but |ok )?(?:is|isnt|are|arent|does|doesnt|do|dont|can|cant|could|will|would|should|was|were|has|have|did|shall|any|worth|what|whats|how|hows|when|where|wheres|which|who|why|tell (?:me|us)|need|best time|should we|tips)\b/;
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
function offerReply(message: string): "yes" | "no" | null {
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
function isTripCity(city: string, location: string): boolean {
	const here = ` ${normalise(location)
		.replace(/\./g, "")
		.replace(/[^a-z0-9]+/g, " ")
		.trim()} `;
	return [city, ...(CITY_ALIASES[city] ?? [])].some((name) => here.includes(` ${name} `));
}
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
			/\b(?:itinerary|it[ie]n[a-z]*r[a-z]*y|itinerar\w+|day by day|a plan for (?:the |our |each |every |all )?(?:whole |entire )?(?:week|trip|days|holiday|stay|visit)|(?:each|every|evry|per) (?:single )?day|each of (?:the|our) days|day plans?|(?:plan|pln|paln|schedule|organi[sz]e|sort out|map out|fill|spend|arrange)\s+(?:out\s+)?(?:\w+\s+){0,2}(?:our|my|the|all|every|each|whole|hole|entire|these|those|\d+|two|three|four|five|six|seven|eight|nine|ten|r|remaining|other|next|few|\s)*(?:days|dayz)|(?:plan|schedule|organi[sz]e|map out)\s+(?:out\s+)?(?:our|my|the|this|whole|entire|\s)+(?:trip|week|holiday|vacation|stay|visit|time here))\b/,
		when: (r) =>
			!/\b(?:rainy|wet|lazy|sunny|hot|cold|quiet) days?\b(?! by)/.test(r.text) ||
			/\b(?:plan|itinerary|schedule|each|every)\b/.test(r.text),
		examples: [
			"cud you make us a plan for the whole week",
			"itinery for 4 days with a toddler please",
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
			String.raw`\b(?:(?:in|into) (?:one|a single|1|a) day|(?:in|on) the same day|all in a day|(?:plan|planning|pln|schedule|organi[sz]e|sort out|map out)\s+(?:out\s+)?(?:our |the |my |for )?(?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last|final) day|a day (?:at|in|around|out)|the day|our day)|(?:a )?plan for (?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last) day))\b`,
		),
		examples: [
			{
				say: "can we fit the aquarium and the eye into one day",
				expect: { places: [{ name: "aquarium" }, { name: "eye" }] },
			},
			{
				say: "planning day 2, maybe the south bank?",
				expect: { day: { number: 2 }, places: [{ name: "south bank" }] },
			},
			{
				say: "can we do the tower of london, the science museum and hyde park in one day?",
				expect: {
					places: [{ name: "tower of london" }, { name: "science museum" }, { name: "hyde park", id: "saved-hyde" }],
				},
			},
			{
				say: "we def want the natural history museum, the science museum and the V&A on the same day",
				trip: {
					saved: [
						{ id: "nhm", name: "Natural History Museum" },
						{ id: "sci", name: "Science Museum" },
						{ id: "va", name: "Victoria and Albert Museum" },
					],
				},
				expect: {
					places: [
						{ id: "nhm", name: "natural history museum" },
						{ id: "sci", name: "science museum" },
						{ id: "va", name: "V&A" },
					],
				},
			},
			{
				say: "NHM and the V&A in one day?",
				trip: {
					saved: [
						{ id: "nhm", name: "Natural History Museum" },
						{ id: "va", name: "Victoria and Albert Museum" },
					],
				},
				expect: { places: [{ id: "nhm" }, { id: "va" }] },
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
			{
				say: "add hyde park to my museum tour route",
				expect: { places: [{ id: "saved-hyde" }], path: { name: "museum tour" }, kinds: [] },
			},
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
			String.raw`\b(?:(?:best|good|right|sensible) order (?:to|for) (?:do |visit |see )?(?:the |our |my |all )?(?:saved )?places|(?:create|make|build|start)\s+${FILL}{0,3}(?:path|route)|organi[sz]e\s+${FILL}{0,3}places|plan\s+${FILL}{0,3}route|connect\s+${FILL}{0,3}places)\b`,
		),
		set: (ask) => {
			ask.path = { name: null };
		},
		examples: [
			"whats a good order to do the places we saved",
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
		examples: [
			"what will the weather be like",
			"whats the forecast for saturday?",
			"will it rain tomorrow?",
			{
				say: "what will the weather be like, we want a park",
				expect: { outside: "weather-forecast", kinds: ["park"] },
			},
		],
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
			return city !== "" && !isTripCity(city, r.trip.location);
		},
		set: (ask) => {
			ask.outside = "other-city";
		},
		examples: [
			{ say: "what about things to do in paris?", trip: { location: "London, UK" } },
			{ say: "we are going to rome next, any tips", trip: { location: "London" } },
			{ say: "free museums in paris?", trip: { location: "Washington, D.C., USA" }, expect: { outside: "other-city" } },
		],
		counterexamples: [
			{ say: "museums in london", trip: { location: "London, UK" } },
			// The trip's own city, by any name it goes by, is where they are.
			{ say: "free museums in dc?", trip: { location: "Washington, D.C., USA" } },
			{ say: "any free museums in washington?", trip: { location: "Washington, DC" } },
			{ say: "best pizza in nyc", trip: { location: "New York, NY, USA" } },
		],
	},
	{
		id: "outside-other",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:flight (?:status|times?|delay\w*)|is (?:my|our) flight|exchange rate|currency|visa|passport|train times|bus times|timetable|strike|covid|oyster card|travel ?card|metro ?card|cash machine|atm|sim card|(?:will|is) the (?:tube|subway|metro|underground|buses|bus|trains?) be|(?:events?|festivals?|concerts?|whats on|what is on)(?: on| happening)? (?:this|next|tonight|today|tomorrow))\b/,
		set: (ask) => {
			ask.outside = "other";
		},
		examples: [
			"is our flight delayed?",
			"whats the exchange rate",
			"how do i get an oyster card",
			"will the tube be busy tomorrow morning",
			"any events on this weekend?",
		],
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
			ask.question = questionOf(r.text, "which");
		},
		examples: [
			{
				say: "is the zoo better than the aquarium for a 2 year old",
				expect: {
					intent: "compare",
					places: [{ name: "zoo" }, { name: "aquarium" }],
					question: { form: "which", topic: "fit" },
				},
			},
			{
				say: "science museum or natural history museum for a 4 year old?",
				expect: {
					question: { form: "which", topic: "fit" },
					places: [{ name: "science museum" }, { id: "saved-nhm" }],
				},
			},
			{
				say: "science museum or natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum", id: "saved-nhm" }],
				},
			},
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
		when: (r) => !asksForPlaces(r) && (namesNoKind(r) || r.places.length > 0) && JUDGED.test(r.text) && !findsAWay(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
		},
		examples: [
			{
				say: "is it worth going to the zoo if it rains",
				expect: { places: [{ name: "zoo" }], question: { topic: "fit", also: ["weather"] } },
			},
			{
				say: "is kew gardens worth it in april",
				expect: { places: [{ name: "kew gardens" }], question: { topic: "fit", also: ["season"] } },
			},
			{
				say: "is the london eye too scary for a 5 year old",
				expect: { question: { topic: "fit", also: ["scary"] }, who: { ages: [5] } },
			},
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
				expect: {
					places: [{ name: "changing of the guard", id: null }],
					question: { form: "yes-no", topic: "fit", also: ["crowds"] },
					who: { group: "youngest" },
				},
			},
		],
		counterexamples: [
			"something fun for a 3 year old",
			"wet weekend, free indoor fun for a 6 year old",
			"museums good for toddlers?",
			"a playground for the toddler",
			"just for the little one",
			"what about for the teens",
		],
	},
	// Whether a thing to do, not a place, suits the kids ("whale watching with a 3 year old, good idea?").
	{
		id: "compare-activity",
		intent: "compare",
		priority: 61,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => r.places.length === 0 && !asksForPlaces(r) && JUDGED.test(r.text) && activityIn(r.text) !== null,
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			ask.places = [];
			ask.words = [activityIn(r.text) ?? ""].filter(Boolean);
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
		},
		examples: [
			{
				say: "whale watching with a 3 year old, good idea?",
				expect: {
					places: [],
					words: ["whale watching"],
					kinds: [],
					question: { form: "yes-no", topic: "fit" },
					who: { ages: [3] },
				},
			},
			{
				say: "is whale watching worth it with a toddler?",
				expect: { places: [], words: ["whale watching"], question: { topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "kayaking with a 5 year old - worth it?",
				expect: { words: ["kayaking"], question: { form: "yes-no", topic: "fit" } },
			},
		],
		counterexamples: [
			"museums good for toddlers?",
			"something fun for a 3 year old",
			"any good ideas for the morning?",
			"is the zoo worth it with a toddler?",
			// Where to swim, not whether swimming suits them.
			"swimming with a toddler?",
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
			// "natural history museum in dc - timed pass or can we just walk in?": the place first, then a
			// question of a topic about it (its words are the question's, "walk in" no walk wanted).
			const first = r.places[0]?.name.toLowerCase() ?? "\u0000";
			const at = r.text.indexOf(first);
			const led =
				topic !== null &&
				!ELSEWHERE.test(r.text) &&
				at >= 0 &&
				at <= 4 &&
				/^[^,:;?!.]{0,30}?(?:\s-\s|[,:;])\s*\S/.test(r.text.slice(at + first.length));
			const opens = (OPENS_ABOUT.test(r.text) && at < 40) || led;
			// "toilets near the science museum?": a facility there, not places near it; "how long is the
			// drive to the hoh rain forest?" asks the way from where they are.
			const facility =
				(topic !== null && FACILITIES.has(topic) && r.near?.near.kind === "place") ||
				topic === "distance" ||
				topic === "travel-time";
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
			ask.question = questionOf(r.text, questionForm(r.text));
		},
		examples: [
			{
				say: "best time to visit the tower to avoid queues",
				expect: { places: [{ name: "tower" }], question: { topic: "tips", also: ["crowds"] } },
			},
			{ say: "is it ok to take a scooter in the park", expect: { places: [{ name: "park" }], where: { near: null } } },
			{
				say: "is the second one free?",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
					],
				},
				expect: { places: [{ id: "c2" }], question: { form: "yes-no", topic: "price" } },
			},
			{ say: "what time does the london eye close", expect: { question: { topic: "hours" }, where: { close: false } } },
			{
				say: "when does old faithful go off?",
				trip: { location: "Yellowstone National Park, WY, USA" },
				expect: { places: [{ name: "old faithful" }], question: { form: "info", topic: "hours" } },
			},
			{
				say: "how long does it take to get to greenwich by boat",
				expect: { question: { topic: "travel-time" }, places: [{ name: "greenwich" }] },
			},
			{
				say: "air and space museum: free? need to book?",
				expect: {
					places: [{ name: "air and space museum" }],
					question: { form: "yes-no", topic: "price", also: ["booking"] },
				},
			},
			{
				say: "natural history museum in dc - timed pass or can we just walk in?",
				trip: { location: "Washington, D.C., USA" },
				expect: { places: [{ id: "saved-nhm" }], kinds: [], question: { topic: "booking" } },
			},
			{
				say: "cades cove, how long does the loop take?",
				expect: { places: [{ name: "cades cove" }], question: { form: "info", topic: "visit-length" } },
			},
			{
				say: "cades cove, is the campground open in april?",
				expect: { places: [{ name: "cades cove" }], kinds: [], question: { topic: "hours" } },
			},
			{
				say: "science center - how long, and is there stuff for a 3yo?",
				expect: { places: [{ name: "science center" }], question: { topic: "visit-length" }, who: { ages: [3] } },
			},
			{
				say: "how far is the lincoln memorial from the white house visitor center, walking with a stroller",
				expect: {
					places: [{ name: "lincoln memorial" }, { name: "white house visitor center" }],
					question: { topic: "distance" },
				},
			},
			{
				say: "is the science museum free, do we need to book?",
				expect: {
					question: { form: "yes-no", topic: "price", also: ["booking"] },
					places: [{ name: "science museum" }],
				},
			},
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
		set: (ask, r) => {
			ask.question = questionOf(r.text, "info", topicOf(r.text) ?? "what-is-it");
		},
		examples: [
			{
				say: "tower of london",
				expect: { places: [{ name: "tower of london" }], question: { form: "info", topic: "what-is-it" } },
			},
			{ say: "Legoland Windsor", expect: { places: [{ name: "Legoland Windsor" }] } },
			// A lone capitalised word the vocabulary does not know is a name.
			{ say: "Dollywood", expect: { places: [{ name: "Dollywood" }] } },
			{ say: "the science museum", expect: { places: [{ name: "science museum" }] } },
		],
		counterexamples: ["museums", "xyzzy", "pizza", "ice cream", "under £10 each"],
	},
	// "More like the third one", "something like the science museum": places like one shown or named.
	{
		id: "find-more-like",
		intent: "find",
		priority: 55,
		pattern: /\b(?:more like|something like|somewhere like|anything like|similar to|others? like|more of)\b/,
		set: (ask, r) => {
			const card = r.places.find((place) => place.id !== null) ?? r.conversation.shown[0] ?? null;
			ask.moreLike = card?.id ?? null;
			ask.places = [];
		},
		examples: [
			{
				say: "more like the third one",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
						{ id: "c3", name: "Sea Life" },
					],
				},
				expect: { moreLike: "c3" },
			},
			{ say: "something like the natural history museum but smaller", expect: { moreLike: "saved-nhm" } },
		],
		counterexamples: ["is the zoo like a safari?", "museums"],
	},
	// Finding places: ideas asked for, or a kind of place named. A message no row claims is a find too.
	{
		id: "find-ideas",
		intent: "find",
		priority: 40,
		pattern: FIND_WORDS,
		examples: [
			{ say: "somewher with animals the kids can touch", expect: { kinds: ["zoo"], words: ["farm"] } },
			{ say: "free things?", expect: { price: { free: true } } },
			{ say: "anything for wizard fans?", expect: { words: ["wizard"] } },
			{ say: "somthing fun in the evening for the teens", expect: { timeOfDay: "evening", who: { group: "teens" } } },
			{
				say: "anything the two of them could do on their own while I rest",
				expect: { who: { group: "kids-alone" }, needs: [], kinds: [] },
			},
			{
				say: "we are all knackered after the flight, something easy for arrival day afternoon",
				expect: { visitLength: "short", timeOfDay: "afternoon", day: { label: "arrival day", date: "2027-04-12" } },
			},
			{
				say: "rainy day, free, and somewhere my 2yo can nap",
				expect: { weather: "rain", setting: "indoor", price: { free: true }, needs: ["nap"], who: { ages: [2] } },
			},
			{
				say: "what can we do tomorow afternoon thats not too far, kids are 4 and 9",
				expect: { day: { label: "tomorrow" }, timeOfDay: "afternoon", where: { close: true }, who: { ages: [4, 9] } },
			},
			{ say: "ideas that dont need booking, we're last minute", expect: { needs: ["no-booking"] } },
			{
				say: "within 15 minutes by tube, something for a 10 year old who loves trains",
				expect: { where: { withinMinutes: 15, mode: "transit" }, who: { ages: [10] } },
			},
			{
				say: "not another museum pls. something outside for a 6 and 9 yo",
				expect: { avoidKinds: ["museum"], setting: "outdoor" },
			},
			{
				say: "14 yo is bored of disney. anything else around?",
				expect: { avoidWords: ["disney"], who: { group: "teens" } },
			},
			{
				say: "we have a 6 month old - anything that isn't rides?",
				expect: { avoidKinds: ["themePark"], kinds: [], who: { ages: [0] } },
			},
			{
				say: "somewhere with animals for the little one (2) that isn't the zoo?",
				expect: { avoidKinds: ["zoo"], words: ["animal"], who: { ages: [2], group: "youngest" } },
			},
			{ say: "it isn't raining anymore, outdoor ideas?", expect: { weather: null, setting: "outdoor" } },
			{
				say: "free stuff in the smokies, no theme parks, kids 6 & 10",
				expect: { avoidKinds: ["themePark"], who: { ages: [6, 10] } },
			},
		],
		counterexamples: ["is the science museum free?", "tower of london", "thanks so much!"],
	},
	{
		id: "find-kind",
		intent: "find",
		priority: 30,
		when: (r) => !namesNoKind(r) || r.scan.avoidKinds.length > 0,
		examples: [
			{
				say: "wher can we eat nr the tower",
				expect: { kinds: ["food"], where: { near: { kind: "place", name: "tower" } } },
			},
			{ say: "something thrilling for a teenager", expect: { kinds: ["themePark"], who: { group: "teens" } } },
			{ say: "broadway show for teens?", expect: { kinds: ["movies"], who: { group: "teens" } } },
			{
				say: "fish tacos or something casual for dinner, kids 7 & 9",
				expect: { kinds: ["food"], food: ["fish taco"], meal: "dinner" },
			},
			{
				say: "easy hikes for my kids near here",
				expect: { kinds: ["hiking"], visitLength: "short", where: { near: { kind: "here" } } },
			},
			{
				say: "musuem for a rainy morning with a 3yo and 7yo",
				expect: { kinds: ["museum"], weather: "rain", timeOfDay: "morning", who: { ages: [3, 7] } },
			},
			{
				say: "playgrouds near hyde park with toilets and a cafe",
				expect: {
					kinds: ["playground", "cafe"],
					needs: ["toilets"],
					where: { near: { kind: "place", id: "saved-hyde" } },
				},
			},
			{
				say: "cheap eats for a family of 5, nothing posh, under £10 each",
				expect: { kinds: ["food"], price: { cheap: true, max: 10 } },
			},
			{
				say: "a trail under 3 miles with a waterfall, the little one walks slow",
				expect: { kinds: ["hiking"], words: ["waterfall"], trailKm: 4.8, who: { group: "youngest" } },
			},
			{
				say: "day 3 - indoors near the hotel, museums maybe",
				expect: { day: { number: 3 }, setting: "indoor", where: { near: { kind: "stay" } } },
			},
			{
				say: "the tower of london and the london eye sound great, and padella for lunch",
				trip: {
					saved: [
						{ id: "tower", name: "Tower of London" },
						{ id: "eye", name: "London Eye" },
						{ id: "padella", name: "Padella" },
					],
				},
				expect: {
					meal: "lunch",
					places: [
						{ id: "tower", name: "tower of london" },
						{ id: "eye", name: "london eye" },
						{ id: "padella", name: "padella" },
					],
				},
			},
			// A part of a town is where to look: the town's when it follows, the destination's own place
			// when its families call it so ("the mall" in Washington); "at the mall" is still shopping.
			{
				say: "ice cream by the waterfront in Greenwich, kids 3 and 6",
				expect: { kinds: ["iceCream"], where: { near: { kind: "area", name: "greenwich" } } },
			},
			{
				say: "picnic lunch on the mall, kids 4 and 7",
				trip: { location: "Washington, D.C., USA" },
				expect: { where: { near: { kind: "place", name: "national mall" } } },
			},
			{ say: "cheap eats at the mall", expect: { kinds: ["food", "shopping"], where: { near: null } } },
			{
				say: "which monuments near the river can grandpa see in his wheelchair?",
				expect: { intent: "find", kinds: ["history"], needs: ["step-free"] },
			},
			// A place to sit and eat is a meal, not a rest.
			{ say: "somewhere to sit down and eat near the tower", expect: { kinds: ["food"], needs: [] } },
			// What the child's legs manage is a short outing; what "we" can walk to is how far.
			{
				say: "a lake our 3 yr old can walk to",
				expect: { visitLength: "short", where: { close: false, mode: null } },
			},
			{ say: "any beaches we can walk to", expect: { kinds: ["beach"], where: { close: true, mode: "walk" } } },
			// What a child is into, or a season's sight: words worth finding in a place, not a place's name.
			{ say: "my 9 year old is obsessed with harry potter", expect: { words: ["harry potter"], places: [] } },
			{ say: "where to see the blossom in spring", expect: { words: ["blossom"], places: [] } },
			{ say: "somewhere to go ice skating with a 6 year old", expect: { words: ["ice skating"], places: [] } },
			{ say: "a good sunset spot", expect: { kinds: ["views"], words: ["sunset"] } },
			{ say: "subway cars for a 4 yo", expect: { words: ["subway car"] } },
			// Words the vocabulary knows as a kind of place or food are that kind, not a place's name.
			{ say: "ice cream", expect: { kinds: ["iceCream"], places: [], question: null } },
			{ say: "any good pizza round here", expect: { food: ["pizza"], where: { near: { kind: "here" } } } },
			{
				say: "quiet park for the baby to nap in the pram after lunch",
				expect: { needs: ["nap", "stroller", "quiet"], timeOfDay: "afternoon", meal: null, who: { group: "youngest" } },
			},
			{ say: "we have a dog, dog friendly park please", expect: { kinds: ["park"], needs: ["dogs"] } },
			{
				say: "our 15 year old wants a proper hike with a view, not another boardwalk",
				expect: { kinds: ["hiking"], avoidWords: ["boardwalk"], avoidKinds: [] },
			},
			{
				say: "kids (5 & 8) are totally museum'd out. outdoors and free pls",
				expect: { avoidKinds: ["museum"], setting: "outdoor", price: { free: true } },
			},
			{
				say: "No more palaces or castles please!! The kids (6, 10) are palaced out.",
				expect: { avoidKinds: ["history"] },
			},
			{ say: "its pouring and the kids are climbing the walls", expect: { setting: "indoor", weather: "rain" } },
			{
				say: "beach today, the sea is freezing but they love the sand",
				expect: { kinds: ["beach"], weather: null, setting: null },
			},
			{
				say: "my 13 and 15 year old want real rollercoasters, not baby rides",
				expect: { avoidKinds: [], who: { group: "teens" } },
			},
		],
		counterexamples: ["hi", "is it free?", "what will the weather be like"],
	},
	// Questions about the guide itself ("are you a robot?").
	{
		id: "small-talk-about-the-guide",
		intent: "small-talk",
		priority: 35,
		pattern:
			/^(?:are (?:you|u)|r u|is this|who made you|what are you)\b.*\b(?:robot|bot|human|real|ai|person|chatgpt|computer|machine)\b/,
		examples: ["are you a robot", "r u a real person?"],
		counterexamples: ["robots for my 9 year old"],
	},
	// Small talk: greetings, thanks, praise, with nothing else asked.
	{
		id: "small-talk",
		intent: "small-talk",
		priority: 20,
		pattern:
			/^(?:(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening)|thanks?(?: you| u)?|thank u(?: so much| very much| a lot)?|thx|ty|cheers|ta|great|perfect|lovely|awesome|brilliant|cool|nice|ok|okay|bye|goodbye|see you|lol|haha|wow|amazing|youre (?:great|amazing|the best|brilliant|a star)|you are (?:great|amazing|the best)|that(?:s| is| was) (?:great|perfect|lovely|helpful|brilliant|amazing)|good job|well done|love it|how are you|whos this|who are you|what are you)(?:\s|[!.,?]|wunder|there|again|so much|all|guys|mate|\s)*)+$/,
		when: namesNoKind,
		examples: ["thank u!!", "hi", "Hello Wunder!", "thanks so much!", "you're great", "ok thanks"],
		counterexamples: ["hi, museums for a rainy day?", "thanks, anything cheaper?"],
	},
];
