import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { haversineKm } from "../../domain/geo/geo";
import { PLACE_TAGS, PLACE_TYPES } from "./family-places-vocabulary";

/**
 * The offline family-places catalog for the city destinations (London, New York, Paris,
 * Washington, D.C., Orlando): migrations/seed/family-places/<slug>.json, listed in
 * destinations-cities.json. Every file is well-formed, varied, and every place lies within its city.
 */

const dir = path.resolve(import.meta.dirname, "../../migrations/seed/family-places");

const MIN_PLACES = 45;
const MIN_PRIMARY_TYPES = 7;
const MAX_PITHY_LENGTH = 90;

const EXPECTED_CITIES = {
	london: { latitude: 51.5074, longitude: -0.1278 },
	"new-york": { latitude: 40.7128, longitude: -74.006 },
	paris: { latitude: 48.8566, longitude: 2.3522 },
	"washington-dc": { latitude: 38.9072, longitude: -77.0369 },
	orlando: { latitude: 28.5384, longitude: -81.3789 },
} as const;

const text = z.string().trim().min(1);

const destinationSchema = z
	.object({
		slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
		name: text,
		latitude: z.number().min(-90).max(90),
		longitude: z.number().min(-180).max(180),
		radiusKm: z.number().positive(),
	})
	.strict();

const placeSchema = z
	.object({
		id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
		name: text,
		types: z.array(z.enum(PLACE_TYPES)).min(1),
		latitude: z.number().min(-90).max(90),
		longitude: z.number().min(-180).max(180),
		address: text,
		website: z
			.string()
			.regex(/^https:\/\/[^\s/]+\.[^\s]+$/)
			.optional(),
		phone: z
			.string()
			.regex(/^\+[0-9 ()-]{7,}$/)
			.optional(),
		familySummary: text,
		pithySummary: text.max(MAX_PITHY_LENGTH),
		whyKidsLoveIt: text,
		ages: z.tuple([z.number().int().min(0).max(18), z.number().int().min(0).max(18)]),
		tags: z.array(z.enum(PLACE_TAGS)).min(1),
		priceLevel: z.number().int().min(1).max(4).optional(),
	})
	.strict();

type Destination = z.infer<typeof destinationSchema>;
type Place = z.infer<typeof placeSchema>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), "utf8"));

const destinations: Destination[] = z.array(destinationSchema).parse(readJson("destinations-cities.json"));

const placesOf = (slug: string): Place[] => {
	const raw = readJson(`${slug}.json`);
	const parsed = z.array(z.unknown()).parse(raw);
	return parsed.map((entry, index) => {
		const result = placeSchema.safeParse(entry);
		if (!result.success) {
			const id = (entry as { id?: unknown })?.id ?? `#${index}`;
			throw new Error(`${slug} ${String(id)}: ${result.error.message}`);
		}
		return result.data;
	});
};

describe("destinations-cities.json", () => {
	it("lists the five city destinations with their centres and radii", () => {
		expect(destinations.map((d) => d.slug).sort()).toEqual(Object.keys(EXPECTED_CITIES).sort());
		expect(new Set(destinations.map((d) => d.slug)).size).toBe(destinations.length);
		for (const d of destinations) {
			const expected = EXPECTED_CITIES[d.slug as keyof typeof EXPECTED_CITIES];
			expect(d.latitude, d.slug).toBeCloseTo(expected.latitude, 3);
			expect(d.longitude, d.slug).toBeCloseTo(expected.longitude, 3);
			expect(d.radiusKm, d.slug).toBe(d.slug === "orlando" ? 90 : 40);
		}
	});

	it("has a place file for every destination", () => {
		for (const d of destinations) expect(existsSync(path.join(dir, `${d.slug}.json`)), d.slug).toBe(true);
	});
});

describe.each(destinations)("family places of $slug", (destination) => {
	const places = placesOf(destination.slug);

	it(`has at least ${MIN_PLACES} well-formed places`, () => {
		expect(places.length).toBeGreaterThanOrEqual(MIN_PLACES);
	});

	it("uses unique ids prefixed with the destination, and unique names", () => {
		const ids = places.map((p) => p.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id.startsWith(`${destination.slug}-`), id).toBe(true);
		const names = places.map((p) => p.name.trim().toLowerCase());
		expect(new Set(names).size).toBe(names.length);
	});

	it(`covers at least ${MIN_PRIMARY_TYPES} kinds of place, including food and lodging`, () => {
		const primary = new Set(places.map((p) => p.types[0]));
		expect(primary.size).toBeGreaterThanOrEqual(MIN_PRIMARY_TYPES);
		const food = new Set<string>(["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant"]);
		expect(places.some((p) => food.has(p.types[0] ?? ""))).toBe(true);
		expect(places.some((p) => p.types[0] === "hotel" || p.types[0] === "lodging")).toBe(true);
	});

	it("has sensible age ranges, tags and price levels", () => {
		for (const p of places) {
			expect(p.ages[0], p.id).toBeLessThanOrEqual(p.ages[1]);
			expect(new Set(p.tags).size, p.id).toBe(p.tags.length);
			expect(new Set(p.types).size, p.id).toBe(p.types.length);
			if (p.priceLevel !== undefined) {
				const priced = ["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant", "hotel", "lodging"];
				expect(
					p.types.some((t) => priced.includes(t)),
					p.id,
				).toBe(true);
			}
		}
	});

	it("keeps every summary non-empty and the pithy one short", () => {
		for (const p of places) {
			expect(p.familySummary.length, p.id).toBeGreaterThan(p.pithySummary.length);
			expect(p.pithySummary.length, p.id).toBeLessThanOrEqual(MAX_PITHY_LENGTH);
			expect(p.whyKidsLoveIt.trim().length, p.id).toBeGreaterThan(0);
		}
	});

	it(`places everything within ${destination.radiusKm} km of the centre`, () => {
		for (const p of places) {
			const km = haversineKm(destination, p);
			expect(km, `${p.id} is ${km.toFixed(1)} km away`).toBeLessThanOrEqual(destination.radiusKm);
		}
	});
});

describe("all city places", () => {
	it("have ids unique across the city files", () => {
		const ids = destinations.flatMap((d) => placesOf(d.slug).map((p) => p.id));
		expect(new Set(ids).size).toBe(ids.length);
	});
});
