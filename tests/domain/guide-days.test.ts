import { describe, expect, it } from "vitest";
import { dayLabel, tooLongForOneDay } from "../../domain/guide/guide-days";
import { paceForAges } from "../../domain/path/path";
import { contentPathName } from "../../domain/path/path-content-name";
import { understand } from "../../worker/services/guide/understand";

/** Monday 12 to Friday 16 April 2027. */
const TRIP = { start: "2027-04-12", end: "2027-04-16" };
const BEFORE_THE_TRIP = "2027-03-01";

/** The message read as the turn reads it, in a London trip of those days; an offer open when asked. */
const read = (message: string, { today = BEFORE_THE_TRIP, offer = false } = {}) =>
	understand(
		message,
		{ ask: null, offer: offer ? { split: [] } : null, shown: [] },
		{ location: "London, UK", kidAges: [3, 8], dates: TRIP, today, saved: [], stay: null },
	);

describe("a plan of the trip's days, as parents ask for it", () => {
	it.each([
		"Can you plan our whole 5 days?",
		"plan my days",
		"make an itinerary for each day",
		"what should we do each day",
		"can u plan r hole 5 dayz",
		"could you make us an itinary?",
		"wat shud we do evry day",
		"plan the trip pls",
		"plan our week in london",
		"pln our days, wednesday looks rainy",
		"how should we spend our 4 days with a toddler",
		"day by day plan please",
	])("“%s” asks for a plan", (message) => {
		// Never a chat command: nothing is written without the family's accept.
		expect(read(message).intent).toBe("plan-days");
	});

	it.each([
		"indoor ideas for rainy days",
		"what can we do on a rainy day",
		"plan a day at the zoo",
		"museums",
		"is the science museum open on monday?",
		"somewhere quiet for my 3 year old to nap in the buggy after lunch",
	])("“%s” asks for places, not a plan", (message) => {
		expect(read(message).intent).not.toBe("plan-days");
	});
});

describe("the days the message says will be rainy", () => {
	it.each<[string, string[]]>([
		["Wednesday looks rainy", ["2027-04-14"]],
		["wensday looks wet but friday sunny", ["2027-04-14"]],
		["the 14th will rain", ["2027-04-14"]],
		["it'll pour on day 3", ["2027-04-14"]],
		["april 13 storms forecast", ["2027-04-13"]],
		["rain on the last day :(", ["2027-04-16"]],
		["Can you plan our whole 5 days? Tuesday and thursday look rainy", ["2027-04-13", "2027-04-15"]],
		["plan our days", []],
		// A weekday with no rain in its clause, or rain on a day that is not the trip's.
		["monday is sunny", []],
		["the 20th will rain", []],
	])("“%s” → %j", (message, dates) => {
		expect(read(message).rainyDates).toEqual(dates);
	});

	it("reads 'tomorrow' from today while the trip is on", () => {
		expect(read("tomorow looks wet", { today: "2027-04-13" }).rainyDates).toEqual(["2027-04-14"]);
	});
});

describe("yes or no to 'shall I split it?'", () => {
	it.each<[string, "yes" | "no" | null]>([
		["yes", "yes"],
		["Yes please!", "yes"],
		["split it", "yes"],
		["ok do it", "yes"],
		["yep go ahead", "yes"],
		["no thanks", "no"],
		["nah leave it", "no"],
		["yes, what about museums near the river instead?", null],
		["museums near the river", null],
	])("“%s” → %s", (message, said) => {
		const ask = read(message, { offer: true });
		expect(ask.intent === "reply" ? ask.reply : null).toBe(said);
	});
});

