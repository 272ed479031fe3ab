import { searchTokens } from "../../../domain/place/destination-rules";
import {
	categoryOfPlaceType,
	OSM_STAND_INS,
	PLACE_CATEGORIES,
	PLACE_CATEGORY_NAMES,
	type PlaceCategory,
	type PlaceCategoryName,
} from "../../../domain/place/vocabulary";
import { MODIFIER_MATCHES } from "../../../domain/place/vocabulary-modifiers";
import { parsePlaceQuery } from "./search-concepts";

/**
 * Family places in OpenStreetMap, by tag: which Overpass filters a search asks for, and which place
 * types (Google's vocabulary, also the catalog's and the category covers') a tagged element gets.
 * Both read the vocabulary's OpenStreetMap tags (domain/place/vocabulary.ts), so a search for "ice
 * cream" finds `amenity=ice_cream` and the card shows the ice-cream cover.
 */

/** A category with OpenStreetMap tags of its own. */
export type OsmKindName = PlaceCategoryName;

const entry = (name: PlaceCategoryName): PlaceCategory => PLACE_CATEGORIES[name];

/** The Overpass filters of a kind: each a `nwr[...]` statement's brackets. */
export const osmFilters = (kind: OsmKindName): string[] => entry(kind).osm.map((tag) => tag.filter);

/** The kind OpenStreetMap is searched for, for a category: its own, or its stand-in; null for none. */
function osmKindOf(name: PlaceCategoryName): OsmKindName | null {
	const kind = OSM_STAND_INS[name] ?? name;
	return entry(kind).osm.length > 0 ? kind : null;
}

/** What "things to do", "family", "kids" and a search naming only how (free, toddlers) look for. */
const FAMILY_KINDS = PLACE_CATEGORY_NAMES.filter((name) => entry(name).familyMix);
const GENERAL_WORDS = new Set([
	"family",
	"families",
	"kid",
	"kids",
	"child",
	"children",
	"things",
	"fun",
	"activities",
	"tourist",
]);

/**
 * The kinds a search text asks for ("playgrounds near here" → playground; "ice cream" → iceCream;
 * "rainy day" → the indoor kinds); the family mix for general words or only modifiers; none for a
 * name ("Colosseum"), which is searched by name.
 */
export function kindsOfQuery(query: string): OsmKindName[] {
	const kinds = new Set<OsmKindName>();
	let modifiers = 0;
	for (const unit of parsePlaceQuery(query)) {
		if (unit.kind !== "concept") continue;
		const { category, modifier } = unit.concept;
		const names = category
			? [category]
			: (MODIFIER_MATCHES[modifier ?? "nearby"]?.types ?? []).map(categoryOfPlaceType);
		if (modifier) modifiers += 1;
		for (const name of names) {
			const kind = name ? osmKindOf(name) : null;
			if (kind) kinds.add(kind);
		}
	}
	if (kinds.size === 0 && (modifiers > 0 || searchTokens(query).some((word) => GENERAL_WORDS.has(word))))
		return [...FAMILY_KINDS];
	return [...kinds];
}

/** The tag ("key", "value") an Overpass filter is about: its first bracket. */
const tagOf = (filter: string) => /^\["([^"]+)"="([^"]+)"\]/.exec(filter)?.slice(1, 3) ?? [];

/** Our place types for an element's tags: the first vocabulary tag it carries, else a generic type. */
export function typesOfTags(tags: Record<string, string>): string[] {
	for (const name of PLACE_CATEGORY_NAMES) {
		for (const tag of entry(name).osm) {
			const [key, value] = tagOf(tag.filter);
			if (key && tags[key] === value) return [...tag.types];
		}
	}
	return ["point_of_interest"];
}
