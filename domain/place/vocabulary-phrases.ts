/**
 * What families type, and the kinds of place and wishes it means (part of ./vocabulary.ts): the
 * shape of one phrase rule, the phrases for kinds of place (places to eat and stay in
 * ./vocabulary-food-stay-phrases.ts), and PHRASE_RULES, those with the phrases for how the family
 * wants it (./vocabulary-modifier-phrases.ts).
 */
import type { PlaceCategoryName } from "./vocabulary";
import { FOOD_AND_STAY_PHRASES } from "./vocabulary-food-stay-phrases";
import { MODIFIER_PHRASES } from "./vocabulary-modifier-phrases";
import type { PlaceModifier } from "./vocabulary-modifiers";

/** How a family travels (./vocabulary-travel-phrases.ts). */
export type TravelMode = "walk" | "transit" | "drive" | "bike";

/** What one family phrase means: kinds of place, how they want it, or both. */
export interface PhraseRule {
	/** Lowercase, accent-free, singular ("art gallery", "fish and chip"): parsers singularize what is typed. */
	phrases: readonly string[];
	categories?: readonly PlaceCategoryName[];
	modifiers?: readonly PlaceModifier[];
	/** The phrase itself is worth finding in a place's name or description ("pizza", "dinosaurs"). */
	keyword?: true;
	/** How they get there ("we'll take the subway"): no kind of place. */
	travel?: TravelMode;
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
	{
		// A thrill in the outdoors: a scramble, a summit, a trail with a challenge.
		phrases: [
			"adventurous",
			"adventure",
			"daredevil",
			"scramble",
			"rock scramble",
			"bouldering",
			"summit",
			"challenge",
		],
		categories: ["hiking"],
	},
	{ phrases: ["soft play", "indoor play", "indoor playground"], categories: ["playground"], modifiers: ["indoor"] },
	{ phrases: ["park", "garden", "green space", "botanical garden"], categories: ["park"] },
	{
		phrases: ["bike ride", "bike", "biking", "cycling", "cycle", "scooter", "scooting"],
		categories: ["park"],
		modifiers: ["outdoor"],
	},
	{
		phrases: ["nature", "nature reserve", "natural", "wilderness", "scenery", "forest", "wood", "mountain"],
		categories: ["nature"],
	},
	{
		phrases: ["hike", "hiking", "trail", "walk", "nature walk", "boardwalk", "ramble", "trek", "the walking"],
		categories: ["hiking"],
	},
	{ phrases: ["beach", "seaside", "coast", "sand", "shore"], categories: ["beach"] },
	{ phrases: ["tide pool", "tidepool", "rock pool", "rockpool"], categories: ["beach"], keyword: true },
	{ phrases: ["waterfall", "cascade"], categories: ["nature"], keyword: true },
	// A spring to swim in ("a natural spring", "the springs"); not the season, nor hot springs (above).
	{ phrases: ["natural spring", "springs", "spring fed"], categories: ["nature"], keyword: true },
	{
		phrases: ["lake", "pond", "creek", "stream", "brook", "rain forest", "rainforest", "temperate rainforest"],
		categories: ["nature"],
		keyword: true,
	},
	{ phrases: ["knight", "armour", "armor", "suit of armour", "sword"], categories: ["history"], keyword: true },
	{
		// Things children love to look at: the places whose own words name them, of any kind.
		phrases: [
			"train",
			"steam train",
			"railway",
			"railroad",
			"subway",
			"subway car",
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
			"carousel",
			"merry go round",
			"spy",
			"secret agent",
			"detective",
			"wizard",
			"harry potter",
			"hogwarts",
			"dragon",
		],
		keyword: true,
	},
	{
		// What a season shows: the places whose own words name it.
		phrases: ["cherry blossom", "blossom", "autumn leaves", "fall foliage", "fall color", "tulip", "bluebell"],
		categories: ["nature"],
		keyword: true,
	},
	{
		phrases: ["ice skating", "ice skate", "skating", "skating rink", "ice rink", "skate"],
		keyword: true,
	},
	{ phrases: ["sunrise", "sunset", "stargazing", "star gazing"], categories: ["views"], keyword: true },
	{
		phrases: ["zoo", "animal", "wildlife", "safari", "safari park", "pick your own", "creature"],
		categories: ["zoo"],
	},
	{
		// Animals to touch and feed: a farm, looked for in the places' own words (a city farm, not the zoo's lions).
		phrases: ["farm", "city farm", "petting farm", "petting zoo"],
		categories: ["zoo"],
		keyword: true,
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
			"duck",
			"swan",
			"goose",
			"squirrel",
			"pony",
			"horse",
			"goat",
			"sheep",
			"rabbit",
			"butterfly",
			"insect",
			"reptile",
			"snake",
			"lizard",
			"frog",
			"turtle",
			"crab",
			"starfish",
		],
		categories: ["zoo"],
		keyword: true,
	},
	{
		phrases: ["sealife", "aquarium", "sea life", "fish", "shark", "penguin", "marine life", "octopus"],
		categories: ["aquarium"],
	},
	...FOOD_AND_STAY_PHRASES,
	{
		phrases: [
			"theme park",
			"amusement park",
			"ride",
			"roller coaster",
			"rollercoaster",
			"funfair",
			"thrill",
			"thrilling",
			"thrill ride",
			"adrenaline",
			"coaster",
		],
		categories: ["themePark"],
	},
	// A water park is somewhere to swim before it is a park of rides: the swimming kind, whose types hold
	// water parks, so a water park is asked for and never a dry theme park.
	{ phrases: ["water park", "waterpark"], categories: ["swimming"] },
	{
		phrases: [
			"swim",
			"swimming",
			"pool",
			"lido",
			"splash pad",
			"water play",
			"paddling",
			"splash",
			"water",
			"get wet",
			"paddle",
			"in the water",
			// Water to play in, not only to swim in: splash pads, play fountains, paddling pools.
			"paddling pool",
			"wading pool",
			"wading",
			"spray park",
			"splash park",
			"splashpad",
			"sprinkler",
			"spray ground",
			"fountain",
			"play fountain",
			"splash fountain",
			"water to play in",
			"play in the water",
			"fountain to play in",
			"play in the fountain",
			"creek to play in",
			"stream to play in",
			"river to play in",
			"lake to play in",
			"play in the creek",
			"play in the stream",
			"play in the river",
			"swimming hole",
			"get soaked",
			"getting soaked",
			"dip",
			"dip their toe",
			"dip our toe",
			"cool off in the water",
			"wild swim",
			"wild swimming",
		],
		categories: ["swimming"],
	},
	{
		phrases: [
			"history",
			"historic",
			"historical",
			"castle",
			"palace",
			"landmark",
			"tower",
			"fort",
			"old cabin",
			"log cabin",
			"historic cabin",
			"pioneer",
			"homestead",
			"mill",
			"ruin",
			"memorial",
			"monument",
		],
		categories: ["history"],
	},
	{ phrases: ["library", "story time", "storytime", "bookshop", "bookstore"], categories: ["library"] },
	{
		phrases: ["shop", "shopping", "toy shop", "toy store", "toy", "market", "souvenir", "mall"],
		categories: ["shopping"],
	},
	{ phrases: ["boat", "boat trip", "cruise", "ferry", "kayak", "canoe", "river trip"], categories: ["boat"] },
	{
		phrases: [
			"view",
			"viewpoint",
			"lookout",
			"scenic",
			"overlook",
			"skyline",
			"photo",
			"instagram",
			"insta",
			"selfie",
			// Seeing something from higher up: "see it from above", "look down on the falls".
			"from above",
			"from up high",
			"from high up",
			"look down on",
			"looking down on",
			"look down over",
		],
		categories: ["views"],
	},
	{
		phrases: [
			"cinema",
			"movie",
			"film",
			"theatre",
			"theater",
			"puppet show",
			"live show",
			"musical",
			"broadway show",
			"west end show",
			"a show",
		],
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
