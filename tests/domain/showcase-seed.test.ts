import { describe, expect, it } from "vitest";
import { dayCount, isAppImageUrl } from "../../domain/adventure/adventure-rules";
import { matchesText } from "../../domain/adventure/discover";
import { saveIntentCategory } from "../../domain/place/place-rules";
import { familyPlaceRows, familyPlacesSql } from "../../scripts/build-family-places-seed.mjs";
import { showcaseData, showcaseSql } from "../../scripts/build-showcase-seed.mjs";
import { sampleAdventures } from "../../web/src/features/landing/sample-adventures";
import { count, DatabaseSync, migratedDb } from "./migrated-sqlite";

/**
 * The landing's six showcase trips are real public adventures, seeded with the sample data
 * (migrations/seed/showcase.json by scripts/build-showcase-seed.mjs): the cards' ids, words, days
 * and ages are the seeded adventures', their places are catalog places, their paths are dated.
 */

const data = showcaseData();
const catalog = new Map(familyPlaceRows({ warn: () => {} }).map((row) => [row.id, row]));

describe("the showcase seed", () => {
	it("has one seeded adventure per landing card, under the card's id, with the card's words, days and ages", () => {
		expect(data.adventures.map((a) => a.id)).toEqual(sampleAdventures.map((s) => s.id));
		for (const [index, card] of sampleAdventures.entries()) {
			const seeded = data.adventures[index];
			if (!seeded) throw new Error(`no seeded adventure for ${card.title}`);
			expect(seeded).toMatchObject({
				title: card.title,
				location: card.location,
				description: card.description,
				tags: card.tags,
				coverImageUrl: card.image,
			});
			expect(`${dayCount(seeded.startDate, seeded.endDate)} days`).toBe(card.duration);
			expect(`Ages ${Math.min(...seeded.kidAges)}–${Math.max(...seeded.kidAges)}`).toBe(card.ages);
			expect(isAppImageUrl(seeded.coverImageUrl)).toBe(true);
		}
	});

	it("is found in Discover by its destination: searching 'Yellowstone' finds one", () => {
		expect(data.adventures.filter((a) => matchesText(a, "Yellowstone")).map((a) => a.id)).toEqual([
			"sample-yellowstone",
		]);
		for (const word of ["Smoky", "San Diego", "Acadia", "Rocky Mountain", "Olympic"]) {
			expect(data.adventures.filter((a) => matchesText(a, word))).toHaveLength(1);
		}
	});

	it("saves catalog places of its destination with their intents, and dated paths through them inside the trip", () => {
		for (const a of data.adventures) {
			expect(a.places.length).toBeGreaterThanOrEqual(5);
			const saved = new Set(a.places.map((p) => p.id));
			expect(saved.size).toBe(a.places.length);
			for (const p of a.places) {
				const place = catalog.get(`cat:${p.id}`);
				expect(place, `${a.id}: ${p.id} is not a catalog place`).toBeDefined();
				if (place) expect(p.intent, `${a.id}: ${p.id}`).toBe(saveIntentCategory(place));
			}
			expect(a.paths.length).toBeGreaterThanOrEqual(1);
			for (const path of a.paths) {
				expect(path.date >= a.startDate && path.date <= a.endDate, `${a.id}: ${path.name}`).toBe(true);
				expect(path.stops.length).toBeGreaterThanOrEqual(2);
				expect(new Set(path.stops).size).toBe(path.stops.length);
				for (const stop of path.stops) expect(saved.has(stop), `${a.id}: ${stop} is not saved`).toBe(true);
			}
		}
	});

	it("is owned by a sample account no sign-in link can reach", () => {
		expect(data.owner.email).toMatch(/@[a-z0-9.-]+\.invalid$/);
	});

	describe.skipIf(!DatabaseSync)("against SQLite with the migrations and the family places", () => {
		it("loads six public adventures of the sample account with their places, paths and stops; a reseed keeps one copy", () => {
			const db = migratedDb();
			db.exec(familyPlacesSql(undefined, 1000));
			db.exec(showcaseSql(data, 2000));
			db.exec(showcaseSql(data, 3000));
			const rows = db
				.prepare(
					"SELECT a.id, a.is_public, u.email FROM adventures a JOIN users u ON u.id = a.owner_id ORDER BY a.created_at DESC",
				)
				.all();
			expect(rows).toEqual(sampleAdventures.map((s) => ({ id: s.id, is_public: 1, email: data.owner.email })));
			const places = data.adventures.reduce((n, a) => n + a.places.length, 0);
			const stops = data.adventures.reduce((n, a) => n + a.paths.reduce((m, p) => m + p.stops.length, 0), 0);
			expect(count(db, "SELECT count(*) AS n FROM saved_places")).toBe(places);
			expect(count(db, "SELECT count(*) AS n FROM paths WHERE date IS NOT NULL")).toBe(
				data.adventures.reduce((n, a) => n + a.paths.length, 0),
			);
			expect(count(db, "SELECT count(*) AS n FROM path_stops")).toBe(stops);
			expect(count(db, "SELECT count(*) AS n FROM users")).toBe(1);
			// A later reload of the family places keeps every place a showcase trip saved.
			db.exec(familyPlacesSql([], 4000));
			expect(count(db, "SELECT count(*) AS n FROM saved_places s JOIN places p ON p.id = s.place_id")).toBe(places);
		});
	});
});
