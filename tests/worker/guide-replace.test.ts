import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { askOf } from "../../domain/guide/ask";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { offlineGuide } from "../../worker/services/guide";
import { findReplacement } from "../../worker/services/guide/answer/try-another";
import type { GuideContext } from "../../worker/services/guide/types";
import { insertGuidePlaces, LONDON_CATALOG, londonGuideContext } from "./fixtures/guide-places";
import { placeOf as fixturePlace } from "./fixtures/place";

/**
 * 'Try another suggestion' keeps every hard filter of the ask it replaces a card of: the kinds and
 * words the family avoided, the ages they named, the trip's season — not only its modifiers.
 */

beforeAll(async () => {
	await insertGuidePlaces(LONDON_CATALOG);
});

const places = () => new CatalogPlacesProvider(env.DB);
const context = (message: string, fields: Partial<GuideContext> = {}) =>
	londonGuideContext(message, { kidAges: [3, 8], tripDates: { start: "2027-04-12", end: "2027-04-16" }, ...fields });

const isMuseum = (place: Place) => place.types.includes("museum");

/** Replaces each card of the answer in turn (all cards on screen excluded) and returns the replacements. */
async function replacementsFor(message: string, stripHard = false) {
	const { response, search } = await offlineGuide.respond(context(message), { places: places(), status: () => {} });
	expect(search).not.toBeNull();
	const onScreen = [...response.suggestions, ...response.backupSuggestions];
	// A row stored before the ask and the hard filters were kept with the answer.
	const stored = search && stripHard ? { ...search, hard: undefined, ask: undefined } : search;
	const found: Place[] = [];
	for (const card of response.suggestions) {
		const replacement = await findReplacement(
			{
				placeType: card.types[0] ?? "",
				excludePlaceId: card.googlePlaceId,
				excludeIds: new Set(onScreen.map((place) => place.googlePlaceId)),
				original: card,
				// The room stores the search as JSON.
				search: JSON.parse(JSON.stringify(stored)),
				fallbackCenter: null,
				kidAges: [3, 8],
			},
			{ places: places() },
		);
		if (replacement) found.push(replacement);
	}
	return found;
}

describe("'Try another suggestion' keeps the ask's hard filters", () => {
	it("no museums: a replacement is never a museum", async () => {
		const found = await replacementsFor("something to do indoors, no museums please");
		expect(found.length).toBeGreaterThan(0);
		for (const place of found) expect(isMuseum(place), place.name).toBe(false);
	});

	it("a stored search from before the ask and the hard filters were kept still finds a replacement", async () => {
		const found = await replacementsFor("something to do indoors, no museums please", true);
		expect(found.length).toBeGreaterThan(0);
	});
});

describe("'Try another suggestion' keeps every constraint of the stored ask", () => {
	const museum = (id: string, fields: Partial<Place>): Place =>
		fixturePlace({
			googlePlaceId: id,
			name: id,
			types: ["museum"],
			ages: [4, 18],
			tags: ["indoor"],
			distanceMeters: 100,
			...fields,
		});
	// The nearest museum must be booked and keeps no dogs out; the other is a walk-in that welcomes dogs.
	const booked = museum("cat:booked", {
		familySummary: "Timed tickets are required: you must book online. No dogs are allowed.",
		distanceMeters: 50,
	});
	const walkIn = museum("cat:walk-in", {
		familySummary: "No booking is needed. Dogs are welcome in the gardens.",
		distanceMeters: 3_000,
	});
	const provider = { kind: "catalog", search: async () => [booked, walkIn] } as unknown as CatalogPlacesProvider;

	it.each([
		["no booking", askOf({ intent: "find", kinds: ["museum"], needs: ["no-booking"] })],
		["the dog comes too", askOf({ intent: "find", kinds: ["museum"], needs: ["dogs"] })],
	])("%s: the replacement keeps it", async (_, ask) => {
		const replacement = await findReplacement(
			{
				placeType: "museum",
				excludePlaceId: "cat:replaced",
				excludeIds: new Set(["cat:replaced"]),
				original: null,
				search: JSON.parse(
					JSON.stringify({
						center: { latitude: 51.5, longitude: -0.12 },
						radiusMeters: 5_000,
						queries: ["museum"],
						categories: ["museum"],
						modifiers: [],
						kidAges: [6, 9],
						ask,
					}),
				),
				fallbackCenter: null,
				kidAges: [6, 9],
			},
			{ places: provider },
		);
		expect(replacement?.googlePlaceId).toBe("cat:walk-in");
	});
});
