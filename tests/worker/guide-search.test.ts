import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { askOf } from "../../domain/guide/ask";
import type { Place } from "../../domain/place/place";
import { isFreeByData, isIndoorPlace, isOutdoorPlace } from "../../domain/place/vocabulary-setting";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { placeFacts } from "../../worker/services/guide/facts/place-facts";
import { brokenConstraint, constraintsOf } from "../../worker/services/guide/search/constraints";
import { findPlaces } from "../../worker/services/guide/search/find";
import type { Found } from "../../worker/services/guide/search/found";
import { kindOf } from "../../worker/services/guide/search/plan";
import { scorePlace } from "../../worker/services/guide/search/rank";
import { placeOf as fixturePlace } from "./fixtures/place";
import { askGuide, contextFor, insertCatalog } from "./guide-corpus/catalog";
import type { Trip } from "./guide-corpus/corpus";

/**
 * The engine (worker/services/guide/search/): place facts read once per place, one definition each
 * of indoor, outdoor, busy and free, and every hard constraint of a typed ask kept.
 */

const CENTER = { latitude: 51.5, longitude: -0.12 };

const placeOf = (fields: Partial<Place>): Place => fixturePlace({ distanceMeters: 500, ...fields });

describe("the kind of a replaced card's type ('Try another suggestion')", () => {
	it.each<[string, string | null]>([
		["museum", "museum"],
		["ice_cream_shop", "iceCream"],
		["hotel", "lodging"],
		["amusement_park", "themePark"],
		["nature", "nature"],
		["ice cream", "iceCream"],
		["", null],
		["bank", null],
	])("%j → %j", (type, expected) => {
		expect(kindOf(type)).toBe(expected);
	});
});

describe("place facts are read once per place", () => {
	it("gives the same reading for the same place, and reads again when its words change", () => {
		const place = placeOf({ googlePlaceId: "cat:facts-once", familySummary: "Free to enter. It gets very busy." });
		const first = placeFacts(place);
		expect(placeFacts({ ...place })).toBe(first);
		expect(first.free).toBe(true);
		expect(first.busy).toBe(true);
		const changed = placeFacts({ ...place, familySummary: "Tickets cost £20. Quiet on weekdays." });
		expect(changed).not.toBe(first);
		expect(changed.free).toBe(false);
		expect(changed.quiet).toBe(true);
	});

	it("reads the food, dogs, trail length and a whole day's outing as data", () => {
		const pizzeria = placeFacts(
			placeOf({
				googlePlaceId: "cat:pizza",
				types: ["pizza_restaurant"],
				familySummary: "Wood-fired pizza and gelato.",
			}),
		);
		expect(pizzeria.foodKinds).toEqual(expect.arrayContaining(["pizza", "ice cream"]));
		const trail = placeFacts(
			placeOf({
				googlePlaceId: "cat:trail",
				types: ["hiking_area"],
				familySummary: "A 2-mile loop through the woods. Dogs are not allowed on the trail.",
			}),
		);
		expect(trail.trailKm).toBeCloseTo(3.2, 1);
		expect(trail.dogs).toBe(false);
		expect(placeFacts(placeOf({ googlePlaceId: "cat:theme", types: ["amusement_park"] })).wholeDay).toBe(true);
	});
});

describe("one definition each of indoor, outdoor, busy and free", () => {
	it("a planetarium is indoors for the facts, the filter and the ranking alike", () => {
		const planetarium = placeOf({ googlePlaceId: "cat:planetarium", types: ["planetarium"] });
		expect(isIndoorPlace(planetarium)).toBe(true);
		expect(placeFacts(planetarium).indoor).toBe(true);
		expect(brokenConstraint(planetarium, constraintsOf({ modifiers: ["outdoor"], kidAges: [] }))).toBe("outdoor");
		const rainy = {
			categories: [],
			modifiers: ["indoor" as const],
			keywords: [],
			words: [],
			kidAges: [],
			center: CENTER,
			radiusMeters: 5000,
		};
		expect(scorePlace(planetarium, rainy).reasons).toContain("indoor");
	});

	it("every outdoor kind of the vocabulary ranks as a proper outdoor place (a state park, a dog park)", () => {
		const outdoors = {
			categories: [],
			modifiers: ["outdoor" as const],
			keywords: [],
			words: [],
			kidAges: [],
			center: CENTER,
			radiusMeters: 5000,
		};
		const square = scorePlace(placeOf({ googlePlaceId: "cat:square", tags: ["outdoor"] }), outdoors).score;
		for (const type of ["state_park", "dog_park", "nature_reserve"]) {
			const park = placeOf({ googlePlaceId: `cat:${type}`, types: [type] });
			expect(isOutdoorPlace(park)).toBe(true);
			expect(scorePlace(park, outdoors).score, type).toBeGreaterThan(square);
		}
	});

	it("busy and free have one meaning: a night club is busy, a price level of 0 is free", () => {
		const club = placeOf({ googlePlaceId: "cat:club", types: ["night_club"] });
		expect(placeFacts(club).busy).toBe(true);
		expect(brokenConstraint(club, constraintsOf({ modifiers: ["nap"], kidAges: [] }))).toBe("busy");
		const free = placeOf({ googlePlaceId: "cat:free0", priceLevel: 0 });
		expect(isFreeByData(free)).toBe(true);
		expect(placeFacts(free).free).toBe(true);
	});
});

