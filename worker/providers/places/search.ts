import { haversineKm, type LatLng } from "../../../domain/geo/geo";
import { searchTokens } from "../../../domain/place/destination";
import { MAX_SEARCH_RADIUS_METERS } from "../../../domain/place/place";
import { foldText } from "../../../domain/text";

/**
 * Searching places near a point: how typed text
 * becomes concepts ("rainy day" → indoor places, "ice cream" → ice-cream shops) and free words, the
 * FTS5 expression the embedded catalog fetches candidates with, and how candidates are ranked —
 * relevance first, then distance. Pure: the worker runs the SQL, this decides what it means.
 */

/** Workspace autocomplete opens from 2 characters. */
export const MIN_NEARBY_QUERY_LENGTH = 2;
/** Autocomplete looks this far around the map centre. */
export const NEARBY_AUTOCOMPLETE_RADIUS_METERS = 50_000;
export const NEARBY_PREDICTION_LIMIT = 8;
/** Results per search. */
const PLACE_SEARCH_LIMIT = 20;
/**
 * Fewer places than this within the asked radius and the search widens (×3, then the maximum): a
 * national park's sights lie tens of km from its centre, farther than the workspace's 10 km.
 */
export const MIN_RESULTS_BEFORE_WIDENING = 3;

/** The radii to try, in order: the asked one, then wider ones up to the maximum. */
export function widenedRadii(radiusMeters: number): number[] {
	const radii = [radiusMeters];
	while ((radii.at(-1) ?? MAX_SEARCH_RADIUS_METERS) < MAX_SEARCH_RADIUS_METERS) {
		radii.push(Math.min(MAX_SEARCH_RADIUS_METERS, (radii.at(-1) ?? 0) * 3));
	}
	return radii;
}

/** A kind of place people ask for in words: matched against a place's types, tags and price. */
export interface PlaceConcept {
	key: string;
	/** Folded phrases that mean it ("rainy day", "museums"); longest phrases win. */
	phrases: string[];
	types: string[];
	tags: string[];
	/** Also matches places known to be free (price level 0). */
	free?: boolean;
	/** Also matches places whose youngest suitable age is at most this. */
	maxMinAge?: number;
}

/**
 * The synonym map: what families type, and the place types (Google's vocabulary, also used by the
 * catalog) and catalog tags it stands for.
 */
