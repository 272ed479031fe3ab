import type { Place } from "../../../../domain/place/place";
import type { PlaceSetting } from "../../../../domain/place/vocabulary";
import { isBusyKind, placeSetting } from "../../../../domain/place/vocabulary-setting";
import {
	affirmed,
	BEST_TIME,
	CROWDED,
	DOGS_NO,
	DOGS_YES,
	FOOD_TYPES,
	FOR_KIDS,
	LOUD,
	QUIET,
	RULES,
	readBooking,
	readFoodKinds,
	readFree,
	readHike,
	readTrailKm,
	SEASONAL,
	TERRAIN,
	TIMING,
	TIP,
	TRAIL_LENGTH,
	WHOLE_DAY_TYPES,
	yesNo,
} from "./read";
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
	/** Where it is (domain/place/vocabulary-setting.ts `placeSetting`): indoors, outdoors, both, or nothing says. */
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
	/** A trail's length in km (the first length the writers give, "a 3.3-mile loop"), when it is a trail; never a road's. */
	trailKm: number | null;
	/**
	 * The visit is a hike: a trail walk (a hiking area, or tagged hiking) that is not a short level
	 * path nor seen from the road, or any place its writers call steep or strenuous to reach.
	 */
	hike: boolean;
	/** Seen from the road or a short level path ("from a roadside pullout", "a paved path a tenth of a mile"). */
	easyReach: boolean;
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

/** Facts read once per place (keyed by id, kept while its content is the same): the readings are regexes over prose. */
const READ = new Map<string, { key: string; facts: PlaceFacts }>();
/** The most places kept (a catalog is a few hundred; OpenStreetMap and Google add what the family looked at). */
const READ_LIMIT = 5_000;

/** Facts by the place object they were asked for (places are never changed once made). */
const BY_OBJECT = new WeakMap<Place, PlaceFacts>();

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
	// The same place object (a search's answer, scored, filtered and answered from): no key to build.
	const known = BY_OBJECT.get(place);
	if (known) return known;
	const key = contentKey(place);
	const kept = READ.get(place.googlePlaceId);
	if (kept && kept.key === key) {
		BY_OBJECT.set(place, kept.facts);
		return kept.facts;
	}
	const facts = readPlaceFacts(place);
	if (READ.size >= READ_LIMIT) {
		const oldest = READ.keys().next().value;
		if (oldest !== undefined) READ.delete(oldest);
	}
	READ.set(place.googlePlaceId, { key, facts });
	BY_OBJECT.set(place, facts);
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
	keep("length", sentenceWith(sentences, TRAIL_LENGTH));
	keep(
		"scary",
		sentenceWith(sentences, /\b(eerie|spooky|scary|creepy|frightening|pitch[- ]dark|in the dark|bones|skeletons?)\b/i),
	);
	keep("forKids", sentenceWith(sentences, FOR_KIDS));

	const status = place.businessStatus?.toUpperCase() ?? "";
	const dogs = yesNo(sentences, DOGS_YES, DOGS_NO);
	const visitLongest = visit?.minutes[1];
	const trailKm = readTrailKm(place, sentences);
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
		trailKm,
		...readHike(place, sentences, trailKm),
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
