/**
 * The one vocabulary of kinds of place: which words families type mean which kind of place, and
 * which place types (Google's vocabulary, also the catalog's), catalog tags and OpenStreetMap tags
 * are that kind. The guide's categories and phrases, the catalog search's concepts, the
 * OpenStreetMap kinds, path names and the offline insights all read this table, so they agree.
 * Zod-free and pure: the SPA may import it.
 */

// ---------------------------------------------------------------------------------------------
// Place types and catalog tags

/**
 * Every place type the vocabulary knows, with the noun for one such place ("science museum").
 * Google's types, the catalog's (a subset) and the few OpenStreetMap gives (`nature_reserve`).
 * A type outside this list ("point_of_interest") says nothing about the kind of place.
 */
export const PLACE_TYPE_WORDS = {
	museum: "museum",
	art_gallery: "art gallery",
	art_museum: "art museum",
	science_museum: "science museum",
	history_museum: "history museum",
	childrens_museum: "children's museum",
	planetarium: "planetarium",
	zoo: "zoo",
	aquarium: "aquarium",
	farm: "farm",
	wildlife_park: "wildlife park",
	wildlife_refuge: "wildlife refuge",
	park: "park",
	city_park: "park",
	playground: "playground",
	dog_park: "dog park",
	national_park: "national park",
	state_park: "state park",
	garden: "garden",
	botanical_garden: "botanical garden",
	nature_reserve: "nature reserve",
	picnic_ground: "picnic spot",
	beach: "beach",
	hiking_area: "hiking area",
	natural_feature: "natural landmark",
	campground: "campground",
	rv_park: "RV park",
	restaurant: "restaurant",
	pizza_restaurant: "pizza restaurant",
	fast_food_restaurant: "quick-bite spot",
	american_restaurant: "restaurant",
	italian_restaurant: "Italian restaurant",
	meal_takeaway: "takeaway",
	food: "place to eat",
	food_court: "food court",
	cafe: "café",
	coffee_shop: "café",
	tea_house: "tea room",
	bakery: "bakery",
	ice_cream_shop: "ice-cream shop",
	dessert_shop: "dessert shop",
	candy_store: "sweet shop",
	lodging: "place to stay",
	hotel: "hotel",
	motel: "motel",
	resort_hotel: "resort",
	bed_and_breakfast: "B&B",
	tourist_attraction: "attraction",
	amusement_park: "amusement park",
	water_park: "water park",
	swimming_pool: "swimming pool",
	historical_landmark: "historic landmark",
	historical_place: "historic site",
	castle: "castle",
	monument: "monument",
	visitor_center: "visitor center",
	library: "library",
	book_store: "bookshop",
	movie_theater: "cinema",
	theater: "theatre",
	performing_arts_theater: "theatre",
	bowling_alley: "bowling alley",
	stadium: "stadium",
	store: "shop",
	toy_store: "toy shop",
	gift_shop: "gift shop",
	market: "market",
	shopping_mall: "shopping centre",
	marina: "marina",
	boat_tour_agency: "boat tour",
	tour_agency: "tour operator",
	observation_deck: "viewpoint",
	church: "church",
	train_station: "train station",
} as const satisfies Record<string, string>;

type KnownPlaceType = keyof typeof PLACE_TYPE_WORDS;

/** The catalog's tags (migrations/seed/family-places): what a catalog place may be tagged with. */
export const CATALOG_TAGS = [
	"indoor",
	"outdoor",
	"rainy-day",
	"free",
	"free-with-park-entry",
	"toddler-friendly",
	"stroller-friendly",
	"accessible",
	"swimming",
	"hiking",
	"wildlife",
	"animals",
	"science",
	"history",
	"art",
	"play",
	"food",
	"snacks",
	"picnic",
	"camping",
	"lodging",
	"water",
	"boat",
	"beach",
	"views",
	"educational",
	"seasonal",
	"reservations",
] as const;

type CatalogTag = (typeof CATALOG_TAGS)[number];

// ---------------------------------------------------------------------------------------------
// Kinds of place (the guide's categories, the search's concepts)

