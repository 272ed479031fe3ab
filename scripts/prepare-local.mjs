// Local database and secrets for `npm start` and `npm run dev`: .dev.vars when absent, D1
// migrations, then seed data (loaded once).
import { bin, ensureDevVars } from "./local-env.mjs";
import { run } from "./run.mjs";
import { seed } from "./seed.mjs";

export async function prepareLocal() {
	if (ensureDevVars()) console.log("Wrote .dev.vars with BETA_PASSWORD=letmein-local (see README).");
	await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"]);
	await seed();
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareLocal();