export const PLACE_CONCEPTS: readonly PlaceConcept[] = [
	{
		key: "museum",
		phrases: ["museum", "museums", "gallery", "galleries", "art gallery", "exhibit", "exhibits", "exhibition"],
		types: ["museum", "art_gallery", "science_museum", "history_museum", "childrens_museum"],
		tags: [],
	},
	{
		key: "playground",
		phrases: ["playground", "playgrounds", "play area", "play park", "swings", "slides", "climbing frame"],
		types: ["playground"],
		tags: ["playground"],
	},
	{
		key: "park",
		phrases: ["park", "parks", "green space", "garden", "gardens", "botanical garden"],
		types: ["park", "national_park", "state_park", "garden", "botanical_garden", "dog_park", "playground"],
		tags: [],
	},
	{
		key: "nature",
		phrases: ["nature", "natural", "scenery", "wilderness"],
		types: ["natural_feature", "hiking_area", "national_park", "park", "beach", "garden"],
		tags: ["wildlife", "views"],
	},
	{
		key: "zoo",
		phrases: ["zoo", "zoos", "animal", "animals", "wildlife", "petting zoo", "safari park"],
		types: ["zoo", "wildlife_park", "wildlife_refuge", "farm"],
		tags: ["animals", "wildlife"],
	},
	{
		key: "aquarium",
		phrases: ["aquarium", "aquariums", "sea life", "fish", "sharks", "penguins"],
		types: ["aquarium"],
		tags: [],
	},
	{
		key: "farm",
		phrases: ["farm", "farms", "city farm", "petting farm", "pick your own"],
		types: ["farm"],
		tags: [],
	},
	{
		key: "beach",
		phrases: ["beach", "beaches", "seaside", "coast", "sand", "tide pools", "tidepools"],
		types: ["beach"],
		tags: ["beach"],
	},
	{
		key: "food",
		phrases: [
			"food",
			"restaurant",
			"restaurants",
			"eat",
			"eating",
			"lunch",
			"dinner",
			"breakfast",
			"brunch",
			"meal",
			"pizza",
			"burger",
			"burgers",
			"family dining",
		],
		types: [
			"restaurant",
			"pizza_restaurant",
			"fast_food_restaurant",
			"american_restaurant",
			"italian_restaurant",
			"meal_takeaway",
			"food",
			"cafe",
			"bakery",
			"food_court",
		],
		tags: ["food"],
	},
	{
		key: "cafe",
		phrases: ["cafe", "cafes", "coffee", "snack", "snacks", "tea", "bakery", "bakeries", "pastries"],
		types: ["cafe", "coffee_shop", "bakery", "tea_house"],
		tags: ["snacks"],
	},
	{
		key: "ice-cream",
		phrases: ["ice cream", "icecream", "gelato", "dessert", "desserts", "frozen yogurt", "sweets", "treat"],
		types: ["ice_cream_shop", "dessert_shop", "candy_store"],
		tags: ["ice-cream"],
	},
	{
		key: "indoor",
		phrases: ["rainy day", "rainy", "rain", "indoor", "indoors", "inside", "wet weather", "bad weather", "cold day"],
		types: ["museum", "art_gallery", "aquarium", "library", "movie_theater", "bowling_alley", "shopping_mall"],
		tags: ["indoor", "rainy-day"],
	},
	{
		key: "outdoor",
		phrases: ["outdoor", "outdoors", "outside", "fresh air", "sunny day"],
		types: ["park", "playground", "beach", "hiking_area", "national_park", "garden"],
		tags: ["outdoor"],
	},
	{
		key: "free",
		phrases: ["free", "no cost", "free entry", "free admission"],
		types: [],
		tags: ["free", "free-with-park-entry"],
		free: true,
	},
	{
		key: "hiking",
		phrases: ["hike", "hikes", "hiking", "trail", "trails", "walk", "walks", "nature walk", "boardwalk"],
		types: ["hiking_area"],
		tags: ["hiking"],
	},
	{
		key: "camping",
		phrases: ["camping", "campground", "campgrounds", "campsite", "campsites", "camp"],
		types: ["campground", "rv_park"],
		tags: ["camping"],
	},
	{
		key: "lodging",
		phrases: [
			"hotel",
			"hotels",
			"lodging",
			"lodge",
			"lodges",
			"stay",
			"where to stay",
			"accommodation",
			"motel",
			"resort",
			"cabin",
			"cabins",
		],
		types: ["lodging", "hotel", "motel", "resort_hotel", "bed_and_breakfast", "campground"],
		tags: ["lodging"],
	},
	{
		key: "swimming",
		phrases: ["swim", "swimming", "pool", "pools", "splash", "splash pad", "water play", "paddling"],
		types: ["swimming_pool", "water_park"],
		tags: ["swimming", "water"],
	},
	{
		key: "theme-park",
		phrases: ["theme park", "amusement park", "rides", "roller coaster", "roller coasters", "funfair", "water park"],
		types: ["amusement_park", "water_park"],
		tags: [],
	},
	{
		key: "library",
		phrases: ["library", "libraries", "books", "story time", "storytime", "bookshop", "bookstore"],
		types: ["library", "book_store"],
		tags: [],
	},
	{
		key: "science",
		phrases: ["science", "stem", "dinosaur", "dinosaurs", "space", "planetarium"],
		types: ["science_museum", "planetarium"],
		tags: ["science"],
	},
	{
		key: "history",
		phrases: ["history", "historic", "historical", "castle", "castles", "palace", "landmark", "landmarks"],
		types: ["historical_landmark", "historical_place", "castle", "monument"],
		tags: ["history"],
	},
	{
		key: "shopping",
		phrases: ["shop", "shops", "shopping", "mall", "toy shop", "toy store", "toys", "market", "souvenirs"],
		types: ["shopping_mall", "store", "toy_store", "market", "gift_shop"],
		tags: [],
	},
	{
		key: "attraction",
		phrases: ["attraction", "attractions", "sights", "sightseeing", "things to do", "must see", "tour", "tours"],
		types: ["tourist_attraction", "historical_landmark", "tour_agency", "visitor_center"],
		tags: [],
	},
	{
		key: "views",
		phrases: ["view", "views", "viewpoint", "lookout", "scenic", "overlook"],
		types: ["observation_deck"],
		tags: ["views"],
	},
	{
		key: "boat",
		phrases: ["boat", "boats", "boat trip", "cruise", "ferry", "kayak", "canoe"],
		types: ["marina", "boat_tour_agency"],
		tags: ["boat"],
	},
	{
		key: "picnic",
		phrases: ["picnic", "picnics", "picnic spot"],
		types: ["picnic_ground"],
		tags: ["picnic"],
	},
	{
		key: "stroller",
		phrases: ["stroller", "strollers", "pram", "buggy", "stroller friendly", "pushchair"],
		types: [],
		tags: ["stroller-friendly"],
	},
	{
		key: "accessible",
		phrases: ["accessible", "wheelchair", "step free", "step-free"],
		types: [],
		tags: ["accessible"],
	},
	{
		key: "toddler",
		phrases: ["toddler", "toddlers", "baby", "babies", "little ones", "under 5", "preschool"],
		types: [],
		tags: ["toddler-friendly"],
		maxMinAge: 2,
	},
	{
		key: "movies",
		phrases: ["cinema", "movie", "movies", "film", "theater", "theatre", "show", "shows"],
		types: ["movie_theater", "theater", "performing_arts_theater"],
		tags: [],
	},
];

