import { describe, expect, it } from "vitest";
import { callWith } from "./helpers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const INDEX_HTML = "<!doctype html><html><body><div id=root></div></body></html>";
const SCRIPT = "export const answer = 42;";

/**
 * The assets binding as the platform answers with not_found_handling = "single-page-application":
 * a build file when it exists, otherwise index.html (under the /assets/* rules of _headers).
 */
function fakeAssets(files: Record<string, string>) {
	const seen: string[] = [];
	const assets = {
		async fetch(input: Request | string) {
			const request = new Request(input);
			const path = new URL(request.url).pathname;
			seen.push(`${request.method} ${path}`);
			const headers = { "Cache-Control": IMMUTABLE, ETag: `"${path}"` };
			if (request.headers.get("If-None-Match") === `"${path}"`) return new Response(null, { status: 304, headers });
			const file = files[path];
			if (file === undefined) {
				return new Response(INDEX_HTML, { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
			}
			return new Response(file, { headers: { ...headers, "Content-Type": "text/javascript; charset=utf-8" } });
		},
		connect() {
			throw new Error("not a socket binding");
		},
	};
	return { seen, ASSETS: assets as unknown as Fetcher };
}

describe("/assets/* (run_worker_first)", () => {
	it("serves a build file that exists through the assets binding, with its cache rule and HSTS", async () => {
		const { ASSETS, seen } = fakeAssets({ "/assets/index-abc123.js": SCRIPT });
		const res = await callWith({ ASSETS }, "/assets/index-abc123.js");
		expect(res.status).toBe(200);
		expect(await res.text()).toBe(SCRIPT);
		expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
		expect(res.headers.get("Cache-Control")).toBe(IMMUTABLE);
		expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
		expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
		expect(seen).toEqual(["GET /assets/index-abc123.js"]);
	});

	it("answers 404 for a missing build file instead of the SPA page with the immutable cache", async () => {
		const { ASSETS } = fakeAssets({});
		for (const path of ["/assets/does-not-exist.js", "/assets/index-old.css", "/assets/"]) {
			const res = await callWith({ ASSETS }, path, { headers: { "Sec-Fetch-Mode": "navigate" } });
			expect(res.status, path).toBe(404);
			expect(await res.json()).toEqual({ error: "Not found" });
			expect(res.headers.get("Cache-Control"), path).not.toBe(IMMUTABLE);
			expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
		}
	});

	it("passes a revalidation (304) through", async () => {
		const { ASSETS } = fakeAssets({ "/assets/index-abc123.js": SCRIPT });
		const res = await callWith({ ASSETS }, "/assets/index-abc123.js", {
			headers: { "If-None-Match": '"/assets/index-abc123.js"' },
		});
		expect(res.status).toBe(304);
	});

	it("leaves every other path to the routes", async () => {
		const { ASSETS, seen } = fakeAssets({});
		const res = await callWith({ ASSETS }, "/api/health");
		expect(res.status).toBe(200);
		expect(seen).toEqual([]);
	});
});
