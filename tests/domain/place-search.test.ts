import { describe, expect, it } from "vitest";
import { singular } from "../../domain/english";
import { haversineKm, parseLatLng } from "../../domain/geo/geo";
import {
	boundingBox,
	nearbyPrefixQuery,
	placeSearchFtsQuery,
	rankNearbyPredictions,
	rankPlaces,
	type SearchCandidate,
	unitScore,
	widenedRadii,
} from "../../worker/providers/places/search";
import { PLACE_CONCEPTS, parsePlaceQuery, type QueryUnit } from "../../worker/providers/places/search-concepts";

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
/** A point `km` north of London. */
const north = (km: number) => ({ latitude: LONDON.latitude + km / 111.32, longitude: LONDON.longitude });

const describeUnits = (units: QueryUnit[]) =>
	units.map((unit) => (unit.kind === "concept" ? `concept:${unit.concept.key}` : `word:${unit.word}`));

describe("singular", () => {
	it.each([
		["museums", "museum"],
		["galleries", "gallery"],
		["beaches", "beach"],
		["zoos", "zoo"],
		["parks", "park"],
		["glass", "glass"],
		["campus", "campus"],
		["kids", "kid"],
		["bus", "bus"],
		["gas", "gas"],
	])("%s → %s", (word, expected) => {
		expect(singular(word)).toBe(expected);
	});
});

describe("parsePlaceQuery: the synonym map", () => {
	it("turns family phrases into concepts, longest phrase first", () => {
		expect(describeUnits(parsePlaceQuery("rainy day"))).toEqual(["concept:indoor"]);
		expect(describeUnits(parsePlaceQuery("Indoor"))).toEqual(["concept:indoor"]);
		expect(describeUnits(parsePlaceQuery("ice cream"))).toEqual(["concept:ice-cream"]);
		expect(describeUnits(parsePlaceQuery("museums"))).toEqual(["concept:museum"]);
		expect(describeUnits(parsePlaceQuery("playground"))).toEqual(["concept:playground"]);
		expect(describeUnits(parsePlaceQuery("park"))).toEqual(["concept:park"]);
		expect(describeUnits(parsePlaceQuery("zoo"))).toEqual(["concept:zoo"]);
		expect(describeUnits(parsePlaceQuery("beach"))).toEqual(["concept:beach"]);
		expect(describeUnits(parsePlaceQuery("food"))).toEqual(["concept:food"]);
		expect(describeUnits(parsePlaceQuery("restaurant"))).toEqual(["concept:food"]);
		expect(describeUnits(parsePlaceQuery("free"))).toEqual(["concept:free"]);
		expect(describeUnits(parsePlaceQuery("theme park"))).toEqual(["concept:theme-park"]);
	});

	it("drops words that say nothing about the place, unless nothing else is left", () => {
		expect(describeUnits(parsePlaceQuery("the best museums for kids near me"))).toEqual(["concept:museum"]);
		expect(describeUnits(parsePlaceQuery("kids"))).toEqual(["word:kid"]);
		expect(describeUnits(parsePlaceQuery("free museum with dinosaurs"))).toEqual([
			"concept:free",
			"concept:museum",
			"concept:science",
		]);
		expect(describeUnits(parsePlaceQuery("Coram's Fields"))).toEqual(["word:coram", "word:field"]);
	});

	it("names each concept once and keeps at most 6 units", () => {
		expect(describeUnits(parsePlaceQuery("museum museums gallery"))).toEqual(["concept:museum"]);
		expect(parsePlaceQuery("alpha bravo charlie delta echo foxtrot golf hotel")).toHaveLength(6);
		expect(parsePlaceQuery("   ")).toEqual([]);
		expect(parsePlaceQuery("!!! ???")).toEqual([]);
	});

	it("reads the vocabulary's phrases: a rule's first category and its modifiers; distance words are no unit", () => {
		expect(describeUnits(parsePlaceQuery("soft play"))).toEqual(["concept:playground", "concept:indoor"]);
		expect(describeUnits(parsePlaceQuery("dinosaurs"))).toEqual(["concept:science"]);
		expect(describeUnits(parsePlaceQuery("lidos within walking distance"))).toEqual(["concept:swimming"]);
		expect(describeUnits(parsePlaceQuery("hands-on science"))).toEqual(["concept:science"]);
		expect(describeUnits(parsePlaceQuery("near me"))).toEqual(["word:near", "word:me"]);
		expect(describeUnits(parsePlaceQuery("pushchair friendly cafes"))).toEqual(["concept:stroller", "concept:cafe"]);
	});

	it("every concept has phrases and something to match", () => {
		const keys = PLACE_CONCEPTS.map((concept) => concept.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const concept of PLACE_CONCEPTS) {
			expect(concept.phrases.length, concept.key).toBeGreaterThan(0);
			expect(
				concept.types.length + concept.tags.length + (concept.free ? 1 : 0) + (concept.maxMinAge ? 1 : 0),
				concept.key,
			).toBeGreaterThan(0);
		}
	});
});

