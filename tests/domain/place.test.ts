import { describe, expect, it } from "vitest";
import {
	CATEGORY_GROUPS,
	CATEGORY_ICON_KEYS,
	categoryGroup,
	categoryIconKey,
	createSavedPlaceSchema,
	formatDistance,
	formatDuration,
	matchesChip,
	placeInsightRequestSchema,
	placeSearchQuerySchema,
	priceLevelSigns,
	SAVED_FILTER_CHIPS,
	savedPlaceCheckSchema,
	saveIntentCategory,
	savePlaceSchema,
} from "../../domain/place/place";

describe("categoryIconKey", () => {
	it("takes the first type that has an icon, in the place's own order", () => {
		expect(categoryIconKey(["restaurant"])).toBe("restaurant");
		expect(categoryIconKey(["point_of_interest", "cafe", "restaurant"])).toBe("cafe");
		expect(categoryIconKey(["museum", "tourist_attraction"])).toBe("museum");
		expect(categoryIconKey(["tourist_attraction", "museum"])).toBe("attraction");
		expect(categoryIconKey(["ice_cream_shop"])).toBe("cafe");
		expect(categoryIconKey(["playground"])).toBe("park");
		expect(categoryIconKey(["hiking_area"])).toBe("hiking");
		expect(categoryIconKey(["rv_park"])).toBe("campground");
		expect(categoryIconKey(["movie_theater"])).toBe("theater");
		expect(categoryIconKey(["church"])).toBe("place_of_worship");
		expect(categoryIconKey(["travel_agency"])).toBe("tour_agency");
	});

	it("falls back to the bank icon for no type or only unknown ones", () => {
		expect(categoryIconKey([])).toBe("bank");
		expect(categoryIconKey(["point_of_interest", "establishment"])).toBe("bank");
		expect(categoryIconKey(["bank"])).toBe("bank");
	});

	it("only ever answers one of the 22 icons of the spec's list", () => {
		expect(CATEGORY_ICON_KEYS).toHaveLength(22);
		for (const types of [["zoo"], ["gas_station"], ["airport"], ["marina"], ["gym"], ["hospital"], ["library"]]) {
			expect(CATEGORY_ICON_KEYS).toContain(categoryIconKey(types));
		}
	});
});

describe("categoryGroup", () => {
	const cases: [string, string][] = [
		["restaurant", "food"],
		["cafe", "food"],
		["bakery", "food"],
		["bar", "food"],
		["park", "nature"],
		["beach", "nature"],
		["campground", "nature"],
		["museum", "cultural"],
		["art_gallery", "cultural"],
		["church", "cultural"],
		["historical_landmark", "cultural"],
		["zoo", "entertainment"],
		["aquarium", "entertainment"],
		["amusement_park", "entertainment"],
		["movie_theater", "entertainment"],
		["shopping_mall", "shopping"],
		["store", "shopping"],
		["hotel", "accommodation"],
		["lodging", "accommodation"],
		["motel", "accommodation"],
		["gym", "sports"],
		["stadium", "sports"],
		["swimming_pool", "sports"],
		["golf_course", "sports"],
		["spa", "wellness"],
		["beauty_salon", "wellness"],
		["massage", "wellness"],
		["train_station", "transportation"],
		["bus_station", "transportation"],
		["airport", "transportation"],
	];
	it.each(cases)("%s → %s", (type, group) => {
		expect(categoryGroup([type])).toBe(group);
	});

	it("uses the first type that belongs to a group; 'other' when none does", () => {
		expect(categoryGroup(["point_of_interest", "zoo", "park"])).toBe("entertainment");
		expect(categoryGroup(["park", "zoo"])).toBe("nature");
		expect(categoryGroup(["point_of_interest"])).toBe("other");
		expect(categoryGroup([])).toBe("other");
		expect(CATEGORY_GROUPS).toContain(categoryGroup(["anything"]));
	});
});

