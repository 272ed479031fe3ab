import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_SEARCH_RADIUS_METERS } from "../../domain/place/place";
import {
	checksum,
	type FamilyPlaceSeedRow,
	familyPlaceRows,
	familyPlacesSql,
	familyPlacesStatements,
	MAX_STATEMENT_BYTES,
	placeFiles,
	problemOf,
} from "../../scripts/build-family-places-seed.mjs";
import {
	boundingBox,
	MIN_RESULTS_BEFORE_WIDENING,
	placeSearchFtsQuery,
	rankPlaces,
	widenedRadii,
} from "../../worker/providers/places/search";
import { parsePlaceQuery } from "../../worker/providers/places/search-concepts";
import { count, DatabaseSync, migratedDb } from "./migrated-sqlite";

/**
 * The loader of the family places (scripts/build-family-places-seed.mjs): which files it reads, and
 * that its SQL is valid for D1 — statements under 100 KB, quotes escaped, upserts that keep the FTS
 * index in step, a reseed that replaces rather than duplicates. The data's own shape and radius
 * checks live in family-places-*.test.ts.
 */

const root = path.resolve(import.meta.dirname, "../..");

const sample = (overrides: Partial<FamilyPlaceSeedRow> = {}): FamilyPlaceSeedRow => ({
	id: "cat:test-place",
	name: "O'Brien's Playground",
	latitude: 51.5,
	longitude: -0.12,
	address: "1 Quote's Lane; London",
	priceLevel: null,
	types: ["playground", "park"],
	website: null,
	phone: null,
	familySummary: "Swings, slides -- and a café; kids' favourite.",
	pithySummary: "It's 'the' playground.",
	whyKidsLoveIt: null,
	ages: [1, 10],
	tags: ["outdoor", "free"],
	destination: "london",
	...overrides,
});

describe("family places loader", () => {
	it("reads every place file, not the destination lists, with catalog ids and the file's destination", () => {
		const files = placeFiles();
		expect(files.length).toBeGreaterThan(0);
		expect(files.some((file) => file.startsWith("destinations"))).toBe(false);
		const rows = familyPlaceRows({ warn: () => {} });
		expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
		for (const row of rows) {
			expect(row.id).toMatch(/^cat:[a-z0-9-]+$/);
			expect(files).toContain(`${row.destination}.json`);
		}
		expect(checksum()).toMatch(/^[0-9a-f]{64}$/);
	});

	it("skips what cannot be loaded, with a reason", () => {
		expect(problemOf({ id: "ok-1", name: "Ok", latitude: 1, longitude: 2, types: ["park"] })).toBeNull();
		expect(problemOf({ id: "Bad Id", name: "x", latitude: 1, longitude: 2, types: ["park"] })).toMatch(/id/);
		expect(problemOf({ id: "a", name: "x", latitude: 91, longitude: 2, types: ["park"] })).toMatch(/latitude/);
		expect(problemOf({ id: "a", name: "x", latitude: 1, longitude: 2, types: [] })).toMatch(/types/);
		expect(problemOf({ id: "a", name: "x", latitude: 1, longitude: 2, types: ["park"], ages: [3] })).toMatch(/ages/);
		expect(problemOf({ id: "a", name: "x", latitude: 1, longitude: 2, types: ["park"], priceLevel: 5 })).toMatch(
			/priceLevel/,
		);
	});

	it("writes statements under D1's 100 KB limit, never a rating, and escapes quotes", () => {
		const rows = familyPlaceRows({ warn: () => {} });
		const statements = familyPlacesStatements(rows, 1_700_000_000_000);
		expect(statements.length).toBeGreaterThan(1);
		for (const statement of statements) {
			expect(Buffer.byteLength(statement)).toBeLessThan(MAX_STATEMENT_BYTES);
			expect(Buffer.byteLength(statement)).toBeLessThan(100_000);
		}
		const sql = familyPlacesSql([sample()], 1);
		expect(sql).toContain("'O''Brien''s Playground'");
		expect(sql).toContain(`'["playground","park"]'`);
		expect(sql).not.toMatch(/INSERT OR REPLACE/);
	});

	describe.skipIf(!DatabaseSync)("against SQLite with the migrations applied", () => {
		it("loads every place with its FTS entry; a reseed updates in place, drops stale rows unless saved", () => {
			const db = migratedDb();
			const rows = familyPlaceRows({ warn: () => {} });
			db.exec(familyPlacesSql([...rows, sample()], 1000));
			expect(count(db, "SELECT count(*) AS n FROM places WHERE source = 'catalog'")).toBe(rows.length + 1);
			expect(count(db, "SELECT count(*) AS n FROM places WHERE rating IS NOT NULL")).toBe(0);
			const loaded = db
				.prepare("SELECT name, address, family_summary, types, ages FROM places WHERE id = ?")
				.get("cat:test-place");
			expect(loaded).toEqual({
				name: "O'Brien's Playground",
				address: "1 Quote's Lane; London",
				family_summary: "Swings, slides -- and a café; kids' favourite.",
				types: '["playground","park"]',
				ages: "[1,10]",
			});
			const matches = (query: string) =>
				count(db, "SELECT count(*) AS n FROM places_fts WHERE places_fts MATCH ?", query);
			expect(matches('"brien"')).toBe(1);
			expect(matches('{types} : "museum"')).toBeGreaterThan(0);

			// An adventure saves the test place; the next load no longer has it, nor one real place.
			db.exec("INSERT INTO users (id, email) VALUES ('u1', 'u1@example.org')");
			db.exec(
				"INSERT INTO adventures (id, owner_id, title, location, start_date, end_date) VALUES ('a1', 'u1', 'T', 'L', '2030-01-01', '2030-01-02')",
			);
			db.exec("INSERT INTO saved_places (id, adventure_id, place_id) VALUES ('s1', 'a1', 'cat:test-place')");
			const [dropped, ...kept] = rows;
			db.exec(familyPlacesSql(kept, 2000));
			expect(count(db, "SELECT count(*) AS n FROM places WHERE id = ?", dropped?.id)).toBe(0);
			expect(count(db, "SELECT count(*) AS n FROM places WHERE id = 'cat:test-place'")).toBe(1);
			expect(count(db, "SELECT count(*) AS n FROM places WHERE source = 'catalog'")).toBe(kept.length + 1);
			// The index follows: no duplicate entries after the upserts, none left for the dropped row.
			const museumRows = kept.filter((row) => row.types.some((type) => type.split("_").includes("museum")));
			expect(matches('{types} : "museum"')).toBe(museumRows.length);
			db.exec("INSERT INTO places_fts(places_fts) VALUES('integrity-check')");
			db.close();
		});
	});
});

