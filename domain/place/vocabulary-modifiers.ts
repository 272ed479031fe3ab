/**
 * How the family wants it (part of the vocabulary of kinds of place, ./vocabulary.ts): the
 * modifiers a request can carry, and what a place needs to fit those a place itself can show.
 * The phrases that say them are in ./vocabulary-modifier-phrases.ts.
 */
import { FREE_TAGS, INDOOR_TAGS, INDOOR_TYPES, OUTDOOR_TAGS, OUTDOOR_TYPES, QUIET_TYPES } from "./vocabulary-setting";

/**
 * How the family wants it: each changes the search radius, the filters or the ranking (the guide's
 * request, worker/services/guide/request.ts): the setting and the weather (indoor, outdoor, cool:
 * out of the heat), cost (free, cheap), distance (nearby, here: the map centre, walking), needs
 * (quiet, noise: no loud place, nap, picnic, stroller, accessible, toilets, rest), how long (short,
 * long), the time of day, and asking back (more like that, again).
 */
export const PLACE_MODIFIERS = [
	"toddler",
	"teen",
	"indoor",
	"outdoor",
	"cool",
	"free",
	"cheap",
	"nearby",
	"here",
	"walking",
	"quiet",
	"noise",
	"nap",
	"picnic",
	"stroller",
	"accessible",
	"toilets",
	"rest",
	"short",
	"long",
	"morning",
	"afternoon",
	"evening",
	"more",
	"again",
] as const;
export type PlaceModifier = (typeof PLACE_MODIFIERS)[number];

/** What a place needs to fit a modifier (any of these), for the modifiers a place itself can show. */
export interface ModifierMatch {
	types: readonly string[];
	tags: readonly string[];
	/** Also places known to be free (price level 0). */
	free?: true;
	/** Also places whose youngest suitable age is at most this. */
	maxMinAge?: number;
}

/**
 * The modifiers a place can show by its types, tags, price or ages. "teen" and "nearby" are about
 * the family and the distance, not the place: they have none.
 */
export const MODIFIER_MATCHES: Partial<Record<PlaceModifier, ModifierMatch>> = {
	toddler: { types: [], tags: ["toddler-friendly"], maxMinAge: 2 },
	indoor: { types: [...INDOOR_TYPES], tags: INDOOR_TAGS },
	outdoor: { types: [...OUTDOOR_TYPES], tags: OUTDOOR_TAGS },
	free: { types: [], tags: FREE_TAGS, free: true },
	cheap: { types: [], tags: FREE_TAGS, free: true },
	quiet: { types: [...QUIET_TYPES], tags: [] },
	picnic: { types: ["picnic_ground"], tags: ["picnic"] },
	stroller: { types: [], tags: ["stroller-friendly"] },
	accessible: { types: [], tags: ["accessible"] },
};
