import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm, isLocalWunder, LOCAL_WUNDER_RADIUS_KM } from "../../domain/geo/geo";
import { locationTypeOf, locationTypeOfDestination, zoomForLocationType } from "../../domain/geo/map";

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

/** Kilometres per degree of latitude (along a meridian) on the spec's sphere. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** A point `km` due north of `from`. */
const north = (from: { latitude: number; longitude: number }, km: number) => ({
	latitude: from.latitude + km / KM_PER_DEGREE,
	longitude: from.longitude,
});

describe("haversineKm", () => {
	it.each([
		["London–Paris", LONDON, PARIS, 344, 2],
		["New York–Los Angeles", NEW_YORK, LOS_ANGELES, 3936, 10],
		["London–New York", LONDON, NEW_YORK, 5570, 10],
		["London–Sydney", LONDON, SYDNEY, 16994, 20],
	])("%s ≈ %i km", (_label, a, b, km, tolerance) => {
		expect(Math.abs(haversineKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
	});

	it("is zero for the same point and symmetric", () => {
		expect(haversineKm(LONDON, LONDON)).toBe(0);
		expect(haversineKm(LONDON, PARIS)).toBeCloseTo(haversineKm(PARIS, LONDON), 9);
	});

	it("measures one degree of latitude as about 111.19 km", () => {
		expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 2);
	});

	it("takes the short way across the antimeridian", () => {
		const d = haversineKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 });
		expect(d).toBeCloseTo(0.2 * KM_PER_DEGREE, 6);
	});

	it("gives half the circumference for antipodes (no NaN from rounding)", () => {
		const d = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
		expect(d).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
		expect(haversineKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(
			Math.PI * EARTH_RADIUS_KM,
			6,
		);
	});
});

describe("isLocalWunder", () => {
	it("uses a 30 km radius", () => {
		expect(LOCAL_WUNDER_RADIUS_KM).toBe(30);
	});

	it.each([
		[0, true],
		[10, true],
		[29.9, true],
		[30.1, false],
		[100, false],
	])("a place %d km from home → %s", (km, expected) => {
		const place = north(LONDON, km);
		expect(haversineKm(place, LONDON)).toBeCloseTo(km, 6);
		expect(isLocalWunder(place, LONDON)).toBe(expected);
	});

	it("is false when either point is unknown", () => {
		const home = LONDON;
		const place = north(LONDON, 1);
		expect(isLocalWunder({ latitude: null, longitude: place.longitude }, home)).toBe(false);
		expect(isLocalWunder({ latitude: place.latitude, longitude: null }, home)).toBe(false);
		expect(isLocalWunder(place, { latitude: null, longitude: home.longitude })).toBe(false);
		expect(isLocalWunder(place, { latitude: home.latitude, longitude: null })).toBe(false);
		expect(isLocalWunder({ latitude: null, longitude: null }, { latitude: null, longitude: null })).toBe(false);
	});

	it("treats 0 as a real coordinate, not as unknown", () => {
		const nullIsland = { latitude: 0, longitude: 0 };
		expect(isLocalWunder({ latitude: 0, longitude: 0.1 }, nullIsland)).toBe(true);
		expect(isLocalWunder(nullIsland, { latitude: 0.1, longitude: 0 })).toBe(true);
	});
});

describe("the map's first zoom by the kind of place (6, 8, 10, 11, 13, else 12)", () => {
	it.each([
		[{ kind: "city", importance: 7_556_900 }, "big-city", 10],
		[{ kind: "city", importance: 1_000_000 }, "big-city", 10],
		[{ kind: "city", importance: 999_999 }, "city", 11],
		[{ kind: "city", importance: 100_000 }, "city", 11],
		[{ kind: "city", importance: 99_999 }, "town", 13],
		[{ kind: "city", importance: 1339 }, "town", 13],
		[{ kind: "national_park", importance: 5_000_000 }, "region", 8],
		[{ kind: "state", importance: 0 }, "region", 8],
	])("a catalog %o is a %s: zoom %i", (destination, type, zoom) => {
		expect(locationTypeOfDestination(destination)).toBe(type);
		expect(zoomForLocationType(locationTypeOfDestination(destination))).toBe(zoom);
	});

	it("without the catalog, guesses from the text", () => {
		expect(zoomForLocationType(locationTypeOf("France"))).toBe(6);
		expect(zoomForLocationType(locationTypeOf("Yellowstone National Park, Wyoming"))).toBe(8);
		expect(zoomForLocationType(locationTypeOf("Paris, Île-de-France, France"))).toBe(10);
		expect(zoomForLocationType(locationTypeOf(""))).toBe(12);
	});
});
