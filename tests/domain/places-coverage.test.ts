import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAppImageUrl } from "../../domain/adventure/adventure";
import { mapCenter, WORLD_VIEW } from "../../domain/geo/map";
import { PLACE_COVERS, placeCoverFor, placeCoverUrl } from "../../domain/place/cover";
import { CATALOG_DESTINATIONS, coverageMessages, inCatalog, placesCoverage } from "../../domain/place/coverage";

const root = path.resolve(import.meta.dirname, "../..");

describe("placeCoverFor: one cover per category", () => {
	it.each([
		[["playground", "park"], "playground"],
		[["park"], "park"],
		[["botanical_garden"], "garden"],
		[["museum", "tourist_attraction"], "museum"],
		[["art_gallery"], "art"],
		[["zoo"], "zoo"],
		[["farm"], "zoo"],
		[["aquarium", "tourist_attraction"], "aquarium"],
		[["beach"], "beach"],
		[["ice_cream_shop", "food"], "ice-cream"],
		[["restaurant", "food"], "food"],
		[["cafe"], "food"],
		[["swimming_pool"], "swimming"],
		[["water_park", "swimming_pool"], "swimming"],
		[["amusement_park", "tourist_attraction"], "theme-park"],
		[["hiking_area"], "nature"],
		[["natural_feature", "national_park"], "nature"],
		[["tourist_attraction", "museum"], "museum"],
		[["bank"], "place"],
		[[], "place"],
	] as const)("%j → %s", (types, cover) => {
		expect(placeCoverFor({ types })).toBe(cover);
	});

	it("the primary (first) type decides when two name covers", () => {
		expect(placeCoverFor({ types: ["zoo", "park"] })).toBe("zoo");
		expect(placeCoverFor({ types: ["park", "zoo"] })).toBe("park");
	});

	it("gives London's five big visits five different fitting pictures, from their types and words", () => {
		const museum = ["museum", "tourist_attraction"];
		const science = ["indoor", "free", "science", "educational"];
		const london = [
			placeCoverFor({ name: "Natural History Museum", types: museum, tags: science }),
			placeCoverFor({ name: "Science Museum", types: museum, tags: science }),
			placeCoverFor({ name: "National Gallery", types: ["art_gallery", "museum"], tags: ["indoor", "art"] }),
			placeCoverFor({
				name: "Buckingham Palace",
				types: ["historical_landmark", "tourist_attraction"],
				tags: ["history"],
			}),
			placeCoverFor({ name: "London Transport Museum", types: ["museum"], tags: ["indoor", "history", "play"] }),
		];
		expect(london).toEqual(["natural-history", "science", "art", "palace", "transport"]);
		expect(new Set(london).size).toBe(5);
	});

	it.each([
		[{ name: "Hampton Court Palace", types: ["historical_landmark", "tourist_attraction"] }, "palace"],
		[{ name: "Edinburgh Castle", types: ["tourist_attraction"] }, "palace"],
		[{ name: "Royal Observatory Greenwich", types: ["museum"], tags: ["science", "history"] }, "science"],
		[{ name: "Exploratorium", types: ["science_museum"] }, "science"],
		[{ name: "British Museum", types: ["museum"], tags: ["history"] }, "museum"],
		[{ name: "Tate Modern", types: ["art_gallery", "museum"] }, "art"],
		[{ name: "National Railway Museum", types: ["museum"] }, "transport"],
		[{ name: "Kew Gardens", types: ["park", "tourist_attraction"] }, "garden"],
		[{ name: "Covent Garden", types: ["tourist_attraction"] }, "place"],
		[{ name: "Trafalgar Square", types: ["tourist_attraction"] }, "city-square"],
		[{ name: "Piazza Navona", types: ["plaza"] }, "city-square"],
		[{ name: "Snowdon", types: ["mountain_peak"] }, "mountain"],
		[{ name: "Windermere", types: ["lake"] }, "lake"],
		[{ name: "Castle Pub", types: ["restaurant", "food"] }, "food"],
		[{ name: "SEA LIFE London Aquarium", types: ["aquarium", "tourist_attraction"] }, "aquarium"],
		[{ name: "ZSL London Zoo", types: ["zoo"] }, "zoo"],
		[{ name: "LEGOLAND Windsor Resort", types: ["amusement_park"] }, "theme-park"],
	] as const)("%j → %s", (place, cover) => {
		expect(placeCoverFor(place)).toBe(cover);
	});

	it("a beach in a temperate place is a cool coast; palms only near the tropics", () => {
		expect(placeCoverFor({ name: "Porthcurno Beach", types: ["beach"], latitude: 50.04 })).toBe("coast");
		expect(placeCoverFor({ name: "Brighton Beach", types: ["beach"], latitude: 50.82 })).toBe("coast");
		expect(placeCoverFor({ name: "South Beach", types: ["beach"], latitude: 25.78 })).toBe("beach");
		expect(placeCoverFor({ name: "Bondi Beach", types: ["beach"], latitude: -33.89 })).toBe("beach");
		expect(placeCoverFor({ name: "Bournemouth Beach", types: ["beach"], latitude: -50.7 })).toBe("coast");
	});

	it("ships an SVG illustration for every cover, each different, and accepts them as the app's own images", async () => {
		const bodies = new Set<string>();
		for (const cover of PLACE_COVERS) {
			const url = placeCoverUrl(cover);
			const svg = await readFile(path.join(root, "web/public", url), "utf8");
			expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*role="img"[^>]*aria-label="[^"]+"/);
			expect(svg, url).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
			bodies.add(svg);
			expect(isAppImageUrl(url)).toBe(true);
		}
		expect(bodies.size).toBe(PLACE_COVERS.length);
	});
});

