import { beforeAll, describe, expect, it } from "vitest";
import { offlineGuide } from "../../worker/services/guide";

import { guidePlaceId } from "./fixtures/guide-places";
import {
	answerAsTheTurn,
	askAboutPlace,
	catalogPlaces,
	insertQuestionPlaces,
	questionContext,
} from "./fixtures/place-questions";

/**
 * Questions about one place, as parents write them (typos, initials, two questions in one), answered
 * from that place's facts against the real catalog: the answer names the place, leads with the
 * answer, quotes what the catalog's writers say and says plainly what is not known; the place is the
 * one card. Requests for places are left to the guide's search. Distances: guide-place-distances.test.ts.
 */

const NHM = guidePlaceId("london-natural-history-museum");
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

beforeAll(insertQuestionPlaces);

describe("questions about one place, answered from its facts", () => {
	it("'Is the Natural History Museum free? Do we need to book?': yes, free; booking with the writers' sentence", async () => {
		const response = await askAboutPlace("Is the Natural History Museum free? Do we need to book?");
		expect(response.content).toMatch(/^Yes — the Natural History Museum is free\./);
		expect(response.content).toContain("Booking: worth doing for the Natural History Museum.");
		expect(response.content).toContain("book a free timed entry slot in peak seasons");
		expect(response).toMatchObject({ state: "responding", isClarification: false, backupSuggestions: [] });
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM]);
	});

	it.each([
		[
			"How long at the NHM with a 3 year old?",
			/^Plan two to three hours at the Natural History Museum\..*With a 3-year-old, plan a break; the shorter end is plenty\..*roars/s,
		],
		["is the natual history musuem free", /^Yes — the Natural History Museum is free\./],
		[
			"whats the nhm's opening hours",
			/I don't have opening times for the Natural History Museum\. Check https:\/\/www\.nhm\.ac\.uk/,
		],
		["is the V&A free?", /^Yes — the Victoria and Albert Museum is free\./],
		[
			"do we need to book the sky garden",
			/^Booking: yes, book ahead for Sky Garden\..*you must book a timed slot online/s,
		],
		[
			"do u need tickets for the science museum",
			/Booking: worth doing for the Science Museum\..*book Wonderlab in advance/s,
		],
		["what time does the zoo open", /^I don't have opening times for ZSL London Zoo\. Check https:\/\/www\.zsl\.org/],
		["how much does the london zoo cost", /^I don't know whether ZSL London Zoo is free or what it costs/],
		["can we take a buggy on the london eye", /^With a stroller: yes, at the London Eye\..*Strollers can go on board/s],
		[
			"is the Tower of London buggy friendly",
			/^With a stroller: not really at the Tower of London\..*carrier easier than a stroller/s,
		],
		[
			"is the tower suitable for a 3yo",
			/^It's a stretch — the Tower of London is best from age 5, so a 3-year-old may find it hard going/,
		],
		[
			"is the IWM ok for an 8 year old",
			/^Yes — the Imperial War Museum London suits an 8-year-old \(best for ages 8–18\)/,
		],
		[
			"how long should we spend at the british museum",
			/^Plan about 90 minutes at the British Museum\..*ninety minutes is plenty/s,
		],
		["are there toilets in hyde park", /^Toilets: yes, at Hyde Park\..*Toilets and cafés are dotted around/s],
		[
			"Tower Bridge - is it free?",
			/^Partly — some of Tower Bridge is free, some is paid\..*Walking across the bridge is free/s,
		],
		["is Hamleys busy at weekends?", /^It can be busy at Hamleys: “Busy at weekends/],
		["is the science museum indoors?", /^The Science Museum is indoors — fine on a rainy day\./],
		["whats the best age for the london transport museum", /London Transport Museum suits .*\(best for ages 0–14\)/],
	])("%s", async (message, expected) => {
		const response = await askAboutPlace(message);
		expect(response.content).toMatch(expected);
		expect(response.suggestions).toHaveLength(1);
		expect(response.content).toContain(response.suggestions[0]?.name ?? "no card");
	});

	it("'Toilets and baby changing near the Science Museum?': about the museum itself, and honest that the facts are unknown", async () => {
		const response = await askAboutPlace("Toilets and baby changing near the Science Museum?");
		expect(response.content).toContain("I don't know whether the Science Museum has toilets");
		expect(response.content).toContain("I don't know whether the Science Museum has baby changing");
		expect(response.content).toContain("https://www.sciencemuseum.org.uk");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Science Museum"]);
	});

	it("'is the London Eye good for a 3 year old?' weighs the place's ages, and a loud place gets a heads-up", async () => {
		const eye = await askAboutPlace("is the London Eye good for a 3 year old?");
		expect(eye.content).toMatch(/^Yes — the London Eye suits a 3-year-old \(best for ages 3–18\)/);
		const cafe = await askAboutPlace("is the rainforest cafe too loud for a 3yo");
		expect(cafe.content).toMatch(
			/^(?:Yes, parts of Rainforest Cafe are loud or startling: |Yes — Rainforest Cafe suits a 3-year-old.*)“It's loud/s,
		);
		// "Cafe" is the place's name here, not a question about food.
		expect(cafe.content).not.toContain("Food:");
	});

	it("a seasonal place against the month asked: the Serpentine Lido in April and in July", async () => {
		const april = await askAboutPlace("is the serpentine lido open in april");
		expect(april.content).toMatch(
			/^No — the Serpentine Lido is likely closed in April: it's seasonal\..*summer season only/s,
		);
		const july = await askAboutPlace("is the serpentine lido open in july?");
		expect(july.content).toMatch(/^Yes — the Serpentine Lido should be open in July/);
		const trip = await askAboutPlace("what are the serpentine lido opening times", {
			tripDates: { start: "2027-04-10", end: "2027-04-14" },
		});
		expect(trip.content).toContain("likely closed on your trip's dates");
	});

	it("two places in one question get an answer each and a card each", async () => {
		const response = await askAboutPlace("Are the NHM and the Science Museum free?");
		expect(response.content).toContain("Yes — the Natural History Museum is free.");
		expect(response.content).toContain("Yes — the Science Museum is free.");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Natural History Museum", "Science Museum"]);
	});

	it("a name the catalog doesn't know: says so, with no cards", async () => {
		const response = await askAboutPlace("Is Blorpington Castle free?");
		expect(response.content).toBe(
			"I couldn't find a place called “Blorpington Castle” near London. Could you check the name, or tell me what kind of place it is?",
		);
		expect(response.suggestions).toEqual([]);
	});

	it("another destination: the Louvre is free for under-18s, and everyone books", async () => {
		const response = await askAboutPlace("is the louvre free for kids? do we have to book", {
			location: "Paris, France",
			center: PARIS,
			adventureCenter: PARIS,
		});
		expect(response.content).toMatch(/^Partly — at the Musée du Louvre, free for under-18s; others pay\./);
		expect(response.content).toContain("Booking: yes, book ahead for the Musée du Louvre.");
		expect(response.content).toContain("everyone needs a timed reservation");
	});
});

