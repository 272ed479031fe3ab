// `npm run deploy`: build, then deploy the Worker with its static assets. Resources (D1, KV, R2),
// remote migrations and secrets are set up once by hand: see docs/deploy.md.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deployProblems, publicOriginIn } from "./deploy-checks.mjs";
import { bin, root } from "./local-env.mjs";
import { run } from "./run.mjs";

// PUBLIC_ORIGIN from the environment wins over wrangler.toml's (and is passed on with --var).
const publicOrigin =
	process.env.PUBLIC_ORIGIN?.trim() || publicOriginIn(readFileSync(path.join(root, "wrangler.toml"), "utf8"));
const { errors, warnings } = deployProblems({ publicOrigin, secrets: await secretNames() });
for (const warning of warnings) console.warn(`Warning: ${warning}`);
if (errors.length > 0) {
	for (const error of errors) console.error(`Not deployed: ${error}`);
	process.exit(1);
}

await run(bin("vite"), ["build"]);
const config = writeDeployConfig();
try {
	// DEPLOYED=true: with no places provider chosen, the Worker adds OpenStreetMap beyond the catalog's
	// sample destinations, and it fails closed without PUBLIC_ORIGIN or SESSION_SECRET and ignores
	// LOCAL_SIGN_IN (worker/config.ts). `npm start`, dev, the e2e server and the tests never set it.
	const vars = ["DEPLOYED:true", ...(process.env.PUBLIC_ORIGIN?.trim() ? [`PUBLIC_ORIGIN:${publicOrigin}`] : [])];
	await run(bin("wrangler"), ["deploy", "--config", config, ...vars.flatMap((pair) => ["--var", pair])]);
} finally {
	rmSync(config, { force: true });
}

/** The deployed Worker's secret names, or null when wrangler cannot list them (a first deploy, no login). */
async function secretNames() {
	try {
		const out = await run(bin("wrangler"), ["secret", "list", "--format", "json"], { capture: true });
		// Only the JSON list: anything wrangler prints before it (a banner) is skipped.
		return JSON.parse(out.slice(out.indexOf("["))).map((secret) => secret.name);
	} catch {
		return null;
	}
}

/**
 * wrangler.toml plus the Workers AI binding (`[ai] binding = "AI"`), written beside it (its paths
 * stay right) for this deploy only. The binding is not in wrangler.toml itself: a local `wrangler
 * dev`, the Vite dev server and the worker tests would then reach Cloudflare for it, and they stay
 * offline. Deployed with the binding and without OPENAI_API_KEY, the guide and the AI features run
 * on Workers AI (worker/config.ts, chooseLlm); LLM_PROVIDER=offline keeps them on the offline default.
 */
function writeDeployConfig() {
	const file = path.join(root, "wrangler.deploy.toml");
	const base = readFileSync(path.join(root, "wrangler.toml"), "utf8");
	writeFileSync(
		file,
		`${base.trimEnd()}\n\n# Added by scripts/deploy.mjs: Workers AI, the platform's own model.\n[ai]\nbinding = "AI"\n`,
	);
	return file;
}