/** Words that say nothing about which place (every place here is for families). */
const STOPWORDS = new Set([
	"a",
	"an",
	"the",
	"and",
	"or",
	"for",
	"with",
	"to",
	"in",
	"at",
	"of",
	"on",
	"near",
	"nearby",
	"around",
	"me",
	"us",
	"my",
	"our",
	"some",
	"any",
	"good",
	"best",
	"great",
	"nice",
	"fun",
	"kid",
	"kids",
	"child",
	"children",
	"family",
	"families",
	"friendly",
	"place",
	"places",
	"spot",
	"spots",
	"thing",
	"things",
	"do",
	"go",
	"visit",
	"where",
	"what",
	"top",
]);

/** "museums" → "museum", "beaches" → "beach", "galleries" → "gallery"; short words stay as typed. */
/** The place types of a search concept (shared with the guide's categories, so both agree). */
export function conceptTypes(key: string): readonly string[] {
	const concept = PLACE_CONCEPTS.find((c) => c.key === key);
	if (!concept) throw new Error(`no place concept ${key}`);
	return concept.types;
}

export function singular(word: string): string {
	if (word.length <= 3) return word;
	if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
	if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
	if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
	return word;
}

/** One thing the text asks for: a concept, or a word to find in a name or description. */
export type QueryUnit = { kind: "concept"; concept: PlaceConcept; phrase: string } | { kind: "word"; word: string };

const CONCEPT_PHRASES: { tokens: string[]; concept: PlaceConcept; phrase: string }[] = PLACE_CONCEPTS.flatMap(
	(concept) => concept.phrases.map((phrase) => ({ tokens: searchTokens(phrase), concept, phrase })),
).sort((a, b) => b.tokens.length - a.tokens.length);

const MAX_UNITS = 6;

/**
 * What typed text asks for: known phrases become concepts (longest first, so "ice cream" is one
 * concept, not two words), other words stay words (singular), stopwords go unless nothing else is
 * left. A concept named twice counts once.
 */
export function parsePlaceQuery(text: string): QueryUnit[] {
	const tokens = searchTokens(text);
	const units: QueryUnit[] = [];
	const stop: string[] = [];
	const seen = new Set<string>();
	let i = 0;
	while (i < tokens.length) {
		const match = CONCEPT_PHRASES.find(
			(entry) =>
				entry.tokens.length > 0 &&
				entry.tokens.every((token, k) => tokens[i + k] === token || singular(tokens[i + k] ?? "") === token),
		);
		if (match) {
			if (!seen.has(`c:${match.concept.key}`)) {
				seen.add(`c:${match.concept.key}`);
				units.push({ kind: "concept", concept: match.concept, phrase: match.phrase });
			}
			i += match.tokens.length;
			continue;
		}
		const token = tokens[i] ?? "";
		i += 1;
		// A lone letter ("Coram's" → coram, s) says nothing.
		if (token.length < 2 && !/\d/.test(token)) continue;
		if (STOPWORDS.has(token)) {
			stop.push(token);
			continue;
		}
		const word = singular(token);
		if (!seen.has(`w:${word}`)) {
			seen.add(`w:${word}`);
			units.push({ kind: "word", word });
		}
	}
	if (units.length === 0) {
		for (const token of stop) {
			const word = singular(token);
			if (!seen.has(`w:${word}`)) {
				seen.add(`w:${word}`);
				units.push({ kind: "word", word });
			}
		}
	}
	return units.slice(0, MAX_UNITS);
}

