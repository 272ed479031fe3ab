import { singular } from "../../../domain/english";
import { searchTokens } from "../../../domain/place/destination";
import {
	PHRASE_RULES,
	PLACE_CATEGORIES,
	PLACE_MODIFIERS,
	type PlaceCategory,
	type PlaceCategoryName,
	type PlaceModifier,
} from "../../../domain/place/vocabulary";
import { foldText } from "../../../domain/text";
import { typoCorrector } from "./request-typos";
import { parseKidAges, parseNearPlace, parseWithin, WITHIN } from "./request-where";

/**
 * A chat message read as a request with constraints, not as keywords (pure; the engine acts on
 * it): the kinds of place asked for and the kinds to avoid ("bored of museums", "not another
 * park"), indoors or out (the weather says which), noise, cost, who it is for (an age in the
 * message beats the trip's), where from and how far ("walking distance", "near the zoo", "within
 * 20 minutes"), the time of day, how long, and the family's needs (a nap in the buggy, toilets, a
 * rest for the parents). A message that names nothing the guide can act on is `vague`.
 */
export interface GuideRequest {
	/** Kinds of place asked for. */
	categories: PlaceCategoryName[];
	/** Kinds of place never to suggest ("bored of museums", "no parks"). */
	avoid: PlaceCategoryName[];
	/** Of those, kinds avoided by what they are, not their tags ("animals but not the zoo": an aquarium will do). */
	avoidByType?: PlaceCategoryName[];
	/** How it was asked for (the phrases in domain/place/vocabulary-modifier-phrases.ts); an avoided setting is turned ("not indoors" → outdoor). */
	modifiers: PlaceModifier[];
	/** Kids' ages the message names ("my 4 and 9 year olds"), sorted; empty when it names none. */
	ages: number[];
	/** A named place to look around ("near the zoo" → "zoo"), when the message names one. */
	nearPlace: string | null;
	/** The named place is a town ("pizza in Estes Park"): looked for in addresses only. */
	nearTown: boolean;
	/** "within 20 minutes": the most minutes of travel, and whether on foot. */
	within: { minutes: number; onFoot: boolean } | null;
	/** Phrases worth finding in a place's text ("pizza", "dinosaur"). */
	keywords: string[];
	/** Phrases a place's text must not have ("anything that isn't geysers" → geyser, hot spring, thermal…). */
	avoidWords: string[];
	/** Words that are none of the above (singular, folded): maybe a name ("legoland"). */
	words: string[];
	/** The kinds are wanted at once ("a coffee while the kids play"), not as a choice. */
	together: boolean;
	/** Names nothing the guide can act on: ask what kind of outing, indoors or out, how far. */
	vague: boolean;
}

/**
 * Words that say nothing about which place: greetings, asks, the family, time words. A message of
 * only these (and at most one unknown word) is vague.
 */
const FILLER = new Set(
	`a an the and or but so to for with in at on of by from into about is are was be been it its this that these those
	there here what whats which who how when where why can could would should will shall may might do does did doing we
	us our ours i me my mine you your yours they them their he she his her hi hello hey hiya howdy yo good great best
	nice fun cool awesome amazing lovely help please thanks thank cheers ok okay yes maybe want wants wanted like likes
	love loves looking look find show tell give get got need needs recommend recommendation recommendations suggest
	suggestion suggestions idea ideas option options something anything everything thing things stuff activity
	activities place places spot spots somewhere anywhere go going visit see do plan planning trip day days today
	tomorrow weekend week time kid kids child children family families son sons daughter daughters boy boys girl girls
	little big some any all more other else also just really very too much many lot lots year years old olds yo yr yrs
	aged age ages month months s t let lets im ive id dont wanna gonna wunder guide around near new first next have has
	had were re ll ve whole going gonna monday tuesday wednesday thursday friday saturday sunday scared afraid frightened
	worried ok fine still keep kept feel feels bit able mind someone anyone one two three four five six seven eight nine
	ten eleven twelve fan fans mad obsessed into both whos thats its theyre hes shes theres cant wont isnt arent
	does doesnt didnt lol staying stay after before happen happens degree degrees else january february march april may
	june july august september october november december pls plz everyone everybody anybody theyll enjoy
	enjoys centre center early late`
		.split(/\s+/)
		.filter(Boolean),
);

interface CompiledPhrase {
	/** As the vocabulary writes it (what a keyword is searched by: "cookies", not its singular "cooky"). */
	phrase: string;
	tokens: string[];
	rule: (typeof PHRASE_RULES)[number];
}

