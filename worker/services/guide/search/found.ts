import type { LatLng } from "../../../../domain/geo/geo";
import type { Ask } from "../../../../domain/guide/ask";
import type { Place } from "../../../../domain/place/place";
import type { PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { PlaceFacts } from "../facts/place-facts";

type AskNeed = Ask["needs"][number];
type AskWeather = NonNullable<Ask["weather"]>;

/**
 * What the engine found for an ask (`findPlaces`, ./find.ts): data only, never words. The answer's
 * renderer writes the English from it; 'Try another suggestion' and the day planner read the
 * same shape. Every reason and every constraint is a code with its values, so nothing downstream
 * reads prose back.
 */
export interface Found {
	/**
	 * The ask as it was kept: the family's ask, or the nearest relaxation of it when nothing kept
	 * every constraint (then `unmet` and `relaxation` say what changed). 'Try another' stores this.
	 */
	ask: Ask;
	/** Where the search looked from. */
	origin: FoundOrigin;
	/** How far it looked, in metres (after any widening). */
	radiusMeters: number;
	/** The suggestions, best first (at most three). */
	picks: FoundPlace[];
	/** More that keep the same ask, for 'more ideas' and 'Try another' (at most five). */
	backups: FoundPlace[];
	/** The trip's saved places that answer the ask as well as the picks do: named, never carded again. */
	saved: FoundPlace[];
	/** Places shown earlier in the conversation that answer the ask (an interest asked again): named again briefly. */
	earlier: FoundPlace[];
	/** Saved or earlier places within the distance asked (a bounded ask): named with how far, not carded. */
	alsoNear: FoundNear[];
	/** Places to steer clear of, when the family asked what to avoid (a loud place for a noise-scared child). */
	skip: FoundPlace[];
	/**
	 * The constraints of the family's ask that no place found kept (empty when the picks keep them
	 * all). Never silently dropped: the answer says each one.
	 */
	unmet: Constraint[];
	/** The nearest relaxation of the ask that finds places, when the ask could not be kept whole; null otherwise. */
	relaxation: Relaxation | null;
	/**
	 * The picks keep the relaxed ask (true: earlier suggestions again, other kinds, places to eat
	 * without the pizza), or the relaxation is only offered and there are no picks (false: not free
	 * but cheap, further away; a hard constraint holds until the family takes the offer).
	 */
	relaxationApplied: boolean;
}

/** Where a search looked from: the stay, the map ("around here"), a named place or area, or the trip's destination. */
export interface FoundOrigin {
	kind: "stay" | "here" | "place" | "area" | "destination";
	/** As the family would name it: "where you're staying", "ZSL London Zoo", "South Kensington", "London". */
	label: string;
	point: LatLng;
	/** The named place's id when the origin is one (never suggested as its own answer). */
	placeId: string | null;
}

/** One place found, with its facts (computed once per place) and why it answers the ask. */
export interface FoundPlace {
	place: Place;
	facts: PlaceFacts;
	/** Why it fits, strongest first. */
	reasons: Reason[];
	/** From the origin, in metres. */
	meters: number;
	/** How the place's own ages meet the kids': every kid, some, none, or not known. */
	ageFit: "all" | "some" | "none" | "unknown";
}

/** A place shown before (saved or suggested) within the distance asked. */
export interface FoundNear {
	place: Place;
	saved: boolean;
	meters: number;
}

/**
 * Why a place answers the ask, as codes: the kind asked for, a word it has ("dinosaurs"), its
 * setting, its price, the ages it suits, how near it is, a need it meets, the food it serves.
 */
export type Reason =
	| { code: "kind"; kind: PlaceCategoryName }
	| { code: "word"; word: string }
	| { code: "indoor" }
	| { code: "outdoor" }
	/** Out of the heat: indoors or in the water. */
	| { code: "cool" }
	| { code: "free" }
	| { code: "cheap" }
	/** Its own ages [min, max] hold the kids asked about. */
	| { code: "ages"; ages: [number, number]; fit: "all" | "some" }
	/** Made for teenagers (not a little ones' place). */
	| { code: "teen" }
	| { code: "toddler" }
	| { code: "near"; meters: number }
	| { code: "need"; need: AskNeed }
	/** The kinds of food it serves ("pizza", "fish and chips"), from its facts. */
	| { code: "food"; food: string[] }
	/** Open in the trip's months by its own words. */
	| { code: "open"; months: number[] };

/** A constraint of an ask, as the engine checks it (what `unmet` names). */
export type Constraint =
	| { code: "kind"; kinds: PlaceCategoryName[] }
	| { code: "word"; words: string[] }
	/** "pizza near the museum" with no pizza place known. */
	| { code: "food"; food: string[] }
	| { code: "setting"; setting: "indoor" | "outdoor" }
	| { code: "weather"; weather: AskWeather }
	| { code: "price"; free: boolean; cheap: boolean; max: number | null }
	/** The ages the message named, every one of them; or the teens (no little ones' places). */
	| { code: "ages"; ages: number[] }
	| { code: "teens" }
	| { code: "need"; need: AskNeed }
	/** Open in the trip's months (nothing closed for the season, nothing outdoor-only and unheated in the cold). */
	| { code: "season"; months: number[] }
	/** Within this distance of the origin. */
	| { code: "within"; meters: number }
	| { code: "visit-length"; length: NonNullable<Ask["visitLength"]> }
	| { code: "trail"; km: number }
	/** Nothing that was not shown before in this conversation. */
	| { code: "not-shown-before" }
	/** None of the kinds the family ruled out ("no museums"): never relaxed, named when nothing keeps the ask. */
	| { code: "avoid"; kinds: PlaceCategoryName[] };

/**
 * The nearest relaxation when nothing kept every constraint (applied to the picks, or only offered:
 * `Found.relaxationApplied`); every other constraint still holds:
 * - price: not free but cheap (or any price when nothing cheap is known);
 * - further: the same ask further away, out to `meters`;
 * - shown-before: places suggested earlier in the conversation come back;
 * - other-kinds: nothing of the kinds asked; other ideas that keep the rest of the ask;
 * - food-on-site: no place to eat known near there; places with food on site (a museum's café);
 * - without-words: the kind asked, without the specific thing ("pizza"): places to eat;
 * - need: the same ask without one need no place was known to meet (step-free: the flat,
 *   buggy-friendly places instead);
 * - setting: the other setting, when no place of the asked one was found.
 */
export type Relaxation =
	| { code: "price"; to: "cheap" | "any" }
	| { code: "further"; meters: number }
	| { code: "shown-before" }
	| { code: "other-kinds"; kinds: PlaceCategoryName[] }
	| { code: "food-on-site" }
	| { code: "without-words"; words: string[] }
	| { code: "need"; need: AskNeed }
	| { code: "setting"; from: "indoor" | "outdoor" };

/** A found with nothing in it (the ask as given), for callers that build one step by step. */
export const emptyFound = (ask: Ask, origin: FoundOrigin, radiusMeters: number): Found => ({
	ask,
	origin,
	radiusMeters,
	picks: [],
	backups: [],
	saved: [],
	earlier: [],
	alsoNear: [],
	skip: [],
	unmet: [],
	relaxation: null,
	relaxationApplied: false,
});
