// UNSEEN family questions: never used to tune the guide. Written from the catalog's data
// (migrations/seed/family-places/*.json) and a parent's point of view, in the format of
// ../guide-corpus/corpus.ts and judged by ../guide-corpus/judge.ts, to measure whether the tuning on the
// two corpora there generalises. Do not tune the guide against these: when one fails, fix the guide's
// understanding in general, then write new unseen questions here.
import {
	APRIL,
	AUGUST,
	type CorpusEntry,
	DISTANCE,
	DURATION,
	e,
	FEBRUARY,
	MAY,
	NOVEMBER,
	OCTOBER,
	SUMMER,
	trip,
	WINTER,
} from "../guide-corpus/corpus";

const london: CorpusEntry[] = [
	e("british musem - is it free and how long would we need with a 6yo?", trip("london", [6, 10], OCTOBER), {
		about: ["london-british-museum"],
		facts: [/free/i, DURATION],
	}),
	e("do we have to book the sky garden or can we just turn up? kids 7 and 11", trip("london", [7, 11], MAY), {
		about: ["london-sky-garden"],
		facts: [/book/i],
	}),
	e("tower of london with a buggy, doable?? we have a 2 and 6 yr old", trip("london", [2, 6], APRIL), {
		about: ["london-tower-of-london"],
		facts: [/stroller|carrier|cobble/i],
	}),
	e("grey drizzly sunday, 18 month old and a 4 year old, free stuff indoors pls", trip("london", [1, 4], NOVEMBER), {
		accept: ["indoor", "free"],
		hard: ["indoor", "free"],
	}),
	e(
		"our 14 yr old is bored of museums AND parks, anything with a view or a bit of a thrill?",
		trip("london", [14], AUGUST),
		{ accept: ["any"], hard: ["!museum", "!park"] },
	),
	e(
		"we're at the ampersand, anything free we can walk to with a 4 year old?",
		trip("london", [4], FEBRUARY, { stay: "london-the-ampersand-hotel" }),
		{ accept: ["free"], hard: ["within:1.5", "age:4"] },
	),
	e("cheap eats near borough market, our 5yo is a fussy eater", trip("london", [5, 9], OCTOBER), {
		accept: ["meal"],
		hard: ["near:london-borough-market:1.5"],
	}),
	e("animals for a 2 yr old, free if poss, we've spent a fortune already", trip("london", [2], APRIL), {
		accept: ["animals"],
		hard: ["free", "age:2"],
	}),
	e(
		"how far is kew gardens from our hotel and how long would it take to get there?",
		trip("london", [3, 7], MAY, { stay: "london-premier-inn-london-county-hall" }),
		{ about: ["london-kew-gardens"], facts: [DISTANCE] },
	),
];

const paris: CorpusEntry[] = [
	e("louvre - free for kids? do we need tickets in advance", trip("paris", [8, 12], APRIL), {
		about: ["paris-musee-du-louvre"],
		facts: [/free/i, /reservation|timed|book/i],
	}),
	e("are the catacombs ok for a 7 year old or too scary", trip("paris", [7], OCTOBER), {
		about: ["paris-catacombes-de-paris"],
		facts: [/older|teen/i],
	}),
	e("eiffel tower with a pushchair - lift or stairs? and should we book", trip("paris", [1, 5], MAY), {
		about: ["paris-eiffel-tower"],
		facts: [/lift/i, /book/i],
	}),
	e("it's bucketing down, 3 and 5 year old need somewhere inside to let off steam", trip("paris", [3, 5], NOVEMBER), {
		accept: ["indoor"],
		hard: ["indoor", "age:3"],
	}),
	e("we need a break from museums. outdoors for a 9 and 12 yr old?", trip("paris", [9, 12], MAY), {
		accept: ["outdoor"],
		hard: ["!museum", "outdoor"],
	}),
	e("crepes or something cheapish for dinner in the marais, with a 4 yr old", trip("paris", [4, 8], APRIL), {
		accept: ["meal"],
		hard: ["near:paris-musee-carnavalet-histoire-de-paris:1.5"],
	}),
	e(
		"staying at the pullman by the eiffel tower – whats close by for a toddler? free ideally",
		trip("paris", [2, 6], SUMMER, { stay: "paris-pullman-paris-tour-eiffel" }),
		{ accept: ["free"], hard: ["within:1.5", "age:2"] },
	),
	e("quiet park where the baby can nap in the pram after lunch", trip("paris", [0, 4], MAY), {
		accept: ["quiet"],
		hard: ["!loud", "!theme"],
	}),
	e("our 2yo is obsessed with animals, somewhere small and easy", trip("paris", [2], OCTOBER), {
		accept: ["animals"],
		hard: ["age:2"],
	}),
];