/** Tokens as the parser reads them: folded, without apostrophes ("don't" → "dont"), singular. */
const tokensOf = (text: string) => searchTokens(text.replace(/['’]/g, "")).map(singular);

const COMPILED: CompiledPhrase[] = PHRASE_RULES.flatMap((rule) =>
	rule.phrases.map((phrase) => ({ phrase, tokens: tokensOf(phrase), rule })),
).sort((a, b) => b.tokens.length - a.tokens.length);

/** "musuem" → "museum": a slip of one letter in a long word of the vocabulary. */
const corrected = typoCorrector(COMPILED.flatMap((entry) => (entry.tokens.length === 1 ? entry.tokens : [])));

/** A price limit ("under £10", "less than $20 each", "5 quid"): cheap, or free at nothing. */
const PRICE =
	/\b(?:under|less than|below|max|maximum|no more than|up to|at most)\s*(?:[£$€]\s*(\d+)|(\d+)\s*(?:quid|pounds?|dollars?|bucks|euros?))|(?:[£$€]\s*(\d+)|(\d+)\s*(?:quid|pounds?|dollars?|bucks|euros?))\s*(?:or less|max|tops|each|a head|per person)\b/;

/** Words that turn what follows into something to avoid, until the clause ends. */
const NEGATIONS: readonly string[][] = [
	"bored of",
	"bored with",
	"tired of",
	"sick of",
	"fed up with",
	"fed up of",
	"enough of",
	"done with",
	"no more",
	"not another",
	"not",
	"no",
	"nothing",
	"without",
	"avoid",
	"avoiding",
	"anything but",
	"other than",
	"except",
	"instead of",
	"hate",
	"dont like",
	"doesnt like",
	"dont want",
	"doesnt want",
	"not into",
	"skip",
	"rather than",
	"than",
	"away from",
	"scared of",
	"isnt",
	"arent",
	"wasnt",
	"not a",
	"afraid of",
	"frightened of",
	"break from",
	"a break from",
	"rest from",
	"had enough of",
	"is over",
	"are over",
	"so over",
	"im over",
	"were over",
].map(tokensOf);

/** Negations that mean "had that already": "not another boardwalk". */
const ANOTHER = new Set(["not another", "no more"]);

/** Words that end a negation early: "no museums, something outdoors" asks for outdoors. */
const NEGATION_END = new Set([
	"something",
	"somewhere",
	"anything",
	"but",
	"instead",
	"rather",
	"prefer",
	"what",
	"so",
]);

/** Words that make a message without a kind of its own a change to the last ask. */
const FOLLOW_UP = /\b(?:instead|what about|how about|cheaper|closer|nearer|any others?|other options|anything else)\b/;

/** Asks for ideas without naming a kind ("any ideas for tomorrow?", "what can we do today?"); not thanks for them. */
const IDEAS =
	/\b(?:(?<!\b(?:the|your|those|these|good|great|lovely|nice|for) )(?:ideas?|suggestions?|recommendations?)|suggest|recommend|things to do|what (?:can|could|should) we do|where (?:can|could|should) we go)\b/;

/** "museums are done", "parks are boring", "hikes are out", "museums are for babies", "museum'd out". */
const DONE_WITH =
	/\b([a-z]+)\s+(?:are|is)\s+(?:done|out|boring|over|banned|off the table|for babies|for little kids|lame|babyish)\b|\b([a-z]+?)e?d\s+out\b/g;

/** "the ocean is freezing", "the sea's too cold", "the lake was icy": about the water, not the weather. */
const WATER_TEMPERATURE =
	/\b(?:the\s+)?(?:ocean|sea|water|lake|river|pool|surf)s?\s+(?:is\s+|was\s+|are\s+|gets\s+|feels\s+)?(?:so\s+|too\s+|really\s+|way\s+too\s+|pretty\s+|absolutely\s+)?(?:freezing|cold|icy|chilly|frigid|arctic)\b/g;

/** Little walking: "without much walking", "no long walks", "can't walk far": no hikes, short visits. */
const LITTLE_WALKING =
	/\b(?:without|not|no|little|cant|cannot|dont want)\s+(?:a\s+|too\s+|so\s+)?(?:much|long|lot of|far|many)\s+(?:walking|walks?|hiking|hikes?)\b|\b(?:cant|cannot|not able to|unable to)\s+walk\s+(?:far|much|long)\b|\b(?:nothing|nothin|not|no|without)\s+(?:too\s+|very\s+|a\s+)?(?:strenuous|strenous|tiring|taxing|demanding|(?:big|huge|major|massive)\s+(?:walks?|hikes?|hiking))\b|\btired\s+(?:little\s+)?(?:legs|feet)\b/;

/** Words that want two kinds in one place: "a coffee while the kids play". */
const TOGETHER = /\b(?:while|whilst|at the same time|so we can|and we can|where we can)\b/;

const SELF_NEGATING = new Set<PlaceModifier>(["noise", "cheap"]);

const CLAUSES = /[.,;:!?()\n]+|\s[-–—]\s/;

const startsWith = (tokens: readonly string[], at: number, phrase: readonly string[]) =>
	phrase.length > 0 && phrase.every((token, k) => tokens[at + k] === token);

/** Reads a message as a request (see GuideRequest). */
export function parseGuideRequest(message: string): GuideRequest {
	const folded = foldText(message).replace(/['’]/g, "");
	const near = parseNearPlace(folded);
	const within = parseWithin(folded);
	// The named place is where to look, not what to look for.
	let rest = near ? folded.replace(near.span, " , ") : folded;
	if (within) rest = rest.replace(WITHIN, " ");
	const categories = new Set<PlaceCategoryName>();
	const avoid = new Set<PlaceCategoryName>();
	const modifiers = new Set<PlaceModifier>();
	const avoidedModifiers = new Set<PlaceModifier>();
	const keywords = new Set<string>();
	const avoidWords = new Set<string>();
	const words: string[] = [];
	/** The phrase that asked for each kind ("animals" for zoo). */
	const askedBy = new Map<PlaceCategoryName, string>();
	/** Kinds negated by "not another X": X ("boardwalk") is the phrase that was had enough of. */
	const anotherOf = new Map<PlaceCategoryName, string>();
	// "museums are DONE", "parks are boring": the kind comes before its negation.
	for (const done of rest.matchAll(DONE_WITH)) rest = rest.replace(done[0], ` no ${done[1] ?? done[2]} , `);
	// "the ocean is freezing": the water is cold, not the weather (no reason to stay indoors).
	rest = rest.replace(WATER_TEMPERATURE, " , ");
	if (LITTLE_WALKING.test(rest)) {
		avoid.add("hiking");
		modifiers.add("short");
	}
	for (const clause of rest.split(CLAUSES)) {
		const raw = searchTokens(clause);
		const tokens = raw.map(singular);
		let negating = false;
		/** Negated by "not another", "no more": a variant of what is asked, maybe. */
		let another = false;
		let littleOnes = -1;
		let i = 0;
		while (i < tokens.length) {
			const negation = NEGATIONS.find((phrase) => startsWith(tokens, i, phrase));
			const match = COMPILED.find((entry) => startsWith(tokens, i, entry.tokens));
			// A phrase that holds the negation ("not far", "no cost") is the phrase.
			if (negation && (!match || match.tokens.length <= negation.length)) {
				negating = true;
				another = ANOTHER.has(negation.join(" "));
				i += negation.length;
				continue;
			}
			if (match) {
				// "scared of loud noises", "nothing too expensive": the phrase holds its own negation.
				const noise = match.rule.modifiers?.some((modifier) => SELF_NEGATING.has(modifier)) ?? false;
				if (noise) negating = false;
				// A negated interest ("isn't geysers") is words to avoid, not its whole kind (nature).
				// "not baby rides": the little ones' version of a kind is not the kind.
				const babyish = negating && littleOnes === i;
				if (match.rule.keyword && negating) for (const phrase of match.rule.phrases) avoidWords.add(phrase);
				else if (!babyish) {
					for (const name of match.rule.categories ?? []) {
						if (negating && !noise && another) anotherOf.set(name, match.phrase);
						if (negating && !noise) avoid.add(name);
						else {
							categories.add(name);
							askedBy.set(name, match.phrase);
						}
					}
				}
				if (negating && match.rule.modifiers?.includes("toddler")) littleOnes = i + match.tokens.length;
				for (const modifier of match.rule.modifiers ?? []) {
					(negating && !noise ? avoidedModifiers : modifiers).add(modifier);
				}
				if (match.rule.keyword && !negating) keywords.add(match.phrase);
				i += match.tokens.length;
				continue;
			}
			const token = tokens[i] ?? "";
			const typed = raw[i] ?? "";
			// A long word one slip from the vocabulary ("musuem", "playgroud") is read as meant.
			const meant = FILLER.has(token) || FILLER.has(typed) ? null : corrected(token);
			if (meant) {
				tokens[i] = meant;
				continue;
			}
			i += 1;
			if (NEGATION_END.has(token)) negating = false;
			if (token.length < 2 || /^\d+(?:yo|y|yr|yrs|m)?$/.test(token) || FILLER.has(token) || FILLER.has(typed)) continue;
			if (!negating && !words.includes(token)) words.push(token);
		}
	}
	// "not indoors" is outdoors and the other way round; an avoided kind is never also asked for.
	if (avoidedModifiers.has("indoor") && !modifiers.has("indoor")) modifiers.add("outdoor");
	if (avoidedModifiers.has("outdoor") && !modifiers.has("outdoor")) modifiers.add("indoor");
	// "a proper hike, not another boardwalk": the kind is still asked; only the variant had before is avoided.
	for (const [name, phrase] of anotherOf) {
		const asked = askedBy.get(name);
		if (!categories.has(name) || !asked || asked === phrase) continue;
		avoid.delete(name);
		avoidWords.add(phrase);
	}
	// "animals that isn't the zoo": the kind is avoided, the interest is still looked for in the places' words.
	const byType = new Set<PlaceCategoryName>();
	for (const name of avoid) {
		const asked = askedBy.get(name);
		if (categories.delete(name) && asked && asked !== PLACE_CATEGORIES[name].query) {
			keywords.add(asked);
			byType.add(name);
		}
	}
	if (modifiers.has("indoor") && modifiers.has("outdoor")) {
		// "rain in the morning, outdoors after lunch": both, neither a filter; else the weather (or "INSIDE") wins.
		if (/\b(?:then|later|after|afterwards|tomorrow|morning|afternoon)\b/.test(rest)) modifiers.delete("indoor");
		modifiers.delete("outdoor");
	}
	const price = rest.match(PRICE);
	if (price) modifiers.add(Number(price.slice(1).find(Boolean) ?? 1) === 0 ? "free" : "cheap");
	if (modifiers.has("free")) modifiers.delete("cheap");
	// A picnic is outdoors.
	if (modifiers.has("picnic") && !modifiers.has("indoor")) modifiers.add("outdoor");
	const degrees = Number(rest.match(/\b(\d{2,3})\s*(?:degrees|deg|°)/)?.[1] ?? 0);
	if (degrees >= 85 || (degrees >= 30 && degrees <= 45)) modifiers.add("cool");
	// A calm place is never a loud one.
	if (modifiers.has("quiet")) modifiers.add("noise");
	if (within?.onFoot) modifiers.add("walking");
	if (within) modifiers.add("nearby");
	const ages = parseKidAges(message);
	// Ages in the message say who it is for: toddlers and teens need no word of their own.
	if (ages.length > 0 && Math.max(...ages) <= 3) modifiers.add("toddler");
	if (ages.length > 0 && Math.min(...ages) >= 13) modifiers.add("teen");
	const actionable =
		categories.size + avoid.size + modifiers.size + ages.length + keywords.size > 0 || near !== null || within !== null;
	return {
		categories: [...categories],
		avoid: [...avoid],
		avoidByType: [...byType],
		modifiers: PLACE_MODIFIERS.filter((modifier) => modifiers.has(modifier)),
		ages,
		nearPlace: near?.name ?? null,
		nearTown: near?.town ?? false,
		within,
		keywords: [...keywords].filter((keyword) => !avoidWords.has(keyword)),
		avoidWords: [...avoidWords],
		words,
		together: categories.size > 1 && TOGETHER.test(rest),
		vague: !actionable && words.length <= 1,
	};
}

/** The category of a place type or kind word ("museum", "ice_cream_shop", "nature"), when one fits. */
export function categoryOfType(placeType: string): PlaceCategoryName | null {
	const text = placeType.trim().toLowerCase();
	if (!text) return null;
	for (const [name, entry] of Object.entries(PLACE_CATEGORIES) as [PlaceCategoryName, PlaceCategory][]) {
		if (entry.key === text || entry.types.includes(text)) return name;
	}
	return parseGuideRequest(text.replaceAll("_", " ")).categories[0] ?? null;
}

/** A message that only changes how ("anything free?", "what about indoors?", "cheaper?", "for the 3 year old?"). */
const onlyHow = (request: GuideRequest) =>
	request.categories.length === 0 &&
	request.keywords.length === 0 &&
	request.words.length === 0 &&
	request.nearPlace === null &&
	request.within === null &&
	// "what's within walking distance?" is a new ask around here, not a change to the last one.
	(request.modifiers.some((modifier) => !WHERE_ONLY.has(modifier)) ||
		request.ages.length > 0 ||
		request.avoid.length > 0);

/** The most words of a follow-up that changes only how ("what about somewhere free for the 3 year old"). */
const SHORT_FOLLOW_UP = 8;

const WHERE_ONLY = new Set<PlaceModifier>(["nearby", "walking", "here"]);

/** The family's ask just before, when the guide answered it with places. */
function lastPlaceAsk(history: readonly { role: string; content: string; suggestions?: unknown[] }[]) {
	const last = history.at(-1);
	const asked = history.at(-2);
	if (last?.role !== "assistant" || !last.suggestions?.length || asked?.role !== "user") return null;
	const earlier = parseGuideRequest(asked.content);
	return earlier.categories.length > 0 || earlier.keywords.length > 0 ? asked : null;
}

/**
 * "More like that", "show me those again", "something cheaper instead?", "what about for the
 * 3 year old?", and right after an answer "anything free?" or "indoors?": the kinds, needs and
 * places of the family's last real ask, with this message's own words on top. Other messages
 * stand on their own.
 */
export function followUp(
	request: GuideRequest,
	history: readonly { role: string; content: string; suggestions?: unknown[] }[],
	message = "",
): GuideRequest {
	const marked =
		request.modifiers.includes("more") || request.modifiers.includes("again") || FOLLOW_UP.test(foldText(message));
	// Only a short one ("anything free?", "indoors?"): a longer message about the kids is a new ask.
	const short = searchTokens(message).length <= SHORT_FOLLOW_UP;
	const implicit = !marked && short && onlyHow(request) ? lastPlaceAsk(history) : null;
	if ((!marked && !implicit) || request.categories.length > 0 || request.keywords.length > 0) return request;
	for (const message of implicit ? [implicit] : [...history].reverse()) {
		if (message.role !== "user") continue;
		const earlier = parseGuideRequest(message.content);
		if (earlier.vague || earlier.modifiers.includes("more") || earlier.modifiers.includes("again")) continue;
		const modifiers = new Set([...earlier.modifiers, ...request.modifiers]);
		// This message's setting wins: "indoors instead" after an outdoor ask (and outdoor kinds go with it).
		const setting = request.modifiers.includes("indoor")
			? "indoor"
			: request.modifiers.includes("outdoor")
				? "outdoor"
				: null;
		if (setting === "indoor") modifiers.delete("outdoor");
		if (setting === "outdoor") modifiers.delete("indoor");
		const avoid = [...new Set([...earlier.avoid, ...request.avoid])];
		const categories = earlier.categories.filter(
			(name) =>
				!avoid.includes(name) &&
				(setting === null || PLACE_CATEGORIES[name].setting !== (setting === "indoor" ? "outdoor" : "indoor")),
		);
		const kindsKept = categories.length === earlier.categories.length;
		return {
			categories,
			avoid,
			avoidByType: [...new Set([...(earlier.avoidByType ?? []), ...(request.avoidByType ?? [])])],
			modifiers: PLACE_MODIFIERS.filter((modifier) => modifiers.has(modifier)),
			ages: request.ages.length > 0 ? request.ages : earlier.ages,
			nearPlace: request.nearPlace ?? earlier.nearPlace,
			nearTown: request.nearPlace ? request.nearTown : earlier.nearTown,
			avoidWords: [...new Set([...earlier.avoidWords, ...request.avoidWords])],
			within: request.within ?? earlier.within,
			keywords: kindsKept ? earlier.keywords : [],
			words: kindsKept ? earlier.words : [],
			together: kindsKept && earlier.together,
			vague: false,
		};
	}
	return request;
}

/**
 * A clear ask for places: a kind of place or an interest named (this message's or, for a follow-up,
 * the ask it changes), or ideas asked for. Greetings, thanks, a question about the trip or an
 * answer to the guide's question are not: the model guide searches first only for these.
 */
export function isPlaceAsk(request: GuideRequest, message: string): boolean {
	return (
		request.categories.length > 0 || request.keywords.length > 0 || IDEAS.test(foldText(message).replace(/['’]/g, ""))
	);
}
