import { beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../domain/place/place";
import { foldText } from "../../domain/text";
import { askGuide, catalog, contextFor, insertCatalog } from "./guide-corpus/catalog";
import type { Trip } from "./guide-corpus/corpus";
import { closedForTrip } from "./guide-corpus/judge";

/**
 * Requests for places that combine several constraints (a kind with a kind ruled
 * out, near a named place, heat + air con + free, a stroller, no big walks, a wheelchair, an age,
 * rain, quiet), written as parents write them, across the catalog's destinations. Every card AND
 * every additional option must keep every constraint, checked here from the places' own data.
 */

beforeAll(insertCatalog, 60_000);

interface Check {
	name: string;
	keeps: (place: Place) => boolean;
}

const words = (place: Place) =>
	foldText([place.name, place.familySummary, place.pithySummary, place.whyKidsLoveIt].join(" "));
const isType = (place: Place, pattern: RegExp) => place.types.some((type) => pattern.test(type));

const notKind = (pattern: RegExp): Check => ({
	name: `not ${pattern.source}`,
	keeps: (place) => !isType(place, pattern),
});
const indoor: Check = {
	name: "indoors",
	keeps: (place) => place.tags.includes("indoor") || !place.tags.includes("outdoor"),
};
const free: Check = {
	name: "free",
	keeps: (place) =>
		place.tags.includes("free") || place.tags.includes("free-with-park-entry") || place.priceLevel === 0,
};
const noStairs: Check = {
	name: "no stairs for a stroller",
	keeps: (place) =>
		!/\b(stairs|staircase|stone steps|steep|ladders?|not stroller|no strollers?|strollers? (?:stay|are left) behind)\b/.test(
			words(place),
		),
};
/** A trail its own words call a short level path ("a mostly flat loop of about half a mile", "a paved path a tenth of a mile"). */
const shortLevelPath = (place: Place) =>
	/\b(flat|paved|gently sloping|boardwalk)\b/.test(words(place)) &&
	/\b(half a mile|half-mile|tenth of a mile|quarter mile|0\.[1-5][- ]miles?)\b/.test(words(place)) &&
	!/\b(hard on|climbs?|stairs)\b/.test(words(place));
const noHike: Check = {
	name: "nothing strenuous",
	keeps: (place) =>
		(shortLevelPath(place) || (!isType(place, /hiking_area/) && !place.tags.includes("hiking"))) &&
		!/\b(strenuous|steep|scrambl\w*)\b/.test(words(place)),
};
const stepFree: Check = {
	name: "step-free",
	keeps: (place) => place.tags.includes("accessible") || /step[- ]free|wheelchair/.test(words(place)),
};
const notLoud: Check = {
	name: "not loud",
	keeps: (place) =>
		!/\b(loud|noisy|roar\w*|thunder)\b/.test(words(place)) && !isType(place, /amusement_park|water_park/),
};
const fitsAge = (age: number): Check => ({
	name: `fits a ${age}-year-old`,
	keeps: (place) => !place.ages || (age >= place.ages[0] && age <= place.ages[1]),
});

function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
	const rad = Math.PI / 180;
	const dLat = (b.latitude - a.latitude) * rad;
	const dLng = (b.longitude - a.longitude) * rad;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
	return 12_742 * Math.asin(Math.sqrt(h));
}

const near = (slug: string, km: number): Check => ({
	name: `within ${km} km of ${slug}`,
	keeps: (place) => {
		const from = catalog.place(`cat:${slug}`);
		if (!from) throw new Error(slug);
		return kmBetween(from, place) <= km;
	},
});

interface Probe {
	destination: Trip["destination"];
	message: string;
	kids?: number[];
	start?: string;
	end?: string;
	checks: Check[];
}

const NEAR = 2.5;
const JULY = { start: "2027-07-10", end: "2027-07-14" };
const DECEMBER = { start: "2027-12-20", end: "2027-12-27" };
const APRIL = { start: "2027-04-12", end: "2027-04-16" };
const probe = (
	destination: Probe["destination"],
	message: string,
	checks: Check[],
	trip: Pick<Probe, "kids" | "start" | "end"> = {},
): Probe => ({ destination, message, checks, ...trip });