const newYork: CorpusEntry[] = [
	e("statue of liberty crown with a 5 year old?? do we need to book", trip("new-york", [5, 9], MAY), {
		about: ["new-york-statue-of-liberty"],
		facts: [/book/i, /four feet|162 steps/i],
	}),
	e(
		"intrepid - can we take the stroller on the submarine? and how long do ppl spend there",
		trip("new-york", [1, 6], OCTOBER),
		{ about: ["new-york-intrepid-museum"], facts: [/stroller/i, DURATION] },
	),
	e("bronx zoo, is it a whole day thing with a 3 and a 6 yr old?", trip("new-york", [3, 6], SUMMER), {
		about: ["new-york-bronx-zoo"],
		facts: [/full day/i],
	}),
	e(
		"rainy afternoon in manhattan, toddler (2) and 5 yo, we need somewhere indoor",
		trip("new-york", [2, 5], NOVEMBER),
		{ accept: ["indoor"], hard: ["indoor", "age:2"] },
	),
	e("free things to do outside with an 8 and 10 yr old, its finally sunny", trip("new-york", [8, 10], APRIL), {
		accept: ["free", "outdoor"],
		hard: ["free", "outdoor"],
	}),
	e("pizza lunch near brooklyn bridge park? kids are 4 and 9", trip("new-york", [4, 9], AUGUST), {
		accept: ["meal"],
		hard: ["near:new-york-brooklyn-bridge-park:1.5"],
	}),
	e("my 4 yr old hates loud places, any calm museum ideas", trip("new-york", [4], FEBRUARY), {
		accept: ["museum"],
		hard: ["!loud", "age:4"],
	}),
	e("beach day in july for a 6 and 3 year old, we'll take the subway", trip("new-york", [3, 6], SUMMER), {
		accept: ["beach"],
	}),
];

const washington: CorpusEntry[] = [
	e("air and space museum: free? do we need passes?", trip("washington-dc", [6, 9], APRIL), {
		about: ["washington-dc-national-air-and-space-museum"],
		facts: [/free/i, /pass|book/i],
	}),
	e("national zoo with a stroller - where should we start, isnt it hilly?", trip("washington-dc", [1, 4], MAY), {
		about: ["washington-dc-smithsonians-national-zoo"],
		facts: [/hill|downhill|top entrance/i],
	}),
	e("spy museum for a 6 year old, too young?", trip("washington-dc", [6, 11], OCTOBER), {
		about: ["washington-dc-international-spy-museum"],
		facts: [/eight|\b8\b/i],
	}),
	e("its 95 degrees out, kids 5 and 7 need aircon and something free to do", trip("washington-dc", [5, 7], SUMMER), {
		accept: ["indoor", "free"],
		hard: ["indoor", "free"],
	}),
	e("water to splash in for a 3yo, free pls", trip("washington-dc", [3], AUGUST), {
		accept: ["water"],
		hard: ["free", "age:3"],
	}),
	e(
		"staying at the hyatt on capitol hill, museums we can walk to with a 4 and 8 yo?",
		trip("washington-dc", [4, 8], APRIL, { stay: "washington-dc-hyatt-regency-washington-on-capitol-hill" }),
		{ accept: ["museum"], hard: ["within:2"] },
	),
	e("our 15 year old loves history but hates art galleries, ideas?", trip("washington-dc", [15], NOVEMBER), {
		accept: ["history"],
		hard: ["!art", "age:15"],
	}),
	e("where can we get a cheap casual dinner, kids are 6 and 10 and starving", trip("washington-dc", [6, 10], MAY), {
		accept: ["meal"],
	}),
];