describe("Saved Places filter chips", () => {
	it("are the spec's ten, in order, and 'Hotels' is accommodation", () => {
		expect(SAVED_FILTER_CHIPS.map((chip) => chip.label)).toEqual([
			"All",
			"Food",
			"Nature",
			"Cultural",
			"Entertainment",
			"Shopping",
			"Hotels",
			"Sports",
			"Wellness",
			"Other",
		]);
		expect(SAVED_FILTER_CHIPS.find((chip) => chip.label === "Hotels")?.group).toBe("accommodation");
	});

	it("matchesChip: All passes everything, Other also holds transportation (no chip of its own)", () => {
		for (const group of CATEGORY_GROUPS) expect(matchesChip(group, "all")).toBe(true);
		expect(matchesChip("transportation", "other")).toBe(true);
		expect(matchesChip("other", "other")).toBe(true);
		expect(matchesChip("food", "other")).toBe(false);
		expect(matchesChip("food", "food")).toBe(true);
		expect(matchesChip("nature", "food")).toBe(false);
		expect(matchesChip("transportation", "nature")).toBe(false);
	});
});

describe("saveIntentCategory", () => {
	it("is the place's category where that is an intent", () => {
		expect(saveIntentCategory({ types: ["restaurant"] })).toBe("food");
		expect(saveIntentCategory({ types: ["park"] })).toBe("nature");
		expect(saveIntentCategory({ types: ["museum"] })).toBe("cultural");
		expect(saveIntentCategory({ types: ["zoo"] })).toBe("entertainment");
		expect(saveIntentCategory({ types: ["stadium"] })).toBe("sports");
		expect(saveIntentCategory({ types: ["store"] })).toBe("shopping");
		expect(saveIntentCategory({ types: ["hotel"] })).toBe("accommodation");
	});

	it("libraries and schools are educational, wherever the type sits", () => {
		expect(saveIntentCategory({ types: ["library"] })).toBe("educational");
		expect(saveIntentCategory({ types: ["museum", "school"] })).toBe("educational");
		expect(saveIntentCategory({ types: ["primary_school"] })).toBe("educational");
	});

	it("everything else is general: wellness, transportation, other, nothing", () => {
		expect(saveIntentCategory({ types: ["spa"] })).toBe("general");
		expect(saveIntentCategory({ types: ["airport"] })).toBe("general");
		expect(saveIntentCategory({ types: ["point_of_interest"] })).toBe("general");
		expect(saveIntentCategory({ types: [] })).toBe("general");
	});
});

describe("priceLevelSigns", () => {
	it("shows 1 to 4 as that many dollar signs and nothing otherwise", () => {
		expect(priceLevelSigns(1)).toBe("$");
		expect(priceLevelSigns(2)).toBe("$$");
		expect(priceLevelSigns(4)).toBe("$$$$");
		expect(priceLevelSigns(0)).toBe("");
		expect(priceLevelSigns(5)).toBe("");
		expect(priceLevelSigns(-1)).toBe("");
		expect(priceLevelSigns(2.5)).toBe("");
		expect(priceLevelSigns(null)).toBe("");
		expect(priceLevelSigns(undefined)).toBe("");
	});
});

describe("formatDistance: under 1 km in m, else km with one decimal", () => {
	it.each([
		[0, "0 m"],
		[7.4, "7 m"],
		[45.5, "46 m"],
		[99, "99 m"],
		[104, "100 m"],
		[849, "850 m"],
		[994, "990 m"],
		[995, "1.0 km"],
		[1000, "1.0 km"],
		[1234, "1.2 km"],
		[1250, "1.3 km"],
		[9999, "10.0 km"],
		[12_345, "12.3 km"],
	])("%s m → %s", (meters, text) => {
		expect(formatDistance(meters)).toBe(text);
	});

	it("nothing for impossible distances", () => {
		expect(formatDistance(-1)).toBe("");
		expect(formatDistance(Number.NaN)).toBe("");
		expect(formatDistance(Number.POSITIVE_INFINITY)).toBe("");
	});
});