/** Indoors whatever the weather, outdoors, or either (null: a restaurant, a pool, a viewpoint). */
export type PlaceSetting = "indoor" | "outdoor";

/** One OpenStreetMap tag filter and the place types an element carrying it gets, primary first. */
export interface OsmTag {
	/** An Overpass `nwr[...]` statement's brackets; its first bracket is the tag itself. */
	filter: string;
	types: readonly string[];
}

export interface PlaceCategory {
	/** Stable key ("ice-cream"): the search concept's key, in logs and tests. */
	key: string;
	/** Plural words for replies and status lines ("museums", "places to eat"). */
	label: string;
	/** Text a places provider is searched with. */
	query: string;
	/** Place types that are this kind of place (known ones: PLACE_TYPE_WORDS). */
	types: readonly string[];
	/** Catalog tags that are this kind of place (CATALOG_TAGS). */
	tags: readonly string[];
	/** Indoors or outdoors for every one of its types; null when it can be either. */
	setting: PlaceSetting | null;
	/** The kids' ages it usually suits [min, max], when narrower than all ages. */
	ages?: readonly [number, number];
	/** OpenStreetMap tags of this kind (named elements only, unless a filter says otherwise). */
	osm: readonly OsmTag[];
	/** Part of what a search naming no kind ("things to do with kids") looks for. */
	familyMix?: true;
}

const category = (
	key: string,
	label: string,
	query: string,
	types: readonly KnownPlaceType[],
	more: Partial<Omit<PlaceCategory, "key" | "label" | "query" | "types" | "tags">> & {
		tags?: readonly CatalogTag[];
	} = {},
): PlaceCategory => ({ key, label, query, types, tags: [], setting: null, osm: [], ...more });

const osmTag = (filter: string, ...types: KnownPlaceType[]): OsmTag => ({ filter, types });

