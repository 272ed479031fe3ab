import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { haversineKm } from "../../domain/geo/geo";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { offlineGuide } from "../../worker/services/guide";
import { composeOpening, exampleAsks, kidsForStatus, yourKids } from "../../worker/services/guide/answer/compose";
import { pickPlaces } from "../../worker/services/guide/search/pick";
import { ageFitOf, radiusFor, scorePlace } from "../../worker/services/guide/search/rank";
import type { GuideContext } from "../../worker/services/guide/types";
import {
	GUIDE_LONDON_PLACES,
	guidePlaceId,
	insertGuidePlaces,
	LONDON_CENTER,
	londonGuideContext,
} from "./fixtures/guide-places";
import { placeOf as fixturePlace } from "./fixtures/place";

/**
 * The offline guide as a table: message → what it asked for → real places near the centre that fit
 * the kids; vague messages get a question; nothing is invented and saved places never come back.
 */

const FIXTURE_IDS = new Set(GUIDE_LONDON_PLACES.map((place) => guidePlaceId(place.id)));
const CENTER = { latitude: LONDON_CENTER.lat, longitude: LONDON_CENTER.lng };

beforeAll(async () => {
	await insertGuidePlaces();
});

const context = (message: string, fields: Partial<GuideContext> = {}) => londonGuideContext(message, fields);

async function ask(message: string, fields: Partial<GuideContext> = {}) {
	const statuses: string[] = [];
	const places = new CatalogPlacesProvider(env.DB);
	const search = vi.spyOn(places, "search");
	const answer = await offlineGuide.respond(context(message, fields), {
		places,
		status: (line) => {
			statuses.push(line);
		},
	});
	return { ...answer, statuses, searches: search.mock.calls.map(([query]) => query) };
}

const all = (response: { suggestions: Place[]; backupSuggestions: Place[] }) => [
	...response.suggestions,
	...response.backupSuggestions,
];

