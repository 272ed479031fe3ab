import type { PlaceCategoryName, PlaceModifier } from "./vocabulary";
import { MODIFIER_PHRASES } from "./vocabulary-modifier-phrases";

/** What one family phrase means: kinds of place, how they want it, or both. */
export interface PhraseRule {
	/** Lowercase, accent-free, singular ("art gallery", "fish and chip"): parsers singularize what is typed. */
	phrases: readonly string[];
	categories?: readonly PlaceCategoryName[];
	modifiers?: readonly PlaceModifier[];
	/** The phrase itself is worth finding in a place's name or description ("pizza", "dinosaurs"). */
	keyword?: true;
}

/** Phrases for kinds of place. */
const KIND_PHRASES: readonly PhraseRule[] = [
	// Categories
	{ phrases: ["museum", "gallery", "exhibit", "exhibition"], categories: ["museum"] },
	{
		phrases: [
			"science",
			"stem",
			"space",
			"planetarium",
			"experiment",
			"robot",
			"hands on science",
			"educational",
			"learning",
			"interactive",
			"discovery",
		],
		categories: ["science", "museum"],
	},
	{ phrases: ["dinosaur", "dino", "fossil", "t rex"], categories: ["science", "museum"], keyword: true },
	{
		phrases: ["geyser", "hot spring", "thermal", "mud pot", "fumarole", "sulfur", "sulphur", "geyser basin"],
		categories: ["nature"],
		keyword: true,
	},
	{ phrases: ["art", "painting", "sculpture", "art gallery"], categories: ["art", "museum"] },
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
			"climb",
			"climbing",
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
		phrases: ["nature", "nature reserve", "natural", "wilderness", "scenery", "lake", "forest", "wood", "mountain"],
		categories: ["nature"],
	},
	{
		phrases: ["hike", "hiking", "trail", "walk", "nature walk", "boardwalk", "ramble", "trek"],
		categories: ["hiking"],
	},
	{ phrases: ["beach", "seaside", "coast", "sand", "shore"], categories: ["beach"] },
	{ phrases: ["tide pool", "tidepool", "rock pool", "rockpool"], categories: ["beach"], keyword: true },
	{ phrases: ["waterfall", "cascade"], categories: ["nature"], keyword: true },
	{
		// Things children love to look at: the places whose own words name them, of any kind.
		phrases: [
			"train",
			"steam train",
			"railway",
			"locomotive",
			"plane",
			"aeroplane",
			"airplane",
			"aircraft",
			"rocket",
			"astronaut",
			"fire engine",
			"tractor",
			"submarine",
			"pirate",
			"mermaid",
			"princess",
			"fairy",
			"superhero",
			"lego",
		],
		keyword: true,
	},
	{
		phrases: [
			"zoo",
			"animal",
			"wildlife",
			"petting zoo",
			"safari",
			"safari park",
			"petting farm",
			"pick your own",
			"farm",
			"city farm",
			"creature",
		],
		categories: ["zoo"],
	},
	{
		// Animals families come to see: the places whose own words name them.
		phrases: [
			"bird",
			"bear",
			"bison",
			"elk",
			"moose",
			"deer",
			"wolf",
			"whale",
			"dolphin",
			"seal",
			"sea lion",
			"manatee",
			"otter",
			"giraffe",
			"elephant",
			"gorilla",
			"tiger",
			"lion",
			"puffin",
			"pelican",
		],
		categories: ["zoo"],
		keyword: true,
	},
	{
		phrases: ["sealife", "aquarium", "sea life", "fish", "shark", "penguin", "marine life", "octopus"],
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
			"hangry",
			"starving",
			"starved",
			"famished",
			"peckish",
			"grab a bite",
			"bite to eat",
			"something to eat",
			"feed the kid",
			"feed them",
			"refuel",
			"dining",
			"supper",
			"place to eat",
			"family dining",
		],
		categories: ["food"],
	},
	{
		phrases: ["pizza", "burger", "pancake", "noodle", "sushi", "taco", "fish and chip", "hot dog"],
		categories: ["food"],
		keyword: true,
	},
	{
		phrases: [
			"cafe",
			"coffee",
			"snack",
			"bakery",
			"cake",
			"pastry",
			"tea",
			"afternoon tea",
			"croissant",
			"hot chocolate",
			"hot drink",
			"cuppa",
		],
		categories: ["cafe"],
	},
	{
		phrases: ["ice cream", "icecream", "gelato", "dessert", "sweet treat", "frozen yogurt", "treat"],
		categories: ["iceCream"],
	},
	{
		phrases: [
			"hotel",
			"stay over",
			"can we stay",
			"could we stay",
			"should we stay",
			"stay the night",
			"where to stay",
			"place to stay",
			"somewhere to stay",
			"lodging",
			"lodge",
			"accommodation",
			"motel",
			"resort",
			"cabin",
			"where to sleep",
			"do we sleep",
			"can we sleep",
			"place to sleep",
			"somewhere to sleep",
		],
		categories: ["lodging"],
	},
	{
		phrases: [
			"theme park",
			"amusement park",
			"ride",
			"roller coaster",
			"rollercoaster",
			"waterpark",
			"funfair",
			"thrill",
			"water park",
			"coaster",
		],
		categories: ["themePark"],
	},
	{
		phrases: ["swim", "swimming", "pool", "lido", "splash pad", "water play", "paddling", "splash"],
		categories: ["swimming"],
	},
	{
		phrases: ["history", "historic", "historical", "castle", "palace", "landmark", "knight", "tower", "fort"],
		categories: ["history"],
	},
	{ phrases: ["library", "story time", "storytime", "bookshop", "bookstore"], categories: ["library"] },
	{
		phrases: ["shop", "shopping", "toy shop", "toy store", "toy", "market", "souvenir", "mall"],
		categories: ["shopping"],
	},
	{ phrases: ["boat", "boat trip", "cruise", "ferry", "kayak", "canoe", "river trip"], categories: ["boat"] },
	{
		phrases: ["view", "viewpoint", "lookout", "scenic", "overlook", "skyline", "photo", "instagram", "insta", "selfie"],
		categories: ["views"],
	},
	{
		phrases: ["cinema", "movie", "film", "theatre", "theater", "puppet show", "live show", "musical"],
		categories: ["movies"],
	},
	{ phrases: ["camping", "campground", "campsite", "camp"], categories: ["camping"] },
	{
		phrases: ["attraction", "sight", "sightseeing", "must see", "tour", "iconic"],
		categories: ["attraction"],
	},
];

/**
 * The synonym map: what families type → categories and modifiers (part of ./vocabulary). The
 * parsers match the longest phrase first, so "theme park" is not a park, "soft play" is an indoor
 * playground and "walking distance" is not a hike. Left out on purpose: "show" ("show me…"),
 * "book" ("do we need to book?"), "sweet" ("a sweet little museum") and "things to do" (a
 * general ask, answered with the family mix).
 */
export const PHRASE_RULES: readonly PhraseRule[] = [...KIND_PHRASES, ...MODIFIER_PHRASES];
