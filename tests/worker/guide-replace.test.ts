import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../domain/place/place";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { offlineGuide } from "../../worker/services/guide";
import { findReplacement } from "../../worker/services/guide/replace";
import type { GuideContext } from "../../worker/services/guide/types";
import { insertGuidePlaces, LONDON_CATALOG, londonGuideContext } from "./fixtures/guide-places";

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
	const stored = search && stripHard ? { ...search, hard: undefined } : search;
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

	it("a stored search from before the hard filters were kept still finds a replacement", async () => {
		const found = await replacementsFor("something to do indoors, no museums please", true);
		expect(found.length).toBeGreaterThan(0);
	});
});
