import { beforeAll, describe, expect, it } from "vitest";
import { guidePlaceId } from "./fixtures/guide-places";
import {
	answerFor,
	askIn as ask,
	cardIds as ids,
	insertOtherDestinations,
	insertQuestionPlaces,
	questionContext,
	tripContext,
} from "./fixtures/place-questions";

/**
 * Questions about one place beyond London and Paris, against the real catalog of each destination:
 * times the writers give (eruptions), visit lengths said of a drive, the best time, who may go, the
 * season of a month asked, places named loosely ("Cadillac Mountain", "grand prismatic", "Jordan Pond"
 * with its popovers), described ("the aircraft carrier museum"), found by an activity ("boat rental on
 * Yellowstone Lake") or through a road the places mention ("Trail Ridge Road"). Each answer names the
 * place, is the only card, and says "Check <website>" once.
 */

beforeAll(async () => {
	await insertQuestionPlaces();
	await insertOtherDestinations();
}, 60_000);

describe("facts the writers give in their own words", () => {
	it.each([
		[
			"yellowstone",
			"when does old faithful erupt next?",
			"yellowstone-old-faithful",
			/^On (?:timings at|when to go to) Old Faithful, the place notes say: “.*erupts roughly every 60 to 110 minutes/,
		],
		[
			"great-smoky-mountains",
			"how long should we allow for the cades cove loop?",
			"great-smoky-mountains-cades-cove",
			/^Plan two to four hours at Cades Cove\..*The drive can take two to four hours/s,
		],
		[
			"acadia",
			"best time to see thunder hole?",
			"acadia-thunder-hole",
			/Thunder Hole: (?:“[^”]*” )*“[^”]*best about two hours before high tide\.”/,
		],
		// No opening hours, but the notes say when: the tide, the rangers' predictions.
		[
			"acadia",
			"what are the opening hours of the bar island sandbar?",
			"acadia-bar-island-sandbar",
			/I don't have opening times for Bar Island Sandbar\..*On when to go, the place notes say: “At low tide, a gravel bar appears/s,
		],
		[
			"yellowstone",
			"any tips for the old faithful visitor education center?",
			"yellowstone-old-faithful-visitor-education-center",
			/^Tips for .*“Rangers post eruption predictions here/s,
		],
		[
			"new-york",
			"can a 5 year old go up the statue of liberty crown?",
			"new-york-statue-of-liberty",
			/the Statue of Liberty.*children must be at least four feet tall/s,
		],
		[
			"orlando",
			"tips for magic kingdom with a 3 year old?",
			"orlando-magic-kingdom",
			/^Tips for Magic Kingdom: “Arrive before opening, use rider switch/,
		],
		[
			"yellowstone",
			"grand prismatic - stroller ok?",
			"yellowstone-grand-prismatic-spring",
			/^With a stroller: yes, at Grand Prismatic Spring.*A boardwalk loop/s,
		],
		[
			"great-smoky-mountains",
			"is the underground cave tour ok for a 3 year old?",
			"great-smoky-mountains-tuckaleechee-caverns",
			/^Just about — Tuckaleechee Caverns is best from age 4.*Getting around: “There are steps and wet spots, so strollers stay behind; carriers work\.”.*Tuckaleechee Caverns: Guided cave tour/s,
		],
	])("[%s] %s", async (slug, message, place, expected) => {
		const response = await ask(slug, message);
		expect(response.content).toMatch(expected);
		expect(ids(response.suggestions)).toEqual([guidePlaceId(place)]);
	});
});

describe("a month asked is a question about the season", () => {
	it.each([
		[
			"san-diego",
			"can we visit the flower fields in august",
			/^No — the Flower Fields is likely closed in August: it's seasonal\..*open only in spring/s,
		],
		["san-diego", "the flower fields in april?", /^Yes — the Flower Fields should be open in April, in its season\./],
		[
			"olympic",
			"is sol duc hot springs open in january?",
			/^No — Sol Duc Hot Springs Resort is likely closed in January.*opens in spring and closes in fall/s,
		],
	])("[%s] %s", async (slug, message, expected) => {
		expect((await ask(slug, message)).content).toMatch(expected);
	});
});

