import { describe, expect, it } from "vitest";
import { ADVENTURE_TAGS, DESCRIPTION_MAX, TITLE_MAX } from "../../domain/adventure/adventure";
import { clampText } from "../../domain/english";
import { cleanDescription, cleanTitle } from "../../worker/providers/llm/offline/model-text-cleaner";
import { composeDescription, composeTitle, kidsPhrase } from "../../worker/providers/llm/offline/suggestion-composer";
import { type SuggestionInput, seasonOf, tripFacts } from "../../worker/providers/llm/offline/trip-facts";

const YELLOWSTONE: SuggestionInput = {
	location: "Yellowstone National Park, WY, USA",
	startDate: "2026-12-20",
	endDate: "2026-12-26",
	kidAges: [4, 9],
	tags: ["National Park", "Hiking"],
};

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe("tripFacts", () => {
	it("reads the place from the first part of the location, and a short name for titles", () => {
		expect(tripFacts(YELLOWSTONE)).toMatchObject({
			placeName: "Yellowstone National Park",
			shortName: "Yellowstone",
			country: "USA",
		});
		expect(tripFacts({ location: "Paris, Île-de-France, France" })).toMatchObject({
			placeName: "Paris",
			shortName: "Paris",
			country: "France",
		});
		expect(tripFacts({ location: "Great Smoky Mountains National Park" }).shortName).toBe("Great Smoky Mountains");
		expect(tripFacts({ location: "Central Park, New York" }).shortName).toBe("Central Park");
		expect(tripFacts({ location: ", Lisbon, Portugal" }).placeName).toBe("Lisbon");
	});

	it("capitalizes a place typed all in lowercase, and keeps any other spelling", () => {
		expect(tripFacts({ location: "new york city" }).placeName).toBe("New York City");
		expect(tripFacts({ location: "McCall, Idaho" }).placeName).toBe("McCall");
		expect(tripFacts({ location: "eBay HQ" }).placeName).toBe("eBay HQ");
	});

	it.each([
		[1, "north", "winter"],
		[3, "north", "spring"],
		[7, "north", "summer"],
		[10, "north", "autumn"],
		[12, "north", "winter"],
		[1, "south", "summer"],
		[4, "south", "autumn"],
		[7, "south", "winter"],
		[10, "south", "spring"],
	] as const)("month %i in the %s → %s", (month, hemisphere, season) => {
		expect(seasonOf(month, hemisphere)).toBe(season);
	});

	it("knows the southern hemisphere and the tropics from the location", () => {
		expect(tripFacts({ location: "Sydney, NSW, Australia", startDate: "2027-01-05" })).toMatchObject({
			hemisphere: "south",
			season: "summer",
		});
		expect(tripFacts({ location: "Bariloche, Río Negro, Argentina", startDate: "2026-07-10" }).season).toBe("winter");
		expect(tripFacts({ location: "Lahaina, Maui, HI, USA" }).tropical).toBe(true);
		expect(tripFacts({ location: "Oslo, Norway" })).toMatchObject({ hemisphere: "north", tropical: false });
	});

	it("says Fall in North America and Autumn elsewhere", () => {
		expect(tripFacts({ location: "Asheville, NC, USA", startDate: "2026-10-09" }).seasonWord).toBe("Fall");
		expect(tripFacts({ location: "Quebec City, QC, Canada", startDate: "2026-10-09" }).seasonWord).toBe("Fall");
		expect(tripFacts({ location: "Kyoto, Japan", startDate: "2026-11-09" }).seasonWord).toBe("Autumn");
	});

	it("counts the days from the dates, and none when they are missing or reversed", () => {
		expect(tripFacts(YELLOWSTONE).days).toBe(7);
		expect(tripFacts({ ...YELLOWSTONE, endDate: "2026-12-20" }).days).toBe(1);
		expect(tripFacts({ ...YELLOWSTONE, endDate: "2026-12-01" }).days).toBeNull();
		expect(tripFacts({ ...YELLOWSTONE, endDate: null }).days).toBeNull();
		expect(tripFacts({ ...YELLOWSTONE, startDate: "", endDate: "" })).toMatchObject({
			days: null,
			season: null,
			when: null,
		});
		// A start alone still gives the season.
		expect(tripFacts({ ...YELLOWSTONE, endDate: undefined }).season).toBe("winter");
	});

	it.each([
		["2026-12-20", "2026-12-26", "late December"],
		["2026-07-01", "2026-07-05", "early July"],
		["2026-07-01", "2026-07-31", "July"],
		["2026-06-25", "2026-07-04", "late June into early July"],
		["2026-06-01", "2026-08-31", "June to August"],
	])("%s..%s → %s", (startDate, endDate, when) => {
		expect(tripFacts({ location: "Oslo", startDate, endDate }).when).toBe(when);
	});

	it("finds holidays inside the dates and weekends", () => {
		expect(tripFacts(YELLOWSTONE).occasion).toBe("Christmas");
		expect(tripFacts({ ...YELLOWSTONE, endDate: "2027-01-02" }).occasion).toBe("the holidays");
		expect(tripFacts({ ...YELLOWSTONE, startDate: "2026-12-30", endDate: "2027-01-02" }).occasion).toBe("New Year's");
		expect(tripFacts({ ...YELLOWSTONE, startDate: "2026-10-30", endDate: "2026-11-01" }).occasion).toBe("Halloween");
		expect(tripFacts({ ...YELLOWSTONE, startDate: "2026-07-01", endDate: "2026-07-07" }).occasion).toBeNull();
		// 2026-07-10 is a Friday.
		expect(tripFacts({ location: "Oslo", startDate: "2026-07-10", endDate: "2026-07-12" }).weekend).toBe(true);
		expect(tripFacts({ location: "Oslo", startDate: "2026-07-07", endDate: "2026-07-09" }).weekend).toBe(false);
	});

	it("keeps only known tags, most specific activity first, and valid kid ages sorted", () => {
		const facts = tripFacts({
			location: "Oslo",
			tags: ["National Park", "Skydiving", "Hiking"],
			kidAges: [9, 0, 4, 9, 19],
		});
		expect(facts.tags).toEqual(["Hiking", "National Park"]);
		expect(facts.kidAges).toEqual([4, 9]);
	});
});

