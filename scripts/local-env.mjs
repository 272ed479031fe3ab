// Shared by the local scripts: where things are, and an environment that keeps wrangler offline.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** No Request.cf fetch (it fails offline and floods the log) and no telemetry. */
export const offlineEnv = {
	...process.env,
	CLOUDFLARE_CF_FETCH_ENABLED: "false",
	WRANGLER_SEND_METRICS: "false",
	CI: process.env.CI ?? "true",
	// npm run puts node_modules/.bin (with Node 22) first; keep it first for children too.
	PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
};

/** Writes .dev.vars with the local beta password and a random signing secret, only when absent. */
export function ensureDevVars() {
	const file = path.join(root, ".dev.vars");
	if (existsSync(file)) return false;
	const secret = randomBytes(32).toString("hex");
	writeFileSync(
		file,
		[
			"# Local secrets for `npm start` / `npm run dev` (not committed). See README: Configuration.",
			"BETA_PASSWORD=letmein-local",
			`SESSION_SECRET=${secret}`,
			"",
		].join("\n"),
	);
	return true;
}
