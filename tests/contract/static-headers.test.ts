import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OSM_TILES, pageContentSecurityPolicy } from "../../domain/api/page-policy";

/**
 * The SPA and the static files are served by the assets layer without running the Worker, so
 * their headers come from web/public/_headers (copied into the build; wrangler dev honours it) and
 * which paths reach the Worker first from wrangler.toml. Both files are checked here; on a running
 * `npm start`, `curl -sI http://localhost:8787/favicon.svg` shows the same headers.
 */

const root = path.resolve(import.meta.dirname, "../..");
let rules: Map<string, Map<string, string>>;
let csp: Map<string, string[]>;
let wrangler: string;

/** `_headers`: a path pattern on its own line, then indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
	const parsed = new Map<string, Map<string, string>>();
	let current: Map<string, string> | null = null;
	for (const line of text.split("\n")) {
		if (!line.trim() || line.trim().startsWith("#")) continue;
		if (!/^\s/.test(line)) {
			current = new Map();
			parsed.set(line.trim(), current);
		} else if (current) {
			const colon = line.indexOf(":");
			current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
		}
	}
	return parsed;
}

beforeAll(async () => {
	rules = parseHeaders(await readFile(path.join(root, "web/public/_headers"), "utf8"));
	const policy = rules.get("/*")?.get("content-security-policy") ?? "";
	csp = new Map(
		policy
			.split(";")
			.map((part) => part.trim().split(/\s+/))
			.filter((words) => words[0])
			.map(([name = "", ...sources]) => [name, sources]),
	);
	wrangler = await readFile(path.join(root, "wrangler.toml"), "utf8");
});

describe("web/public/_headers", () => {
	it("sends HSTS on the SPA and every static file, like the API", () => {
		expect(rules.get("/*")?.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
	});

	it("lets the page connect only to its own origin (its live channel included) and the Google map", () => {
		expect(csp.get("connect-src")).toEqual(["'self'", "https://maps.googleapis.com"]);
	});

	it("is the Worker's page policy with the default map tiles (one source: pageContentSecurityPolicy)", () => {
		expect(rules.get("/*")?.get("content-security-policy")).toBe(pageContentSecurityPolicy(OSM_TILES.origin));
	});

	it("loads images only from the app, the OpenStreetMap tiles, the Google map and Google profile photos", () => {
		const sources = csp.get("img-src") ?? [];
		expect(sources).toEqual([
			"'self'",
			"data:",
			"blob:",
			"https://tile.openstreetmap.org",
			"https://maps.googleapis.com",
			"https://maps.gstatic.com",
			"https://lh3.googleusercontent.com",
		]);
	});

	it("allows no scheme-wide or wildcard source anywhere", () => {
		for (const [directive, sources] of csp) {
			for (const source of sources) {
				expect(["https:", "http:", "ws:", "wss:", "*"], `${directive} ${source}`).not.toContain(source);
				expect(source, directive).not.toMatch(/^(https?|wss?):\/\/\*/);
			}
		}
		expect(csp.get("object-src")).toEqual(["'none'"]);
		expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
	});

	it("keeps the one-year immutable cache to the content-hashed build files", () => {
		expect(rules.get("/assets/*")?.get("cache-control")).toBe("public, max-age=31536000, immutable");
		// Files with stable names (the landing's media and sample covers) may be cached, never as immutable.
		for (const [path, headers] of rules) {
			if (path !== "/assets/*") expect(headers.get("cache-control") ?? "", path).not.toContain("immutable");
		}
	});
});

describe("wrangler.toml [assets]", () => {
	it("sends /assets/* and the SPA's page to the Worker first (ASSETS behind it); stable static files go straight out", () => {
		const assets = /\[assets\]([\s\S]*?)(?:\n\[|$)/.exec(wrangler)?.[1] ?? "";
		expect(assets).toMatch(/^binding = "ASSETS"$/m);
		expect(assets).toMatch(/^not_found_handling = "single-page-application"$/m);
		const first = /^run_worker_first = (\[.*\])$/m.exec(assets)?.[1] ?? "[]";
		expect(JSON.parse(first)).toEqual(["/*", "!/covers/*", "!/media/*", "!/samples/*", "!/favicon.svg"]);
	});
});