describe("kidsPhrase", () => {
	it.each([
		[[], null],
		[[4], "a 4-year-old"],
		[[8], "an 8-year-old"],
		[[4, 9], "a 4- and a 9-year-old"],
		[[2, 5, 11], "a 2-, a 5- and an 11-year-old"],
		[[1, 3, 7, 18], "a 1-, a 3-, a 7- and an 18-year-old"],
		[[1, 3, 5, 7, 9], "five kids aged 1 to 9"],
	])("%j → %s", (ages, phrase) => {
		expect(kidsPhrase(ages)).toBe(phrase);
	});
});

describe("composeTitle", () => {
	it("names the place and what the family will do there", () => {
		const title = composeTitle(YELLOWSTONE);
		expect(title).toMatch(/^.*Yellowstone.*$/);
		expect(title).toMatch(/Geysers|Bison|Hot Springs/);
		expect(title).not.toMatch(/National Park/);
	});

	it("is deterministic, and the order of kid ages or tags does not matter", () => {
		expect(composeTitle(YELLOWSTONE)).toBe(composeTitle({ ...YELLOWSTONE }));
		expect(composeTitle(YELLOWSTONE)).toBe(
			composeTitle({ ...YELLOWSTONE, kidAges: [9, 4], tags: ["Hiking", "National Park"] }),
		);
	});

	it("varies with the kids, the tags and the dates", () => {
		const variants: SuggestionInput[] = [
			YELLOWSTONE,
			{ ...YELLOWSTONE, kidAges: [2] },
			{ ...YELLOWSTONE, kidAges: [14, 16] },
			{ ...YELLOWSTONE, tags: ["Ski"] },
			{ ...YELLOWSTONE, tags: ["Camping", "Lakeside"] },
			{ ...YELLOWSTONE, startDate: "2026-07-01", endDate: "2026-07-10" },
			{ ...YELLOWSTONE, startDate: "2026-09-18", endDate: "2026-09-20" },
			{ ...YELLOWSTONE, startDate: null, endDate: null },
		];
		const titles = new Set(variants.map(composeTitle));
		expect(titles.size).toBeGreaterThanOrEqual(6);
		for (const title of titles) expect(title).toMatch(/Yellowstone/);
	});

	it("works for any place, with nothing but a name", () => {
		const title = composeTitle({ location: "Tórshavn" });
		expect(title).toMatch(/Tórshavn/);
		expect(title.length).toBeGreaterThan("Tórshavn".length + 5);
	});

	it("stays a clean title within 120 characters for any combination", () => {
		const locations = [
			"Yellowstone National Park, WY, USA",
			"Paris, Île-de-France, France",
			"Sydney, NSW, Australia",
			"Maui, HI, USA",
			"a",
			"Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales, United Kingdom",
			"x ".repeat(100).trim(),
		];
		const dates = [
			[null, null],
			["2026-03-06", "2026-03-08"],
			["2026-08-01", "2026-08-01"],
			["2026-12-20", "2027-01-10"],
		] as const;
		for (const location of locations) {
			for (const [startDate, endDate] of dates) {
				for (let i = 0; i < ADVENTURE_TAGS.length; i += 3) {
					const input = {
						location,
						startDate,
						endDate,
						kidAges: i % 2 ? [1 + (i % 18)] : [2, 9, 15],
						tags: ADVENTURE_TAGS.slice(i, i + 3),
					};
					const title = composeTitle(input);
					expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
					expect(title.length, title).toBeGreaterThan(0);
					expect(title, title).not.toMatch(/undefined|null|NaN|\s{2}|\s$|^\s|[:&,]$/);
				}
			}
		}
	});
});

