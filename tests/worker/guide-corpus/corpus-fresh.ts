// A held-out exam: new family questions the guide was never tuned against, written from the catalog's
// data (migrations/seed/family-places/*.json) and from other parents' points of view than ./corpus.ts:
// grandparents planning, a dad texting one-handed, a mum with twins and a baby, a family with a
// wheelchair user, a teen who hates "kid stuff", a tight budget, British/American/Australian English,
// typos, several needs at once, indirect asks, things to avoid, weather and time of day, questions
// about one named place. Same entry format and judge as ./corpus.ts.
import {
	APRIL,
	AUGUST,
	type CorpusEntry,
	DECEMBER,
	DISNEY,
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
} from "./corpus";

/** Forks, Washington: an address point on the Olympic coast side, not a saved place. */
const FORKS = { label: "Forks, WA 98331", lat: 47.9504, lng: -124.3855 };

const london: CorpusEntry[] = [
	e(
		"We're the grandparents, taking Olivia (4) and Sam (7) out for the day – somewhere with benches for us and space for them to run about, nothing too tiring please",
		trip("london", [4, 7], MAY),
		{ accept: ["active|park"], hard: ["!theme", "age:4"] },
	),
	e("raining. kids 5 n 9. ideas? indoors pls", trip("london", [5, 9], NOVEMBER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e(
		"I've got 3yo twins and a 6 month old, need somewhere buggy friendly and inside, it's freezing out",
		trip("london", [0, 3, 3], WINTER),
		{ accept: ["indoor", "stroller|toddler"], hard: ["indoor", "age:3"] },
	),
	e("My son uses a wheelchair – which museums are step-free all the way round?", trip("london", [9, 12], OCTOBER), {
		accept: ["museum", "accessible"],
		hard: ["accessible"],
	}),
	e(
		"my 14 year old says museums are for babies and rolls her eyes at anything 'kiddy'. what would a teenager actually enjoy in london?",
		trip("london", [14], APRIL),
		{ accept: ["!museum", "!play"], hard: ["!museum", "age:14"] },
	),
	e(
		"we're a bit skint this trip – anything free for a 6 and 9 year old on a dry day?",
		trip("london", [6, 9], OCTOBER),
		{
			accept: ["free"],
			hard: ["free"],
		},
	),
	e("whats good near the tower of london for a 7yo that we can walk to after", trip("london", [7], AUGUST), {
		accept: ["near:london-tower-of-london:1.5"],
		hard: ["near:london-tower-of-london:2"],
	}),
	e(
		"we're all hangry around Covent Garden – somewhere to sit down and eat with a 4 and 8 year old?",
		trip("london", [4, 8], MAY),
		{
			accept: ["meal", "near:london-covent-garden:1.5"],
		},
	),
	e(
		"No more palaces or castles please!! The kids (6, 10) are palaced out. Something outdoorsy?",
		trip("london", [6, 10], SUMMER),
		{ accept: ["outdoor", "!history"], hard: ["!name:palace|castle|tower of london"] },
	),
	e(
		"it's sweltering, 31 degrees – where can the kids (5 and 8) cool off in some water?",
		trip("london", [5, 8], SUMMER),
		{
			accept: ["water"],
		},
	),
	e(
		"we've only got the morning before our 6pm flight, something central that doesn't take all day? kids 6 and 11",
		trip("london", [6, 11], APRIL),
		{ accept: ["within:8"], hard: ["!text:full day|long day out|four hours|four to five hours"] },
	),
	e("is the sky garden actually free, and do we have to book?", trip("london", [7, 10], OCTOBER), {
		about: ["london-sky-garden"],
		facts: [/free/i, /book/i],
	}),
	e("how long should we allow at the Tower of London with a 6 year old", trip("london", [6], AUGUST), {
		about: ["london-tower-of-london"],
		facts: [DURATION],
	}),
	e("can we take the pushchair on the London Eye?", trip("london", [1, 5], MAY), {
		about: ["london-london-eye"],
		facts: [/stroller|pushchair|buggy/i],
	}),
	e("Is HMS Belfast OK for a 4 year old?", trip("london", [4], APRIL), {
		about: ["london-hms-belfast"],
		facts: [/six/i],
	}),
	e(
		"how far is the natural history museum from where we're staying, on foot?",
		trip("london", [5, 9], NOVEMBER, { stay: "london-the-ampersand-hotel" }),
		{ about: ["london-natural-history-museum"], facts: [DISTANCE] },
	),
	e("somewhere with animals for the little one (2) that isn't the zoo?", trip("london", [2, 6], MAY), {
		accept: ["animals"],
		hard: ["!name:zoo", "age:2"],
	}),
];

const paris: CorpusEntry[] = [
	e(
		"We're over from Manchester with the kids (4 and 6) and it's drizzly – what's indoors and not too long?",
		trip("paris", [4, 6], NOVEMBER),
		{ accept: ["indoor"], hard: ["indoor"] },
	),
	e(
		"Grandma and Grandpa here – our grandson (7) is mad about knights and armour, where should we take him?",
		trip("paris", [7], APRIL),
		{ accept: ["text:armour|armor|knight"] },
	),
	e("my daughter is in a wheelchair, which paris museums can she get round?", trip("paris", [10], OCTOBER), {
		accept: ["museum", "accessible"],
		hard: ["accessible"],
	}),
	e("cheap eats in paris for a family of 5? nothing posh", trip("paris", [3, 7, 11], MAY), {
		accept: ["meal"],
		hard: ["!text:expensive|pricey|palace"],
	}),
	e("our 15yo is over gardens and carousels. anything a bit spooky or edgy?", trip("paris", [15], OCTOBER), {
		accept: ["!park"],
		hard: ["age:15", "!text:carousel"],
	}),
	e("It's actually snowing! Kids 5 and 9, what's cosy and indoors?", trip("paris", [5, 9], WINTER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("do we have to book the Louvre? it's free for kids isn't it", trip("paris", [6, 9], APRIL), {
		about: ["paris-musee-du-louvre"],
		facts: [/reserv|book/i, /free/i],
	}),
	e("how long do people spend at the Jardin d'Acclimatation with a 3 year old", trip("paris", [3], MAY), {
		about: ["paris-jardin-dacclimatation"],
		facts: [/half a day|half day/i],
	}),
	e("are the catacombs ok for our 8 year old? and can the baby come in the stroller", trip("paris", [0, 8], OCTOBER), {
		about: ["paris-catacombes-de-paris"],
		facts: [/older|teen/i, /stroller/i],
	}),
	e(
		"how far is the aquarium from our hotel, can we walk it?",
		trip("paris", [4, 7], NOVEMBER, { stay: "paris-pullman-paris-tour-eiffel" }),
		{ about: ["paris-aquarium-de-paris"], facts: [DISTANCE] },
	),
	e("the baby needs a nap in the pram and the big one (6) needs to run", trip("paris", [0, 6], MAY), {
		accept: ["park|quiet"],
		hard: ["!loud", "!theme"],
	}),
	e("where's the best ice cream in paris, the kids are begging", trip("paris", [5, 8], SUMMER), {
		accept: ["food", "text:ice cream|gelato|sorbet"],
	}),
];

const newYork: CorpusEntry[] = [
	e("NYC w/ 2 boys (8, 11) who are obsessed w planes and ships", trip("new-york", [8, 11], OCTOBER), {
		accept: ["text:aircraft|plane|ship|carrier"],
	}),
	e(
		"Grandparents visiting – our granddaughter (5) would love a carousel ride, where's a nice one?",
		trip("new-york", [5], MAY),
		{ accept: ["text:carousel"] },
	),
	e(
		"There's a wheelchair user in our family – what can we all do outdoors if the weather holds?",
		trip("new-york", [7, 12], OCTOBER),
		{ accept: ["accessible", "outdoor"], hard: ["accessible"] },
	),
	e("totally free things to do in new york with 3 kids under 10", trip("new-york", [3, 6, 9], MAY), {
		accept: ["free"],
		hard: ["free"],
	}),
	e("It's 95 and humid and the kids (4, 7) are wilting — somewhere with AC?", trip("new-york", [4, 7], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("my 16yo refuses anything 'for kids'. views? food? something actually cool", trip("new-york", [16], APRIL), {
		accept: ["!play"],
		hard: ["age:16"],
	}),
	e("we've done 3 museums in 2 days, please no more museums. kids 6 & 9, it's sunny", trip("new-york", [6, 9], MAY), {
		accept: ["outdoor", "!museum"],
		hard: ["!museum"],
	}),
	e("is the staten island ferry really free? how long is the ride", trip("new-york", [5, 9], NOVEMBER), {
		about: ["new-york-staten-island-ferry"],
		facts: [/free/i, /25|minute/i],
	}),
	e("can our 6 year old go up to the crown of the statue of liberty", trip("new-york", [6], AUGUST), {
		about: ["new-york-statue-of-liberty"],
		facts: [/four feet|162/i],
	}),
	e("Central Park Zoo with a toddler – how long does it take?", trip("new-york", [2], MAY), {
		about: ["new-york-central-park-zoo"],
		facts: [DURATION],
	}),
	e(
		"how far is the natural history museum from our hotel on foot",
		trip("new-york", [4, 8], OCTOBER, { stay: "new-york-hotel-beacon" }),
		{ about: ["new-york-american-museum-of-natural-history"], facts: [DISTANCE] },
	),
	e("starving after walking the brooklyn bridge, pizza somewhere near the park?", trip("new-york", [7, 10], MAY), {
		accept: ["text:pizza", "near:new-york-brooklyn-bridge-park:1.5"],
	}),
];

const washington: CorpusEntry[] = [
	e("Is the Air and Space Museum free? Do we need tickets in advance?", trip("washington-dc", [6, 9], APRIL), {
		about: ["washington-dc-national-air-and-space-museum"],
		facts: [/free/i, /timed pass|book|online/i],
	}),
	e("my 10 year old wants to be a spy when he grows up lol", trip("washington-dc", [10], OCTOBER), {
		accept: ["text:spy"],
	}),
	e("which memorials on the Mall can we visit with a wheelchair?", trip("washington-dc", [8, 13], MAY), {
		accept: ["accessible", "history"],
		hard: ["accessible"],
	}),
	e(
		"rainy DC day with a 2 year old and a 4 year old, somewhere they can play indoors",
		trip("washington-dc", [2, 4], NOVEMBER),
		{ accept: ["indoor", "play|toddler"], hard: ["indoor", "age:2"] },
	),
	e(
		"Grandparents here with two grandkids (6, 9) for a week in DC – free museums that won't wear us out?",
		trip("washington-dc", [6, 9], OCTOBER),
		{ accept: ["free", "museum"], hard: ["free"] },
	),
	e("sweltering july afternoon, kids 3 and 7 want to splash", trip("washington-dc", [3, 7], SUMMER), {
		accept: ["water"],
	}),
	e("kids (5 & 8) are totally museum'd out. outdoors and free pls", trip("washington-dc", [5, 8], MAY), {
		accept: ["outdoor", "free", "!museum"],
		hard: ["free", "!museum"],
	}),
	e(
		"what age is the African American history museum right for? ours are 6 and 11",
		trip("washington-dc", [6, 11], APRIL),
		{
			about: ["washington-dc-national-museum-of-african-american-history-and-culture"],
			facts: [/older|teen|younger/i],
		},
	),
	e("do we need to book the national zoo? coming with a stroller", trip("washington-dc", [1, 4], MAY), {
		about: ["washington-dc-smithsonians-national-zoo"],
		facts: [/book|online|pass/i],
	}),
	e("we're all hangry near Union Station, where can we eat", trip("washington-dc", [5, 10], NOVEMBER), {
		accept: ["meal", "near:washington-dc-national-postal-museum:3"],
	}),
	e(
		"We land at 2pm – what can we do that first evening near the White House? kids 7 and 10",
		trip("washington-dc", [7, 10], OCTOBER),
		{ accept: ["near:washington-dc-white-house-visitor-center:1.5"] },
	),
];

const orlando: CorpusEntry[] = [
	e("NOT disney. what else is there for a 9 and 12 year old in orlando", trip("orlando", [9, 12], FEBRUARY), {
		accept: ["any"],
		hard: [`!name:${DISNEY}`],
	}),
	e("rainy day in orlando with a 4 and 6yo, the theme parks are a washout", trip("orlando", [4, 6], AUGUST), {
		accept: ["indoor"],
		hard: ["indoor", "!theme"],
	}),
	e("we're on a really tight budget, anything free in orlando for toddlers?", trip("orlando", [1, 3], FEBRUARY), {
		accept: ["free"],
		hard: ["free"],
	}),
	e("can we see manatees while we're here in january?", trip("orlando", [5, 8], WINTER), {
		accept: ["text:manatee"],
	}),
	e("is any water park open in december? kids 7 and 10", trip("orlando", [7, 10], DECEMBER), {
		accept: ["swim"],
	}),
	e("my 13 and 15 year old want real rollercoasters, not baby rides", trip("orlando", [13, 15], APRIL), {
		accept: ["theme"],
		hard: ["age:13", "age:15"],
	}),
	e("does Chef Mickey's need a park ticket?", trip("orlando", [3, 6], FEBRUARY), {
		about: ["orlando-chef-mickeys"],
		facts: [/ticket/i],
	}),
	e(
		"how long is the drive from our hotel to the Kennedy Space Center",
		trip("orlando", [8, 11], APRIL, {
			stay: "orlando-disneys-contemporary-resort",
		}),
		{
			about: ["orlando-kennedy-space-center-visitor-complex"],
			facts: [DISTANCE],
		},
	),
	e(
		"hot afternoon, a nap-resistant 2 year old and a 5 year old — need air con and something gentle",
		trip("orlando", [2, 5], SUMMER),
		{ accept: ["indoor"], hard: ["indoor", "age:2", "!theme"] },
	),
	e("Grandad's in a wheelchair – which parks can he get around easily?", trip("orlando", [6, 9], NOVEMBER), {
		accept: ["accessible"],
		hard: ["accessible"],
	}),
	e("dinner near universal after the parks? kids are 8 and 12", trip("orlando", [8, 12], APRIL), {
		accept: ["meal", "near:orlando-universal-studios-florida:2"],
	}),
];

const sanDiego: CorpusEntry[] = [
	e("sea lions!! where can we see them? kids 3 and 6", trip("san-diego", [3, 6], MAY), {
		accept: ["text:sea lion"],
	}),
	e("gentle beach for a toddler please, no big waves", trip("san-diego", [1, 4], SUMMER), {
		accept: ["beach", "toddler|text:gentle|calm|mild"],
	}),
	e(
		"it's actually raining in San Diego?! indoor ideas for a 5 and a 10 year old",
		trip("san-diego", [5, 10], FEBRUARY),
		{
			accept: ["indoor"],
			hard: ["indoor"],
		},
	),
	e("any free stuff in Balboa Park for the littlies?", trip("san-diego", [4, 9], OCTOBER), {
		accept: ["free", "near:san-diego-balboa-park:1.5"],
		hard: ["free"],
	}),
	e("14 yo boy who's into planes and military stuff", trip("san-diego", [14], APRIL), {
		accept: ["text:aircraft|plane|carrier"],
		hard: ["age:14"],
	}),
	e("when are the flower fields open? we're there in april", trip("san-diego", [3, 7], APRIL), {
		about: ["san-diego-flower-fields"],
		facts: [/spring|march/i],
	}),
	e("can the kids swim at the Children's Pool in La Jolla?", trip("san-diego", [5, 9], SUMMER), {
		about: ["san-diego-childrens-pool"],
		facts: [/seal/i],
	}),
	e("how long at the San Diego Zoo with a 4 and a 7 year old?", trip("san-diego", [4, 7], MAY), {
		about: ["san-diego-san-diego-zoo"],
		facts: [DURATION],
	}),
	e("is legoland worth it with a 12 year old as well as a 4 year old", trip("san-diego", [4, 12], OCTOBER), {
		about: ["san-diego-legoland-california"],
		facts: [/12/],
	}),
	e(
		"Grandparents taking three grandkids (2, 5 and 8) – somewhere flat with a playground and restrooms",
		trip("san-diego", [2, 5, 8], MAY),
		{ accept: ["play"], hard: ["age:2"] },
	),
	e(
		"how far is the zoo from our hotel by car?",
		trip("san-diego", [6, 9], AUGUST, { stay: "san-diego-hotel-del-coronado" }),
		{ about: ["san-diego-san-diego-zoo"], facts: [DISTANCE] },
	),
];

const yellowstone: CorpusEntry[] = [
	e("when does old faithful go off? kids 4 and 7", trip("yellowstone", [4, 7], SUMMER), {
		about: ["yellowstone-old-faithful"],
		facts: [/minutes|predict/i],
	}),
	e(
		"Grand Prismatic – is there somewhere to see it from above? 8 and 11 year olds",
		trip("yellowstone", [8, 11], AUGUST),
		{ about: ["yellowstone-fairy-falls-trail"], facts: [/overlook|view/i] },
	),
	e("my mother uses a wheelchair - which geysers and viewpoints can she reach?", trip("yellowstone", [6, 10], SUMMER), {
		accept: ["accessible"],
		hard: ["accessible"],
	}),
	e("thunderstorm rolling in, anything indoors for a 6yo?", trip("yellowstone", [6], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("we really want to see bison and maybe wolves, kids 9 and 12", trip("yellowstone", [9, 12], AUGUST), {
		accept: ["wildlife"],
	}),
	e(
		"easy boardwalks for a double stroller (twins, 2) and a baby in the carrier",
		trip("yellowstone", [0, 2, 2], SUMMER),
		{ accept: ["stroller", "outdoor"], hard: ["stroller"] },
	),
	e("starving near Old Faithful, something quick?", trip("yellowstone", [5, 8], SUMMER), {
		accept: ["food", "near:yellowstone-old-faithful:1.5"],
	}),
	e("snow day in yellowstone in january – what's even open for kids 8 and 11?", trip("yellowstone", [8, 11], WINTER), {
		accept: ["any"],
	}),
	e("our 15 year old wants a proper hike with a view, not another boardwalk", trip("yellowstone", [15], SUMMER), {
		accept: ["hike", "!stroller"],
		hard: ["age:15"],
	}),
	e("is Yellowstone Lake ok for the kids to swim in?", trip("yellowstone", [6, 9], AUGUST), {
		about: ["yellowstone-yellowstone-lake"],
		facts: [/cold/i],
	}),
	e(
		"how far is grand prismatic from the inn by car",
		trip("yellowstone", [5, 9], SUMMER, { stay: "yellowstone-old-faithful-inn" }),
		{ about: ["yellowstone-grand-prismatic-spring"], facts: [DISTANCE] },
	),
	e("my 5 year old gags at bad smells, anything that ISN'T stinky?", trip("yellowstone", [5], SUMMER), {
		accept: ["any"],
		hard: ["!text:rotten|smell|sulfur|sulphur"],
	}),
];

const smokies: CorpusEntry[] = [
	e("waterfalls my 4 year old can actually walk to?", trip("great-smoky-mountains", [4], MAY), {
		accept: ["text:waterfall|falls"],
		hard: ["age:4"],
	}),
	e("Chimney Tops with a 6 year old – doable?", trip("great-smoky-mountains", [6], OCTOBER), {
		about: ["great-smoky-mountains-chimney-tops-trail"],
		facts: [/older|steep/i],
	}),
	e("pouring in gatlinburg, kids 3 and 8, need indoors", trip("great-smoky-mountains", [3, 8], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("Where can we see elk? the kids love animals", trip("great-smoky-mountains", [6, 10], OCTOBER), {
		accept: ["text:elk"],
	}),
	e("free stuff in the smokies, no theme parks, kids 6 & 10", trip("great-smoky-mountains", [6, 10], MAY), {
		accept: ["free"],
		hard: ["free", "!theme"],
	}),
	e("stinking hot arvo and the kids are keen for a swim in a river", trip("great-smoky-mountains", [7, 11], SUMMER), {
		accept: ["swim|water"],
	}),
	e("is dollywood any good for a 2 year old?", trip("great-smoky-mountains", [2, 6], MAY), {
		about: ["great-smoky-mountains-dollywood"],
		facts: [/younger|kids' area|gentle/i],
	}),
	e(
		"Grandparents with bad knees plus 2 grandkids – scenic stuff without much walking",
		trip("great-smoky-mountains", [5, 9], OCTOBER),
		{ accept: ["views|text:roadside|from the car"], hard: ["!hike"] },
	),
	e("how long does the Cades Cove loop take?", trip("great-smoky-mountains", [4, 8], SUMMER), {
		about: ["great-smoky-mountains-cades-cove"],
		facts: [DURATION],
	}),
	e("wheelchair accessible things in the smokies?", trip("great-smoky-mountains", [8, 12], OCTOBER), {
		accept: ["accessible"],
		hard: ["accessible"],
	}),
];

const acadia: CorpusEntry[] = [
	e("is sand beach warm enough to swim?", trip("acadia", [6, 9], AUGUST), {
		about: ["acadia-sand-beach"],
		facts: [/55|cold/i],
	}),
	e("The Beehive with a 7 year old – too much?", trip("acadia", [7], AUGUST), {
		about: ["acadia-beehive-trail"],
		facts: [/older|heights/i],
	}),
	e("easy walks for a toddler in acadia?", trip("acadia", [2], SUMMER), {
		accept: ["hike|stroller", "toddler|stroller"],
		hard: ["age:2"],
	}),
	e("rainy day in bar harbor, kids 6 and 9", trip("acadia", [6, 9], AUGUST), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("somewhere the kids can actually swim, the ocean is freezing!", trip("acadia", [5, 10], SUMMER), {
		accept: ["swim"],
	}),
	e("where's good for brekkie with blueberry pancakes before our hike?", trip("acadia", [4, 8], AUGUST), {
		accept: ["text:pancake"],
	}),
	e("views my dad can get to in his wheelchair, with the grandkids (3, 6)", trip("acadia", [3, 6], SUMMER), {
		accept: ["stroller"],
		hard: ["stroller"],
	}),
	e("where can we find tide pools with a 5 year old", trip("acadia", [5], AUGUST), {
		accept: ["text:tide pool"],
	}),
	e("my 13 and 16 year olds want an adventurous climb", trip("acadia", [13, 16], SUMMER), {
		accept: ["hike"],
		hard: ["age:13"],
	}),
	e("free stuff in bar harbor town itself?", trip("acadia", [4, 7], AUGUST), {
		accept: ["free"],
		hard: ["free"],
	}),
];

const olympic: CorpusEntry[] = [
	e("can we get food up at hurricane ridge?", trip("olympic", [5, 8], SUMMER), {
		about: ["olympic-hurricane-ridge"],
		facts: [/food/i],
	}),
	e("a rain forest walk for a 3 and a 5 year old", trip("olympic", [3, 5], SUMMER), {
		accept: ["hike|text:rain forest"],
		hard: ["age:3"],
	}),
	e("stroller-friendly waterfall?", trip("olympic", [1, 4], AUGUST), {
		accept: ["stroller", "water"],
		hard: ["stroller"],
	}),
	e("tide pools at low tide, kids 7 and 10", trip("olympic", [7, 10], SUMMER), {
		accept: ["text:tide pool"],
	}),
	e("it's pouring (surprise) in port angeles, indoor stuff for a 4yo", trip("olympic", [4], OCTOBER), {
		accept: ["indoor", "near:olympic-national-park-visitor-center:10"],
		hard: ["indoor"],
	}),
	e("is rialto beach safe for little kids?", trip("olympic", [3, 6], AUGUST), {
		about: ["olympic-rialto-beach"],
		facts: [/logs/i],
	}),
	e("can a 4 year old manage the walk to Hole-in-the-Wall?", trip("olympic", [4, 8], SUMMER), {
		about: ["olympic-hole-in-the-wall"],
		facts: [/tide|3 miles/i],
	}),
	e("animals the kids (2 and 5) can see up close", trip("olympic", [2, 5], AUGUST), {
		accept: ["animals"],
		hard: ["age:2"],
	}),
	e(
		"we're staying in Forks – how long is the drive to the Hoh rain forest?",
		trip("olympic", [6, 9], SUMMER, { stay: FORKS }),
		{ about: ["olympic-hoh-rain-forest-visitor-center"], facts: [DISTANCE] },
	),
	e("cheap dinner in forks, the kids want burgers", trip("olympic", [5, 9], SUMMER, { stay: FORKS }), {
		accept: ["food", "text:burger"],
	}),
];

const rocky: CorpusEntry[] = [
	e("easy lake walk for a toddler (2) and grandma", trip("rocky-mountain", [2], SUMMER), {
		accept: ["text:lake", "toddler|stroller"],
		hard: ["age:2"],
	}),
	e("can we drive Old Fall River Road with the kids in september?", trip("rocky-mountain", [6, 9], OCTOBER), {
		about: ["rocky-mountain-old-fall-river-road"],
		facts: [/july|october/i],
	}),
	e("where can we spot moose? kids 6 and 9", trip("rocky-mountain", [6, 9], SUMMER), {
		accept: ["text:moose"],
	}),
	e("wheelchair accessible trails in rocky mountain?", trip("rocky-mountain", [7, 11], SUMMER), {
		accept: ["accessible"],
		hard: ["accessible"],
	}),
	e("rainy afternoon in estes park, kids 4 and 7", trip("rocky-mountain", [4, 7], SUMMER), {
		accept: ["indoor"],
		hard: ["indoor"],
	}),
	e("is the alpine ridge trail ok for a 5 year old at that altitude", trip("rocky-mountain", [5], SUMMER), {
		about: ["rocky-mountain-alpine-ridge-trail"],
		facts: [/altitude|breaks/i],
	}),
	e("16 year old wants a challenging hike to a lake", trip("rocky-mountain", [16], SUMMER), {
		accept: ["hike"],
		hard: ["age:16"],
	}),
	e("where do we hear the elk bugling?", trip("rocky-mountain", [5, 10], OCTOBER), {
		accept: ["text:elk"],
	}),
	e("free things to do around estes park town", trip("rocky-mountain", [3, 8], SUMMER), {
		accept: ["free"],
		hard: ["free"],
	}),
	e("pizza in estes park for picky eaters", trip("rocky-mountain", [4, 9], SUMMER), {
		accept: ["text:pizza"],
	}),
	e(
		"how far is bear lake from our hotel by car",
		trip("rocky-mountain", [6, 10], SUMMER, { stay: "rocky-mountain-stanley-hotel" }),
		{ about: ["rocky-mountain-bear-lake"], facts: [DISTANCE] },
	),
];

/** The whole held-out corpus, destination by destination. */
export const FRESH_CORPUS: readonly CorpusEntry[] = [
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
