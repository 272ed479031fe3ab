// Loads seed data into the local D1 database once: each file in migrations/seed/ is recorded in
// seed_runs with its checksum, so re-running `npm start` does not reseed. Schema changes are
// migrations; seed files only insert rows.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { bin, root } from "./local-env.mjs";
import { run } from "./run.mjs";

const seedDir = path.join(root, "migrations", "seed");

async function d1(args, capture = false) {
	return run(bin("wrangler"), ["d1", "execute", "DB", "--local", ...args], { capture });
}

export async function seed() {
	const files = existsSync(seedDir)
		? readdirSync(seedDir)
				.filter((f) => f.endsWith(".sql"))
				.sort()
		: [];
	if (files.length === 0) {
		console.log("seed: no seed files");
		return;
	}
	const out = await d1(["--json", "--command", "SELECT name, checksum FROM seed_runs"], true);
	const loaded = new Map((JSON.parse(out)[0]?.results ?? []).map((row) => [row.name, row.checksum]));
	for (const file of files) {
		const full = path.join(seedDir, file);
		const checksum = createHash("sha256").update(readFileSync(full)).digest("hex");
		if (loaded.get(file) === checksum) continue;
		console.log(`seed: loading ${file}`);
		await d1(["--file", full]);
		await d1([
			"--command",
			`INSERT INTO seed_runs (name, checksum, loaded_at) VALUES ('${file}', '${checksum}', ${Date.now()}) ON CONFLICT(name) DO UPDATE SET checksum = excluded.checksum, loaded_at = excluded.loaded_at`,
		]);
	}
}

if (import.meta.url === `file://${process.argv[1]}`) await seed();
