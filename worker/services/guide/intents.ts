import { GUIDE_ADD_TO_PATH_MAX } from "../../../domain/guide/guide";
import { searchTokens } from "../../../domain/place/destination";
import { foldText } from "../../../domain/text";
import { conceptTypes, singular } from "../../providers/places/search";

/**
 * What a chat message asks the Guide AI for (pure; the engine in worker/services/guide/ acts on it):
 * the kinds of place (categories, with their synonyms), how (modifiers: 'toddler', 'rainy day',
 * 'free', 'near here'…), the kids' ages when the message names them, and whether it is too vague to
 * answer without a question back. Also the chat commands (create a path, add to a
 * path), which run before any guide.
 */

// ---------------------------------------------------------------------------------------------
// Categories

export interface GuideCategory {
	key: string;
	/** Plural words for replies and status lines ("museums", "places to eat"). */
	label: string;
	/** Text the places provider is searched with. */
	query: string;
	/** Place types (Google's vocabulary, also the catalog's) that are this kind of place. */
	types: readonly string[];
	/** Catalog tags that are this kind of place. */
	tags: readonly string[];
}

const category = (
	key: string,
	label: string,
	query: string,
	types: readonly string[],
	tags: readonly string[] = [],
): GuideCategory => ({ key, label, query, types, tags });

export const GUIDE_CATEGORIES = {
	museum: category("museum", "museums", "museum", [
		"museum",
		"art_gallery",
		"science_museum",
		"history_museum",
		"childrens_museum",
	]),
	science: category("science", "science spots", "science", ["science_museum", "planetarium"], ["science"]),
	art: category("art", "art spots", "art gallery", ["art_gallery", "art_museum"], ["art"]),
	playground: category("playground", "playgrounds", "playground", ["playground"], ["play"]),
	park: category("park", "parks", "park", ["park", "garden", "botanical_garden", "national_park", "city_park"]),
	nature: category(
		"nature",
		"nature spots",
		"nature",
		["natural_feature", "hiking_area", "national_park", "park", "garden", "beach"],
		["wildlife", "views", "hiking"],
	),
	hiking: category("hiking", "family walks and hikes", "hiking trail", ["hiking_area"], ["hiking"]),
	beach: category("beach", "beaches", "beach", ["beach"], ["beach"]),
	zoo: category("zoo", "animal encounters", "zoo", ["zoo", "farm", "wildlife_park"], ["animals", "wildlife"]),
	aquarium: category("aquarium", "aquariums", "aquarium", ["aquarium"]),
	food: category("food", "family-friendly places to eat", "restaurant", conceptTypes("food"), ["food"]),
	cafe: category("cafe", "cafés and snack stops", "cafe", ["cafe", "coffee_shop", "bakery", "tea_house"], ["snacks"]),
	iceCream: category("ice-cream", "sweet treats", "ice cream", ["ice_cream_shop", "dessert_shop"]),
	lodging: category(
		"lodging",
		"family stays",
		"hotel",
		["lodging", "hotel", "motel", "resort_hotel", "bed_and_breakfast"],
		["lodging"],
	),
	themePark: category("theme-park", "rides and thrills", "theme park", ["amusement_park", "water_park"]),
	swimming: category("swimming", "places to swim", "swimming", ["swimming_pool", "water_park"], ["swimming"]),
	history: category(
		"history",
		"history stops",
		"history",
		["historical_landmark", "historical_place", "castle", "monument"],
		["history"],
	),
	library: category("library", "libraries and bookshops", "library", ["library", "book_store"]),
	shopping: category("shopping", "shops", "shopping", ["shopping_mall", "store", "toy_store", "market", "gift_shop"]),
	boat: category("boat", "boat trips", "boat", ["marina", "boat_tour_agency", "tour_agency"], ["boat"]),
	views: category("views", "viewpoints", "views", ["observation_deck"], ["views"]),
	movies: category("movies", "shows and cinemas", "cinema", ["movie_theater", "theater", "performing_arts_theater"]),
	camping: category("camping", "campgrounds", "campground", ["campground", "rv_park"], ["camping"]),
	attraction: category("attraction", "family sights", "tourist attraction", [
		"tourist_attraction",
		"historical_landmark",
		"visitor_center",
	]),
} as const satisfies Record<string, GuideCategory>;

export type GuideCategoryName = keyof typeof GUIDE_CATEGORIES;

/** How the family wants it: each changes the search radius, the filters or the ranking. */
const GUIDE_MODIFIERS = [
	"toddler",
	"teen",
	"indoor",
	"outdoor",
	"free",
	"nearby",
	"quiet",
	"picnic",
	"stroller",
	"accessible",
] as const;
export type GuideModifier = (typeof GUIDE_MODIFIERS)[number];

