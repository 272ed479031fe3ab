import type { Example, IntentRow } from "../../../types";
import { namesNoKind } from "../words";
import { ACCESS, AVOIDED, TRAVEL, WATER } from "./kind-said-loosely";

/**
 * The find-kind row: a message that names a kind of place (or avoids one) and asks nothing else is a
 * find of that kind, at the lowest priority of the finds. Its examples here are the kinds, places,
 * areas, views and foods it reads, two kinds asked as "X or Y", and a parent's slips; the ones said
 * loosely (a kind avoided, how they travel, water to splash in, a buggy or steps) are in
 * `kind-said-loosely.ts`.
 */

/** "X or Y" of two kinds is a find of both, not a comparison. */
const EITHER: Example[] = [
	{
		say: "geysers or hot springs that are stroller friendly",
		expect: { intent: "find", words: ["geyser", "hot spring"], needs: ["stroller"] },
	},
	{ say: "a museum or an aquarium for a rainy day", expect: { intent: "find", kinds: ["museum", "aquarium"] } },
	{ say: "museum or aquarium for a rainy day?", expect: { intent: "find", kinds: ["museum", "aquarium"] } },
	{ say: "a zoo or a farm for a 3 year old", expect: { intent: "find", kinds: ["zoo"] } },
	{ say: "playground or park near the hotel?", expect: { intent: "find", kinds: ["playground", "park"] } },
	{ say: "a park or a beach with a cafe", expect: { intent: "find", kinds: ["park", "beach"] } },
	{ say: "castles or palaces the kids will like", expect: { intent: "find", kinds: ["history"] } },
	{
		say: "zoo or aquarium thats ok with a buggy?",
		expect: { intent: "find", kinds: ["zoo", "aquarium"], needs: ["stroller"] },
	},
	{ say: "museums or galleries good for a 4 year old?", expect: { intent: "find", kinds: ["museum"] } },
	{
		say: "hot springs or waterfalls we can reach with a pushchair",
		expect: { intent: "find", words: ["hot spring", "waterfall"], needs: ["stroller"] },
	},
	{ say: "beaches or lakes where the kids can swim?", expect: { intent: "find", kinds: ["beach"] } },
	{ say: "a farm or petting zoo thats good for toddlers", expect: { intent: "find", kinds: ["zoo"] } },
	{ say: "cinema or bowling for a wet afternoon with teens", expect: { intent: "find", kinds: ["movies"] } },
	{
		say: "Geysers or hot springs that are good with a stroller?",
		expect: { intent: "find", words: ["geyser", "hot spring"], needs: ["stroller"] },
	},
	{ say: "aquarium or museum, whatever is indoors", expect: { intent: "find", kinds: ["aquarium", "museum"] } },
	{ say: "zoos or farms within 30 mins", expect: { intent: "find", kinds: ["zoo"] } },
	{ say: "a playground or a splash pad near us", expect: { intent: "find", kinds: ["playground", "swimming"] } },
	{
		say: "castle or museum for a wet day with a 6 and 9 year old?",
		expect: { intent: "find", kinds: ["history", "museum"] },
	},
	{ say: "cinema or bowling alley tonight for teens", expect: { intent: "find", kinds: ["movies"] } },
	{ say: "a cafe or bakery for breakfast", expect: { intent: "find", kinds: ["cafe"] } },
	{ say: "beach or pool for the afternoon?", expect: { intent: "find", kinds: ["beach", "swimming"] } },
	{ say: "Zoo or aquarium for a 3 year old in the rain?", expect: { intent: "find", kinds: ["zoo", "aquarium"] } },
	{ say: "trampoline park or soft play for a rainy morning", expect: { intent: "find", kinds: ["playground"] } },
	{
		say: "hiking or biking trails that are stroller friendly",
		expect: { intent: "find", kinds: ["hiking"], needs: ["stroller"] },
	},
	{
		say: "aquariums or science centres with baby changing",
		expect: { intent: "find", kinds: ["aquarium", "science"], needs: ["baby-changing"] },
	},
	{
		say: "parks or playgrounds that are buggy friendly",
		expect: { intent: "find", kinds: ["park", "playground"], needs: ["stroller"] },
	},
	{
		say: "waterfalls or lakes that are ok for little legs",
		expect: { intent: "find", words: ["waterfall", "lake"] },
	},
	{ say: "a bakery or cafe that does good hot chocolate", expect: { intent: "find", kinds: ["cafe"] } },
];

