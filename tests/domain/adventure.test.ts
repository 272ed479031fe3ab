import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
	ADVENTURE_TAGS,
	addDays,
	addInterest,
	addKidAge,
	createAdventureSchema,
	dayCount,
	dayNumber,
	INTEREST_TAGS,
	isIsoDate,
	isValidKidAge,
	KID_AGES_MAX_COUNT,
	localIsoDate,
	messages,
	parseKidAgesText,
	parseTravelers,
	removeKidAge,
	statsQuerySchema,
	TITLE_MAX,
	timingBadge,
	timingCategory,
	updateAdventureSchema,
} from "../../domain/adventure/adventure";

/** The first message a schema rejects `input` with (what the API answers as `error`). */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
	const result = schema.safeParse(input);
	if (result.success) return undefined;
	return result.error.issues[0]?.message;
}

describe("isIsoDate", () => {
	it.each([
		["2026-01-01", true],
		["2026-12-31", true],
		["2028-02-29", true], // leap year
		["2000-02-29", true], // divisible by 400
		["2026-02-28", true],
		["2026-02-29", false], // not a leap year
		["2100-02-29", false], // divisible by 100, not 400
		["2026-02-30", false],
		["2026-04-31", false],
		["2026-13-01", false],
		["2026-00-10", false],
		["2026-01-00", false],
		["2026-01-32", false],
		["2026-1-1", false],
		["2026-01-1", false],
		["26-01-01", false],
		["2026/01/01", false],
		["2026-01-01T00:00:00Z", false],
		[" 2026-01-01", false],
		["", false],
		["not a date", false],
	])("%j → %s", (value, expected) => {
		expect(isIsoDate(value)).toBe(expected);
	});
});

describe("dayNumber and addDays", () => {
	it("counts days since the epoch", () => {
		expect(dayNumber("1970-01-01")).toBe(0);
		expect(dayNumber("1970-01-02")).toBe(1);
		expect(dayNumber("1969-12-31")).toBe(-1);
	});

	it.each([
		["2026-01-31", 1, "2026-02-01"], // month boundary
		["2026-02-28", 1, "2026-03-01"], // non-leap February
		["2028-02-28", 1, "2028-02-29"], // leap February
		["2028-02-29", 1, "2028-03-01"],
		["2026-12-31", 1, "2027-01-01"], // year boundary
		["2027-01-01", -1, "2026-12-31"],
		["2026-03-08", 1, "2026-03-09"], // US DST start: no hour lost
		["2026-03-29", 1, "2026-03-30"], // EU DST start
		["2026-10-25", 1, "2026-10-26"], // EU DST end: no hour gained
		["2026-11-01", 1, "2026-11-02"], // US DST end
		["2026-06-15", 0, "2026-06-15"],
		["2026-01-01", 365, "2027-01-01"],
		["2028-01-01", 366, "2029-01-01"],
	])("%s + %i → %s", (date, days, expected) => {
		expect(addDays(date, days)).toBe(expected);
		expect(dayNumber(expected) - dayNumber(date)).toBe(days);
	});
});

describe("localIsoDate", () => {
	it("is the local calendar date, time of day ignored", () => {
		expect(localIsoDate(new Date(2026, 5, 15, 0, 0, 0, 0))).toBe("2026-06-15");
		expect(localIsoDate(new Date(2026, 5, 15, 23, 59, 59, 999))).toBe("2026-06-15");
		expect(localIsoDate(new Date(2026, 5, 15, 12, 0))).toBe("2026-06-15");
	});

	it("pads month and day and crosses the year", () => {
		expect(localIsoDate(new Date(2026, 0, 5, 8))).toBe("2026-01-05");
		expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
		expect(localIsoDate(new Date(2027, 0, 1, 0, 0))).toBe("2027-01-01");
	});

	it("is a valid ISO date for now", () => {
		expect(isIsoDate(localIsoDate())).toBe(true);
	});
});

