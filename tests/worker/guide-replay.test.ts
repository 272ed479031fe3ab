import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_OPENING_TRIGGER, type GuideResponse } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { savedPlaces } from "../../worker/db/schema";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { offlineGuide, type RoomAdventure } from "../../worker/services/guide";
import { chatTurn, type TurnDeps } from "../../worker/services/guide/turn";
import { MemoryStore } from "./fixtures/memory-store";
import { catalog, insertCatalog } from "./guide-corpus/catalog";
import { db, insertAdventure, insertUser } from "./helpers";

/**
 * The session a new user tried (the guide's issue of record), replayed as conversations through the
 * turn, on the offline guide and the catalog, as `npm start` ships them: each answer is what a parent
 * would accept. These are the acceptance phrases; the question sets nobody tuned to are elsewhere
 * (tests/guide-sets/, tests/worker/guide-unseen/).
 */

interface Family {
	adventure: RoomAdventure;
	store: MemoryStore;
}

const places = new CatalogPlacesProvider(env.DB);
const routes = new EstimateRoutesProvider();

const deps = (): TurnDeps => ({
	deps: { db: db(), places, routes },
	guide: offlineGuide,
	status: () => {},
	changed: () => {},
});

async function family(
	destination: "london" | "new-york" | "yellowstone",
	kidAges: number[],
	more: { start: string; end: string; saved?: string[]; stay?: RoomAdventure["stay"] },
): Promise<Family> {
	const ownerId = await insertUser();
	const center = catalog.center(destination);
	const location = { london: "London, UK", "new-york": "New York, NY, USA", yellowstone: "Yellowstone National Park" }[
		destination
	];
	const id = await insertAdventure(ownerId, {
		title: location,
		location,
		latitude: center.latitude,
		longitude: center.longitude,
		startDate: more.start,
		endDate: more.end,
		kidAges,
	});
	for (const [index, slug] of (more.saved ?? []).entries()) {
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId: id, placeId: `cat:${slug}`, createdAt: new Date(index) });
	}
	const adventure: RoomAdventure = {
		id,
		location,
		latitude: center.latitude,
		longitude: center.longitude,
		kidAges,
		startDate: more.start,
		endDate: more.end,
		stay: more.stay ?? null,
	};
	const store = new MemoryStore();
	await say({ adventure, store }, GUIDE_OPENING_TRIGGER);
	return { adventure, store };
}

function say({ adventure, store }: Family, message: string): Promise<GuideResponse> {
	return chatTurn(
		{
			userId: "replay",
			adventure,
			message,
			mapCenter: { lat: adventure.latitude ?? 0, lng: adventure.longitude ?? 0 },
			mapZoom: 12,
		},
		store,
		deps(),
	);
}

const cards = (response: GuideResponse): Place[] => [...response.suggestions, ...response.backupSuggestions];
const ids = (response: GuideResponse) => cards(response).map((place) => place.googlePlaceId);
const slugOf = (place: Place) => place.googlePlaceId.replace(/^cat:/, "");
const EATING = new Set(["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant", "food", "meal_takeaway"]);
const isEating = (place: Place) => place.types.some((type) => EATING.has(type)) || place.tags.includes("food");
const MUSEUM_TYPES = new Set(["museum", "art_gallery", "art_museum", "science_museum", "history_museum"]);
const isMuseum = (place: Place) => place.types.some((type) => MUSEUM_TYPES.has(type));
const KIDDIE = /carousel|sandpit|sand pit|toy shop|fao schwarz|playground/i;

const SOUTH_KENSINGTON: RoomAdventure["stay"] = {
	label: "South Kensington, London SW7",
	point: { latitude: 51.4941, longitude: -0.1738 },
};
const APRIL = { start: "2027-04-12", end: "2027-04-16" };

beforeAll(async () => {
	await insertCatalog();
}, 60_000);

