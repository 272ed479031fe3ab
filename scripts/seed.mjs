// Loads seed data into the local D1 database once. Two kinds of source:
//   - each `migrations/seed/*.sql` file, tracked by the checksum of its contents;
//   - generated sources (the destinations catalog, built from an npm package and hand-written
//     JSON by scripts/build-destinations-seed.mjs; the family places, from the JSON files in
//     migrations/seed/family-places by scripts/build-family-places-seed.mjs; the landing's showcase
//     trips, public sample adventures on those places, from migrations/seed/showcase.json by
//     scripts/build-showcase-seed.mjs, loaded after the places), tracked by their
//     generator's checksum, so the SQL is written to a temp file only when it would change what is loaded.
// Each loaded source is recorded in seed_runs (in the same `wrangler d1 execute` as its rows), so
// re-running `npm start` does not reseed. Schema changes are migrations; seeds only write rows.
//
//   node scripts/seed.mjs [--persist-to DIR]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { destinationsSeed } from "./build-destinations-seed.mjs";
import { familyPlacesSeed } from "./build-family-places-seed.mjs";
import { showcaseSeed } from "./build-showcase-seed.mjs";
import { bin, root } from "./local-env.mjs";
import { run } from "./run.mjs";

const seedDir = path.join(root, "migrations", "seed");
const workDir = path.join(root, ".wrangler", "seed");

/** Generated sources: `{ name, checksum(), build(outFile) }`. */
const generated = [destinationsSeed, familyPlacesSeed, showcaseSeed];

function d1(args, { persistTo, capture = false } = {}) {
	const persist = persistTo ? ["--persist-to", persistTo] : [];
	return run(bin("wrangler"), ["d1", "execute", "DB", "--local", ...persist, ...args], { capture });
}

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

function listSources() {
	const files = existsSync(seedDir)
		? readdirSync(seedDir)
				.filter((f) => f.endsWith(".sql"))
				.sort()
		: [];
	return [
		...files.map((file) => {
			const full = path.join(seedDir, file);
			const contents = readFileSync(full);
			return {
				name: file,
				checksum: createHash("sha256").update(contents).digest("hex"),
				write: (out) => writeFileSync(out, contents),
			};
		}),
		...generated.map((source) => ({
			name: source.name,
			checksum: source.checksum(),
			write: (out) => source.build(out),
		})),
	];
}

export async function seed({ persistTo } = {}) {
	const started = performance.now();
	const sources = listSources();
	const out = await d1(["--json", "--command", "SELECT name, checksum FROM seed_runs"], { persistTo, capture: true });
	const loaded = new Map((JSON.parse(out)[0]?.results ?? []).map((row) => [row.name, row.checksum]));
	const stale = sources.filter((source) => loaded.get(source.name) !== source.checksum);
	if (stale.length === 0) {
		console.log("seed: up to date");
		return;
	}
	mkdirSync(workDir, { recursive: true });
	for (const source of stale) {
		const file = path.join(workDir, `${source.name.replace(/\.sql$/, "")}.${process.pid}.sql`);
		source.write(file);
		writeFileSync(
			file,
			`\nINSERT INTO seed_runs (name, checksum, loaded_at) VALUES (${sqlText(source.name)}, ${sqlText(source.checksum)}, ${Date.now()}) ON CONFLICT(name) DO UPDATE SET checksum = excluded.checksum, loaded_at = excluded.loaded_at;\n`,
			{ flag: "a" },
		);
		console.log(`seed: loading ${source.name}`);
		// Captured: wrangler prints one JSON result per statement of a file.
		await d1(["--file", file], { persistTo, capture: true });
		rmSync(file, { force: true });
	}
	console.log(`seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const at = process.argv.indexOf("--persist-to");
	await seed({ persistTo: at > 0 ? path.resolve(process.argv[at + 1] ?? "") : undefined });
}
