import { describe, expect, it } from "vitest";
import { PLACE_CATEGORIES, PLACE_CATEGORY_NAMES, type PlaceCategory } from "../../domain/place/vocabulary";
import { kindsOfQuery, osmFilters, typesOfTags } from "../../worker/providers/places/osm-kinds";

/** The tags an element carrying a filter's first bracket has. */
const tagsOf = (filter: string) => {
	const [, key = "", value = ""] = /^\["([^"]+)"="([^"]+)"\]/.exec(filter) ?? [];
	return { [key]: value, name: "Somewhere" };
};

describe("OpenStreetMap kinds, from the vocabulary", () => {
	it("a search names kinds by the family's phrases, longest first", () => {
		expect(kindsOfQuery("playgrounds near here")).toEqual(["playground"]);
		expect(kindsOfQuery("ice cream")).toEqual(["iceCream"]);
		expect(kindsOfQuery("theme park")).toEqual(["themePark"]);
		expect(kindsOfQuery("water park")).toEqual(["swimming"]);
		expect(kindsOfQuery("museums")).toEqual(["museum"]);
		expect(kindsOfQuery("a lido")).toEqual(["swimming"]);
	});

	it("a category without tags of its own is searched as its stand-in: dinosaurs in museums, hikes in nature reserves", () => {
		expect(kindsOfQuery("dinosaurs")).toEqual(["museum"]);
		expect(kindsOfQuery("hiking")).toEqual(["nature"]);
		expect(kindsOfQuery("castles")).toEqual(["attraction"]);
	});

	it("a rainy day asks for the indoor kinds only; outdoors never brings a museum", () => {
		const rainy = kindsOfQuery("rainy day");
		expect(rainy).toEqual(expect.arrayContaining(["museum", "aquarium", "library", "movies"]));
		for (const kind of rainy) expect(PLACE_CATEGORIES[kind].setting, kind).toBe("indoor");
		const outdoors = kindsOfQuery("outdoors");
		expect(outdoors).toEqual(expect.arrayContaining(["playground", "park", "beach"]));
		expect(outdoors).not.toContain("museum");
	});

	it("general words and modifiers alone get the family mix; a name gets no kind", () => {
		const mix = kindsOfQuery("things to do with kids");
		expect(mix).toEqual(expect.arrayContaining(["playground", "park", "museum", "zoo", "iceCream", "swimming"]));
		expect(kindsOfQuery("toddler friendly")).toEqual(mix);
		expect(kindsOfQuery("Colosseum")).toEqual([]);
		expect(kindsOfQuery("show me the Colosseum")).toEqual([]);
	});

	it("every tag gives back its own category's types; an untagged element is a point of interest", () => {
		for (const name of PLACE_CATEGORY_NAMES) {
			const entry: PlaceCategory = PLACE_CATEGORIES[name];
			expect(osmFilters(name)).toEqual(entry.osm.map((tag) => tag.filter));
			for (const tag of entry.osm) {
				const types = typesOfTags(tagsOf(tag.filter));
				expect(types, tag.filter).toEqual(tag.types);
				expect(entry.types, tag.filter).toContain(types[0]);
			}
		}
		expect(typesOfTags({ amenity: "ice_cream", name: "Gelateria" })).toEqual(["ice_cream_shop", "food"]);
		expect(typesOfTags({ amenity: "bench" })).toEqual(["point_of_interest"]);
	});
});
