import type { Place } from "../../../../domain/place/place";
import { isFreeByData } from "../../../../domain/place/vocabulary-setting";
import { sentenceWith } from "./reading";

/**
 * The patterns a place's facts are read with (./place-facts.ts): the writers' words for noise,
 * crowds, seasons, prices, booking, food, dogs, trails and the rest. Pure text rules over a place's
 * sentences, run once per place.
 */

export const FOOD_TYPES = new Set(["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant"]);

const NEGATED = /\b(not|never|isn't|aren't|no|without|less|fewer|un)\s*$/i;

/** The first sentence where a pattern matches without a negation right before it. */
export function affirmed(sentences: readonly string[], pattern: RegExp): string | null {
	for (const sentence of sentences) {
		const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
		for (const match of sentence.matchAll(global)) {
			if (!NEGATED.test(sentence.slice(0, match.index))) return sentence;
		}
	}
	return null;
}

export const LOUD =
	/\b(loud|noisy|noise|deafening|thunder(?!storm)|roars?|roaring(?! (?:Fork|River))|booms?|bang|bangs|(?<!(?:see|watch|watching)(?: the)? |their )fireworks(?! in the distance)|explosions?|cannon fire|screams?|shrieks?)\b/i;
export const CROWDED = /\b(busy|crowded|crowds|packed(?! lunch)|fills (?:up|by|early)|queues?|long lines?)\b/i;
export const QUIET =
	/\b(quiet(?!er)|calm(?!er)|(?:quieter|calmer) than|peaceful|tranquil|uncrowded|not crowded|rarely crowded|fewer (?:people|crowds)|less crowded|away from the crowds)\b/i;
