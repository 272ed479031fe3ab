// The ideal ask of every unseen question (./corpus-unseen.ts): what a perfect reader would make of
// the family's words, written by hand from the words alone (never from what the guide's code does).
// Handed to the guide in place of its own reading (score-ideal.unseen.ts), they measure the engine
// alone: the ceiling a good model can reach. The gap between that score and the offline guide's is
// the reader's.
//
// How the words were read, the same way for every question:
// - ages: only ages the message states ("a 6yo", "kids 4 and 7", "18 month old" → 1); a toddler or
//   baby named without an age, who the outing is for, is `who.group: "youngest"`;
// - places: a catalog place the message names is resolved to its id (`cat:<slug>`); a town or a
//   district ("the marais", "pigeon forge") is `where.near` of kind "area", by name only;
// - the family's stay, when the message speaks of it ("our hotel", "we're at the ampersand"), is
//   `where.near` of kind "stay"; "walk to" is the mode walk and close;
// - a question asks one topic; when a message asks two facts, the first with a topic of its own is
//   the question's topic and the others are in `also` (a fact with no topic of its own is noted beside it);
// - fit questions about one place ("too young?", "worth it for a 13 yr old?", "ok … or too scary")
//   are `compare`, as the ask defines them; other questions about a named place are `about`.
import { type Ask, type AskInput, askOf, askSchema, type NamedPlace } from "../../../domain/guide/ask";

/** A catalog place the message names, as the family names it. */
const cat = (slug: string, name: string): NamedPlace => ({ name, id: `cat:${slug}` });

/** A find. */
const find = (slots: Omit<AskInput, "intent">): Ask => askOf({ intent: "find", ...slots });

type Question = NonNullable<AskInput["question"]>;
/** The fact asked for, or several (the first is the question's topic, the rest `also`). */
type Topics = Question["topic"] | [NonNullable<Question["topic"]>, ...NonNullable<Question["topic"]>[]];

const question = (form: Question["form"], topics: Topics): Question =>
	Array.isArray(topics) ? { form, topic: topics[0], also: topics.slice(1) } : { form, topic: topics };

/** A question about one named place. */
const about = (
	place: NamedPlace,
	form: Question["form"],
	topics: Topics,
	slots: Omit<AskInput, "intent" | "places" | "question"> = {},
): Ask => askOf({ intent: "about", places: [place], question: question(form, topics), ...slots });

/** Whether one named place suits the family ("too young?", "worth it for a 13 yr old?"). */
const fits = (place: NamedPlace, topics: Topics, slots: Omit<AskInput, "intent" | "places" | "question"> = {}): Ask =>
	askOf({ intent: "compare", places: [place], question: question("yes-no", topics), ...slots });

const ages = (...list: number[]) => ({ ages: list });