const PROBES: Probe[] = [
	// A kind asked with a kind ruled out.
	probe("orlando", "somewhere to go swimming but not a water park, too crowded", [
		notKind(/water_park|amusement_park/),
	]),
	probe("san-diego", "kids want to swim but NOT a theme park pls", [notKind(/amusement_park|water_park/)]),
	probe("san-diego", "animals but not the big zoo, something smaller", [notKind(/^zoo$/)]),
	probe("london", "animals but not a zoo, somethin smaller and free", [notKind(/^zoo$/), free]),
	probe("new-york", "museum thats not an art museum, my 6yo hates paintings", [notKind(/art_gallery/), fitsAge(6)], {
		kids: [6],
	}),
	probe("paris", "a park but not a playground, they want to run free", [notKind(/playground/)]),
	probe("washington-dc", "indoor stuff but no museums, we've done 4 already", [notKind(/museum/), indoor]),
	// Distance from a named place.
	probe("san-diego", "lunch near Balboa Park?", [near("san-diego-balboa-park", NEAR)]),
	probe(
		"san-diego",
		"something for a 4 year old near balboa park thats free",
		[near("san-diego-balboa-park", NEAR), free, fitsAge(4)],
		{ kids: [4, 8] },
	),
	probe("paris", "whats close to the Louvre for little kids", [near("paris-musee-du-louvre", NEAR)], { kids: [3] }),
	probe("paris", "playground close to the louvre for my 2 yr old", [near("paris-musee-du-louvre", NEAR), fitsAge(2)], {
		kids: [2],
	}),
	probe("acadia", "something to eat near the harbour in Bar Harbor", [near("acadia-bar-harbor-village-green", 3)]),
	probe("acadia", "easy stuff near bar harbor, nothing strenuous", [
		near("acadia-bar-harbor-village-green", 5),
		noHike,
	]),
	probe("london", "free things near the natural history museum", [near("london-natural-history-museum", NEAR), free]),
	probe(
		"new-york",
		"playground near central park zoo for a 3yo",
		[near("new-york-central-park-zoo", NEAR), fitsAge(3)],
		{ kids: [3] },
	),
	probe("washington-dc", "ice cream near the washington monument", [near("washington-dc-washington-monument", 3)]),
	// Heat + air con + free: all three hold.
	probe("orlando", "its 95 degrees, need somewhere with AC thats free", [indoor, free], JULY),
	probe("san-diego", "too hot!! somewhere with air con, free please", [indoor, free], JULY),
	probe(
		"washington-dc",
		"boiling hot day, free and aircon for a 5 and 9 yr old",
		[indoor, free, fitsAge(5), fitsAge(9)],
		{ ...JULY, kids: [5, 9] },
	),
	probe("new-york", "heatwave, need air conditioning, doesnt cost anything", [indoor, free], JULY),
	// A stroller: nothing whose own words say stairs or steep.
	probe("london", "somewhere ok with a stroller for the afternoon", [noStairs], { kids: [1, 4] }),
	probe("paris", "we have a pushchair, what can we see?", [noStairs], { kids: [1] }),
	probe("new-york", "stroller friendly things to do with a baby", [noStairs], { kids: [0] }),
	probe("acadia", "views that are ok with a buggy", [noStairs], { kids: [1, 5] }),
	probe("olympic", "waterfall we can do with a stroller", [noStairs], { kids: [1, 5] }),
	probe("great-smoky-mountains", "stroller ok nature stuff for a toddler", [noStairs, fitsAge(2)], { kids: [2] }),
	// Nothing strenuous: no trails or hikes.
	probe("rocky-mountain", "nothing strenuous please, grandma's with us", [noHike]),
	probe("yellowstone", "no big walks today, tired legs. what can we see?", [noHike]),
	probe("olympic", "kids have tired legs, something easy by the water", [noHike]),
	probe("great-smoky-mountains", "nothin strenuous, somewhere for a picnic", [noHike]),
	probe("acadia", "no hiking today! something relaxing with views", [noHike]),
	// A wheelchair: step-free only.
	probe("washington-dc", "my son uses a wheelchair, which museums work?", [stepFree]),
	probe("london", "wheelchair accessible and free, somewhere indoors its raining", [stepFree, free, indoor], APRIL),
	probe("yellowstone", "wheelchair user in our group - what can we see?", [stepFree]),
	probe("san-diego", "wheelchair friendly animals", [stepFree]),
	// An age, rain, quiet, and several at once.
	probe("paris", "raining all day, something indoors for a 2 year old", [indoor, fitsAge(2)], { kids: [2, 7] }),
	probe("new-york", "rainy day, cheap indoor fun for a 10 year old", [indoor, fitsAge(10)], { kids: [10] }),
	probe("orlando", "somewhere quiet, my 3 yo hates loud noise", [notLoud, fitsAge(3)], { kids: [3] }),
	probe("london", "quiet place, not loud, with a stroller, for a nap", [notLoud, noStairs], { kids: [1] }),
	probe(
		"san-diego",
		"my 2yo is scared of loud noises, free outdoor stuff near balboa park",
		[notLoud, free, near("san-diego-balboa-park", NEAR)],
		{ kids: [2] },
	),
	probe("rocky-mountain", "no long hikes, my 4 year old and a stroller, lakes?", [noHike, noStairs, fitsAge(4)], {
		kids: [4],
	}),
	probe("yellowstone", "geysers we can see with a stroller and no big walk", [noStairs, noHike], { kids: [1, 6] }),
	// Second round: other words, other places, more needs at once (every probe: open in the trip's season).
	probe(
		"paris",
		"cheap stuff near the eiffel tower for a 5 yr old, nothing loud",
		[near("paris-eiffel-tower", NEAR), notLoud, fitsAge(5)],
		{ kids: [5] },
	),
	probe("london", "indoor but not a museum, its chucking it down, 12 yo", [indoor, notKind(/museum/), fitsAge(12)], {
		kids: [12],
	}),
	probe("olympic", "wildlife but no hiking, we have the pushchair", [noHike, noStairs], { kids: [1, 4] }),
	probe("orlando", "scorching!! somewhere cool w aircon, no museums, free", [indoor, free, notKind(/museum/)], JULY),
	probe("washington-dc", "wheelchair + rain + free, kids 6 and 11", [stepFree, indoor, free, fitsAge(6), fitsAge(11)], {
		kids: [6, 11],
	}),
	probe(
		"san-diego",
		"beach thats ok for a stroller, not too crowded",
		[noStairs, notKind(/amusement_park|water_park|shopping_mall/)],
		{ kids: [1, 3] },
	),
	probe("new-york", "outdoors but not a park, my 8 and 13 yr old", [notKind(/^park$/), fitsAge(8), fitsAge(13)], {
		kids: [8, 13],
	}),
	probe("acadia", "what can we do over christmas, nothing strenuous", [noHike], DECEMBER),
	probe("yellowstone", "christmas week, stroller ok things", [noStairs], { ...DECEMBER, kids: [1, 5] }),
	probe("rocky-mountain", "december trip, easy stuff with a buggy, nothin steep", [noStairs], {
		...DECEMBER,
		kids: [2],
	}),
	probe("great-smoky-mountains", "tired legs and a 3yo, free things near gatlinburg", [noHike, free, fitsAge(3)], {
		kids: [3],
	}),
	probe(
		"london",
		"animals for a 2 year old but not the big zoo, with a pram",
		[notKind(/^zoo$/), noStairs, fitsAge(2)],
		{ kids: [2] },
	),
	probe(
		"paris",
		"swimming but not a water park, for a 6 and 9 yo",
		[notKind(/water_park|amusement_park/), fitsAge(6), fitsAge(9)],
		{ kids: [6, 9] },
	),
	probe(
		"san-diego",
		"no theme parks, no zoo, something for a 7 yo near la jolla",
		[notKind(/amusement_park|water_park|^zoo$/), fitsAge(7)],
		{ kids: [7] },
	),
	// Third round: a named place with other needs, and the season.
	probe(
		"london",
		"within a 10 min walk of the tower of london, free, for a 3 yo",
		[near("london-tower-of-london", 1.2), free, fitsAge(3)],
		{ kids: [3] },
	),
	probe("paris", "indoors near notre dame its raining, pushchair", [indoor, noStairs], { ...APRIL, kids: [1] }),
	probe("new-york", "free stuff near the brooklyn bridge not a museum", [
		free,
		notKind(/museum/),
		near("new-york-brooklyn-bridge", NEAR),
	]),
	probe("washington-dc", "quiet spot near the lincoln memorial, my 1yo naps in the stroller", [notLoud, noStairs], {
		kids: [1],
	}),
	probe(
		"orlando",
		"no theme parks!! free outdoor stuff for a 5yo, with a stroller",
		[notKind(/amusement_park|water_park/), free, noStairs, fitsAge(5)],
		{ kids: [5] },
	),
	probe("olympic", "december, easy things, no hikes, 2 and 6 yr olds", [noHike, fitsAge(2), fitsAge(6)], {
		...DECEMBER,
		kids: [2, 6],
	}),
	probe("yellowstone", "wheelchair and a 4 yo, nothing strenuous", [stepFree, noHike, fitsAge(4)], { kids: [4] }),
	probe("great-smoky-mountains", "rainy, indoors, free, toddler", [indoor, free, fitsAge(2)], { kids: [2] }),
	probe("paris", "canicule! clim + gratuit pls, kids 4 and 7 - somewhere with AC thats free", [indoor, free], {
		...JULY,
		kids: [4, 7],
	}),
	probe("london", "heatwave, need aircon, free, and we have the buggy", [indoor, free, noStairs], {
		...JULY,
		kids: [1, 4],
	}),
	probe("acadia", "tide pools but not a long hike, with a 3 yr old", [noHike, fitsAge(3)], { kids: [3] }),
	probe(
		"san-diego",
		"museum near balboa park ok with a stroller, not loud",
		[near("san-diego-balboa-park", NEAR), noStairs, notLoud],
		{ kids: [1, 3] },
	),
	probe("rocky-mountain", "wheelchair accessible views, no hiking", [stepFree, noHike]),
	probe(
		"new-york",
		"not a museum, not a park, something indoors and cheap for a 9 year old",
		[indoor, notKind(/museum|^park$/), fitsAge(9)],
		{ kids: [9] },
	),
];

