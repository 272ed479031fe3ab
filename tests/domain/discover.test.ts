import { describe, expect, it } from "vitest";
import {
	activeFilterCount,
	type DiscoverCandidate,
	discoverSearchParams,
	matchesDuration,
	matchesFilters,
	matchesKidAgeBand,
	matchesText,
	NO_FILTERS,
	parseDiscoverFilters,
	regionOf,
	US_STATES,
} from "../../domain/adventure/discover";

/** An adventure of `days` days (end − start + 1) from 2031-07-01. */
const lasting = (days: number) => ({
	startDate: "2031-07-01",
	endDate: new Date(Date.UTC(2031, 6, days)).toISOString().slice(0, 10),
});

describe("matchesDuration", () => {
	it.each([
		[1, true, false, false],
		[2, true, false, false],
		[3, true, true, false],
		[4, false, true, false],
		[5, false, true, false],
		[6, false, false, true],
		[7, false, false, true],
		[8, false, false, true],
		[30, false, false, true],
	])("%i days: weekend %s, 3-5-days %s, week-plus %s", (days, weekend, mid, week) => {
		expect(matchesDuration(lasting(days), "weekend")).toBe(weekend);
		expect(matchesDuration(lasting(days), "3-5-days")).toBe(mid);
		expect(matchesDuration(lasting(days), "week-plus")).toBe(week);
	});

	it("leaves no length out: every trip from 1 to 60 days is in a band", () => {
		for (let days = 1; days <= 60; days++) {
			const bands = (["weekend", "3-5-days", "week-plus"] as const).filter((b) => matchesDuration(lasting(days), b));
			expect(bands.length, `${days} days`).toBeGreaterThan(0);
		}
	});

	it("counts an end before the start as one day, as the card does", () => {
		expect(matchesDuration({ startDate: "2031-07-05", endDate: "2031-07-01" }, "weekend")).toBe(true);
	});
});

describe("matchesKidAgeBand", () => {
	it.each([
		["0-2", [1, 2], [3]],
		["3-5", [3, 4, 5], [2, 6]],
		["6-9", [6, 9], [5, 10]],
		["10-12", [10, 12], [9, 13]],
		["13-plus", [13, 18], [12]],
	] as const)("band %s takes %j and not %j", (band, inside, outside) => {
		for (const age of inside) expect(matchesKidAgeBand([age], band)).toBe(true);
		for (const age of outside) expect(matchesKidAgeBand([age], band)).toBe(false);
	});

	it("matches when any kid's age is in the band; no kids match no band", () => {
		expect(matchesKidAgeBand([2, 11], "10-12")).toBe(true);
		expect(matchesKidAgeBand([2, 11], "6-9")).toBe(false);
		expect(matchesKidAgeBand([], "0-2")).toBe(false);
	});
});

