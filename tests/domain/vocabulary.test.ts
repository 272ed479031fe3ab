import { describe, expect, it } from "vitest";
import { singular } from "../../domain/english";
import { searchTokens } from "../../domain/place/destination-rules";
import {
	categoryOfPlace,
	categoryOfPlaceType,
	OSM_STAND_INS,
	PLACE_CATEGORIES,
	PLACE_CATEGORY_NAMES,
	type PlaceCategory,
} from "../../domain/place/vocabulary";
import { MODIFIER_MATCHES, PLACE_MODIFIERS } from "../../domain/place/vocabulary-modifiers";
import { PHRASE_RULES } from "../../domain/place/vocabulary-phrases";
import { CATALOG_TAGS, PLACE_TYPE_WORDS } from "../../domain/place/vocabulary-place-types";
import { INDOOR_TYPES, OUTDOOR_TYPES, placeSetting } from "../../domain/place/vocabulary-setting";

const known = new Set(Object.keys(PLACE_TYPE_WORDS));
const tags = new Set<string>(CATALOG_TAGS);
const entries = PLACE_CATEGORY_NAMES.map((name) => [name, PLACE_CATEGORIES[name] as PlaceCategory] as const);
const normal = (phrase: string) => searchTokens(phrase).map(singular).join(" ");

describe("the vocabulary's categories", () => {
	it("every category has a unique key, a label, a query and known place types and catalog tags", () => {
		const keys = entries.map(([, entry]) => entry.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const [name, entry] of entries) {
			expect(entry.label, name).not.toBe("");
			expect(entry.query, name).not.toBe("");
			expect(entry.types.length, name).toBeGreaterThan(0);
			for (const type of entry.types) expect(known.has(type), `${name}: ${type}`).toBe(true);
			for (const tag of entry.tags) expect(tags.has(tag), `${name}: ${tag}`).toBe(true);
		}
	});

	it("every modifier's types and tags are known too", () => {
		for (const [name, match] of Object.entries(MODIFIER_MATCHES)) {
			for (const type of match.types) expect(known.has(type), `${name}: ${type}`).toBe(true);
			for (const tag of match.tags) expect(tags.has(tag), `${name}: ${tag}`).toBe(true);
		}
	});

	it("every OpenStreetMap tag maps back to its own category's types", () => {
		const filters = new Set<string>();
		for (const [name, entry] of entries) {
			for (const tag of entry.osm) {
				expect(tag.filter, name).toMatch(/^\["[^"]+"="[^"]+"\]/);
				expect(filters.has(tag.filter), tag.filter).toBe(false);
				filters.add(tag.filter);
				expect(entry.types, `${name}: ${tag.filter}`).toContain(tag.types[0]);
				for (const type of tag.types) expect(known.has(type), `${name}: ${type}`).toBe(true);
			}
		}
	});

	it("a category without OpenStreetMap tags has a stand-in with tags", () => {
		for (const [name, standIn] of Object.entries(OSM_STAND_INS)) {
			expect(PLACE_CATEGORIES[name as keyof typeof PLACE_CATEGORIES].osm, name).toEqual([]);
			expect(PLACE_CATEGORIES[standIn].osm.length, name).toBeGreaterThan(0);
		}
	});

	it("a type's own category is the most specific one that lists it", () => {
		expect(categoryOfPlaceType("science_museum")).toBe("museum");
		expect(categoryOfPlaceType("hiking_area")).toBe("hiking");
		expect(categoryOfPlaceType("beach")).toBe("beach");
		expect(categoryOfPlaceType("bakery")).toBe("cafe");
		expect(categoryOfPlaceType("pizza_restaurant")).toBe("food");
		expect(categoryOfPlaceType("water_park")).toBe("themePark");
		expect(categoryOfPlaceType("point_of_interest")).toBeNull();
		expect(categoryOfPlace(["point_of_interest", "zoo"])).toBe("zoo");
		expect(categoryOfPlace([])).toBeNull();
	});
});

describe("indoors and outdoors", () => {
	it("no type is both; every indoor or outdoor category's types are that", () => {
		for (const type of INDOOR_TYPES) expect(OUTDOOR_TYPES.has(type), type).toBe(false);
		for (const [name, entry] of entries) {
			if (!entry.setting) continue;
			const set = entry.setting === "indoor" ? INDOOR_TYPES : OUTDOOR_TYPES;
			for (const type of entry.types) expect(set.has(type), `${name}: ${type}`).toBe(true);
		}
	});

	it("one definition: museums, aquariums, cinemas and malls are in; parks, zoos and beaches are out", () => {
		for (const type of [
			"museum",
			"science_museum",
			"aquarium",
			"library",
			"movie_theater",
			"shopping_mall",
			"bowling_alley",
		])
			expect(INDOOR_TYPES.has(type), type).toBe(true);
		for (const type of ["park", "playground", "zoo", "beach", "hiking_area", "amusement_park", "campground"])
			expect(OUTDOOR_TYPES.has(type), type).toBe(true);
		for (const type of ["restaurant", "swimming_pool", "observation_deck"]) {
			expect(INDOOR_TYPES.has(type) || OUTDOOR_TYPES.has(type), type).toBe(false);
		}
	});

	it("a place's tags say more than its types: a soft play is a playground tagged indoor", () => {
		expect(placeSetting({ types: ["playground"], tags: ["indoor", "play"] })).toBe("indoor");
		expect(placeSetting({ types: ["museum"], tags: ["rainy-day"] })).toBe("indoor");
		expect(placeSetting({ types: ["tourist_attraction"], tags: ["indoor", "outdoor"] })).toBe("both");
		expect(placeSetting({ types: ["tourist_attraction", "park"], tags: [] })).toBe("outdoor");
		expect(placeSetting({ types: ["restaurant"] })).toBeNull();
	});
});

describe("the phrases", () => {
	it("every rule names a kind, a way or an interest (or swallows words that are none); every category has a phrase", () => {
		const named = new Set<string>();
		for (const rule of PHRASE_RULES) {
			const names = (rule.categories?.length ?? 0) + (rule.modifiers?.length ?? 0) + (rule.keyword ? 1 : 0);
			// A rule naming nothing keeps its words from being read as a kind or a distance ("up close").
			if (names === 0)
				expect(
					rule.phrases.some((phrase) => phrase.includes(" ")),
					rule.phrases[0],
				).toBe(true);
			for (const name of rule.categories ?? []) named.add(name);
			for (const modifier of rule.modifiers ?? []) expect(PLACE_MODIFIERS).toContain(modifier);
		}
		expect([...named].sort()).toEqual([...PLACE_CATEGORY_NAMES].sort());
	});

	it("each phrase, as the parsers read it (folded, singular), belongs to one rule", () => {
		const owner = new Map<string, string>();
		for (const rule of PHRASE_RULES) {
			const id = JSON.stringify([rule.categories, rule.modifiers, rule.keyword]);
			for (const phrase of rule.phrases) {
				const key = normal(phrase);
				const before = owner.get(key);
				expect(before === undefined || before === id, `"${phrase}" in two rules`).toBe(true);
				owner.set(key, id);
			}
		}
	});

	it("words that ask something else are no kind of place", () => {
		const all = new Set(PHRASE_RULES.flatMap((rule) => rule.phrases));
		for (const word of ["show", "book", "sweet", "things to do", "kid", "family"])
			expect(all.has(word), word).toBe(false);
	});
});