const orlando: CorpusEntry[] = [
	e("gatorland - how long do we need and is it cheaper than disney?", trip("orlando", [5, 8], FEBRUARY), {
		about: ["orlando-gatorland"],
		facts: [/half a day/i, /cheaper/i],
	}),
	e("kennedy space center from orlando, how far is it? worth it with a 5yo?", trip("orlando", [5, 10], NOVEMBER), {
		about: ["orlando-kennedy-space-center-visitor-complex"],
		facts: [DISTANCE],
	}),
	e(
		"magic kingdom w/ a 2 year old and an 8 year old, how do rides work when the little one is too short?",
		trip("orlando", [2, 8], OCTOBER),
		{ about: ["orlando-magic-kingdom"], facts: [/rider switch/i] },
	),
	e("afternoon thunderstorm, indoor stuff for a 4 and 7 yo that isn't a theme park", trip("orlando", [4, 7], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor", "!theme"],
	}),
	e("break from the parks pls - swimming in a natural spring maybe? kids 6 & 9", trip("orlando", [6, 9], SUMMER), {
		accept: ["swim|water"],
		hard: ["!theme"],
	}),
	e("free things to do in orlando with a toddler", trip("orlando", [2, 5], APRIL), {
		accept: ["free"],
		hard: ["free", "age:2"],
	}),
	e("somewhere calm for lunch, my 3yo melts down anywhere noisy", trip("orlando", [3, 6], MAY), {
		accept: ["meal"],
		hard: ["!loud"],
	}),
	e("is any water park open in january? kids 8 and 11", trip("orlando", [8, 11], WINTER), {
		accept: ["swim"],
	}),
];

const sanDiego: CorpusEntry[] = [
	e(
		"san diego zoo with a 3yo — how long do we need, and can we avoid walking up all the hills?",
		trip("san-diego", [3, 7], APRIL),
		{ about: ["san-diego-san-diego-zoo"], facts: [/most of a day/i, /bus|skyfari|tram/i] },
	),
	e("uss midway with a toddler? are there lots of ladders", trip("san-diego", [2, 9], OCTOBER), {
		about: ["san-diego-uss-midway-museum"],
		facts: [/ladder/i],
	}),
	e("la jolla cove - can we get close to the sea lions? is parking ok", trip("san-diego", [4, 8], SUMMER), {
		about: ["san-diego-la-jolla-cove"],
		facts: [/parking/i],
	}),
	e("june gloom and drizzle, indoor ideas in balboa park for 6 and 10 year olds", trip("san-diego", [6, 10], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor", "near:san-diego-balboa-park:1.5"],
	}),
	e("gentle beach for a 2 year old, free", trip("san-diego", [2, 5], AUGUST), {
		accept: ["beach"],
		hard: ["free", "age:2"],
	}),
	e("mexican food for lunch near old town? kids 5 and 8", trip("san-diego", [5, 8], MAY), {
		accept: ["meal"],
		hard: ["near:san-diego-old-town-san-diego-state-historic-park:1"],
	}),
	e("is legoland worth it for a 13 yr old?", trip("san-diego", [8, 13], APRIL), {
		about: ["san-diego-legoland-california"],
		facts: [/\b12\b/],
	}),
	e("animals but not the big zoo, something smaller for a 4yo", trip("san-diego", [4], FEBRUARY), {
		accept: ["animals"],
		hard: ["!name:San Diego Zoo", "age:4"],
	}),
];

