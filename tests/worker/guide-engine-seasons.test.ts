import { beforeAll, describe, expect, it } from "vitest";
import { type AskInput, askOf } from "../../domain/guide/ask";
import type { GuideResponse } from "../../domain/guide/guide";
import { askGuide, contextFor, insertCatalog } from "./guide-corpus/catalog";
import type { Trip } from "./guide-corpus/corpus";

/**
 * The months a find names are the months it is open in, not only the trip's ("open in december?");
 * a water park is somewhere to swim; a view of a named place is looked for around it. Shown with the
 * catalog's own places: from an ask written by hand (the engine alone), then from the words (the
 * offline guide reads them once, as the turn does).
 */

beforeAll(async () => {
	await insertCatalog();
}, 60_000);

const slugs = (response: GuideResponse) =>
	[...response.suggestions, ...response.backupSuggestions].map((place) => place.googlePlaceId.replace(/^cat:/, ""));

const LONDON_JULY: Trip = { destination: "london", kids: [7, 10], start: "2027-07-12", end: "2027-07-16" };
const LONDON_DECEMBER: Trip = { ...LONDON_JULY, start: "2026-12-14", end: "2026-12-18" };

async function found(trip: Trip, message: string, ask?: AskInput): Promise<GuideResponse> {
	return askGuide(await contextFor(message, trip), ask ? askOf(ask) : undefined);
}

describe("a find's months are when it must be open", () => {
	it("a summer trip asking about december: no summer-only lido", async () => {
		const answer = await found(LONDON_JULY, "swimming in december", {
			intent: "find",
			kinds: ["swimming"],
			months: [12],
		});
		expect(answer.suggestions.length).toBeGreaterThan(0);
		expect(slugs(answer)).not.toContain("london-serpentine-lido");
	});

	it("a winter trip asking about july: the summer lido is open then", async () => {
		const answer = await found(LONDON_DECEMBER, "swimming in july", {
			intent: "find",
			kinds: ["swimming"],
			months: [7],
		});
		expect(slugs(answer)).toContain("london-serpentine-lido");
	});

	it("read from the words: 'back in july' on a winter trip finds the summer lido, 'in december' on a summer one does not", async () => {
		expect(slugs(await found(LONDON_DECEMBER, "we're back in july, where could the kids have a swim?"))).toContain(
			"london-serpentine-lido",
		);
		expect(slugs(await found(LONDON_JULY, "where could the kids have a swim in december?"))).not.toContain(
			"london-serpentine-lido",
		);
	});
});

describe("a water park is a place to swim", () => {
	it("water parks in Orlando: the water parks, not the dry theme parks", async () => {
		const trip: Trip = { destination: "orlando", kids: [6, 11], start: "2027-03-08", end: "2027-03-12" };
		const answer = await found(trip, "which waterparks would a 6 and an 11 year old like?");
		expect(answer.suggestions.length).toBeGreaterThan(0);
		expect(slugs(answer)).toContain("orlando-universal-volcano-bay");
		expect(slugs(answer)).not.toContain("orlando-universal-studios-florida");
		expect(slugs(answer)).not.toContain("orlando-universal-islands-of-adventure");
	});
});

describe("a view of a named place: the viewpoints around it", () => {
	it("looking down on Grand Prismatic: the overlook trail beside it comes first", async () => {
		const trip: Trip = { destination: "yellowstone", kids: [9], start: "2027-08-09", end: "2027-08-13" };
		const answer = await found(trip, "we'd love to look down on grand prismatic spring, where's best for that?");
		expect(answer.suggestions[0]?.googlePlaceId).toBe("cat:yellowstone-fairy-falls-trail");
		expect(slugs(answer)).not.toContain("yellowstone-grand-prismatic-spring");
	});
});