describe("every card and additional option keeps every constraint of the message", () => {
	it.each(PROBES.map((probe) => [`${probe.destination}: ${probe.message}`, probe] as const))("%s", async (_, probe) => {
		const context = await contextFor(probe.message, {
			destination: probe.destination,
			kids: probe.kids ?? [4, 8],
			start: probe.start ?? "2027-06-14",
			end: probe.end ?? "2027-06-18",
		});
		const response = await askGuide(context);
		const shown = [...response.suggestions, ...response.backupSuggestions];
		const trip = {
			destination: probe.destination,
			kids: [],
			start: context.tripDates?.start ?? "",
			end: context.tripDates?.end ?? "",
		};
		const season: Check = {
			name: "open in the trip's season",
			keeps: (place) => !closedForTrip({ ...place, id: place.googlePlaceId }, trip),
		};
		const broken = shown.flatMap((place) =>
			[...probe.checks, season].filter((check) => !check.keeps(place)).map((check) => `${place.name}: ${check.name}`),
		);
		expect(broken, response.content).toEqual([]);
	});
});

describe("a hard constraint with nothing left is answered honestly, never by breaking it", () => {
	it.each([
		["orlando", "its 95 degrees, need somewhere with AC thats free", /indoors and free/],
		["orlando", "scorching!! somewhere cool w aircon, no museums, free", /indoors, free and no museums/],
		[
			"san-diego",
			"no theme parks, no zoo, something for a 7 yo near la jolla",
			/no rides and thrills and no animal encounters/,
		],
	] as const)("%s: %s", async (destination, message, kept) => {
		const context = await contextFor(message, { destination, kids: [7], ...JULY });
		const response = await askGuide(context);
		expect(response.suggestions).toEqual([]);
		expect(response.content).toMatch(/^Nothing near .+ fits all of that/);
		expect(response.content).toMatch(kept);
		// What was said is not asked back.
		expect(response.content).not.toMatch(/indoors or outdoors/);
	});

	it("a place the message rules out is not a place it asks about", async () => {
		for (const [destination, message] of [
			["orlando", "somewhere to go swimming but not a water park, too crowded"],
			["london", "animals for a 2 year old but not the big zoo, with a pram"],
		] as const) {
			const response = await askGuide(await contextFor(message, { destination, kids: [2], ...JULY }));
			expect(response.content, message).not.toMatch(/water park gets|a place called/i);
			expect(response.suggestions.length, message).toBeGreaterThan(0);
		}
	});

	it("animals but not the zoo: no zoo, and still animals' places (not every animal place ruled out)", async () => {
		const response = await askGuide(
			await contextFor("animals but not a zoo, somethin smaller and free", {
				destination: "london",
				kids: [4, 8],
				...JULY,
			}),
		);
		expect(response.content).toMatch(/\(no zoos\)/);
		expect(response.suggestions.length).toBeGreaterThan(0);
	});
});
