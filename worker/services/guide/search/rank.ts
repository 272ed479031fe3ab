import { singular } from "../../../../domain/english";
import { haversineKm, type LatLng } from "../../../../domain/geo/geo";
import { searchTokens } from "../../../../domain/place/destination";
import type { Place } from "../../../../domain/place/place";
import { categoryOfPlace, PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceModifier } from "../../../../domain/place/vocabulary-modifiers";
import { isBusyKind, isFreeByData, OUTDOOR_TYPES, QUIET_TYPES } from "../../../../domain/place/vocabulary-setting";
import { placeFacts } from "../facts/place-facts";
import { type Broken, brokenConstraint, constraintsOf, type MoreConstraints } from "./constraints";

/**
 * Family fit: how well a real place (from the places provider) suits what was asked and who it is
 * for. Pure, so the offline guide and 'Try another suggestion' rank the same way and tests can
 * check it without a database.
 */

export interface FitRequest {
	categories: readonly PlaceCategoryName[];
	modifiers: readonly PlaceModifier[];
	keywords: readonly string[];
	words: readonly string[];
	kidAges: readonly number[];
	center: LatLng;
	radiusMeters: number;
	/** Kinds never to suggest ("bored of museums"). */
	avoid?: readonly PlaceCategoryName[];
	avoidByType?: readonly PlaceCategoryName[];
	/** Words a place's text must not have ("isn't geysers"). */
	avoidWords?: readonly string[];
	/** Ages the message names: each must fit. */
	messageAges?: readonly number[];
	/** The kinds are wanted at once ("a coffee while the kids play"): places that are all of them first. */
	together?: boolean;
	/** The trip's dates: nothing closed for the season. */
	tripDates?: { start: string; end: string } | null;
	/** Distances are from where the family stays: a place next door beats a similar one across town. */
	fromStay?: boolean;
	/** The ask's hard filters beyond the modifiers (teens, dogs, no booking, a trail's length…). */
	more?: MoreConstraints;
}

/** Why a place fits, for the reply ("indoors", "free entry"…), strongest first. */
type FitReason =
	| "indoor"
	| "outdoor"
	| "free"
	| "toddler"
	| "stroller"
	| "accessible"
	| "picnic"
	| "quiet"
	| "teen"
	| "nap"
	| "toilets"
	| "changing"
	| "rest"
	| "cool"
	| "keyword";

export interface ScoredPlace {
	place: Place;
	score: number;
	reasons: FitReason[];
	/** How the place's ages meet the kids' ages. */
	ageFit: "all" | "some" | "none" | "unknown";
	/** The requested category it matched, when any. */
	category: PlaceCategoryName | null;
	/** The hard filter it fails (an outdoor-only place for a rainy day), null when it keeps them all: never suggested. */
	excluded: Broken | null;
}

/** Kinds a family does not want unless asked: lunch and beds are answers to their own questions. */
const ASK_ONLY: Record<string, readonly PlaceCategoryName[]> = {
	food: ["food", "cafe", "iceCream"],
	accommodation: ["lodging", "camping"],
	shopping: ["shopping", "library"],
	transportation: [],
	wellness: [],
};

const has = (place: Place, tag: string) => place.tags.includes(tag);

const BIG_TYPES = new Set(["amusement_park", "water_park", "zoo", "national_park"]);

/** How the place's ages [min, max] meet the kids' ages. */
export function ageFitOf(place: Pick<Place, "ages">, kidAges: readonly number[]): ScoredPlace["ageFit"] {
	if (!place.ages || kidAges.length === 0) return "unknown";
	const [min, max] = place.ages;
	const inside = kidAges.filter((age) => age >= min && age <= max).length;
	if (inside === kidAges.length) return "all";
	return inside > 0 ? "some" : "none";
}

/** A place's words, folded and singular, kept by the text they were read from (the same place is read again and again). */
const WORDS = new Map<string, string>();
const WORDS_LIMIT = 5_000;
/** The same by the place object (places are never changed once made): no text to join and look up. */
const TEXT_OF = new WeakMap<Place, string>();

/** A place's own words (name and summaries), folded and singular, with a space either side: ` dinosaur museum `. */
export function textOf(place: Place): string {
	const known = TEXT_OF.get(place);
	if (known !== undefined) return known;
	const raw = [place.name, place.pithySummary, place.whyKidsLoveIt, place.familySummary, place.editorialSummary]
		.filter(Boolean)
		.join(" ");
	const kept = WORDS.get(raw);
	if (kept !== undefined) {
		TEXT_OF.set(place, kept);
		return kept;
	}
	const text = ` ${searchTokens(raw).map(singular).join(" ")} `;
	if (WORDS.size >= WORDS_LIMIT) {
		const oldest = WORDS.keys().next().value;
		if (oldest !== undefined) WORDS.delete(oldest);
	}
	WORDS.set(raw, text);
	TEXT_OF.set(place, text);
	return text;
}

