import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_DESTINATIONS, coverageMessages, placesProviderHint } from "../../domain/place/coverage";
import { CONFIG_WORDS } from "./config-words";

const root = path.resolve(import.meta.dirname, "../..");

/** Every string of every `…messages` / `…Messages` table exported from a module under domain/. */
async function familyMessageTables(): Promise<{ table: string; key: string; text: string }[]> {
	const files = (await readdir(path.join(root, "domain"), { recursive: true })).filter(
		(file) => file.endsWith(".ts") && !file.endsWith(".d.ts"),
	);
	const found: { table: string; key: string; text: string }[] = [];
	for (const file of files) {
		const module: Record<string, unknown> = await import(path.join(root, "domain", file));
		for (const [name, table] of Object.entries(module)) {
			if (!/messages$/i.test(name) || typeof table !== "object" || table === null) continue;
			for (const [key, text] of Object.entries(table)) {
				if (typeof text === "string") found.push({ table: `${file}:${name}`, key, text });
			}
		}
	}
	return found;
}

describe("no configuration word reaches a family", () => {
	it("the word list catches what the old notice said", () => {
		expect(CONFIG_WORDS.test("the server needs PLACES_PROVIDER=osm (OpenStreetMap, free)")).toBe(true);
		expect(CONFIG_WORDS.test("or a GOOGLE_MAPS_API_KEY")).toBe(true);
		expect(CONFIG_WORDS.test("the built-in catalog only covers eleven sample destinations")).toBe(true);
		expect(CONFIG_WORDS.test("Save places, build paths and share your adventure.")).toBe(false);
	});

	it("finds the message tables it scans (coverage, adventure, stay, guide, paths, share)", async () => {
		const tables = new Set((await familyMessageTables()).map((entry) => entry.table.split(":")[1]));
		for (const name of [
			"coverageMessages",
			"messages",
			"stayMessages",
			"guideMessages",
			"pathMessages",
			"shareMessages",
			"publicViewMessages",
		]) {
			expect(tables).toContain(name);
		}
	});

	it("in every domain message table", async () => {
		const offending = (await familyMessageTables()).filter((entry) => CONFIG_WORDS.test(entry.text));
		expect(offending).toEqual([]);
	});

	it("the uncovered-destination notices say what the family can still do", () => {
		for (const text of [coverageMessages.none, coverageMessages.createNote]) {
			expect(text).not.toMatch(CONFIG_WORDS);
			expect(text).toMatch(/save/);
			expect(text).toMatch(/paths/);
			expect(text).toMatch(/share/);
		}
	});
});

describe("the operator's hint (admin area only)", () => {
	it("names the settings that cover the world while only the catalog runs", () => {
		expect(placesProviderHint("catalog")).toEqual({
			label: `Places provider: built-in catalog (${CATALOG_DESTINATIONS.length} destinations).`,
			hint: expect.stringContaining("Set PLACES_PROVIDER=osm or GOOGLE_MAPS_API_KEY to cover the world."),
		});
		expect(placesProviderHint("catalog-osm").label).toContain("OpenStreetMap everywhere else");
		expect(placesProviderHint("osm").hint).toBeNull();
		expect(placesProviderHint("google").hint).toBeNull();
	});
});
