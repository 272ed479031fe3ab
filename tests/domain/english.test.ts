import { describe, expect, it } from "vitest";
import {
	capitalize,
	clampSentences,
	digitsForAgeWords,
	listPhrase,
	numberFromWord,
	pick,
	plural,
	sentence,
	singular,
} from "../../domain/english";

describe("English helpers", () => {
	it("lists: 'a', 'a and b', 'a, b and c'", () => {
		expect(listPhrase([])).toBe("");
		expect(listPhrase(["parks"])).toBe("parks");
		expect(listPhrase(["parks", "museums"])).toBe("parks and museums");
		expect(listPhrase(["3", "6", "11"])).toBe("3, 6 and 11");
	});

	it("counts: one, many, an irregular many, thousands with a comma", () => {
		expect(plural(1, "stop")).toBe("1 stop");
		expect(plural(0, "stop")).toBe("0 stops");
		expect(plural(2, "person", "people")).toBe("2 people");
		expect(plural(1204, "request")).toBe("1,204 requests");
	});

	it("picks the same wording for the same seed and salt, and varies with them", () => {
		const options = ["a", "b", "c", "d", "e", "f", "g"];
		expect(pick(options, "london")).toBe(pick(options, "london"));
		const seeds = ["london", "paris", "rome", "tokyo", "yellowstone", "oslo", "lima"];
		expect(new Set(seeds.map((seed) => pick(options, seed))).size).toBeGreaterThan(1);
		expect(new Set(seeds.map((seed) => pick(options, "london", seed))).size).toBeGreaterThan(1);
		expect(() => pick([], "x")).toThrow();
	});

	it("singular words for matching, sentence case and full stops, whole sentences when cut", () => {
		expect(["museums", "galleries", "beaches", "glass", "bus"].map(singular)).toEqual([
			"museum",
			"gallery",
			"beach",
			"glass",
			"bus",
		]);
		expect(capitalize("museum")).toBe("Museum");
		expect(sentence(" Free entry ")).toBe("Free entry.");
		expect(sentence("Book ahead!")).toBe("Book ahead!");
		expect(clampSentences("One two. Three four five six.", 12)).toBe("One two.");
	});
});

describe("numbers written as words", () => {
	it("reads one to ninety, with or without a hyphen", () => {
		expect(numberFromWord("three")).toBe(3);
		expect(numberFromWord("Forty-five")).toBe(45);
		expect(numberFromWord("forty five")).toBe(45);
		expect(numberFromWord("a")).toBeUndefined();
	});

	it("writes ages as digits and leaves other number words alone", () => {
		expect(digitsForAgeWords("our two-year-old and a seven yr old")).toBe("our 2-year-old and a 7 yr old");
		expect(digitsForAgeWords("the little one (2) and one more idea")).toBe("the little one (2) and one more idea");
	});
});
