import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DESTINATION_COVERS, DESTINATION_KINDS } from "../../domain/place/destination";
import {
	checksum,
	type DestinationSeedRow,
	destinationRows,
	destinationsSql,
	MIN_POPULATION,
} from "../../scripts/build-destinations-seed.mjs";

/** The catalog's seed data: the hand-written JSON and the SQL generated from it and GeoNames. */

const root = path.resolve(import.meta.dirname, "../..");
const extra = JSON.parse(readFileSync(path.join(root, "migrations/seed/destinations-extra.json"), "utf8")) as {
	states: { code: string; name: string; lat: number; lng: number }[];
	destinations: { id: string; name: string; kind: string; country: string; lat: number; lng: number; cover?: string }[];
};

let rows: DestinationSeedRow[];
const byId = (id: string) => rows.find((row) => row.id === id);

beforeAll(() => {
	rows = destinationRows();
});

describe("hand-written destinations", () => {
	it("has the 50 states and DC, and all 63 US national parks", () => {
		expect(extra.states).toHaveLength(51);
		expect(new Set(extra.states.map((s) => s.code)).size).toBe(51);
		const usParks = extra.destinations.filter((d) => d.kind === "national_park" && d.country === "US");
		expect(usParks).toHaveLength(63);
		for (const name of [
			"Yellowstone",
			"Great Smoky Mountains",
			"Acadia",
			"Rocky Mountain",
			"Olympic",
			"Grand Canyon",
			"Yosemite",
			"Zion",
			"Everglades",
			"Arches",
			"Grand Teton",
		]) {
			expect(
				usParks.some((p) => p.name.startsWith(name)),
				name,
			).toBe(true);
		}
	});

	it("every entry is well-formed: unique id, known kind and cover, coordinates on Earth", () => {
		const ids = extra.destinations.map((d) => d.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const d of extra.destinations) {
			expect(DESTINATION_KINDS, d.id).toContain(d.kind);
			if (d.cover) expect(DESTINATION_COVERS, d.id).toContain(d.cover);
			expect(d.id).toMatch(/^(park|region):[a-z0-9-]+$/);
			expect(Math.abs(d.lat), d.id).toBeLessThanOrEqual(90);
			expect(Math.abs(d.lng), d.id).toBeLessThanOrEqual(180);
			expect(d.country, d.id).toMatch(/^[A-Z]{2}$/);
		}
	});

	it("places a few well-known parks where they are", () => {
		const near = (id: string, lat: number, lng: number) => {
			const row = byId(id);
			expect(row, id).toBeDefined();
			expect(Math.abs((row?.latitude ?? 0) - lat), id).toBeLessThan(0.3);
			expect(Math.abs((row?.longitude ?? 0) - lng), id).toBeLessThan(0.3);
		};
		near("park:yell", 44.6, -110.5);
		near("park:grca", 36.1, -112.1);
		near("park:acad", 44.35, -68.2);
		near("park:grsm", 35.6, -83.5);
		near("state:CO", 39.0, -105.5);
	});
});

describe("generated seed", () => {
	it("adds the GeoNames cities of at least 5,000 people, with region and country names", () => {
		const cities = rows.filter((row) => row.kind === "city");
		expect(cities.length).toBeGreaterThan(45_000);
		expect(cities.every((row) => row.importance >= MIN_POPULATION)).toBe(true);
		expect(byId("city:5391811")).toMatchObject({
			name: "San Diego",
			region: "California",
			countryName: "United States",
		});
		expect(byId("city:2643743")).toMatchObject({ name: "London", region: "England", countryName: "United Kingdom" });
		expect(byId("city:6058560")).toMatchObject({ name: "London", region: "Ontario", countryName: "Canada" });
		expect(byId("city:2657896")).toMatchObject({ name: "Zürich", region: "Zurich", countryName: "Switzerland" });
		// West Yellowstone (1,339 people) is below the threshold; the park is there.
		expect(byId("city:5685767")).toBeUndefined();
		expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
	});

	it("writes upserts, each statement under D1's 100 KB limit, quotes escaped", () => {
		const sql = destinationsSql();
		const statements = sql.split(/;\n/).filter((s) => s.includes("INSERT"));
		expect(statements.length).toBeGreaterThan(10);
		for (const statement of statements) {
			expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
			expect(statement).toContain("ON CONFLICT(id) DO UPDATE SET");
		}
		expect(sql).toContain("'Martha''s Vineyard'");
		expect(sql).not.toMatch(/INSERT OR REPLACE/i);
	});

	it("has a stable checksum (what seed_runs records)", () => {
		expect(checksum()).toMatch(/^[0-9a-f]{64}$/);
		expect(checksum()).toBe(checksum());
	});
});