const quote = (token: string) => `"${token.replaceAll('"', "")}"`;

/** FTS tokens of a type or tag ("ice_cream_shop" → ["ice", "cream", "shop"]), as a phrase. */
const phraseOf = (value: string) => {
	const tokens = searchTokens(value);
	return tokens.length ? quote(tokens.join(" ")) : null;
};

/**
 * The FTS5 expression that fetches candidates for a search: any unit's terms (OR), so the ranking
 * below, not the index, decides how well each candidate fits. Words are prefixes ("dino"* finds
 * dinosaurs); concepts bring their phrases, types and tags. Null when the text has no unit.
 */
export function placeSearchFtsQuery(units: readonly QueryUnit[]): string | null {
	const terms = new Set<string>();
	for (const unit of units) {
		if (unit.kind === "word") {
			terms.add(`${quote(unit.word)}*`);
			continue;
		}
		for (const value of [unit.phrase, ...unit.concept.types, ...unit.concept.tags]) {
			const phrase = phraseOf(value);
			if (phrase) terms.add(phrase);
		}
	}
	return terms.size ? [...terms].join(" OR ") : null;
}

/**
 * The FTS5 expression for autocomplete: every typed word a prefix, all required, in the name, types
 * or tags (`{name types tags} : ("nat"* "hist"*)`); summaries would suggest places that merely
 * mention the word. Null under the 2-character minimum or without a word.
 */
export function nearbyPrefixQuery(text: string): string | null {
	if (text.trim().length < MIN_NEARBY_QUERY_LENGTH) return null;
	const tokens = searchTokens(text).slice(0, MAX_UNITS);
	if (tokens.length === 0) return null;
	return `{name types tags} : (${tokens.map((token) => `${quote(token)}*`).join(" ")})`;
}

/** What ranking needs of a place. */
export interface SearchCandidate extends LatLng {
	name: string;
	types: readonly string[];
	tags: readonly string[];
	priceLevel?: number | null;
	ages?: readonly [number, number] | readonly number[] | null;
	/** Summaries and descriptions, for words found nowhere else. */
	text?: string | null;
}

const tokenSet = (values: readonly string[]) => new Set(values.flatMap((value) => searchTokens(value)));

/** How well a candidate fits one unit (0: not at all). Name > type (primary type best) > tag > description. */
export function unitScore(unit: QueryUnit, candidate: SearchCandidate): number {
	const nameTokens = searchTokens(candidate.name);
	if (unit.kind === "word") {
		let score = 0;
		if (nameTokens.some((token) => token.startsWith(unit.word))) score += 3;
		if (tokenSet(candidate.types).has(unit.word)) score += 2.5;
		if (tokenSet(candidate.tags).has(unit.word)) score += 1.5;
		if (score === 0 && candidate.text && searchTokens(candidate.text).some((token) => token.startsWith(unit.word)))
			score += 0.5;
		return score;
	}
	const { concept, phrase } = unit;
	let score = 0;
	const phraseTokens = searchTokens(phrase);
	const conceptWords = new Set([...phraseTokens.map(singular), singular(concept.key)]);
	const typeIndex = candidate.types.findIndex((type) => concept.types.includes(type));
	if (typeIndex === 0) score += 3;
	else if (typeIndex > 0) score += 2.5;
	// The word in the name counts only without the type: for "museum", the National Gallery (a museum
	// by type) and the British Museum are equally museums, and distance decides between them.
	if (typeIndex < 0 && nameTokens.some((token) => conceptWords.has(singular(token)))) score += 3;
	// The word typed is itself the place's type ("restaurants" → restaurant, before the bakeries of "food").
	const typed = phraseTokens.map(singular).join("_");
	if (typeIndex >= 0 && candidate.types.some((type) => type === typed || type.split("_").includes(typed))) score += 1;
	if (candidate.tags.some((tag) => concept.tags.includes(tag))) score += 1.5;
	if (concept.free && candidate.priceLevel === 0) score += 1.5;
	const minAge = candidate.ages?.[0];
	if (concept.maxMinAge !== undefined && typeof minAge === "number" && minAge <= concept.maxMinAge) score += 1;
	if (score === 0 && candidate.text) {
		const text = ` ${searchTokens(candidate.text).join(" ")} `;
		if (text.includes(` ${phraseTokens.join(" ")}`)) score += 0.5;
	}
	return score;
}

