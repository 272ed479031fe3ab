// Builds the SQL that loads the embedded catalog's family places (real parks, museums, zoos,
// restaurants… written for the product) from migrations/seed/family-places/<destination>.json into
// the `places` table. Every *.json there except destinations-*.json (the destinations' centres and
// radii) is a list of places of the destination named by the file. Catalog ids are "cat:<id>";
// ratings stay NULL (never invented), price levels only where the data has one.
// The seed step tracks it in seed_runs under `checksum()` (this file and every JSON file), so a data
// change reseeds once; the SQL is generated on demand, never committed.
//
//   node scripts/build-family-places-seed.mjs [out.sql]   writes the SQL (default: a summary)
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sqlTuple, upsertStatements } from "./sql-upserts.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const placesDir = path.join(root, "migrations", "seed", "family-places");

/** D1 refuses statements over 100 KB; stay well below. */
export { MAX_STATEMENT_BYTES } from "./sql-upserts.mjs";
export const CATALOG_PREFIX = "cat:";

const COLUMNS = [
	"id",
	"name",
	"latitude",
	"longitude",
	"address",
	"rating",
	"user_rating_count",
	"price_level",
	"types",
	"photo_urls",
	"website",
	"phone",
	"opening_hours",
	"family_summary",
	"pithy_summary",
	"why_kids_love_it",
	"summary_generated",
	"editorial_summary",
	"business_status",
	"field_notes",
	"ages",
	"tags",
	"source",
	"destination",
	"details_fetched_at",
	"created_at",
	"updated_at",
];

/** The place files, sorted: every *.json but the destination lists. */
export function placeFiles() {
	if (!existsSync(placesDir)) return [];
	return readdirSync(placesDir)
		.filter((file) => file.endsWith(".json") && !file.startsWith("destinations"))
		.sort();
}

/** Changes whenever the rows could: this generator and every JSON file (names and contents). */
export function checksum() {
	const hash = createHash("sha256")
		.update(readFileSync(new URL(import.meta.url)))
		.update(readFileSync(new URL("./sql-upserts.mjs", import.meta.url)));
	for (const file of placeFiles()) {
		hash.update(`\0${file}\0`).update(readFileSync(path.join(placesDir, file)));
	}
	return hash.digest("hex");
}

const isText = (value) => typeof value === "string" && value.trim().length > 0;
const isStringList = (value) => Array.isArray(value) && value.every((item) => typeof item === "string");
const optionalText = (value) => (isText(value) ? value.trim() : null);

/** Why a JSON entry cannot be loaded, or null when it can. */
export function problemOf(entry) {
	if (!entry || typeof entry !== "object") return "not an object";
	if (!isText(entry.id) || !/^[a-z0-9][a-z0-9-]*$/.test(entry.id))
		return "id must be lowercase letters, digits and '-'";
	if (!isText(entry.name)) return "name is missing";
	if (!Number.isFinite(entry.latitude) || Math.abs(entry.latitude) > 90) return "latitude is not a latitude";
	if (!Number.isFinite(entry.longitude) || Math.abs(entry.longitude) > 180) return "longitude is not a longitude";
	if (!isStringList(entry.types) || entry.types.length === 0) return "types must be a non-empty list";
	if (entry.tags !== undefined && !isStringList(entry.tags)) return "tags must be a list of text";
	if (
		entry.ages !== undefined &&
		!(Array.isArray(entry.ages) && entry.ages.length === 2 && entry.ages.every(Number.isInteger))
	) {
		return "ages must be [min, max]";
	}
	if (
		entry.priceLevel != null &&
		!(Number.isInteger(entry.priceLevel) && entry.priceLevel >= 0 && entry.priceLevel <= 4)
	)
		return "priceLevel must be 0-4";
	return null;
}

/**
 * Every place row of every file. An entry that cannot be loaded (or repeats an id) is skipped with a
 * warning rather than failing `npm start`; the data's own tests hold it to its shape.
 */