describe("placesCoverage", () => {
	const ROME = { latitude: 41.89, longitude: 12.48 };
	const LONDON = { latitude: 51.5, longitude: -0.12 };

	it("keeps the eleven sample destinations in step with the catalog's seed files", async () => {
		const read = async (name: string) =>
			JSON.parse(await readFile(path.join(root, "migrations/seed/family-places", name), "utf8")) as {
				slug: string;
				latitude: number;
				longitude: number;
				radiusKm: number;
			}[];
		const seeded = [...(await read("destinations-cities.json")), ...(await read("destinations-parks.json"))];
		expect(CATALOG_DESTINATIONS).toHaveLength(11);
		expect(new Set(CATALOG_DESTINATIONS.map((d) => JSON.stringify(d)))).toEqual(
			new Set(
				seeded.map(({ slug, latitude, longitude, radiusKm }) =>
					JSON.stringify({ slug, latitude, longitude, radiusKm }),
				),
			),
		);
	});

	it("is 'none' with the catalog far from every sample, saying what the family can still do", () => {
		expect(inCatalog(ROME)).toBe(false);
		expect(placesCoverage("catalog", ROME)).toEqual({ coverage: "none", message: coverageMessages.none });
		expect(coverageMessages.none).toMatch(/save/);
		expect(coverageMessages.none).toMatch(/paths/);
		expect(coverageMessages.none).toMatch(/share/);
	});

	it("is 'full' near a sample, and anywhere with OpenStreetMap, Google or the catalog with OpenStreetMap", () => {
		expect(placesCoverage("catalog", LONDON)).toEqual({ coverage: "full", message: null });
		expect(placesCoverage("catalog", { latitude: 44.43, longitude: -110.59 })).toMatchObject({ coverage: "full" });
		for (const provider of ["osm", "google", "catalog-osm"] as const) {
			expect(placesCoverage(provider, ROME)).toEqual({ coverage: "full", message: null });
			expect(placesCoverage(provider, { latitude: -54.8, longitude: -68.3 })).toMatchObject({ coverage: "full" });
		}
	});

	it("is 'no-location' without coordinates, whatever the provider", () => {
		for (const provider of ["catalog", "osm", "google", "catalog-osm"] as const) {
			expect(placesCoverage(provider, null)).toEqual({ coverage: "no-location", message: coverageMessages.noLocation });
		}
	});
});

describe("mapCenter never falls back to a city", () => {
	it("is null without saved places or the adventure's coordinates; the map shows the world", () => {
		expect(mapCenter([], { lat: null, lng: null })).toBeNull();
		expect(mapCenter([{ lat: null, lng: null }], { lat: Number.NaN, lng: 0 })).toBeNull();
		expect(WORLD_VIEW.zoom).toBeLessThanOrEqual(3);
		expect(mapCenter([], { lat: 41.9, lng: 12.5 })).toEqual({ lat: 41.9, lng: 12.5 });
	});
});
