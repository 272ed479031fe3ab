import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_OPENING_TRIGGER, type GuideResponse } from "../../domain/guide/guide";
import cities from "../../migrations/seed/family-places/destinations-cities.json";
import parks from "../../migrations/seed/family-places/destinations-parks.json";
import { savedPlaces } from "../../worker/db/schema";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import { offlineGuide, type RoomAdventure } from "../../worker/services/guide";
import { chatTurn, type TurnDeps } from "../../worker/services/guide/turn";
import { MemoryStore } from "./fixtures/memory-store";
import { insertCatalog } from "./guide-corpus/catalog";
import { db, insertAdventure, insertUser } from "./helpers";

/**
 * A question about a named place, on a subject its own notes cover, through the turn on the offline
 * guide and the catalog: the answer names the place and says the notes' sentence on what was asked
 * (the hills and the bus that climbs them, the tide, the water's temperature, the way up, the
 * trail's length, the best time), each subject asked getting its line; a subject the notes say
 * nothing of is said plainly, with what they do cover.
 */

interface Family {
	adventure: RoomAdventure;
	store: MemoryStore;
}

const deps = (): TurnDeps => ({
	deps: { db: db(), places: new CatalogPlacesProvider(env.DB), routes: new EstimateRoutesProvider() },
	guide: offlineGuide,
	status: () => {},
	changed: () => {},
});

/** A family of 4 and 9 on a July trip to a catalog destination, with these catalog places saved. */
async function family(slug: string, saved: string[], stay: RoomAdventure["stay"] = null): Promise<Family> {
	const destination = [...cities, ...parks].find((entry) => entry.slug === slug);
	if (!destination) throw new Error(`no destination ${slug}`);
	const ownerId = await insertUser();
	const dates = { startDate: "2027-07-10", endDate: "2027-07-16" };
	const kidAges = [4, 9];
	const where = { location: destination.name, latitude: destination.latitude, longitude: destination.longitude };
	const id = await insertAdventure(ownerId, { title: destination.name, ...where, ...dates, kidAges });
	for (const [index, place] of saved.entries()) {
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId: id, placeId: `cat:${place}`, createdAt: new Date(index) });
	}
	const adventure: RoomAdventure = { id, ...where, kidAges, ...dates, stay };
	const store = new MemoryStore();
	await say({ adventure, store }, GUIDE_OPENING_TRIGGER);
	return { adventure, store };
}

function say({ adventure, store }: Family, message: string): Promise<GuideResponse> {
	return chatTurn(
		{
			userId: "notes",
			adventure,
			message,
			mapCenter: { lat: adventure.latitude ?? 0, lng: adventure.longitude ?? 0 },
			mapZoom: 12,
		},
		store,
		deps(),
	);
}

const cardNames = (response: GuideResponse) => response.suggestions.map((place) => place.name);

beforeAll(async () => {
	await insertCatalog();
}, 60_000);

