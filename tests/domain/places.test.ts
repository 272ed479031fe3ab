import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
	coverFor,
	coverUrl,
	DESTINATION_COVERS,
	destinationScore,
	destinationSecondaryText,
	ftsPrefixQuery,
	GOOGLE_PHOTO_NAME_PATTERN,
	placeDetailsQuerySchema,
	placePhotoQuerySchema,
	placesAutocompleteQuerySchema,
	rankDestinations,
	searchTokens,
} from "../../domain/place/destination";
import { foldText } from "../../domain/text";

const root = path.resolve(import.meta.dirname, "../..");

describe("search text", () => {
	it("folds case and diacritics like unicode61 remove_diacritics 2", () => {
		expect(foldText("Zürich")).toBe("zurich");
		expect(foldText("SÃO PAULO")).toBe("sao paulo");
		expect(foldText("Haleakalā Côte d'Azur")).toBe("haleakala cote d'azur");
	});

	it("splits into words of letters and digits", () => {
		expect(searchTokens("  San-Diego,  CA ")).toEqual(["san", "diego", "ca"]);
		expect(searchTokens("Martha's Vineyard")).toEqual(["martha", "s", "vineyard"]);
		expect(searchTokens("*** ()")).toEqual([]);
		expect(searchTokens("Uluṟu 66")).toEqual(["uluru", "66"]);
	});
});

describe("ftsPrefixQuery", () => {
	it("makes every word a quoted prefix term", () => {
		expect(ftsPrefixQuery("yellowst")).toBe('"yellowst"*');
		expect(ftsPrefixQuery("San Die")).toBe('"san"* "die"*');
		expect(ftsPrefixQuery("san d")).toBe('"san"* "d"*');
		expect(ftsPrefixQuery("Zür")).toBe('"zur"*');
	});

	it("leaves no FTS5 syntax from the input: quotes, operators, column filters, stars", () => {
		expect(ftsPrefixQuery('lond" OR name:*')).toBe('"lond"* "or"* "name"*');
		expect(ftsPrefixQuery("NEAR(a b) AND -c ^d {x}:y")).toBe('"near"* "a"* "b"* "and"* "c"* "d"*');
		for (const text of ['a"b"c', "((((", "x' OR 1=1 --", "\\u0022 ; DROP"]) {
			const query = ftsPrefixQuery(text);
			if (query === null) continue;
			// Only quoted runs of letters/digits, each followed by a star.
			expect(query).toMatch(/^"[\p{L}\p{N}]+"\*( "[\p{L}\p{N}]+"\*)*$/u);
		}
	});

	it("is null under 3 characters or without a word; at most 6 words", () => {
		expect(ftsPrefixQuery("lo")).toBeNull();
		expect(ftsPrefixQuery("  lo  ")).toBeNull();
		expect(ftsPrefixQuery("")).toBeNull();
		expect(ftsPrefixQuery("!!!")).toBeNull();
		expect(ftsPrefixQuery("a b c d e f g h")).toBe('"a"* "b"* "c"* "d"* "e"* "f"*');
	});
});

describe("ranking", () => {
	const c = (name: string, importance: number, bm25?: number) => ({ name, importance, bm25 });

	it("a national park outranks a small town with the same word", () => {
		const ranked = rankDestinations("yellowst", [c("West Yellowstone", 1339), c("Yellowstone National Park", 5e6)]);
		expect(ranked.map((r) => r.name)).toEqual(["Yellowstone National Park", "West Yellowstone"]);
	});

	it("population decides between equal names: London (GB) before London (Ontario)", () => {
		const ranked = rankDestinations("lond", [c("London", 346765), c("London", 7556900)]);
		expect(ranked.map((r) => r.importance)).toEqual([7556900, 346765]);
	});

	it("a name that starts with the typed text beats a bigger one whose words only start with its words", () => {
		expect(destinationScore("san d", c("San Diego", 1394928))).toBeGreaterThan(
			destinationScore("san d", c("Santo Domingo", 2201941)),
		);
		expect(destinationScore("san", c("San Diego", 1394928))).toBeGreaterThan(
			destinationScore("san", c("Santiago", 4837295)),
		);
	});

	it("matching the name beats matching only the region or country", () => {
		expect(destinationScore("califor", c("California", 3e6))).toBeGreaterThan(
			destinationScore("califor", c("Los Angeles", 3971883)),
		);
	});

	it("bm25 only breaks near-ties, and ties keep their order", () => {
		expect(destinationScore("paris", c("Paris", 1000, -5))).toBeGreaterThan(
			destinationScore("paris", c("Paris", 1000, -1)),
		);
		expect(destinationScore("paris", c("Paris", 1000, -100))).toBeLessThan(destinationScore("paris", c("Paris", 2000)));
		const a = c("Springfield", 100);
		const b = c("Springfield", 100);
		expect(rankDestinations("spring", [a, b])[0]).toBe(a);
	});
});

