import { beforeAll, describe, expect, it } from "vitest";
import { guidePlaceId } from "./fixtures/guide-places";
import {
	answerFor,
	askIn as ask,
	contextIn as contextFor,
	cardIds as ids,
	insertOtherDestinations,
	insertQuestionPlaces,
} from "./fixtures/place-questions";

/**
 * Questions about one place on anything its own notes cover, beyond the fixed facts (parking,
 * ladders and steps, how much walking, tides, shuttles, gondolas, shade, what to bring, dogs, the
 * best time of day): answered from the sentences of the place's notes that share the question's
 * words, quoted and naming the place, or plainly "the notes don't say". Place names that are also
 * ordinary words ("sand beach", "old faithful") are the place when asked about, and ordinary requests
 * stay requests. The cards are the place asked about, never a place named only to compare with or
 * the family's hotel a distance is measured from.
 */

beforeAll(async () => {
	await insertQuestionPlaces();
	await insertOtherDestinations();
}, 60_000);

describe("anything the place's own notes say, quoted", () => {
	it.each([
		[
			"acadia",
			"can we take the bus to sand beach",
			"acadia-sand-beach",
			/Sand Beach, the place notes say: .*“.*take the Island Explorer bus\.”/,
		],
		["acadia", "what should we bring to the beehive trail?", "acadia-beehive-trail", /Beehive Trail/],
		[
			"acadia",
			"how much walking is the bar island sandbar?",
			"acadia-bar-island-sandbar",
			/Bar Island Sandbar, the place notes say: .*“At low tide, a gravel bar appears and you can walk/,
		],
		[
			"acadia",
			"what to bring for cadillac summit?",
			"acadia-cadillac-summit",
			/Cadillac Summit, the place notes say: .*“Bring layers: it is windy and cool on top\.”/,
		],
		[
			"acadia",
			"is there shade on acadia mountain trail?",
			"acadia-acadia-mountain-trail",
			/Acadia Mountain Trail, the place notes say: .*“Bring water; there is little shade on top\.”/,
		],
		[
			"acadia",
			"is thunder hole best at low tide?",
			"acadia-thunder-hole",
			/Thunder Hole, the place notes say: “.*best about two hours before high tide\.”/,
		],
		[
			"great-smoky-mountains",
			"are dogs allowed on the gatlinburg trail?",
			"great-smoky-mountains-gatlinburg-trail",
			/Gatlinburg Trail, the place notes say: .*“.*dogs allowed\.”/,
		],
		[
			"great-smoky-mountains",
			"is kuwohi a steep walk?",
			"great-smoky-mountains-kuwohi",
			/Kuwohi.*“A paved but steep half-mile path/s,
		],
		[
			"great-smoky-mountains",
			"gondola or chairlift at anakeesta for a 3 year old?",
			"great-smoky-mountains-anakeesta",
			/Anakeesta.*enclosed gondola/s,
		],
		[
			"great-smoky-mountains",
			"is there food at cataloochee valley?",
			"great-smoky-mountains-cataloochee-valley",
			/Cataloochee Valley.*“Bring food and fuel; there are no services\.”/s,
		],
		[
			"great-smoky-mountains",
			"do we need a parking tag at sugarlands?",
			"great-smoky-mountains-sugarlands-visitor-center",
			/“Parking tags are required/,
		],
		[
			"great-smoky-mountains",
			"parking at alum cave trail?",
			"great-smoky-mountains-alum-cave-trail",
			/Alum Cave Trail: “Parking fills early\.”/,
		],
		[
			"london",
			"how do we get to the warner bros studio tour, is there a shuttle?",
			"london-warner-bros-studio-tour-london",
			/Warner Bros\. Studio Tour London is .* km.*“Allow at least four hours; a shuttle runs from Watford Junction station\.”/s,
		],
		[
			"london",
			"what should we bring to kew gardens?",
			"london-kew-gardens",
			/Kew Gardens, the place notes say: .*“Plan a full day and bring a picnic/,
		],
		[
			"new-york",
			"is there shade at heckscher playground?",
			"new-york-heckscher-playground",
			/Heckscher Playground, the place notes say: .*“There are restrooms nearby and plenty of shade\.”/,
		],
		[
			"new-york",
			"how much walking at the bronx zoo?",
			"new-york-bronx-zoo",
			/Bronx Zoo, the place notes say: .*“Plan a full day and wear comfortable shoes/,
		],
		[
			"new-york",
			"can we get hot dogs at coney island beach?",
			"new-york-coney-island-beach",
			/Coney Island Beach.*Nathan's hot dogs/s,
		],
		[
			"olympic",
			"are dogs allowed at dungeness wildlife refuge?",
			"olympic-dungeness-national-wildlife-refuge",
			/Dungeness National Wildlife Refuge, the place notes say: .*“A small entrance fee applies; dogs are not allowed\.”/,
		],
		[
			"olympic",
			"what should we bring to hurricane ridge?",
			"olympic-hurricane-ridge",
			/Hurricane Ridge, the place notes say: .*“.*bring your own food and water\.”/,
		],
		[
			"olympic",
			"how many steps down to second beach?",
			"olympic-second-beach",
			/Second Beach.*“.*steep section of steps/s,
		],
		["olympic", "is rialto beach best at low tide?", "olympic-rialto-beach", /Rialto Beach.*low tide/s],
		[
			"olympic",
			"can a 4 year old manage the walk to hole in the wall?",
			"olympic-hole-in-the-wall",
			/Hole-in-the-Wall.*walk 3 miles round trip/s,
		],
		[
			"orlando",
			"is parking free at disney springs?",
			"orlando-disney-springs",
			/Disney Springs: “Entry and parking are free\.”/,
		],
		[
			"orlando",
			"is there shade at aquatica?",
			"orlando-aquatica-orlando",
			/Aquatica Orlando, the place notes say: .*“.*shade cabanas/,
		],
		[
			"rocky-mountain",
			"is there a shuttle to bear lake?",
			"rocky-mountain-bear-lake",
			/Bear Lake, the place notes say: .*“.*free park shuttle/,
		],
		[
			"rocky-mountain",
			"is the alpine ridge trail steep?",
			"rocky-mountain-alpine-ridge-trail",
			/Alpine Ridge Trail.*“A short but steep staircase trail/s,
		],
		[
			"rocky-mountain",
			"is there shade at timber creek campground?",
			"rocky-mountain-timber-creek-campground",
			/Timber Creek Campground, the place notes say: .*“It lost most of its shade/,
		],
		[
			"rocky-mountain",
			"how busy is glacier gorge trailhead?",
			"rocky-mountain-glacier-gorge-trailhead",
			/Glacier Gorge Trailhead.*busy/s,
		],
		[
			"san-diego",
			"is there a gondola at the san diego zoo?",
			"san-diego-san-diego-zoo",
			/San Diego Zoo, the place notes say: .*“You can ride a gondola over the zoo/,
		],
		[
			"san-diego",
			"is parking hard at la jolla cove?",
			"san-diego-la-jolla-cove",
			/La Jolla Cove: “Parking is hard; come early/,
		],
		[
			"san-diego",
			"what should we bring to waterfront park?",
			"san-diego-waterfront-park",
			/Waterfront Park, the place notes say: .*“In warm weather, bring swimsuits and towels/,
		],
		[
			"washington-dc",
			"is parking free at the udvar-hazy center?",
			"washington-dc-steven-f-udvar-hazy-center",
			/“Entry is free; parking is paid\.”/,
		],
		[
			"washington-dc",
			"what to bring to the yards park?",
			"washington-dc-the-yards-park",
			/Yards Park, the place notes say: .*“Free; bring a change of clothes\.”/,
		],
		[
			"yellowstone",
			"best time of day for artist point?",
			"yellowstone-artist-point",
			/Artist Point.*“Mornings bring rainbows in the mist and fewer crowds\.”/s,
		],
		[
			"yellowstone",
			"what should we bring to great fountain geyser?",
			"yellowstone-great-fountain-geyser",
			/Great Fountain Geyser, the place notes say: .*“Bring snacks and a book for the wait\.”/,
		],
		[
			"yellowstone",
			"is it cold on the boat at bridge bay marina?",
			"yellowstone-bridge-bay-marina",
			/Bridge Bay Marina.*“Bring jackets: it is cold on the water even in July\.”/s,
		],
		[
			"yellowstone",
			"how long is the walk at mud volcano?",
			"yellowstone-mud-volcano",
			/Mud Volcano.*about 0\.6 miles/s,
		],
	])("[%s] %s", async (slug, message, place, expected) => {
		const response = await ask(slug, message);
		expect(response.content).toMatch(expected);
		expect(ids(response.suggestions)).toEqual([guidePlaceId(place)]);
		expect(response.backupSuggestions).toEqual([]);
		expect(response.isClarification).toBe(false);
	});

	it("says plainly when the notes don't cover it, and points to the website", async () => {
		const response = await ask("acadia", "does the beehive trail have a gift shop?");
		expect(response.content).toMatch(
			/^The guide's notes on Beehive Trail don't say anything about “gift shop”\..*Check https:\/\/www\.nps\.gov\/acad\/ before you go\.$/s,
		);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("acadia-beehive-trail")]);
	});

	it("a question asking nothing of its own gets the place in short", async () => {
		const response = await ask("acadia", "what about sand beach?");
		expect(response.content).toMatch(/^Sand Beach: /);
		expect(response.content).not.toMatch(/don't say/);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("acadia-sand-beach")]);
	});

	it("a fact the notes don't state outright is answered from their nearest words, not 'I don't know'", async () => {
		const response = await ask("olympic", "how many steps down to second beach?");
		expect(response.content).not.toMatch(/I don't know/);
		expect(response.content).toMatch(
			/^On ladders and steps at Second Beach, the place notes say: “.*steep section of steps/,
		);
	});
});

