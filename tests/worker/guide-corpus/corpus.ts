// The guide's exam: questions families ask, written as parents write them (typos, lower case, several
// needs at once, indirect asks), each with its trip and what a right answer is. Written from the
// catalog's data and a parent's point of view, never from the guide's rules. Kinds and constraints
// ("indoor", "!loud", "age:12", "within:2", "near:<slug>:1.5", "text:<regex>") are read by ./judge.ts.

/** A catalog destination (migrations/seed/family-places/<slug>.json). */
type Destination =
	| "london"
	| "paris"
	| "new-york"
	| "washington-dc"
	| "orlando"
	| "san-diego"
	| "yellowstone"
	| "great-smoky-mountains"
	| "acadia"
	| "olympic"
	| "rocky-mountain";

export interface Trip {
	destination: Destination;
	kids: number[];
	/** `YYYY-MM-DD`. */
	start: string;
	end: string;
	/** Where the family stays: a saved lodging of the catalog (slug), or an address point. */
	stay?: string | { label: string; lat: number; lng: number };
	/** Catalog slugs the family saved. */
	saved?: string[];
}

/**
 * What a right answer is. `accept`: every suggestion matches every item (an item is kinds joined by
 * "|", any of which will do). `about`: the question is about these places: the text names each and
 * matches every fact, and any card is one of them. `names`: places the text must name (a saved place
 * asked about). `hard`: constraints no suggestion or backup may break (the trip's season always is).
 */
interface Expectation {
	accept?: string[];
	about?: string[];
	facts?: RegExp[];
	names?: string[];
	hard?: string[];
}

export interface CorpusEntry {
	question: string;
	trip: Trip;
	expect: Expectation;
}