/** Every unseen question's ideal ask, by its text. */
export const IDEAL_ASKS: Readonly<Record<string, Ask>> = {
	// London
	"british musem - is it free and how long would we need with a 6yo?": about(
		cat("london-british-museum", "british museum"),
		"yes-no",
		["price", "visit-length"], // also: visit-length
		{ who: ages(6) },
	),
	"do we have to book the sky garden or can we just turn up? kids 7 and 11": about(
		cat("london-sky-garden", "sky garden"),
		"yes-no",
		"booking",
		{ who: ages(7, 11) },
	),
	"tower of london with a buggy, doable?? we have a 2 and 6 yr old": about(
		cat("london-tower-of-london", "tower of london"),
		"yes-no",
		"stroller",
		{ needs: ["stroller"], who: ages(2, 6) },
	),
	"grey drizzly sunday, 18 month old and a 4 year old, free stuff indoors pls": find({
		setting: "indoor",
		weather: "rain",
		price: { free: true },
		who: ages(1, 4),
		day: { label: "sunday" },
	}),
	"our 14 yr old is bored of museums AND parks, anything with a view or a bit of a thrill?": find({
		kinds: ["views", "themePark"],
		avoidKinds: ["museum", "park"],
		who: ages(14),
	}),
	"we're at the ampersand, anything free we can walk to with a 4 year old?": find({
		price: { free: true },
		who: ages(4),
		where: {
			near: { kind: "stay", name: "the ampersand", id: "cat:london-the-ampersand-hotel" },
			mode: "walk",
			close: true,
		},
	}),
	"cheap eats near borough market, our 5yo is a fussy eater": find({
		kinds: ["food"],
		price: { cheap: true },
		who: ages(5),
		where: { near: { kind: "place", name: "borough market", id: "cat:london-borough-market" } },
	}),
	"animals for a 2 yr old, free if poss, we've spent a fortune already": find({
		kinds: ["zoo"],
		price: { free: true },
		who: ages(2),
	}),
	"how far is kew gardens from our hotel and how long would it take to get there?": about(
		cat("london-kew-gardens", "kew gardens"),
		"info",
		["distance", "travel-time"], // also: travel-time
		{ where: { near: { kind: "stay" } } },
	),

	// Paris
	"louvre - free for kids? do we need tickets in advance": about(
		cat("paris-musee-du-louvre", "louvre"),
		"yes-no",
		["price", "booking"], // also: booking
	),
	"are the catacombs ok for a 7 year old or too scary": fits(
		cat("paris-catacombes-de-paris", "the catacombs"),
		"scary",
		{
			who: ages(7),
		},
	),
	"eiffel tower with a pushchair - lift or stairs? and should we book": about(
		cat("paris-eiffel-tower", "eiffel tower"),
		"which",
		["stroller", "booking"], // also: booking
		{ needs: ["stroller"] },
	),
	"it's bucketing down, 3 and 5 year old need somewhere inside to let off steam": find({
		setting: "indoor",
		weather: "rain",
		needs: ["active"],
		who: ages(3, 5),
	}),
	"we need a break from museums. outdoors for a 9 and 12 yr old?": find({
		setting: "outdoor",
		avoidKinds: ["museum"],
		who: ages(9, 12),
	}),
	"crepes or something cheapish for dinner in the marais, with a 4 yr old": find({
		kinds: ["food"],
		meal: "dinner",
		food: ["crepes"],
		price: { cheap: true },
		who: ages(4),
		where: { near: { kind: "area", name: "the marais" } },
	}),
	"staying at the pullman by the eiffel tower – whats close by for a toddler? free ideally": find({
		price: { free: true },
		who: { group: "youngest" },
		where: {
			near: { kind: "stay", name: "the pullman", id: "cat:paris-pullman-paris-tour-eiffel" },
			close: true,
		},
	}),
	"quiet park where the baby can nap in the pram after lunch": find({
		kinds: ["park"],
		needs: ["quiet", "nap", "stroller"],
		timeOfDay: "afternoon",
	}),
	"our 2yo is obsessed with animals, somewhere small and easy": find({
		kinds: ["zoo"],
		visitLength: "short",
		who: ages(2),
	}),

	// New York
	"statue of liberty crown with a 5 year old?? do we need to book": fits(
		cat("new-york-statue-of-liberty", "statue of liberty"),
		["fit", "booking"], // also: booking
		{ who: ages(5) },
	),
	"intrepid - can we take the stroller on the submarine? and how long do ppl spend there": about(
		cat("new-york-intrepid-museum", "intrepid"),
		"yes-no",
		["stroller", "visit-length"], // also: visit-length
		{ needs: ["stroller"] },
	),
	"bronx zoo, is it a whole day thing with a 3 and a 6 yr old?": about(
		cat("new-york-bronx-zoo", "bronx zoo"),
		"yes-no",
		"visit-length",
		{ who: ages(3, 6) },
	),
	"rainy afternoon in manhattan, toddler (2) and 5 yo, we need somewhere indoor": find({
		setting: "indoor",
		weather: "rain",
		timeOfDay: "afternoon",
		who: ages(2, 5),
		where: { near: { kind: "area", name: "manhattan" } },
	}),
	"free things to do outside with an 8 and 10 yr old, its finally sunny": find({
		setting: "outdoor",
		weather: "sun",
		price: { free: true },
		who: ages(8, 10),
	}),
	"pizza lunch near brooklyn bridge park? kids are 4 and 9": find({
		kinds: ["food"],
		meal: "lunch",
		food: ["pizza"],
		who: ages(4, 9),
		where: { near: { kind: "place", name: "brooklyn bridge park", id: "cat:new-york-brooklyn-bridge-park" } },
	}),
	"my 4 yr old hates loud places, any calm museum ideas": find({
		kinds: ["museum"],
		needs: ["not-loud", "quiet"],
		who: ages(4),
	}),
	"beach day in july for a 6 and 3 year old, we'll take the subway": find({
		kinds: ["beach"],
		who: ages(6, 3),
		where: { mode: "transit" },
	}),

	// Washington, DC
	"air and space museum: free? do we need passes?": about(
		cat("washington-dc-national-air-and-space-museum", "air and space museum"),
		"yes-no",
		["price", "booking"], // also: booking
	),
	"national zoo with a stroller - where should we start, isnt it hilly?": about(
		cat("washington-dc-smithsonians-national-zoo", "national zoo"),
		"info",
		["stroller", "tips"], // also: tips (where to start)
		{ needs: ["stroller"] },
	),
	"spy museum for a 6 year old, too young?": fits(cat("washington-dc-international-spy-museum", "spy museum"), "fit", {
		who: ages(6),
	}),
	"its 95 degrees out, kids 5 and 7 need aircon and something free to do": find({
		setting: "indoor",
		weather: "heat",
		price: { free: true },
		who: ages(5, 7),
	}),
	"water to splash in for a 3yo, free pls": find({
		words: ["splash"],
		price: { free: true },
		who: ages(3),
	}),
	"staying at the hyatt on capitol hill, museums we can walk to with a 4 and 8 yo?": find({
		kinds: ["museum"],
		who: ages(4, 8),
		where: {
			near: {
				kind: "stay",
				name: "the hyatt on capitol hill",
				id: "cat:washington-dc-hyatt-regency-washington-on-capitol-hill",
			},
			mode: "walk",
			close: true,
		},
	}),
	"our 15 year old loves history but hates art galleries, ideas?": find({
		kinds: ["history"],
		avoidKinds: ["art"],
		who: ages(15),
	}),
	"where can we get a cheap casual dinner, kids are 6 and 10 and starving": find({
		kinds: ["food"],
		meal: "dinner",
		price: { cheap: true },
		who: ages(6, 10),
	}),

	// Orlando
	"gatorland - how long do we need and is it cheaper than disney?": about(
		cat("orlando-gatorland", "gatorland"),
		"info",
		["visit-length", "price"], // also: price, against Disney's parks
	),
	"kennedy space center from orlando, how far is it? worth it with a 5yo?": about(
		cat("orlando-kennedy-space-center-visitor-complex", "kennedy space center"),
		"info",
		["distance", "fit"], // also: fit
		{ who: ages(5) },
	),
	"magic kingdom w/ a 2 year old and an 8 year old, how do rides work when the little one is too short?": about(
		cat("orlando-magic-kingdom", "magic kingdom"),
		"info",
		"tips",
		{ who: ages(2, 8) },
	),
	"afternoon thunderstorm, indoor stuff for a 4 and 7 yo that isn't a theme park": find({
		setting: "indoor",
		weather: "rain",
		timeOfDay: "afternoon",
		avoidKinds: ["themePark"],
		who: ages(4, 7),
	}),
	"break from the parks pls - swimming in a natural spring maybe? kids 6 & 9": find({
		kinds: ["swimming"],
		words: ["spring"],
		avoidKinds: ["themePark"],
		who: ages(6, 9),
	}),
	"free things to do in orlando with a toddler": find({
		price: { free: true },
		who: { group: "youngest" },
	}),
	"somewhere calm for lunch, my 3yo melts down anywhere noisy": find({
		kinds: ["food"],
		meal: "lunch",
		needs: ["quiet", "not-loud"],
		who: ages(3),
	}),
	"is any water park open in january? kids 8 and 11": find({
		kinds: ["swimming"],
		words: ["water park"],
		question: { form: "yes-no", topic: "season" },
		who: ages(8, 11),
	}),

	// San Diego
	"san diego zoo with a 3yo — how long do we need, and can we avoid walking up all the hills?": about(
		cat("san-diego-san-diego-zoo", "san diego zoo"),
		"info",
		["visit-length", "tips"], // also: tips (the hills)
		{ who: ages(3) },
	),
	"uss midway with a toddler? are there lots of ladders": about(
		cat("san-diego-uss-midway-museum", "uss midway"),
		"yes-no",
		"step-free",
		{ who: { group: "youngest" } },
	),
	"la jolla cove - can we get close to the sea lions? is parking ok": about(
		cat("san-diego-la-jolla-cove", "la jolla cove"),
		"yes-no",
		"parking", // also: seeing the sea lions up close (no topic of its own)
	),
	"june gloom and drizzle, indoor ideas in balboa park for 6 and 10 year olds": find({
		setting: "indoor",
		weather: "rain",
		who: ages(6, 10),
		where: { near: { kind: "place", name: "balboa park", id: "cat:san-diego-balboa-park" } },
	}),
	"gentle beach for a 2 year old, free": find({
		kinds: ["beach"],
		price: { free: true },
		who: ages(2),
	}),
	"mexican food for lunch near old town? kids 5 and 8": find({
		kinds: ["food"],
		meal: "lunch",
		food: ["mexican"],
		who: ages(5, 8),
		where: {
			near: { kind: "place", name: "old town", id: "cat:san-diego-old-town-san-diego-state-historic-park" },
		},
	}),
	"is legoland worth it for a 13 yr old?": fits(cat("san-diego-legoland-california", "legoland"), "fit", {
		who: ages(13),
	}),
	"animals but not the big zoo, something smaller for a 4yo": find({
		kinds: ["zoo"],
		exclude: [cat("san-diego-san-diego-zoo", "the big zoo")],
		who: ages(4),
	}),

	// Yellowstone
	"old faithful visitor center - good for a rainy hour w/ 5 and 8 yo? do they tell you when it goes off": fits(
		cat("yellowstone-old-faithful-visitor-education-center", "old faithful visitor center"),
		["fit", "tips"], // also: tips (the eruption predictions)
		{ weather: "rain", visitLength: "short", who: ages(5, 8) },
	),
	"grand prismatic with a 2 year old, how long is the boardwalk? parking?": about(
		cat("yellowstone-grand-prismatic-spring", "grand prismatic"),
		"info",
		"parking", // also: the boardwalk's length (no topic of its own)
		{ who: ages(2) },
	),
	"mammoth hot springs terraces with grandma who cant do many stairs": about(
		cat("yellowstone-mammoth-hot-springs-terraces", "mammoth hot springs terraces"),
		"yes-no",
		"step-free",
		{ needs: ["step-free"] },
	),
	"where can we see bison without a hike? kids 3 and 6": find({
		kinds: ["zoo"],
		words: ["bison"],
		avoidKinds: ["hiking"],
		who: ages(3, 6),
	}),
	"geysers or hot springs that are ok with a stroller, baby is 1": find({
		kinds: ["nature"],
		words: ["geyser", "hot spring"],
		needs: ["stroller"],
		who: ages(1),
	}),
	"it's snowing (january!), anything indoors near old faithful?": find({
		setting: "indoor",
		weather: "snow",
		where: { near: { kind: "place", name: "old faithful", id: "cat:yellowstone-old-faithful" } },
	}),
	"a waterfall we can see from the car or close to it, not a big hike, kids 4 and 7": find({
		kinds: ["nature"],
		// "not a big hike": the question's hard constraint (no hike), as a perfect reader writes it.
		avoidKinds: ["hiking"],
		words: ["waterfall"],
		visitLength: "short",
		who: ages(4, 7),
	}),
	"how far is lamar valley from our lodge and when's the best time for wolves": about(
		cat("yellowstone-lamar-valley", "lamar valley"),
		"info",
		["distance", "hours"], // also: hours (the best time for wolves)
		{ words: ["wolves"], where: { near: { kind: "stay" } } },
	),

	// Great Smoky Mountains
	"cades cove loop - how long does the drive take in summer? kids 4 and 7": about(
		cat("great-smoky-mountains-cades-cove", "cades cove loop"),
		"info",
		"visit-length",
		{ who: ages(4, 7), where: { mode: "drive" } },
	),
	"anakeesta with a 3 year old, is there a way up that isn't an open chairlift?": about(
		cat("great-smoky-mountains-anakeesta", "anakeesta"),
		"yes-no",
		"tips",
		{ who: ages(3) },
	),
	"tuckaleechee caverns with a stroller?": about(
		cat("great-smoky-mountains-tuckaleechee-caverns", "tuckaleechee caverns"),
		"yes-no",
		"stroller",
		{ needs: ["stroller"] },
	),
	"rainy day near gatlinburg, 6 and 9 yr old, dont want to be walking around in the wet": find({
		setting: "indoor",
		weather: "rain",
		who: ages(6, 9),
		where: { near: { kind: "area", name: "gatlinburg" } },
	}),
	"easy flat walk for the stroller, by a river if possible. toddler is 2": find({
		kinds: ["hiking"],
		words: ["river"],
		needs: ["stroller"],
		who: ages(2),
	}),
	"waterfall hike for a 10 and 12 yr old, nothing too babyish": find({
		kinds: ["hiking"],
		words: ["waterfall"],
		who: ages(10, 12),
	}),
	"cheap dinner in pigeon forge the kids will actually eat": find({
		kinds: ["food"],
		meal: "dinner",
		price: { cheap: true },
		where: { near: { kind: "area", name: "pigeon forge" } },
	}),
	"where can we see elk? we have a baby so nothing strenuous": find({
		kinds: ["zoo"],
		words: ["elk"],
		avoidKinds: ["hiking"],
	}),

	// Acadia
	"sand beach - can the kids actually swim? how cold is the water": about(
		cat("acadia-sand-beach", "sand beach"),
		"yes-no",
		null, // swimming there and the water's temperature: no topic of their own
	),
	"beehive trail with an 8 and 11 year old?": fits(cat("acadia-beehive-trail", "beehive trail"), "fit", {
		who: ages(8, 11),
	}),
	"bar island - when can we walk over?": about(cat("acadia-bar-island-sandbar", "bar island"), "info", "hours"),
	"jordan pond house - do we need a reservation, and what is it famous for": about(
		cat("acadia-jordan-pond-house", "jordan pond house"),
		"yes-no",
		["booking", "what-is-it"], // also: what-is-it
	),
	"foggy wet day in bar harbor, 5 and 9 yo, anything inside?": find({
		setting: "indoor",
		weather: "rain",
		who: ages(5, 9),
		where: { near: { kind: "area", name: "bar harbor" } },
	}),
	"flat trail for a stroller with a 1 yo, near water ideally": find({
		kinds: ["hiking"],
		words: ["water"],
		needs: ["stroller"],
		who: ages(1),
	}),
	"swimming somewhere not freezing? kids 6 and 8": find({
		kinds: ["swimming"],
		avoidWords: ["freezing", "cold"],
		who: ages(6, 8),
	}),
	// "in town", at Acadia, is Bar Harbor.
	"somewhere free in town for the kids to run around after dinner": find({
		price: { free: true },
		needs: ["active"],
		timeOfDay: "evening",
		where: { near: { kind: "area", name: "bar harbor" } },
	}),

	// Olympic
	"hurricane ridge - is there food up there? kids 4 & 7": about(
		cat("olympic-hurricane-ridge", "hurricane ridge"),
		"yes-no",
		"food",
		{ who: ages(4, 7) },
	),
	"hall of mosses with a stroller?": about(cat("olympic-hall-of-mosses", "hall of mosses"), "yes-no", "stroller", {
		needs: ["stroller"],
	}),
	"hole in the wall - how far is the walk and do we need to think about tides?": about(
		cat("olympic-hole-in-the-wall", "hole in the wall"),
		"info",
		["distance", "tips"], // also: tips (the tides)
	),
	"its raining (it's the rainforest lol), indoor stuff for a 3 and 6 yr old": find({
		setting: "indoor",
		weather: "rain",
		who: ages(3, 6),
	}),
	"best tide pools for kids 5 and 9?": find({
		kinds: ["beach"],
		words: ["tide pools"],
		who: ages(5, 9),
	}),
	"dinner near forks, nothing fancy": find({
		kinds: ["food"],
		meal: "dinner",
		price: { cheap: true },
		where: { near: { kind: "area", name: "forks" } },
	}),
	"a waterfall walk short enough for a 2 yr old": find({
		kinds: ["hiking"],
		words: ["waterfall"],
		visitLength: "short",
		who: ages(2),
	}),
	"animals the kids can see from the car, they're 3 and 5": find({
		kinds: ["zoo"],
		who: ages(3, 5),
		where: { mode: "drive" },
	}),

	// Rocky Mountain
	"bear lake - do we need a reservation? is it ok for a 2 year old": about(
		cat("rocky-mountain-bear-lake", "bear lake"),
		"yes-no",
		["booking", "fit"], // also: fit
		{ who: ages(2) },
	),
	"sprague lake with a wheelchair for grandpa?": about(
		cat("rocky-mountain-sprague-lake", "sprague lake"),
		"yes-no",
		"step-free",
		{ needs: ["step-free"] },
	),
	"will the alpine visitor center be open when we're there?": about(
		cat("rocky-mountain-alpine-visitor-center", "alpine visitor center"),
		"yes-no",
		"season",
	),
	"thunderstorms every afternoon, something indoors in estes park for a 4 and 8 yr old": find({
		setting: "indoor",
		weather: "rain",
		timeOfDay: "afternoon",
		who: ages(4, 8),
		where: { near: { kind: "area", name: "estes park" } },
	}),
	"moose!! where are we most likely to see one, kids 6 and 10": find({
		kinds: ["zoo"],
		words: ["moose"],
		who: ages(6, 10),
	}),
	"flat walk with a stroller and a picnic, 1 and 4 yr old": find({
		kinds: ["hiking"],
		needs: ["stroller", "picnic"],
		who: ages(1, 4),
	}),
	"hike for a 9 yr old who wants a real challenge": find({
		kinds: ["hiking"],
		needs: ["active"],
		who: ages(9),
	}),
	"pizza in estes park after a long day": find({
		kinds: ["food"],
		meal: "dinner",
		food: ["pizza"],
		timeOfDay: "evening",
		where: { near: { kind: "area", name: "estes park" } },
	}),
};

/**
 * What is wrong with the ideal asks for these questions (empty when nothing): a question without its
 * ideal ask, an ideal ask for no question, an ask the schema does not give back unchanged.
 */
export function idealAskProblems(questions: readonly string[]): string[] {
	const asked = new Set(questions);
	const problems = questions.filter((q) => !(q in IDEAL_ASKS)).map((q) => `no ideal ask: ${q}`);
	for (const [question, ask] of Object.entries(IDEAL_ASKS)) {
		if (!asked.has(question)) problems.push(`not a question of the set: ${question}`);
		const parsed = askSchema.safeParse(ask);
		if (!parsed.success) problems.push(`does not parse: ${question}: ${parsed.error.message}`);
		else if (JSON.stringify(parsed.data) !== JSON.stringify(ask)) problems.push(`changed by parsing: ${question}`);
	}
	return problems;
}