describe("the place meant, however it is named", () => {
	it.each([
		// Two names match "Jordan Pond": the message's other words choose the restaurant.
		[
			"acadia",
			"lunch at jordan pond - reservations?",
			"acadia-jordan-pond-house",
			/Booking: worth doing for Jordan Pond House\./,
		],
		["acadia", "popovers at jordan pond, can we just walk in?", "acadia-jordan-pond-house", /Jordan Pond House/],
		["acadia", "jordan pond restaurant - do we need to book", "acadia-jordan-pond-house", /Jordan Pond House/],
		// A kind word swapped: Cadillac Mountain is the Cadillac Summit.
		[
			"acadia",
			"do we need a reservation to drive up cadillac mountain?",
			"acadia-cadillac-summit",
			/^Booking: yes, book ahead for Cadillac Summit\..*Vehicle reservations are required/s,
		],
		[
			"acadia",
			"is whale watching ok for a 4 year old?",
			"acadia-bar-harbor-whale-watch",
			/shorter nature cruises suit younger children/,
		],
		// A day trip away from the centre, and the city itself is no place.
		[
			"orlando",
			"how far is kennedy space center from orlando",
			"orlando-kennedy-space-center-visitor-complex",
			/from the centre of Orlando in a straight line\. By car: about/,
		],
		[
			"washington-dc",
			"natural history museum in dc: do we need to book?",
			"washington-dc-national-museum-of-natural-history",
			/^Booking: no need for the National Museum of Natural History\./,
		],
		// Described, not named: the one place whose own words fit.
		[
			"san-diego",
			"is the aircraft carrier museum ok for a 6 year old",
			"san-diego-uss-midway-museum",
			/^Yes — the USS Midway Museum suits a 6-year-old.*A visit takes two to four hours\..*The USS Midway Museum: Explore a real aircraft carrier/s,
		],
		// The viewpoint over a named place.
		[
			"yellowstone",
			"best viewpoint for grand prismatic?",
			"yellowstone-fairy-falls-trail",
			/^Fairy Falls Trail and Grand Prismatic Overlook: .*\n\nThe view at Fairy Falls Trail and Grand Prismatic Overlook: “.*the overlook above Grand Prismatic Spring/s,
		],
		// An activity at a place: the place that offers it there.
		[
			"yellowstone",
			"boat rental on yellowstone lake for a 6 year old?",
			"yellowstone-bridge-bay-marina",
			/^Bridge Bay Marina: Scenic lake cruises and boat rentals on Yellowstone Lake\./,
		],
		// A road that is no place: the place whose season depends on it.
		[
			"rocky-mountain",
			"is trail ridge road open in june?",
			"rocky-mountain-alpine-visitor-center",
			/Yes — the Alpine Visitor Center should be open in June.*only while Trail Ridge Road is open/s,
		],
	])("[%s] %s", async (slug, message, place, expected) => {
		const response = await ask(slug, message);
		expect(response.content).toMatch(expected);
		expect(ids(response.suggestions)).toEqual([guidePlaceId(place)]);
	});
});

