import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../domain/geo/geo";
import type { GuideChatMessage } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { offlineGuide } from "../../worker/services/guide";
import { placeFacts } from "../../worker/services/guide/facts/place-facts";
import type { GuideContext } from "../../worker/services/guide/types";
import {
	guidePlaceId,
	insertGuidePlaces,
	LONDON_CATALOG,
	LONDON_CENTER,
	londonGuideContext,
} from "./fixtures/guide-places";

/**
 * A real planning session, message by message, against the whole London catalog (70 real places): five
 * days in London in April with kids of 3 and 8, the offline guide. Each answer is checked by the
 * facts of the places it suggests: never the opposite of what the family said.
 */

const CENTER = { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng };
const SOUTH_KENSINGTON = { latitude: 51.4941, longitude: -0.1738 };

beforeAll(async () => {
	await insertGuidePlaces(LONDON_CATALOG);
});

const places = () => new CatalogPlacesProvider(env.DB);

const context = (message: string, fields: Partial<GuideContext> = {}) =>
	londonGuideContext(message, { kidAges: [3, 8], tripDates: { start: "2027-04-12", end: "2027-04-16" }, ...fields });

async function ask(message: string, fields: Partial<GuideContext> = {}) {
	const { response } = await offlineGuide.respond(context(message, fields), { places: places(), status: () => {} });
	return response;
}

const shown = (response: { suggestions: Place[]; backupSuggestions: Place[] }) => [
	...response.suggestions,
	...response.backupSuggestions,
];
const id = guidePlaceId;