describe("composeDescription", () => {
	it("mentions the length, the season, the kids' ages and the tags' activities in 2–3 sentences", () => {
		const description = composeDescription(YELLOWSTONE);
		expect(description).toMatch(/Yellowstone National Park/);
		expect(description).toMatch(/7-day|Seven days/);
		expect(description).toMatch(/winter/);
		expect(description).toContain("a 4- and a 9-year-old");
		expect(description).toMatch(/Old Faithful/);
		expect(description).toMatch(/trail|Junior Ranger/);
		expect(sentences(description).length).toBeGreaterThanOrEqual(2);
		expect(sentences(description).length).toBeLessThanOrEqual(3);
	});

	it("fits toddler and teen wording to the ages", () => {
		expect(composeDescription({ location: "Oslo", kidAges: [1, 3] })).toMatch(/nap|stroller/);
		expect(composeDescription({ location: "Oslo", kidAges: [14, 16] })).toMatch(/teen|14- and 16-year-olds/);
		expect(composeDescription({ location: "Oslo", kidAges: [4, 11] })).toMatch(/4-year-old.*11-year-old/);
	});

	it("describes the tags' activities, in winter words when it is winter", () => {
		const beach = { location: "Sylt, Germany", tags: ["Beach"] };
		expect(composeDescription({ ...beach, startDate: "2026-07-04", endDate: "2026-07-10" })).toMatch(/sandcastle/);
		expect(composeDescription({ ...beach, startDate: "2026-01-04", endDate: "2026-01-10" })).toMatch(/beach walks/);
	});

	it("counts the travelers when they are given", () => {
		expect(composeDescription({ location: "Oslo", numberOfTravelers: 4, kidAges: [6, 8] })).toContain(
			"a family of four with a 6- and an 8-year-old",
		);
		expect(composeDescription({ location: "Oslo", numberOfTravelers: 2 })).toContain("two travelers");
	});

	it("differs for different trips and is stable for the same one", () => {
		const a = composeDescription(YELLOWSTONE);
		expect(composeDescription({ ...YELLOWSTONE })).toBe(a);
		expect(composeDescription({ ...YELLOWSTONE, kidAges: [12] })).not.toBe(a);
		expect(composeDescription({ ...YELLOWSTONE, location: "Zion National Park, UT, USA" })).not.toBe(a);
	});

	it("stays within 2000 characters", () => {
		const description = composeDescription({
			location: "x".repeat(200),
			startDate: "2026-01-01",
			endDate: "2026-12-31",
			kidAges: Array.from({ length: 18 }, (_, i) => i + 1),
			tags: [...ADVENTURE_TAGS],
			title: "y".repeat(120),
		});
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
	});
});

describe("cleaning a model's answer", () => {
	it.each([
		['"Yellowstone Winter Wonders"', "Yellowstone Winter Wonders"],
		["“Geysers & Trails.”", "Geysers & Trails"],
		["Title: Geysers & Trails", "Geysers & Trails"],
		["**Geysers & Trails** 🌋✨", "Geysers & Trails"],
		["\n\nGeysers & Trails\nA second line the model added", "Geysers & Trails"],
		["  Geysers   &   Trails  ", "Geysers & Trails"],
		["Kid's Day Out", "Kid's Day Out"],
		['"  "', ""],
	])("title %j → %j", (raw, clean) => {
		expect(cleanTitle(raw)).toBe(clean);
	});

	it("cuts a long title at a word boundary, within 120 characters", () => {
		const title = cleanTitle(`Yellowstone ${"Geysers and Trails ".repeat(10)}`);
		expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
		expect(title).toMatch(/(Geysers|and|Trails)$/);
	});

	it("joins a description into one paragraph without its label or quotes", () => {
		expect(cleanDescription('Description: "Seven days in Yellowstone.\n\nWatch Old Faithful erupt."')).toBe(
			"Seven days in Yellowstone. Watch Old Faithful erupt.",
		);
	});

	it("keeps whole sentences when a description is too long", () => {
		const description = cleanDescription("Old Faithful erupts on time. ".repeat(100));
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		expect(description).toMatch(/time\.$/);
	});

	it("clampText never cuts inside a word", () => {
		expect(clampText("Geysers and Trails", 12)).toBe("Geysers and");
		expect(clampText("Geysers & Trails", 9)).toBe("Geysers");
		expect(clampText("short", 10)).toBe("short");
	});
});
