import type { IntentRow } from "../../types";
import { FIND_WORDS, namesNoKind } from "./words";

/** Finds: places asked for. */
export const FINDS_ROWS: readonly IntentRow[] = [
	// "More like the third one", "something like the science museum": places like one shown or named.
	{
		id: "find-more-like",
		intent: "find",
		priority: 55,
		pattern: /\b(?:more like|something like|somewhere like|anything like|similar to|others? like|more of)\b/,
		set: (ask, r) => {
			const card = r.places.find((place) => place.id !== null) ?? r.conversation.shown[0] ?? null;
			ask.moreLike = card?.id ?? null;
			ask.places = [];
		},
		examples: [
			{
				say: "more like the third one",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
						{ id: "c3", name: "Sea Life" },
					],
				},
				expect: { moreLike: "c3" },
			},
			{ say: "something like the natural history museum but smaller", expect: { moreLike: "saved-nhm" } },
		],
		counterexamples: ["is the zoo like a safari?", "museums"],
	},
	// Finding places: ideas asked for, or a kind of place named. A message no row claims is a find too.
	{
		id: "find-ideas",
		intent: "find",
		priority: 40,
		pattern: FIND_WORDS,
		examples: [
			{ say: "somewher with animals the kids can touch", expect: { kinds: ["zoo"], words: ["farm"] } },
			{ say: "free things?", expect: { price: { free: true } } },
			{ say: "anything for wizard fans?", expect: { words: ["wizard"] } },
			{ say: "somthing fun in the evening for the teens", expect: { timeOfDay: "evening", who: { group: "teens" } } },
			{
				say: "anything the two of them could do on their own while I rest",
				expect: { who: { group: "kids-alone" }, needs: [], kinds: [] },
			},
			{
				say: "we are all knackered after the flight, something easy for arrival day afternoon",
				expect: { visitLength: "short", timeOfDay: "afternoon", day: { label: "arrival day", date: "2027-04-12" } },
			},
			{
				say: "rainy day, free, and somewhere my 2yo can nap",
				expect: { weather: "rain", setting: "indoor", price: { free: true }, needs: ["nap"], who: { ages: [2] } },
			},
			{
				say: "what can we do tomorow afternoon thats not too far, kids are 4 and 9",
				expect: { day: { label: "tomorrow" }, timeOfDay: "afternoon", where: { close: true }, who: { ages: [4, 9] } },
			},
			{ say: "ideas that dont need booking, we're last minute", expect: { needs: ["no-booking"] } },
			{
				say: "within 15 minutes by tube, something for a 10 year old who loves trains",
				expect: { where: { withinMinutes: 15, mode: "transit" }, who: { ages: [10] } },
			},
			{
				say: "not another museum pls. something outside for a 6 and 9 yo",
				expect: { avoidKinds: ["museum"], setting: "outdoor" },
			},
			{
				say: "14 yo is bored of disney. anything else around?",
				expect: { avoidWords: ["disney"], who: { group: "teens" } },
			},
			{
				say: "we have a 6 month old - anything that isn't rides?",
				expect: { avoidKinds: ["themePark"], kinds: [], who: { ages: [0] } },
			},
			{
				say: "somewhere with animals for the little one (2) that isn't the zoo?",
				expect: { avoidKinds: ["zoo"], words: ["animal"], who: { ages: [2], group: "youngest" } },
			},
			{ say: "it isn't raining anymore, outdoor ideas?", expect: { weather: null, setting: "outdoor" } },
			{
				say: "free stuff in the smokies, no theme parks, kids 6 & 10",
				expect: { avoidKinds: ["themePark"], who: { ages: [6, 10] } },
			},
		],
		counterexamples: ["is the science museum free?", "tower of london", "thanks so much!"],
	},
	{
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
			{
				say: "kids (5 & 8) are totally museum'd out. outdoors and free pls",
				expect: { avoidKinds: ["museum"], setting: "outdoor", price: { free: true } },
			},
			{
				say: "No more palaces or castles please!! The kids (6, 10) are palaced out.",
				expect: { avoidKinds: ["history"] },
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
		],
		counterexamples: ["hi", "is it free?", "what will the weather be like"],
	},
];
