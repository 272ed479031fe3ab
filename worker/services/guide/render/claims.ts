import type { Place } from "../../../../domain/place/place";
import type { PlaceFacts } from "../facts/place-facts";
import { sentencesOf } from "../facts/reading";
import type { FoundPlace, Reason } from "../search/found";

/**
 * What an answer may say of a place in its own few words ("free to get in", "all under a roof"),
 * and only when the place's facts hold it. A reason the engine gives is a reason to say something,
 * never proof of it: each claim checks the place's facts itself, so a paid palace is never "free
 * to get in", a gallery never "green and open", an open-air memorial never "out of the heat".
 */

/** Kinds of place that are green and open: grass, trees, water, trails. */
const GREEN_TYPES = new Set([
	"park",
	"garden",
	"botanical_garden",
	"national_park",
	"natural_feature",
	"hiking_area",
	"campground",
	"farm",
	"beach",
]);
/** Kinds of place that cool a family down by being in the water. */
const WATER_TYPES = new Set(["water_park", "swimming_pool", "beach"]);
const WATER_TAGS = ["swimming", "beach"];

type Check = (facts: PlaceFacts, place: Place) => boolean;

/** Indoors and not also outdoors: dry whatever the weather. */
const isIndoor: Check = (facts) => facts.indoor && !facts.outdoor;
const isOutdoor: Check = (facts) => facts.outdoor;
const isGreen: Check = (facts, place) =>
	facts.outdoor && !facts.indoor && place.types.some((type) => GREEN_TYPES.has(type));
const isWater: Check = (_facts, place) =>
	place.types.some((type) => WATER_TYPES.has(type)) || WATER_TAGS.some((tag) => place.tags.includes(tag));
/** Out of the heat: a roof over it, or water to be in. */
const isCool: Check = (facts, place) => isIndoor(facts, place) || isWater(facts, place);
/** Words that name a price in a place's own notes ("The State Rooms open to paid visitors in summer"). */
const PAID =
	/\b(tickets? (?:cost|are|prices?)|admission (?:fee|is|applies)|entry fee|pricey|expensive|paid|costs? extra)\b/i;
/**
 * Free to get in: free by its facts, and its own notes name nothing paid (Buckingham Palace is
 * free to watch outside, but its State Rooms are for paid visitors: never "free to get in").
 */
const isFree: Check = (facts, place) =>
	facts.free === true &&
	!sentencesOf([place.familySummary, place.pithySummary, place.whyKidsLoveIt]).some((s) => PAID.test(s));
const isCheap: Check = (facts, place) =>
	isFree(facts, place) || (place.priceLevel !== null && place.priceLevel <= 1 && facts.free !== false);
const isCalm: Check = (facts) => facts.quiet && !facts.loud && !facts.crowded;
const suitsToddlers: Check = (_facts, place) =>
	place.tags.includes("toddler-friendly") || (place.ages !== null && place.ages[0] <= 2);
/** Holds a teenager: its ages reach 14 and up, and it is not a little ones' place. */
const holdsTeens: Check = (_facts, place) =>
	place.ages !== null && place.ages[1] >= 14 && place.ages[0] >= 5 && !KIDDIE.test(place.name);
const KIDDIE = /\b(playground|sandpit|carousel|toy|soft play|tots?)\b/i;

/** A claim: the words for it, and what must hold for them to be true. */
interface Claim {
	words: readonly string[];
	holds: Check;
}

const CLAIMS = {
	indoor: { words: ["all under a roof", "indoors, whatever the weather", "dry inside"], holds: isIndoor },
	outdoor: { words: ["in the open air", "an outdoor spot"], holds: isOutdoor },
	green: { words: ["green and open", "lots of space outside", "room to run"], holds: isGreen },
	cool: { words: ["a way to cool off", "out of the heat"], holds: isCool },
	free: { words: ["free to get in", "no entry fee", "costs nothing to enter"], holds: isFree },
	cheap: { words: ["easy on the wallet", "low-cost"], holds: isCheap },
	toddler: { words: ["good with toddlers", "toddler-friendly", "easy for the smallest"], holds: suitsToddlers },
	teen: { words: ["made for older kids", "enough to hold a teenager"], holds: holdsTeens },
	stroller: {
		words: ["easy with a buggy", "buggy-friendly", "fine for a pushchair"],
		holds: (facts) => facts.stroller === true,
	},
	"step-free": { words: ["step-free", "step-free access"], holds: (facts) => facts.stepFree === true },
	picnic: { words: ["room for a picnic", "good for a picnic"], holds: (facts) => facts.picnic },
	quiet: { words: ["a calmer kind of place", "usually calm"], holds: isCalm },
	nap: {
		words: ["green and calm for a buggy nap", "a peaceful spot to push the buggy", "quiet paths for a nap"],
		holds: (facts, place) => isGreen(facts, place) && isCalm(facts, place),
	},
	toilets: { words: ["toilets on site", "with toilets to hand"], holds: (facts) => facts.toilets === true },
	"baby-changing": {
		words: ["baby changing on site", "somewhere to change a nappy"],
		holds: (facts) => facts.babyChanging === true,
	},
	rest: {
		words: ["somewhere to sit down", "a place to catch your breath"],
		holds: (facts, place) => isCalm(facts, place) || facts.picnic,
	},
	food: { words: ["food on site"], holds: (facts) => facts.food === true },
} satisfies Record<string, Claim>;

export type ClaimName = keyof typeof CLAIMS;

/** The claim a reason asks to make, when there is one for it. */
function claimOf(reason: Reason): ClaimName | null {
	switch (reason.code) {
		case "indoor":
		case "outdoor":
		case "cool":
		case "free":
		case "cheap":
		case "teen":
		case "toddler":
			return reason.code;
		case "need":
			switch (reason.need) {
				case "stroller":
				case "step-free":
				case "picnic":
				case "nap":
				case "toilets":
				case "baby-changing":
				case "rest":
					return reason.need;
				case "quiet":
				case "not-crowded":
					return "quiet";
				default:
					return null;
			}
		default:
			return null;
	}
}

/** Whether the place's facts hold a claim. */
export const claimHolds = (name: ClaimName, entry: Pick<FoundPlace, "facts" | "place">) =>
	CLAIMS[name].holds(entry.facts, entry.place);

/** The wordings of a claim. */
export const claimWords = (name: ClaimName): readonly string[] => CLAIMS[name].words;

/**
 * The claims a pick's reasons ask for that its facts hold, strongest first: a nap spot is calm
 * already (one of the two is enough), and an outdoor place that is green says so.
 */
export function claimsOf(entry: Pick<FoundPlace, "facts" | "place" | "reasons">): ClaimName[] {
	const names = entry.reasons.map(claimOf).filter((name): name is ClaimName => name !== null);
	const wanted = names.map((name) => (name === "outdoor" && claimHolds("green", entry) ? "green" : name));
	const kept = [...new Set(wanted)].filter((name) => claimHolds(name, entry));
	return kept.includes("nap") ? kept.filter((name) => name !== "quiet") : kept;
}
