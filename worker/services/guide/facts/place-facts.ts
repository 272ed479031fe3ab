import type { Place } from "../../../../domain/place/place";
import { isBusyKind, isFreeByData, type PlaceSetting, placeSetting } from "../../../../domain/place/vocabulary";
import { monthsBetween, openMonthsOf, sentencesOf, sentenceWith, visitMinutes } from "./reading";

/** The facts an answer can quote a sentence for. */
type FactName =
	| "indoor"
	| "free"
	| "booking"
	| "visit"
	| "loud"
	| "crowded"
	| "quiet"
	| "seasonal"
	| "toilets"
	| "babyChanging"
	| "stepFree"
	| "stroller"
	| "food"
	| "hours"
	| "timing"
	| "bestTime"
	| "rules"
	| "tips"
	| "terrain"
	| "scary"
	| "parking"
	| "length"
	| "status"
	| "safety"
	| "view"
	| "forKids";

/**
 * What the guide knows about one place, read from its provider fields, tags and the writers' text
 * (familySummary, pithySummary, whyKidsLoveIt, editorialSummary). `null` is "not known": an answer
 * says so rather than guessing. The guide filters by these (no loud place for a noise-scared
 * toddler, nothing closed for the season) and answers questions about a place from them.
 * `sentences` keeps the writers' sentence each fact was read from, so an answer quotes it honestly.
 */
export interface PlaceFacts {
	/** Where it is (domain/place/vocabulary.ts `placeSetting`): indoors, outdoors, both, or nothing says. */
	setting: PlaceSetting | "both" | null;
	/** Indoors (or both). */
	indoor: boolean;
	/** Outdoors (or both, or nothing says). */
	outdoor: boolean;
	/** Free to enter (true), paid (false), or not known. */
	free: boolean | null;
	/** The price in words when known ("Free with park entry", "Free for under-18s", "$$"). */
	price: string | null;
	/** Booking: required, recommended, or not known. */
	booking: "required" | "recommended" | null;
	/** The writers say no booking is needed ("No timed pass is needed"). */
	walkIn: boolean;
	/** How long a visit takes, in minutes [shortest, longest], when the writers say. */
	visitMinutes: [number, number] | null;
	/** Loud, noisy or startling (thunder, roaring, booms, fireworks): never for a noise-scared child. */
	loud: boolean;
	/** Busy or crowded ("gets very busy on weekends"): a matter of people, not of noise. */
	crowded: boolean;
	/** Quiet, calm or uncrowded by the writers' account. */
	quiet: boolean;
	/** Busy by its kind (a theme park, a mall) or by the writers' account (crowded). */
	busy: boolean;
	/** Open only part of the year (the writers' words, e.g. "summer season only"); null when all year or unknown. */
	seasonal: string | null;
	/** The months (1–12) a seasonal place is open, when the writers' words name them. */
	openMonths: number[] | null;
	/** Open all year by the writers' account ("open year-round"). */
	yearRound: boolean;
	toilets: boolean | null;
	babyChanging: boolean | null;
	/** Step-free (lifts, ramps, accessible) or not (steps with no lift); null unknown. */
	stepFree: boolean | null;
	/** Easy with a stroller/buggy, or not ("strollers may have to wait outside"); null unknown. */
	stroller: boolean | null;
	/** Food on site (café, restaurant, snacks) or none ("bring your own food"); null unknown. */
	food: boolean | null;
	/** The kinds of food it serves, by its types and the writers' words ("pizza", "ice cream", "fish and chips"). */
	foodKinds: string[];
	/** Dogs welcome (true) or not allowed (false) by the writers' words; null unknown. */
	dogs: boolean | null;
	/** A trail's length in km (the first length the writers give, "a 3.3-mile loop"), when it is a trail. */
	trailKm: number | null;
	/** A whole day's outing: a visit of six hours or more, or a theme park, water park or national park. */
	wholeDay: boolean;
	/** Heated (a heated pool), by the writers' words. */
	heated: boolean;
	picnic: boolean;
	/** Best-suited kids' ages [min, max], the place's own. */
	ages: [number, number] | null;
	/** Opening hours as the provider gives them (Google's weekday lines), else empty. */
	openingHours: string[];
	/** Closed for good or for now (Google's businessStatus). */
	closed: "permanently" | "temporarily" | null;
	website: string | null;
	sentences: Partial<Record<FactName, string>>;
}

