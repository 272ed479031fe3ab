import { foldText } from "../../../domain/text";

/**
 * Family places in OpenStreetMap, by tag: which Overpass filters a kind of place is, and which
 * place types (Google's vocabulary, also the catalog's and the category covers') a tagged element
 * gets. One table both ways, so a search for "ice cream" finds `amenity=ice_cream` and the card
 * shows the ice-cream cover.
 */
interface OsmKind {
	/** Overpass tag filters, each a `nwr[...]` statement's brackets; named elements only, unless noted. */
	filters: readonly string[];
	/** Our types for an element matching the first filter's tag, primary first. */
	types: readonly string[];
	/** Words in a search that ask for this kind (folded, singular and plural). */
	words: readonly string[];
}

export const OSM_KINDS = {
	playground: {
		filters: ['["leisure"="playground"]'],
		types: ["playground", "park"],
		words: ["playground", "playgrounds", "play", "swings", "slide"],
	},
	park: {
		filters: ['["leisure"="park"]["name"]', '["leisure"="garden"]["name"]["access"!~"private|no"]'],
		types: ["park"],
		words: ["park", "parks", "garden", "gardens", "picnic", "green"],
	},
	nature: {
		filters: ['["leisure"="nature_reserve"]["name"]'],
		types: ["nature_reserve", "park"],
		words: ["nature", "reserve", "wildlife", "outdoor", "outdoors", "hiking", "hike", "walk", "walks"],
	},
	zoo: {
		filters: ['["tourism"="zoo"]["name"]', '["zoo"="petting_zoo"]["name"]'],
		types: ["zoo", "tourist_attraction"],
		words: ["zoo", "zoos", "animal", "animals", "farm", "farms", "petting"],
	},
	aquarium: {
		filters: ['["tourism"="aquarium"]["name"]'],
		types: ["aquarium", "tourist_attraction"],
		words: ["aquarium", "aquariums", "fish", "sealife"],
	},
	museum: {
		filters: ['["tourism"="museum"]["name"]'],
		types: ["museum", "tourist_attraction"],
		words: ["museum", "museums", "science", "history", "dinosaur", "dinosaurs", "indoor", "rainy", "art", "gallery"],
	},
	themePark: {
		filters: ['["tourism"="theme_park"]["name"]'],
		types: ["amusement_park", "tourist_attraction"],
		words: ["theme", "amusement", "rides", "rollercoaster", "thrills", "funfair"],
	},
	waterPark: {
		filters: ['["leisure"="water_park"]["name"]'],
		types: ["water_park", "swimming_pool"],
		words: ["waterpark", "water", "splash", "slides"],
	},
	beach: {
		filters: ['["natural"="beach"]["name"]'],
		types: ["beach"],
		words: ["beach", "beaches", "seaside", "sand", "coast"],
	},
	iceCream: {
		filters: ['["amenity"="ice_cream"]["name"]', '["shop"="ice_cream"]["name"]'],
		types: ["ice_cream_shop", "food"],
		words: ["ice", "cream", "icecream", "gelato", "dessert", "desserts", "treat", "treats", "sweet"],
	},
	swimming: {
		filters: [
			'["leisure"="swimming_pool"]["name"]["access"!~"private|no|customers"]',
			'["leisure"="sports_centre"]["sport"="swimming"]["name"]',
		],
		types: ["swimming_pool"],
		words: ["swim", "swimming", "pool", "pools", "lido", "lidos"],
	},
	food: {
		filters: ['["amenity"="restaurant"]["name"]'],
		types: ["restaurant", "food"],
		words: ["restaurant", "restaurants", "food", "eat", "lunch", "dinner", "pizza", "meal"],
	},
	cafe: {
		filters: ['["amenity"="cafe"]["name"]'],
		types: ["cafe", "food"],
		words: ["cafe", "cafes", "coffee", "snack", "snacks", "bakery", "breakfast"],
	},
	library: {
		filters: ['["amenity"="library"]["name"]'],
		types: ["library"],
		words: ["library", "libraries", "books"],
	},
	attraction: {
		filters: ['["tourism"="attraction"]["name"]'],
		types: ["tourist_attraction"],
		words: ["attraction", "attractions", "sights", "sightseeing", "landmark", "landmarks"],
	},
	viewpoint: {
		filters: ['["tourism"="viewpoint"]["name"]'],
		types: ["observation_deck", "tourist_attraction"],
		words: ["view", "views", "viewpoint", "lookout"],
	},
	cinema: {
		filters: ['["amenity"="cinema"]["name"]'],
		types: ["movie_theater"],
		words: ["cinema", "movies", "movie", "film"],
	},
	camping: {
		filters: ['["tourism"="camp_site"]["name"]'],
		types: ["campground"],
		words: ["camping", "campground", "campsite", "camp"],
	},
	hotel: {
		filters: ['["tourism"="hotel"]["name"]'],
		types: ["lodging"],
		words: ["hotel", "hotels", "stay", "lodging"],
	},
} as const satisfies Record<string, OsmKind>;

export type OsmKindName = keyof typeof OSM_KINDS;

/** What "things to do", "family", "kids" and any search naming no kind look for. */
const FAMILY_KINDS: readonly OsmKindName[] = [
	"playground",
	"park",
	"zoo",
	"aquarium",
	"museum",
	"themePark",
	"waterPark",
	"beach",
	"iceCream",
	"swimming",
];
const GENERAL_WORDS = new Set([
	"family",
	"families",
	"kid",
	"kids",
	"child",
	"children",
	"things",
	"fun",
	"activities",
	"tourist",
]);

/**
 * The kinds a search text asks for ("playgrounds near here" → playground; "ice cream" → iceCream);
 * the family set for general words; none for a name ("Colosseum"), which is searched by name.
 */
export function kindsOfQuery(query: string): OsmKindName[] {
	const words = foldText(query)
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
	const kinds = new Set<OsmKindName>();
	for (const [name, kind] of Object.entries(OSM_KINDS) as [OsmKindName, OsmKind][]) {
		if (words.some((word) => kind.words.includes(word))) kinds.add(name);
	}
	// "theme park" is not a park; "water park" neither.
	if (kinds.has("themePark") || kinds.has("waterPark")) kinds.delete("park");
	if (kinds.size === 0 && words.some((word) => GENERAL_WORDS.has(word))) return [...FAMILY_KINDS];
	return [...kinds];
}

/** Our place types for an element's tags: the first kind whose first-filter tag it carries. */
export function typesOfTags(tags: Record<string, string>): string[] {
	for (const kind of Object.values(OSM_KINDS) as OsmKind[]) {
		for (const filter of kind.filters) {
			const [, key, value] = /^\["([^"]+)"="([^"]+)"\]/.exec(filter) ?? [];
			if (key && tags[key] === value) return [...kind.types];
		}
	}
	return ["point_of_interest"];
}