/** Whether a place's tags say it has this kind in it (a hotel's pool, a restaurant's view). */
export const hasKindTag = (place: Place, name: PlaceCategoryName) =>
	place.tags.some((tag) => PLACE_CATEGORIES[name].tags.includes(tag));

/** Kinds a place's types make it, whatever its tags say: a restaurant with a view is a place to eat, not a viewpoint. */
const OWN_KINDS = new Set<PlaceCategoryName>(["food", "cafe", "iceCream", "lodging", "camping", "shopping"]);

/**
 * How well a place is the kind asked for (0: not at all), by what it is: its types, and its tags
 * unless its types make it another kind of its own. Never by a word of its name: the "Museum of Ice
 * Cream" is a pop-up attraction, "Blizzard Beach" a water park.
 */
export function categoryScore(place: Place, name: PlaceCategoryName): number {
	const entry = PLACE_CATEGORIES[name];
	let score = 0;
	const index = place.types.findIndex((type) => entry.types.includes(type));
	if (index === 0) score += 3;
	else if (index > 0) score += 2;
	if (hasKindTag(place, name)) {
		const own = score > 0 || OWN_KINDS.has(name) ? null : categoryOfPlace(place.types);
		if (!own || !OWN_KINDS.has(own)) score += 1.5;
	}
	return score;
}

/** Kinds aimed at little ones, which an older child the message names has outgrown. */
const LITTLE_ONES_TYPES = new Set(["playground", "indoor_playground", "farm", "petting_zoo"]);

/**
 * An age of 11+ the message names ("a 12 year old who's bored") outgrows playgrounds and toddler
 * farms, and a place whose range tops out at that age.
 */
function olderKidPenalty(place: Place, messageAges: readonly number[]): number {
	const youngest = Math.min(...messageAges);
	if (messageAges.length === 0 || youngest < 11) return 0;
	let penalty = 0;
	if (LITTLE_ONES_TYPES.has(place.types[0] ?? "") || (has(place, "toddler-friendly") && place.types.includes("farm")))
		penalty += 3;
	const max = place.ages?.[1];
	if (max !== undefined && max <= youngest + 1) penalty += 2;
	return penalty;
}

