import { beforeAll, describe, expect, it } from "vitest";
import type { GuideResponse } from "../../domain/guide/guide";
import { adventures } from "../../worker/db/schema";
import { CONFIG_WORDS } from "../domain/config-words";
import { insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { call, db, json, type SignedIn, signIn } from "./helpers";

const ROME = { lat: 41.8933, lng: 12.4829 };

let me: SignedIn;

beforeAll(async () => {
	await insertGuidePlaces();
	me = await signIn();
});

async function trip(location: string, center: { lat: number; lng: number }): Promise<string> {
	const id = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id,
			ownerId: me.user.id,
			title: `A trip to ${location}`,
			location,
			latitude: center.lat,
			longitude: center.lng,
			startDate: "2030-04-01",
			endDate: "2030-04-06",
			kidAges: [3, 8],
		});
	return id;
}

async function chat(adventureId: string, location: string, center: { lat: number; lng: number }, message: string) {
	const res = await call(
		"/api/guide-ai",
		json(
			{ message, location, userId: me.user.id, adventureId, mapCenter: center, mapZoom: 12, kidAges: [3, 8] },
			{ headers: { Cookie: me.cookie } },
		),
	);
	expect(res.status).toBe(200);
	return (await res.json()) as GuideResponse;
}

/** The words of an answer a family reads: its text and each suggestion's own lines. */
function familyText(answer: GuideResponse): string[] {
	const places = [...answer.suggestions, ...answer.backupSuggestions];
	return [
		answer.content,
		...places.flatMap((place) =>
			[place.familySummary, place.pithySummary, place.whyKidsLoveIt].filter((t): t is string => !!t),
		),
	];
}

describe("the guide's answers name no configuration", () => {
	it.each([
		["London", LONDON_CENTER, "indoor play for a rainy day"],
		["London", LONDON_CENTER, "something to eat near the museums"],
		["London", LONDON_CENTER, "hello"],
		["Rome, Italy", ROME, "playgrounds please"],
		["Rome, Italy", ROME, "what's good for a dinosaur fan?"],
	])("%s: %s", async (location, center, message) => {
		const adventureId = await trip(location, center);
		const answer = await chat(adventureId, location, center, message);
		for (const text of familyText(answer)) expect(text).not.toMatch(CONFIG_WORDS);
	});
});