interface PhraseRule {
	phrases: readonly string[];
	categories?: readonly GuideCategoryName[];
	modifiers?: readonly GuideModifier[];
	/** The phrase itself is worth finding in a place's name or description ("pizza", "dinosaurs"). */
	keyword?: boolean;
}

/**
 * The synonym map: what families type → categories and modifiers. Longest phrases win, so "theme
 * park" is not a park, "soft play" is an indoor playground and "walking distance" is not a hike.
 */
const PHRASE_RULES: readonly PhraseRule[] = [
	// Categories
	{ phrases: ["museum", "gallery", "exhibit", "exhibition"], categories: ["museum"] },
	{
		phrases: ["science", "stem", "space", "planetarium", "experiment", "robot", "hands on science"],
		categories: ["science", "museum"],
	},
	{ phrases: ["dinosaur", "dino", "fossil", "t rex"], categories: ["science", "museum"], keyword: true },
	{ phrases: ["art", "arts", "painting", "sculpture"], categories: ["art", "museum"] },
	{
		phrases: [
			"playground",
			"play area",
			"play park",
			"swing",
			"slide",
			"climbing frame",
			"adventure playground",
			"play",
		],
		categories: ["playground"],
	},
	{ phrases: ["soft play", "indoor play", "indoor playground"], categories: ["playground"], modifiers: ["indoor"] },
	{ phrases: ["park", "garden", "green space", "botanical garden"], categories: ["park"] },
	{
		phrases: ["bike ride", "bike", "biking", "cycling", "cycle", "scooter", "scooting"],
		categories: ["park"],
		modifiers: ["outdoor"],
	},
	{
		phrases: [
			"nature",
			"natural",
			"wilderness",
			"scenery",
			"waterfall",
			"lake",
			"forest",
			"wood",
			"geyser",
			"mountain",
		],
		categories: ["nature"],
	},
	{
		phrases: ["hike", "hiking", "trail", "walk", "nature walk", "boardwalk", "ramble", "trek"],
		categories: ["hiking"],
	},
	{ phrases: ["beach", "seaside", "coast", "sand", "tide pool", "tidepool", "shore"], categories: ["beach"] },
	{
		phrases: ["zoo", "animal", "wildlife", "petting zoo", "safari", "farm", "city farm", "creature", "bird", "bear"],
		categories: ["zoo"],
	},
	{
		phrases: ["aquarium", "sea life", "fish", "shark", "penguin", "marine life", "octopus"],
		categories: ["aquarium"],
	},
	{
		phrases: [
			"food",
			"restaurant",
			"eat",
			"eating",
			"lunch",
			"dinner",
			"breakfast",
			"brunch",
			"meal",
			"hungry",
			"dining",
			"supper",
			"place to eat",
		],
		categories: ["food"],
	},
	{
		phrases: ["pizza", "burger", "pancake", "noodle", "sushi", "taco", "fish and chip", "hot dog"],
		categories: ["food"],
		keyword: true,
	},
	{
		phrases: ["cafe", "coffee", "snack", "bakery", "cake", "pastry", "pastries", "tea", "afternoon tea", "croissant"],
		categories: ["cafe"],
	},
	{
		phrases: ["ice cream", "icecream", "gelato", "dessert", "sweet treat", "frozen yogurt", "treat"],
		categories: ["iceCream"],
	},
	{
		phrases: [
			"hotel",
			"stay",
			"stay over",
			"where to stay",
			"place to stay",
			"somewhere to stay",
			"lodging",
			"lodge",
			"accommodation",
			"motel",
			"resort",
			"cabin",
			"sleep",
		],
		categories: ["lodging"],
	},
	{
		phrases: ["theme park", "amusement park", "ride", "roller coaster", "funfair", "thrill", "water park", "coaster"],
		categories: ["themePark"],
	},
	{ phrases: ["swim", "swimming", "pool", "splash pad", "water play", "paddling", "splash"], categories: ["swimming"] },
	{
		phrases: ["history", "historic", "historical", "castle", "palace", "landmark", "knight", "tower", "fort"],
		categories: ["history"],
	},
	{ phrases: ["library", "libraries", "story time", "storytime", "bookshop", "bookstore"], categories: ["library"] },
	{
		phrases: ["shop", "shopping", "toy shop", "toy store", "toy", "market", "souvenir"],
		categories: ["shopping"],
	},
	{ phrases: ["boat", "boat trip", "cruise", "ferry", "kayak", "canoe", "river trip"], categories: ["boat"] },
	{ phrases: ["view", "viewpoint", "lookout", "scenic", "overlook", "skyline"], categories: ["views"] },
	{
		phrases: ["cinema", "movie", "film", "theatre", "theater", "puppet show", "live show", "musical"],
		categories: ["movies"],
	},
	{ phrases: ["camping", "campground", "campsite", "camp"], categories: ["camping"] },
	{
		phrases: ["attraction", "sight", "sightseeing", "must see", "tour", "famous", "iconic"],
		categories: ["attraction"],
	},
	// Modifiers
	{
		phrases: ["toddler", "baby", "babies", "infant", "little one", "preschooler", "preschool", "tot"],
		modifiers: ["toddler"],
	},
	{ phrases: ["teen", "teenager", "tween", "older kid", "older child"], modifiers: ["teen"] },
	{
		phrases: [
			"rainy day",
			"rainy",
			"rain",
			"raining",
			"wet day",
			"wet weather",
			"indoor",
			"indoors",
			"inside",
			"bad weather",
			"cold day",
			"cold weather",
			"under cover",
			"undercover",
			"too hot",
			"stay inside",
			"stay indoors",
			"stay in",
			"stay dry",
			"stay warm",
			"stay cool",
		],
		modifiers: ["indoor"],
	},
	{
		phrases: ["outdoor", "outdoors", "outside", "fresh air", "sunny", "sunny day", "sunshine", "nice weather"],
		modifiers: ["outdoor"],
	},
	{
		phrases: ["run around", "let off steam", "burn off energy", "space to run", "room to run"],
		categories: ["playground", "park"],
		modifiers: ["outdoor"],
	},
	{
		phrases: ["free", "no cost", "free entry", "free admission", "budget", "cheap", "on a budget", "low cost"],
		modifiers: ["free"],
	},
	{
		phrases: [
			"near here",
			"nearby",
			"close by",
			"close to here",
			"around here",
			"walking distance",
			"within walking distance",
			"near us",
			"near me",
			"close",
			"closest",
			"nearest",
			"around the corner",
			"short walk",
			"not far",
		],
		modifiers: ["nearby"],
	},
	{
		phrases: [
			"quiet",
			"quieter",
			"calm",
			"peaceful",
			"not crowded",
			"less crowded",
			"uncrowded",
			"relaxing",
			"relaxed",
			"low key",
			"chill",
			"sensory",
		],
		modifiers: ["quiet"],
	},
	{ phrases: ["picnic", "picnic spot"], modifiers: ["picnic"] },
	{ phrases: ["stroller", "pram", "buggy", "buggies", "pushchair", "stroller friendly"], modifiers: ["stroller"] },
	{ phrases: ["wheelchair", "accessible", "step free", "accessibility"], modifiers: ["accessible"] },
];