describe("more ways of asking", () => {
	it.each([
		["Are there any toilets at the Science Museum?", /^I don't know whether the Science Museum has toilets/],
		["NHM - stroller ok?", /^With a stroller: yes, at the Natural History Museum\..*easy with a stroller/s],
		[
			"Is the Science Museum good for a 3 and 8 year old?",
			/^Just about — the Science Museum is best from age 4, so a 3-year-old will enjoy parts of it\..*explosions in a live show/s,
		],
		["How much time do we need for Hampton Court?", /^Plan a full day at Hampton Court Palace\./],
		[
			"what's the best time to visit the NHM",
			/^(?:Best time|Tips) for the Natural History Museum: .*arrive at opening/s,
		],
		[
			"Is the Horniman noisy?",
			/^Yes, parts of the Horniman Museum and Gardens are loud or startling: .*bang on drums/s,
		],
		[
			// "The little ones", "toddlers": the trip's youngest, as the reader reads them.
			"can you tell me if the london eye is worth the money with little ones",
			/^Yes — the London Eye suits a 3-year-old/,
		],
		// "Cafe" is the place's name: nothing else asked, so the answer is about the place as a whole.
		["what about the rainforest cafe?", /^Rainforest Cafe: .+ In short: best for ages 2–12\.$/],
		["Is the London Eye ok for 3 year olds?", /^Yes — the London Eye suits a 3-year-old/],
		["is the zoo good with a 2 year old", /^Yes — ZSL London Zoo suits a 2-year-old/],
		[
			"where is the natural history museum?",
			/^The Natural History Museum is at Cromwell Rd, South Kensington, London SW7 5BD, UK\. The Natural History Museum is [\d.]+ km from the centre of London in a straight line\./,
		],
		[
			"is the science museum within walking distance of the NHM?",
			/^The Science Museum is 180 m from the Natural History Museum in a straight line\. On foot: about \d+ min/,
		],
		[
			"how do we get to the zoo on the tube?",
			/^ZSL London Zoo is [\d.]+ km from the centre of London in a straight line\. By public transport: about \d+ min/,
		],
		[
			"tell me about the V&A",
			/^The Victoria and Albert Museum: .+ In short: it's free; plan about an hour; best for ages 4–18\./,
		],
		[
			"what's the NHM like for toddlers?",
			/^The Natural History Museum: .+\n\nYes — the Natural History Museum suits a 3-year-old.*roars/s,
		],
	])("%s", async (message, expected) => {
		expect((await askAboutPlace(message)).content).toMatch(expected);
	});

	it("'the museum' is the one the family saved", async () => {
		const nhm = (await askAboutPlace("Is the Natural History Museum free?")).suggestions[0];
		if (!nhm) throw new Error("no NHM");
		const response = await askAboutPlace("when does the museum close?", { savedPlaces: [nhm] });
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM]);
	});
});

describe("requests for places are left to the guide's search", () => {
	it.each([
		"museums near the NHM?",
		"somewhere quiet for my 3 year old to nap in the buggy after lunch",
		"my 3 year old is scared of loud noises, anything to avoid?",
		"we're staying in South Kensington – what's within walking distance?",
		"It's going to pour all day Tuesday, what can we do indoors?",
		"indoor play for a rainy day",
		"something for a 12 year old who's bored of museums",
		"what's good for a dinosaur fan?",
		"is there a playground near the Science Museum?",
		"where can we eat near the British Museum?",
		"a playground for my toddler",
		"free museums?",
		"how long do we need in London?",
		"is it free?",
		"how long is the flight from New York",
		"we're at the London Eye now, what's nearby?",
		"somewhere with baby changing near Oxford Street",
	])("%s", async (message) => {
		const answer = await answerAsTheTurn(questionContext(message), {
			places: catalogPlaces(),
			status: () => undefined,
		});
		expect(answer).toBeNull();
	});

	it("the offline guide still answers 'museums near the NHM?' with museums", async () => {
		const { response } = await offlineGuide.respond(questionContext("museums near the NHM?"), {
			places: catalogPlaces(),
			status: () => undefined,
		});
		expect(response.suggestions.length).toBeGreaterThan(1);
		for (const place of response.suggestions) expect(place.types).toContain("museum");
	});
});
