import { describe, expect, it } from "vitest";
import { openDuring, placeFacts } from "../../worker/services/guide/facts/place-facts";
import { monthsBetween, openMonthsOf, visitMinutes } from "../../worker/services/guide/facts/reading";
import { catalogPlace } from "./catalog-place";

const facts = (slug: string) => placeFacts(catalogPlace(slug));

describe("place facts read from real catalog entries", () => {
	it("the Natural History Museum: free, booking recommended with the writers' sentence, two to three hours, step-free, busy", () => {
		const nhm = facts("london-natural-history-museum");
		expect(nhm).toMatchObject({ indoor: true, outdoor: false, free: true, price: "Free", booking: "recommended" });
		expect(nhm.sentences.booking).toBe("Plan two to three hours and book a free timed entry slot in peak seasons.");
		expect(nhm.visitMinutes).toEqual([120, 180]);
		expect(nhm).toMatchObject({ stepFree: true, stroller: true, crowded: true, ages: [3, 18] });
		expect(nhm.sentences.crowded).toContain("gets very busy on weekends");
		// The roaring T. rex is a startle for a noise-scared toddler; the museum's crowds are not noise.
		expect(nhm.loud).toBe(true);
		expect(nhm.sentences.loud).toContain("T. rex that roars");
		expect(nhm.toilets).toBeNull();
		expect(nhm.babyChanging).toBeNull();
		expect(nhm.website).toBe("https://www.nhm.ac.uk");
	});

	it("the Rainforest Cafe is loud (thunder inside, 'It's loud'); the Diana playground is busy, not loud", () => {
		const cafe = facts("london-rainforest-cafe");
		expect(cafe.loud).toBe(true);
		expect(cafe.sentences.loud).toMatch(/It's loud|thunderstorms/);
		expect(cafe.food).toBe(true);
		const playground = facts("london-diana-memorial-playground");
		expect(playground.loud).toBe(false);
		expect(playground.crowded).toBe(true);
	});

	it("the Serpentine Lido opens for the summer season only: closed in April, open in July", () => {
		const lido = facts("london-serpentine-lido");
		expect(lido.seasonal).toBe("It opens for the summer season only; check dates before you go.");
		expect(lido.openMonths).toEqual([5, 6, 7, 8, 9]);
		expect(openDuring(lido, "2027-04-03", "2027-04-08")).toBe(false);
		expect(openDuring(lido, "2027-07-20", "2027-07-25")).toBe(true);
		// Year-round for all the catalog says: not known rather than a guess.
		expect(openDuring(facts("london-natural-history-museum"), "2027-04-03", "2027-04-08")).toBeNull();
	});

	it("national-park seasons: open spring through fall, open only in summer, a road closed in winter", () => {
		// "Open spring through fall": closed by November.
		expect(facts("acadia-hulls-cove-visitor-center").openMonths).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
		expect(openDuring(facts("acadia-hulls-cove-visitor-center"), "2027-11-05", "2027-11-09")).toBe(false);
		const alpine = facts("rocky-mountain-alpine-visitor-center");
		// "roughly Memorial Day to mid-October".
		expect(alpine.openMonths).toEqual([5, 6, 7, 8, 9, 10]);
		expect(alpine).toMatchObject({ free: true, price: "Free with park entry" });
		expect(openDuring(alpine, "2027-01-10", "2027-01-14")).toBe(false);
		const kuwohi = facts("great-smoky-mountains-kuwohi");
		expect(kuwohi.sentences.seasonal).toContain("closed in winter");
		expect(openDuring(kuwohi, "2026-12-28", "2027-01-03")).toBe(false);
		expect(openDuring(facts("san-diego-flower-fields"), "2027-03-20", "2027-03-25")).toBe(true);
	});

	it("a seasonal part of a place ('seasonal fruit', 'a seasonal ice rink') does not make the place seasonal", () => {
		expect(facts("london-gelupo").seasonal).toBeNull();
		expect(facts("san-diego-hotel-del-coronado").sentences.seasonal).toBeUndefined();
		// Open in summer and in winter is no summer-only lodge.
		expect(facts("yellowstone-old-faithful-snow-lodge").openMonths).toBeNull();
	});

	it("Paris: the Louvre is free for under-18s but everyone needs a timed reservation; the Orsay takes ninety minutes", () => {
		const louvre = facts("paris-musee-du-louvre");
		expect(louvre).toMatchObject({ free: false, price: "Free for under-18s", booking: "required" });
		expect(louvre.sentences.booking).toContain("everyone needs a timed reservation");
		expect(facts("paris-musee-dorsay").visitMinutes).toEqual([90, 90]);
	});

	it("New York: the zoo takes one and a half to two hours; the Met lets children under 12 in free; Katz's is noisy", () => {
		expect(facts("new-york-central-park-zoo").visitMinutes).toEqual([90, 120]);
		expect(facts("new-york-the-metropolitan-museum-of-art").price).toBe("Children under 12 go free");
		expect(facts("new-york-katzs-delicatessen")).toMatchObject({ loud: true, free: false, price: "$$", food: true });
	});

	it("booking required, walk-in, toilets, a stroller that has to stay outside", () => {
		expect(facts("washington-dc-national-childrens-museum").booking).toBe("required");
		expect(facts("london-sky-garden")).toMatchObject({ free: true, booking: "required" });
		const padella = facts("london-padella");
		expect(padella).toMatchObject({ booking: null, walkIn: true, crowded: true });
		expect(padella.sentences.booking).toContain("It does not take bookings");
		const hyde = facts("london-hyde-park");
		expect(hyde.toilets).toBe(true);
		expect(hyde.sentences.toilets).toContain("Toilets and cafés are dotted around");
		const tower = facts("london-tower-of-london");
		expect(tower.stroller).toBe(false);
		expect(tower.sentences.stroller).toContain("carrier easier than a stroller");
	});

	it("step-free is not 'free'; a children-only park reserved for children needs no booking", () => {
		expect(facts("london-london-eye").free).toBeNull();
		expect(facts("london-london-eye").stepFree).toBe(true);
		expect(facts("london-corams-fields")).toMatchObject({ free: true, booking: null, visitMinutes: null });
	});

	it("quiet and calm, read from the writers' words; a calmer morning alone is no quiet place", () => {
		expect(facts("london-holland-park")).toMatchObject({ quiet: true, crowded: false });
		expect(facts("london-covent-garden").quiet).toBe(false);
		expect(facts("acadia-wendell-gilley-museum").quiet).toBe(true);
	});

	it("Google's fields: opening hours, price level and a closed business", () => {
		const place = {
			...catalogPlace("london-padella"),
			openingHours: ["Monday: 12:00 – 10:00 PM"],
			businessStatus: "CLOSED_PERMANENTLY",
		};
		const read = placeFacts(place);
		expect(read.openingHours).toEqual(["Monday: 12:00 – 10:00 PM"]);
		expect(read.closed).toBe("permanently");
		expect(placeFacts({ ...place, priceLevel: 0, tags: [] }).free).toBe(true);
		expect(openDuring(facts("washington-dc-lincoln-memorial"), "2027-01-02", "2027-01-04")).toBe(true);
		expect(openDuring(read, "2027-04-01", "2027-04-05")).toBe(false);
	});
});

describe("the readings of the writers' English", () => {
	it("visit lengths, not travel times", () => {
		const minutes = (sentence: string) => visitMinutes([sentence])?.minutes ?? null;
		expect(minutes("Plan two to three hours.")).toEqual([120, 180]);
		expect(minutes("About an hour.")).toEqual([60, 60]);
		expect(minutes("Plan half a day and book timed mansion tours online.")).toEqual([180, 300]);
		expect(minutes("A calm 20-minute visit that pairs well with the museum.")).toEqual([20, 20]);
		expect(minutes("About 45 minutes north of Orlando.")).toBeNull();
		expect(minutes("Cody is about an hour's drive from the East Entrance.")).toBeNull();
		expect(minutes("Free, and a perfect break after the British Museum, ten minutes' walk away.")).toBeNull();
	});

	it("months from seasons and month names", () => {
		expect(openMonthsOf("Summer only, with reservations required.")).toEqual([5, 6, 7, 8, 9]);
		expect(openMonthsOf("The cafe is open from May to September.")).toEqual([5, 6, 7, 8, 9]);
		expect(openMonthsOf("Open November through March.")).toEqual([11, 12, 1, 2, 3]);
		expect(openMonthsOf("Seasonal hours vary.")).toBeNull();
		expect(monthsBetween("2026-12-28", "2027-01-03")).toEqual([12, 1]);
		expect(monthsBetween("bad", "2027-01-03")).toBeNull();
	});
});