/**
 * Words that say nothing about which place: greetings, asks, the family, time words. A message of
 * only these (and at most one unknown word) is vague.
 */
const FILLER = new Set(
	`a an the and or but so to for with in at on of by from into about is are was be been it its this that these those
	there here what whats which who how when where why can could would should will shall may might do does did doing we
	us our ours i me my mine you your yours they them their he she his her hi hello hey hiya howdy yo morning afternoon
	evening good great best nice fun cool awesome amazing lovely help please thanks thank cheers ok okay yes no maybe
	want wants wanted like likes love loves looking look find show tell give get got need needs recommend recommendation
	recommendations suggest suggestion suggestions idea ideas option options something anything everything thing things
	stuff activity activities place places spot spots somewhere anywhere go going visit see do plan planning trip day
	days today tonight tomorrow weekend week time kid kids child children family families son sons daughter daughters
	boy boys girl girls little big some any all more other else also just really very too much many lot lots year
	years old olds yo yr yrs aged age ages month months s t let lets us im ive id dont wanna gonna wunder guide around
	near new first next have has had`
		.split(/\s+/)
		.filter(Boolean),
);

interface CompiledPhrase {
	tokens: string[];
	rule: PhraseRule;
	phrase: string;
}

const COMPILED: CompiledPhrase[] = PHRASE_RULES.flatMap((rule) =>
	rule.phrases.map((phrase) => ({ tokens: searchTokens(phrase).map(singular), rule, phrase })),
).sort((a, b) => b.tokens.length - a.tokens.length);

export interface GuideIntent {
	categories: GuideCategoryName[];
	modifiers: GuideModifier[];
	/** Kids' ages the message names ("my 4 and 9 year olds"), sorted; empty when it names none. */
	ages: number[];
	/** Phrases worth finding in a place's text ("pizza", "dinosaur"). */
	keywords: string[];
	/** Words that are none of the above (singular, folded): maybe a name ("legoland"). */
	words: string[];
	/** Too vague to answer: ask what kind of outing, indoors or out, how far. */
	vague: boolean;
}