describe("a London session: each message is a request with constraints", () => {
	it("a quiet nap in the buggy after lunch: quiet green spaces, never food, never loud", async () => {
		const response = await ask("somewhere quiet for my 3 year old to nap in the buggy after lunch");
		expect(response.state).toBe("responding");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) {
			expect(place.tags, place.name).not.toContain("food");
			expect(placeFacts(place).loud, place.name).toBe(false);
			expect(
				place.types.some((type) => type === "amusement_park" || type === "water_park"),
				place.name,
			).toBe(false);
		}
		for (const place of response.suggestions) {
			expect(
				place.types.some((type) => type === "park" || type === "garden"),
				place.name,
			).toBe(true);
		}
		expect(response.content).not.toMatch(/places to eat/i);
	});

	it("indoor play for a rainy day: indoors only, and the words say so", async () => {
		const response = await ask("indoor play for a rainy day");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) expect(placeFacts(place).indoor, place.name).toBe(true);
		expect(response.content).toMatch(/indoor/);
	});

	it("scared of loud noises: no loud place, and the loud one is named as one to skip", async () => {
		const response = await ask("my 3 year old is scared of loud noises, anything to avoid?");
		expect(response.state).toBe("responding");
		for (const place of shown(response)) expect(placeFacts(place).loud, place.name).toBe(false);
		expect(shown(response).map((place) => place.googlePlaceId)).not.toContain(id("london-rainforest-cafe"));
		expect(response.content).not.toMatch(/perfect for your 3-year-old/);
	});

	it("a 12-year-old bored of museums: no museum, and places that suit a 12-year-old", async () => {
		const response = await ask("something for a 12 year old who's bored of museums");
		expect(response.suggestions).toHaveLength(3);
		for (const place of shown(response)) {
			expect(place.types, place.name).not.toContain("museum");
			const [min, max] = place.ages ?? [0, 18];
			expect(12 >= min && 12 <= max, `${place.name} ${min}-${max}`).toBe(true);
		}
		expect(response.content).toContain("12-year-old");
		expect(response.content).not.toContain("3- and 8-year-olds");
	});

	it("'not another park': no parks", async () => {
		const response = await ask("not another park please, the kids want something different");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) expect(place.types, place.name).not.toContain("park");
	});

	it("pouring all day: a clear request for indoor places, not 'Need More Info'", async () => {
		const response = await ask("It's going to pour all day Tuesday, what can we do indoors?");
		expect(response).toMatchObject({ state: "responding", isClarification: false });
		expect(response.suggestions).toHaveLength(3);
		for (const place of shown(response)) expect(placeFacts(place).indoor, place.name).toBe(true);
	});

	it("burning energy outdoors: a clear request for outdoor places", async () => {
		const response = await ask("the kids need to burn energy outdoors");
		expect(response).toMatchObject({ state: "responding", isClarification: false });
		expect(response.suggestions).toHaveLength(3);
		for (const place of shown(response)) expect(placeFacts(place).outdoor, place.name).toBe(true);
	});

	it("too hot: indoors or in the water", async () => {
		const response = await ask("it's too hot today, where can we cool off?", { tripDates: null });
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) {
			expect(placeFacts(place).indoor || place.tags.includes("water"), place.name).toBe(true);
		}
	});

	it("free: only places free to enter", async () => {
		const response = await ask("free things to do");
		expect(response.suggestions).toHaveLength(3);
		for (const place of shown(response)) expect(place.tags, place.name).toContain("free");
	});

	it("walking distance from where the family stays: the museums next door, measured from the stay", async () => {
		const response = await ask("what's within walking distance?", {
			stay: { label: "Our flat", point: SOUTH_KENSINGTON },
			center: { latitude: 51.53, longitude: -0.08 },
			centerSource: "map",
		});
		const ids = shown(response).map((place) => place.googlePlaceId);
		expect(ids).toContain(id("london-natural-history-museum"));
		for (const place of shown(response)) {
			expect(haversineKm(SOUTH_KENSINGTON, place), place.name).toBeLessThanOrEqual(1.7);
			expect(place.distanceMeters ?? 0).toBeCloseTo(haversineKm(SOUTH_KENSINGTON, place) * 1000, -2);
		}
		expect(response.content).toContain("where you're staying");
		expect(response.content).not.toContain("map centre");
	});

	it("'we're staying in South Kensington': walking distance from there", async () => {
		const response = await ask("we're staying in South Kensington – what's within walking distance?");
		const ids = shown(response).map((place) => place.googlePlaceId);
		expect(ids).toEqual(expect.arrayContaining([id("london-natural-history-museum"), id("london-science-museum")]));
		for (const place of shown(response)) expect(haversineKm(SOUTH_KENSINGTON, place), place.name).toBeLessThan(2.2);
	});

	it("without a stay, distances are from the destination's centre, not from wherever the map was left", async () => {
		const response = await ask("museums", { center: { latitude: 51.47, longitude: -0.05 }, centerSource: "map" });
		for (const place of response.suggestions) {
			expect(place.distanceMeters ?? 0).toBeCloseTo(haversineKm(CENTER, place) * 1000, -2);
		}
		expect(response.content).toContain("near London");
	});

	it("near a named place: around the zoo, not the zoo itself", async () => {
		const response = await ask("something to do near the zoo");
		const zoo = LONDON_CATALOG.find((place) => place.id === "london-zsl-london-zoo");
		if (!zoo) throw new Error("no zoo");
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(shown(response).map((place) => place.googlePlaceId)).not.toContain(id("london-zsl-london-zoo"));
		for (const place of response.suggestions) expect(haversineKm(zoo, place), place.name).toBeLessThanOrEqual(2.5);
	});

	it("within 20 minutes on foot: nothing beyond a 20-minute walk", async () => {
		const response = await ask("anything within a 20 minute walk?", {
			stay: { label: "Hotel", point: SOUTH_KENSINGTON },
		});
		for (const place of shown(response))
			expect(haversineKm(SOUTH_KENSINGTON, place), place.name).toBeLessThanOrEqual(1.7);
	});

	it("the season: the Serpentine Lido (summer only) is not suggested in April, but is in July", async () => {
		const april = await ask("somewhere to swim");
		expect(shown(april).map((place) => place.googlePlaceId)).not.toContain(id("london-serpentine-lido"));
		const july = await ask("somewhere to swim", { tripDates: { start: "2027-07-10", end: "2027-07-14" } });
		expect(shown(july).map((place) => place.googlePlaceId)).toContain(id("london-serpentine-lido"));
	});

	it("a rest for the parents: cafés and gardens, calm", async () => {
		const response = await ask("we need a rest, somewhere to sit down");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of response.suggestions) {
			expect(
				place.types.some((type) => ["cafe", "bakery", "park", "garden", "restaurant"].includes(type)),
				place.name,
			).toBe(true);
		}
	});

	it("'museums are DONE': no museums, said after the kind", async () => {
		const response = await ask("museums are DONE. something active outside");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) expect(place.types, place.name).not.toContain("museum");
	});

	it("ages the message names must all fit: 'something they'll both enjoy, 3 and 12'", async () => {
		const response = await ask("3 and 12 - something they'll both enjoy");
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) {
			const [min, max] = place.ages ?? [0, 18];
			expect(min <= 3 && max >= 12, `${place.name} ${min}-${max}`).toBe(true);
		}
	});

	it("never suggests a hotel unless a place to stay is asked for", async () => {
		const response = await ask("what's close to where we're staying?", {
			stay: { label: "Hotel", point: { latitude: 51.5007, longitude: -0.1166 } },
		});
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) expect(place.types, place.name).not.toContain("lodging");
		const hotels = await ask("where can we stay?");
		expect(hotels.suggestions[0]?.types).toContain("lodging");
	});

	it("asks back only when nothing is actionable, offering choices", async () => {
		const response = await ask("hello there");
		expect(response).toMatchObject({ state: "clarifying", isClarification: true });
		expect(response.content).toMatch(/museums, parks and playgrounds, animals/);
	});
});

