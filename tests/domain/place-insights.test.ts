import { describe, expect, it } from "vitest";
import type { FieldNote } from "../../domain/place/place";
import { mergeFieldNotes } from "../../domain/place/place";
import {
	ageFitSentence,
	ageNote,
	cleanPlaceSummary,
	composePlaceSummary,
	composeSaveFollowUp,
	FAMILY_SUMMARY_MAX,
	guideFieldNotes,
	listAges,
	localityOf,
	PITHY_SUMMARY_MAX,
	placeTypeLabel,
} from "../../worker/providers/llm/offline/place-insights";

const note = (type: string, author: FieldNote["author"], text = `${author} on ${type}`): FieldNote => ({
	type,
	note: text,
	author,
});

describe("mergeFieldNotes", () => {
	it("keeps one note per type, User before Reviewer before Guide AI", () => {
		const merged = mergeFieldNotes([
			note("tip", "Guide AI"),
			note("tip", "Reviewer"),
			note("age", "Guide AI"),
			note("tip", "User"),
			note("access", "Reviewer"),
		]);
		expect(merged).toEqual([note("tip", "User"), note("access", "Reviewer"), note("age", "Guide AI")]);
	});

	it("shows at most 3; among equal authors the first given wins; blank notes are ignored", () => {
		const merged = mergeFieldNotes([
			note("tip", "Guide AI", "first"),
			note("tip", "Guide AI", "second"),
			note("age", "Guide AI"),
			note("access", "Guide AI"),
			note("food", "Guide AI"),
			note("parking", "User", "  "),
		]);
		expect(merged.map((n) => n.type)).toEqual(["tip", "age", "access"]);
		expect(merged[0]?.note).toBe("first");
		expect(mergeFieldNotes([])).toEqual([]);
		expect(mergeFieldNotes([note("Tip", "Guide AI"), note("tip", "User")])).toEqual([note("tip", "User")]);
	});
});

describe("guideFieldNotes", () => {
	it("derives a tip, the ages and access from tags and types, authored by the Guide AI", () => {
		expect(
			guideFieldNotes({
				name: "Museum",
				types: ["museum"],
				tags: ["indoor", "stroller-friendly", "accessible"],
				ages: [4, 12],
			}),
		).toEqual([
			{ type: "tip", note: "Arrive at opening: the first hour is the calmest", author: "Guide AI" },
			{ type: "age", note: "Best for ages 4–12", author: "Guide AI" },
			{ type: "access", note: "Stroller-friendly and step-free", author: "Guide AI" },
		]);
	});

	it("picks the most useful tip first: bookings, seasons, crowds, picnics, price", () => {
		const tip = (types: string[], tags: string[], priceLevel?: number) =>
			guideFieldNotes({ name: "x", types, tags, priceLevel }).find((n) => n.type === "tip")?.note;
		expect(tip(["zoo"], ["reservations", "seasonal"])).toMatch(/^Book ahead/);
		expect(tip(["park"], ["seasonal"])).toMatch(/^Seasonal/);
		expect(tip(["park"], ["picnic"])).toMatch(/^Pack a picnic/);
		expect(tip(["park"], ["free"])).toMatch(/^Free to visit/);
		expect(tip(["park"], [], 0)).toMatch(/^Free to visit/);
		expect(tip(["natural_feature"], ["free-with-park-entry"])).toBe("Included with park entry");
		expect(tip(["store"], ["indoor"])).toBe("A good rainy-day backup");
		expect(tip(["restaurant"], [])).toMatch(/^Go early/);
		expect(tip(["store"], [])).toBeUndefined();
	});

	it("says nothing it cannot know: no tags, no ages, no telling type → no notes", () => {
		expect(guideFieldNotes({ name: "x", types: ["store"] })).toEqual([]);
		expect(guideFieldNotes({ name: "x", types: ["hiking_area"] })).toEqual([
			{ type: "access", note: "Uneven ground: bring a carrier for little ones", author: "Guide AI" },
		]);
	});
});