describe("a subject the place's notes cover is answered from them", () => {
	it("hills: 'san diego zoo - lots of hills?' says it is hilly and how the bus and the Skyfari save the climb", async () => {
		const sanDiego = await family("san-diego", ["san-diego-san-diego-zoo"]);
		const response = await say(sanDiego, "san diego zoo - lots of hills?");
		expect(response.content).toContain("On hills and climbs at San Diego Zoo");
		expect(response.content).toContain("“A huge, hilly zoo in Balboa Park");
		expect(response.content).toContain(
			"“Guided double-decker bus tours and the Skyfari aerial tram save little legs on the steep canyons.”",
		);
		expect(cardNames(response)).toEqual(["San Diego Zoo"]);
	});

	it("ladders: 'hms belfast - are there ladders?' is answered on ladders and steps, from the notes", async () => {
		const london = await family("london", ["london-hms-belfast"]);
		const response = await say(london, "hms belfast - are there ladders?");
		expect(response.content).toMatch(
			/^On ladders and steps at HMS Belfast, the place notes say: “It suits children around six and up who can climb steep ladders/,
		);
		expect(cardNames(response)).toEqual(["HMS Belfast"]);
	});

	it("the tide: 'bar island sandbar - when can we cross?' says at low tide, from the notes", async () => {
		const acadia = await family("acadia", ["acadia-bar-island-sandbar"]);
		const response = await say(acadia, "bar island sandbar - when can we cross?");
		expect(response.content).toContain("Bar Island Sandbar");
		expect(response.content).toContain("“At low tide, a gravel bar appears");
		expect(response.content).toContain("usable for about three hours on either side of low tide");
		expect(response.content).not.toMatch(/don't say/);
	});

	it("the water: 'what's the water temperature at sand beach?' gives the notes' 55 degrees", async () => {
		const acadia = await family("acadia", ["acadia-sand-beach"]);
		const response = await say(acadia, "what's the water temperature at sand beach?");
		expect(response.content).toContain("On the water at Sand Beach");
		expect(response.content).toContain("“The water stays around 55 degrees");
		expect(cardNames(response)).toEqual(["Sand Beach"]);
	});

	it("two subjects in one question each get their line: the sea's cold and the parking at Sand Beach", async () => {
		const acadia = await family("acadia", ["acadia-sand-beach"]);
		const response = await say(acadia, "sand beach - how cold is the sea and where do we park?");
		expect(response.content).toContain("Parking at Sand Beach: “Arrive before 10 a.m. in summer for parking");
		expect(response.content).toContain("“The water stays around 55 degrees");
	});

	it("the way up: 'anakeesta - can we avoid the open chairlift?' is the gondola, not opening hours", async () => {
		const smokies = await family("great-smoky-mountains", ["great-smoky-mountains-anakeesta"]);
		const response = await say(smokies, "anakeesta - can we avoid the open chairlift with a 4 year old?");
		expect(response.content).toContain("On the way up at Anakeesta");
		expect(response.content).toContain("reached by chairlift or enclosed gondola");
		expect(response.content).not.toMatch(/opening times/);
	});

	it("the best time: 'when is the best time to see wolves at lamar valley?' says at dawn, plainly", async () => {
		const yellowstone = await family("yellowstone", ["yellowstone-lamar-valley"]);
		const response = await say(yellowstone, "when is the best time to see wolves at lamar valley?");
		expect(response.content).toContain("Lamar Valley");
		expect(response.content).toContain("seeing wolves, usually at dawn.”");
		expect(response.content).not.toMatch(/don't say/);
	});
});

describe("how far is the walk", () => {
	it("'how far is the walk at kuwohi?' is the trail's length; 'from our hotel' stays the distance from the stay", async () => {
		const stay = { label: "Gatlinburg cabin", point: { latitude: 35.7143, longitude: -83.5102 } };
		const smokies = await family("great-smoky-mountains", ["great-smoky-mountains-kuwohi"], stay);
		const walk = await say(smokies, "how far is the walk at kuwohi?");
		expect(walk.content).toMatch(/^Kuwohi \(formerly Clingmans Dome\): the walk is about 0\.8 km \(0\.5 miles\)\./);
		expect(walk.content).toContain("“A paved but steep half-mile path climbs from the parking lot");
		expect(walk.content).not.toMatch(/in a straight line/);
		const fromStay = await say(smokies, "how far is kuwohi from our hotel?");
		expect(fromStay.content).toMatch(/Kuwohi \(formerly Clingmans Dome\) is [\d.]+ km from Gatlinburg cabin/);
	});
});

describe("the stay and the place measured from are no cards", () => {
	it("'driving time from the lodge to norris geyser basin?' measures from the stay, Norris the one card", async () => {
		const stay = { label: "Canyon Village cabin", point: { latitude: 44.7357, longitude: -110.4876 } };
		const yellowstone = await family("yellowstone", [], stay);
		const response = await say(yellowstone, "driving time from the lodge to norris geyser basin?");
		expect(cardNames(response)).toEqual(["Norris Geyser Basin"]);
		expect(response.content).toMatch(/Norris Geyser Basin is [\d.]+ km from Canyon Village cabin/);
	});
	it("'mammoth - how long a drive from old faithful?': Mammoth by its short name, measured to, Old Faithful no card", async () => {
		const yellowstone = await family("yellowstone", []);
		const response = await say(yellowstone, "mammoth - how long a drive from old faithful?");
		expect(cardNames(response)).toEqual(["Mammoth Hot Springs Terraces"]);
		expect(response.content).toMatch(/Mammoth Hot Springs Terraces is [\d.]+ km from Old Faithful/);
	});
});

describe("a subject the notes say nothing of", () => {
	it("'is there food up there at anakeesta?': the notes don't say, and what they do cover", async () => {
		const smokies = await family("great-smoky-mountains", ["great-smoky-mountains-anakeesta"]);
		const response = await say(smokies, "is there food up there at anakeesta?");
		expect(response.content).toMatch(/^The guide's notes on Anakeesta don't say anything about food\./);
		expect(response.content).toContain("They do cover the way up");
		expect(cardNames(response)).toEqual(["Anakeesta"]);
	});
});

describe("the walk's length, asked alone or with another subject", () => {
	it("'how far is the walk and do we need to think about tides?' at Ship Harbor Trail: the length in km and miles, and the tide", async () => {
		const acadia = await family("acadia", ["acadia-ship-harbor-trail"]);
		const response = await say(acadia, "ship harbor trail - how far is the walk and do we need to think about tides?");
		expect(response.content).toMatch(/^Ship Harbor Trail: the walk is about 2\.1 km \(1\.3 miles\)\./);
		expect(response.content).toContain("On the tide at Ship Harbor Trail, the place notes say: “Go near low tide");
		expect(response.content).not.toMatch(/in a straight line/);
	});

	it("'how long is the wonderland trail?' is its length, not a visit time the notes don't give", async () => {
		const acadia = await family("acadia", ["acadia-wonderland-trail"]);
		const response = await say(acadia, "how long is the wonderland trail?");
		expect(response.content).toMatch(/^Wonderland Trail: the walk is about 2\.3 km \(1\.4 miles\)\./);
		expect(response.content).not.toMatch(/no time/);
	});

	it("'hall of mosses - how far is the walk?' with no number in the notes: their sentence on the loop, no straight line", async () => {
		const olympic = await family("olympic", ["olympic-hall-of-mosses"]);
		const response = await say(olympic, "hall of mosses - how far is the walk?");
		expect(response.content).toMatch(
			/^On the walk at the Hall of Mosses Trail, the place notes say: “A loop of under a mile through giant Sitka spruce/,
		);
		expect(response.content).not.toMatch(/in a straight line|On foot:/);
	});

	it("'how long is the walk around sprague lake?' is the loop's length, never the place measured from itself", async () => {
		const rocky = await family("rocky-mountain", ["rocky-mountain-sprague-lake"]);
		const response = await say(rocky, "how long is the walk around sprague lake and is it hilly?");
		expect(response.content).toMatch(/^Sprague Lake: the walk is about 0\.8 km \(0\.5 miles\)\./);
		expect(response.content).toContain("a flat, accessible loop of about half a mile");
		expect(response.content).not.toMatch(/right at|in a straight line/);
	});

	it("outside the US the walk is said in km only: 'how far is the walk at the catacombs?'", async () => {
		const paris = await family("paris", ["paris-catacombes-de-paris"]);
		const response = await say(paris, "catacombs - how far is the walk?");
		expect(response.content).toMatch(/the place notes say: “[^”]*1\.5 km/);
		expect(response.content).not.toMatch(/miles|in a straight line/);
	});
});

describe("a fixed fact and a subject asked together: both answered", () => {
	it("'national zoo - how long do we need, and can we avoid the hills?': the visit's time, and the notes on the hill", async () => {
		const dc = await family("washington-dc", ["washington-dc-smithsonians-national-zoo"]);
		const response = await say(dc, "national zoo - how long do we need, and can we avoid the hills?");
		expect(response.content).toMatch(/^I don't know how long a visit to Smithsonian's National Zoo takes/);
		expect(response.content).toContain("start at the top entrance on Connecticut Avenue and walk downhill");
		expect(response.content).not.toMatch(/anything about “avoid”/);
	});

	it("'san diego zoo - how long do we need and is it hilly?': the day it takes, and the notes on the hills and the bus and tram", async () => {
		const sanDiego = await family("san-diego", ["san-diego-san-diego-zoo"]);
		const response = await say(sanDiego, "san diego zoo - how long do we need and is it hilly?");
		expect(response.content).toMatch(/^Plan most of a day at San Diego Zoo\./);
		expect(response.content).toContain("On hills and climbs at San Diego Zoo, the place notes say: “A huge, hilly zoo");
		expect(response.content).toContain("the Skyfari aerial tram save little legs on the steep canyons");
	});

	it("'with a stroller - where should we start, is it hilly?': the stroller, the hills, the bus and tram up, each line introduced", async () => {
		const sanDiego = await family("san-diego", ["san-diego-san-diego-zoo"]);
		const response = await say(sanDiego, "with a stroller at the san diego zoo - where should we start, is it hilly?");
		expect(response.content).toMatch(/^With a stroller: yes, at San Diego Zoo\./);
		expect(response.content).toContain("On hills and climbs at San Diego Zoo, the place notes say: “A huge, hilly zoo");
		expect(response.content).toContain("the Skyfari aerial tram save little legs on the steep canyons");
		expect(response.content).not.toMatch(/don't say anything about where to start/);
		// A sentence said already is not said again, and what is left of a line keeps its introduction.
		expect(response.content.split("\n").filter((line) => line.trim().startsWith("“"))).toEqual([]);
	});

	it("'san diego zoo - best way to see it with a 4 year old?': the age, and the bus tours and tram from the notes", async () => {
		const sanDiego = await family("san-diego", ["san-diego-san-diego-zoo"]);
		const response = await say(sanDiego, "san diego zoo - best way to see it with a 4 year old?");
		expect(response.content).toMatch(/^Yes — San Diego Zoo suits a 4-year-old/);
		expect(response.content).toContain(
			"On where to start and the way round at San Diego Zoo, the place notes say: “Guided double-decker bus tours",
		);
	});

	it("'any tips for the hills at the national zoo?': the notes' sentence on the hill, never that there are no tips", async () => {
		const dc = await family("washington-dc", ["washington-dc-smithsonians-national-zoo"]);
		const response = await say(dc, "any tips for the hills at the national zoo?");
		expect(response.content).toContain("start at the top entrance on Connecticut Avenue and walk downhill");
		expect(response.content).not.toMatch(/don't have any tips|no tips|don't say/);
	});
});

describe("a fit question's other words", () => {
	it("'tundra communities trail, fine for our 4 year old with the altitude?': yes, and the notes on the altitude", async () => {
		const rocky = await family("rocky-mountain", []);
		const response = await say(rocky, "tundra communities trail, fine for our 4 year old with the altitude?");
		expect(cardNames(response)).toEqual(["Tundra Communities Trail"]);
		expect(response.content).toContain("suits a 4-year-old");
		expect(response.content).toContain("the altitude is hard on kids");
	});
});

describe("where to start, and when", () => {
	it("'what's the best way to do the national zoo?' and 'which entrance?' are answered from the notes on the way round", async () => {
		const dc = await family("washington-dc", ["washington-dc-smithsonians-national-zoo"]);
		const best = await say(dc, "what's the best way to do the national zoo?");
		expect(best.content).toContain(
			"On where to start and the way round at Smithsonian's National Zoo, the place notes say: “The zoo is on a hill, so start at the top entrance",
		);
		const entrance = await say(
			await family("washington-dc", ["washington-dc-smithsonians-national-zoo"]),
			"national zoo: which entrance should we use?",
		);
		expect(entrance.content).toMatch(/^On where to start and the way round at Smithsonian's National Zoo/);
	});

	it("'best time to see the pandas at the national zoo?': the notes on when to go (none) and on the pandas", async () => {
		const dc = await family("washington-dc", ["washington-dc-smithsonians-national-zoo"]);
		const response = await say(dc, "best time to see the pandas at the national zoo?");
		expect(response.content).toMatch(
			/^The guide's notes on Smithsonian's National Zoo don't say anything about when to go\./,
		);
		expect(response.content).toContain(
			"On wildlife at Smithsonian's National Zoo, the place notes say: “A free zoo in Rock Creek Park with giant pandas",
		);
		expect(cardNames(response)).toEqual(["Smithsonian's National Zoo"]);
	});
});