describe.skipIf(!DatabaseSync)("every seeded destination", () => {
	const destinations = readdirSync(path.join(root, "migrations/seed/family-places"))
		.filter((file) => file.startsWith("destinations") && file.endsWith(".json"))
		.flatMap(
			(file) =>
				JSON.parse(readFileSync(path.join(root, "migrations/seed/family-places", file), "utf8")) as {
					slug: string;
					latitude: number;
					longitude: number;
				}[],
		)
		.filter((destination) => placeFiles().includes(`${destination.slug}.json`));

	it("finds parks, food and somewhere to stay around its centre, as the workspace search does (10 km, widening)", () => {
		expect(destinations.length).toBeGreaterThan(0);
		const db = migratedDb();
		db.exec(familyPlacesSql(familyPlaceRows({ warn: () => {} }), 1));
		const search = (query: string, center: { latitude: number; longitude: number }) => {
			const units = parsePlaceQuery(query);
			const box = boundingBox(center, MAX_SEARCH_RADIUS_METERS);
			const rows = db
				.prepare(
					`SELECT p.* FROM places_fts JOIN places p ON p.rowid = places_fts.rowid WHERE places_fts MATCH ?
					AND p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ?`,
				)
				.all(placeSearchFtsQuery(units), box.minLat, box.maxLat, box.minLng, box.maxLng)
				.map((row) => ({
					name: String(row.name),
					latitude: Number(row.latitude),
					longitude: Number(row.longitude),
					types: JSON.parse(String(row.types)) as string[],
					tags: JSON.parse(String(row.tags)) as string[],
					// As the worker ranks: summaries count for words found nowhere else.
					text: [row.family_summary, row.pithy_summary, row.why_kids_love_it].filter(Boolean).join(" "),
				}));
			let ranked = rankPlaces(units, rows, center, 10_000);
			for (const radius of widenedRadii(10_000).slice(1)) {
				if (ranked.length >= MIN_RESULTS_BEFORE_WIDENING) break;
				ranked = rankPlaces(units, rows, center, radius);
			}
			return ranked;
		};
		for (const destination of destinations) {
			for (const query of ["park", "food", "hotel"]) {
				const found = search(query, destination);
				expect(found.length, `${query} near ${destination.slug}`).toBeGreaterThan(0);
				for (const entry of found) expect(entry.distanceMeters).toBeLessThanOrEqual(MAX_SEARCH_RADIUS_METERS);
			}
		}
		db.close();
	});
});