describe("FTS5 expressions", () => {
	it("search: any unit's terms, types and tags as phrases, words as prefixes", () => {
		expect(placeSearchFtsQuery(parsePlaceQuery("xylophones"))).toBe('"xylophone"*');
		const indoor = placeSearchFtsQuery(parsePlaceQuery("rainy day")) ?? "";
		expect(indoor).toContain('"rainy day"');
		expect(indoor).toContain('"art gallery"');
		expect(indoor).toContain('"rainy day"');
		expect(indoor.split(" OR ").length).toBeGreaterThan(3);
		expect(placeSearchFtsQuery([])).toBeNull();
	});

	it("never passes FTS syntax through", () => {
		const match = placeSearchFtsQuery(parsePlaceQuery('museum" OR NEAR(x) * -y :z')) ?? "";
		expect(match).not.toMatch(/NEAR\(|\*\s*-|:z/);
		expect(nearbyPrefixQuery('na" OR (hi)*')).toBe('{name types tags} : ("na"* "or"* "hi"*)');
	});

	it("autocomplete: every word a prefix in name, types or tags, from 2 characters", () => {
		expect(nearbyPrefixQuery("h")).toBeNull();
		expect(nearbyPrefixQuery(" ")).toBeNull();
		expect(nearbyPrefixQuery("na")).toBe('{name types tags} : ("na"*)');
		expect(nearbyPrefixQuery("Natural Hist")).toBe('{name types tags} : ("natural"* "hist"*)');
		expect(nearbyPrefixQuery("Zürich")).toBe('{name types tags} : ("zurich"*)');
	});
});

const candidate = (
	name: string,
	at: { latitude: number; longitude: number },
	types: string[],
	tags: string[] = [],
	extra: Partial<SearchCandidate> = {},
): SearchCandidate & { id: string } => ({ id: name, name, ...at, types, tags, ...extra });

describe("unitScore", () => {
	const [museum] = parsePlaceQuery("museum");
	it("a type match is what a concept is about; the primary type counts most", () => {
		if (!museum) throw new Error("no unit");
		const primary = unitScore(museum, candidate("A", LONDON, ["museum"]));
		const secondary = unitScore(museum, candidate("B", LONDON, ["tourist_attraction", "museum"]));
		const byName = unitScore(museum, candidate("Museum of Ice Cream", LONDON, ["tourist_attraction"]));
		const none = unitScore(museum, candidate("C", LONDON, ["park"]));
		expect(primary).toBeGreaterThan(secondary);
		expect(secondary).toBeGreaterThan(0);
		expect(byName).toBeGreaterThan(0);
		expect(none).toBe(0);
		// The word in the name adds nothing once the type says it: same kind, same score.
		expect(unitScore(museum, candidate("British Museum", LONDON, ["museum"]))).toBe(primary);
	});

	it("tags, free prices, toddler ages and words in descriptions count too", () => {
		const [free] = parsePlaceQuery("free");
		const [toddler] = parsePlaceQuery("toddlers");
		const [dino] = parsePlaceQuery("dinosaurs");
		if (!free || !toddler || !dino) throw new Error("no unit");
		expect(unitScore(free, candidate("A", LONDON, ["park"], ["free"]))).toBeGreaterThan(0);
		expect(unitScore(free, candidate("B", LONDON, ["park"], [], { priceLevel: 0 }))).toBeGreaterThan(0);
		expect(unitScore(free, candidate("C", LONDON, ["park"], [], { priceLevel: 2 }))).toBe(0);
		expect(unitScore(toddler, candidate("D", LONDON, ["park"], [], { ages: [1, 6] }))).toBeGreaterThan(0);
		expect(unitScore(toddler, candidate("E", LONDON, ["park"], [], { ages: [8, 14] }))).toBe(0);
		expect(unitScore(dino, candidate("F", LONDON, ["museum"], [], { text: "Giant dinosaur skeletons" }))).toBe(0.5);
	});
});

describe("rankPlaces", () => {
	const places = [
		candidate("Nine Km Collection", north(9), ["museum"], ["indoor"]),
		candidate("Five Km Collection", north(5), ["museum"], ["indoor"]),
		candidate("Fifteen Km Museum", north(15), ["museum"]),
		candidate("Swing Park", north(1), ["playground", "park"], ["free", "outdoor"]),
		candidate("Free Fossil Hall", north(3), ["museum"], ["free", "indoor"]),
		candidate("Sea Tanks", north(2), ["aquarium"], ["indoor", "rainy-day"]),
	];

	it("the same kind of place nearer first; nothing beyond the radius; distance in metres", () => {
		const ranked = rankPlaces(parsePlaceQuery("museum"), places, LONDON, 10_000);
		expect(ranked.map((r) => r.candidate.name)).toEqual([
			"Free Fossil Hall",
			"Five Km Collection",
			"Nine Km Collection",
		]);
		expect(ranked[1]?.distanceMeters).toBeCloseTo(5000, -2);
		expect(Math.abs((ranked[1]?.distanceMeters ?? 0) - haversineKm(LONDON, north(5)) * 1000)).toBeLessThanOrEqual(1);
	});

	it("places that fit every unit first; partial fits fill in when few fit all", () => {
		const ranked = rankPlaces(parsePlaceQuery("free museum"), places, LONDON, 10_000);
		expect(ranked[0]?.candidate.name).toBe("Free Fossil Hall");
		expect(ranked[0]?.matched).toBe(2);
		expect(ranked.map((r) => r.candidate.name)).toContain("Five Km Collection");
		expect(ranked.map((r) => r.matched)).toEqual([...ranked.map((r) => r.matched)].sort((a, b) => b - a));
	});

	it("rainy day finds indoor places, not playgrounds", () => {
		const names = rankPlaces(parsePlaceQuery("rainy day"), places, LONDON, 10_000).map((r) => r.candidate.name);
		expect(names[0]).toBe("Sea Tanks");
		expect(names).toEqual(expect.arrayContaining(["Free Fossil Hall", "Five Km Collection"]));
		expect(names).not.toContain("Swing Park");
	});

	it("a name made of concepts still finds that place first: 'natural history museum'", () => {
		const list = [
			candidate("Science Museum", north(0.5), ["museum"]),
			candidate("Natural History Museum", north(2), ["museum", "tourist_attraction"]),
			candidate("Richmond Park", north(8), ["park", "natural_feature"]),
		];
		expect(rankPlaces(parsePlaceQuery("natural history museum"), list, LONDON, 10_000)[0]?.candidate.name).toBe(
			"Natural History Museum",
		);
	});

	it("caps the list, and answers nothing for no units", () => {
		const many = Array.from({ length: 30 }, (_, i) => candidate(`Park ${i}`, north(i * 0.1), ["park"]));
		expect(rankPlaces(parsePlaceQuery("park"), many, LONDON, 10_000)).toHaveLength(20);
		expect(rankPlaces(parsePlaceQuery("park"), many, LONDON, 10_000, 5)).toHaveLength(5);
		expect(rankPlaces([], many, LONDON, 10_000)).toEqual([]);
	});
});

describe("widenedRadii", () => {
	it("tries the asked radius, then ×3 steps, ending at 50 km", () => {
		expect(widenedRadii(10_000)).toEqual([10_000, 30_000, 50_000]);
		expect(widenedRadii(1000)).toEqual([1000, 3000, 9000, 27_000, 50_000]);
		expect(widenedRadii(50_000)).toEqual([50_000]);
	});
});

describe("rankNearbyPredictions", () => {
	it("names starting with the text first, then names with every word, then other matches; nearer first", () => {
		const list = [
			candidate("The Natural Shop", north(1), ["store"]),
			candidate("Natural History Museum", north(3), ["museum"]),
			candidate("Riverside Park", north(2), ["park", "natural_feature"]),
			candidate("Natural Far Away", north(60), ["park"]),
		];
		expect(rankNearbyPredictions("natural", list, LONDON).map((r) => r.candidate.name)).toEqual([
			"Natural History Museum",
			"The Natural Shop",
			"Riverside Park",
		]);
	});
});

describe("boundingBox and parseLatLng", () => {
	it("the box holds every point of the circle", () => {
		const box = boundingBox(LONDON, 10_000);
		for (const bearing of [0, 90, 180, 270]) {
			const rad = (bearing * Math.PI) / 180;
			const lat = LONDON.latitude + (Math.cos(rad) * 9.99) / 111.32;
			const lng = LONDON.longitude + (Math.sin(rad) * 9.99) / (111.32 * Math.cos((LONDON.latitude * Math.PI) / 180));
			expect(lat).toBeGreaterThanOrEqual(box.minLat);
			expect(lat).toBeLessThanOrEqual(box.maxLat);
			expect(lng).toBeGreaterThanOrEqual(box.minLng);
			expect(lng).toBeLessThanOrEqual(box.maxLng);
		}
		const polar = boundingBox({ latitude: 89.99, longitude: 10 }, 50_000);
		expect(polar.maxLat).toBe(90);
		expect(polar.minLng).toBeGreaterThanOrEqual(-180);
	});

	it("parses 'lat,lng' and refuses anything else", () => {
		expect(parseLatLng("51.5074,-0.1278")).toEqual({ latitude: 51.5074, longitude: -0.1278 });
		expect(parseLatLng(" 32.7 , -117.16 ")).toEqual({ latitude: 32.7, longitude: -117.16 });
		expect(parseLatLng("91,0")).toBeNull();
		expect(parseLatLng("0,181")).toBeNull();
		expect(parseLatLng("london")).toBeNull();
		expect(parseLatLng("1,2,3")).toBeNull();
		expect(parseLatLng("1e3,2")).toBeNull();
		expect(parseLatLng(",")).toBeNull();
		expect(parseLatLng(undefined)).toBeNull();
	});
});