describe("the engine keeps every constraint of a typed ask (the whole catalog)", () => {
	beforeAll(async () => {
		await insertCatalog();
	}, 60_000);

	const tripOf = async (destination: string, kids: number[], start: string, end: string) =>
		contextFor("", { destination, kids, start, end } as Trip);
	const deps = () => ({ places: new CatalogPlacesProvider(env.DB), status: () => {} });
	const cards = (found: Found) => [...found.picks, ...found.backups].map((entry) => entry.place);
	const kiddie = (place: Place) =>
		place.types[0] === "playground" || /playground|carousel|sandpit|toy/i.test(place.name);

	it("teens get no little ones' places (playgrounds, carousels, toy shops) unless asked", async () => {
		const trip = await tripOf("london", [13, 15], "2026-07-10", "2026-07-14");
		const found = await findPlaces(askOf({ intent: "find", setting: "outdoor" }), trip, deps());
		expect(found.picks.length).toBeGreaterThan(0);
		for (const place of cards(found)) expect(kiddie(place), place.name).toBe(false);
		// The offline guide, from the message, alike.
		const answer = await askGuide({ ...trip, message: "something fun outdoors" });
		for (const place of [...answer.suggestions, ...answer.backupSuggestions])
			expect(kiddie(place), place.name).toBe(false);
		// Asked for: a playground is what they get.
		const asked = await findPlaces(askOf({ intent: "find", kinds: ["playground"] }), trip, deps());
		expect(asked.picks.some((entry) => entry.place.types.includes("playground"))).toBe(true);
	});

	it("no unheated outdoor swim in a cold month with a little one; the kind not met is said, with other ideas", async () => {
		const trip = await tripOf("london", [2, 5], "2026-04-10", "2026-04-14");
		const found = await findPlaces(askOf({ intent: "find", kinds: ["swimming"] }), trip, deps());
		const coldSwim = (place: Place) => /lido/i.test(place.name);
		for (const place of cards(found)) expect(coldSwim(place), place.name).toBe(false);
		expect(found.unmet).toContainEqual({ code: "kind", kinds: ["swimming"] });
		expect(found.relaxation).toEqual({ code: "other-kinds", kinds: ["swimming"] });
		const answer = await askGuide({ ...trip, message: "a swim, we're tired" });
		for (const place of answer.suggestions) expect(coldSwim(place), place.name).toBe(false);
	});

	it("lunch near a named place is places to eat, with the kind of food; no pizza place known is said", async () => {
		const trip = await tripOf("london", [3, 8], "2026-04-10", "2026-04-14");
		const near = { near: { kind: "place" as const, name: "Science Museum" } };
		const lunch = await findPlaces(askOf({ intent: "find", meal: "lunch", where: near }), trip, deps());
		expect(lunch.origin).toMatchObject({ kind: "place", label: expect.stringMatching(/Science Museum/) });
		expect(lunch.picks.length).toBeGreaterThan(0);
		for (const entry of lunch.picks) {
			expect(entry.facts.food, entry.place.name).toBe(true);
			expect(entry.reasons.some((reason) => reason.code === "food")).toBe(true);
		}
		const pizza = await findPlaces(
			askOf({ intent: "find", meal: "lunch", food: ["pizza"], where: near }),
			trip,
			deps(),
		);
		expect(pizza.unmet.some((constraint) => constraint.code === "food" || constraint.code === "kind")).toBe(true);
		expect(pizza.picks.some((entry) => entry.facts.foodKinds.includes("pizza"))).toBe(false);
	});
});