const yellowstone: CorpusEntry[] = [
	e(
		"old faithful visitor center - good for a rainy hour w/ 5 and 8 yo? do they tell you when it goes off",
		trip("yellowstone", [5, 8], SUMMER),
		{ about: ["yellowstone-old-faithful-visitor-education-center"], facts: [/predict/i] },
	),
	e("grand prismatic with a 2 year old, how long is the boardwalk? parking?", trip("yellowstone", [2, 6], SUMMER), {
		about: ["yellowstone-grand-prismatic-spring"],
		facts: [/mile/i, /parking/i],
	}),
	e("mammoth hot springs terraces with grandma who cant do many stairs", trip("yellowstone", [7, 10], AUGUST), {
		about: ["yellowstone-mammoth-hot-springs-terraces"],
		facts: [/stairs|drive/i],
	}),
	e("where can we see bison without a hike? kids 3 and 6", trip("yellowstone", [3, 6], SUMMER), {
		accept: ["wildlife|animals"],
		hard: ["!hike"],
	}),
	e("geysers or hot springs that are ok with a stroller, baby is 1", trip("yellowstone", [1, 4], AUGUST), {
		accept: ["thermal"],
		hard: ["stroller"],
	}),
	e("it's snowing (january!), anything indoors near old faithful?", trip("yellowstone", [6, 9], WINTER), {
		accept: ["indoor"],
		hard: ["indoor", "near:yellowstone-old-faithful:3"],
	}),
	e(
		"a waterfall we can see from the car or close to it, not a big hike, kids 4 and 7",
		trip("yellowstone", [4, 7], SUMMER),
		{ accept: ["text:waterfall"], hard: ["!hike"] },
	),
	e(
		"how far is lamar valley from our lodge and when's the best time for wolves",
		trip("yellowstone", [8, 12], SUMMER, { stay: "yellowstone-canyon-lodge" }),
		{ about: ["yellowstone-lamar-valley"], facts: [DISTANCE, /dawn/i] },
	),
];

const smokies: CorpusEntry[] = [
	e(
		"cades cove loop - how long does the drive take in summer? kids 4 and 7",
		trip("great-smoky-mountains", [4, 7], SUMMER),
		{ about: ["great-smoky-mountains-cades-cove"], facts: [/hours/i] },
	),
	e(
		"anakeesta with a 3 year old, is there a way up that isn't an open chairlift?",
		trip("great-smoky-mountains", [3, 8], OCTOBER),
		{ about: ["great-smoky-mountains-anakeesta"], facts: [/gondola/i] },
	),
	e("tuckaleechee caverns with a stroller?", trip("great-smoky-mountains", [1, 6], MAY), {
		about: ["great-smoky-mountains-tuckaleechee-caverns"],
		facts: [/stroller|carrier/i],
	}),
	e(
		"rainy day near gatlinburg, 6 and 9 yr old, dont want to be walking around in the wet",
		trip("great-smoky-mountains", [6, 9], APRIL),
		{ accept: ["indoor"], hard: ["indoor"] },
	),
	e("easy flat walk for the stroller, by a river if possible. toddler is 2", trip("great-smoky-mountains", [2], MAY), {
		accept: ["stroller"],
		hard: ["age:2"],
	}),
	e("waterfall hike for a 10 and 12 yr old, nothing too babyish", trip("great-smoky-mountains", [10, 12], OCTOBER), {
		accept: ["hike"],
		hard: ["age:10"],
	}),
	e("cheap dinner in pigeon forge the kids will actually eat", trip("great-smoky-mountains", [5, 11], SUMMER), {
		accept: ["meal"],
		hard: ["near:great-smoky-mountains-the-old-mill:3"],
	}),
	e("where can we see elk? we have a baby so nothing strenuous", trip("great-smoky-mountains", [0, 4], OCTOBER), {
		accept: ["wildlife"],
		hard: ["!hike"],
	}),
];

