// Shared by the local scripts: where things are, and an environment that keeps wrangler offline.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
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

const LOCAL_SIGN_IN_LINES = [
	"# Local sign-in: anyone past the beta gate signs in as any e-mail, without proof (docs/configuration.md).",
	"LOCAL_SIGN_IN=true",
];

/**
 * Writes .dev.vars with the local beta password, a random signing secret and the local sign-in
 * switched on, when absent. An older .dev.vars without LOCAL_SIGN_IN gets the switch appended (a
 * value already there, even "false", is left alone). Returns what it did, for the log, or null.
 */
export function ensureDevVars(file = path.join(root, ".dev.vars")) {
	if (existsSync(file)) {
		const current = readFileSync(file, "utf8");
		if (/^\s*LOCAL_SIGN_IN\s*=/m.test(current)) return null;
		appendFileSync(file, `${current.endsWith("\n") || current === "" ? "" : "\n"}${LOCAL_SIGN_IN_LINES.join("\n")}\n`);
		return "Added LOCAL_SIGN_IN=true to .dev.vars (see docs/configuration.md).";
	}
	const secret = randomBytes(32).toString("hex");
	writeFileSync(
		file,
		[
			"# Local secrets for `npm start` / `npm run dev` (not committed). See docs/configuration.md.",
			"BETA_PASSWORD=letmein-local",
			`SESSION_SECRET=${secret}`,
			...LOCAL_SIGN_IN_LINES,
			"# Worldwide places and routes from OpenStreetMap (uses the network; docs/configuration.md, Places and maps):",
			"# PLACES_PROVIDER=osm",
			"# ROUTES_PROVIDER=osrm",
			"# OSM_CONTACT=you@example.org",
			"",
		].join("\n"),
	);
	return "Wrote .dev.vars with BETA_PASSWORD=letmein-local and LOCAL_SIGN_IN=true (see docs/configuration.md).";
}