describe("when nothing keeps every constraint, the engine says which and offers the nearest relaxation", () => {
	const home = { latitude: 51.5, longitude: -0.12 };
	const trip = {
		location: "London, UK",
		kidAges: [6, 9],
		center: home,
		centerSource: "adventure" as const,
		adventureCenter: home,
		zoom: 11,
		excludeIds: new Set<string>(),
		history: [],
		savedPlaces: [],
		suggestedIds: new Set<string>(),
		stay: null,
		tripDates: null,
	};
	const providerOf = (places: Place[]) => ({
		places: { kind: "catalog", search: async () => places } as unknown as CatalogPlacesProvider,
		status: () => {},
	});
	const paid = [1, 2, 3].map((n) =>
		placeOf({ googlePlaceId: `cat:paid${n}`, name: `Paid ${n}`, types: ["museum"], priceLevel: 1, tags: ["indoor"] }),
	);

	it("nothing free: no paid card, the price named as unmet, and 'not free but cheap' offered", async () => {
		const found = await findPlaces(askOf({ intent: "find", price: { free: true } }), trip, providerOf(paid));
		expect(found.picks).toEqual([]);
		expect(found.unmet).toContainEqual({ code: "price", free: true, cheap: false, max: null });
		expect(found.relaxation).toEqual({ code: "price", to: "cheap" });
		expect(found.relaxationApplied).toBe(false);
	});

	it("nothing new: earlier suggestions come back rather than nothing, and it says so", async () => {
		const shown = { ...trip, suggestedIds: new Set(paid.map((place) => place.googlePlaceId)) };
		const found = await findPlaces(askOf({ intent: "find", kinds: ["museum"] }), shown, providerOf(paid));
		expect(found.picks.length).toBeGreaterThan(0);
		expect(found.unmet).toEqual([{ code: "not-shown-before" }]);
		expect(found.relaxation).toEqual({ code: "shown-before" });
		expect(found.relaxationApplied).toBe(true);
	});

	it("nothing new near here: the places shown before come back as cards, not only named", async () => {
		const history = [
			{ role: "user" as const, content: "museums near here" },
			{ role: "assistant" as const, content: "Three museums.", suggestions: paid },
		];
		const shown = { ...trip, history, suggestedIds: new Set(paid.map((place) => place.googlePlaceId)) };
		const near = askOf({ intent: "find", kinds: ["museum"], where: { near: { kind: "here" } } });
		const found = await findPlaces(near, shown, providerOf(paid));
		expect(found.picks.length).toBeGreaterThan(0);
		expect(found.relaxation).toEqual({ code: "shown-before" });
	});

	it("every pick's reasons are codes, never words", async () => {
		const found = await findPlaces(
			askOf({ intent: "find", kinds: ["museum"], setting: "indoor" }),
			trip,
			providerOf(paid),
		);
		expect(found.picks[0]?.reasons).toContainEqual({ code: "kind", kind: "museum" });
		expect(found.picks[0]?.reasons).toContainEqual({ code: "indoor" });
	});

	it("more like a card: its kind, without the card; a place left out by name stays out", async () => {
		const [first, second] = paid;
		const history = [
			{ role: "user" as const, content: "museums" },
			{ role: "assistant" as const, content: "Three museums.", suggestions: paid },
		];
		const shown = { ...trip, history, suggestedIds: new Set(paid.map((place) => place.googlePlaceId)) };
		const zoo = placeOf({ googlePlaceId: "cat:zoo", name: "Zoo", types: ["zoo"], tags: ["outdoor"] });
		const more = await findPlaces(
			askOf({ intent: "find", moreLike: first?.googlePlaceId, again: true, exclude: [{ name: second?.name ?? "" }] }),
			shown,
			providerOf([...paid, zoo]),
		);
		const ids = [...more.picks, ...more.backups].map((entry) => entry.place.googlePlaceId);
		expect(ids).toEqual(["cat:paid3"]);
	});

	it("a day asked for: a place closed for the season on that day is not suggested", async () => {
		const summer = placeOf({
			googlePlaceId: "cat:summer",
			name: "Summer Lido",
			types: ["museum"],
			tags: ["indoor", "seasonal"],
			familySummary: "It opens for the summer season only.",
		});
		const season = { ...trip, tripDates: { start: "2030-06-01", end: "2030-12-20" } };
		const any = await findPlaces(askOf({ intent: "find", kinds: ["museum"] }), season, providerOf([summer]));
		expect(any.picks.map((entry) => entry.place.googlePlaceId)).toEqual(["cat:summer"]);
		const december = askOf({ intent: "find", kinds: ["museum"], day: { date: "2030-12-10" } });
		const found = await findPlaces(december, season, providerOf([summer]));
		expect(found.picks).toEqual([]);
		expect(found.unmet).toContainEqual({ code: "season", months: [12] });
	});

	it("avoiding an interest avoids all of it: not geysers is no thermal mud pot either", async () => {
		const mud = placeOf({
			googlePlaceId: "cat:mud",
			name: "Mud Volcano",
			types: ["natural_feature"],
			tags: ["outdoor"],
			familySummary: "Bubbling thermal mud pots and a sulfur smell.",
		});
		const meadow = placeOf({
			googlePlaceId: "cat:meadow",
			name: "Meadow",
			types: ["natural_feature"],
			tags: ["outdoor"],
		});
		const found = await findPlaces(
			askOf({ intent: "find", kinds: ["nature"], avoidWords: ["geysers"] }),
			trip,
			providerOf([mud, meadow]),
		);
		expect(found.picks.map((entry) => entry.place.googlePlaceId)).toEqual(["cat:meadow"]);
	});

	it("nothing known to be step-free: the flat, buggy-friendly places, with step-free said as unmet", async () => {
		const paved = placeOf({
			googlePlaceId: "cat:paved",
			name: "Paved Overlook",
			types: ["observation_deck"],
			tags: ["outdoor", "views", "stroller-friendly"],
			familySummary: "A short paved path to the overlook.",
		});
		const found = await findPlaces(
			askOf({ intent: "find", kinds: ["views"], needs: ["step-free"] }),
			trip,
			providerOf([paved]),
		);
		expect(found.picks.map((entry) => entry.place.googlePlaceId)).toEqual(["cat:paved"]);
		expect(found.unmet).toEqual([{ code: "need", need: "step-free" }]);
		expect(found.relaxation).toEqual({ code: "need", need: "step-free" });
	});
});
