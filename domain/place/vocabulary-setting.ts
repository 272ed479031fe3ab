/**
 * What a place is like by its kind and its data (part of the vocabulary of kinds of place,
 * ./vocabulary.ts): indoors or outdoors, busy or calm, free to get in. One definition each; the
 * modifiers a place can show (./vocabulary-modifiers.ts) read them.
 */
import { categoryEntries, type PlaceSetting } from "./vocabulary";
import type { CatalogTag, KnownPlaceType } from "./vocabulary-place-types";

// Indoors and outdoors: one definition

/** Indoor types that are not an indoor category's own (a mall is a shop, a bowling alley a game). */
const MORE_INDOOR_TYPES: readonly KnownPlaceType[] = ["shopping_mall", "toy_store", "bowling_alley"];

const typesOfSetting = (setting: PlaceSetting) =>
	new Set<string>(categoryEntries().flatMap(([, entry]) => (entry.setting === setting ? entry.types : [])));

/** Place types that are indoors whatever the weather: the indoor categories' types and a few more. */
export const INDOOR_TYPES: ReadonlySet<string> = new Set([...typesOfSetting("indoor"), ...MORE_INDOOR_TYPES]);
/** Place types that are outdoors: the outdoor categories' types. Never also indoor. */
export const OUTDOOR_TYPES: ReadonlySet<string> = typesOfSetting("outdoor");
/** Catalog tags that say indoors ("rainy-day": a rainy-day plan is under a roof). */
export const INDOOR_TAGS: readonly CatalogTag[] = ["indoor", "rainy-day"];
export const OUTDOOR_TAGS: readonly CatalogTag[] = ["outdoor"];

/**
 * Where a place is: its tags first (a soft play is a playground tagged indoor), else its first
 * type that has a setting; "both" when the tags say both; null when nothing says.
 */
export function placeSetting(place: {
	types: readonly string[];
	tags?: readonly string[] | null;
}): PlaceSetting | "both" | null {
	const tags = place.tags ?? [];
	const indoor = tags.some((tag) => (INDOOR_TAGS as readonly string[]).includes(tag));
	const outdoor = tags.some((tag) => (OUTDOOR_TAGS as readonly string[]).includes(tag));
	if (indoor && outdoor) return "both";
	if (indoor) return "indoor";
	if (outdoor) return "outdoor";
	for (const type of place.types) {
		if (INDOOR_TYPES.has(type)) return "indoor";
		if (OUTDOOR_TYPES.has(type)) return "outdoor";
	}
	return null;
}

/** Where a place is, as a yes or no each: indoors (or both), outdoors (or both, or nothing says: a landmark, a square). */
export const isIndoorPlace = (place: { types: readonly string[]; tags?: readonly string[] | null }) => {
	const setting = placeSetting(place);
	return setting === "indoor" || setting === "both";
};
export const isOutdoorPlace = (place: { types: readonly string[]; tags?: readonly string[] | null }) =>
	placeSetting(place) !== "indoor";

// Busy, calm and free: one definition each

/** Kinds that are busy and loud by what they are: theme parks, water parks, malls, stadiums, clubs. */
const BUSY_TYPES: ReadonlySet<string> = new Set([
	"amusement_park",
	"water_park",
	"shopping_mall",
	"stadium",
	"night_club",
]);
/** Busy by its kind (a place's own words may say so too: the guide's place facts read them). */
export const isBusyKind = (place: { types: readonly string[] }) => place.types.some((type) => BUSY_TYPES.has(type));

/** Kinds that are calm by what they are (by a place's first type: a playground in a park is a playground). */
export const QUIET_TYPES: ReadonlySet<string> = new Set([
	"park",
	"garden",
	"botanical_garden",
	"library",
	"natural_feature",
	"hiking_area",
	"beach",
	"art_gallery",
]);

/** Catalog tags that say free to get in ("free-with-park-entry": nothing beyond the park's own pass). */
export const FREE_TAGS: readonly CatalogTag[] = ["free", "free-with-park-entry"];

/**
 * Free to get in by the place's data: a free tag or Google's price level 0. (A place's own words may
 * say so too, unless they also name a price: the guide's place facts read them.)
 */
export const isFreeByData = (place: { tags?: readonly string[] | null; priceLevel?: number | null }) =>
	(place.tags ?? []).some((tag) => (FREE_TAGS as readonly string[]).includes(tag)) || place.priceLevel === 0;
