// Local database and secrets for `npm start` and `npm run dev`: .dev.vars when absent, D1
// migrations, then seed data (loaded once).
import { bin, ensureDevVars } from "./local-env.mjs";
import { run } from "./run.mjs";
import { seed } from "./seed.mjs";

export async function prepareLocal() {
	const wrote = ensureDevVars();
	if (wrote) console.log(wrote);
	await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"]);
	await seed();
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareLocal();