/** Scores one place for a request; see the module comment. */
export function scorePlace(place: Place, request: FitRequest): ScoredPlace {
	const reasons: FitReason[] = [];
	let score = 0;
	const excluded = brokenConstraint(place, constraintsOf(request));

	// What was asked for.
	let category: PlaceCategoryName | null = null;
	if (request.categories.length > 0) {
		let best = 0;
		for (const name of request.categories) {
			const value = categoryScore(place, name);
			if (value > best) {
				best = value;
				category = name;
			}
		}
		score += best > 0 ? best : -4;
	} else {
		const asked = ASK_ONLY[place.category];
		if (asked) score -= 3;
		// Food halls and market streets are lunch more than an outing.
		else if (has(place, "food")) score -= 1;
	}
	const text = textOf(place);
	for (const keyword of request.keywords) {
		const phrase = searchTokens(keyword).map(singular).join(" ");
		if (!phrase) continue;
		// More mentions, more of it: the dinosaur museum over the museum next door to the dinosaurs.
		const mentions = text.split(` ${phrase}`).length - 1 + (place.types.some((type) => type.includes(phrase)) ? 1 : 0);
		if (mentions > 0) {
			score += 2 + 0.5 * Math.min(3, mentions - 1);
			reasons.push("keyword");
		}
	}
	const nameTokens = searchTokens(place.name).map(singular);
	for (const word of request.words) {
		if (nameTokens.some((token) => token.startsWith(word))) score += 2.5;
		else if (text.includes(` ${word}`)) score += 0.5;
	}

	// How it was asked for.
	const facts = placeFacts(place);
	for (const modifier of request.modifiers) {
		switch (modifier) {
			case "indoor":
				if (facts.indoor) {
					score += place.tags.includes("rainy-day") ? 3 : 2.5;
					reasons.push("indoor");
				}
				break;
			case "outdoor":
				if (facts.outdoor) {
					// Parks, beaches and trails more than a square that happens to be outside.
					score += place.types.some((type) => OUTDOOR_TYPES.has(type)) ? 2.5 : 1.5;
					reasons.push("outdoor");
				}
				break;
			case "cool":
				if (place.tags.some((tag) => tag === "water" || tag === "swimming")) score += 1.5;
				reasons.push("cool");
				break;
			case "cheap":
				if (isFreeByData(place)) {
					score += 1.5;
					reasons.push("free");
				} else if ((place.priceLevel ?? 2) <= 1) score += 1;
				break;
			case "nap":
				// Green and calm, where a buggy can be pushed in peace.
				if (place.types.some((type) => type === "park" || type === "garden" || type === "botanical_garden")) {
					score += 2;
					reasons.push("nap");
				}
				if (facts.quiet) score += 1;
				if (facts.crowded) score -= 1.5;
				break;
			case "toilets":
				if (facts.toilets || facts.babyChanging) {
					score += facts.babyChanging ? 3 : 2.5;
					reasons.push(facts.babyChanging ? "changing" : "toilets");
				}
				break;
			case "rest":
				if (facts.food || facts.quiet || place.types.some((type) => type === "cafe" || type === "garden")) {
					score += 1.5;
					reasons.push("rest");
				}
				break;
			case "short": {
				const longest = facts.visitMinutes?.[1];
				if ((longest !== undefined && longest > 180) || place.types.some((type) => BIG_TYPES.has(type))) score -= 1.5;
				// A short visit: seen from the road or a short level path first, a hike (./facts) last.
				if (facts.easyReach) score += 0.5;
				if (facts.hike) score -= 2;
				break;
			}
			case "long": {
				const longest = facts.visitMinutes?.[1];
				if ((longest !== undefined && longest >= 180) || place.types.some((type) => BIG_TYPES.has(type))) score += 1.5;
				break;
			}
			case "free":
				if (isFreeByData(place)) {
					score += 2;
					reasons.push("free");
				} else if ((place.priceLevel ?? 0) >= 2) score -= 1.5;
				else score -= 0.5;
				break;
			case "toddler": {
				const min = place.ages?.[0];
				if (has(place, "toddler-friendly")) score += 1.5;
				if (min !== undefined && min <= 2) score += 1.5;
				if (min !== undefined && min >= 5) score -= 3;
				if (has(place, "stroller-friendly")) score += 1;
				if (has(place, "toddler-friendly")) reasons.push("toddler");
				break;
			}
			case "teen": {
				const max = place.ages?.[1];
				if (max !== undefined && max <= 11) score -= 3;
				else score += 0.5;
				if (place.types.some((type) => type === "amusement_park" || type === "water_park")) score += 1;
				if (has(place, "toddler-friendly")) score -= 0.5;
				if (max === undefined || max >= 14) reasons.push("teen");
				break;
			}
			case "quiet": {
				// Calm by kind (its first type: a playground in a park is still a playground), unless its notes say busy.
				const calm = facts.quiet || (QUIET_TYPES.has(place.types[0] ?? "") && !facts.crowded);
				if (calm) {
					score += 1.5;
					reasons.push("quiet");
				}
				if (isBusyKind(place) || place.types[0] === "playground") score -= 1.5;
				break;
			}
			case "picnic":
				if (has(place, "picnic")) {
					score += 2.5;
					reasons.push("picnic");
				} else if (place.types.some((type) => type === "park" || type === "garden")) score += 1;
				break;
			case "stroller":
				if (facts.stroller) {
					score += 2.5;
					reasons.push("stroller");
				} else if (facts.stroller === false) score -= 3;
				else if (place.types.includes("hiking_area")) score -= 1;
				break;
			case "accessible":
				if (facts.stepFree) {
					score += 2.5;
					reasons.push("accessible");
				} else if (facts.stepFree === false) score -= 3;
				break;
			default:
				break;
		}
	}

	// "No hiking": places seen from the road or a short level path first.
	if (request.avoid?.includes("hiking") && facts.easyReach) score += 1;

	// Who it is for.
	const ageFit = ageFitOf(place, request.kidAges);
	if (ageFit === "all") score += 2;
	else if (ageFit === "some") score += 0.75;
	else if (ageFit === "none") score -= 2.5;

	score -= olderKidPenalty(place, request.messageAges ?? []);

	// A provider's rating, where there is one and enough people gave it.
	if (place.rating != null && (place.userRatingCount ?? 0) >= 20) score += (place.rating - 4) * 1.2;

	// Nearer is better, within the radius.
	const meters = place.distanceMeters ?? haversineKm(request.center, place) * 1000;
	score -= 1.5 * Math.min(2, meters / Math.max(1, request.radiusMeters));
	// From where they stay, every few km is a real trip with the kids (500 m beats 10 km, whatever the radius).
	if (request.fromStay) score -= Math.min(3, meters / 3500);

	return { place, score, reasons: [...new Set(reasons)], ageFit, category, excluded };
}

/**
 * Search radius from the map zoom: about the visible map at zoom 10 (12.5 km), halving per zoom
 * step, within 1.5–50 km; 'near here' keeps it within 3 km.
 */
export function radiusFor(zoom: number, nearby: boolean): number {
	const z = Number.isFinite(zoom) ? zoom : 10;
	const radius = Math.min(50_000, Math.max(1_500, Math.round(12_500 * 2 ** (10 - z))));
	return nearby ? Math.min(radius, 3_000) : radius;
}
