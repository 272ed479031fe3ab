import { beforeAll, describe, expect, it, vi } from "vitest";
import type { GuideChatMessage } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { EstimateRoutesProvider } from "../../worker/providers/routes/estimate";

import type { GuideContext } from "../../worker/services/guide/types";
import {
	answerAsTheTurn,
	askAboutPlace,
	catalogPlaces,
	insertQuestionPlaces,
	questionContext,
} from "./fixtures/place-questions";

/**
 * Questions about one place beyond its own facts: how far and how long by car or on foot (from
 * another place, where the family stays or the destination's centre), other destinations, the
 * family's saved places and "is it free?" after an answer about one place.
 */

beforeAll(insertQuestionPlaces);

describe("other destinations", () => {
	const at = (location: string, latitude: number, longitude: number): Partial<GuideContext> => ({
		location,
		center: { latitude, longitude },
		adventureCenter: { latitude, longitude },
	});

	it.each<[string, Partial<GuideContext>, RegExp]>([
		[
			"is the Met free?",
			at("New York, NY", 40.7128, -74.006),
			/^Partly — at the Metropolitan Museum of Art, children under 12 go free; others pay\./,
		],
		[
			"how far is the empire state building from the met by subway",
			at("New York, NY", 40.7128, -74.006),
			/^The Empire State Building is [\d.]+ km from the Metropolitan Museum of Art in a straight line\. By public transport: about \d+ min/,
		],
		[
			"when is the alpine visitor center open",
			{
				...at("Rocky Mountain National Park", 40.3428, -105.6836),
				tripDates: { start: "2027-01-05", end: "2027-01-10" },
			},
			/^No — the Alpine Visitor Center is likely closed on your trip's dates: it's seasonal\..*roughly Memorial Day to mid-October/s,
		],
	])("%s", async (message, fields, expected) => {
		expect((await askAboutPlace(message, fields)).content).toMatch(expected);
	});
});

describe("how far, and how long by car or on foot", () => {
	it("between two named places, by the modes asked", async () => {
		const response = await askAboutPlace(
			"how far is the Science Museum from the Tower of London, and how long by car / on foot?",
		);
		expect(response.content).toMatch(/^The Science Museum is \d+\.\d km from the Tower of London in a straight line\./);
		expect(response.content).toMatch(
			/By car: about \d+ min \([\d.]+ km\)\. On foot: about \d+ min at a \d+-year-old's pace \([\d.]+ km\)\./,
		);
		expect(response.content).toContain("estimated from the distance");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Science Museum"]);
	});

	it("from where the family stays, and honest when it isn't set", async () => {
		const stay = { label: "our flat in South Kensington", point: { latitude: 51.4941, longitude: -0.1738 } };
		const set = await askAboutPlace("how far is the natural history museum from where we're staying? can we walk", {
			stay,
		});
		expect(set.content).toMatch(
			/^The Natural History Museum is \d+ m from our flat in South Kensington in a straight line\./,
		);
		expect(set.content).toMatch(/On foot: about \d+ min/);
		const unset = await askAboutPlace("how far is the british museum from our hotel");
		expect(unset.content).toContain("1.3 km from the centre of London");
		expect(unset.content).toContain("You haven't set where you're staying yet");
	});

	it("an origin the catalog doesn't know is said; stray words are not", async () => {
		const origin = await askAboutPlace("how far is the London Eye from Blorpington Station?");
		expect(origin.content).toMatch(/^The London Eye is [\d.]+ k?m from the centre of London in a straight line\./);
		expect(origin.content).toContain(
			"I couldn't find “Blorpington Station” by that name, so I measured from elsewhere.",
		);
		const stray = await askAboutPlace("do we need to book Hamleys? It's Dad's birthday");
		expect(stray.content).not.toContain("couldn't find");
		expect(stray.suggestions.map((place) => place.name)).toEqual(["Hamleys"]);
	});

	it("without a routes provider: the straight line only, and says why", async () => {
		const response = await askAboutPlace(
			"how long to walk from the natural history museum to the science museum",
			{},
			false,
		);
		expect(response.content).toMatch(
			/^The Science Museum is \d+ m from the Natural History Museum in a straight line\./,
		);
		expect(response.content).toContain("I can't look up travel times right now");
	});

	it("a route that fails is said, not invented", async () => {
		const routes = new EstimateRoutesProvider();
		vi.spyOn(routes, "legs").mockRejectedValue(new Error("down"));
		const answer = await answerAsTheTurn(questionContext("how long to drive to legoland?"), {
			places: catalogPlaces(),
			routes,
			status: () => undefined,
		});
		expect(answer?.response.content).toMatch(/^LEGOLAND Windsor Resort is \d+\.\d km from the centre of London/);
		expect(answer?.response.content).toContain("By car: I couldn't get a route just now.");
	});
});

describe("the family's places and the conversation", () => {
	const saved = (fields: Partial<Place>): Place => ({
		googlePlaceId: "ChIJ-saved-nhm",
		name: "Natural History Museum",
		latitude: 51.4967,
		longitude: -0.1764,
		address: "Cromwell Rd, London",
		rating: 4.7,
		userRatingCount: 80000,
		priceLevel: null,
		types: ["museum"],
		category: "museum" as Place["category"],
		photoUrl: null,
		photoUrls: [],
		website: "https://www.nhm.ac.uk",
		phoneNumber: null,
		openingHours: ["Monday: 10:00 AM – 5:50 PM", "Tuesday: 10:00 AM – 5:50 PM"],
		familySummary: null,
		pithySummary: null,
		whyKidsLoveIt: null,
		summaryGenerated: false,
		editorialSummary: null,
		businessStatus: "OPERATIONAL",
		fieldNotes: [],
		ages: null,
		tags: [],
		source: "google",
		isValidated: true,
		...fields,
	});

	it("a saved place is found first, and Google's opening hours answer 'when does it open'", async () => {
		const response = await askAboutPlace("when does the NHM open on monday?", { savedPlaces: [saved({})] });
		expect(response.content).toBe(
			"Opening hours of the Natural History Museum: Monday: 10:00 AM – 5:50 PM; Tuesday: 10:00 AM – 5:50 PM.",
		);
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual(["ChIJ-saved-nhm"]);
	});

	it("'is it free?' right after an answer about one place is about that place", async () => {
		const history: GuideChatMessage[] = [
			{ role: "user", content: "how long at the british museum?" },
			{
				role: "assistant",
				content: "Plan about 90 minutes…",
				suggestions: [saved({ name: "British Museum", googlePlaceId: "cat:london-british-museum", tags: ["free"] })],
			},
		];
		const response = await askAboutPlace("is it free?", { history });
		expect(response.content).toMatch(/^Yes — the British Museum is free\./);
	});

	it("a place closed for good says so", async () => {
		const response = await askAboutPlace("what time does the NHM open", {
			savedPlaces: [saved({ businessStatus: "CLOSED_PERMANENTLY" })],
		});
		expect(response.content).toBe("The Natural History Museum has closed for good, as far as the listing says.");
	});
});