describe("timingCategory (inclusive, by calendar date)", () => {
	const today = "2026-06-15";
	it.each([
		["2026-06-15", "2026-06-20", "current"], // starts today
		["2026-06-10", "2026-06-15", "current"], // ends today
		["2026-06-15", "2026-06-15", "current"], // one-day trip today
		["2026-06-10", "2026-06-20", "current"],
		["2026-06-16", "2026-06-20", "upcoming"], // starts tomorrow
		["2027-01-01", "2027-01-03", "upcoming"],
		["2026-06-10", "2026-06-14", "past"], // ended yesterday
		["2025-12-31", "2026-01-01", "past"],
	] as const)("%s..%s on %s → %s", (start, end, expected) => {
		expect(timingCategory(start, end, today)).toBe(expected);
	});

	it("works across a year boundary", () => {
		expect(timingCategory("2026-12-30", "2027-01-02", "2027-01-01")).toBe("current");
		expect(timingCategory("2026-12-30", "2026-12-31", "2027-01-01")).toBe("past");
		expect(timingCategory("2027-01-02", "2027-01-05", "2027-01-01")).toBe("upcoming");
	});
});

describe("dayCount", () => {
	it.each([
		["2026-06-15", "2026-06-15", 1],
		["2026-06-15", "2026-06-16", 2],
		["2026-06-15", "2026-06-21", 7],
		["2026-02-27", "2026-03-02", 4], // non-leap February
		["2028-02-27", "2028-03-02", 5], // leap February
		["2026-12-30", "2027-01-02", 4],
		["2026-06-15", "2026-06-14", 1], // end before start: at least 1
		["2026-06-15", "2025-06-15", 1],
	])("%s..%s → %i", (start, end, expected) => {
		expect(dayCount(start, end)).toBe(expected);
	});
});

describe("timingBadge", () => {
	it.each([
		// current: 'Day X of N'
		["2026-06-15", "2026-06-17", "2026-06-15", "Day 1 of 3"],
		["2026-06-15", "2026-06-17", "2026-06-16", "Day 2 of 3"],
		["2026-06-15", "2026-06-17", "2026-06-17", "Day 3 of 3"],
		["2026-06-15", "2026-06-15", "2026-06-15", "Day 1 of 1"],
		["2026-12-31", "2027-01-02", "2027-01-01", "Day 2 of 3"],
		// upcoming and past: 'N day(s)'
		["2026-06-15", "2026-06-15", "2026-06-14", "1 day"],
		["2026-06-15", "2026-06-15", "2026-06-16", "1 day"],
		["2026-06-15", "2026-06-16", "2026-06-14", "2 days"],
		["2026-06-15", "2026-06-21", "2026-01-01", "7 days"],
		["2026-06-15", "2026-06-21", "2026-06-22", "7 days"],
		// end before start
		["2026-06-15", "2026-06-14", "2026-06-15", "Schedule Pending"],
		["2026-06-15", "2026-06-14", "2026-01-01", "Schedule Pending"],
		["2026-06-15", "2026-06-14", "2027-01-01", "Schedule Pending"],
	])("%s..%s on %s → %s", (start, end, today, expected) => {
		expect(timingBadge(start, end, today)).toBe(expected);
	});

	it("keeps X within 1..N on every day of a trip", () => {
		const start = "2026-06-28";
		const end = "2026-07-04";
		for (let i = 0; i < 7; i++) {
			expect(timingBadge(start, end, addDays(start, i))).toBe(`Day ${i + 1} of 7`);
		}
		expect(timingBadge(start, end, addDays(start, -1))).toBe("7 days");
		expect(timingBadge(start, end, addDays(end, 1))).toBe("7 days");
	});
});