describe("a London session: saved places and what was already suggested", () => {
	it("a dinosaur fan after saving the NHM: the answer names the saved museum, then adds new places", async () => {
		const nhm = await places().placeDetails(id("london-natural-history-museum"));
		if (!nhm) throw new Error("no NHM");
		const response = await ask("what's good for a dinosaur fan?", {
			excludeIds: new Set([nhm.googlePlaceId]),
			savedPlaces: [nhm],
		});
		expect(response.content).toMatch(
			/You've already saved the Natural History Museum|Natural History Museum is already on your list/,
		);
		expect(response.content.indexOf("Natural History Museum")).toBeLessThan(response.content.indexOf("1. "));
		expect(response.suggestions.length).toBeGreaterThan(0);
		expect(shown(response).map((place) => place.googlePlaceId)).not.toContain(nhm.googlePlaceId);
	});

	it("does not repeat earlier suggestions unless asked", async () => {
		const first = await ask("museums");
		const earlier = new Set(first.suggestions.map((place) => place.googlePlaceId));
		const history: GuideChatMessage[] = [
			{ role: "user", content: "museums" },
			{ role: "assistant", content: first.content, suggestions: first.suggestions },
		];
		const more = await ask("museums", { suggestedIds: earlier, history });
		for (const place of shown(more)) expect(earlier.has(place.googlePlaceId), place.name).toBe(false);
		const again = await ask("show me again", { suggestedIds: earlier, history });
		expect(again.suggestions.map((place) => place.googlePlaceId)).toEqual([...earlier]);
		const similar = await ask("more like that", { suggestedIds: earlier, history });
		expect(similar.suggestions.length).toBeGreaterThan(0);
		for (const place of similar.suggestions) expect(place.types, place.name).toContain("museum");
	});
});

describe("follow-ups", () => {
	it("'anything free instead?' keeps the last ask's kind and adds the new constraint", async () => {
		const history: GuideChatMessage[] = [
			{ role: "user", content: "the kids want to see animals" },
			{ role: "assistant", content: "Here are three animal encounters." },
		];
		const response = await ask("anything free instead?", { history });
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of shown(response)) {
			expect(place.tags, place.name).toContain("free");
			expect(
				place.types.some((type) => ["zoo", "farm", "aquarium"].includes(type)) ||
					place.tags.some((tag) => tag === "animals" || tag === "wildlife"),
				place.name,
			).toBe(true);
		}
	});
});

describe("a London session: the words", () => {
	const sentences = (text: string) =>
		text
			.split(/\n\n|(?<=[.!?:])\s+/)
			.map((part) => part.replace(/^\d+\.\s+/, "").trim())
			.filter((part) => part.length > 20);

	it("lead with the answer, name each pick once, and never repeat a sentence within an answer or from the one before", async () => {
		const first = await ask("Rainy day ideas");
		const second = await ask("museums please", {
			history: [
				{ role: "user", content: "Rainy day ideas" },
				{ role: "assistant", content: first.content },
			],
		});
		for (const response of [first, second]) {
			const [lead] = response.content.split("\n\n");
			expect(lead).not.toMatch(/^\d\./);
			for (const place of response.suggestions) {
				expect(response.content.split(place.name).length - 1, place.name).toBe(1);
				// The card shows the summary: the words do not repeat it.
				if (place.familySummary) expect(response.content).not.toContain(place.familySummary);
			}
			const own = sentences(response.content);
			expect(new Set(own).size).toBe(own.length);
		}
		const before = new Set(sentences(first.content));
		for (const sentence of sentences(second.content)) expect(before.has(sentence), sentence).toBe(false);
		for (const text of [first.content, second.content]) {
			expect(text).not.toContain("Toddler-friendly, with space for small legs");
			expect(text).not.toMatch(/Pitched at ages/);
		}
	});
});