/** "Seasonal", "seasonally" or "Hours are seasonal", not "seasonal fruit" or "a seasonal ice rink" (a part of the place). */
export const SEASONAL =
	/\b(seasonal(?:ly)?(?! (?!and\b|hours\b|with\b|like\b)[A-Za-z])|season only|(?:summer|winter|spring|fall|autumn) only|open (?:only )?(?:in|during) (?:the )?summer(?! and (?:winter|by))|only (?:open )?(?:in|during) (?:the )?(?:summer|winter|spring)|open only in (?:spring|winter)|spring through fall|closed (?:in|during|for|over) (?:the )?winter|open for the summer|opens? in (?:the )?(?:spring|summer) and closes? in (?:the )?(?:fall|autumn|winter)|(?:memorial day|may|june) (?:to|through|until) (?:mid-|early |late )?(?:september|october|labor day)|open (?:from )?(?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:to|through|until) (?:early |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

/** When something happens at the place: eruptions, departures, shows, feedings ("erupts roughly every 60 to 110 minutes"). */
export const TIMING =
	/\b(erupts?|eruptions?|every \d+(?: to \d+)? (?:minutes|hours)|departs?|departures?|leaves? (?:every|at|from)|sails? (?:at|every|hourly|daily)|(?:show|feeding|tour)s? (?:run |are |start )?(?:at|every|daily|hourly)|predicted time|schedule)\b/i;
/** The best time to come: "best about two hours before high tide", "come early", "quietest on weekdays". */
export const BEST_TIME =
	/\b(best (?:about |around |just )?(?:\d|one|two|three|before|after|at|in|on|early|late|during|when|near)|best time|(?:go|come|arrive|visit) (?:\d+ minutes )?(?:early|late|first thing|at opening|before)|early (?:in the )?morning|near (?:high|low) tide|at (?:high|low) tide|quietest|least busy)\b/i;
/** Who may go: heights, minimum ages, steps to climb ("children must be at least four feet tall"). */
export const RULES =
	/\b(must be (?:at least )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)|at least (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:feet|foot|inches|cm) tall|height (?:limits?|requirements?|restrictions?)|minimum (?:age|height)|(?:not allowed|no children) under|requires climbing|climbing \d+ steps)\b/i;
/** The writers' advice, said as an instruction ("Arrive before opening…", "Bring jackets…"). */
export const TIP =
	/^(?:Arrive|Bring|Book|Plan|Come|Go|Wear|Use|Pack|Reserve|Rent|Pair|Start|Skip|Avoid|Allow|Get|Take|Ask|Check|Grab|Head|Aim|Try|Expect|Hold|Stay|Budget|Save|Pick|Buy)\b/;
/** The ground underfoot: paved, flat, steep, boardwalk, drop-offs. */
export const TERRAIN =
	/\b(paved|flat|steep|boardwalks?|uneven|rocky|muddy|gentle|drop-offs?|elevation gain|switchbacks|climbs? (?:steadily|steeply|gently))\b/i;
/** What the writers say about which kids it suits ("shorter nature cruises suit younger children"). */
export const FOR_KIDS =
	/\b(little ones|young(?:er)? (?:children|kids)|small (?:children|kids)|toddlers?|older (?:children|kids)|for (?:kids|children) (?:of|under|over|from)|from age \d+|ages? \d+)\b/i;

export function readFree(place: Place, tags: Set<string>, sentences: readonly string[]) {
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
	// Free by its data (a free tag, Google's price level 0: domain/place/vocabulary-setting.ts) or by its own
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

export function readBooking(tags: Set<string>, sentences: readonly string[]) {
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
export function yesNo(sentences: readonly string[], yes: RegExp, no: RegExp, yesByTag = false) {
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
export const DOGS_YES =
	/\b(dogs? (?:are )?welcome|dog[- ]friendly|dogs? (?:are )?allowed|on a lead|on leash|leashed dogs?|off-leash)\b/i;
export const DOGS_NO =
	/\b(no dogs|dogs? (?:are )?not (?:allowed|permitted)|pets? (?:are )?not (?:allowed|permitted)|no pets|except (?:service|assistance) (?:dogs|animals))\b/i;
/** A trail's length: "a 3.3-mile loop", "1.3 miles each way", "a 2 km walk". */
/** A trail's length, not a road's ("an 11-mile one-way loop road", "17 miles up a winding road" are driven). */
export const TRAIL_LENGTH =
	/\b(\d+(?:\.\d+)?|half|a quarter|quarter)[- ](?:a[- ])?(miles?|km|kilomet(?:re|er)s?)\b(?![^.]*\b(?:drive|from (?:the )?(?:town|city|entrance)|north|south|east|west|(?:loop|winding|scenic|motor|access|park|paved|gravel) road)\b)/i;
const TRAIL_TYPES = new Set(["hiking_area", "natural_feature", "park", "national_park"]);
export const WHOLE_DAY_TYPES = new Set(["amusement_park", "water_park", "national_park"]);

export function readTrailKm(place: Place, sentences: readonly string[]): number | null {
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

export function readFoodKinds(place: Place, sentences: readonly string[]): string[] {
	const kinds = new Set<string>();
	for (const type of place.types) {
		const kind = FOOD_OF_TYPE[type];
		if (kind) kinds.add(kind);
	}
	const text = [place.name, ...sentences].join(" ");
	for (const [pattern, kind] of FOOD_WORDS) if (pattern.test(text)) kinds.add(kind);
	return [...kinds];
}

/** A short level path: the longest walk (km, one way or round) that is no hike when it is paved, flat or a boardwalk. */
const SHORT_LEVEL_KM = 0.8;
/** Seen from the road or the car park: no walk to speak of. */
const FROM_THE_ROAD =
	/\b(?:roadside|from the (?:road|car|parking (?:lot|area)|pullout)|beside the road|right by the road|by the road|visible from the (?:car|road)|no hiking|without (?:even )?hiking|needs no hiking|a few steps (?:away|from))\b/i;
/** The path itself is level and easy: paved, flat, a boardwalk, gently sloping, accessible. */
const LEVEL_PATH = /\b(?:paved|flat|boardwalks?|gently sloping|level|accessible|wheelchair)\b/i;
/** The writers say the way is hard: steep, strenuous, a scramble (no place to reach with tired legs). */
const STEEP = /\b(?:steep|strenuous|scrambl\w*)\b/i;
/** A trail that climbs or tires: switchbacks, a steady climb, stairs, an altitude hard on kids. */
const CLIMBING =
	/\b(?:switchback\w*|climbs? (?:steadily|steeply|stairs)|steady climb|hard on (?:kids|children|little legs)|out of breath)\b/i;
/** "a tenth of a mile", "a few hundred yards", "a short paved path": a walk the writers call short. */
const SHORT_WALK =
	/\b(?:tenth of a mile|few (?:hundred )?(?:yards|metres|meters|steps)|short (?:paved |level |flat )?(?:path|walk|stroll|boardwalk))\b/i;

/**
 * Whether the visit is a hike (`hike`) and whether the place is seen from the road or a short level
 * path (`easyReach`): a trail walk (a hiking area, or tagged hiking) is a hike unless it is a short
 * level path or seen from the road; any place the writers call steep or strenuous to reach is one.
 */
export function readHike(
	place: Place,
	sentences: readonly string[],
	trailKm: number | null,
): { hike: boolean; easyReach: boolean } {
	const text = sentences.join(" ");
	const steep = STEEP.test(text);
	const trail = place.types.includes("hiking_area") || place.tags.includes("hiking");
	const hard = steep || (trail && CLIMBING.test(text));
	const fromRoad = FROM_THE_ROAD.test(text);
	const levelTags = place.tags.includes("stroller-friendly") || place.tags.includes("accessible");
	const level = levelTags || LEVEL_PATH.test(text);
	const short = trailKm !== null ? trailKm <= SHORT_LEVEL_KM : SHORT_WALK.test(text) || fromRoad;
	const easyReach = !hard && (fromRoad || (level && short));
	return { hike: hard || (trail && !easyReach), easyReach };
}
