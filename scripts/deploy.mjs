// `npm run deploy`: build, then deploy the Worker with its static assets. Resources (D1, KV, R2),
// remote migrations and secrets are set up once by hand: see docs/deploy.md.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, root } from "./local-env.mjs";
import { run } from "./run.mjs";

await run(bin("vite"), ["build"]);
const config = writeDeployConfig();
try {
	// DEPLOYED=true: with no places provider chosen, the Worker adds OpenStreetMap beyond the catalog's
	// sample destinations (worker/config.ts). `npm start`, dev, the e2e server and the tests never set it.
	await run(bin("wrangler"), ["deploy", "--config", config, "--var", "DEPLOYED:true"]);
} finally {
	rmSync(config, { force: true });
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