export function familyPlaceRows({ warn = console.warn } = {}) {
	const rows = [];
	const seen = new Set();
	for (const file of placeFiles()) {
		const destination = file.replace(/\.json$/, "");
		let entries;
		try {
			entries = JSON.parse(readFileSync(path.join(placesDir, file), "utf8"));
		} catch (error) {
			warn(`family places: ${file} is not JSON (${error.message}); skipped`);
			continue;
		}
		if (!Array.isArray(entries)) {
			warn(`family places: ${file} is not a list; skipped`);
			continue;
		}
		for (const entry of entries) {
			const problem = problemOf(entry);
			if (problem) {
				warn(`family places: ${file} ${entry?.id ?? "(no id)"}: ${problem}; skipped`);
				continue;
			}
			const id = `${CATALOG_PREFIX}${entry.id}`;
			if (seen.has(id)) {
				warn(`family places: ${file} ${entry.id}: id used twice; skipped`);
				continue;
			}
			seen.add(id);
			rows.push({
				id,
				name: entry.name.trim(),
				latitude: entry.latitude,
				longitude: entry.longitude,
				address: optionalText(entry.address),
				priceLevel: entry.priceLevel ?? null,
				types: entry.types,
				website: optionalText(entry.website),
				phone: optionalText(entry.phone),
				familySummary: optionalText(entry.familySummary),
				pithySummary: optionalText(entry.pithySummary),
				whyKidsLoveIt: optionalText(entry.whyKidsLoveIt),
				ages: entry.ages ?? null,
				tags: entry.tags ?? [],
				destination,
			});
		}
	}
	return rows;
}

const rowSql = (r, at) =>
	sqlTuple([
		r.id,
		r.name,
		r.latitude,
		r.longitude,
		r.address,
		null, // rating: catalog places have none (never invented)
		null, // user_rating_count
		r.priceLevel,
		r.types,
		[], // photo_urls: the worker shows an illustrated cover
		r.website,
		r.phone,
		[], // opening_hours
		r.familySummary,
		r.pithySummary,
		r.whyKidsLoveIt,
		false,
		null, // editorial_summary
		null, // business_status
		[], // field_notes: the Guide AI's are derived when read
		r.ages,
		r.tags,
		"catalog",
		r.destination,
		null, // details_fetched_at
		at,
		at,
	]);

/**
 * Upserts of the catalog's rows (multi-row, each statement under D1's size limit; not INSERT OR
 * REPLACE, whose implicit delete would bypass the FTS triggers and break saved places' foreign
 * keys), then removal of catalog places the data no longer has, unless an adventure saved them.
 * `at` marks this load's rows.
 */
export function familyPlacesStatements(rows = familyPlaceRows(), at = Date.now()) {
	const statements = upsertStatements(
		"places",
		COLUMNS,
		COLUMNS.filter((c) => c !== "id" && c !== "created_at"),
		rows.map((row) => rowSql(row, at)),
	);
	statements.push(
		`DELETE FROM places WHERE source = 'catalog' AND updated_at <> ${at} AND id NOT IN (SELECT place_id FROM saved_places) AND id NOT IN (SELECT place_id FROM path_stops);\n`,
	);
	return statements;
}

/** The whole SQL file. */
export function familyPlacesSql(rows = familyPlaceRows(), at = Date.now()) {
	return [
		`-- Generated by scripts/build-family-places-seed.mjs (${rows.length} places). Not committed.`,
		...familyPlacesStatements(rows, at),
	].join("\n");
}

/** Writes the SQL file; returns the number of places. */
export function build(outFile) {
	const rows = familyPlaceRows();
	writeFileSync(outFile, familyPlacesSql(rows));
	return rows.length;
}

/** The seed step's generated source (see scripts/seed.mjs). */
export const familyPlacesSeed = { name: "family-places", checksum, build };

if (import.meta.url === `file://${process.argv[1]}`) {
	const out = process.argv[2];
	const started = performance.now();
	if (out) {
		const count = build(out);
		console.log(`${count} family places → ${out} in ${Math.round(performance.now() - started)} ms`);
	} else {
		const byDestination = {};
		for (const row of familyPlaceRows()) byDestination[row.destination] = (byDestination[row.destination] ?? 0) + 1;
		console.log(byDestination);
	}
}