describe("kid ages", () => {
	it.each([
		[1, true],
		[18, true],
		[9, true],
		[0, false],
		[19, false],
		[-1, false],
		[2.5, false],
		[Number.NaN, false],
		[Number.POSITIVE_INFINITY, false],
	])("isValidKidAge(%d) → %s", (age, expected) => {
		expect(isValidKidAge(age)).toBe(expected);
	});

	it("adds only whole ages from 1 to 18, keeping the list sorted", () => {
		expect(addKidAge([], 9)).toEqual([9]);
		expect(addKidAge([9], 4)).toEqual([4, 9]);
		expect(addKidAge([4, 9], 12)).toEqual([4, 9, 12]);
		expect(addKidAge([4, 9], 1)).toEqual([1, 4, 9]);
		expect(addKidAge([4, 9], 18)).toEqual([4, 9, 18]);
		expect(addKidAge([4, 9], 10)).toEqual([4, 9, 10]); // numeric, not lexicographic, order
	});

	it.each([0, 19, 2.5, -3, Number.NaN])("ignores %d", (age) => {
		expect(addKidAge([4, 9], age)).toEqual([4, 9]);
	});

	it("ignores duplicates", () => {
		expect(addKidAge([4, 9], 4)).toEqual([4, 9]);
		expect(addKidAge([4, 9], 9)).toEqual([4, 9]);
	});

	it("never mutates its input", () => {
		const ages = [4, 9];
		const added = addKidAge(ages, 6);
		expect(ages).toEqual([4, 9]);
		expect(added).not.toBe(ages);
		expect(addKidAge(ages, 4)).not.toBe(ages);
	});

	it(`holds at most ${KID_AGES_MAX_COUNT} ages`, () => {
		expect(KID_AGES_MAX_COUNT).toBe(20);
		const full = Array.from({ length: KID_AGES_MAX_COUNT }, () => 1);
		expect(addKidAge(full, 5)).toEqual(full);
		// Every whole age 1..18 fits.
		let all: number[] = [];
		for (let age = 18; age >= 1; age--) all = addKidAge(all, age);
		expect(all).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
	});

	it("removes an age", () => {
		expect(removeKidAge([4, 9, 12], 9)).toEqual([4, 12]);
		expect(removeKidAge([4, 9], 5)).toEqual([4, 9]);
		expect(removeKidAge([4], 4)).toEqual([]);
		expect(removeKidAge([], 4)).toEqual([]);
	});

	it.each([
		["9, 4, 19, x, 4", [4, 9]],
		["", []],
		["   ", []],
		["0, 1, 18, 19", [1, 18]],
		["12,3,7", [3, 7, 12]],
		[" 5 ,, 5 , 6", [5, 6]],
		["2.5, 3", [3]],
		["-4, 4", [4]],
		["04", [4]],
		["4 years", []],
	])("parseKidAgesText(%j) → %j", (text, expected) => {
		expect(parseKidAgesText(text)).toEqual(expected);
	});
});

describe("parseTravelers", () => {
	it.each([
		["abc", 1],
		["", 1],
		["0", 1],
		["-3", 1],
		["1", 1],
		["4", 4],
		["20", 20],
		["21", 20],
		["25", 20],
		[" 3 ", 3],
	])("%j → %i", (text, expected) => {
		expect(parseTravelers(text)).toBe(expected);
	});
});

describe("addInterest", () => {
	it("trims and lowercases", () => {
		expect(addInterest([], "  Rock Pools ")).toEqual(["rock pools"]);
		expect(addInterest(["hiking"], "CASTLES")).toEqual(["hiking", "castles"]);
	});

	it.each(["", "   ", "\t\n"])("ignores blank %j", (value) => {
		expect(addInterest(["hiking"], value)).toEqual(["hiking"]);
	});

	it("ignores duplicates, after trimming and lowercasing", () => {
		expect(addInterest(["hiking"], "hiking")).toEqual(["hiking"]);
		expect(addInterest(["hiking"], " Hiking ")).toEqual(["hiking"]);
	});

	it("keeps the order of entry and does not mutate", () => {
		const interests = ["zoos"];
		expect(addInterest(interests, "art")).toEqual(["zoos", "art"]);
		expect(interests).toEqual(["zoos"]);
	});
});