describe("London with kids of 3 and 8, April, staying in South Kensington", () => {
	it("lunch near the science museum is places to eat near it, and 'anything cheaper?' changes the answer", async () => {
		const london = await family("london", [3, 8], { ...APRIL, stay: SOUTH_KENSINGTON });
		const lunch = await say(london, "lunch near the science museum");
		expect(lunch.suggestions.length).toBeGreaterThan(0);
		expect(
			lunch.suggestions.filter((place) => !isEating(place)).map((p) => p.name),
			"not a place to eat",
		).toEqual([]);
		const cheaper = await say(london, "anything cheaper?");
		expect(cheaper.suggestions.length).toBeGreaterThan(0);
		expect(cheaper.suggestions.filter((place) => !isEating(place)).map((p) => p.name)).toEqual([]);
		expect(ids(cheaper)).not.toEqual(ids(lunch));
	});

	it("the weather is outside what the guide knows: said plainly, no list of places", async () => {
		const london = await family("london", [3, 8], { ...APRIL, saved: ["london-natural-history-museum"] });
		const weather = await say(london, "what will the weather be like");
		expect(cards(weather)).toEqual([]);
		expect(weather.content).toMatch(/don.t know|can.t (?:see|tell)|no forecast/i);
		expect(weather.content).not.toMatch(/already on your list/i);
	});

	it("'tower of london' is the Tower of London", async () => {
		const london = await family("london", [3, 8], APRIL);
		const tower = await say(london, "tower of london");
		expect(tower.content).toMatch(/Tower of London/);
		expect(ids(tower)).not.toContain("cat:london-royal-observatory-greenwich");
		if (tower.suggestions.length > 0) expect(slugOf(tower.suggestions[0] as Place)).toBe("london-tower-of-london");
	});

	it("animals the kids can touch finds the city farm, and so does 'a city farm'", async () => {
		const london = await family("london", [3, 8], APRIL);
		const touch = await say(london, "somewher with animals the kids can touch");
		expect(ids(touch)).toContain("cat:london-mudchute-park-and-farm");
		const fresh = await family("london", [3, 8], APRIL);
		const farm = await say(fresh, "a city farm");
		expect(ids(farm)).toContain("cat:london-mudchute-park-and-farm");
	});

	it("an easy arrival afternoon after a flight in April is not an unheated outdoor lido across town", async () => {
		const london = await family("london", [3, 8], { ...APRIL, stay: SOUTH_KENSINGTON });
		const easy = await say(london, "we are all knackered after the flight, something easy for arrival day afternoon");
		expect(easy.suggestions.length).toBeGreaterThan(0);
		expect(easy.suggestions.filter((place) => place.types.includes("swimming_pool")).map((p) => p.name)).toEqual([]);
	});

	it("'free things?' suggests only places free to get in", async () => {
		const london = await family("london", [3, 8], APRIL);
		const free = await say(london, "free things?");
		expect(free.suggestions.length).toBeGreaterThan(0);
		expect(ids(free)).not.toContain("cat:london-buckingham-palace");
		expect(free.content).not.toMatch(/Buckingham Palace[^.]*free to get in/);
	});

	it("a yes/no question three turns after 'nothing loud' is answered, with no stale filter", async () => {
		const london = await family("london", [3, 8], APRIL);
		await say(london, "rainy day ideas, nothing loud please");
		await say(london, "what about somewhere to eat after");
		await say(london, "is the british museum free?");
		const guard = await say(london, "changing of the guard – worth it with a toddler or too crowded?");
		expect(guard.isClarification).toBe(false);
		expect(guard.content).not.toMatch(/need more info|nothing fits|not loud/i);
		expect(guard.content).toMatch(/crowd|busy/i);
	});

	it("'not museums please' after a rainy-day question keeps the rain", async () => {
		const london = await family("london", [3, 8], APRIL);
		await say(london, "rainy day ideas");
		const notMuseums = await say(london, "not museums please");
		expect(notMuseums.suggestions.length).toBeGreaterThan(0);
		expect(notMuseums.suggestions.filter(isMuseum).map((p) => p.name)).toEqual([]);
		const outdoor = notMuseums.suggestions.filter(
			(place) => place.tags.includes("outdoor") && !place.tags.includes("indoor"),
		);
		expect(
			outdoor.map((p) => p.name),
			"outdoors in the rain",
		).toEqual([]);
	});

	it.each(["the kids don't really like museums, what else is there", "museums aren't their thing, ideas?"])(
		"'%s' asks for anything but museums",
		async (message) => {
			const london = await family("london", [3, 8], APRIL);
			const answer = await say(london, message);
			expect(answer.suggestions.length).toBeGreaterThan(0);
			expect(answer.suggestions.filter(isMuseum).map((p) => p.name)).toEqual([]);
		},
	);

	it("'can you plan a route for each day of our trip' plans the days", async () => {
		const london = await family("london", [3, 8], {
			...APRIL,
			saved: ["london-natural-history-museum", "london-hyde-park", "london-tower-of-london", "london-zsl-london-zoo"],
			stay: SOUTH_KENSINGTON,
		});
		const days = await say(london, "can you plan a route for each day of our trip");
		expect(days.dayPlan?.days.length).toBeGreaterThan(1);
		expect(days.createdPathId).toBeUndefined();
	});
});

describe("Yellowstone", () => {
	it("'easy hikes for my kids near here' finds the park's family trails", async () => {
		const park = await family("yellowstone", [5, 9], { start: "2027-07-05", end: "2027-07-10" });
		const hikes = await say(park, "easy hikes for my kids near here");
		expect(hikes.suggestions.length).toBeGreaterThan(0);
		expect(hikes.content).not.toMatch(/couldn.t find/i);
	});

	it("'no more hikes, little legs are tired' asks for anything but hikes", async () => {
		const park = await family("yellowstone", [3, 7], { start: "2027-07-05", end: "2027-07-10" });
		await say(park, "easy hikes for my kids");
		const tired = await say(park, "no more hikes, little legs are tired");
		expect(tired.suggestions.length).toBeGreaterThan(0);
		expect(tired.suggestions.filter((place) => place.types.includes("hiking_area")).map((p) => p.name)).toEqual([]);
	});
});

describe("New York with teens of 12 and 15", () => {
	const teens = () => family("new-york", [12, 15], { start: "2027-06-14", end: "2027-06-18" });

	it.each(["something thrilling for a teenager", "something fun in the evening"])(
		"'%s' gets places for teens, no kiddie places",
		async (message) => {
			const answer = await say(await teens(), message);
			expect(answer.suggestions.length).toBeGreaterThan(0);
			expect(answer.content).not.toMatch(/couldn.t find picks for teens/i);
			const kiddie = answer.suggestions.filter((place) => KIDDIE.test(place.name) || (place.ages?.[1] ?? 18) < 13);
			expect(kiddie.map((p) => p.name)).toEqual([]);
		},
	);

	it("'anything the two of them could do on their own while I rest' is not hotels", async () => {
		const answer = await say(await teens(), "anything the two of them could do on their own while I rest");
		expect(answer.suggestions.length).toBeGreaterThan(0);
		expect(answer.suggestions.filter((place) => place.types.includes("lodging")).map((p) => p.name)).toEqual([]);
	});

	it("'broadway show for teens?' says what it does not know rather than a park and a statue", async () => {
		const answer = await say(await teens(), "broadway show for teens?");
		const kiddie = answer.suggestions.filter((place) => (place.ages?.[1] ?? 18) < 13);
		expect(kiddie.map((p) => p.name)).toEqual([]);
		expect(answer.content).toMatch(/broadway|show|theat/i);
	});
});