describe("offline guide: message → real places that fit", () => {
	it.each<[string, (place: Place) => boolean, number[]?]>([
		["museums please", (place) => place.types.includes("museum")],
		["we love dinosaurs", (place) => place.types.includes("museum")],
		["a playground for my toddler", (place) => place.types.includes("playground") || (place.ages?.[0] ?? 9) <= 3, [2]],
		[
			"animals!",
			(place) => place.types.includes("zoo") || place.types.includes("aquarium") || place.tags.includes("animals"),
		],
		["rainy day", (place) => place.tags.includes("indoor") || place.tags.includes("rainy-day")],
		["free outdoor fun", (place) => place.tags.includes("outdoor") && place.tags.includes("free")],
		["where can we stay?", (place) => place.category === "accommodation"],
		["ice cream", (place) => place.tags.includes("food")],
	])("%s", async (message, fits, kidAges) => {
		const { response } = await ask(message, kidAges ? { kidAges } : {});
		expect(response.state).toBe("responding");
		expect(response.suggestions.length).toBeGreaterThan(0);
		const first = response.suggestions[0];
		if (!first) throw new Error("no suggestion");
		expect(fits(first), `${first.name} for "${message}"`).toBe(true);
		for (const place of all(response)) expect(FIXTURE_IDS.has(place.googlePlaceId)).toBe(true);
		for (const place of response.suggestions) expect(response.content).toContain(place.name);
	});

	it("puts the dinosaur museum first for dinosaurs", async () => {
		const { response } = await ask("Where can we see dinosaurs?");
		expect(response.suggestions[0]?.googlePlaceId).toBe(guidePlaceId("london-natural-history-museum"));
	});

	it("fits the kids: a toddler gets places from age 3 or younger, a teen places for older kids", async () => {
		const toddler = await ask("museums for a toddler", { kidAges: [] });
		for (const place of toddler.response.suggestions) expect(place.ages?.[0] ?? 0).toBeLessThanOrEqual(3);
		const teens = await ask("museums", { kidAges: [15, 16] });
		for (const place of teens.response.suggestions) expect(place.ages?.[1] ?? 18).toBeGreaterThanOrEqual(16);
		expect(teens.response.content).toContain("15- and 16-year-olds");
	});

	it("keeps 'near here' close to the map centre", async () => {
		const hydePark = { latitude: 51.5073, longitude: -0.1657 };
		const { response } = await ask("parks near here", { center: hydePark, centerSource: "map" });
		expect(response.suggestions.length).toBeGreaterThan(0);
		for (const place of response.suggestions) expect(haversineKm(hydePark, place)).toBeLessThanOrEqual(3);
		expect(response.content).toContain("the map centre");
	});

	it("never suggests a saved place", async () => {
		const saved = new Set([guidePlaceId("london-natural-history-museum"), guidePlaceId("london-science-museum")]);
		const { response } = await ask("dinosaurs and science", { excludeIds: saved });
		for (const place of all(response)) expect(saved.has(place.googlePlaceId)).toBe(false);
	});

	it("answers three suggestions and at most five backups, all different", async () => {
		const { response } = await ask("ideas for my 6 year old", { kidAges: [] });
		expect(response.suggestions).toHaveLength(3);
		expect(response.backupSuggestions.length).toBeLessThanOrEqual(5);
		const ids = all(response).map((place) => place.googlePlaceId);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it("reports what it is doing, in order", async () => {
		const { statuses } = await ask("museums");
		expect(statuses).toEqual([
			"Looking for museums near London…",
			"Checking what suits a 4- and a 9-year-old…",
			"Picking the best three…",
		]);
	});

	it.each(["hi", "help", "what should we do?", "xyzzy", "Hello Wunder!"])(
		"asks back for %j without searching",
		async (message) => {
			const { response, searches } = await ask(message);
			expect(response).toMatchObject({
				state: "clarifying",
				isClarification: true,
				suggestions: [],
				backupSuggestions: [],
			});
			expect(response.content).toMatch(/what kind of outing/i);
			expect(searches.filter((query) => query !== "xyzzy")).toEqual([]);
		},
	);

	it("finds a lone name it knows (Legoland, out of town) instead of asking back", async () => {
		const { response } = await ask("Legoland");
		expect(response.state).toBe("responding");
		expect(response.suggestions[0]?.name).toBe("LEGOLAND Windsor Resort");
	});

	it("asks back when a clear ask finds nothing within reach", async () => {
		const { response } = await ask("museums", {
			center: { latitude: -45, longitude: -140 },
			centerSource: "map",
			adventureCenter: null,
		});
		expect(response.state).toBe("clarifying");
		expect(response.suggestions).toEqual([]);
	});

	it("writes different replies for different asks, the same for the same", async () => {
		const a = await ask("museums");
		const b = await ask("museums");
		const c = await ask("parks");
		expect(a.response.content).toBe(b.response.content);
		expect(c.response.content).not.toBe(a.response.content);
		expect(a.response.content).not.toMatch(/undefined|null|NaN/);
	});
});

describe("family fit", () => {
	const place = (fields: Partial<Place>): Place =>
		fixturePlace({ latitude: CENTER.latitude, longitude: CENTER.longitude, types: ["museum"], ...fields });
	const request = {
		categories: [] as never[],
		modifiers: [] as never[],
		keywords: [],
		words: [],
		kidAges: [4, 9],
		center: CENTER,
		radiusMeters: 10_000,
	};

	it("scores ages inside the range above ages outside it", () => {
		expect(ageFitOf({ ages: [3, 12] }, [4, 9])).toBe("all");
		expect(ageFitOf({ ages: [5, 12] }, [4, 9])).toBe("some");
		expect(ageFitOf({ ages: [12, 18] }, [4, 9])).toBe("none");
		expect(ageFitOf({ ages: null }, [4, 9])).toBe("unknown");
		const fits = scorePlace(place({ ages: [3, 12] }), request).score;
		const misses = scorePlace(place({ ages: [12, 18] }), request).score;
		expect(fits).toBeGreaterThan(misses);
	});

	it("drops outdoor-only places for a rainy day, even when nothing else is left", () => {
		const indoor = place({ googlePlaceId: "cat:in", tags: ["indoor"] });
		const park = place({ googlePlaceId: "cat:park", types: ["park"], tags: ["outdoor"], category: "nature" });
		const rainy = { ...request, modifiers: ["indoor" as const] };
		expect(scorePlace(park, rainy).excluded).toBe("indoor");
		const picked = pickPlaces(
			[park, indoor, { ...indoor, googlePlaceId: "cat:in2" }, { ...indoor, googlePlaceId: "cat:in3" }],
			rainy,
		);
		expect(picked.suggestions.map((entry) => entry.place.googlePlaceId)).not.toContain("cat:park");
		const onlyPark = pickPlaces([park], rainy);
		expect(onlyPark.suggestions).toEqual([]);
	});

	it("keeps lunch and hotels out of general ideas", () => {
		const restaurant = place({ types: ["restaurant"], category: "food" });
		const museum = place({ googlePlaceId: "cat:m" });
		expect(scorePlace(restaurant, request).score).toBeLessThan(scorePlace(museum, request).score);
	});

	it("prefers nearer places of the same fit", () => {
		const near = place({ distanceMeters: 500 });
		const far = place({ distanceMeters: 9000 });
		expect(scorePlace(near, request).score).toBeGreaterThan(scorePlace(far, request).score);
	});

	it("mixes kinds when no kind was asked for", () => {
		const museums = [1, 2, 3, 4].map((n) => place({ googlePlaceId: `cat:m${n}`, distanceMeters: n * 100 }));
		const zoo = place({ googlePlaceId: "cat:zoo", types: ["zoo"], category: "entertainment", distanceMeters: 2000 });
		const { suggestions } = pickPlaces([...museums, zoo], request);
		expect(suggestions.map((entry) => entry.place.googlePlaceId)).toContain("cat:zoo");
	});

	it.each([
		[10, false, 12_500],
		[12, false, 3_125],
		[8, false, 50_000],
		[16, false, 1_500],
		[10, true, 3_000],
		[Number.NaN, false, 12_500],
	])("radius at zoom %d (nearby %s) is %d m", (zoom, nearby, meters) => {
		expect(radiusFor(zoom, nearby)).toBe(meters);
	});
});

describe("words", () => {
	it.each([
		[[4, 9], "your 4- and 9-year-olds", "a 4- and a 9-year-old"],
		[[8], "your 8-year-old", "an 8-year-old"],
		[[11, 3, 6], "your 3-, 6- and 11-year-olds", "a 3-, a 6- and an 11-year-old"],
		[[], "your family", "your family"],
	])("kids %j", (ages, reply, status) => {
		expect(yourKids(ages)).toBe(reply);
		expect(kidsForStatus(ages)).toBe(status);
	});

	it("opens with the destination, the kids and example asks that fit them", () => {
		const opening = composeOpening("London, UK", [4, 9]);
		expect(opening).toContain("London");
		expect(opening).toContain("Wunder");
		expect(opening).toContain("(4 and 9)");
		expect(opening).toContain("“Rainy day ideas for my 4 and 9 year olds”");
		expect(exampleAsks("Yellowstone National Park", [3])).toContain("Easy, stroller-friendly walks with views");
		expect(exampleAsks("New York", [14, 16])).toContain("Something thrilling for a teenager");
		expect(composeOpening("", [])).toContain("your family");
	});

	it("opens with where the family stays when they set it, never the map", () => {
		const opening = composeOpening("London, UK", [3, 8], "The Ampersand Hotel");
		expect(opening).toContain("close to where you're staying (The Ampersand Hotel)");
		expect(opening).not.toMatch(/map/);
		expect(composeOpening("London, UK", [3, 8])).not.toMatch(/map/);
	});
});
