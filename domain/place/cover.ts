/**
 * Category covers: a place without a photo of its own (catalog places, OpenStreetMap places, a
 * Google place with none) shows an illustration drawn for its kind, shipped in
 * web/public/covers/places/. One rule picks it: the place's first type that names a cover.
 */
export const PLACE_COVERS = [
	"playground",
	"park",
	"nature",
	"museum",
	"zoo",
	"aquarium",
	"beach",
	"ice-cream",
	"food",
	"swimming",
	"theme-park",
	"place",
] as const;
export type PlaceCover = (typeof PLACE_COVERS)[number];

/** Google place types of somewhere to eat (the food cover). */
const EATING_PLACE_TYPES = [
	"restaurant",
	"cafe",
	"coffee_shop",
	"bakery",
	"food",
	"meal_takeaway",
	"pizza_restaurant",
	"fast_food_restaurant",
] as const;

const TYPES_OF_COVER: Record<Exclude<PlaceCover, "place">, readonly string[]> = {
	playground: ["playground"],
	park: ["park", "city_park", "garden", "botanical_garden", "dog_park", "picnic_ground", "plaza"],
	nature: [
		"national_park",
		"state_park",
		"hiking_area",
		"campground",
		"rv_park",
		"natural_feature",
		"nature_reserve",
		"lake",
		"waterfall",
		"viewpoint",
	],
	museum: [
		"museum",
		"art_gallery",
		"science_museum",
		"history_museum",
		"children_museum",
		"planetarium",
		"library",
		"cultural_center",
		"historical_landmark",
		"monument",
	],
	zoo: ["zoo", "wildlife_park", "farm", "petting_zoo", "wildlife_refuge"],
	aquarium: ["aquarium"],
	beach: ["beach"],
	"ice-cream": ["ice_cream_shop", "dessert_shop", "confectionery"],
	food: [...EATING_PLACE_TYPES, "sandwich_shop", "family_restaurant"],
	swimming: ["swimming_pool", "water_park", "lido", "splash_pad", "marina"],
	"theme-park": ["amusement_park", "theme_park", "amusement_center", "bowling_alley", "miniature_golf"],
};

const COVER_OF_TYPE = new Map<string, PlaceCover>(
	Object.entries(TYPES_OF_COVER).flatMap(([cover, types]) => types.map((type) => [type, cover as PlaceCover])),
);

/** The cover for a place's types (primary type first): the first type that names one, else "place". */
export function placeCoverFor(types: readonly string[]): PlaceCover {
	for (const type of types) {
		const cover = COVER_OF_TYPE.get(type);
		if (cover) return cover;
	}
	return "place";
}

export const placeCoverUrl = (cover: PlaceCover) => `/covers/places/${cover}.svg`;