describe("what the notes do and don't say, said plainly", () => {
	it.each([
		// A month with a place that has no season: nothing says it closes, rather than "no opening times".
		[
			"yellowstone",
			"how busy is grand prismatic in july?",
			/^It can be busy at Grand Prismatic Spring.*Parking fills by late morning.*\nNothing in the guide's notes says Grand Prismatic Spring \(Midway Geyser Basin\) closes for part of the year\.$/s,
		],
		// Free with nothing said of tickets: nothing to buy.
		[
			"new-york",
			"do kids need tickets for the staten island ferry?",
			/^Booking: the guide's notes mention no tickets — Staten Island Ferry is free\./,
		],
		// "How long is the queue" is about the queue, not the length of a visit.
		[
			"paris",
			"eiffel tower - how long is the queue?",
			/^It can be busy at the Eiffel Tower: “.*security queues can still be long\.”$/,
		],
		// An activity at a place the writers mention: their sentence about it.
		[
			"olympic",
			"kayaking on lake crescent with a 9 year old?",
			/^On kayaking at Lake Crescent, the place notes say: “Families launch kayaks/,
		],
		// The ground underfoot, how early to come, what may scare a child, and a thing asked of the place.
		[
			"great-smoky-mountains",
			"laurel falls - is it paved?",
			/^On the paths at Laurel Falls Trail, the place notes say: “A paved trail/,
		],
		[
			"yellowstone",
			"how early should we get to old faithful?",
			/^Best time for Old Faithful: “Arrive 20 minutes early/,
		],
		[
			"paris",
			"is the catacombs too scary for kids?",
			/^It's a stretch — Catacombes de Paris is best from age 10.*“.*eerie/s,
		],
		[
			"acadia",
			"is sand beach ok for swimming with a 6 year old?",
			/^Yes — Sand Beach suits a 6-year-old.*\n\nOn swimming at Sand Beach, the place notes say: “.*rather than swim\.”/s,
		],
		[
			"yellowstone",
			"is the lamar valley good for seeing wolves with kids?",
			/On (?:seeing wolves|wildlife) at Lamar Valley, the place notes say: “.*best odds of seeing wolves, usually at dawn\.”/,
		],
		// Parking, and a trail's length when no time is given.
		[
			"yellowstone",
			"grand prismatic parking?",
			/^Parking at Grand Prismatic Spring \(Midway Geyser Basin\): “Parking fills by late morning/,
		],
		[
			"acadia",
			"how long is the jordan pond path with a 4 year old",
			/^Jordan Pond Path: the walk is about 5\.3 km \(3\.3 miles\)\. The place notes say: “A 3\.3-mile loop/,
		],
		// Open again after a closure, passes as bookings, many stairs, a length in words, worth a look.
		[
			"paris",
			"notre dame - can we go inside yet?",
			/^On whether the Cathédrale Notre-Dame de Paris is open now, the place notes say: “The Gothic cathedral reopened in December 2024/,
		],
		[
			"washington-dc",
			"do we need passes for the washington monument",
			/^Booking: worth doing for the Washington Monument\..*reserve online in advance/s,
		],
		[
			"yellowstone",
			"mammoth hot springs ok with a double stroller",
			/^With a stroller: not really at Mammoth Hot Springs Terraces\..*boardwalks with many stairs/s,
		],
		[
			"rocky-mountain",
			"sprague lake - how long is the loop",
			/^Sprague Lake: the walk is about 0\.8 km \(0\.5 miles\)\. The place notes say: “.*loop of about half a mile/,
		],
		[
			"yellowstone",
			"is the old faithful inn worth a look if we're not staying there?",
			/^Old Faithful Inn: Historic log lodge steps from Old Faithful, with a lobby worth a look\./,
		],
		// Safety, a ticket, a walk a child must manage, a season in months, most of a day, water to swim in.
		[
			"olympic",
			"rialto beach - is it dangerous for a 3 year old?",
			/^Take care at Rialto Beach: “Waves and rolling logs are dangerous/,
		],
		// No warning in the notes: whether it suits them comes first, not "nothing warns".
		[
			"london",
			"is the science museum dangerous for a 3 year old?",
			/^Just about — the Science Museum is best from age 4/,
		],
		["orlando", "do we need a ticket for chef mickey's?", /Chef Mickey's.*no park ticket needed/s],
		[
			"olympic",
			"could my 5 year old handle the hike to hole-in-the-wall",
			/On the walk at Hole-in-the-Wall, the place notes say: “.*walk 3 miles round trip/,
		],
		[
			"rocky-mountain",
			"old fall river road in august?",
			/^Yes — Old Fall River Road should be open in August, in its season\..*early July to early October/s,
		],
		["san-diego", "how much time for the san diego zoo", /^Plan most of a day at San Diego Zoo\./],
		[
			"yellowstone",
			"is yellowstone lake warm enough to swim?",
			/^Can you swim at Yellowstone Lake\? The place notes say: “The water stays very cold/,
		],
		// What a place is asked to be good for.
		[
			"great-smoky-mountains",
			"is cades cove good for bikes?",
			/^On bikes at Cades Cove, the place notes say: “.*open only to bikes and walkers\.”$/,
		],
		// Something to do there ("can we see/feed/swim…"), and what there is to do at a named place.
		[
			"san-diego",
			"la jolla cove - can we see sea lions?",
			/^Can you see sea lions at La Jolla Cove\? The place notes say: “.*sea lions lounge on the rocks/,
		],
		[
			"acadia",
			"can we swim at echo lake with a 5 year old?",
			/Can you swim at Echo Lake Beach\? The place notes say: “Warmer freshwater swimming beach/,
		],
		[
			"london",
			"what can we do at the science museum?",
			/What's there for kids at the Science Museum: “Hands-on science/,
		],
		[
			"london",
			"is hyde park good for scooters?",
			/^On scooters at Hyde Park, the place notes say: “.*wide paths for scooters/,
		],
	])("[%s] %s", async (slug, message, expected) => {
		expect((await ask(slug, message)).content).toMatch(expected);
	});

	it("a place named twice (as where to measure from and as asked about) is answered once", async () => {
		const response = await ask(
			"london",
			"how far is the london eye from the tower of london on foot and how long at the tower?",
		);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("london-london-eye")]);
		expect(response.content).not.toContain("right at");
	});
});