const acadia: CorpusEntry[] = [
	e("sand beach - can the kids actually swim? how cold is the water", trip("acadia", [6, 9], SUMMER), {
		about: ["acadia-sand-beach"],
		facts: [/55|cold/i],
	}),
	e("beehive trail with an 8 and 11 year old?", trip("acadia", [8, 11], AUGUST), {
		about: ["acadia-beehive-trail"],
		facts: [/older|heights/i],
	}),
	e("bar island - when can we walk over?", trip("acadia", [4, 7], SUMMER), {
		about: ["acadia-bar-island-sandbar"],
		facts: [/low tide/i],
	}),
	e("jordan pond house - do we need a reservation, and what is it famous for", trip("acadia", [5, 9], AUGUST), {
		about: ["acadia-jordan-pond-house"],
		facts: [/popover/i, /reservation/i],
	}),
	e("foggy wet day in bar harbor, 5 and 9 yo, anything inside?", trip("acadia", [5, 9], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("flat trail for a stroller with a 1 yo, near water ideally", trip("acadia", [1, 4], SUMMER), {
		accept: ["stroller"],
		hard: ["age:1"],
	}),
	e("swimming somewhere not freezing? kids 6 and 8", trip("acadia", [6, 8], AUGUST), {
		accept: ["swim|beach"],
	}),
	e("somewhere free in town for the kids to run around after dinner", trip("acadia", [3, 6], SUMMER), {
		accept: ["outdoor"],
		hard: ["free"],
	}),
];

const olympic: CorpusEntry[] = [
	e("hurricane ridge - is there food up there? kids 4 & 7", trip("olympic", [4, 7], SUMMER), {
		about: ["olympic-hurricane-ridge"],
		facts: [/food|bring/i],
	}),
	e("hall of mosses with a stroller?", trip("olympic", [1, 5], AUGUST), {
		about: ["olympic-hall-of-mosses"],
		facts: [/stroller/i],
	}),
	e("hole in the wall - how far is the walk and do we need to think about tides?", trip("olympic", [6, 10], SUMMER), {
		about: ["olympic-hole-in-the-wall"],
		facts: [/mile/i, /tide/i],
	}),
	e("its raining (it's the rainforest lol), indoor stuff for a 3 and 6 yr old", trip("olympic", [3, 6], OCTOBER), {
		accept: ["indoor"],
		hard: ["indoor", "age:3"],
	}),
	e("best tide pools for kids 5 and 9?", trip("olympic", [5, 9], AUGUST), {
		accept: ["text:tide pool"],
	}),
	e("dinner near forks, nothing fancy", trip("olympic", [7, 12], SUMMER), {
		accept: ["meal"],
		hard: ["near:olympic-forks-visitor-center:5"],
	}),
	e("a waterfall walk short enough for a 2 yr old", trip("olympic", [2, 5], MAY), {
		accept: ["text:waterfall"],
		hard: ["age:2"],
	}),
	e("animals the kids can see from the car, they're 3 and 5", trip("olympic", [3, 5], SUMMER), {
		accept: ["animals|wildlife"],
	}),
];

const rocky: CorpusEntry[] = [
	e("bear lake - do we need a reservation? is it ok for a 2 year old", trip("rocky-mountain", [2, 5], SUMMER), {
		about: ["rocky-mountain-bear-lake"],
		facts: [/timed|reservation/i, /toddler/i],
	}),
	e("sprague lake with a wheelchair for grandpa?", trip("rocky-mountain", [6, 9], AUGUST), {
		about: ["rocky-mountain-sprague-lake"],
		facts: [/wheelchair|accessible/i],
	}),
	e("will the alpine visitor center be open when we're there?", trip("rocky-mountain", [5, 8], OCTOBER), {
		about: ["rocky-mountain-alpine-visitor-center"],
		facts: [/mid-October|Memorial Day|Trail Ridge Road/i],
	}),
	e(
		"thunderstorms every afternoon, something indoors in estes park for a 4 and 8 yr old",
		trip("rocky-mountain", [4, 8], SUMMER),
		{ accept: ["indoor"], hard: ["indoor"] },
	),
	e("moose!! where are we most likely to see one, kids 6 and 10", trip("rocky-mountain", [6, 10], SUMMER), {
		accept: ["text:moose"],
	}),
	e("flat walk with a stroller and a picnic, 1 and 4 yr old", trip("rocky-mountain", [1, 4], SUMMER), {
		accept: ["stroller"],
	}),
	e("hike for a 9 yr old who wants a real challenge", trip("rocky-mountain", [9], AUGUST), {
		accept: ["hike"],
		hard: ["age:9"],
	}),
	e("pizza in estes park after a long day", trip("rocky-mountain", [5, 11], SUMMER), {
		accept: ["meal"],
		hard: ["near:rocky-mountain-estes-park-visitor-center:3"],
	}),
];

/** 80+ questions across every catalog destination and age mix, never used for tuning. */
export const UNSEEN_CORPUS: readonly CorpusEntry[] = [
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