describe("tag lists", () => {
	it("has the 31 adventure-type tags, spelled as the spec", () => {
		expect([...ADVENTURE_TAGS]).toEqual([
			"City Exploration",
			"Camping",
			"Campervan",
			"Road",
			"Hiking",
			"Beach",
			"Backyard",
			"Nature Park",
			"Mountain",
			"Lakeside",
			"Farm",
			"Vineyard",
			"Park",
			"Water Park",
			"International",
			"Local Day",
			"Paddle",
			"Safari",
			"Culture",
			"Biking",
			"Boating",
			"Sailing",
			"Ski",
			"Snow",
			"Festival",
			"Event",
			"Cave",
			"Fishing",
			"Island",
			"National Park",
			"Glamping",
		]);
		expect(ADVENTURE_TAGS).toHaveLength(31);
		expect(new Set(ADVENTURE_TAGS).size).toBe(31);
	});

	it("has the 16 suggested interest tags, spelled as the spec", () => {
		expect([...INTEREST_TAGS]).toEqual([
			"hiking",
			"beaches",
			"museums",
			"history",
			"animals",
			"nature",
			"adventure",
			"camping",
			"cities",
			"mountains",
			"food",
			"culture",
			"outdoor activities",
			"water sports",
			"family-friendly",
			"educational",
		]);
		expect(INTEREST_TAGS).toHaveLength(16);
		expect(new Set(INTEREST_TAGS).size).toBe(16);
	});
});

describe("messages", () => {
	it("are the spec's texts", () => {
		expect(messages).toEqual({
			titleRequired: "Title is required",
			locationRequired: "Location is required",
			startDateRequired: "Start date is required",
			endDateRequired: "End date is required",
			travelersMin: "Must have at least 1 traveler",
			selectLocation: "Please select a location",
		});
	});
});