const AGE_LIST = String.raw`(\d{1,2}-?(?:\s*(?:,|&|\+|/|and|or|to)\s*(?:an?\s+)?\d{1,2}-?)*)`;
const AGE_PATTERNS = [
	// "4 and 9 year olds", "a 3-year-old", "7yo", "4, 6 & 9 yrs"
	new RegExp(String.raw`\b${AGE_LIST}\s*-?\s*(?:years?|yrs?|y\.?o\.?)\b`, "g"),
	// "aged 4 and 9", "ages 5, 7", "age 3"
	new RegExp(String.raw`\bage[sd]?\s+${AGE_LIST}\b`, "g"),
];
const MONTHS_OLD = /\b\d{1,2}\s*-?\s*months?\s*-?\s*old\b/;

/** The kids' ages a message names: "my 4 and 9 year olds" → [4, 9]; "a 10-month-old" → [0]. */
export function parseKidAges(message: string): number[] {
	const text = foldText(message);
	const ages: number[] = [];
	for (const pattern of AGE_PATTERNS) {
		for (const match of text.matchAll(pattern)) {
			for (const number of (match[1] ?? "").match(/\d{1,2}/g) ?? []) {
				const age = Number(number);
				if (age <= 18) ages.push(age);
			}
		}
	}
	if (MONTHS_OLD.test(text)) ages.push(0);
	return [...new Set(ages)].sort((a, b) => a - b);
}

/** Reads a message's intent (see GuideIntent). */
export function parseGuideIntent(message: string): GuideIntent {
	const raw = searchTokens(message);
	const tokens = raw.map(singular);
	const categories = new Set<GuideCategoryName>();
	const modifiers = new Set<GuideModifier>();
	const keywords = new Set<string>();
	const words: string[] = [];
	let i = 0;
	while (i < tokens.length) {
		const match = COMPILED.find(
			(entry) => entry.tokens.length > 0 && entry.tokens.every((token, k) => tokens[i + k] === token),
		);
		if (match) {
			for (const name of match.rule.categories ?? []) categories.add(name);
			for (const modifier of match.rule.modifiers ?? []) modifiers.add(modifier);
			if (match.rule.keyword) keywords.add(match.tokens.join(" "));
			i += match.tokens.length;
			continue;
		}
		const token = tokens[i] ?? "";
		const typed = raw[i] ?? "";
		i += 1;
		if (token.length < 2 || /^\d+(?:yo|y|yr|yrs|m)?$/.test(token) || FILLER.has(token) || FILLER.has(typed)) continue;
		if (!words.includes(token)) words.push(token);
	}
	const ages = parseKidAges(message);
	// Ages in the message say who it is for: toddlers and teens need no word of their own.
	if (ages.length > 0 && Math.max(...ages) <= 3) modifiers.add("toddler");
	if (ages.length > 0 && Math.min(...ages) >= 13) modifiers.add("teen");
	const vague = categories.size === 0 && modifiers.size === 0 && ages.length === 0 && words.length <= 1;
	return {
		categories: [...categories],
		modifiers: GUIDE_MODIFIERS.filter((modifier) => modifiers.has(modifier)),
		ages,
		keywords: [...keywords],
		words,
		vague,
	};
}