describe("names that are ordinary words", () => {
	it.each([
		["acadia", "is sand beach worth it with a 4 and 12 year old?", "acadia-sand-beach"],
		["acadia", "Is Sand Beach worth it with a 4 and 12 year old?", "acadia-sand-beach"],
		["acadia", "can a 4 year old manage the beehive?", "acadia-beehive-trail"],
		["acadia", "is thunder hole scary for a 3 year old?", "acadia-thunder-hole"],
		["san-diego", "is the children's pool good for a toddler?", "san-diego-childrens-pool"],
		["yellowstone", "is old faithful crowded?", "yellowstone-old-faithful"],
		["yellowstone", "how far is old faithful from our hotel?", "yellowstone-old-faithful"],
	])("[%s] %s → the place", async (slug, message, place) => {
		const response = await ask(slug, message);
		expect(ids(response.suggestions)).toEqual([guidePlaceId(place)]);
	});

	it.each([
		["acadia", "we want a sandy beach for a toddler"],
		["acadia", "a sand beach for the kids to dig"],
		["acadia", "somewhere with a beach and sand for a 2 year old?"],
		["san-diego", "a quiet pool for the children"],
		["san-diego", "any pools for children?"],
		["yellowstone", "a faithful old dog-friendly trail"],
		["acadia", "hikes like the beehive but easier?"],
	])("[%s] %s → a request, left to the search", async (slug, message) => {
		expect(await answerFor(contextFor(slug, message))).toBeNull();
	});
});

describe("the cards are the place asked about", () => {
	it("a place named only to compare with is no card", async () => {
		const response = await ask("london", "is legoland windsor cheaper than disney?");
		expect(response.content).toMatch(/LEGOLAND Windsor Resort/);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("london-legoland-windsor-resort")]);
	});

	it("the family's hotel a distance is measured from is no card", async () => {
		const response = await ask("orlando", "how do we get from animal kingdom lodge to animal kingdom?");
		expect(response.content).toMatch(
			/^Disney's Animal Kingdom is .* from Disney's Animal Kingdom Lodge in a straight line\./,
		);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("orlando-disneys-animal-kingdom")]);
	});

	it("where the family stays is the origin, not a card", async () => {
		const stay = { label: "the Bar Harbor Inn", point: { latitude: 44.3917, longitude: -68.2031 } };
		const response = await ask("acadia", "how far is sand beach from our hotel?", { stay });
		expect(response.content).toMatch(/^Sand Beach is .* from the Bar Harbor Inn in a straight line\./);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("acadia-sand-beach")]);
	});
});