const FOOD_TYPES = new Set(["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant"]);

const NEGATED = /\b(not|never|isn't|aren't|no|without|less|fewer|un)\s*$/i;

/** The first sentence where a pattern matches without a negation right before it. */
function affirmed(sentences: readonly string[], pattern: RegExp): string | null {
	for (const sentence of sentences) {
		const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
		for (const match of sentence.matchAll(global)) {
			if (!NEGATED.test(sentence.slice(0, match.index))) return sentence;
		}
	}
	return null;
}

const LOUD =
	/\b(loud|noisy|noise|deafening|thunder(?!storm)|roars?|roaring(?! (?:Fork|River))|booms?|bang|bangs|(?<!(?:see|watch|watching)(?: the)? |their )fireworks(?! in the distance)|explosions?|cannon fire|screams?|shrieks?)\b/i;
const CROWDED = /\b(busy|crowded|crowds|packed(?! lunch)|fills (?:up|by|early)|queues?|long lines?)\b/i;
const QUIET =
	/\b(quiet(?!er)|calm(?!er)|(?:quieter|calmer) than|peaceful|tranquil|uncrowded|not crowded|rarely crowded|fewer (?:people|crowds)|less crowded|away from the crowds)\b/i;
/** "Seasonal", "seasonally" or "Hours are seasonal", not "seasonal fruit" or "a seasonal ice rink" (a part of the place). */
const SEASONAL =
	/\b(seasonal(?:ly)?(?! (?!and\b|hours\b|with\b|like\b)[A-Za-z])|season only|(?:summer|winter|spring|fall|autumn) only|open (?:only )?(?:in|during) (?:the )?summer(?! and (?:winter|by))|only (?:open )?(?:in|during) (?:the )?(?:summer|winter|spring)|open only in (?:spring|winter)|spring through fall|closed (?:in|during|for|over) (?:the )?winter|open for the summer|opens? in (?:the )?(?:spring|summer) and closes? in (?:the )?(?:fall|autumn|winter)|(?:memorial day|may|june) (?:to|through|until) (?:mid-|early |late )?(?:september|october|labor day)|open (?:from )?(?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:to|through|until) (?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

/** When something happens at the place: eruptions, departures, shows, feedings ("erupts roughly every 60 to 110 minutes"). */
const TIMING =
	/\b(erupts?|eruptions?|every \d+(?: to \d+)? (?:minutes|hours)|departs?|departures?|leaves? (?:every|at|from)|sails? (?:at|every|hourly|daily)|(?:show|feeding|tour)s? (?:run |are |start )?(?:at|every|daily|hourly)|predicted time|schedule)\b/i;
/** The best time to come: "best about two hours before high tide", "come early", "quietest on weekdays". */
const BEST_TIME =
	/\b(best (?:about |around |just )?(?:\d|one|two|three|before|after|at|in|on|early|late|during|when|near)|best time|(?:go|come|arrive|visit) (?:\d+ minutes )?(?:early|late|first thing|at opening|before)|early (?:in the )?morning|near (?:high|low) tide|at (?:high|low) tide|quietest|least busy)\b/i;
/** Who may go: heights, minimum ages, steps to climb ("children must be at least four feet tall"). */
const RULES =
	/\b(must be (?:at least )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)|at least (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:feet|foot|inches|cm) tall|height (?:limits?|requirements?|restrictions?)|minimum (?:age|height)|(?:not allowed|no children) under|requires climbing|climbing \d+ steps)\b/i;
/** The writers' advice, said as an instruction ("Arrive before opening…", "Bring jackets…"). */
const TIP =
	/^(?:Arrive|Bring|Book|Plan|Come|Go|Wear|Use|Pack|Reserve|Rent|Pair|Start|Skip|Avoid|Allow|Get|Take|Ask|Check|Grab|Head|Aim|Try|Expect|Hold|Stay|Budget|Save|Pick|Buy)\b/;
/** The ground underfoot: paved, flat, steep, boardwalk, drop-offs. */
const TERRAIN =
	/\b(paved|flat|steep|boardwalks?|uneven|rocky|muddy|gentle|drop-offs?|elevation gain|switchbacks|climbs? (?:steadily|steeply|gently))\b/i;
/** What the writers say about which kids it suits ("shorter nature cruises suit younger children"). */
const FOR_KIDS =
	/\b(little ones|young(?:er)? (?:children|kids)|small (?:children|kids)|toddlers?|older (?:children|kids)|for (?:kids|children) (?:of|under|over|from)|from age \d+|ages? \d+)\b/i;

function readFree(place: Place, tags: Set<string>, sentences: readonly string[]) {
	const paidWords =
		/\b(tickets? (?:cost|are|prices?)|admission (?:fee|is|applies)|entry fee|pricey|expensive|paid|costs? extra|inexpensive|cheap|set a budget)\b/i;
	const freeSentence = sentenceWith(
		sentences,
		/(?<![-\w])free\b(?!-(?:roaming|flowing|range)| (?:park |island explorer )?(?:shuttles?|bus(?:es)?|rides?|parking|wi-?fi|ferry|samples?))/i,
	);
	const partFree = freeSentence
		? (/\bfree for under[- ]?\d+s?|\bfree for (?:children|kids)[^,.;]*|(?:children|kids|under-\d+s)(?: under (?:\d+|a certain age))? (?:go|enter) free|browsing is free/i.exec(
				freeSentence,
			)?.[0] ?? null)
		: null;
	const paidSentence = sentenceWith(sentences, paidWords);
	// Free by its data (a free tag, Google's price level 0: domain/place/vocabulary.ts) or by its own
	// words, unless they name a price or free only for some.
	const withParkEntry = tags.has("free-with-park-entry") && !tags.has("free") && place.priceLevel !== 0;
	// A free tag its own words contradict ("the State Rooms open to paid visitors", and never "free"):
	// not known to be free to get in.
	const paidByWords = Boolean(paidSentence) && !freeSentence && place.priceLevel !== 0;
	if ((isFreeByData(place) && !withParkEntry && !paidByWords) || (freeSentence && !partFree && !paidSentence)) {
		return { free: true, price: "Free", sentence: freeSentence };
	}
	if (withParkEntry) {
		return { free: true, price: "Free with park entry", sentence: freeSentence ?? paidSentence };
	}
	const level = place.priceLevel && place.priceLevel > 0 ? "$".repeat(place.priceLevel) : null;
	if (partFree)
		return { free: false, price: partFree.charAt(0).toUpperCase() + partFree.slice(1), sentence: freeSentence };
	if (paidSentence || level) return { free: false, price: level, sentence: paidSentence };
	return { free: null, price: null, sentence: null };
}

function readBooking(tags: Set<string>, sentences: readonly string[]) {
	const walkIn =
		/\b(no (?:timed pass|reservations?|bookings?|tickets?) (?:is |are )?(?:needed|required|necessary|taken)|(?:does not|doesn't|do not|don't) take (?:bookings|reservations)|no reservations|first come, first served|walk-ins? (?:only|welcome))\b/i;
	const notNeeded = sentenceWith(sentences, walkIn);
	const bookWords =
		/\b(book|booked|booking|reserv\w*\b(?! for)|timed (?:entry|pass|passes|tickets?|slot)|tickets are timed|time slot)\b/i;
	const required = sentenceWith(
		sentences,
		/\b(must book|must be booked|must reserve|needs? a (?:timed )?(?:reservation|ticket|pass)|reservation-only|requires? (?:a |an )?(?:timed|booked|reserv)|reservations? (?:are |is )?(?:essential|required|needed)|needs a reservation|(?:booking|reservation) (?:is )?(?:essential|required)|tickets are timed|timed (?:entry|tickets|passes) (?:are|is) (?:required|needed)|book(?:ed)? online)\b/i,
		new RegExp(
			String.raw`\b(sometimes|in peak|on busy|peak seasons|school holidays|busy days|in summer|to cut the queue)\b|${walkIn.source}`,
			"i",
		),
	);
	if (required) return { booking: "required" as const, sentence: required, walkIn: false };
	const recommended = sentenceWith(sentences, bookWords, walkIn);
	if (recommended) return { booking: "recommended" as const, sentence: recommended, walkIn: false };
	if (notNeeded) return { booking: null, sentence: notNeeded, walkIn: true };
	return { booking: tags.has("reservations") ? ("recommended" as const) : null, sentence: null, walkIn: false };
}

/** Yes (sentence), no (sentence) or not known, from a pattern for each. */
function yesNo(sentences: readonly string[], yes: RegExp, no: RegExp, yesByTag = false) {
	const against = sentenceWith(sentences, no);
	if (against) return { value: false, sentence: against };
	const found = sentenceWith(sentences, yes);
	if (found) return { value: true, sentence: found };
	return { value: yesByTag ? true : null, sentence: null };
}

/** Kinds of food by place type. */
const FOOD_OF_TYPE: Record<string, string> = {
	pizza_restaurant: "pizza",
	ice_cream_shop: "ice cream",
	bakery: "bakery",
	cafe: "café",
	coffee_shop: "café",
	hamburger_restaurant: "burgers",
	sandwich_shop: "sandwiches",
	seafood_restaurant: "seafood",
	fast_food_restaurant: "fast food",
	italian_restaurant: "italian",
	mexican_restaurant: "mexican",
	chinese_restaurant: "chinese",
	japanese_restaurant: "japanese",
	indian_restaurant: "indian",
	vegetarian_restaurant: "vegetarian",
	vegan_restaurant: "vegan",
	breakfast_restaurant: "breakfast",
	brunch_restaurant: "brunch",
	steak_house: "steak",
	barbecue_restaurant: "barbecue",
};
/** Kinds of food by the writers' words (the word, then the kind it names). */
const FOOD_WORDS: readonly (readonly [RegExp, string])[] = [
	[/\bpizzas?\b|\bpizzeria/i, "pizza"],
	[/\bburgers?\b/i, "burgers"],
	[/\bfish and chips\b|\bfish & chips\b/i, "fish and chips"],
	[/\bice[- ]creams?\b|\bgelato\b/i, "ice cream"],
	[/\bpancakes?\b|\bwaffles?\b/i, "pancakes"],
	[/\bcr[eê]pes?\b/i, "crêpes"],
	[/\btacos?\b|\bburritos?\b|\bmexican\b/i, "mexican"],
	[/\bsushi\b|\bramen\b|\bnoodles?\b|\bdumplings?\b|\bdim sum\b/i, "asian"],
	[/\bcurr(?:y|ies)\b|\bindian\b/i, "indian"],
	[/\bpasta\b|\bitalian\b/i, "italian"],
	[/\bhot dogs?\b/i, "hot dogs"],
	[/\bsandwich(?:es)?\b|\bbagels?\b|\bdeli\b/i, "sandwiches"],
	[/\bseafood\b|\blobster\b|\bcrab\b|\boysters?\b|\bchowder\b/i, "seafood"],
	[/\bbarbecue\b|\bbbq\b/i, "barbecue"],
	[/\bvegetarian\b|\bvegan\b/i, "vegetarian"],
	[/\bcakes?\b|\bpastr(?:y|ies)\b|\bcookies?\b|\bdoughnuts?\b|\bdonuts?\b|\bcupcakes?\b/i, "cakes and pastries"],
	[/\bbrunch\b|\bbreakfast\b/i, "breakfast"],
	[/\bcaf[eé]s?\b|\bcoffee\b/i, "café"],
	[/\bfood hall\b|\bstreet food\b|\bfood market\b|\bfood stalls?\b/i, "food stalls"],
];
const DOGS_YES =
	/\b(dogs? (?:are )?welcome|dog[- ]friendly|dogs? (?:are )?allowed|on a lead|on leash|leashed dogs?|off-leash)\b/i;
const DOGS_NO =
	/\b(no dogs|dogs? (?:are )?not (?:allowed|permitted)|pets? (?:are )?not (?:allowed|permitted)|no pets|except (?:service|assistance) (?:dogs|animals))\b/i;
/** A trail's length: "a 3.3-mile loop", "1.3 miles each way", "a 2 km walk". */
const TRAIL_LENGTH =
	/\b(\d+(?:\.\d+)?|half|a quarter|quarter)[- ](?:a[- ])?(miles?|km|kilomet(?:re|er)s?)\b(?![^.]*\b(?:drive|from (?:the )?(?:town|city|entrance)|north|south|east|west)\b)/i;
const TRAIL_TYPES = new Set(["hiking_area", "natural_feature", "park", "national_park"]);
const WHOLE_DAY_TYPES = new Set(["amusement_park", "water_park", "national_park"]);

function readTrailKm(place: Place, sentences: readonly string[]): number | null {
	if (!place.types.some((type) => TRAIL_TYPES.has(type)) && !place.tags.includes("hiking")) return null;
	for (const sentence of sentences) {
		const match = TRAIL_LENGTH.exec(sentence);
		if (!match) continue;
		const amount = match[1] === "half" ? 0.5 : match[1]?.includes("quarter") ? 0.25 : Number(match[1]);
		if (!Number.isFinite(amount) || amount <= 0) continue;
		const km = match[2]?.toLowerCase().startsWith("mile") ? amount * 1.609 : amount;
		return Math.round(km * 10) / 10;
	}
	return null;
}

function readFoodKinds(place: Place, sentences: readonly string[]): string[] {
	const kinds = new Set<string>();
	for (const type of place.types) {
		const kind = FOOD_OF_TYPE[type];
		if (kind) kinds.add(kind);
	}
	const text = [place.name, ...sentences].join(" ");
	for (const [pattern, kind] of FOOD_WORDS) if (pattern.test(text)) kinds.add(kind);
	return [...kinds];
}

/** Facts read once per place (keyed by id, kept while its content is the same): the readings are regexes over prose. */
const READ = new Map<string, { key: string; facts: PlaceFacts }>();
/** The most places kept (a catalog is a few hundred; OpenStreetMap and Google add what the family looked at). */
const READ_LIMIT = 5_000;

/** What a place's facts are read from: a change to any of it reads them again. */
const contentKey = (place: Place) =>
	[
		place.name,
		place.types.join(","),
		place.tags.join(","),
		place.priceLevel ?? "",
		place.ages?.join("-") ?? "",
		place.businessStatus ?? "",
		place.website ?? "",
		place.openingHours.join("|"),
		place.familySummary ?? "",
		place.editorialSummary ?? "",
		place.pithySummary ?? "",
		place.whyKidsLoveIt ?? "",
	].join("\u0001");

/**
 * The facts of one place: read once (catalog, OpenStreetMap or Google alike) and kept by its id
 * while its content is unchanged, so ranking, filtering and answering never read the prose again.
 * The object is shared: never change it.
 */
export function placeFacts(place: Place): PlaceFacts {
	const key = contentKey(place);
	const kept = READ.get(place.googlePlaceId);
	if (kept && kept.key === key) return kept.facts;
	const facts = readPlaceFacts(place);
	if (READ.size >= READ_LIMIT) {
		const oldest = READ.keys().next().value;
		if (oldest !== undefined) READ.delete(oldest);
	}
	READ.set(place.googlePlaceId, { key, facts });
	return facts;
}

/** The reading of one place: tags, types, the writers' text and Google's fields. */
function readPlaceFacts(place: Place): PlaceFacts {
	const tags = new Set(place.tags ?? []);
	const sentences = sentencesOf([place.familySummary, place.editorialSummary, place.pithySummary, place.whyKidsLoveIt]);
	const said: Partial<Record<FactName, string>> = {};
	const keep = (name: FactName, sentence: string | null | undefined) => {
		if (sentence && !said[name]) said[name] = sentence;
	};

	const setting = placeSetting(place);
	const indoor = setting === "indoor" || setting === "both";
	const free = readFree(place, tags, sentences);
	keep("free", free.sentence);
	const booking = readBooking(tags, sentences);
	keep("booking", booking.sentence);
	const visit = visitMinutes(sentences);
	keep("visit", visit?.sentence);

	const loud = affirmed(sentences, LOUD);
	keep("loud", loud);
	const crowded = affirmed(sentences, CROWDED);
	keep("crowded", crowded);
	const quiet = sentenceWith(sentences, QUIET);
	keep("quiet", quiet);

	const seasonalSentence = sentenceWith(sentences, SEASONAL, /\bopen year-round\b/i);
	const seasonal = seasonalSentence ?? (tags.has("seasonal") ? "seasonal" : null);
	keep("seasonal", seasonalSentence);
	const yearRound = sentenceWith(
		sentences,
		/\b(open (?:all )?year[- ]round|open all year|open every day of the year|open around the clock|open 24 hours)\b/i,
	);

	const toilets = yesNo(
		sentences,
		/\b(toilets?|restrooms?|loos?|washrooms?|bathrooms)\b/i,
		/\bno (?:toilets?|restrooms?|loos?)\b/i,
	);
	keep("toilets", toilets.sentence);
	const changing = yesNo(
		sentences,
		/\b(baby[- ]chang\w*|changing (?:tables?|rooms?|facilities|stations?|mats?)|nappy[- ]chang\w*|diaper[- ]chang\w*|baby care)\b/i,
		/\bno (?:baby[- ]changing|changing (?:tables?|facilities))\b/i,
	);
	keep("babyChanging", changing.sentence);
	const stepFree = yesNo(
		sentences,
		/\b(step-free|step free|lifts?|elevators?|ramps?|wheelchairs?|fully accessible|accessible)\b/i,
		/\b(not step-free|no lift|no elevator|not (?:wheelchair )?accessible|only by stairs|steep (?:steps|stairs|ladders)|spiral stairs|many stairs|lots of stairs)\b/i,
		tags.has("accessible"),
	);
	keep("stepFree", stepFree.sentence);
	const stroller = yesNo(
		sentences,
		/\b(strollers?|buggy|buggies|pushchairs?|prams?)\b/i,
		/\b(strollers? (?:are easier left|may have to wait|must be left|are not allowed)|no strollers|not (?:suitable )?for strollers|leave the stroller|carrier (?:is )?easier|not stroller|carrier instead|strollers? (?:stay|must stay|are left) behind|carriers? work|many stairs|lots of stairs)\b/i,
		tags.has("stroller-friendly"),
	);
	// Listed as stroller-friendly without saying why: the writers' words on the paths ("a flat boardwalk").
	keep(
		"stroller",
		stroller.sentence ??
			(stroller.value
				? sentenceWith(sentences, /\b(boardwalks?|paved|flat (?:path|trail|loop|walk)s?|ramps?)\b/i)
				: null),
	);
	const food = yesNo(
		sentences,
		/\b(caf[eé]s?|restaurants?|snacks?|food hall|kiosks?|canteen|cafeteria|ice creams?|lunch spot|dining room)\b/i,
		/\b(no food (?:is )?(?:sold|for sale)|bring your own food|no caf[eé]|no services)\b/i,
		tags.has("food") || tags.has("snacks") || place.types.some((type) => FOOD_TYPES.has(type)),
	);
	keep("food", food.sentence);
	keep(
		"hours",
		sentenceWith(
			sentences,
			/\b(open (?:daily|around the clock|24 hours|until|from \d|late|most days|year-round|every day)|closed (?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|opens at|hours vary|opening (?:hours|times)|\d{1,2}(?::\d\d)?\s?(?:am|pm)\b)/i,
		),
	);
	keep("indoor", sentenceWith(sentences, /\b(indoors?|under (?:one|a) roof|outdoors?|open-air)\b/i));
	keep("timing", sentenceWith(sentences, TIMING));
	keep("bestTime", sentenceWith(sentences, BEST_TIME));
	keep("rules", sentenceWith(sentences, RULES));
	keep("tips", sentenceWith(sentences, TIP));
	keep("terrain", sentenceWith(sentences, TERRAIN));
	keep(
		"view",
		sentenceWith(
			sentences,
			/\b(overlooks?|viewpoints?|lookouts?|best view|views? (?:of|over|across|into)|from above|panoram\w*)\b/i,
		),
	);
	keep(
		"safety",
		sentenceWith(
			sentences,
			/\b(dangerous|danger|unsafe|hazard\w*|drop-offs?|keep (?:children|kids|little ones|small children) (?:close|back|away)|hold (?:small |little )?hands|supervise|slippery|(?:strong|rip) currents?|powerful|stay behind the railings?)\b/i,
		),
	);
	// Closed or reopened as news ("reopened in December 2024 after the 2019 fire", "closed in 2025 for a major rehabilitation").
	keep(
		"status",
		sentenceWith(
			sentences,
			/\b(reopen\w*|closed (?:in|for|since|until) (?:\d{4}|a |the |major )|rehabilitation|restoration|renovation|under construction|temporarily closed)\b/i,
		),
	);
	keep(
		"parking",
		sentenceWith(
			sentences,
			/\b(parking|car parks?|parking lots?|(?:upper|lower|small|main) lot|park(?:ed|ing)? (?:at|by|near) the)\b/i,
		),
	);
	// A trail's or a loop's length ("a 3.3-mile loop", "1.3 miles each way").
	keep(
		"length",
		sentenceWith(
			sentences,
			/\b(?:\d+(?:\.\d+)?|half|a quarter|quarter)[- ](?:a[- ])?(?:miles?|km|kilomet(?:re|er)s?)\b(?![^.]*\b(?:drive|from (?:the )?(?:town|city|entrance)|north|south|east|west)\b)/i,
		),
	);
	keep(
		"scary",
		sentenceWith(sentences, /\b(eerie|spooky|scary|creepy|frightening|pitch[- ]dark|in the dark|bones|skeletons?)\b/i),
	);
	keep("forKids", sentenceWith(sentences, FOR_KIDS));

	const status = place.businessStatus?.toUpperCase() ?? "";
	const dogs = yesNo(sentences, DOGS_YES, DOGS_NO);
	const visitLongest = visit?.minutes[1];
	return {
		setting,
		indoor,
		outdoor: tags.has("outdoor") || !indoor,
		free: free.free,
		price: free.price,
		booking: booking.booking,
		walkIn: booking.walkIn,
		visitMinutes: visit?.minutes ?? null,
		loud: loud !== null,
		crowded: crowded !== null,
		quiet: quiet !== null,
		busy: crowded !== null || isBusyKind(place),
		seasonal,
		openMonths: seasonalSentence ? openMonthsOf(seasonalSentence) : null,
		yearRound: yearRound !== null && seasonalSentence === null,
		toilets: toilets.value,
		babyChanging: changing.value,
		stepFree: stepFree.value,
		stroller: stroller.value,
		food: food.value,
		foodKinds: readFoodKinds(place, sentences),
		dogs: dogs.value,
		trailKm: readTrailKm(place, sentences),
		wholeDay:
			(visitLongest !== undefined && visitLongest >= 360) || place.types.some((type) => WHOLE_DAY_TYPES.has(type)),
		heated: sentences.some((sentence) => /\bheated\b/i.test(sentence)),
		picnic: tags.has("picnic"),
		ages: place.ages,
		openingHours: place.openingHours ?? [],
		closed: status === "CLOSED_PERMANENTLY" ? "permanently" : status === "CLOSED_TEMPORARILY" ? "temporarily" : null,
		website: place.website,
		sentences: said,
	};
}

/**
 * Whether a place is open on some day from `startDate` to `endDate` (`YYYY-MM-DD`): false when it is
 * closed for good or every month of the dates falls outside its season, true when its season (or
 * year-round opening) covers one of them, null when not known.
 */
export function openDuring(facts: PlaceFacts, startDate: string, endDate: string): boolean | null {
	if (facts.closed === "permanently") return false;
	const months = monthsBetween(startDate, endDate);
	if (!months) return null;
	if (facts.openMonths) return months.some((month) => facts.openMonths?.includes(month));
	if (facts.yearRound) return true;
	return null;
}
