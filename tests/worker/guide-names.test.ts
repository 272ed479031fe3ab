import { beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "../../domain/geo/geo";
import type { GuideResponse } from "../../domain/guide/guide";
import { catalog, insertCatalog } from "./guide-corpus/catalog";
import { call, insertAdventure, json, type SignedIn, signIn } from "./helpers";

/**
 * A question naming a place of the trip the family has not saved, however loosely, is answered
 * about that place through the turn (`POST /api/guide-ai`, the offline guide on the catalog): its
 * card first, never a clarifying question nor a list of other places; and a find near a place so
 * named looks around that place.
 */

beforeAll(async () => {
	await insertCatalog();
});

const LOCATIONS: Record<string, string> = {
	london: "London, UK",
	"san-diego": "San Diego, CA, USA",
	yellowstone: "Yellowstone National Park",
	acadia: "Acadia National Park",
	"great-smoky-mountains": "Great Smoky Mountains National Park",
	olympic: "Olympic National Park",
	paris: "Paris, France",
	"rocky-mountain": "Rocky Mountain National Park",
	orlando: "Orlando, FL, USA",
};

/** A family of its own (the chat's rate limit is per account) with a trip to the destination. */
async function tripTo(destination: string): Promise<{ me: SignedIn; adventureId: string }> {
	const center = catalog.center(destination);
	const me = await signIn();
	const adventureId = await insertAdventure(me.user.id, {
		title: LOCATIONS[destination],
		location: LOCATIONS[destination],
		latitude: center.latitude,
		longitude: center.longitude,
		startDate: "2030-07-01",
		endDate: "2030-07-06",
		kidAges: [3, 8],
	});
	return { me, adventureId };
}

async function ask(destination: string, message: string): Promise<GuideResponse> {
	const { me, adventureId } = await tripTo(destination);
	const center = catalog.center(destination);
	const res = await call(
		"/api/guide-ai",
		json(
			{
				message,
				location: LOCATIONS[destination],
				userId: me.user.id,
				adventureId,
				mapCenter: { lat: center.latitude, lng: center.longitude },
				mapZoom: 11,
			},
			{ headers: { Cookie: me.cookie } },
		),
	);
	expect(res.status).toBe(200);
	return res.json();
}

describe("a question about an unsaved place of the trip, named loosely", () => {
	it.each([
		["london", "golden hinde with a 3 year old?", "cat:london-the-golden-hinde"],
		["san-diego", "the midway - can we bring a scooter?", "cat:san-diego-uss-midway-museum"],
		["yellowstone", "grand prismatic with a stroller?", "cat:yellowstone-grand-prismatic-spring"],
		["yellowstone", "old faithful inn with a toddler?", "cat:yellowstone-old-faithful-inn"],
		["acadia", "jordan pond house with a toddler?", "cat:acadia-jordan-pond-house"],
		["great-smoky-mountains", "anakeesta with a toddler?", "cat:great-smoky-mountains-anakeesta"],
		["olympic", "hole in the wall - is parking ok?", "cat:olympic-hole-in-the-wall"],
		["paris", "musee d orsay with a 3 year old?", "cat:paris-musee-dorsay"],
	])("%s: “%s” is answered about that place", async (destination, message, id) => {
		const answer = await ask(destination, message);
		expect(answer.isClarification).toBe(false);
		expect(answer.suggestions[0]?.googlePlaceId).toBe(id);
		// About that place, not a list of others.
		expect(answer.suggestions.filter((place) => place.googlePlaceId !== id)).toEqual([]);
		expect(answer.content).not.toMatch(/tell me a little more/i);
	});
});

describe("a question about a place of the trip, in any shape", () => {
	it.each([
		["great-smoky-mountains", "is there a gondola at anakeesta?", "cat:great-smoky-mountains-anakeesta"],
		["san-diego", "la jolla cove - can we get close to the sea lions?", "cat:san-diego-la-jolla-cove"],
		["olympic", "rialto beach where should we start", "cat:olympic-rialto-beach"],
		["rocky-mountain", "bear lake is parking ok", "cat:rocky-mountain-bear-lake"],
		["orlando", "magic kingdom with a toddler? which rides first", "cat:orlando-magic-kingdom"],
		["yellowstone", "is our lodge near old faithful?", "cat:yellowstone-old-faithful"],
	])("%s: “%s” is answered about that place alone", async (destination, message, id) => {
		const answer = await ask(destination, message);
		expect(answer.isClarification, answer.content).toBe(false);
		expect(answer.suggestions.map((place) => place.googlePlaceId)).toEqual([id]);
		expect(answer.content).not.toMatch(/tell me a little more/i);
	});
});

describe("a find near a place of the trip, named loosely", () => {
	it.each([["san-diego", "ice cream near hodads", "cat:san-diego-hodads"]])(
		"%s: “%s” looks around that place",
		async (destination, message, id) => {
			const place = catalog.place(id);
			if (!place) throw new Error(`no ${id}`);
			const answer = await ask(destination, message);
			expect(answer.suggestions.length, answer.content).toBeGreaterThan(0);
			expect(answer.suggestions.map((card) => card.googlePlaceId)).not.toContain(id);
			for (const card of answer.suggestions)
				expect(haversineKm(card, place), `${card.name} from ${place.name}`).toBeLessThan(3);
		},
	);
});
