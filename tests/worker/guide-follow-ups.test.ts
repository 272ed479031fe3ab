import { beforeAll, describe, expect, it } from "vitest";
import type { GuideResponse } from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import { adventures } from "../../worker/db/schema";
import { catalog, insertCatalog } from "./guide-corpus/catalog";
import { call, db, json, type SignedIn, signIn } from "./helpers";

/**
 * Conversations of several turns, through `POST /api/guide-ai` on the embedded catalog, read as a
 * parent means them: a follow-up that changes the ask ("what about tomorrow, it's sunny", "near
 * there for lunch", "same but for the baby", "ok and after that?", "more?") gets places for that
 * ask, not the earlier list again nor a question back; and "plan our days" before anything is
 * saved plans from the chat's suggestions.
 */

type Destination = "london" | "paris" | "new-york" | "washington-dc" | "yellowstone";
const LOCATION: Record<Destination, string> = {
	yellowstone: "Yellowstone National Park",
	london: "London, UK",
	paris: "Paris, France",
	"new-york": "New York, NY, USA",
	"washington-dc": "Washington, DC, USA",
};

interface Chat {
	say: (message: string) => Promise<GuideResponse>;
}

beforeAll(async () => {
	await insertCatalog();
}, 60_000);

/** A family's trip (12–14 April 2027) and its chat with the guide. */
async function family(destination: Destination, kidAges: number[]): Promise<Chat> {
	const me: SignedIn = await signIn();
	const center = catalog.center(destination);
	const adventureId = crypto.randomUUID();
	await db().insert(adventures).values({
		id: adventureId,
		ownerId: me.user.id,
		title: LOCATION[destination],
		location: LOCATION[destination],
		latitude: center.latitude,
		longitude: center.longitude,
		startDate: "2027-04-12",
		endDate: "2027-04-14",
		kidAges,
	});
	const mapCenter = { lat: center.latitude, lng: center.longitude };
	return {
		say: async (message) => {
			const res = await call(
				"/api/guide-ai",
				json(
					{ message, location: LOCATION[destination], userId: me.user.id, adventureId, mapCenter, mapZoom: 12 },
					{ headers: { Cookie: me.cookie } },
				),
			);
			expect(res.status).toBe(200);
			return res.json();
		},
	};
}

const ids = (places: readonly Place[]) => places.map((place) => place.googlePlaceId);
const names = (places: readonly Place[]) => places.map((place) => place.name);
const labels = (answer: GuideResponse) => (answer.chips ?? []).map((chip) => chip.label);
const EATING = new Set(["restaurant", "cafe", "bakery", "ice_cream_shop", "pizza_restaurant", "food", "meal_takeaway"]);
const isEating = (place: Place) => place.types.some((type) => EATING.has(type));
const isMuseum = (place: Place) => place.types.some((type) => type === "museum" || type === "art_gallery");
const metersBetween = (a: Place, b: Place) => {
	const rad = Math.PI / 180;
	const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
	const y = (b.latitude - a.latitude) * rad;
	return Math.sqrt(x * x + y * y) * 6_371_000;
};