describe("formatDuration", () => {
	it.each([
		[0, "1 min"],
		[29, "1 min"],
		[90, "2 min"],
		[45 * 60, "45 min"],
		[59 * 60 + 29, "59 min"],
		[3599, "1 hr"],
		[3600, "1 hr"],
		[3900, "1 hr 5 min"],
		[7200, "2 hr"],
		[7 * 3600 + 59 * 60, "7 hr 59 min"],
	])("%s s → %s", (seconds, text) => {
		expect(formatDuration(seconds)).toBe(text);
	});

	it("nothing for impossible durations", () => {
		expect(formatDuration(-5)).toBe("");
		expect(formatDuration(Number.NaN)).toBe("");
		expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("");
	});
});

describe("request schemas", () => {
	it("search: numbers from the query string, radius 10 km by default, 100 m to 50 km", () => {
		expect(placeSearchQuerySchema.parse({ query: " museum ", latitude: "51.5", longitude: "-0.12" })).toEqual({
			query: "museum",
			latitude: 51.5,
			longitude: -0.12,
			radius: 10_000,
		});
		expect(placeSearchQuerySchema.safeParse({ query: "x", latitude: "0", longitude: "0", radius: "50" }).success).toBe(
			false,
		);
		expect(
			placeSearchQuerySchema.safeParse({ query: "x", latitude: "0", longitude: "0", radius: "50001" }).success,
		).toBe(false);
		expect(placeSearchQuerySchema.safeParse({ query: "  ", latitude: "0", longitude: "0" }).success).toBe(false);
		expect(placeSearchQuerySchema.safeParse({ query: "x", latitude: "-91", longitude: "0" }).success).toBe(false);
	});

	it("save: kid ages default to the spec's empty list; intents are the nine", () => {
		expect(savePlaceSchema.parse({ adventureId: "a1" })).toEqual({ adventureId: "a1", kidAges: [] });
		expect(savePlaceSchema.safeParse({ adventureId: "a1", intentCategory: "educational" }).success).toBe(true);
		expect(savePlaceSchema.safeParse({ adventureId: "a1", intentCategory: "wellness" }).success).toBe(false);
		expect(savePlaceSchema.safeParse({ adventureId: "a1", kidAges: [19] }).success).toBe(false);
		expect(savePlaceSchema.safeParse({ kidAges: [] }).success).toBe(false);
		// placeData: the place's own fields, whatever they are, taken and dropped unread; no object is refused.
		for (const placeData of [
			{ name: "x", rating: 5, latitude: 1 },
			{ name: "x", latitude: 1, longitude: 2, address: null },
			{ latitude: 100, id: "ChIJ1", types: ["zoo"], photos: [{ name: "p" }] },
			null,
		]) {
			const parsed = savePlaceSchema.safeParse({ adventureId: "a1", placeData });
			expect(parsed.success, JSON.stringify(placeData)).toBe(true);
			expect(parsed.data?.placeData).toBeUndefined();
		}
		expect(savePlaceSchema.safeParse({ adventureId: "a1", placeData: "x" }).success).toBe(false);
		expect(savePlaceSchema.safeParse({ adventureId: "a1", rating: 5 }).success).toBe(false);
	});

	it("add-to-path save, check and insight requests", () => {
		expect(createSavedPlaceSchema.safeParse({ googlePlaceId: "cat:x", adventureId: "a" }).success).toBe(true);
		expect(createSavedPlaceSchema.safeParse({ googlePlaceId: "", adventureId: "a" }).success).toBe(false);
		expect(savedPlaceCheckSchema.parse({ googlePlaceId: "ChIJ1", adventureId: "a" })).toEqual({
			googlePlaceId: "ChIJ1",
			adventureId: "a",
		});
		expect(savedPlaceCheckSchema.safeParse({ googlePlaceId: "ChIJ1" }).success).toBe(false);
		expect(placeInsightRequestSchema.parse(undefined)).toEqual({});
		expect(placeInsightRequestSchema.parse({ adventureId: "a" })).toEqual({ adventureId: "a" });
	});
});
