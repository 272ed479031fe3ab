/**
 * The one vocabulary of kinds of place: which words families type mean which kind of place, and
 * which place types (Google's vocabulary, also the catalog's), catalog tags and OpenStreetMap tags
 * are that kind. The guide's categories and phrases, the catalog search's concepts, the
 * OpenStreetMap kinds, path names and the offline insights all read this table, so they agree.
 * Zod-free and pure: the SPA may import it.
 *
 * This file holds the kinds of place (the guide's categories, the search's concepts). Beside it:
 * the place types and catalog tags (./vocabulary-place-types.ts), what a place is like by its kind,
 * indoors or outdoors, busy, calm or free (./vocabulary-setting.ts), how the family wants it
 * (./vocabulary-modifiers.ts), and the phrases families type (./vocabulary-phrases.ts).
 */
import type { CatalogTag, KnownPlaceType } from "./vocabulary-place-types";

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

/** Each kind of place with its entry, in PLACE_CATEGORIES' order. */
export const categoryEntries = () =>
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