describe("ages", () => {
	it("ageNote covers all ages, open ends and ranges", () => {
		expect(ageNote([0, 18])).toBe("Fun for all ages, babies to teens");
		expect(ageNote([0, 8])).toBe("Best for kids up to 8");
		expect(ageNote([6, 18])).toBe("Best from age 6 up");
		expect(ageNote([4, 12])).toBe("Best for ages 4–12");
		expect(ageNote(null)).toBeNull();
		expect(ageNote([3])).toBeNull();
	});

	it("listAges sorts and joins", () => {
		expect(listAges([9, 4])).toBe("4 and 9");
		expect(listAges([11, 3, 6, 6])).toBe("3, 6 and 11");
		expect(listAges([7])).toBe("7");
		expect(listAges([])).toBe("");
	});

	it("ageFitSentence compares the kids with the place's ages", () => {
		expect(ageFitSentence([4, 12], [6])).toBe("At 6, your child is right in its sweet spot (ages 4–12).");
		expect(ageFitSentence([4, 12], [5, 9])).toBe("Your kids (5 and 9) are all in its sweet spot (ages 4–12).");
		expect(ageFitSentence([0, 18], [2, 15])).toContain("(all ages)");
		expect(ageFitSentence([4, 12], [2])).toContain("your 2-year-old may need a carrier");
		expect(ageFitSentence([4, 12], [14])).toContain("your 14-year-old may find it young");
		expect(ageFitSentence([4, 12], [8, 14])).toContain("your 14-year-old can help the younger ones");
		expect(ageFitSentence([4, 12], [2, 14])).toContain("2-year-old");
		expect(ageFitSentence([4, 12], [])).toBeNull();
		expect(ageFitSentence(null, [5])).toBeNull();
	});
});

