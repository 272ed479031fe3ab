import type { PhraseRule } from "./vocabulary-phrases";

/**
 * How the family travels ("we'll take the subway", "getting a cab", "public transport only", "we're
 * driving"): never a kind of place or a thing to find in one (a transit museum is no answer to "we'll
 * take the subway"). The guide's reader reads these before the kinds, longest first, as the way they
 * go; they are not part of PHRASE_RULES, so the places search reads "bus" or "train" as it always did.
 *
 * A train or a subway is also what a child loves to look at ("subway cars", "my son loves trains"):
 * those are travel only after a verb or before where it goes ("take the train", "by subway", "the
 * train to brighton"); the others are travel wherever they stand ("the tube", "a cab", "buses").
 * Hiring bikes is something to do (a park), not how they go.
 */

/** Ways of saying "we go by it" before a vehicle. */
const VERBS = [
	"take",
	"taking",
	"get",
	"getting",
	"catch",
	"catching",
	"hop on",
	"hopping on",
	"jump on",
	"jumping on",
	"use",
	"using",
	"ride",
	"riding",
	"by",
	"on",
	"via",
	"go by",
	"going by",
	"travel by",
	"travelling by",
	"traveling by",
	"get around by",
	"getting around by",
];
const DETERMINERS = ["", "the ", "a "];

/** Vehicles of public transport that are travel wherever they stand. */
const TRANSIT_ALONE = [
	"tube",
	"metro",
	"tram",
	"streetcar",
	"bus",
	"buses",
	"public transport",
	"public transit",
	"mass transit",
	"transit",
	"light rail",
	"overground",
	"dlr",
	"vaporetto",
];
/** Vehicles that are also a child's interest: travel only after a verb. */
const TRANSIT_AFTER_VERB = ["train", "subway", "underground", "rail", "local train", "commuter train"];

/** "subway from our hotel", "the train to brighton": a vehicle going somewhere is travel. */
const GOING = ["from", "to", "into", "back", "home", "there"];

const afterVerbs = (vehicles: readonly string[]) =>
	vehicles.flatMap((vehicle) => VERBS.flatMap((verb) => DETERMINERS.map((det) => `${verb} ${det}${vehicle}`)));

/**
 * "trains and buses", "the subway or a cab": a train said beside another way of travelling is travel
 * too (the reader reads "buses and trains" as travel throughout by itself).
 */
const TRANSIT_PAIRS = ["train", "trains", "subway"].flatMap((a) =>
	[...TRANSIT_ALONE, "cab", "taxi", "uber", "car"].flatMap((b) =>
		["and", "or"].flatMap((joined) => [`${a} ${joined} ${b}`, `${a} ${joined} the ${b}`, `${a} ${joined} a ${b}`]),
	),
);

export const TRAVEL_PHRASES: readonly PhraseRule[] = [
	// A vehicle that is the outing itself, not the way there (longer, so read first).
	{
		phrases: ["car museum", "motor museum", "transport museum", "transit museum", "bus museum", "tram museum"],
		categories: ["museum"],
		keyword: true,
	},
	{ phrases: ["bus tour", "open top bus", "sightseeing bus", "hop on hop off"], categories: ["attraction"] },
	{
		phrases: ["cable car", "bumper car", "race car", "racing car", "vintage car", "classic car", "toy car"],
		keyword: true,
	},
	{
		phrases: [
			...TRANSIT_ALONE,
			...afterVerbs([...TRANSIT_ALONE, ...TRANSIT_AFTER_VERB]),
			...TRANSIT_AFTER_VERB.flatMap((vehicle) => GOING.map((going) => `${vehicle} ${going}`)),
			...TRANSIT_PAIRS,
			"the underground",
			"tube it",
			"train it",
			"bus it",
			"subway it",
			"metro card",
			"oyster card",
			"travelcard",
		],
		travel: "transit",
	},
	{
		phrases: [
			"car",
			"cars",
			"hire car",
			"rental car",
			"rent a car",
			"hire a car",
			"have a car",
			"have the car",
			"got a car",
			"got the car",
			"drive",
			"driving",
			"drive there",
			"road trip",
			"car park",
			"parking",
			"uber",
			"lyft",
			"taxi",
			"taxis",
			"cab",
			"cabs",
			"minicab",
			"black cab",
			...afterVerbs(["uber", "lyft", "taxi", "cab"]),
		],
		travel: "drive",
	},
	{
		phrases: [
			"by bike",
			"by bicycle",
			"on bike",
			"on our bike",
			"on bikes",
			"bike there",
			"cycle there",
			"cycling there",
			"cycle everywhere",
			"bike everywhere",
			"cycling everywhere",
			"well cycle",
			"well bike",
			"were cycling",
			"were biking",
			"will cycle",
			"will bike",
		],
		travel: "bike",
	},
	{
		// On foot: close by, as "walking distance" is.
		phrases: [
			"walk everywhere",
			"walking everywhere",
			"walk there",
			"walking there",
			"by foot",
			"well walk",
			"we will walk",
			"well be walking",
			"were walking",
			"on foot only",
		],
		modifiers: ["walking", "nearby"],
		travel: "walk",
	},
];
