import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { haversineKm } from "../../domain/geo/geo";
import { PLACE_TAGS, PLACE_TYPES } from "./family-places-vocabulary";

/**
 * The offline family-places catalog for the national-park destinations and San Diego
 * (migrations/seed/family-places/<slug>.json, listed in destinations-parks.json):
 * every file is well-formed and every place lies within its destination.
 */

const dir = path.resolve(import.meta.dirname, "../../migrations/seed/family-places");

/** Primary types grouped by what a family does there; each destination must span several groups. */
const TYPE_GROUPS: Record<string, (typeof PLACE_TYPES)[number][]> = {
	nature: ["park", "hiking_area", "national_park", "natural_feature", "beach"],
	play: ["playground", "amusement_park", "water_park", "swimming_pool", "bowling_alley"],
	culture: ["museum", "art_gallery", "library", "historical_landmark", "church"],
	animals: ["aquarium", "zoo", "farm"],
	visitor: ["visitor_center"],
	food: ["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant"],
	lodging: ["lodging", "hotel", "campground"],
	attraction: [
		"tourist_attraction",
		"movie_theater",
		"stadium",
		"marina",
		"tour_agency",
		"shopping_mall",
		"store",
		"train_station",
	],
};

const destinationSchema = z.object({
	slug: z.string().regex(/^[a-z0-9-]+$/),
	name: z.string().min(1),
	latitude: z.number().min(-90).max(90),
	longitude: z.number().min(-180).max(180),
	radiusKm: z.number().positive().max(150),
});

const placeSchema = z
	.object({
		id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
		name: z.string().trim().min(1),
		types: z.array(z.enum(PLACE_TYPES)).min(1),
		latitude: z.number().min(-90).max(90),
		longitude: z.number().min(-180).max(180),
		address: z.string().trim().min(5),
		website: z.string().url().startsWith("https://").optional(),
		phone: z
			.string()
			.regex(/^\+1 \d{3}-\d{3}-\d{4}$/)
			.optional(),
		familySummary: z.string().trim().min(40),
		pithySummary: z.string().trim().min(1).max(90),
		whyKidsLoveIt: z.string().trim().min(1),
		ages: z.tuple([z.number().int().min(0).max(18), z.number().int().min(0).max(18)]),
		tags: z.array(z.enum(PLACE_TAGS)).min(1),
		priceLevel: z.number().int().min(1).max(4).optional(),
	})
	.strict();

type Place = z.infer<typeof placeSchema>;

/** The group of a place's primary type, or undefined when the type is in no group. */
function groupOf(place: Place): string | undefined {
	const primary: string = place.types[0] ?? "";
	return Object.entries(TYPE_GROUPS).find(([, types]) => (types as string[]).includes(primary))?.[0];
}

const destinations = z
	.array(destinationSchema)
	.parse(JSON.parse(readFileSync(path.join(dir, "destinations-parks.json"), "utf8")));

function loadPlaces(slug: string): Place[] {
	return z.array(placeSchema).parse(JSON.parse(readFileSync(path.join(dir, `${slug}.json`), "utf8")));
}

describe("family places: park destinations", () => {
	it("lists each destination once, with a places file beside it", () => {
		expect(destinations.length).toBeGreaterThan(0);
		const slugs = destinations.map((d) => d.slug);
		expect(new Set(slugs).size).toBe(slugs.length);
		for (const slug of slugs) expect(existsSync(path.join(dir, `${slug}.json`)), slug).toBe(true);
	});

	it("keeps ids unique across every destination", () => {
		const ids = destinations.flatMap((d) => loadPlaces(d.slug).map((p) => p.id));
		expect(new Set(ids).size).toBe(ids.length);
	});

	describe.each(destinations)("$slug", (destination) => {
		const places = loadPlaces(destination.slug);

		it("has at least 45 places, each id prefixed with the slug", () => {
			expect(places.length).toBeGreaterThanOrEqual(45);
			for (const place of places) expect(place.id.startsWith(`${destination.slug}-`), place.id).toBe(true);
		});

		it("has no duplicate names, types or tags within a place", () => {
			const names = places.map((p) => p.name.toLowerCase());
			expect(new Set(names).size).toBe(names.length);
			for (const place of places) {
				expect(new Set(place.types).size, place.id).toBe(place.types.length);
				expect(new Set(place.tags).size, place.id).toBe(place.tags.length);
			}
		});

		it("keeps ages ordered and summaries written", () => {
			for (const place of places) {
				expect(place.ages[0], place.id).toBeLessThanOrEqual(place.ages[1]);
				expect(place.pithySummary.length, place.id).toBeLessThanOrEqual(90);
				expect(place.familySummary.length, place.id).toBeGreaterThan(place.pithySummary.length);
			}
		});

		it("puts every place within the destination's radius", () => {
			for (const place of places) {
				const km = haversineKm(destination, place);
				expect(km, `${place.id} is ${km.toFixed(1)} km out`).toBeLessThanOrEqual(destination.radiusKm);
			}
		});

		it("spans at least six kinds of place", () => {
			const groups = new Set(places.map(groupOf));
			expect(groups.has(undefined)).toBe(false);
			expect(groups.size).toBeGreaterThanOrEqual(6);
		});

		it("gives a price level only to places where people eat or sleep", () => {
			const priced = places.filter((p) => p.priceLevel !== undefined);
			for (const place of priced) {
				const group = groupOf(place);
				expect(["food", "lodging"], place.id).toContain(group);
			}
		});
	});
});
