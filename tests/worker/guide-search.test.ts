import { describe, expect, it } from "vitest";
import type { Place } from "../../domain/place/place";
import { isFreeByData, isIndoorPlace, isOutdoorPlace } from "../../domain/place/vocabulary";
import { brokenConstraint, constraintsOf } from "../../worker/services/guide/constraints";
import { placeFacts } from "../../worker/services/guide/place-facts";
import { scorePlace } from "../../worker/services/guide/rank";

/**
 * The engine (worker/services/guide/search/): place facts read once per place, one definition each
 * of indoor, outdoor, busy and free, and every hard constraint of a typed ask kept.
 */

const CENTER = { latitude: 51.5, longitude: -0.12 };

const placeOf = (fields: Partial<Place>): Place => ({
	googlePlaceId: "cat:x",
	name: "X",
	latitude: CENTER.latitude,
	longitude: CENTER.longitude,
	address: null,
	rating: null,
	userRatingCount: null,
	priceLevel: null,
	types: ["tourist_attraction"],
	category: "cultural",
	photoUrl: null,
	photoUrls: [],
	website: null,
	phoneNumber: null,
	openingHours: [],
	familySummary: null,
	pithySummary: null,
	whyKidsLoveIt: null,
	summaryGenerated: false,
	editorialSummary: null,
	businessStatus: null,
	fieldNotes: [],
	ages: null,
	tags: [],
	source: "catalog",
	isValidated: true,
	distanceMeters: 500,
	...fields,
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