/** The kinds of place, in the order a type's own category is found (see `categoryOfPlaceType`). */
export const PLACE_CATEGORIES = {
	museum: category(
		"museum",
		"museums",
		"museum",
		["museum", "art_gallery", "science_museum", "history_museum", "childrens_museum"],
		{
			setting: "indoor",
			osm: [osmTag('["tourism"="museum"]["name"]', "museum", "tourist_attraction")],
			familyMix: true,
		},
	),
	science: category("science", "science spots", "science", ["science_museum", "planetarium"], {
		tags: ["science"],
		setting: "indoor",
	}),
	art: category("art", "art spots", "art gallery", ["art_gallery", "art_museum"], {
		tags: ["art"],
		setting: "indoor",
	}),
	playground: category("playground", "playgrounds", "playground", ["playground"], {
		tags: ["play"],
		setting: "outdoor",
		ages: [0, 11],
		osm: [osmTag('["leisure"="playground"]', "playground", "park")],
		familyMix: true,
	}),
	park: category(
		"park",
		"parks",
		"park",
		["park", "city_park", "state_park", "garden", "botanical_garden", "dog_park", "picnic_ground"],
		{
			setting: "outdoor",
			osm: [
				osmTag('["leisure"="park"]["name"]', "park"),
				osmTag('["leisure"="garden"]["name"]["access"!~"private|no"]', "garden", "park"),
			],
			familyMix: true,
		},
	),
	hiking: category("hiking", "family walks and hikes", "hiking trail", ["hiking_area"], {
		tags: ["hiking"],
		setting: "outdoor",
	}),
	beach: category("beach", "beaches", "beach", ["beach"], {
		tags: ["beach"],
		setting: "outdoor",
		osm: [osmTag('["natural"="beach"]["name"]', "beach")],
		familyMix: true,
	}),
	nature: category(
		"nature",
		"nature spots",
		"nature",
		["natural_feature", "nature_reserve", "hiking_area", "national_park", "park", "garden", "beach"],
		{
			tags: ["wildlife", "views", "hiking"],
			setting: "outdoor",
			osm: [osmTag('["leisure"="nature_reserve"]["name"]', "nature_reserve", "park")],
		},
	),
	zoo: category("zoo", "animal encounters", "zoo", ["zoo", "farm", "wildlife_park", "wildlife_refuge"], {
		tags: ["animals", "wildlife"],
		setting: "outdoor",
		osm: [
			osmTag('["tourism"="zoo"]["name"]', "zoo", "tourist_attraction"),
			osmTag('["zoo"="petting_zoo"]["name"]', "zoo", "farm"),
		],
		familyMix: true,
	}),
	aquarium: category("aquarium", "aquariums", "aquarium", ["aquarium"], {
		setting: "indoor",
		osm: [osmTag('["tourism"="aquarium"]["name"]', "aquarium", "tourist_attraction")],
		familyMix: true,
	}),
	cafe: category("cafe", "cafés and snack stops", "cafe", ["cafe", "coffee_shop", "bakery", "tea_house"], {
		tags: ["snacks"],
		osm: [osmTag('["amenity"="cafe"]["name"]', "cafe", "food")],
	}),
	iceCream: category("ice-cream", "sweet treats", "ice cream", ["ice_cream_shop", "dessert_shop", "candy_store"], {
		osm: [
			osmTag('["amenity"="ice_cream"]["name"]', "ice_cream_shop", "food"),
			osmTag('["shop"="ice_cream"]["name"]', "ice_cream_shop", "food"),
		],
		familyMix: true,
	}),
	food: category(
		"food",
		"family-friendly places to eat",
		"restaurant",
		[
			"restaurant",
			"pizza_restaurant",
			"fast_food_restaurant",
			"american_restaurant",
			"italian_restaurant",
			"meal_takeaway",
			"food",
			"food_court",
			"cafe",
			"bakery",
		],
		{ tags: ["food"], osm: [osmTag('["amenity"="restaurant"]["name"]', "restaurant", "food")] },
	),
	lodging: category(
		"lodging",
		"family stays",
		"hotel",
		["lodging", "hotel", "motel", "resort_hotel", "bed_and_breakfast"],
		{
			tags: ["lodging"],
			osm: [osmTag('["tourism"="hotel"]["name"]', "lodging")],
		},
	),
	themePark: category("theme-park", "rides and thrills", "theme park", ["amusement_park", "water_park"], {
		setting: "outdoor",
		ages: [3, 18],
		osm: [osmTag('["tourism"="theme_park"]["name"]', "amusement_park", "tourist_attraction")],
		familyMix: true,
	}),
	swimming: category("swimming", "places to swim", "swimming", ["swimming_pool", "water_park"], {
		tags: ["swimming"],
		osm: [
			osmTag('["leisure"="swimming_pool"]["name"]["access"!~"private|no|customers"]', "swimming_pool"),
			osmTag('["leisure"="sports_centre"]["sport"="swimming"]["name"]', "swimming_pool"),
			// A water park is a place to swim too ("water park" asks for this kind).
			osmTag('["leisure"="water_park"]["name"]', "water_park", "swimming_pool"),
		],
		familyMix: true,
	}),
	history: category(
		"history",
		"history stops",
		"history",
		["historical_landmark", "historical_place", "castle", "monument"],
		{ tags: ["history"] },
	),
	library: category("library", "libraries and bookshops", "library", ["library", "book_store"], {
		setting: "indoor",
		osm: [osmTag('["amenity"="library"]["name"]', "library")],
	}),
	shopping: category("shopping", "shops", "shopping", ["shopping_mall", "store", "toy_store", "market", "gift_shop"]),
	boat: category("boat", "boat trips", "boat", ["marina", "boat_tour_agency", "tour_agency"], {
		tags: ["boat"],
		setting: "outdoor",
	}),
	views: category("views", "viewpoints", "views", ["observation_deck"], {
		tags: ["views"],
		osm: [osmTag('["tourism"="viewpoint"]["name"]', "observation_deck", "tourist_attraction")],
	}),
	movies: category("movies", "shows and cinemas", "cinema", ["movie_theater", "theater", "performing_arts_theater"], {
		setting: "indoor",
		osm: [osmTag('["amenity"="cinema"]["name"]', "movie_theater")],
	}),
	camping: category("camping", "campgrounds", "campground", ["campground", "rv_park"], {
		tags: ["camping"],
		setting: "outdoor",
		osm: [osmTag('["tourism"="camp_site"]["name"]', "campground")],
	}),
	attraction: category(
		"attraction",
		"family sights",
		"tourist attraction",
		["tourist_attraction", "historical_landmark", "visitor_center"],
		{
			osm: [osmTag('["tourism"="attraction"]["name"]', "tourist_attraction")],
		},
	),
} as const satisfies Record<string, PlaceCategory>;