describe("createAdventureSchema", () => {
	const valid = {
		title: "Yellowstone with the kids",
		location: "Yellowstone National Park, WY, USA",
		startDate: "2026-07-01",
		endDate: "2026-07-07",
	};

	it("fills the optional fields with their defaults", () => {
		expect(createAdventureSchema.parse(valid)).toEqual({
			...valid,
			description: null,
			latitude: null,
			longitude: null,
			numberOfTravelers: null,
			kidAges: [],
			interests: [],
			tags: [],
			coverImageUrl: null,
		});
	});

	it("accepts the full create payload, trimming and normalising", () => {
		const parsed = createAdventureSchema.parse({
			title: "  Geysers and bison  ",
			description: "  ",
			location: " Yellowstone ",
			latitude: 44.428,
			longitude: -110.5885,
			startDate: "2026-07-01",
			endDate: "2026-07-02",
			numberOfTravelers: 4,
			kidAges: [9, 4, 9],
			tags: ["National Park", "Hiking", "National Park"],
			coverImageUrl: "/covers/national-park.svg",
		});
		expect(parsed).toMatchObject({
			title: "Geysers and bison",
			description: null,
			location: "Yellowstone",
			kidAges: [4, 9],
			tags: ["National Park", "Hiking"],
			numberOfTravelers: 4,
			coverImageUrl: "/covers/national-park.svg",
		});
	});

	it.each([
		["title missing", { title: undefined }, "Title is required"],
		["title empty", { title: "" }, "Title is required"],
		["title blank", { title: "   " }, "Title is required"],
		["title not a string", { title: 12 }, "Title is required"],
		["location missing", { location: undefined }, "Location is required"],
		["location blank", { location: "  " }, "Location is required"],
		["start date missing", { startDate: undefined }, "Start date is required"],
		["start date empty", { startDate: "" }, "Start date is required"],
		["end date missing", { endDate: undefined }, "End date is required"],
		["end date empty", { endDate: "" }, "End date is required"],
		["travelers 0", { numberOfTravelers: 0 }, "Must have at least 1 traveler"],
		["travelers -1", { numberOfTravelers: -1 }, "Must have at least 1 traveler"],
		["travelers 2.5", { numberOfTravelers: 2.5 }, "Must have at least 1 traveler"],
		["travelers as text", { numberOfTravelers: "3" }, "Must have at least 1 traveler"],
		["travelers 21", { numberOfTravelers: 21 }, "At most 20 travelers"],
		["300-char title", { title: "a".repeat(300) }, `Title must be at most ${TITLE_MAX} characters`],
		["kid age 19", { kidAges: [4, 19] }, "Kid ages must be whole numbers from 1 to 18"],
		["kid age 0", { kidAges: [0] }, "Kid ages must be whole numbers from 1 to 18"],
		["kid age 2.5", { kidAges: [2.5] }, "Kid ages must be whole numbers from 1 to 18"],
		["kid age as text", { kidAges: ["4"] }, "Kid ages must be whole numbers from 1 to 18"],
		["21 kid ages", { kidAges: Array.from({ length: 21 }, (_, i) => (i % 18) + 1) }, "At most 20 kid ages"],
		["unknown tag", { tags: ["Hiking", "Spa"] }, "Tags must come from the adventure type list"],
		["tag in the wrong case", { tags: ["hiking"] }, "Tags must come from the adventure type list"],
		["bad date 2026-02-30", { startDate: "2026-02-30" }, "Dates must be real dates written YYYY-MM-DD"],
		["bad date 2026-13-01", { endDate: "2026-13-01" }, "Dates must be real dates written YYYY-MM-DD"],
		["end before start", { endDate: "2026-06-30" }, "End date must be after the start date"],
		[
			"cover over http",
			{ coverImageUrl: "http://example.org/x.jpg" },
			"Cover image must be one of the app's own images",
		],
		["cover javascript:", { coverImageUrl: "javascript:alert(1)" }, "Cover image must be one of the app's own images"],
	])("rejects %s with %j", (_label, change, message) => {
		expect(firstError(createAdventureSchema, { ...valid, ...change })).toBe(message);
	});

	it("accepts the bounds", () => {
		expect(createAdventureSchema.safeParse({ ...valid, title: "a".repeat(TITLE_MAX) }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, numberOfTravelers: 1 }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, numberOfTravelers: 20 }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, kidAges: [1, 18] }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, tags: [...ADVENTURE_TAGS] }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, latitude: 90, longitude: -180 }).success).toBe(true);
		expect(createAdventureSchema.safeParse({ ...valid, latitude: 90.1 }).success).toBe(false);
		expect(createAdventureSchema.safeParse({ ...valid, longitude: 180.1 }).success).toBe(false);
		// Creating wants the end at least the day after the start (edits may keep a same-day trip).
		expect(createAdventureSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(false);
		expect(createAdventureSchema.safeParse({ ...valid, endDate: "2026-07-02" }).success).toBe(true);
	});

	it("gives each missing required field its own message", () => {
		const result = createAdventureSchema.safeParse({});
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
			["title", "Title is required"],
			["location", "Location is required"],
			["startDate", "Start date is required"],
			["endDate", "End date is required"],
		]);
	});

	it("rejects an unknown field (strict)", () => {
		const result = createAdventureSchema.safeParse({ ...valid, ownerId: "someone-else" });
		expect(result.success).toBe(false);
		expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
		expect(createAdventureSchema.safeParse({ ...valid, isPublic: true }).success).toBe(false);
		expect(createAdventureSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
	});

	it("rejects a body that is not an object", () => {
		expect(createAdventureSchema.safeParse(null).success).toBe(false);
		expect(createAdventureSchema.safeParse([]).success).toBe(false);
		expect(createAdventureSchema.safeParse("title").success).toBe(false);
	});
});