export interface RankedPlace<T> {
	candidate: T;
	distanceMeters: number;
	/** Units matched (of `units.length`). */
	matched: number;
	score: number;
}

/**
 * Ranks candidates for a search: only places within the radius; places that fit every unit first;
 * among them, relevance (sum of unit scores, averaged) minus a distance penalty that grows to 1.2 at
 * the radius's edge, so the same kind of place nearer ranks first and a far name match still beats a
 * near passing mention. Partial matches fill in only when fewer than 5 places fit everything.
 */
export function rankPlaces<T extends SearchCandidate>(
	units: readonly QueryUnit[],
	candidates: readonly T[],
	center: LatLng,
	radiusMeters: number,
	limit = PLACE_SEARCH_LIMIT,
): RankedPlace<T>[] {
	if (units.length === 0) return [];
	const ranked: RankedPlace<T>[] = [];
	for (const candidate of candidates) {
		const distanceMeters = Math.round(haversineKm(center, candidate) * 1000);
		if (distanceMeters > radiusMeters) continue;
		const scores = units.map((unit) => unitScore(unit, candidate));
		const matched = scores.filter((score) => score > 0).length;
		if (matched === 0) continue;
		const relevance = scores.reduce((sum, score) => sum + score, 0) / units.length;
		ranked.push({ candidate, distanceMeters, matched, score: relevance - 1.2 * (distanceMeters / radiusMeters) });
	}
	const full = ranked.filter((entry) => entry.matched === units.length);
	const pool = full.length >= 5 ? full : ranked;
	return pool
		.sort((a, b) => b.matched - a.matched || b.score - a.score || a.distanceMeters - b.distanceMeters)
		.slice(0, limit);
}

/**
 * Ranks autocomplete candidates (already matched by every typed prefix): names that start with the
 * text, then names containing every word, then matches on types, tags or summaries; nearer first
 * within each.
 */
export function rankNearbyPredictions<T extends SearchCandidate>(
	text: string,
	candidates: readonly T[],
	center: LatLng,
	radiusMeters = NEARBY_AUTOCOMPLETE_RADIUS_METERS,
	limit = NEARBY_PREDICTION_LIMIT,
): RankedPlace<T>[] {
	const query = searchTokens(text);
	const folded = query.join(" ");
	const ranked: RankedPlace<T>[] = [];
	for (const candidate of candidates) {
		const distanceMeters = Math.round(haversineKm(center, candidate) * 1000);
		if (distanceMeters > radiusMeters) continue;
		const name = searchTokens(candidate.name);
		let score = 0;
		if (name.join(" ").startsWith(folded)) score += 3;
		if (query.every((word) => name.some((part) => part.startsWith(word)))) score += 2;
		else if (query.some((word) => name.some((part) => part.startsWith(word)))) score += 1;
		ranked.push({ candidate, distanceMeters, matched: query.length, score: score - distanceMeters / radiusMeters });
	}
	return ranked.sort((a, b) => b.score - a.score || a.distanceMeters - b.distanceMeters).slice(0, limit);
}

/** Latitude/longitude box around a circle (for an index range scan before the exact distance). */
export function boundingBox(
	center: LatLng,
	radiusMeters: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
	const dLat = radiusMeters / 111_320;
	const cos = Math.cos((center.latitude * Math.PI) / 180);
	const dLng = cos > 1e-6 ? radiusMeters / (111_320 * cos) : 180;
	return {
		minLat: Math.max(-90, center.latitude - dLat),
		maxLat: Math.min(90, center.latitude + dLat),
		minLng: Math.max(-180, center.longitude - dLng),
		maxLng: Math.min(180, center.longitude + dLng),
	};
}

/** Lowercased, accent-free text for cache keys. */
export const normalizeQuery = (text: string) => foldText(text).replace(/\s+/g, " ").trim();