/** The category of a place type or kind word ("museum", "ice_cream_shop", "nature"), when one fits. */
export function categoryOfType(placeType: string): GuideCategoryName | null {
	const text = placeType.trim().toLowerCase();
	if (!text) return null;
	for (const [name, entry] of Object.entries(GUIDE_CATEGORIES) as [GuideCategoryName, GuideCategory][]) {
		if (entry.key === text || entry.types.includes(text)) return name;
	}
	const intent = parseGuideIntent(text.replaceAll("_", " "));
	return intent.categories[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Chat commands

export type GuideCommand =
	| {
			kind: "create-path";
			/** Text after "with"/"from"… naming the places to use; empty for all saved places. */
			names: string;
	  }
	| {
			kind: "add-to-path";
			/** The text naming the places to add ("the science museum and hyde park"). */
			names: string;
			/** Words naming the target path ("museum tour"), or null for the most recent path. */
			pathName: string | null;
	  };

/** Lowercase, accent-free, punctuation as spaces except the commas and '&' that separate names. */
const commandText = (message: string) =>
	foldText(message)
		.replace(/[’']/g, "")
		.replace(/[^\p{L}\p{N},&]+/gu, " ")
		.replace(/\s+/g, " ")
		.trim();

const FILL = String.raw`(?:(?:a|an|the|my|our|me|us|new|this|that|these|those|all|saved|family|walking|driving)\s+)`;
const CREATE_PATTERNS = [
	new RegExp(String.raw`\b(?:create|make|build|start)\s+${FILL}{0,3}(?:path|route)\b(.*)$`),
	new RegExp(String.raw`\borgani[sz]e\s+${FILL}{0,3}places\b(.*)$`),
	new RegExp(String.raw`\bplan\s+${FILL}{0,3}route\b(.*)$`),
	new RegExp(String.raw`\bconnect\s+${FILL}{0,3}places\b(.*)$`),
];
const ADD_AFTER = new RegExp(
	String.raw`\b(?:add|put|include)\s+(?:it\s+|them\s+)?(?:to|in|into|on)\s+${FILL}{0,2}(?:path|route)\b\s*(.*)$`,
);
const ADD_BETWEEN = new RegExp(
	String.raw`\b(?:add|put|include)\s+(.+?)\s+(?:to|in|into|on|onto)\s+${FILL}{0,2}((?:(?!(?:to|in|into|on|onto)\s)[\p{L}\p{N}&]+\s+){0,6}?)(?:path|route)\b`,
	"u",
);
const NAMES_AFTER_CREATE = /^\s*(?:with|from|through|using|including|between|connecting|via)\s+(.*)$/;

const stripArticles = (text: string) =>
	text
		.replace(/^(?:(?:the|a|an|my|our)\s+)+/, "")
		.replace(/[\s,&]+$/, "")
		.trim();

/** The chat command a message is, when it is one; null for everything else. */
export function parseGuideCommand(message: string): GuideCommand | null {
	const text = commandText(message);
	const after = text.match(ADD_AFTER);
	if (after) return { kind: "add-to-path", names: stripArticles(after[1] ?? ""), pathName: null };
	const between = text.match(ADD_BETWEEN);
	if (between) {
		const pathWords = stripArticles(between[2] ?? "");
		return {
			kind: "add-to-path",
			names: stripArticles(between[1] ?? ""),
			pathName: pathWords && pathWords !== "new" ? pathWords : null,
		};
	}
	for (const pattern of CREATE_PATTERNS) {
		const match = text.match(pattern);
		if (match) {
			const rest = (match[1] ?? "").match(NAMES_AFTER_CREATE);
			return { kind: "create-path", names: stripArticles(rest?.[1] ?? "") };
		}
	}
	return null;
}

/** Name words that do not tell places apart. */
const NAME_NOISE = new Set(["the", "a", "an", "of", "and", "at", "in", "on", "de", "la", "le", "du", "st", "&"]);

const nameTokens = (name: string) =>
	searchTokens(name)
		.map(singular)
		.filter((token) => !NAME_NOISE.has(token));

/**
 * Which of these places the text names, in the order the text names them: a place matches when at
 * least 60% of its name's words (ignoring "the", "of"…) are in the text and one of them has 4+
 * letters, so "science museum" finds the Science Museum but "museum" alone names nothing. At most
 * `limit` places (add-to-path names at most 3).
 */
export function matchPlaceNames<T extends { name: string }>(
	text: string,
	candidates: readonly T[],
	limit = GUIDE_ADD_TO_PATH_MAX,
): T[] {
	const words = nameTokens(text);
	if (words.length === 0) return [];
	const found: { candidate: T; score: number; at: number; positions: number[] }[] = [];
	for (const candidate of candidates) {
		const tokens = nameTokens(candidate.name);
		if (tokens.length === 0) continue;
		const positions = tokens.map((token) =>
			words.findIndex((word) => word === token || (token.length >= 5 && word.length >= 4 && token.startsWith(word))),
		);
		const matched = positions.filter((position) => position >= 0);
		const strong = tokens.some((token, k) => token.length >= 4 && (positions[k] ?? -1) >= 0);
		const score = matched.length / tokens.length;
		if (score >= 0.6 && strong) found.push({ candidate, score, at: Math.min(...matched), positions: matched });
	}
	// Words already claimed by a fuller match name nothing else: "science museum" is the Science
	// Museum, not also the Science Museum Shop.
	found.sort((a, b) => b.score - a.score || a.at - b.at);
	const claimed = new Set<number>();
	const chosen: typeof found = [];
	for (const entry of found) {
		if (entry.positions.every((position) => claimed.has(position))) continue;
		for (const position of entry.positions) claimed.add(position);
		chosen.push(entry);
	}
	return chosen
		.sort((a, b) => a.at - b.at)
		.slice(0, limit)
		.map((entry) => entry.candidate);
}
