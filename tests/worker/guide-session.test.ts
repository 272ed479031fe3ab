import { beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../domain/geo/geo";
import type { GuideChatMessage, GuideResponse } from "../../domain/guide/guide";
import { askGuide, catalog, contextFor, insertCatalog } from "./guide-corpus/catalog";
import { SOUTH_KENSINGTON, type Trip, UNKNOWN } from "./guide-corpus/corpus";
import { brokenBy, matchesItem } from "./guide-corpus/judge";

/**
 * A planning session, replayed turn by turn as a family planning five April days in London with
 * kids of 3 and 8 would: the Natural History Museum saved, staying in South Kensington, each message with
 * the conversation so far. Each answer is asserted as what a parent would accept.
 */

const TRIP: Trip = {
	destination: "london",
	kids: [3, 8],
	start: "2027-04-12",
	end: "2027-04-16",
	stay: SOUTH_KENSINGTON,
	saved: ["london-natural-history-museum"],
};

const MESSAGES = {
	nap: "somewhere quiet for my 3 year old to nap in the buggy after lunch",
	rainyPlay: "indoor play for a rainy day",
	loud: "my 3 year old is scared of loud noises, anything to avoid?",
	bored: "something for a 12 year old who's bored of museums",
	nhmFree: "Is the Natural History Museum free? Do we need to book?",
	nhmHowLong: "How long at the NHM with a 3 year old?",
	toilets: "Toilets and baby changing near the Science Museum?",
	pour: "It's going to pour all day Tuesday, what can we do indoors?",
	energy: "the kids need to burn energy outdoors",
	walking: "we're staying in South Kensington – what's within walking distance?",
	dinosaur: "what's good for a dinosaur fan?",
} as const;

type Turn = keyof typeof MESSAGES;

const answers = new Map<Turn, GuideResponse>();

beforeAll(async () => {
	await insertCatalog();
	const history: GuideChatMessage[] = [];
	const suggestedIds = new Set<string>();
	for (const [turn, message] of Object.entries(MESSAGES) as [Turn, string][]) {
		const response = await askGuide(await contextFor(message, TRIP, { history: [...history], suggestedIds }));
		answers.set(turn, response);
		history.push({ role: "user", content: message });
		history.push({
			role: "assistant",
			content: response.content,
			suggestions: response.suggestions,
			backupSuggestions: response.backupSuggestions,
			isClarification: response.isClarification,
		});
		// As the app does (turn.ts): cards and additional options were both suggested.
		for (const place of cards(response)) suggestedIds.add(place.googlePlaceId);
	}
}, 120_000);

function answer(turn: Turn): GuideResponse {
	const found = answers.get(turn);
	if (!found) throw new Error(`no answer to ${turn}`);
	return found;
}

const cards = (response: GuideResponse) => [...response.suggestions, ...response.backupSuggestions];
const names = (response: GuideResponse) => cards(response).map((place) => place.name);
const asJudged = (place: GuideResponse["suggestions"][number]) => ({ ...place, id: place.googlePlaceId });
const fits = (item: string, place: GuideResponse["suggestions"][number]) =>
	matchesItem(item, asJudged(place), TRIP, catalog);
const every = (response: GuideResponse, item: string, list = cards(response)) =>
	list.filter((place) => !fits(item, place)).map((place) => place.name);

describe("a London session (kids 3 and 8, April, NHM saved, staying in South Kensington)", () => {
	it("the nap in the buggy gets quiet spots: nothing loud, not an answer of places to eat", () => {
		const nap = answer("nap");
		expect(nap.isClarification).toBe(false);
		expect(nap.suggestions.length).toBeGreaterThan(0);
		expect(every(nap, "quiet", nap.suggestions), "not quiet").toEqual([]);
		expect(every(nap, "!loud"), "loud").toEqual([]);
		expect(every(nap, "!food", nap.suggestions), "food").toEqual([]);
	});

	it("indoor play for a rainy day gets indoor places only", () => {
		const rainy = answer("rainyPlay");
		expect(rainy.isClarification).toBe(false);
		expect(rainy.suggestions.length).toBeGreaterThan(0);
		expect(every(rainy, "indoor"), "not indoor").toEqual([]);
	});

	it("a toddler scared of loud noises is never sent somewhere loud (not the Rainforest Cafe)", () => {
		const loud = answer("loud");
		expect(names(loud)).not.toContain("Rainforest Cafe");
		expect(every(loud, "!loud"), "loud").toEqual([]);
		expect(loud.content).not.toMatch(/perfect for your 3-year-old[^.]*Rainforest|Rainforest[^.]*perfect/i);
	});

	it("a 12-year-old bored of museums gets no museum, and places that suit a 12-year-old", () => {
		const bored = answer("bored");
		expect(bored.isClarification).toBe(false);
		expect(bored.suggestions.length).toBeGreaterThan(0);
		expect(every(bored, "!museum"), "museums").toEqual([]);
		expect(every(bored, "age:12"), "not for a 12-year-old").toEqual([]);
	});

	it("'Is the NHM free? Do we need to book?' is answered about the NHM, from its facts", () => {
		const free = answer("nhmFree");
		expect(free.content).toContain("Natural History Museum");
		expect(free.content).toMatch(/free/i);
		expect(free.content).toMatch(/book/i);
		expect(free.suggestions.filter((p) => p.googlePlaceId !== "cat:london-natural-history-museum")).toEqual([]);
	});

	it("'How long at the NHM?' gets a duration for the NHM", () => {
		const howLong = answer("nhmHowLong");
		expect(howLong.content).toContain("Natural History Museum");
		expect(howLong.content).toMatch(/hours?/i);
		expect(howLong.suggestions.filter((p) => p.googlePlaceId !== "cat:london-natural-history-museum")).toEqual([]);
	});

	it("toilets and baby changing near the Science Museum: names it and says what is not known", () => {
		const toilets = answer("toilets");
		expect(toilets.content).toContain("Science Museum");
		expect(toilets.content).toMatch(/toilet|changing/i);
		expect(toilets.content).toMatch(UNKNOWN);
		expect(toilets.suggestions.filter((p) => p.googlePlaceId !== "cat:london-science-museum")).toEqual([]);
	});

	it("a pouring Tuesday and burning energy outdoors are clear requests, answered without a clarification", () => {
		const pour = answer("pour");
		expect(pour.isClarification).toBe(false);
		expect(pour.suggestions.length).toBeGreaterThan(0);
		expect(every(pour, "indoor"), "not indoor").toEqual([]);
		const energy = answer("energy");
		expect(energy.isClarification).toBe(false);
		expect(energy.suggestions.length).toBeGreaterThan(0);
		expect(every(energy, "outdoor"), "not outdoor").toEqual([]);
	});

	it("what was already suggested is not suggested again by the next requests", () => {
		const requests: Turn[] = ["nap", "rainyPlay", "loud", "bored", "pour", "energy"];
		const firstSeen = new Map<string, Turn>();
		const repeats: string[] = [];
		for (const turn of requests) {
			for (const place of answer(turn).suggestions) {
				const first = firstSeen.get(place.googlePlaceId);
				if (first) repeats.push(`${place.name} (${first} and ${turn})`);
				else firstSeen.set(place.googlePlaceId, turn);
			}
		}
		expect(repeats).toEqual([]);
	});

	it("within walking distance of South Kensington: the museums next door, nothing far", () => {
		const walking = answer("walking");
		expect(walking.isClarification).toBe(false);
		const museumsNextDoor = ["Natural History Museum", "Science Museum", "Victoria and Albert Museum"];
		const named = museumsNextDoor.filter((name) => walking.content.includes(name));
		expect(named.length, `named of ${museumsNextDoor.join(", ")}`).toBeGreaterThanOrEqual(2);
		expect(every(walking, "within:2"), "beyond walking distance").toEqual([]);
	});

	it("the Serpentine Lido (summer season only) is never suggested in April", () => {
		for (const [turn, response] of answers) {
			expect(names(response), turn).not.toContain("Serpentine Lido");
			for (const place of cards(response)) {
				const season = brokenBy(asJudged(place), { question: "", trip: TRIP, expect: {} }, catalog);
				expect(season, `${place.name} in ${turn}`).toEqual([]);
			}
		}
	});

	it("a dinosaur fan, with the NHM saved, hears about the NHM", () => {
		const dinosaur = answer("dinosaur");
		expect(dinosaur.content).toContain("Natural History Museum");
	});

	it("replies do not repeat the same template sentence across cards and answers", () => {
		// A card's words are the lines naming one of the reply's places; the same sentence may not
		// describe two cards (in one reply or across replies), and no reply says a sentence twice.
		const sentences = (text: string) =>
			text
				.split(/(?<=[.!?])\s+|\n+/)
				.map((sentence) => sentence.trim())
				.filter((sentence) => sentence.split(/\s+/).length >= 5);
		const cardSentences = new Map<string, string>();
		const repeated: string[] = [];
		for (const [turn, response] of answers) {
			const inReply = new Set<string>();
			for (const sentence of sentences(response.content)) {
				if (inReply.has(sentence)) repeated.push(`"${sentence}" twice in ${turn}`);
				inReply.add(sentence);
			}
			const placeNames = response.suggestions.map((place) => place.name);
			for (const line of response.content.split("\n")) {
				const card = placeNames.find((name) => line.includes(name));
				if (!card) continue;
				for (const sentence of sentences(line.replaceAll(card, ""))) {
					const first = cardSentences.get(sentence);
					if (first && first !== `${turn}: ${card}`) repeated.push(`"${sentence}" (${first} and ${turn}: ${card})`);
					else cardSentences.set(sentence, `${turn}: ${card}`);
				}
			}
		}
		expect(repeated).toEqual([]);
	});

	it("no answer names a configuration variable", () => {
		for (const [turn, response] of answers) {
			expect(response.content, turn).not.toMatch(
				/PLACES_PROVIDER|GOOGLE_MAPS_API_KEY|OPENAI_API_KEY|\b[A-Z][A-Z0-9]+_[A-Z0-9_]{2,}\b/,
			);
		}
	});
});
describe("the session's answers as a parent would read them (h's browser replay)", () => {
	const stay = { latitude: SOUTH_KENSINGTON.lat, longitude: SOUTH_KENSINGTON.lng };
	const metersFromStay = (place: GuideResponse["suggestions"][number]) => haversineKm(stay, place) * 1000;

	it("within walking distance: what was shown before (cards or additional options) is named, never asked back", () => {
		const walking = answer("walking");
		expect(walking.isClarification).toBe(false);
		expect(walking.content).toMatch(/minutes?'s? walk/);
	});

	it("a dinosaur fan gets only places with dinosaurs, earlier ones named again rather than padding", () => {
		const dinosaur = answer("dinosaur");
		const unrelated = cards(dinosaur).filter((place) => !/dinosaur/i.test(JSON.stringify(place)));
		expect(unrelated.map((place) => place.name)).toEqual([]);
		expect(dinosaur.content).toContain("Crystal Palace Park");
	});

	it("says 'near where you're staying' only of places that are (3 km)", () => {
		for (const [turn, response] of answers) {
			if (!/near where you're staying(?! and)/.test(response.content)) continue;
			const far = response.suggestions.filter((place) => metersFromStay(place) > 3000).map((place) => place.name);
			expect(far, turn).toEqual([]);
		}
	});

	it("pouring all day: the museum next to the stay is a card, not only an additional option", () => {
		expect(answer("pour").suggestions.map((place) => place.name)).toContain("Victoria and Albert Museum");
	});

	it("a 12-year-old is not sent to a playground", () => {
		const playgrounds = answer("bored").suggestions.filter((place) => place.types[0] === "playground");
		expect(playgrounds.map((place) => place.name)).toEqual([]);
	});

	it("no '5 more options below' sentences: the UI shows the additional options", () => {
		for (const [turn, response] of answers) expect(response.content, turn).not.toMatch(/more options?\b/i);
	});
});
