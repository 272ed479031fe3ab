import type { Example } from "../../../types";

/**
 * Examples of the find-kind row (`kind.ts`) where what is said is not what it looks like: a break
 * from a kind ("we're museum'd out") avoids it, how the family travels ("we'll take the tube") is
 * the way there and never a kind to find, water to splash or paddle in is a place to swim, and a
 * buggy or steps said loosely is the stroller or step-free need.
 */

/** A break from X, had enough of X, done all the X, something different from X: X avoided. */
export const AVOIDED: Example[] = [
	{
		say: "kids (5 & 8) are totally museum'd out. outdoors and free pls",
		expect: { avoidKinds: ["museum"], setting: "outdoor", price: { free: true } },
	},
	{
		say: "No more palaces or castles please!! The kids (6, 10) are palaced out.",
		expect: { avoidKinds: ["history"] },
	},
	{ say: "we could do with a break from museums", expect: { intent: "find", avoidKinds: ["museum"], kinds: [] } },
	{ say: "the kids have had enough of parks", expect: { avoidKinds: ["park"], kinds: [] } },
	{ say: "honestly sick to death of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
	{ say: "we already did all the palaces", expect: { avoidKinds: ["history"], kinds: [] } },
	{
		say: "not a whole museum day please, the little one gets bored",
		expect: { avoidKinds: ["museum"], kinds: [] },
	},
	{ say: "dont want a full day of hiking", expect: { avoidKinds: ["hiking"], kinds: [] } },
	{ say: "it isnt a museum kind of day", expect: { avoidKinds: ["museum"], kinds: [], avoidWords: [] } },
	{ say: "today isn't a beach day, too windy", expect: { avoidKinds: ["beach"], kinds: [], weather: "wind" } },
	{ say: "enough with the castles, the kids want animals", expect: { avoidKinds: ["history"], kinds: ["zoo"] } },
	{ say: "taking a break from hikes today, little legs", expect: { avoidKinds: ["hiking"], kinds: [] } },
	// In Orlando "the parks" are the theme parks (domain/place/vocabulary-place-words.ts).
	{
		say: "we need a day off from the parks, something chill",
		trip: { location: "Orlando, FL" },
		expect: { avoidKinds: ["themePark"], kinds: [] },
	},
	{
		say: "we're all museumed out, a park with a cafe maybe",
		expect: { avoidKinds: ["museum"], kinds: ["park", "cafe"] },
	},
	{ say: "no more zoos please, weve seen loads", expect: { avoidKinds: ["zoo"], kinds: [] } },
	{ say: "we've had it with playgrounds tbh", expect: { avoidKinds: ["playground"], kinds: [] } },
	{
		say: "this isnt really a hiking kind of trip, the baby is 6 months",
		expect: { avoidKinds: ["hiking"], kinds: [], avoidWords: [] },
	},
	{
		say: "had enough of beaches, its too windy anyway, indoors?",
		expect: { avoidKinds: ["beach"], setting: "indoor" },
	},
	{ say: "the boys are fed up with churches and palaces", expect: { avoidKinds: ["history"] } },
	{ say: "we've seen enough aquariums to last a lifetime", expect: { avoidKinds: ["aquarium"], kinds: [] } },
	{ say: "please no museums today, we need a rest from them", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "we're museum-ed out", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "the kids have been to enough playgrounds this week", expect: { avoidKinds: ["playground"], kinds: [] } },
	{ say: "lets give the castles a miss today", expect: { avoidKinds: ["history"], kinds: [] } },
	{ say: "skip the museums this time, kids 6 and 8", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "we're a bit burnt out on theme parks", expect: { avoidKinds: ["themePark"], kinds: [] } },
	{ say: "we want a change of scene from all these museums", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "last thing they want is another museum", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "enough parks for one week!", expect: { avoidKinds: ["park"], kinds: [] } },
	{ say: "my teen isn't a museum person", expect: { avoidKinds: ["museum"], kinds: [], avoidWords: [] } },
	{ say: "he's not really a hiking guy, something in town", expect: { avoidKinds: ["hiking"], avoidWords: [] } },
	{ say: "we're not beach people", expect: { avoidKinds: ["beach"], kinds: [] } },
	{ say: "theyre way past playgrounds now", expect: { avoidKinds: ["playground"], kinds: [] } },
	{ say: "honestly we're zoo'd out", expect: { avoidKinds: ["zoo"], kinds: [] } },
	{ say: "no more gardens pls, the 4yo hates them", expect: { avoidKinds: ["park"], kinds: [] } },
	{ say: "we've ticked off all the big museums, what's left", expect: { avoidKinds: ["museum"], kinds: [] } },
	{ say: "sick and tired of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
];

/**
 * How they travel (the subway, a cab, driving, on foot) is the way there, never a kind or a word to
 * find; a child who loves trains wants to see some.
 */
export const TRAVEL: Example[] = [
	{
		say: "we'll just uber everywhere, whats good for dinner",
		expect: { intent: "find", where: { mode: "drive" }, kinds: ["food"], words: [] },
	},
	{
		say: "we're driving, any good beaches within an hour",
		expect: { kinds: ["beach"], where: { mode: "drive", withinMinutes: 60 } },
	},
	{ say: "on foot only, playgrounds near the hotel", expect: { kinds: ["playground"], where: { mode: "walk" } } },
	{
		say: "happy to use the underground, museums for teens",
		expect: { kinds: ["museum"], where: { mode: "transit" }, words: [] },
	},
	{ say: "we'll be walking everywhere, parks near us", expect: { kinds: ["park"], where: { mode: "walk" } } },
	{
		say: "can we get there by subway? a museum for a rainy day",
		expect: { kinds: ["museum"], where: { mode: "transit" }, words: [] },
	},
	{
		say: "we'll cycle, a park with a playground",
		expect: { where: { mode: "bike" }, kinds: ["park", "playground"] },
	},
	{ say: "my son loves trains, where can he see some", expect: { words: ["train"] } },
	{
		say: "we'll catch the bus into town, what's good for lunch",
		expect: { where: { mode: "transit" }, kinds: ["food"], words: [] },
	},
	{
		say: "no car, we'll rely on the metro. kid friendly museums?",
		expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
	},
	{
		say: "taking an uber from the hotel, a good playground?",
		expect: { where: { mode: "drive" }, kinds: ["playground"], words: [] },
	},
	{
		say: "we've rented a car so happy to drive an hour, beaches?",
		expect: { where: { mode: "drive" }, kinds: ["beach"], words: [] },
	},
	{
		say: "were on foot with a buggy, cafes nearby",
		expect: { where: { mode: "walk" }, kinds: ["cafe"], needs: ["stroller"] },
	},
	{ say: "a transit museum for my train mad 5 year old", expect: { kinds: ["museum"] } },
	{
		say: "we'll ride the underground to south kensington - museums?",
		expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
	},
	{
		say: "we'll Uber there, a show for the teens",
		expect: { where: { mode: "drive" }, kinds: ["movies"], words: [] },
	},
	{
		say: "taxi there and back, pizza for dinner",
		expect: { where: { mode: "drive" }, food: ["pizza"], words: ["pizza"] },
	},
	{ say: "we can walk there from the hotel, ice cream?", expect: { where: { mode: "walk" }, kinds: ["iceCream"] } },
	{ say: "where can we hire bikes for the afternoon", expect: { kinds: ["park"] } },
	{ say: "Tube to the museums, then lunch", expect: { where: { mode: "transit" }, words: [] } },
	{
		say: "travelling by metro with a pram, step free stations only, any parks",
		expect: { where: { mode: "transit" }, kinds: ["park"], needs: ["stroller"] },
	},
	{
		say: "by bus from the hotel, a playground with a cafe",
		expect: { where: { mode: "transit" }, kinds: ["playground", "cafe"] },
	},
	{ say: "we'll drive over, a beach with parking", expect: { where: { mode: "drive" }, kinds: ["beach"] } },
	{
		say: "we can get the overground, museums for a 5 year old",
		expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
	},
];

/** Water to splash, paddle or swim in: the swimming kinds. */
export const WATER: Example[] = [
	// A water park is somewhere to swim, never a dry theme park; a month said is when to look.
	{ say: "which waterparks are open in march for a 9 year old", expect: { kinds: ["swimming"], months: [3] } },
	{ say: "water the kids can splash in, its boiling", expect: { kinds: ["swimming"], weather: "heat" } },
	{ say: "where can the kids get wet, its so hot", expect: { kinds: ["swimming"], weather: "heat" } },
	{ say: "can we swim in a spring near here", expect: { kinds: ["swimming"] } },
	{ say: "a lake we can swim in with the kids", expect: { kinds: ["swimming"] } },
	{ say: "a fountain the kids can run through", expect: { kinds: ["swimming"] } },
	{ say: "splash pads for a 2 year old", expect: { kinds: ["swimming"] } },
	{ say: "paddling pool near the hotel", expect: { kinds: ["swimming"] } },
	{ say: "spray park nearby?", expect: { kinds: ["swimming"] } },
	{ say: "hot day, the kids want to get soaked", expect: { kinds: ["swimming"] } },
	{ say: "wild swimming for the family", expect: { kinds: ["swimming"] } },
	{ say: "a beach to paddle at", expect: { kinds: ["beach", "swimming"] } },
	{ say: "wading pool for a toddler", expect: { kinds: ["swimming"] } },
	{ say: "a river where they can dip their toes", expect: { kinds: ["swimming"] } },
	{
		say: "free outdoor pools, kids 5 and 9",
		expect: { kinds: ["swimming"], price: { free: true }, setting: "outdoor" },
	},
	{ say: "splashpads or fountains near central park", expect: { kinds: ["swimming"] } },
	{ say: "a natural spring or lake to swim in", expect: { kinds: ["swimming"] } },
	{ say: "spray ground for a 3 yo", expect: { kinds: ["swimming"] } },
	{ say: "a paddling pool in a park with toilets", expect: { kinds: ["swimming"], needs: ["toilets"] } },
	{ say: "water play for little ones, we have a stroller", expect: { kinds: ["swimming"], needs: ["stroller"] } },
	{ say: "a lido or outdoor pool for the afternoon", expect: { kinds: ["swimming"], timeOfDay: "afternoon" } },
	{ say: "fountains the kids can play in", expect: { kinds: ["swimming"] } },
	{ say: "a splash area for a 2 year old", expect: { kinds: ["swimming"] } },
	{ say: "kids want to run through sprinklers", expect: { kinds: ["swimming"] } },
	{ say: "any fountains the kids can jump in", expect: { kinds: ["swimming"] } },
	{ say: "a shallow creek to play in", expect: { kinds: ["swimming"] } },
	{ say: "swimming hole near here", expect: { kinds: ["swimming"] } },
	{ say: "an indoor pool for a rainy day", expect: { kinds: ["swimming"], setting: "indoor" } },
	{ say: "a lake beach where they can swim", expect: { kinds: ["swimming"] } },
	{ say: "water fun for a hot afternoon", expect: { kinds: ["swimming"] } },
	{ say: "a spring-fed pool or swimming hole", expect: { kinds: ["swimming"] } },
];

/** A buggy or steps said loosely: the stroller and step-free needs. */
export const ACCESS: Example[] = [
	{ say: "museums that are ok with a stroller", expect: { kinds: ["museum"], needs: ["stroller"] } },
	{ say: "walks that are doable with a buggy", expect: { kinds: ["hiking"], needs: ["stroller"] } },
	{ say: "stroller-friendly parks near us", expect: { kinds: ["park"], needs: ["stroller"] } },
	{ say: "pram friendly cafes near the natural history museum", expect: { kinds: ["cafe"], needs: ["stroller"] } },
	{ say: "step free museums for a wheelchair", expect: { kinds: ["museum"], needs: ["step-free"] } },
	{
		say: "we have a double buggy and a wheelchair, cafes with space?",
		expect: { needs: ["stroller", "step-free"], kinds: ["cafe"] },
	},
	{
		say: "buggy ok playgrounds with toilets and baby changing",
		expect: { needs: ["stroller", "toilets", "baby-changing"], kinds: ["playground"] },
	},
	{
		say: "museums ok for a pushchair and baby changing",
		expect: { kinds: ["museum"], needs: ["stroller", "baby-changing"] },
	},
	{ say: "parks that work with a double stroller", expect: { kinds: ["park"], needs: ["stroller"] } },
	{ say: "grandad cant manage stairs, step free cafes?", expect: { needs: ["step-free"], kinds: ["cafe"] } },
	{
		say: "nan has a bad hip so no stairs please, a garden maybe",
		expect: { needs: ["step-free"], kinds: ["park"] },
	},
	{ say: "stroller friendly hikes under 2 miles", expect: { needs: ["stroller"], kinds: ["hiking"] } },
	{ say: "buggy friendly museum with a cafe please", expect: { needs: ["stroller"], kinds: ["museum", "cafe"] } },
	{ say: "accessible for a mobility scooter please, a garden", expect: { needs: ["step-free"], kinds: ["park"] } },
	{ say: "any flat walks for a buggy", expect: { needs: ["stroller"], kinds: ["hiking"] } },
	{ say: "pushchair-friendly walks by the river", expect: { needs: ["stroller"] } },
	{ say: "museums with an elevator, grandma is in a chair", expect: { kinds: ["museum"], needs: ["step-free"] } },
	{ say: "level access cafes near the hotel", expect: { kinds: ["cafe"], needs: ["step-free"] } },
	{ say: "a skate park with ramps for his scooter", expect: { needs: [] } },
	{ say: "are the museums stroller friendly?", expect: { needs: ["stroller"] } },
];