describe("regionOf", () => {
	it("knows 50 states and DC, each once by name and once by code", () => {
		expect(US_STATES).toHaveLength(51);
		expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
	});

	it.each(US_STATES.map((s) => [s.name, s.code, s.region]))("%s (%s) is %s", (name, code, region) => {
		expect(regionOf(`Somewhere, ${name}`)).toBe(region);
		expect(regionOf(`Somewhere, ${name}, USA`)).toBe(region);
		expect(regionOf(`Somewhere, ${code}`)).toBe(region);
		expect(regionOf(`Somewhere, ${code} 12345, USA`)).toBe(region);
		expect(regionOf(name.toUpperCase())).toBe(region);
	});

	it.each([
		["Yellowstone National Park, WY", "us-west"],
		["WY", "us-west"],
		["Yellowstone National Park, Wyoming, United States", "us-west"],
		["Great Smoky Mountains, TN, USA", "us-south"],
		["San Diego, CA", "us-west"],
		["Bar Harbor, Maine", "us-east"],
		["Acadia National Park, ME 04609, USA", "us-east"],
		["Chicago, Illinois", "us-central"],
		["Washington, DC", "us-east"],
		["Washington D.C., USA", "us-east"],
		["Seattle, Washington", "us-west"],
		["Charleston, West Virginia", "us-south"],
		["Richmond, Virginia", "us-south"],
		["Kansas City, MO", "us-central"],
		["Little Rock, Arkansas", "us-south"],
		["Santa Fe, New Mexico", "us-west"],
		["New York, NY", "us-east"],
		["New York City", "us-east"],
		["Washington Street, Boston, MA", "us-east"],
	])("%s → %s", (location, region) => {
		expect(regionOf(location)).toBe(region);
	});

	it.each([
		["London, UK", "international"],
		["Paris, France", "international"],
		["Cancún, Mexico", "international"],
		["Banff, Alberta, Canada", "international"],
		["Kyoto", "international"],
	])("%s with no state is international", (location, region) => {
		expect(regionOf(location)).toBe(region);
	});

	it("does not read English words as state codes", () => {
		expect(regionOf("Stay in or out, me and you")).toBe("international");
		expect(regionOf("Camp in, Lake Louise")).toBe("international");
		expect(regionOf("Ok Corral")).toBe("international");
	});

	it("the United States without a state has no region (no filter matches it)", () => {
		expect(regionOf("Route 66, USA")).toBeNull();
		expect(regionOf("Somewhere in the United States")).toBeNull();
		expect(matchesFilters(trip({ location: "Route 66, USA" }), { ...NO_FILTERS, region: "international" })).toBe(false);
	});

	it("ambiguous names resolve to the US state (documented): Georgia is us-south", () => {
		expect(regionOf("Tbilisi, Georgia")).toBe("us-south");
	});
});

const trip = (fields: Partial<DiscoverCandidate> = {}): DiscoverCandidate => ({
	title: "Geysers and Bison",
	location: "Yellowstone National Park, WY",
	tags: ["National Park", "Hiking"],
	kidAges: [4, 9],
	...lasting(7),
	...fields,
});

describe("matchesText", () => {
	it("matches title, location or tags, case-insensitive; blank matches all", () => {
		expect(matchesText(trip(), "geyser")).toBe(true);
		expect(matchesText(trip(), "YELLOWSTONE")).toBe(true);
		expect(matchesText(trip(), "national park")).toBe(true);
		expect(matchesText(trip(), "  hiking  ")).toBe(true);
		expect(matchesText(trip(), "beach")).toBe(false);
		expect(matchesText(trip(), "   ")).toBe(true);
	});

	it("does not search the description", () => {
		expect(matchesText({ ...trip(), description: "canoe" } as DiscoverCandidate, "canoe")).toBe(false);
	});
});

describe("matchesFilters", () => {
	it("no filters match everything", () => {
		expect(matchesFilters(trip(), NO_FILTERS)).toBe(true);
	});

	it("ANDs every set filter", () => {
		const all = { q: "bison", duration: "week-plus", age: "3-5", region: "us-west" } as const;
		expect(matchesFilters(trip(), all)).toBe(true);
		expect(matchesFilters(trip(), { ...all, q: "beach" })).toBe(false);
		expect(matchesFilters(trip(), { ...all, duration: "weekend" })).toBe(false);
		expect(matchesFilters(trip(), { ...all, age: "13-plus" })).toBe(false);
		expect(matchesFilters(trip(), { ...all, region: "us-east" })).toBe(false);
	});
});

describe("URL filters", () => {
	it("round-trip through search parameters", () => {
		const filters = { q: "lake", duration: "3-5-days", age: "6-9", region: "us-central" } as const;
		const params = new URLSearchParams(discoverSearchParams(filters));
		expect(parseDiscoverFilters(params)).toEqual(filters);
		expect(activeFilterCount(filters)).toBe(4);
	});

	it("ignores unknown values and leaves unset filters out", () => {
		const params = new URLSearchParams("duration=fortnight&age=99&region=mars&q=x");
		expect(parseDiscoverFilters(params)).toEqual({ ...NO_FILTERS, q: "x" });
		expect(discoverSearchParams(NO_FILTERS)).toEqual({});
		expect(activeFilterCount(NO_FILTERS)).toBe(0);
	});
});