describe("a follow-up that changes the ask gets places for the new ask", () => {
	it("'what about tomorrow, it's sunny' after parks near South Kensington: new outdoor places, not the parks again", async () => {
		const chat = await family("london", [3, 8]);
		const parks = await chat.say("parks near south kensington");
		expect(parks.suggestions.length).toBeGreaterThan(0);
		const sunny = await chat.say("what about tomorrow, it's sunny");
		expect(sunny.suggestions.length).toBeGreaterThan(0);
		expect(sunny.content).not.toMatch(/suggested before/);
		expect(ids(sunny.suggestions).filter((id) => ids(parks.suggestions).includes(id))).toEqual([]);
		expect(
			names(sunny.suggestions.filter((place) => place.tags.includes("indoor") && !place.tags.includes("outdoor"))),
		).toEqual([]);
		// The place asked about last time is no longer a filter: the chips say what holds.
		expect(labels(sunny).join(" ")).not.toMatch(/South Kensington|parks/i);
	});

	it("'what about tomorrow, it's sunny' after dinner is no longer places to eat", async () => {
		const chat = await family("london", [3, 8]);
		await chat.say("rainy day ideas, nothing loud");
		const dinner = await chat.say("what about dinner");
		expect(dinner.suggestions.every(isEating)).toBe(true);
		const sunny = await chat.say("what about tomorrow, it's sunny");
		expect(sunny.suggestions.length).toBeGreaterThan(0);
		expect(names(sunny.suggestions.filter(isEating))).toEqual([]);
	});

	it("'and somewhere near there for lunch' is places to eat near the last answer's first place", async () => {
		const chat = await family("london", [3, 8]);
		const museums = await chat.say("museums near south kensington");
		const first = museums.suggestions[0] as Place;
		expect(first.name).toBe("Natural History Museum");
		const lunch = await chat.say("and somewhere near there for lunch");
		expect(lunch.suggestions.length).toBeGreaterThan(0);
		expect(names(lunch.suggestions.filter((place) => !isEating(place)))).toEqual([]);
		expect(lunch.content).toMatch(/near the Natural History Museum/);
		// Museums shown before are no answer to lunch: not named as close by.
		expect(lunch.content).not.toMatch(/seen (?:these|this one) already/);
	});

	it("'somewhere near there for lunch' after a question about one place looks around that place", async () => {
		const chat = await family("washington-dc", [6, 11]);
		const about = await chat.say("the air and space museum");
		expect(names(about.suggestions)).toEqual(["National Air and Space Museum"]);
		const lunch = await chat.say("somewhere near there for lunch");
		expect(lunch.suggestions.length).toBeGreaterThan(0);
		expect(lunch.content).toMatch(/near the National Air and Space Museum/);
		for (const place of lunch.suggestions)
			expect(metersBetween(about.suggestions[0] as Place, place)).toBeLessThan(3000);
	});

	it("'and somewhere to eat nearby?' after a question about one place is near that place", async () => {
		const chat = await family("london", [3, 8]);
		await chat.say("the science museum");
		const food = await chat.say("and somewhere to eat nearby?");
		expect(food.suggestions.length).toBeGreaterThan(0);
		expect(names(food.suggestions.filter((place) => !isEating(place)))).toEqual([]);
		expect(food.content).toMatch(/near the Science Museum/);
	});

	it("'and lunch near there' with no place to eat known near the Bronx Zoo says so, not 'indoors or outdoors?'", async () => {
		const chat = await family("new-york", [5, 10]);
		await chat.say("the bronx zoo");
		const lunch = await chat.say("and lunch near there");
		expect(lunch.content).toMatch(/^I don't know a place to eat within reach of Bronx Zoo\./);
		expect(lunch.content).not.toMatch(/indoors or outdoors/);
	});

	it("'something indoors, it's raining' after waterfalls drops the waterfalls with the outdoors", async () => {
		const chat = await family("yellowstone", [5, 9]);
		await chat.say("easy hikes");
		await chat.say("and waterfalls?");
		const indoors = await chat.say("something indoors, it's raining");
		expect(indoors.suggestions.length).toBeGreaterThan(0);
		expect(indoors.content).not.toMatch(/waterfall/i);
		expect(labels(indoors).join(" ")).not.toMatch(/waterfall/i);
	});

	it("'same but for the baby' keeps the playgrounds near Hyde Park, for the baby", async () => {
		const chat = await family("london", [1, 6]);
		await chat.say("playgrounds in hyde park");
		const baby = await chat.say("same but for the baby");
		expect(labels(baby)).toEqual(expect.arrayContaining([expect.stringMatching(/hyde park/i)]));
		expect(labels(baby).join(" ")).toMatch(/playground/i);
		expect(baby.content).toMatch(/near Hyde Park/);
	});

	it("'ok and after that?' after a question about one place suggests what is near it, not a question back", async () => {
		const chat = await family("london", [3, 8]);
		const about = await chat.say("the natural history museum");
		const museum = about.suggestions[0] as Place;
		const next = await chat.say("ok and after that?");
		expect(next.isClarification).toBe(false);
		expect(next.suggestions.length).toBeGreaterThan(0);
		expect(ids(next.suggestions)).not.toContain(museum.googlePlaceId);
		for (const place of next.suggestions) expect(metersBetween(museum, place)).toBeLessThan(3000);
		expect(next.content).not.toMatch(/seen this one already/);
	});

	it("'more?' after museums is more museums, none of the first ones", async () => {
		const chat = await family("london", [3, 8]);
		const museums = await chat.say("museums");
		const more = await chat.say("more?");
		expect(more.isClarification).toBe(false);
		expect(more.suggestions.length).toBeGreaterThan(0);
		expect(names(more.suggestions.filter((place) => !isMuseum(place)))).toEqual([]);
		expect(ids(more.suggestions).filter((id) => ids(museums.suggestions).includes(id))).toEqual([]);
	});

	it("'what about brooklyn' after museums in Manhattan is museums in Brooklyn", async () => {
		const chat = await family("new-york", [5, 10]);
		await chat.say("museums in manhattan");
		const brooklyn = await chat.say("what about brooklyn");
		expect(brooklyn.isClarification).toBe(false);
		expect(brooklyn.suggestions.length).toBeGreaterThan(0);
		expect(names(brooklyn.suggestions.filter((place) => !isMuseum(place)))).toEqual([]);
		expect(brooklyn.content).toMatch(/near Brooklyn/);
		expect(labels(brooklyn)).toEqual(expect.arrayContaining(["museums", "near brooklyn"]));
	});

	it("'what about in the marais' with no place known there says so, and where the places are from instead", async () => {
		const chat = await family("paris", [4, 9]);
		await chat.say("things to do near the eiffel tower");
		const marais = await chat.say("what about in the marais");
		expect(marais.isClarification).toBe(false);
		expect(marais.suggestions.length).toBeGreaterThan(0);
		expect(marais.content).toMatch(/^I'm not sure which places are in Marais, so these are from around Paris\./);
	});

	it("the answer to the guide's 'what kind of outing?' keeps the day asked about", async () => {
		const chat = await family("london", [3, 8]);
		const vague = await chat.say("what can we do on saturday");
		expect(vague.isClarification).toBe(true);
		const rain = await chat.say("it'll rain");
		expect(rain.suggestions.length).toBeGreaterThan(0);
		expect(labels(rain).join(" ")).toMatch(/saturday/i);
		expect(labels(rain)).toContain("indoors");
	});

	it("'now something for the evening' after animals is another outing, not more animals", async () => {
		const chat = await family("london", [3, 8]);
		await chat.say("animals");
		const evening = await chat.say("now something for the evening");
		expect(evening.suggestions.length).toBeGreaterThan(0);
		expect(labels(evening)).toContain("evening");
		expect(labels(evening).join(" ")).not.toMatch(/animal|zoo/i);
	});

	it("'what about food there' looks around the last answer's first card", async () => {
		const chat = await family("new-york", [12, 15]);
		await chat.say("something thrilling for the teens");
		const calm = await chat.say("something calmer for the evening");
		const first = calm.suggestions[0] as Place;
		const food = await chat.say("what about food there");
		expect(food.suggestions.length).toBeGreaterThan(0);
		expect(food.content).toContain(`near ${first.name}`);
		expect(names(food.suggestions.filter((place) => !isEating(place)))).toEqual([]);
	});

	it("'cheaper?' after places to eat names no earlier place as close that is not cheap", async () => {
		const chat = await family("london", [3, 8]);
		await chat.say("somewhere to eat near the british museum");
		const cheaper = await chat.say("cheaper?");
		expect(cheaper.suggestions.length).toBeGreaterThan(0);
		expect(cheaper.content).not.toMatch(/seen (?:these|this one) already|From earlier, also close/);
	});

	it("'cheaper?' after pizza with no pizza place known names the picks as places to eat, not pizza", async () => {
		const chat = await family("london", [3, 8]);
		await chat.say("pizza near covent garden");
		const cheaper = await chat.say("cheaper?");
		expect(cheaper.content).not.toMatch(/places for pizza/);
	});
});

describe("'plan our days' from the chat", () => {
	it("with nothing saved, plans the days from the places suggested in this chat, and says how to keep them", async () => {
		const chat = await family("london", [3, 8]);
		const rainy = await chat.say("rainy day ideas");
		const parks = await chat.say("parks");
		const plan = await chat.say("can you plan our 3 days");
		expect(plan.content).toMatch(/haven't saved any places yet/);
		const stops = plan.dayPlan?.days.flatMap((day) => day.stops) ?? [];
		expect(plan.dayPlan?.days.length).toBe(3);
		const shown = new Set(ids([...rainy.suggestions, ...parks.suggestions]));
		expect(stops.some((stop) => shown.has(stop.googlePlaceId))).toBe(true);
		expect(plan.content).toMatch(/places I suggested here/);
	});
});
