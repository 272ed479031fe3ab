import { readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { inspectRoutes } from "hono/dev";
import { describe, expect, it } from "vitest";

/**
 * docs/api.md is the API reference: one table row per route, `| METHOD | \`/path\` | who | what |`.
 * It cannot drift from the code: every route the Worker's app registers (the aliases of
 * worker/routes/aliases.ts are registered in the same app, ahead of the middleware) must have its
 * row, and every row must name a registered route.
 */

const reference = readFileSync(path.resolve(import.meta.dirname, "../../docs/api.md"), "utf8");

// The Worker's app, imported by its path: this project's types (tsconfig.node.json) stop at the
// Worker's own, which tsconfig.worker.json checks. The aliases are routes of this same app.
const { app } = (await import(path.resolve(import.meta.dirname, "../../worker/app.ts"))) as { app: Hono };

interface Row {
	key: string;
	who: string;
	what: string;
}

/** A route row: `| METHOD | \`/path\` | who | what it does |`. */
const ROUTE_ROW = /^\|\s*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s*\|\s*`([^`]+)`\s*\|([^|]*)\|([^|]*)\|\s*$/;

/** The reference's route rows: a table row whose first cell is an HTTP method. */
function referenceRows(text: string): Row[] {
	return text.split("\n").flatMap((line) => {
		const match = ROUTE_ROW.exec(line);
		if (!match) return [];
		const [, method = "", routePath = "", who = "", what = ""] = match;
		return [{ key: `${method} ${routePath}`, who: who.trim(), what: what.trim() }];
	});
}

/** "METHOD /path" of every handler the app registers (middleware left out), as Hono writes them. */
function registeredRoutes(): string[] {
	const keys = inspectRoutes(app)
		.filter((route) => !route.isMiddleware)
		.map((route) => `${route.method} ${route.path}`);
	return [...new Set(keys)].sort();
}

describe("the API reference (docs/api.md)", () => {
	const rows = referenceRows(reference);
	const documented = new Set(rows.map((row) => row.key));

	it("reads the reference's rows", () => {
		// A broken table (the pattern above finding nothing) must not pass as "no route missing".
		expect(rows.length).toBeGreaterThan(50);
	});

	it("has a row for every registered route", () => {
		const missing = registeredRoutes().filter((key) => !documented.has(key));
		expect(missing, "routes without a row in docs/api.md").toEqual([]);
	});

	it("has no row for a route that is not registered", () => {
		const registered = new Set(registeredRoutes());
		const stale = rows.map((row) => row.key).filter((key) => !registered.has(key));
		expect(stale, "rows in docs/api.md for routes that do not exist").toEqual([]);
	});

	it("has one row per route, each saying who may call it and what it does", () => {
		const repeated = rows.map((row) => row.key).filter((key, i, all) => all.indexOf(key) !== i);
		expect(repeated, "routes with more than one row").toEqual([]);
		const incomplete = rows.filter((row) => !row.who || !row.what).map((row) => row.key);
		expect(incomplete, "rows without who or what").toEqual([]);
	});
});