describe("updateAdventureSchema", () => {
	it("keeps only the fields that were sent", () => {
		expect(updateAdventureSchema.parse({ isPublic: true })).toEqual({ isPublic: true });
		expect(updateAdventureSchema.parse({ title: " New " })).toEqual({ title: "New" });
		expect(updateAdventureSchema.parse({ kidAges: [9, 4, 4] })).toEqual({ kidAges: [4, 9] });
		expect(updateAdventureSchema.parse({ description: null, latitude: null })).toEqual({
			description: null,
			latitude: null,
		});
	});

	it("accepts the workspace dialog payload", () => {
		const payload = {
			title: "Geysers",
			location: "Yellowstone",
			description: "Old Faithful",
			startDate: "2026-07-01",
			endDate: "2026-07-04",
			numberOfTravelers: 3,
			latitude: 44.4,
			longitude: -110.6,
			tags: ["National Park"],
		};
		expect(updateAdventureSchema.parse(payload)).toEqual(payload);
	});

	it("rejects an empty change", () => {
		expect(firstError(updateAdventureSchema, {})).toBe("Nothing to update");
	});

	it.each([
		["title blank", { title: " " }, "Title is required"],
		["title null", { title: null }, "Title is required"],
		["location blank", { location: "" }, "Location is required"],
		["start date empty", { startDate: "" }, "Start date is required"],
		["end date empty", { endDate: "" }, "End date is required"],
		["travelers 0", { numberOfTravelers: 0 }, "Must have at least 1 traveler"],
		["travelers 21", { numberOfTravelers: 21 }, "At most 20 travelers"],
		["300-char title", { title: "t".repeat(300) }, `Title must be at most ${TITLE_MAX} characters`],
		["kid age 19", { kidAges: [19] }, "Kid ages must be whole numbers from 1 to 18"],
		["unknown tag", { tags: ["Space"] }, "Tags must come from the adventure type list"],
		["bad date", { startDate: "2026-02-30" }, "Dates must be real dates written YYYY-MM-DD"],
	])("rejects %s with %j", (_label, change, message) => {
		expect(firstError(updateAdventureSchema, change)).toBe(message);
	});

	it("rejects an unknown field (strict)", () => {
		expect(updateAdventureSchema.safeParse({ title: "x", ownerId: "me" }).success).toBe(false);
		expect(updateAdventureSchema.safeParse({ shareToken: "x" }).success).toBe(false);
		expect(updateAdventureSchema.safeParse({ isPublic: "true" }).success).toBe(false);
	});

	it("allows null for the optional fields", () => {
		expect(updateAdventureSchema.parse({ numberOfTravelers: null, coverImageUrl: null })).toEqual({
			numberOfTravelers: null,
			coverImageUrl: null,
		});
	});
});

describe("statsQuerySchema", () => {
	it("accepts a real date or nothing", () => {
		expect(statsQuerySchema.parse({ today: "2026-06-15" })).toEqual({ today: "2026-06-15" });
		expect(statsQuerySchema.parse({})).toEqual({});
	});

	it.each(["2026-6-15", "2026-02-30", "today", ""])("rejects today=%j", (today) => {
		expect(firstError(statsQuerySchema, { today })).toBe("today must be a date written YYYY-MM-DD");
	});
});

describe("cover image URLs", () => {
	const base = { title: "T", location: "L", startDate: "2030-01-01", endDate: "2030-01-02" };
	it.each([
		["/covers/city.svg", true],
		["https://images.example.com/a.jpg", false],
		["//evil.example/a.jpg", false],
		["/\\evil.example/a.jpg", false],
		["http://plain.example/a.jpg", false],
		["javascript:alert(1)", false],
	])("%s → %s", (coverImageUrl, ok) => {
		expect(createAdventureSchema.safeParse({ ...base, coverImageUrl }).success).toBe(ok);
	});
});