describe("contentPathName: a path named after what it holds", () => {
	const place = (name: string, types: string[], address: string) => ({ name, types, address });
	const NHM = place("Natural History Museum", ["museum"], "Cromwell Rd, South Kensington, London SW7 5BD, UK");
	const SCIENCE = place("Science Museum", ["museum"], "Exhibition Rd, South Kensington, London SW7 2DD, UK");
	const VA = place(
		"Victoria and Albert Museum",
		["museum", "art_gallery"],
		"Cromwell Rd, South Kensington, London SW7 2RL, UK",
	);
	const PADELLA = place("Padella", ["restaurant"], "6 Southwark St, London SE1 1TQ, UK");
	const HYDE = place("Hyde Park", ["park"], "Hyde Park, London W2 2UH, UK");
	const ST_JAMES = place("St James's Park", ["park"], "St James's Park, London SW1A 2BJ, UK");
	const TRANSPORT = place("London Transport Museum", ["museum"], "Covent Garden Piazza, London WC2E 7BB, UK");
	const COVENT = place("Covent Garden", ["tourist_attraction"], "Covent Garden Piazza, London WC2E 8RF, UK");

	it("names the area the stops share and their kind", () => {
		expect(contentPathName([NHM, SCIENCE, VA])).toBe("South Kensington museums");
	});

	const EYE = place("London Eye", ["tourist_attraction"], "Riverside Building, County Hall, London SE1 7PB, UK");
	const TOWER = place("Tower of London", ["historical_landmark", "tourist_attraction"], "London EC3N 4AB, UK");
	const BELFAST = place("HMS Belfast", ["museum", "tourist_attraction"], "The Queen's Walk, London SE1 2JH, UK");
	const BRITISH = place("British Museum", ["museum", "tourist_attraction"], "Great Russell St, London WC1B 3DG, UK");
	const PLAYGROUND = place(
		"Kensington Playground",
		["playground"],
		"Exhibition Rd, South Kensington, London SW7 2AR, UK",
	);

	it.each([
		[[EYE, PADELLA, ST_JAMES], "London Eye & St James's Park"],
		[[BELFAST, TOWER], "HMS Belfast & Tower of London"],
		[[TRANSPORT, PADELLA, BRITISH], "London Transport Museum & British Museum"],
		[[COVENT, TRANSPORT], "Covent Garden & London Transport Museum"],
		[[PADELLA, HYDE, ST_JAMES], "Hyde Park & St James's Park"],
	])("a day of two visits names both places, the meal not counted (%#)", (stops, name) => {
		expect(contentPathName(stops)).toBe(name);
	});

	it("three visits or more of mixed kinds: the first place and the area they share, else '& more'", () => {
		expect(contentPathName([NHM, PLAYGROUND, SCIENCE])).toBe("Natural History Museum & South Kensington");
		expect(contentPathName([EYE, BELFAST, HYDE, PADELLA])).toBe("London Eye & more");
		expect(contentPathName([NHM, SCIENCE, VA, HYDE])).toBe("South Kensington museums & more");
	});

	it("never puts a bare kind of place after '&': each part is a place, an area or 'more'", () => {
		const all = [
			NHM,
			SCIENCE,
			VA,
			PADELLA,
			HYDE,
			ST_JAMES,
			TRANSPORT,
			COVENT,
			EYE,
			TOWER,
			BELFAST,
			BRITISH,
			PLAYGROUND,
		];
		const words = new Set([...all.map((stop) => stop.name), "South Kensington", "Covent Garden", "more"]);
		for (const [i, a] of all.entries()) {
			for (const b of all.slice(i + 1)) {
				for (const c of [undefined, ...all]) {
					const stops = c && c !== a && c !== b ? [a, b, c] : [a, b];
					const [head, ...rest] = contentPathName(stops).split(" & ");
					expect(head?.length).toBeGreaterThan(0);
					for (const part of rest) expect(words, `${part} in ${stops.map((s) => s.name)}`).toContain(part);
				}
			}
		}
	});

	it("never names a restaurant and two parks after a kind that does not fit", () => {
		const name = contentPathName([PADELLA, HYDE, ST_JAMES]);
		expect(name).not.toMatch(/museum|tour|dining/i);
	});

	it("one stop is its name; none the fallback", () => {
		expect(contentPathName([HYDE])).toBe("Hyde Park");
		expect(contentPathName([])).toBe("Family day out");
	});
});

describe("the guide's words about days", () => {
	it("says why a day is too long for a 3-year-old and offers to split it", () => {
		expect(tooLongForOneDay({ stops: 9, km: 14.2, pace: paceForAges([3, 8]) })).toBe(
			"That's 9 stops and about 14 km on foot for a 3-year-old: more than one day holds (about 4 km on foot and 3 stops a day at a 3-year-old's pace). Shall I split it over 4 days?",
		);
	});

	it("names days the way parents read them", () => {
		expect(dayLabel("2027-04-14")).toBe("Wednesday 14 April");
	});
});
