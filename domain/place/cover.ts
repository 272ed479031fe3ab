import { foldText } from "../text";

/**
 * Category covers: a place without a photo of its own (catalog places, OpenStreetMap places, a
 * Google place with none) shows an illustration drawn for its kind, shipped in
 * web/public/covers/places/. One rule picks it (placeCoverFor): the place's first type that names
 * a cover; a broad one (a museum, a park, a sight) is then made exact by the words of its name
 * ("Natural History", "Palace", "Transport", "Gardens") and, for a museum, by its tags (science,
 * art). A beach far from the tropics is a temperate coast, not palms (seasideCover).
 */
export const PLACE_COVERS = [
	"playground",
	"park",
	"garden",
	"nature",
	"mountain",
	"lake",
	"museum",
	"science",
	"natural-history",
	"art",
	"palace",
	"transport",
	"zoo",
	"aquarium",
	"beach",
	"coast",
	"ice-cream",
	"food",
	"swimming",
	"theme-park",
	"city-square",
	"place",
] as const;
export type PlaceCover = (typeof PLACE_COVERS)[number];

/** Palms and warm sand within this many degrees of the equator; a cool coast (cliffs, a lighthouse) beyond. */
const PALM_LATITUDE_LIMIT = 35;

/** The seaside picture at a latitude: "beach" (palms) near the tropics, "coast" elsewhere; "beach" when unknown. */
export function seasideCover(latitude: number | null | undefined): "beach" | "coast" {
	return latitude != null && Math.abs(latitude) > PALM_LATITUDE_LIMIT ? "coast" : "beach";
}

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

type TypedCover = Exclude<PlaceCover, "place" | "coast">;

const TYPES_OF_COVER: Record<TypedCover, readonly string[]> = {
	playground: ["playground"],
	park: ["park", "city_park", "dog_park", "picnic_ground"],
	garden: ["garden", "botanical_garden", "arboretum"],
	nature: [
		"national_park",
		"state_park",
		"hiking_area",
		"campground",
		"rv_park",
		"natural_feature",
		"nature_reserve",
		"viewpoint",
	],
	mountain: ["mountain_peak", "ski_resort"],
	lake: ["lake", "waterfall"],
	museum: [
		"museum",
		"history_museum",
		"children_museum",
		"library",
		"cultural_center",
		"historical_landmark",
		"monument",
	],
	science: ["science_museum", "planetarium", "observatory"],
	"natural-history": ["natural_history_museum"],
	art: ["art_gallery", "art_museum"],
	palace: ["castle", "palace", "fort"],
	transport: ["transport_museum", "train_station", "heritage_railway"],
	zoo: ["zoo", "wildlife_park", "farm", "petting_zoo", "wildlife_refuge"],
	aquarium: ["aquarium"],
	beach: ["beach"],
	"ice-cream": ["ice_cream_shop", "dessert_shop", "confectionery"],
	food: [...EATING_PLACE_TYPES, "sandwich_shop", "family_restaurant"],
	swimming: ["swimming_pool", "water_park", "lido", "splash_pad", "marina"],
	"theme-park": ["amusement_park", "theme_park", "amusement_center", "bowling_alley", "miniature_golf"],
	"city-square": ["plaza", "town_square"],
};

const COVER_OF_TYPE = new Map<string, TypedCover>(
	Object.entries(TYPES_OF_COVER).flatMap(([cover, types]) => types.map((type) => [type, cover as TypedCover])),
);

type BroadCover = "museum" | "park" | "nature" | "place";
const SIGHTS: readonly BroadCover[] = ["museum", "place"];
const GREEN: readonly BroadCover[] = ["park", "nature", "place"];

/**
 * Words of a name that say more than a broad type, in order (the first that matches wins), each
 * with the broad covers it may refine: "Castle Pub" stays food, "Covent Garden" (a sight) is no garden.
 */
const NAME_WORDS: readonly { cover: TypedCover; words: readonly string[]; refines: readonly BroadCover[] }[] = [
	{
		cover: "natural-history",
		words: ["natural history", "dinosaur", "dinosaurs", "fossil", "fossils"],
		refines: SIGHTS,
	},
	{
		cover: "transport",
		words: [
			"transport",
			"transportation",
			"railway",
			"railroad",
			"trains",
			"tram",
			"trams",
			"locomotive",
			"aviation",
			"motor",
		],
		refines: SIGHTS,
	},
	{
		cover: "science",
		words: ["science", "sciences", "planetarium", "observatory", "exploratorium", "technology"],
		refines: SIGHTS,
	},
	{ cover: "art", words: ["art", "arts", "gallery", "galleries"], refines: SIGHTS },
	{
		cover: "palace",
		words: ["palace", "castle", "chateau", "schloss", "fortress", "citadel"],
		refines: [...SIGHTS, "park"],
	},
	{ cover: "aquarium", words: ["aquarium", "sea life"], refines: SIGHTS },
	{ cover: "zoo", words: ["zoo", "safari", "farm"], refines: [...GREEN] },
	{ cover: "garden", words: ["garden", "gardens", "botanic", "botanical", "arboretum"], refines: ["park", "nature"] },
	{ cover: "city-square", words: ["square", "piazza", "plaza", "platz", "place de"], refines: ["place", "park"] },
	{ cover: "mountain", words: ["mount", "mountain", "peak", "fell"], refines: GREEN },
	{ cover: "lake", words: ["lake", "loch", "lago", "reservoir"], refines: GREEN },
	{ cover: "beach", words: ["beach", "cove", "sands"], refines: GREEN },
];

/** A museum's tags that name its kind when neither its types nor its name do. */
const MUSEUM_TAGS: readonly [string, TypedCover][] = [
	["science", "science"],
	["art", "art"],
];

const isBroad = (cover: TypedCover | "place"): cover is BroadCover =>
	cover === "museum" || cover === "park" || cover === "nature" || cover === "place";

/** " natural history museum " — folded words between spaces, so a phrase matches whole words only. */
const spacedWords = (name: string) =>
	` ${foldText(name)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.join(" ")} `;

function exactCover(broad: BroadCover, name: string, tags: readonly string[]): TypedCover | "place" {
	const words = spacedWords(name);
	const named = NAME_WORDS.find(
		(rule) => rule.refines.includes(broad) && rule.words.some((word) => words.includes(` ${word} `)),
	);
	if (named) return named.cover;
	if (broad === "museum") return MUSEUM_TAGS.find(([tag]) => tags.includes(tag))?.[1] ?? broad;
	return broad;
}

/** What the cover rule reads of a place: its types (primary first), and where known its name, tags and latitude. */
export interface CoverSubject {
	types: readonly string[];
	name?: string;
	tags?: readonly string[];
	latitude?: number | null;
}

/**
 * The cover for a place: its first type that names one (else "place"); a broad one (museum, park,
 * nature, place) made exact by its name's words, then a museum by its tags; a beach by its latitude.
 */
export function placeCoverFor(place: CoverSubject): PlaceCover {
	const typed = place.types.map((type) => COVER_OF_TYPE.get(type)).find((cover) => cover !== undefined) ?? "place";
	const cover = isBroad(typed) ? exactCover(typed, place.name ?? "", place.tags ?? []) : typed;
	return cover === "beach" ? seasideCover(place.latitude) : cover;
}

export const placeCoverUrl = (cover: PlaceCover) => `/covers/places/${cover}.svg`;