describe("composePlaceSummary (offline Family Lens)", () => {
	const catalog = {
		name: "Science Museum",
		address: "Exhibition Rd, South Kensington, London SW7 2DD, UK",
		types: ["museum"],
		tags: ["indoor", "free"],
		ages: [3, 14] as [number, number],
		familySummary: "Seven floors of hands-on science, with Wonderlab at the top",
		pithySummary: "Hands-on science on seven floors.",
	};

	it("keeps a catalog summary as written and adds how it fits these kids", () => {
		const plain = composePlaceSummary(catalog);
		expect(plain).toEqual({
			familySummary: "Seven floors of hands-on science, with Wonderlab at the top.",
			pithySummary: "Hands-on science on seven floors.",
		});
		const toddler = composePlaceSummary(catalog, [2]);
		const family = composePlaceSummary(catalog, [5, 9]);
		const teen = composePlaceSummary(catalog, [16]);
		expect(toddler.familySummary).toMatch(/^Seven floors of hands-on science, with Wonderlab at the top\. /);
		expect(toddler.familySummary).toContain("2-year-old");
		expect(family.familySummary).toContain("5 and 9");
		expect(teen.familySummary).toContain("16-year-old");
		expect(new Set([toddler, family, teen].map((s) => s.familySummary)).size).toBe(3);
	});

	it("composes one for a provider place from its type, area, description and the kids' band", () => {
		const place = {
			name: "Coram's Fields",
			address: "93 Guilford St, Bloomsbury, London WC1N 1DN, UK",
			types: ["playground", "park"],
		};
		const little = composePlaceSummary(place, [2, 4]);
		expect(little.familySummary).toMatch(/^Coram's Fields is a playground in Bloomsbury\. /);
		expect(little.familySummary).toMatch(/toddler section/);
		expect(little.pithySummary).toBe("Playground in Bloomsbury: swings, slides and room to burn off energy.");
		const older = composePlaceSummary(place, [10, 12]);
		expect(older.familySummary).toMatch(/Older kids/);
		expect(older.familySummary).not.toEqual(little.familySummary);
		// The same inputs always give the same words.
		expect(composePlaceSummary(place, [2, 4])).toEqual(little);

		const described = composePlaceSummary({
			name: "Tate Modern",
			types: ["art_gallery"],
			editorialSummary: "Modern art in a former power station",
		});
		expect(described.familySummary).toMatch(/^Modern art in a former power station\. /);
		expect(described.pithySummary).toBe("Art gallery: exhibits to explore, best with a family trail.");
		expect(composePlaceSummary({ name: "Odd Place", types: [] }).familySummary).toMatch(/^Odd Place is a spot\./);
	});

	it("its ideas follow the place's kind in the vocabulary: a national park is for walkers, a visitor center a sight", () => {
		const summary = (types: string[]) => composePlaceSummary({ name: "X", types }, [7]).familySummary;
		expect(summary(["national_park"])).toContain("Pick a trail of a few miles");
		expect(summary(["point_of_interest", "hiking_area"])).toContain("Pick a trail of a few miles");
		expect(summary(["visitor_center"])).toContain("Go early to beat the queues");
		expect(summary(["planetarium"])).toContain("Ask at the entrance for a trail");
		expect(summary(["tea_house"])).toContain("A sweet stop");
		expect(summary(["church"])).toMatch(/^X is a church\. Worth a stop/);
	});

	it("cleans a model's answer: labels, markdown, emoji, quotes, limits", () => {
		expect(
			cleanPlaceSummary({
				familySummary: '**Great** for kids 🎉. "Go early."',
				pithySummary: '"Pithy summary: Dinosaurs and more!"',
			}),
		).toEqual({ familySummary: 'Great for kids. "Go early."', pithySummary: "Dinosaurs and more!" });
		const long = cleanPlaceSummary({ familySummary: "A sentence here. ".repeat(100), pithySummary: "x ".repeat(200) });
		expect(long?.familySummary.length).toBeLessThanOrEqual(FAMILY_SUMMARY_MAX);
		expect(long?.familySummary).toMatch(/\.$/);
		expect(long?.pithySummary.length).toBeLessThanOrEqual(PITHY_SUMMARY_MAX);
		expect(cleanPlaceSummary({ familySummary: "ok" })).toBeNull();
		expect(cleanPlaceSummary({ familySummary: "  ", pithySummary: "x" })).toBeNull();
	});
});

describe("composeSaveFollowUp", () => {
	it("names the place and suggests a next step that fits it", () => {
		const museum = composeSaveFollowUp({ googlePlaceId: "cat:a", name: "British Museum", types: ["museum"] }, [3, 7]);
		expect(museum).toContain("British Museum");
		expect(museum).toMatch(/playground/);
		expect(museum).toMatch(/\?$/);
		const museumOlder = composeSaveFollowUp(
			{ googlePlaceId: "cat:a", name: "British Museum", types: ["museum"] },
			[12],
		);
		expect(museumOlder).toMatch(/lunch/);
		const food = composeSaveFollowUp({ googlePlaceId: "cat:b", name: "Dishoom", types: ["restaurant"] });
		expect(food).toMatch(/playground or park/);
		const hotel = composeSaveFollowUp({ googlePlaceId: "cat:c", name: "The Zetter", types: ["hotel"] });
		expect(hotel).toMatch(/walking distance/);
		expect(composeSaveFollowUp({ googlePlaceId: "x", name: "Y", types: [] })).toMatch(/add it to a path\?$/);
	});
});

describe("labels, areas and covers", () => {
	it("placeTypeLabel reads the first known type", () => {
		expect(placeTypeLabel(["point_of_interest", "ice_cream_shop"])).toBe("ice-cream shop");
		expect(placeTypeLabel(["cafe"])).toBe("café");
		expect(placeTypeLabel([])).toBe("spot");
	});

	it("localityOf takes the area before the city line, skipping streets and postcodes", () => {
		expect(localityOf("Cromwell Rd, South Kensington, London SW7 5BD, UK")).toBe("South Kensington");
		expect(localityOf("1 Main St, Springfield, IL 62701, USA")).toBe("Springfield");
		expect(localityOf("1 Main St, 62701, USA")).toBeNull();
		expect(localityOf("London, UK")).toBeNull();
		expect(localityOf(null)).toBeNull();
	});
});