describe("covers", () => {
	it("every cover is an SVG shipped in web/public/covers, with no external reference or text", () => {
		for (const cover of DESTINATION_COVERS) {
			const file = path.join(root, "web/public", coverUrl(cover));
			expect(existsSync(file), file).toBe(true);
			const svg = readFileSync(file, "utf8");
			expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 600"/);
			expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
			expect(svg).not.toMatch(/<(text|image|script|foreignObject)\b/);
		}
	});

	it("national parks get the park scene unless they chose another", () => {
		expect(coverFor({ kind: "national_park", name: "Yellowstone National Park" })).toBe("national-park");
		expect(coverFor({ kind: "national_park", name: "Crater Lake National Park", photoKind: "lake" })).toBe("lake");
	});

	it("names decide for cities and regions without a choice; unknown choices are ignored", () => {
		expect(coverFor({ kind: "city", name: "Miami Beach" })).toBe("beach");
		expect(coverFor({ kind: "city", name: "Playa del Carmen" })).toBe("beach");
		expect(coverFor({ kind: "region", name: "Cape Cod" })).toBe("beach");
		expect(coverFor({ kind: "city", name: "South Lake Tahoe" })).toBe("lake");
		expect(coverFor({ kind: "city", name: "Niagara Falls" })).toBe("lake");
		expect(coverFor({ kind: "city", name: "Mount Shasta" })).toBe("mountains");
		expect(coverFor({ kind: "city", name: "Forest Hills" })).toBe("forest");
		expect(coverFor({ kind: "city", name: "London" })).toBe("city");
		expect(coverFor({ kind: "region", name: "Tuscany" })).toBe("region");
		expect(coverFor({ kind: "state", name: "Ohio" })).toBe("region");
		expect(coverFor({ kind: "city", name: "Denver", photoKind: "volcano" })).toBe("city");
		expect(coverUrl("beach")).toBe("/covers/beach.svg");
	});

	it("a seaside far from the tropics is a temperate coast, not a palm beach, even when it chose the beach", () => {
		expect(coverFor({ kind: "region", name: "Cornwall", photoKind: "beach", latitude: 50.45 })).toBe("coast");
		expect(coverFor({ kind: "region", name: "Cape Cod", latitude: 41.7 })).toBe("coast");
		expect(coverFor({ kind: "city", name: "Miami Beach", latitude: 25.79 })).toBe("beach");
		expect(coverFor({ kind: "city", name: "Playa del Carmen", latitude: 20.63 })).toBe("beach");
	});
});

describe("display text", () => {
	it("region and country, without repeating the name", () => {
		expect(destinationSecondaryText({ name: "San Diego", region: "California", countryName: "United States" })).toBe(
			"California, United States",
		);
		expect(destinationSecondaryText({ name: "Tuscany", region: "Tuscany", countryName: "Italy" })).toBe("Italy");
		expect(destinationSecondaryText({ name: "Santiago", region: null, countryName: "Chile" })).toBe("Chile");
	});
});

describe("query schemas", () => {
	it("autocomplete: trims, caps at 100 characters, optional locationSearch/location/sessionToken", () => {
		expect(placesAutocompleteQuerySchema.parse({ query: "  yellowst  ", locationSearch: "true" })).toEqual({
			query: "yellowst",
			locationSearch: "true",
		});
		expect(placesAutocompleteQuerySchema.safeParse({ query: "x".repeat(101) }).success).toBe(false);
		expect(placesAutocompleteQuerySchema.safeParse({ query: ` ${"x".repeat(100)} ` }).success).toBe(true);
		expect(placesAutocompleteQuerySchema.safeParse({}).error?.issues[0]?.message).toBe("Search text is required");
		expect(placesAutocompleteQuerySchema.safeParse({ query: "a", location: "44.6,-110.5" }).success).toBe(true);
		expect(placesAutocompleteQuerySchema.safeParse({ query: "a", sessionToken: "uuid-like_token-1" }).success).toBe(
			true,
		);
		expect(placesAutocompleteQuerySchema.safeParse({ query: "a", sessionToken: "no spaces" }).success).toBe(false);
	});

	it("details: catalog and Google ids, nothing with slashes or spaces", () => {
		for (const placeId of ["park:yell", "city:5391811", "region:lake-district", "ChIJN1t_tDeuEmsRUsoyG83frY4"]) {
			expect(placeDetailsQuerySchema.safeParse({ placeId }).success, placeId).toBe(true);
		}
		for (const placeId of ["", "../x", "a b", "places/abc", "x".repeat(301)]) {
			expect(placeDetailsQuerySchema.safeParse({ placeId }).success, placeId).toBe(false);
		}
	});

	it("photo: only `places/<id>/photos/<ref>`", () => {
		expect(GOOGLE_PHOTO_NAME_PATTERN.test("places/ChIJ123/photos/AdCG2D-_x")).toBe(true);
		for (const name of [
			"places/a/photos/b/media",
			"places/a/photos/",
			"/places/a/photos/b",
			"places/a/photos/b\n",
			"places/../photos/b",
		]) {
			expect(placePhotoQuerySchema.safeParse({ name }).success, name).toBe(false);
		}
	});
});