export type PlaceCategoryName = keyof typeof PLACE_CATEGORIES;

/**
 * Categories without OpenStreetMap tags of their own, and the category searched there instead
 * ("hiking" → nature reserves, "science" → museums).
 */
export const OSM_STAND_INS: Partial<Record<PlaceCategoryName, PlaceCategoryName>> = {
	science: "museum",
	art: "museum",
	hiking: "nature",
	history: "attraction",
};

export const PLACE_CATEGORY_NAMES = Object.keys(PLACE_CATEGORIES) as PlaceCategoryName[];

const categoryEntries = () =>
	PLACE_CATEGORY_NAMES.map((name) => [name, PLACE_CATEGORIES[name] as PlaceCategory] as const);

/** A type's own category: the first in PLACE_CATEGORIES that lists it ("science_museum" → museum). */
const CATEGORY_OF_TYPE = new Map<string, PlaceCategoryName>();
for (const [name, entry] of categoryEntries()) {
	for (const type of entry.types) if (!CATEGORY_OF_TYPE.has(type)) CATEGORY_OF_TYPE.set(type, name);
}

/** The category a place type belongs to first ("ice_cream_shop" → iceCream), or null for an unknown type. */
export function categoryOfPlaceType(type: string): PlaceCategoryName | null {
	return CATEGORY_OF_TYPE.get(type) ?? null;
}

/** The category of a place's types: its first type that has one (primary type first), or null. */
export function categoryOfPlace(types: readonly string[]): PlaceCategoryName | null {
	for (const type of types) {
		const name = categoryOfPlaceType(type);
		if (name) return name;
	}
	return null;
}

// ---------------------------------------------------------------------------------------------
// Indoors and outdoors: one definition

/** Indoor types that are not an indoor category's own (a mall is a shop, a bowling alley a game). */
const MORE_INDOOR_TYPES: readonly KnownPlaceType[] = ["shopping_mall", "toy_store", "bowling_alley"];

const typesOfSetting = (setting: PlaceSetting) =>
	new Set<string>(categoryEntries().flatMap(([, entry]) => (entry.setting === setting ? entry.types : [])));

/** Place types that are indoors whatever the weather: the indoor categories' types and a few more. */
export const INDOOR_TYPES: ReadonlySet<string> = new Set([...typesOfSetting("indoor"), ...MORE_INDOOR_TYPES]);
/** Place types that are outdoors: the outdoor categories' types. Never also indoor. */
export const OUTDOOR_TYPES: ReadonlySet<string> = typesOfSetting("outdoor");
/** Catalog tags that say indoors ("rainy-day": a rainy-day plan is under a roof). */
const INDOOR_TAGS: readonly CatalogTag[] = ["indoor", "rainy-day"];
const OUTDOOR_TAGS: readonly CatalogTag[] = ["outdoor"];

/**
 * Where a place is: its tags first (a soft play is a playground tagged indoor), else its first
 * type that has a setting; "both" when the tags say both; null when nothing says.
 */
export function placeSetting(place: {
	types: readonly string[];
	tags?: readonly string[] | null;
}): PlaceSetting | "both" | null {
	const tags = place.tags ?? [];
	const indoor = tags.some((tag) => (INDOOR_TAGS as readonly string[]).includes(tag));
	const outdoor = tags.some((tag) => (OUTDOOR_TAGS as readonly string[]).includes(tag));
	if (indoor && outdoor) return "both";
	if (indoor) return "indoor";
	if (outdoor) return "outdoor";
	for (const type of place.types) {
		if (INDOOR_TYPES.has(type)) return "indoor";
		if (OUTDOOR_TYPES.has(type)) return "outdoor";
	}
	return null;
}