describe("a soft ask beside a named place is about that place", () => {
	it("'Is the British Museum free and is there somewhere to eat?': free, and food honestly unknown", async () => {
		const response = await ask("london", "Is the British Museum free and is there somewhere to eat?");
		expect(response.content).toMatch(/^Yes — the British Museum is free\./);
		// Food honestly unknown: the notes don't speak of it.
		expect(response.content).toMatch(/notes on the British Museum don't say anything about food/);
		expect(ids(response.suggestions)).toEqual([guidePlaceId("london-british-museum")]);
	});

	it("'anything for a 2 year old at the jardin du luxembourg? is it free?': what's there for kids, and free", async () => {
		const response = await ask("paris", "anything for a 2 year old at the jardin du luxembourg? is it free?");
		expect(response.content).toMatch(/What's there for kids at the Jardin du Luxembourg: “Toy sailboats, puppet shows/);
		expect(response.content).toContain("Yes — the Jardin du Luxembourg is free.");
	});
});

describe("each thing said once", () => {
	it("two unknown facts: 'Check <website> before you go.' once, at the end", async () => {
		const { content } = await ask("london", "toilets and baby changing at the science museum?");
		expect(content.match(/Check https:\/\/www\.sciencemuseum\.org\.uk before you go\./g)).toHaveLength(1);
		expect(content).toMatch(/baby changing.*Check https:\/\/www\.sciencemuseum\.org\.uk before you go\.$/s);
	});

	it("a sentence of the writers quoted once, even when it is a tip and a rule", async () => {
		const { content } = await ask("orlando", "tips for magic kingdom with a 3 year old?");
		expect(content.match(/Arrive before opening/g)).toHaveLength(1);
	});
});

describe("requests for places stay with the search", () => {
	it.each([
		["acadia", "rainy day in bar harbor with a 4 year old"],
		["orlando", "character breakfast for a 5 year old princess fan"],
		["new-york", "staying at the hotel beacon, is there a playground walking distance for a 2 yr old"],
		["acadia", "what's walking distance from the bar harbor inn for a toddler"],
		["london", "the kids are climbing the walls and its chucking it down outside"],
		["rocky-mountain", "free stuff pls, we already paid enough for the park pass lol"],
		["london", "3 and 8 - something they'll BOTH enjoy, not too far from the centre"],
		["london", "somewhere to eat near the British Museum?"],
		// Choosing among places, and a kind in the plural, are requests.
		["yellowstone", "which geysers are best for kids?"],
		["washington-dc", "which smithsonian is best for a 6 year old?"],
		["yellowstone", "are the geysers ok for a 3 year old?"],
	])("[%s] %s", async (slug, message) => {
		expect(await answerFor(slug === "london" ? questionContext(message) : tripContext(slug, message))).toBeNull();
	});
});