/** The text says it cannot know, or sends the family to check. */
export const UNKNOWN =
	/(don't|do not|doesn't|does not|can't|cannot) (know|say|have|list|tell)|not sure|no (details|information|info)|unknown|isn't (listed|known)|not (listed|known)|check (with|ahead|before|their|the)/i;
/** A distance or travel time with its unit. */
export const DISTANCE = /\d[\d.,]*\s*(km|kilomet|miles?\b|mi\b|min|minutes?|hours?|hrs?\b|h\b)/i;
/** How long to plan. */
export const DURATION = /\bhours?\b|half a day|full day|most of a day|\ba day\b|minutes|ninety|morning|afternoon/i;

/** Walt Disney World's parks, resorts and restaurants by name. */
export const DISNEY =
	"disney|epcot|magic kingdom|cinderella|be our guest|chef mickey|ohana|typhoon lagoon|blizzard beach|animal kingdom";

export const WINTER = ["2027-01-11", "2027-01-16"] as const;
export const DECEMBER = ["2026-12-19", "2026-12-23"] as const;
export const FEBRUARY = ["2027-02-13", "2027-02-18"] as const;
export const APRIL = ["2027-04-05", "2027-04-09"] as const;
export const MAY = ["2027-05-22", "2027-05-26"] as const;
export const SUMMER = ["2027-07-12", "2027-07-17"] as const;
export const AUGUST = ["2027-08-09", "2027-08-13"] as const;
export const OCTOBER = ["2027-10-18", "2027-10-22"] as const;
export const NOVEMBER = ["2027-11-08", "2027-11-12"] as const;

type Dates = readonly [string, string];

export function trip(destination: Destination, kids: number[], dates: Dates, more: Partial<Trip> = {}): Trip {
	return { destination, kids, start: dates[0], end: dates[1], ...more };
}

/** South Kensington tube station: an address point, not a saved place. */
export const SOUTH_KENSINGTON = { label: "South Kensington, London SW7", lat: 51.4941, lng: -0.1738 };

export const e = (question: string, t: Trip, expect: Expectation): CorpusEntry => ({ question, trip: t, expect });

const london: CorpusEntry[] = [
	e("is the NHM free, do we need to book?", trip("london", [3, 8], APRIL), {
		about: ["london-natural-history-museum"],
		facts: [/free/i, /book/i],
	}),
	e("how long do we need at the science museum with a 4 and 7 yr old", trip("london", [4, 7], APRIL), {
		about: ["london-science-museum"],
		facts: [DURATION],
	}),
	e("toilets near the science museum? baby is 8 months", trip("london", [0, 5], SUMMER), {
		about: ["london-science-museum"],
		facts: [/toilet|changing|loo/i, UNKNOWN],
	}),
	e("rainy day, free, and somewhere my 2yo can nap", trip("london", [2, 6], APRIL), {
		accept: ["indoor", "free"],
		hard: ["indoor", "free"],
	}),
	e("the kids are climbing the walls and its chucking it down outside", trip("london", [5, 8], FEBRUARY), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("not another museum pls. something outside for a 6 and 9 yo", trip("london", [6, 9], MAY), {
		accept: ["outdoor"],
		hard: ["!museum", "outdoor"],
	}),
	e(
		"my toddler is scared of loud noises, where can we have lunch that isn't total chaos",
		trip("london", [2, 7], APRIL),
		{ accept: ["meal"], hard: ["!loud"] },
	),
	e("cheap lunch near covent garden, we have a baby in a sling", trip("london", [0, 4], AUGUST), {
		accept: ["meal"],
		hard: ["near:london-covent-garden:1.5"],
	}),
	e(
		"we're at the premier inn county hall - anything within walking distance for a 5 yr old?",
		trip("london", [5], SUMMER, { stay: "london-premier-inn-london-county-hall" }),
		{ accept: ["!lodging"], hard: ["within:2", "age:5"] },
	),
	e("how far is the tower of london from the london eye by car?", trip("london", [6, 10], APRIL), {
		about: ["london-tower-of-london", "london-london-eye"],
		facts: [DISTANCE],
	}),
	e("two teens (14 and 16) who roll their eyes at anything 'kiddy'. ideas?", trip("london", [14, 16], AUGUST), {
		accept: ["age:14", "age:16"],
		hard: ["age:14", "age:16"],
	}),
	e("where can the kids swim? we're there the week before christmas", trip("london", [7, 10], DECEMBER), {
		accept: ["swim"],
	}),
	e("animals!! my 2 year old is obsessed", trip("london", [2], MAY), { accept: ["animals"], hard: ["age:2"] }),
	e("everyone's knackered, we need a quiet afternoon somewhere", trip("london", [3, 8], SUMMER), {
		accept: ["quiet"],
		hard: ["!loud"],
	}),
	e("best spot for a picnic with a view of the city?", trip("london", [4, 9], SUMMER), {
		accept: ["outdoor", "picnic|views"],
	}),
	e("harry potter mad 11yo - what can we do?", trip("london", [11], OCTOBER), {
		accept: ["text:harry potter|wizard|hogwarts"],
	}),
	e("is the london eye ok for a 3 yo, do we need to book?", trip("london", [3], APRIL), {
		about: ["london-london-eye"],
		facts: [/book/i],
	}),
	e("step free places please, double buggy with a 1 and 3 year old", trip("london", [1, 3], MAY), {
		accept: ["stroller"],
	}),
	e("somewhere for the kids to run around after breakfast, before it gets busy", trip("london", [4, 6], AUGUST), {
		accept: ["outdoor", "active"],
	}),
	e("early dinner around 5pm with a 3 and 5 yr old, nothing fancy", trip("london", [3, 5], NOVEMBER), {
		accept: ["meal"],
	}),
	e("what's on at the london zoo and how long should we give it?", trip("london", [4, 9], MAY), {
		about: ["london-zsl-london-zoo"],
		facts: [DURATION],
	}),
	e("british museum with a 5 and a 7 year old - how much time is realistic", trip("london", [5, 7], FEBRUARY), {
		about: ["london-british-museum"],
		facts: [DURATION],
	}),
	e("my 12 year old is bored of museums. what else is there", trip("london", [12], APRIL), {
		accept: ["!museum"],
		hard: ["!museum", "age:12"],
	}),
	e(
		"we're staying in south kensington, whats near us for a rainy morning?",
		trip("london", [3, 8], APRIL, { stay: SOUTH_KENSINGTON }),
		{ accept: ["indoor"], hard: ["indoor", "within:2"] },
	),
	e("3 and 8 - something they'll BOTH enjoy, not too far from the centre", trip("london", [3, 8], OCTOBER), {
		accept: ["age:3", "age:8"],
		hard: ["age:3", "age:8", "within:6"],
	}),
	e("it's dark by 4pm, indoor ideas for the late afternoon?", trip("london", [4, 9], DECEMBER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("is the serpentine lido open in april? the 8yo wants a swim", trip("london", [3, 8], APRIL), {
		about: ["london-serpentine-lido"],
		facts: [/summer/i],
	}),
	e("somewhere we can grab a coffee while the kids play", trip("london", [2, 5], MAY), { accept: ["play", "food"] }),
];

const paris: CorpusEntry[] = [
	e("is the louvre free for kids? do we need tickets", trip("paris", [6, 9], APRIL), {
		about: ["paris-musee-du-louvre"],
		facts: [/free/i, /reserv|book|ticket/i],
	}),
	e("eiffel tower with a pushchair - do we have to book ahead?", trip("paris", [2, 5], MAY), {
		about: ["paris-eiffel-tower"],
		facts: [/book/i],
	}),
	e("are the catacombs ok for my 7 yr old", trip("paris", [7], OCTOBER), {
		about: ["paris-catacombes-de-paris"],
		facts: [/older|teen|eerie|spooky|from (age )?10|\b10\b|too young|hard going/i],
	}),
	e("its raining in paris (again) what can a 4 and 6 year old do inside", trip("paris", [4, 6], NOVEMBER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e(
		"playground near our hotel in les halles? 3yo",
		trip("paris", [3], APRIL, { stay: "paris-novotel-paris-les-halles" }),
		{ accept: ["play"], hard: ["within:3", "age:3"] },
	),
	e("crepes or something cheap for lunch, kids are starving", trip("paris", [5, 8], SUMMER), { accept: ["food"] }),
	e("my 9 yo daughter loves animals", trip("paris", [9], MAY), { accept: ["animals"], hard: ["age:9"] }),
	e("paris in feb with a baby - what's warm and indoors?", trip("paris", [0], FEBRUARY), {
		accept: ["indoor"],
		hard: ["indoor", "age:0"],
	}),
	e("enough culture!! the kids want a theme park", trip("paris", [7, 10], SUMMER), { accept: ["theme"] }),
	e("science stuff for a curious 10 year old", trip("paris", [10], OCTOBER), {
		accept: ["science"],
		hard: ["age:10"],
	}),
	e("boat ride on the seine? kids 5 & 8", trip("paris", [5, 8], MAY), { accept: ["boat"] }),
	e("jardin du luxembourg - anything for a toddler, and is it free?", trip("paris", [2], APRIL), {
		about: ["paris-jardin-du-luxembourg"],
		facts: [/free/i, /playground|carousel|sailboat|pon(y|ies)|puppet/i],
	}),
	e("how far is notre dame from the jardin des plantes on foot", trip("paris", [4, 8], APRIL), {
		about: ["paris-cathedrale-notre-dame-de-paris", "paris-jardin-des-plantes|paris-menagerie-du-jardin-des-plantes"],
		facts: [DISTANCE],
	}),
	e("two families, kids from 2 to 11, we need a big park to let them loose", trip("paris", [2, 5, 8, 11], MAY), {
		accept: ["outdoor", "park"],
	}),
	e("dinosaur skeletons? my 6yo wont stop talking about them", trip("paris", [6], FEBRUARY), {
		accept: ["text:dinosaur|skeleton|fossil|palaeont|paleont"],
	}),
	e("somewhere with a pool for a wet afternoon, kids 6 and 9", trip("paris", [6, 9], NOVEMBER), {
		accept: ["swim"],
		hard: ["indoor"],
	}),
	e("teenager (15) who only wants cool photos for insta", trip("paris", [15], SUMMER), {
		accept: ["views|art"],
		hard: ["age:15"],
	}),
	e("best pastries for an afternoon treat", trip("paris", [4, 7], APRIL), { accept: ["food"] }),
	e("not another park pls, the 5yo wants to see animals", trip("paris", [5], APRIL), {
		accept: ["animals"],
		hard: ["!park"],
	}),
	e("anything within a 20 min walk of the eiffel tower? kids 4 & 6", trip("paris", [4, 6], SUMMER), {
		accept: ["!lodging"],
		hard: ["near:paris-eiffel-tower:1.8"],
	}),
];

const newYork: CorpusEntry[] = [
	e("natural history museum nyc - do we need timed tickets? 5yo twins", trip("new-york", [5, 5], APRIL), {
		about: ["new-york-american-museum-of-natural-history"],
		facts: [/ticket|book/i],
	}),
	e("how long does the central park zoo take with a 2 yr old", trip("new-york", [2], MAY), {
		about: ["new-york-central-park-zoo"],
		facts: [DURATION],
	}),
	e("statue of liberty crown with a 6 year old - are they allowed up?", trip("new-york", [6, 9], SUMMER), {
		about: ["new-york-statue-of-liberty"],
		facts: [/four feet|4 feet|tall|162 steps|steps/i],
	}),
	e("its freezing in january, kids 4 & 7 need to run around somewhere INSIDE", trip("new-york", [4, 7], WINTER), {
		accept: ["indoor", "play"],
		hard: ["indoor"],
	}),
	e("cheap pizza near the brooklyn bridge", trip("new-york", [6, 10], OCTOBER), {
		accept: ["food"],
		hard: ["near:new-york-brooklyn-bridge:2"],
	}),
	e("something free to do on a sunday with an 8 and 11 year old", trip("new-york", [8, 11], MAY), {
		accept: ["free"],
		hard: ["free"],
	}),
	e("my 13yo is into art and movies", trip("new-york", [13], NOVEMBER), {
		accept: ["art|text:film|movie|cinema"],
		hard: ["age:13"],
	}),
	e("beach day in july with a 3 year old", trip("new-york", [3], SUMMER), { accept: ["beach"] }),
	e(
		"staying at the hotel beacon, is there a playground walking distance for a 2 yr old",
		trip("new-york", [2], APRIL, { stay: "new-york-hotel-beacon" }),
		{ accept: ["play"], hard: ["within:2", "age:2"] },
	),
	e("desserts!!! the kids want those famous giant cookies", trip("new-york", [7, 9], DECEMBER), {
		accept: ["food"],
	}),
	e("the staten island ferry - is it free? how long is it?", trip("new-york", [4, 8], AUGUST), {
		about: ["new-york-staten-island-ferry"],
		facts: [/free/i, /minute/i],
	}),
	e("trains! my 3 yr old loves trains and subways", trip("new-york", [3], FEBRUARY), {
		accept: ["text:subway cars?|model trains?|train show|railroad"],
	}),
	e("loud places make my son melt down (he's 6, autistic). calm things to do?", trip("new-york", [6], APRIL), {
		accept: ["!loud", "!theme"],
		hard: ["!loud"],
	}),
	e("where can we take the kids to see the skyline at night", trip("new-york", [9, 12], DECEMBER), {
		accept: ["views"],
	}),
	e("toddler friendly museum for a freezing morning", trip("new-york", [2], WINTER), {
		accept: ["indoor", "museum|play"],
		hard: ["indoor", "age:2"],
	}),
	e("bagels or a diner breakfast near central park?", trip("new-york", [5, 8], MAY), {
		accept: ["food"],
		hard: ["near:new-york-central-park:2.5"],
	}),
	e("what else is there near the natural history museum for after? 6 and 9", trip("new-york", [6, 9], OCTOBER), {
		accept: ["!lodging"],
		hard: ["near:new-york-american-museum-of-natural-history:1.5"],
	}),
];

const washington: CorpusEntry[] = [
	e("how long do we need at the smithsonian air and space with a 5yo", trip("washington-dc", [5], APRIL), {
		about: ["washington-dc-national-air-and-space-museum"],
		facts: [DURATION],
	}),
	e("air and space museum: free? need to book?", trip("washington-dc", [6, 10], SUMMER), {
		about: ["washington-dc-national-air-and-space-museum"],
		facts: [/free/i, /book|pass|reserv/i],
	}),
	e("does the national zoo need tickets", trip("washington-dc", [3, 6], MAY), {
		about: ["washington-dc-smithsonians-national-zoo"],
		facts: [/free/i, /book|pass/i],
	}),
	e("natural history museum in dc - timed pass or can we just walk in?", trip("washington-dc", [4, 8], OCTOBER), {
		about: ["washington-dc-national-museum-of-natural-history"],
		facts: [/no timed pass|not need|n't need|without a (timed )?pass|walk (right )?in/i],
	}),
	e("its 95 degrees in august and my toddler is melting. shade or water play?", trip("washington-dc", [2], AUGUST), {
		accept: ["water|indoor"],
		hard: ["!lodging"],
	}),
	e("museums are DONE. 12 yo wants something active outside", trip("washington-dc", [12], APRIL), {
		accept: ["outdoor", "!museum"],
		hard: ["!museum", "outdoor", "age:12"],
	}),
	e("is the spy museum ok for an 8 year old?", trip("washington-dc", [8, 11], NOVEMBER), {
		about: ["washington-dc-international-spy-museum"],
		facts: [/eight|8/i],
	}),
	e("lunch on the mall with picky eaters", trip("washington-dc", [5, 7], MAY), {
		accept: ["meal"],
		hard: ["near:washington-dc-national-air-and-space-museum:2.5"],
	}),
	e("cherry blossoms?? we're there early april with a 3 and 5 yr old", trip("washington-dc", [3, 5], APRIL), {
		accept: ["text:cherry|blossom"],
	}),
	e(
		"how far is the lincoln memorial from the white house visitor center, walking with a stroller",
		trip("washington-dc", [1, 4], MAY),
		{
			about: ["washington-dc-lincoln-memorial", "washington-dc-white-house-visitor-center"],
			facts: [DISTANCE],
		},
	),
	e("free indoor stuff for a rainy saturday, baby + 4yo", trip("washington-dc", [0, 4], OCTOBER), {
		accept: ["indoor", "free"],
		hard: ["indoor", "free"],
	}),
	e("we have a 15yo who loves history and a 7 yo who doesn't", trip("washington-dc", [7, 15], APRIL), {
		accept: ["history"],
		hard: ["age:7", "age:15"],
	}),
	e("ice skating in december?", trip("washington-dc", [6, 9], DECEMBER), {
		accept: ["text:skat|ice rink"],
	}),
	e(
		"we're at the hotel monaco, what can we walk to with a 4 year old",
		trip("washington-dc", [4], SUMMER, { stay: "washington-dc-kimpton-hotel-monaco-washington-dc" }),
		{ accept: ["!lodging"], hard: ["within:2", "age:4"] },
	),
	e("dinosaurs for a 4 yo please", trip("washington-dc", [4], FEBRUARY), {
		accept: ["text:dinosaur|fossil"],
		hard: ["age:4"],
	}),
	e("my 9 yo is a total space nerd", trip("washington-dc", [9], OCTOBER), {
		accept: ["science|text:\\bspace\\b|rocket|planetarium|astronaut"],
	}),
];

const orlando: CorpusEntry[] = [
	e("magic kingdom with a 2 and a 7 year old, tips for the little one?", trip("orlando", [2, 7], FEBRUARY), {
		about: ["orlando-magic-kingdom"],
		facts: [/rider switch|midday|break|nap/i],
	}),
	e("a day off from the parks, something calm and cheap", trip("orlando", [4, 8], APRIL), {
		accept: ["!theme", "!loud"],
		hard: ["!theme"],
	}),
	e("manatees!! where can we see them", trip("orlando", [5, 9], WINTER), { accept: ["text:manatee"] }),
	e("it thunderstorms every afternoon, indoor ideas for 6 & 9", trip("orlando", [6, 9], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("science center - how long, and is there stuff for a 3yo?", trip("orlando", [3, 8], OCTOBER), {
		about: ["orlando-orlando-science-center"],
		facts: [DURATION, /kidstown|under eight|little|toddler|suits a 3-year-old|ages 0/i],
	}),
	e("gatorland with a 4 yo, how long should we plan", trip("orlando", [4], MAY), {
		about: ["orlando-gatorland"],
		facts: [/half a day|hour/i],
	}),
	e("character breakfast for a 5 year old princess fan", trip("orlando", [5], NOVEMBER), {
		accept: ["food", "text:princess|cinderella|character|belle|beast"],
	}),
	e("how far is kennedy space center from orlando by car", trip("orlando", [8, 11], APRIL), {
		about: ["orlando-kennedy-space-center-visitor-complex"],
		facts: [DISTANCE],
	}),
	e("my 11 yo wants roller coasters, my 4 yo wants to swim – anywhere for both?", trip("orlando", [4, 11], SUMMER), {
		accept: ["theme|water"],
	}),
	e(
		"cheap dinner near the hotel please (we're at the contemporary)",
		trip("orlando", [3, 6], DECEMBER, { stay: "orlando-disneys-contemporary-resort" }),
		{ accept: ["meal"], hard: ["within:6"] },
	),
	e("animals for a baby and a 3 yo", trip("orlando", [0, 3], FEBRUARY), { accept: ["animals"] }),
	e("14 yo is bored of disney. anything else around?", trip("orlando", [14], AUGUST), {
		accept: [`!name:${DISNEY}`],
		hard: [`!name:${DISNEY}`, "age:14"],
	}),
	e("too hot to be outside today - ideas for 5 & 10", trip("orlando", [5, 10], AUGUST), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("is epcot any good for a 6 yr old or is it all for grown ups", trip("orlando", [6], OCTOBER), {
		about: ["orlando-epcot"],
		facts: [/frozen|nemo|remy|ratatouille|test track|stroller|suits a 6-year-old|ages 3/i],
	}),
	e("we have a 6 month old - anything that isn't rides?", trip("orlando", [0, 4], APRIL), {
		accept: ["!theme"],
		hard: ["!theme"],
	}),
];

const sanDiego: CorpusEntry[] = [
	e("san diego zoo with a 1 yr old - how long & are strollers ok?", trip("san-diego", [1, 4], APRIL), {
		about: ["san-diego-san-diego-zoo"],
		facts: [/day/i, /stroller/i],
	}),
	e("sea lions! where can the kids see them", trip("san-diego", [4, 7], SUMMER), {
		accept: ["text:sea lion|seal"],
	}),
	e("how long at birch aquarium with a 3 yo", trip("san-diego", [3], MAY), {
		about: ["san-diego-birch-aquarium"],
		facts: [DURATION],
	}),
	e("beach with calm water for toddlers", trip("san-diego", [2, 3], AUGUST), { accept: ["beach"] }),
	e("rainy day in san diego (it happens!), kids 5 & 10", trip("san-diego", [5, 10], FEBRUARY), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e(
		"walking distance from the hotel del, kids 4 and 6",
		trip("san-diego", [4, 6], SUMMER, { stay: "san-diego-hotel-del-coronado" }),
		{ accept: ["!lodging"], hard: ["within:2"] },
	),
	e("legoland california - what ages is it for? ours are 13 and 15", trip("san-diego", [13, 15], APRIL), {
		about: ["san-diego-legoland-california"],
		facts: [/12/],
	}),
	e("fish tacos or something casual for dinner, kids 7 & 9", trip("san-diego", [7, 9], OCTOBER), {
		accept: ["meal"],
	}),
	e("kids are bouncing off the walls and it's sunny, where can they run", trip("san-diego", [3, 6], MAY), {
		accept: ["outdoor", "active"],
	}),
	e("can we see the flower fields in july?", trip("san-diego", [5, 8], SUMMER), {
		about: ["san-diego-flower-fields"],
		facts: [/spring|march|early may/i],
	}),
	e("museum with model trains for a 3yo", trip("san-diego", [3], NOVEMBER), {
		accept: ["text:train|railroad"],
		hard: ["age:3"],
	}),
	e("no more animals please, kids 8 & 12 want something else", trip("san-diego", [8, 12], SUMMER), {
		accept: ["!animals"],
		hard: ["!animals"],
	}),
	e("free stuff in balboa park", trip("san-diego", [6, 9], APRIL), {
		accept: ["free"],
		hard: ["free", "near:san-diego-balboa-park:1.5"],
	}),
	e("aircraft carrier tour - how long and is it ok for a 5 year old", trip("san-diego", [5, 9], OCTOBER), {
		about: ["san-diego-uss-midway-museum"],
		facts: [/two to four hours|hours/i, /ladder|cockpit|simulator/i],
	}),
	e("grandma is coming and uses a wheelchair - accessible places for all of us?", trip("san-diego", [5, 8], MAY), {
		accept: ["accessible"],
	}),
];

const yellowstone: CorpusEntry[] = [
	e("when does old faithful go off?", trip("yellowstone", [4, 8], SUMMER), {
		about: ["yellowstone-old-faithful"],
		facts: [/60|110|minutes|predict/i],
	}),
	e("is grand prismatic ok with a stroller", trip("yellowstone", [1, 5], SUMMER), {
		about: ["yellowstone-grand-prismatic-spring"],
		facts: [/boardwalk/i],
	}),
	e(
		"we're staying at the old faithful inn, what's walkable with a 4 and 7 yr old",
		trip("yellowstone", [4, 7], AUGUST, { stay: "yellowstone-old-faithful-inn" }),
		{ accept: ["!lodging"], hard: ["within:2"] },
	),
	e("where can we see bison and maybe wolves with the kids", trip("yellowstone", [6, 9], SUMMER), {
		accept: ["wildlife|animals"],
	}),
	e("short easy hikes for a 3 year old (he hates the carrier)", trip("yellowstone", [3], AUGUST), {
		accept: ["outdoor", "hike|nature"],
		hard: ["age:3"],
	}),
	e("yellowstone in february with kids - what's actually open?", trip("yellowstone", [7, 10], FEBRUARY), {
		accept: ["any"],
	}),
	e("rainy afternoon, kids 6 & 9, anything indoors?", trip("yellowstone", [6, 9], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("where to eat lunch near old faithful", trip("yellowstone", [5, 8], SUMMER), {
		accept: ["meal"],
		hard: ["near:yellowstone-old-faithful:2"],
	}),
	e("how far is mammoth from old faithful by car?", trip("yellowstone", [6, 10], AUGUST), {
		about: [
			"yellowstone-mammoth-hot-springs-terraces|yellowstone-mammoth-hot-springs-hotel|yellowstone-albright-visitor-center",
			"yellowstone-old-faithful|yellowstone-old-faithful-inn|yellowstone-old-faithful-visitor-education-center",
		],
		facts: [DISTANCE],
	}),
	e("our 12 yr old wants a real hike with a big view", trip("yellowstone", [12], SUMMER), {
		accept: ["hike"],
		hard: ["age:12"],
	}),
	e("the sulfur smell makes my toddler cry - anything that isn't geysers?", trip("yellowstone", [2, 6], SUMMER), {
		accept: ["!thermal"],
		hard: ["!thermal"],
	}),
	e("boat on yellowstone lake with a 5yo?", trip("yellowstone", [5], AUGUST), {
		about: ["yellowstone-bridge-bay-marina"],
		facts: [/cruise|boat/i],
	}),
	e("waterfalls the kids can see without a long walk", trip("yellowstone", [2, 5], SUMMER), {
		accept: ["water", "text:fall"],
	}),
	e("campgrounds for a family of 5, kids 3-10", trip("yellowstone", [3, 6, 10], SUMMER), {
		accept: ["camping"],
	}),
	e(
		"kids 4 and 7 get carsick - anything within 20 minutes drive of the old faithful inn?",
		trip("yellowstone", [4, 7], SUMMER, { stay: "yellowstone-old-faithful-inn" }),
		{ accept: ["!lodging"], hard: ["within:20"] },
	),
];

const smokies: CorpusEntry[] = [
	e("laurel falls trail with a 5 year old, is it even open?", trip("great-smoky-mountains", [5], MAY), {
		about: ["great-smoky-mountains-laurel-falls-trail"],
		facts: [/closed|rehab|check/i],
	}),
	e("cades cove, how long does the loop take?", trip("great-smoky-mountains", [4, 9], SUMMER), {
		about: ["great-smoky-mountains-cades-cove"],
		facts: [/hours?/i],
	}),
	e("is there a waterfall you can walk behind?", trip("great-smoky-mountains", [7, 10], SUMMER), {
		accept: ["text:behind"],
	}),
	e("january trip, kids 6 & 9, want big snowy mountain views", trip("great-smoky-mountains", [6, 9], WINTER), {
		accept: ["outdoor"],
	}),
	e("rainy day in gatlinburg with a 2 and a 5 yr old", trip("great-smoky-mountains", [2, 5], APRIL), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("swimming or tubing in july for an 8 and 10 yr old", trip("great-smoky-mountains", [8, 10], SUMMER), {
		accept: ["swim|text:tubing|swimming"],
	}),
	e("dollywood with a 3yo - worth it?", trip("great-smoky-mountains", [3, 7], OCTOBER), {
		about: ["great-smoky-mountains-dollywood"],
		facts: [/wildwood grove|gentle|younger|kids' area|suits a 3-year-old|height/i],
	}),
	e("cheap pancake breakfast in pigeon forge", trip("great-smoky-mountains", [4, 6], SUMMER), {
		accept: ["meal"],
	}),
	e("bears!! where do we have the best chance (from the car pls)", trip("great-smoky-mountains", [5, 8], MAY), {
		accept: ["text:bear|wildlife"],
	}),
	e("flat easy walk we can do with a stroller", trip("great-smoky-mountains", [1, 4], OCTOBER), {
		accept: ["stroller", "outdoor"],
	}),
	e("NOT a hike. my kids (4, 6) are DONE walking", trip("great-smoky-mountains", [4, 6], AUGUST), {
		accept: ["!hike"],
		hard: ["!hike"],
	}),
	e("how far from sugarlands visitor center to cades cove by car", trip("great-smoky-mountains", [5, 9], APRIL), {
		about: [
			"great-smoky-mountains-sugarlands-visitor-center",
			"great-smoky-mountains-cades-cove|great-smoky-mountains-cable-mill-historic-area|great-smoky-mountains-cades-cove-campground",
		],
		facts: [DISTANCE],
	}),
	e("history for a 10 yr old - old cabins, mills, that kind of thing", trip("great-smoky-mountains", [10], OCTOBER), {
		accept: ["history"],
		hard: ["age:10"],
	}),
	e("underground cave tour ok for a 4 year old?", trip("great-smoky-mountains", [4, 8], SUMMER), {
		about: ["great-smoky-mountains-tuckaleechee-caverns"],
		facts: [/stroller|carrier|steps/i],
	}),
	e("dinner at 6 in gatlinburg, kids 5 and 8, nothing fancy", trip("great-smoky-mountains", [5, 8], OCTOBER), {
		accept: ["meal"],
		hard: ["near:great-smoky-mountains-gatlinburg-space-needle:12"],
	}),
];

const acadia: CorpusEntry[] = [
	e("do we need a reservation for cadillac mountain", trip("acadia", [6, 9], AUGUST), {
		about: ["acadia-cadillac-summit"],
		facts: [/reserv/i],
	}),
	e("thunder hole - when is the best time to go", trip("acadia", [5, 8], SUMMER), {
		about: ["acadia-thunder-hole"],
		facts: [/tide/i],
	}),
	e("popovers at jordan pond, do we need to book?", trip("acadia", [4, 7], AUGUST), {
		about: ["acadia-jordan-pond-house"],
		facts: [/reserv|book/i],
	}),
	e("easy carriage road for a stroller and a kid on a bike", trip("acadia", [1, 6], SUMMER), {
		accept: ["stroller", "outdoor"],
	}),
	e("beach in august with a 3 and 6 year old", trip("acadia", [3, 6], AUGUST), { accept: ["beach"] }),
	e("rainy day in bar harbor with a 4 year old", trip("acadia", [4], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor", "age:4"],
	}),
	e("something adventurous for an 11 yo who climbs everything", trip("acadia", [11], SUMMER), {
		accept: ["hike"],
		hard: ["age:11"],
	}),
	e("lobster dinner where kids are welcome", trip("acadia", [5, 10], AUGUST), { accept: ["meal"] }),
	e("tide pools!! where are the good ones", trip("acadia", [4, 7], SUMMER), {
		accept: ["text:tide ?pool|tide|low tide|sea stars?|crabs?"],
	}),
	e("whale watching with a 3 year old, good idea?", trip("acadia", [3, 8], SUMMER), {
		about: ["acadia-bar-harbor-whale-watch"],
		facts: [/younger|shorter|cold|rough/i],
	}),
	e("acadia in november, what's still worth doing with a 5 and 8 yr old", trip("acadia", [5, 8], NOVEMBER), {
		accept: ["any"],
	}),
	e("ice cream in bar harbor", trip("acadia", [3, 6], AUGUST), { accept: ["food"] }),
	e(
		"what's walking distance from the bar harbor inn for a toddler",
		trip("acadia", [2], SUMMER, { stay: "acadia-bar-harbor-inn" }),
		{ accept: ["!lodging"], hard: ["within:1.5", "age:2"] },
	),
	e("sunrise spot the kids will remember", trip("acadia", [9, 12], SUMMER), { accept: ["views"] }),
	e("it's foggy and cold, 2 and 5 yo, something indoors near bar harbor", trip("acadia", [2, 5], MAY), {
		accept: ["indoor"],
		hard: ["indoor", "near:acadia-bar-harbor-village-green:15"],
	}),
];

const olympic: CorpusEntry[] = [
	e("hurricane ridge - is there food up there?", trip("olympic", [5, 8], SUMMER), {
		about: ["olympic-hurricane-ridge"],
		facts: [/bring your own|limited|burn/i],
	}),
	e("hall of mosses ok with a stroller?", trip("olympic", [1, 4], AUGUST), {
		about: ["olympic-hall-of-mosses"],
		facts: [/stroller/i],
	}),
	e("tide pools for a 5 and 7 yr old", trip("olympic", [5, 7], SUMMER), {
		accept: ["beach|text:tide"],
	}),
	e("its pouring (rainforest lol) - indoor stuff for the kids?", trip("olympic", [4, 9], OCTOBER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("waterfall walk a toddler can do", trip("olympic", [2], SUMMER), {
		accept: ["water"],
		hard: ["age:2"],
	}),
	e("sol duc hot springs in december?", trip("olympic", [6, 10], DECEMBER), {
		about: ["olympic-sol-duc-hot-springs-resort"],
		facts: [
			/opens? in (the )?spring|spring (to|through|until) (the )?fall|clos(es|ed) (in|for) (the )?(fall|winter|season)|not open/i,
		],
	}),
	e("where can a 9 yo see elk", trip("olympic", [9], MAY), { accept: ["wildlife|animals|text:\\belk\\b"] }),
	e("burgers in forks", trip("olympic", [6, 11], SUMMER), {
		accept: ["meal"],
		hard: ["near:olympic-forks-visitor-center:4"],
	}),
	e("beach with giant driftwood and sea stacks", trip("olympic", [7, 10], AUGUST), { accept: ["beach"] }),
	e("lake with boats, kids 6 and 8", trip("olympic", [6, 8], SUMMER), { accept: ["boat|water"] }),
	e("how long is the drive from lake crescent to the hoh rain forest", trip("olympic", [5, 9], SUMMER), {
		about: [
			"olympic-lake-crescent|olympic-lake-crescent-lodge",
			"olympic-hoh-rain-forest-visitor-center|olympic-hall-of-mosses|olympic-hoh-campground|olympic-hoh-river-trail",
		],
		facts: [DISTANCE],
	}),
	e("animals a 2 yr old can see up close", trip("olympic", [2, 5], MAY), {
		accept: ["animals"],
		hard: ["age:2"],
	}),
	e("stroller-friendly trail, flat please", trip("olympic", [1, 3], AUGUST), { accept: ["stroller"] }),
	e("where do we sleep near the beaches? kids 4 and 7", trip("olympic", [4, 7], SUMMER), {
		accept: ["lodging", "beach"],
	}),
	e("long drive day - somewhere near port angeles for a 3 yo to stretch his legs", trip("olympic", [3], SUMMER), {
		accept: ["outdoor"],
		hard: ["near:olympic-national-park-visitor-center:25"],
	}),
];

const rocky: CorpusEntry[] = [
	e("do we need a reservation for bear lake?", trip("rocky-mountain", [4, 7], SUMMER), {
		about: ["rocky-mountain-bear-lake"],
		facts: [/reserv|timed/i],
	}),
	e("is the alpine visitor center open in november?", trip("rocky-mountain", [6, 9], NOVEMBER), {
		about: ["rocky-mountain-alpine-visitor-center"],
		facts: [/memorial day|summer|october|closed|only while/i],
	}),
	e("easy lake walk for a 2 and 4 yr old", trip("rocky-mountain", [2, 4], SUMMER), {
		accept: ["outdoor", "water|nature"],
		hard: ["age:2"],
	}),
	e("elk!!! where", trip("rocky-mountain", [5, 8], OCTOBER), { accept: ["wildlife|animals|text:\\belk\\b"] }),
	e("rainy afternoon in estes park, kids 5 & 9", trip("rocky-mountain", [5, 9], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("pizza in estes park", trip("rocky-mountain", [4, 6], SUMMER), {
		accept: ["text:pizza"],
		hard: ["near:rocky-mountain-estes-park-visitor-center:5"],
	}),
	e("waterfall hike an 8 yo can manage", trip("rocky-mountain", [8], AUGUST), {
		accept: ["hike", "text:falls?\\b|waterfall"],
		hard: ["age:8"],
	}),
	e("january trip - snow fun for a 6 and 10 yr old", trip("rocky-mountain", [6, 10], WINTER), {
		accept: ["outdoor"],
	}),
	e("how far is grand lake from estes park by car", trip("rocky-mountain", [5, 9], SUMMER), {
		about: [
			"rocky-mountain-grand-lake-village|rocky-mountain-grand-lake",
			"rocky-mountain-estes-park-visitor-center|rocky-mountain-estes-park-riverwalk",
		],
		facts: [DISTANCE],
	}),
	e("teen (15) wants a big, challenging hike", trip("rocky-mountain", [15], SUMMER), {
		accept: ["hike"],
		hard: ["age:15"],
	}),
	e("free stuff pls, we already paid enough for the park pass lol", trip("rocky-mountain", [7, 11], AUGUST), {
		accept: ["free"],
		hard: ["free"],
	}),
	e(
		"walkable from the stanley hotel? kids 3 & 7",
		trip("rocky-mountain", [3, 7], SUMMER, { stay: "rocky-mountain-stanley-hotel" }),
		{ accept: ["!lodging"], hard: ["within:2.5"] },
	),
	e("picnic spot with a view, we have a baby", trip("rocky-mountain", [0, 5], SUMMER), {
		accept: ["outdoor", "picnic|views"],
	}),
	e(
		"trail ridge road in october - can we still drive up to the top with the kids?",
		trip("rocky-mountain", [6, 9], OCTOBER),
		{
			about: ["rocky-mountain-alpine-visitor-center"],
			facts: [/october|memorial day|only while/i],
		},
	),
	e("hot chocolate and somewhere warm after a snowy walk", trip("rocky-mountain", [4, 8], WINTER), {
		accept: ["food|indoor"],
	}),
];

/** The whole corpus, destination by destination. */
export const CORPUS: readonly CorpusEntry[] = [
	...london,
	...paris,
	...newYork,
	...washington,
	...orlando,
	...sanDiego,
	...yellowstone,
	...smokies,
	...acadia,
	...olympic,
	...rocky,
];
