import { CATALOG_TAGS } from "../../domain/place/vocabulary-place-types";

/**
 * The vocabulary of the family-places catalog (migrations/seed/family-places/*.json): the place
 * types and tags a row may use. Shared by the data tests of the city and park destinations.
 */
export const PLACE_TYPES = [
	"park",
	"playground",
	"hiking_area",
	"national_park",
	"natural_feature",
	"beach",
	"campground",
	"museum",
	"art_gallery",
	"library",
	"aquarium",
	"zoo",
	"amusement_park",
	"water_park",
	"tourist_attraction",
	"visitor_center",
	"movie_theater",
	"bowling_alley",
	"stadium",
	"swimming_pool",
	"restaurant",
	"cafe",
	"bakery",
	"ice_cream_shop",
	"pizza_restaurant",
	"lodging",
	"hotel",
	"marina",
	"tour_agency",
	"shopping_mall",
	"store",
	"farm",
	"historical_landmark",
	"church",
	"train_station",
] as const;

/** The catalog's tags: the vocabulary's own list (domain/place/vocabulary-place-types.ts). */
export const PLACE_TAGS = CATALOG_TAGS;
