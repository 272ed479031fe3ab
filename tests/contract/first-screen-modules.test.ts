import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES } from "../../domain/api/first-screen";

const webSrc = path.resolve(import.meta.dirname, "../../web/src");

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
	});
}

// The Worker preloads a screen by its module's name in the build's screen-chunks.json, which lists
// the SPA's lazily imported modules: a renamed or eagerly imported screen would silently lose it.
describe("the first screen's modules", () => {
	const lazyImports = new Set(
		sources(webSrc).flatMap((file) =>
			[...readFileSync(file, "utf8").matchAll(/import\(\s*"(\.[^"]+)"\s*\)/g)].map((m) =>
				path
					.relative(webSrc, path.resolve(path.dirname(file), m[1] ?? ""))
					.split(path.sep)
					.join("/"),
			),
		),
	);

	it.each(SCREEN_MODULES)("%s exists and is imported lazily by the SPA", (module) => {
		expect(existsSync(path.join(webSrc, `${module}.tsx`))).toBe(true);
		expect(lazyImports).toContain(module);
	});
});