/** Where a place is, as a yes or no each: indoors (or both), outdoors (or both, or nothing says: a landmark, a square). */
export const isIndoorPlace = (place: { types: readonly string[]; tags?: readonly string[] | null }) => {
	const setting = placeSetting(place);
	return setting === "indoor" || setting === "both";
};
export const isOutdoorPlace = (place: { types: readonly string[]; tags?: readonly string[] | null }) =>
	placeSetting(place) !== "indoor";

// ---------------------------------------------------------------------------------------------
// Busy, calm and free: one definition each

/** Kinds that are busy and loud by what they are: theme parks, water parks, malls, stadiums, clubs. */
const BUSY_TYPES: ReadonlySet<string> = new Set([
	"amusement_park",
	"water_park",
	"shopping_mall",
	"stadium",
	"night_club",
]);
/** Busy by its kind (a place's own words may say so too: the guide's place facts read them). */
export const isBusyKind = (place: { types: readonly string[] }) => place.types.some((type) => BUSY_TYPES.has(type));

/** Kinds that are calm by what they are (by a place's first type: a playground in a park is a playground). */
export const QUIET_TYPES: ReadonlySet<string> = new Set([
	"park",
	"garden",
	"botanical_garden",
	"library",
	"natural_feature",
	"hiking_area",
	"beach",
	"art_gallery",
]);

/** Catalog tags that say free to get in ("free-with-park-entry": nothing beyond the park's own pass). */
const FREE_TAGS: readonly CatalogTag[] = ["free", "free-with-park-entry"];

/**
 * Free to get in by the place's data: a free tag or Google's price level 0. (A place's own words may
 * say so too, unless they also name a price: the guide's place facts read them.)
 */
export const isFreeByData = (place: { tags?: readonly string[] | null; priceLevel?: number | null }) =>
	(place.tags ?? []).some((tag) => (FREE_TAGS as readonly string[]).includes(tag)) || place.priceLevel === 0;

// ---------------------------------------------------------------------------------------------
// Modifiers: how the family wants it

/**
 * How the family wants it: each changes the search radius, the filters or the ranking (the guide's
 * request, worker/services/guide/request.ts): the setting and the weather (indoor, outdoor, cool:
 * out of the heat), cost (free, cheap), distance (nearby, here: the map centre, walking), needs
 * (quiet, noise: no loud place, nap, picnic, stroller, accessible, toilets, rest), how long (short,
 * long), the time of day, and asking back (more like that, again).
 */
export const PLACE_MODIFIERS = [
	"toddler",
	"teen",
	"indoor",
	"outdoor",
	"cool",
	"free",
	"cheap",
	"nearby",
	"here",
	"walking",
	"quiet",
	"noise",
	"nap",
	"picnic",
	"stroller",
	"accessible",
	"toilets",
	"rest",
	"short",
	"long",
	"morning",
	"afternoon",
	"evening",
	"more",
	"again",
] as const;
export type PlaceModifier = (typeof PLACE_MODIFIERS)[number];

/** What a place needs to fit a modifier (any of these), for the modifiers a place itself can show. */
export interface ModifierMatch {
	types: readonly string[];
	tags: readonly string[];
	/** Also places known to be free (price level 0). */
	free?: true;
	/** Also places whose youngest suitable age is at most this. */
	maxMinAge?: number;
}

/**
 * The modifiers a place can show by its types, tags, price or ages. "teen" and "nearby" are about
 * the family and the distance, not the place: they have none.
 */
export const MODIFIER_MATCHES: Partial<Record<PlaceModifier, ModifierMatch>> = {
	toddler: { types: [], tags: ["toddler-friendly"], maxMinAge: 2 },
	indoor: { types: [...INDOOR_TYPES], tags: INDOOR_TAGS },
	outdoor: { types: [...OUTDOOR_TYPES], tags: OUTDOOR_TAGS },
	free: { types: [], tags: FREE_TAGS, free: true },
	cheap: { types: [], tags: FREE_TAGS, free: true },
	quiet: { types: [...QUIET_TYPES], tags: [] },
	picnic: { types: ["picnic_ground"], tags: ["picnic"] },
	stroller: { types: [], tags: ["stroller-friendly"] },
	accessible: { types: [], tags: ["accessible"] },
};

export { PHRASE_RULES } from "./vocabulary-phrases";
