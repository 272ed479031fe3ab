import { describe, expect, it } from "vitest";
import { askOf, emptyAsk } from "../../domain/guide/ask";
import { askChips, withoutChip } from "../../domain/guide/ask-chips";

const labels = (input: Parameters<typeof askOf>[0]) => askChips(askOf(input)).map((chip) => chip.label);

describe("askChips", () => {
	it("has no chip for a fresh chat or an ask that says nothing", () => {
		expect(askChips(null)).toEqual([]);
		expect(askChips(emptyAsk("find"))).toEqual([]);
		expect(
			askChips(askOf({ intent: "about", places: [{ name: "Tower of London" }], question: { form: "yes-no" } })),
		).toEqual([]);
	});

	it("shows each filter in words a parent reads", () => {
		expect(
			labels({
				intent: "find",
				setting: "indoor",
				needs: ["not-loud"],
				price: { free: true },
				avoidKinds: ["museum"],
				who: { group: "teens" },
				where: { near: { kind: "area", name: "South Kensington" } },
			}),
		).toEqual(["indoors", "free", "not loud", "not museums", "for the teens", "near South Kensington"]);
	});

	it("reads a rainy day as indoors, and other weather as its own chip", () => {
		expect(labels({ intent: "find", weather: "rain" })).toEqual(["indoors"]);
		expect(labels({ intent: "find", weather: "rain", setting: "outdoor" })).toEqual(["outdoors"]);
		expect(labels({ intent: "find", weather: "heat" })).toEqual(["hot day"]);
	});

	it("names distance, time, price limits, ages and places left out", () => {
		expect(
			labels({
				intent: "find",
				price: { max: 15 },
				who: { ages: [4, 9] },
				where: { withinMinutes: 20, mode: "walk", close: true },
				meal: "lunch",
				food: ["pizza"],
				timeOfDay: "afternoon",
				trailKm: 3,
				exclude: [{ name: "the zoo", id: "zoo-1" }],
			}),
		).toEqual([
			"up to 15 a head",
			"for ages 4 and 9",
			"within 20 min on foot",
			"close by",
			"lunch",
			"pizza",
			"afternoon",
			"trails up to 3 km",
			"not the zoo",
		]);
	});

	it("shows quiet beside 'not loud' as one chip, whose removal takes both", () => {
		const ask = askOf({ intent: "find", needs: ["not-loud", "quiet", "stroller"] });
		expect(askChips(ask).map((chip) => chip.label)).toEqual(["not loud", "stroller-friendly"]);
		expect(withoutChip(ask, "need:not-loud").needs).toEqual(["stroller"]);
		expect(labels({ intent: "find", needs: ["quiet"] })).toEqual(["quiet"]);
	});

	it("gives every chip its own key", () => {
		const chips = askChips(
			askOf({ intent: "find", needs: ["not-loud", "stroller"], kinds: ["museum", "park"], avoidKinds: ["zoo"] }),
		);
		expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
	});
});

describe("withoutChip", () => {
	const rainy = askOf({
		intent: "find",
		setting: "indoor",
		weather: "rain",
		needs: ["not-loud", "stroller"],
		avoidKinds: ["museum", "zoo"],
		where: { near: { kind: "stay" }, withinMinutes: 15, mode: "walk" },
		exclude: [{ name: "Science Museum", id: "sci-1" }],
	});

	it("takes away exactly the chip's filter", () => {
		const quieter = withoutChip(rainy, "need:not-loud");
		expect(quieter.needs).toEqual(["stroller"]);
		expect(askChips(quieter).map((chip) => chip.label)).not.toContain("not loud");
		expect(quieter.setting).toBe("indoor");
		expect(quieter.avoidKinds).toEqual(["museum", "zoo"]);

		const museums = withoutChip(rainy, "avoid:museum");
		expect(museums.avoidKinds).toEqual(["zoo"]);

		const anywhere = withoutChip(rainy, "near");
		expect(anywhere.where).toEqual({ near: null, withinMinutes: 15, mode: "walk", close: false });

		const farther = withoutChip(rainy, "within");
		expect(farther.where.withinMinutes).toBeNull();
		expect(farther.where.mode).toBeNull();

		expect(withoutChip(rainy, "exclude:sci-1").exclude).toEqual([]);
	});

	it("removes the rain with indoors, so nothing keeps asking for a roof", () => {
		const open = withoutChip(rainy, "setting");
		expect(open.setting).toBeNull();
		expect(open.weather).toBeNull();
		expect(askChips(open).map((chip) => chip.key)).not.toContain("setting");
	});

	it("leaves the ask as it was for a key it does not have", () => {
		expect(withoutChip(rainy, "need:dogs")).toEqual(rainy);
		expect(withoutChip(rainy, "price")).toEqual(rainy);
		expect(withoutChip(rainy, "")).toEqual(rainy);
	});

	it("removes every chip one by one down to an ask with none", () => {
		let ask = rainy;
		for (const chip of askChips(rainy)) ask = withoutChip(ask, chip.key);
		expect(askChips(ask)).toEqual([]);
		expect(ask.intent).toBe("find");
	});
});
