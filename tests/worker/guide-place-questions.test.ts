import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { GuideChatMessage } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import parisPlaces from "../../migrations/seed/family-places/paris.json";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes/estimate";
import { offlineGuide } from "../../worker/services/guide";
import { answerPlaceQuestion } from "../../worker/services/guide/place-questions";
import type { GuideContext } from "../../worker/services/guide/types";
import { guidePlaceId, insertGuidePlaces, LONDON_CATALOG, LONDON_CENTER } from "./fixtures/guide-places";

/**
 * Questions about one place, as parents write them (typos, initials, two questions in one), answered
 * from that place's facts and the routes provider against the real catalog: the answer names the
 * place, leads with the answer, quotes what the catalog's writers say and says plainly what is not
 * known; the place is the one card. Requests for places are left to the guide's search.
 */

const CENTER = { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

beforeAll(async () => {
	await insertGuidePlaces(LONDON_CATALOG);
	await insertGuidePlaces(parisPlaces as typeof LONDON_CATALOG);
});

function context(message: string, fields: Partial<GuideContext> = {}): GuideContext {
	return {
		message,
		adventureId: "adv-questions",
		location: "London, UK",
		kidAges: [3, 8],
		center: CENTER,
		centerSource: "adventure",
		adventureCenter: CENTER,
		zoom: 12,
		excludeIds: new Set(),
		history: [],
		...fields,
	};
}

const places = () => new CatalogPlacesProvider(env.DB);

async function ask(message: string, fields: Partial<GuideContext> = {}, withRoutes = true) {
	const answer = await answerPlaceQuestion(context(message, fields), {
		places: places(),
		...(withRoutes ? { routes: new EstimateRoutesProvider() } : {}),
		status: () => undefined,
	});
	if (!answer) throw new Error(`no answer for "${message}"`);
	return answer.response;
}

const NHM = guidePlaceId("london-natural-history-museum");

describe("questions about one place, answered from its facts", () => {
	it("'Is the Natural History Museum free? Do we need to book?': yes, free; booking with the writers' sentence", async () => {
		const response = await ask("Is the Natural History Museum free? Do we need to book?");
		expect(response.content).toMatch(/^Yes — the Natural History Museum is free\./);
		expect(response.content).toContain("Booking: worth doing for the Natural History Museum.");
		expect(response.content).toContain("book a free timed entry slot in peak seasons");
		expect(response).toMatchObject({ state: "responding", isClarification: false, backupSuggestions: [] });
		expect(response.suggestions.map((place) => place.googlePlaceId)).toEqual([NHM]);
	});

	it.each([
		[
			"How long at the NHM with a 3 year old?",
			/^Plan two to three hours at the Natural History Museum\..*With a 3-year-old, the shorter end is plenty/s,
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
		["is the IWM ok for an 8 year old", /^Yes — Imperial War Museum London suits an 8-year-old \(best for ages 8–18\)/],
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
		const response = await ask(message);
		expect(response.content).toMatch(expected);
		expect(response.suggestions).toHaveLength(1);
		expect(response.content).toContain(response.suggestions[0]?.name ?? "no card");
	});

	it("'Toilets and baby changing near the Science Museum?': about the museum itself, and honest that the facts are unknown", async () => {
		const response = await ask("Toilets and baby changing near the Science Museum?");
		expect(response.content).toContain("I don't know whether the Science Museum has toilets");
		expect(response.content).toContain("I don't know whether the Science Museum has baby changing");
		expect(response.content).toContain("https://www.sciencemuseum.org.uk");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Science Museum"]);
	});

	it("'is the London Eye good for a 3 year old?' weighs the place's ages, and a loud place gets a heads-up", async () => {
		const eye = await ask("is the London Eye good for a 3 year old?");
		expect(eye.content).toMatch(/^Yes — the London Eye suits a 3-year-old \(best for ages 3–18\)/);
		const cafe = await ask("is the rainforest cafe too loud for a 3yo");
		expect(cafe.content).toMatch(/^Yes, parts of Rainforest Cafe are loud or startling: “It's loud/);
		// "Cafe" is the place's name here, not a question about food.
		expect(cafe.content).not.toContain("Food:");
	});

	it("a seasonal place against the month asked: the Serpentine Lido in April and in July", async () => {
		const april = await ask("is the serpentine lido open in april");
		expect(april.content).toMatch(
			/^No — the Serpentine Lido is likely closed in April: it's seasonal\..*summer season only/s,
		);
		const july = await ask("is the serpentine lido open in july?");
		expect(july.content).toMatch(/^Yes — the Serpentine Lido should be open in July/);
		const trip = await ask("what are the serpentine lido opening times", {
			tripDates: { start: "2027-04-10", end: "2027-04-14" },
		});
		expect(trip.content).toContain("likely closed on your trip's dates");
	});

	it("two places in one question get an answer each and a card each", async () => {
		const response = await ask("Are the NHM and the Science Museum free?");
		expect(response.content).toContain("Yes — the Natural History Museum is free.");
		expect(response.content).toContain("Yes — the Science Museum is free.");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Natural History Museum", "Science Museum"]);
	});

	it("a name the catalog doesn't know: says so, with no cards", async () => {
		const response = await ask("Is Blorpington Castle free?");
		expect(response.content).toBe(
			"I couldn't find a place called “Blorpington Castle” near London. Could you check the name, or tell me what kind of place it is?",
		);
		expect(response.suggestions).toEqual([]);
	});

	it("another destination: the Louvre is free for under-18s, and everyone books", async () => {
		const response = await ask("is the louvre free for kids? do we have to book", {
			location: "Paris, France",
			center: PARIS,
			adventureCenter: PARIS,
		});
		expect(response.content).toMatch(/^Partly — at the Musée du Louvre, free for under-18s; others pay\./);
		expect(response.content).toContain("Booking: yes, book ahead for the Musée du Louvre.");
		expect(response.content).toContain("everyone needs a timed reservation");
	});
});

describe("how far, and how long by car or on foot", () => {
	it("between two named places, by the modes asked", async () => {
		const response = await ask(
			"how far is the Science Museum from the Tower of London, and how long by car / on foot?",
		);
		expect(response.content).toMatch(/^The Science Museum is \d+\.\d km from the Tower of London in a straight line\./);
		expect(response.content).toMatch(
			/By car: about \d+ min \([\d.]+ km\)\. On foot: about [\d hrmin]+ \([\d.]+ km\)\./,
		);
		expect(response.content).toContain("estimated from the distance");
		expect(response.suggestions.map((place) => place.name)).toEqual(["Science Museum"]);
	});

	it("from where the family stays, and honest when it isn't set", async () => {
		const stay = { label: "our flat in South Kensington", point: { latitude: 51.4941, longitude: -0.1738 } };
		const set = await ask("how far is the natural history museum from where we're staying? can we walk", { stay });
		expect(set.content).toMatch(
			/^The Natural History Museum is \d+ m from our flat in South Kensington in a straight line\./,
		);
		expect(set.content).toMatch(/On foot: about \d+ min/);
		const unset = await ask("how far is the british museum from our hotel");
		expect(unset.content).toContain("1.3 km from the centre of London");
		expect(unset.content).toContain("You haven't set where you're staying yet");
	});

	it("without a routes provider: the straight line only, and says why", async () => {
		const response = await ask("how long to walk from the natural history museum to the science museum", {}, false);
		expect(response.content).toMatch(
			/^The Science Museum is \d+ m from the Natural History Museum in a straight line\./,
		);
		expect(response.content).toContain("I can't look up travel times right now");
	});

	it("a route that fails is said, not invented", async () => {
		const routes = new EstimateRoutesProvider();
		vi.spyOn(routes, "legs").mockRejectedValue(new Error("down"));
		const answer = await answerPlaceQuestion(context("how long to drive to legoland?"), {
			places: places(),
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
		const response = await ask("when does the NHM open on monday?", { savedPlaces: [saved({})] });
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
		const response = await ask("is it free?", { history });
		expect(response.content).toMatch(/^Yes — the British Museum is free\./);
	});

	it("a place closed for good says so", async () => {
		const response = await ask("what time does the NHM open", {
			savedPlaces: [saved({ businessStatus: "CLOSED_PERMANENTLY" })],
		});
		expect(response.content).toBe("The Natural History Museum has closed for good, as far as the listing says.");
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
	])("%s", async (message) => {
		const answer = await answerPlaceQuestion(context(message), { places: places(), status: () => undefined });
		expect(answer).toBeNull();
	});

	it("the offline guide still answers 'museums near the NHM?' with museums", async () => {
		const { response } = await offlineGuide.respond(context("museums near the NHM?"), {
			places: places(),
			status: () => undefined,
		});
		expect(response.suggestions.length).toBeGreaterThan(1);
		for (const place of response.suggestions) expect(place.types).toContain("museum");
	});
});
