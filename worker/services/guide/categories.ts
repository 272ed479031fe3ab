import { conceptTypes } from "../../providers/places/search";

/**
 * The kinds of place the guide knows (museums, playgrounds, places to eat…): what a reply calls
 * them, what the places provider is searched with, and the place types and catalog tags that are
 * each kind. The request parser (./request.ts) maps families' words onto them.
 */

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