/** Slips of a parent typing fast. */
const SLIPS: Example[] = [
	{ say: "we need a brake from museums", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "had enuf of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
	{ say: "we've done all the musuems", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "stroler friendly parks", expect: { kinds: ["park"], needs: ["stroller"] } },
	{ say: "spalsh pad for the baby", expect: { kinds: ["swimming"], who: { group: "youngest" } } },
	{ say: "Were taking the Tube, any musuems for kids", expect: { kinds: ["museum"], where: { mode: "transit" } } },
];

export const KIND_ROW: IntentRow = {
	id: "find-kind",
	intent: "find",
	priority: 30,
	when: (r) => !namesNoKind(r) || r.scan.avoidKinds.length > 0,
	examples: [
		{
			say: "wher can we eat nr the tower",
			expect: { kinds: ["food"], where: { near: { kind: "place", name: "tower" } } },
		},
		{ say: "something thrilling for a teenager", expect: { kinds: ["themePark"], who: { group: "teens" } } },
		{ say: "broadway show for teens?", expect: { kinds: ["movies"], who: { group: "teens" } } },
		// A kind the day already has ("after the museum") is when, not what is looked for.
		{ say: "somewhere for pizza after the aquarium?", expect: { kinds: ["food"], food: ["pizza"] } },
		{ say: "ice cream before the museum tomorrow", expect: { kinds: ["iceCream"] } },
		{
			say: "fish tacos or something casual for dinner, kids 7 & 9",
			expect: { kinds: ["food"], food: ["fish taco"], meal: "dinner" },
		},
		{
			say: "easy hikes for my kids near here",
			expect: { kinds: ["hiking"], visitLength: "short", where: { near: { kind: "here" } } },
		},
		{
			say: "musuem for a rainy morning with a 3yo and 7yo",
			expect: { kinds: ["museum"], weather: "rain", timeOfDay: "morning", who: { ages: [3, 7] } },
		},
		{
			say: "playgrouds near hyde park with toilets and a cafe",
			expect: {
				kinds: ["playground", "cafe"],
				needs: ["toilets"],
				where: { near: { kind: "place", id: "saved-hyde" } },
			},
		},
		{
			say: "cheap eats for a family of 5, nothing posh, under £10 each",
			expect: { kinds: ["food"], price: { cheap: true, max: 10 } },
		},
		// A place's name words out of order, an ordinary word moved, name no place: "a faithful old trail" is no Old Faithful.
		{
			say: "a faithful old dog-friendly trail",
			trip: { location: "Yellowstone National Park, WY, USA", places: [{ id: "cat-of", name: "Old Faithful" }] },
			expect: { intent: "find", kinds: ["hiking"], needs: ["dogs"], places: [] },
		},
		{
			say: "a trail under 3 miles with a waterfall, the little one walks slow",
			expect: { kinds: ["hiking"], words: ["waterfall"], trailKm: 4.8, who: { group: "youngest" } },
		},
		{
			say: "day 3 - indoors near the hotel, museums maybe",
			expect: { day: { number: 3 }, setting: "indoor", where: { near: { kind: "stay" } } },
		},
		{
			say: "the tower of london and the london eye sound great, and padella for lunch",
			trip: {
				saved: [
					{ id: "tower", name: "Tower of London" },
					{ id: "eye", name: "London Eye" },
					{ id: "padella", name: "Padella" },
				],
			},
			expect: {
				meal: "lunch",
				places: [
					{ id: "tower", name: "tower of london" },
					{ id: "eye", name: "london eye" },
					{ id: "padella", name: "padella" },
				],
			},
		},
		// A part of a town is where to look: the town's when it follows, the destination's own place
		// when its families call it so ("the mall" in Washington); "at the mall" is still shopping.
		{
			say: "ice cream by the waterfront in Greenwich, kids 3 and 6",
			expect: { kinds: ["iceCream"], where: { near: { kind: "area", name: "greenwich" } } },
		},
		{
			say: "picnic lunch on the mall, kids 4 and 7",
			trip: { location: "Washington, D.C., USA" },
			expect: { where: { near: { kind: "place", name: "national mall" } } },
		},
		{ say: "cheap eats at the mall", expect: { kinds: ["food", "shopping"], where: { near: null } } },
		// A kind said in the plural looks for places of that kind there, not the one place whose name
		// has it ("museums in manhattan" is no Children's Museum of Manhattan).
		{
			say: "museums in manhattan",
			trip: {
				location: "New York, NY, USA",
				places: [{ id: "cat-cmom", name: "Children's Museum of Manhattan" }],
			},
			expect: { kinds: ["museum"], places: [], where: { near: { kind: "area", name: "manhattan" } } },
		},
		{
			say: "which monuments near the river can grandpa see in his wheelchair?",
			expect: { intent: "find", kinds: ["history"], needs: ["step-free"] },
		},
		// A place to sit and eat is a meal, not a rest.
		{ say: "somewhere to sit down and eat near the tower", expect: { kinds: ["food"], needs: [] } },
		// What the child's legs manage is a short outing; what "we" can walk to is how far.
		{
			say: "a lake our 3 yr old can walk to",
			expect: { visitLength: "short", where: { close: false, mode: null } },
		},
		{ say: "any beaches we can walk to", expect: { kinds: ["beach"], where: { close: true, mode: "walk" } } },
		// What a child is into, or a season's sight: words worth finding in a place, not a place's name.
		{ say: "my 9 year old is obsessed with harry potter", expect: { words: ["harry potter"], places: [] } },
		{ say: "where to see the blossom in spring", expect: { words: ["blossom"], places: [] } },
		{ say: "somewhere to go ice skating with a 6 year old", expect: { words: ["ice skating"], places: [] } },
		{ say: "a good sunset spot", expect: { kinds: ["views"], words: ["sunset"] } },
		// A view of a place named: the viewpoints around it, not the place itself.
		{
			say: "hyde park - anywhere we can look down on it from up high?",
			expect: {
				kinds: ["views"],
				where: { near: { kind: "place", id: "saved-hyde" } },
				places: [],
				exclude: [{ id: "saved-hyde" }],
			},
		},
		{
			say: "where could the kids get a good view of the natural history museum",
			expect: { kinds: ["views"], where: { near: { kind: "place", id: "saved-nhm" } }, places: [] },
		},
		// A view of something no place is named for: what to see.
		{ say: "a spot to see the thames barrier from above", expect: { kinds: ["views"], words: ["thames barrier"] } },
		{ say: "subway cars for a 4 yo", expect: { words: ["subway car"] } },
		// Words the vocabulary knows as a kind of place or food are that kind, not a place's name.
		{ say: "ice cream", expect: { kinds: ["iceCream"], places: [], question: null } },
		{ say: "any good pizza round here", expect: { food: ["pizza"], where: { near: { kind: "here" } } } },
		{
			say: "quiet park for the baby to nap in the pram after lunch",
			expect: { needs: ["nap", "stroller", "quiet"], timeOfDay: "afternoon", meal: null, who: { group: "youngest" } },
		},
		{ say: "we have a dog, dog friendly park please", expect: { kinds: ["park"], needs: ["dogs"] } },
		{
			say: "our 15 year old wants a proper hike with a view, not another boardwalk",
			expect: { kinds: ["hiking"], avoidWords: ["boardwalk"], avoidKinds: [] },
		},
		{ say: "its pouring and the kids are climbing the walls", expect: { setting: "indoor", weather: "rain" } },
		{
			say: "beach today, the sea is freezing but they love the sand",
			expect: { kinds: ["beach"], weather: null, setting: null },
		},
		{
			say: "my 13 and 15 year old want real rollercoasters, not baby rides",
			expect: { avoidKinds: [], who: { group: "teens" } },
		},
		...EITHER,
		...SLIPS,
		...AVOIDED,
		...TRAVEL,
		...WATER,
		...ACCESS,
		// "Nothing but" is only: the kind is wanted.
		{ say: "nothing else but museums will do", expect: { kinds: ["museum"], avoidKinds: [] } },
	],
	counterexamples: ["hi", "is it free?", "what will the weather be like"],
};
