import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
	GUIDE_MESSAGES_PER_MINUTE,
	GUIDE_OPENING_TRIGGER,
	type GuideChatMessage,
	type GuideResponse,
	guideMessages,
	type ReplaceSuggestionResponse,
} from "../../domain/guide/guide";
import { GUIDE_PATH_ESTIMATED_DURATION, suggestPathName } from "../../domain/path/path";
import type { Place } from "../../domain/place/place";
import { adventures, pathStops, paths, rateLimitEvents, savedPlaces } from "../../worker/db/schema";
import { GUIDE_LONDON_PLACES, guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { betaCookie, call, db, insertUser, json, openSocket, type SignedIn, signIn, type TestSocket } from "./helpers";

const FIXTURE_IDS = new Set(GUIDE_LONDON_PLACES.map((place) => guidePlaceId(place.id)));

let me: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
	await insertGuidePlaces();
	[me, stranger] = await Promise.all([signIn(), signIn()]);
});

/** A London adventure with kids of 4 and 9, as the planner's journey has. */
async function londonAdventure(
	ownerId: string,
	fields: { isPublic?: boolean; kidAges?: number[] } = {},
): Promise<string> {
	const id = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id,
			ownerId,
			title: "London with the kids",
			location: "London, UK",
			latitude: LONDON_CENTER.lat,
			longitude: LONDON_CENTER.lng,
			startDate: "2030-04-01",
			endDate: "2030-04-06",
			kidAges: fields.kidAges ?? [4, 9],
			isPublic: fields.isPublic ?? false,
		});
	return id;
}

const post = (path: string, body: unknown, who: SignedIn | string = me) =>
	call(path, json(body, { headers: { Cookie: typeof who === "string" ? who : who.cookie } }));

const chatBody = (adventureId: string, message: string, who: SignedIn = me, extra: Record<string, unknown> = {}) => ({
	message,
	location: "London, UK",
	userId: who.user.id,
	adventureId,
	mapCenter: LONDON_CENTER,
	mapZoom: 12,
	kidAges: [4, 9],
	...extra,
});

async function chat(adventureId: string, message: string, extra: Record<string, unknown> = {}): Promise<GuideResponse> {
	const res = await post("/api/guide-ai", chatBody(adventureId, message, me, extra));
	expect(res.status).toBe(200);
	return res.json();
}

const room = (adventureId: string) => env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(adventureId));

const storedMessages = (adventureId: string) =>
	runInDurableObject(room(adventureId), (_instance, state) =>
		state.storage.sql.exec<{ role: string; content: string }>("SELECT role, content FROM messages").toArray(),
	);

async function save(adventureId: string, slug: string, at: number): Promise<void> {
	await db()
		.insert(savedPlaces)
		.values({ id: crypto.randomUUID(), adventureId, placeId: guidePlaceId(slug), createdAt: new Date(at) });
}

/** Every suggestion is a real place the provider returned: a fixture id, with coordinates. */
function expectReal(list: Place[]): void {
	for (const place of list) {
		expect(FIXTURE_IDS.has(place.googlePlaceId), place.googlePlaceId).toBe(true);
		expect(Number.isFinite(place.latitude) && Number.isFinite(place.longitude)).toBe(true);
		expect(place.name.length).toBeGreaterThan(0);
	}
}

describe("POST /api/guide-ai", () => {
	it("answers the owner with three real indoor London places for a rainy day, named and fitted to the kids", async () => {
		const adventureId = await londonAdventure(me.user.id);
		// A saved place is never suggested again.
		await save(adventureId, "london-natural-history-museum", Date.now());
		const answer = await chat(adventureId, "Rainy day ideas for my 4 and 9 year olds");
		expect(answer.state).toBe("responding");
		expect(answer.isClarification).toBe(false);
		expect(answer.suggestions).toHaveLength(3);
		expect(answer.backupSuggestions.length).toBeGreaterThan(0);
		expect(answer.backupSuggestions.length).toBeLessThanOrEqual(5);
		expectReal([...answer.suggestions, ...answer.backupSuggestions]);
		const ids = [...answer.suggestions, ...answer.backupSuggestions].map((place) => place.googlePlaceId);
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids).not.toContain(guidePlaceId("london-natural-history-museum"));
		for (const place of answer.suggestions) {
			// Indoors, for a rainy day.
			expect(
				place.tags.some((tag) => tag === "indoor" || tag === "rainy-day"),
				place.name,
			).toBe(true);
			// Named in the reply.
			expect(answer.content).toContain(place.name);
		}
		// The reply speaks to these kids.
		expect(answer.content).toMatch(/4- and 9-year-olds/);
		expect(answer.content).not.toContain("undefined");
		expect(answer.createdPathId).toBeUndefined();
	});

	it("uses the adventure's kids and coordinates when the request has none, and asking again does not repeat the words", async () => {
		const adventureId = await londonAdventure(me.user.id, { kidAges: [2] });
		const body = { message: "playgrounds", userId: me.user.id, adventureId };
		const first = (await (await post("/api/guide-ai", body)).json()) as GuideResponse;
		const second = (await (await post("/api/guide-ai", body)).json()) as GuideResponse;
		expect(first.suggestions.length).toBeGreaterThan(0);
		expectReal(first.suggestions);
		expect(first.suggestions[0]?.types).toContain("playground");
		expect(first.content).toContain("2-year-old");
		// The next answer leads with other words than the one before (no opening template twice in a row).
		expect(second.state).toBe("responding");
		expect(second.content.split("\n\n")[0]).not.toBe(first.content.split("\n\n")[0]);
	});

	it("asks back when the message is too vague", async () => {
		const adventureId = await londonAdventure(me.user.id);
		for (const message of ["hi", "what should we do?"]) {
			const answer = await chat(adventureId, message);
			expect(answer).toMatchObject({
				state: "clarifying",
				isClarification: true,
				suggestions: [],
				backupSuggestions: [],
			});
			expect(answer.content).toMatch(/indoors or outdoors/i);
			expect(answer.content).toMatch(/how far/i);
		}
	});

	it("opens with a greeting from Wunder naming the destination and the kids, with asks to try", async () => {
		const adventureId = await londonAdventure(me.user.id);
		await chat(adventureId, "museums");
		const answer = await chat(adventureId, GUIDE_OPENING_TRIGGER);
		expect(answer).toMatchObject({
			state: "responding",
			isClarification: false,
			suggestions: [],
			backupSuggestions: [],
		});
		expect(answer.content).toContain("Wunder");
		expect(answer.content).toContain("London");
		expect(answer.content).toMatch(/4 and 9/);
		expect(answer.content.match(/“/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
		// The opening starts the conversation afresh.
		expect(await storedMessages(adventureId)).toEqual([{ role: "assistant", content: answer.content }]);
	});

	it("answers 404 to anyone but the owner, even a viewer of a public adventure", async () => {
		const theirs = await londonAdventure(await insertUser());
		const publicOne = await londonAdventure(await insertUser(), { isPublic: true });
		for (const adventureId of [theirs, publicOne, crypto.randomUUID()]) {
			const res = await post("/api/guide-ai", chatBody(adventureId, "museums", stranger), stranger);
			expect(res.status).toBe(404);
			expect(await res.json()).toEqual({ error: "Adventure not found" });
		}
	});

	it("answers 401 signed out and 403 without the beta cookie", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const signedOut = await post("/api/guide-ai", chatBody(adventureId, "museums"), await betaCookie());
		expect(signedOut.status).toBe(401);
		const noBeta = await post("/api/guide-ai", chatBody(adventureId, "museums"), "");
		expect(noBeta.status).toBe(403);
	});

	it("answers 403 when the body's userId is not the signed-in user", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const res = await post("/api/guide-ai", { ...chatBody(adventureId, "museums"), userId: stranger.user.id });
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ error: guideMessages.notYou });
	});

	it.each([
		["an empty message", { message: "   " }],
		["a missing message", { message: undefined }],
		["a message over 2000 characters", { message: "a".repeat(2001) }],
		["a missing adventureId", { adventureId: undefined }],
		["kid ages out of range", { kidAges: [4, 40] }],
		["a zoom out of range", { mapZoom: 99 }],
	])("answers 400 for %s", async (_name, change) => {
		const adventureId = await londonAdventure(me.user.id);
		const res = await post("/api/guide-ai", { ...chatBody(adventureId, "museums"), ...change });
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
	});

	it("falls back to the adventure's coordinates for an invalid map centre", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const answer = await chat(adventureId, "museums", { mapCenter: { lat: "x", lng: null } });
		expect(answer.suggestions).toHaveLength(3);
		expectReal(answer.suggestions);
	});

	it("answers 429 past the per-user limit", async () => {
		const limited = await signIn();
		const adventureId = await londonAdventure(limited.user.id);
		const now = Date.now();
		await db()
			.insert(rateLimitEvents)
			.values(
				Array.from({ length: GUIDE_MESSAGES_PER_MINUTE }, (_, i) => ({ key: `guide:${limited.user.id}`, at: now - i })),
			);
		const res = await post("/api/guide-ai", chatBody(adventureId, "museums", limited), limited);
		expect(res.status).toBe(429);
		expect(res.headers.get("Retry-After")).toBe("60");
		expect(await res.json()).toEqual({ error: guideMessages.rateLimited });
	});

	it("a turn refused as not the caller's (404) counts in no window, and comes before a full window's 429", async () => {
		const prober = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		const key = `guide:${prober.user.id}`;
		const res = await post("/api/guide-ai", chatBody(adventureId, "museums", prober), prober);
		expect(res.status).toBe(404);
		expect(await db().select().from(rateLimitEvents).where(eq(rateLimitEvents.key, key))).toEqual([]);

		const now = Date.now();
		await db()
			.insert(rateLimitEvents)
			.values(Array.from({ length: GUIDE_MESSAGES_PER_MINUTE }, (_, i) => ({ key, at: now - i })));
		const full = await post("/api/guide-ai", chatBody(adventureId, "museums", prober), prober);
		expect(full.status).toBe(404);
		expect(await db().select().from(rateLimitEvents).where(eq(rateLimitEvents.key, key))).toHaveLength(
			GUIDE_MESSAGES_PER_MINUTE,
		);
		// The owner's own turn takes its slot.
		const owned = await londonAdventure(prober.user.id);
		const before = await db()
			.select()
			.from(rateLimitEvents)
			.where(eq(rateLimitEvents.key, `guide:${me.user.id}`));
		expect((await post("/api/guide-ai", chatBody(adventureId, "museums"))).status).toBe(200);
		const after = await db()
			.select()
			.from(rateLimitEvents)
			.where(eq(rateLimitEvents.key, `guide:${me.user.id}`));
		expect(after.length).toBe(before.length + 1);
		expect((await post("/api/guide-ai", chatBody(owned, "museums", prober), prober)).status).toBe(429);
	});

	it("keeps the conversation in the room", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const answer = await chat(adventureId, "Where can we get lunch nearby?");
		expect(answer.suggestions.length).toBeGreaterThan(0);
		expect(answer.suggestions[0]?.types).toContain("restaurant");
		for (const place of answer.suggestions) {
			expect(place.category === "food" || place.tags.includes("food"), place.name).toBe(true);
		}
		const conversation = (await room(adventureId).conversation()).messages;
		expect(conversation.map((message) => message.role)).toEqual(["user", "assistant"]);
		expect(conversation[0]?.content).toBe("Where can we get lunch nearby?");
		expect(conversation[1]?.suggestions?.map((place) => place.googlePlaceId)).toEqual(
			answer.suggestions.map((place) => place.googlePlaceId),
		);
	});
});

describe("POST /api/guide-ai/replace-suggestion", () => {
	it("returns another real place of the same kind, none of those on screen", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const answer = await chat(adventureId, "museums");
		const shown = [...answer.suggestions, ...answer.backupSuggestions].map((place) => place.googlePlaceId);
		const replaced = answer.suggestions[1];
		if (!replaced) throw new Error("no suggestion to replace");
		const res = await post("/api/guide-ai/replace-suggestion", {
			adventureId,
			placeType: "museum",
			excludePlaceId: replaced.googlePlaceId,
			locationContext: LONDON_CENTER,
			originalName: replaced.name,
			allSuggestedPlaceIds: shown,
			conversationContext: "museums",
			fullConversationHistory: [{ role: "user", content: "museums" }],
			originalSearchContext: { query: "museums" },
		});
		expect(res.status).toBe(200);
		const { newSuggestion, content } = (await res.json()) as ReplaceSuggestionResponse;
		if (!newSuggestion) throw new Error("no replacement");
		expectReal([newSuggestion]);
		expect(shown).not.toContain(newSuggestion.googlePlaceId);
		expect(newSuggestion.types).toContain("museum");
		// The words above the cards name the new card, in the old one's numbered line, and not the old one.
		expect(answer.content).toContain(`2. ${replaced.name}`);
		expect(content).toContain(`2. ${newSuggestion.name}`);
		expect(content).not.toContain(replaced.name);
		for (const kept of [answer.suggestions[0], answer.suggestions[2]]) if (kept) expect(content).toContain(kept.name);
		// The stored answer shows the new card in the old one's place, and says so.
		const [, stored] = (await room(adventureId).conversation()).messages;
		expect(stored?.suggestions?.[1]?.googlePlaceId).toBe(newSuggestion.googlePlaceId);
		expect(stored?.content).toBe(content);
	});

	it("answers null when nothing of that kind is left", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const res = await post("/api/guide-ai/replace-suggestion", {
			adventureId,
			placeType: "ice_cream_shop",
			excludePlaceId: guidePlaceId("london-gelupo"),
			allSuggestedPlaceIds: [],
		});
		expect(res.status).toBe(200);
		// Gelupo is the only ice-cream shop: with it excluded, the answer says nothing is left.
		expect(await res.json()).toEqual({ newSuggestion: null, content: null } satisfies ReplaceSuggestionResponse);
	});

	it("is the owner's only: 404 for others, 400 for bad input", async () => {
		const theirs = await londonAdventure(await insertUser(), { isPublic: true });
		const res = await post(
			"/api/guide-ai/replace-suggestion",
			{ adventureId: theirs, placeType: "museum", excludePlaceId: "cat:x", allSuggestedPlaceIds: [] },
			stranger,
		);
		expect(res.status).toBe(404);
		const mine = await londonAdventure(me.user.id);
		const bad = await post("/api/guide-ai/replace-suggestion", { adventureId: mine, placeType: "museum" });
		expect(bad.status).toBe(400);
	});
});

describe("conversation reset and delete", () => {
	it("reset-session clears the room's messages", async () => {
		const adventureId = await londonAdventure(me.user.id);
		await chat(adventureId, "museums");
		expect((await storedMessages(adventureId)).length).toBe(2);
		const res = await post("/api/guide-ai/reset-session", { adventureId, userId: me.user.id });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ reset: true });
		expect(await storedMessages(adventureId)).toEqual([]);
	});

	it("reset-session refuses another userId (403) and another's adventure (404)", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const wrongUser = await post("/api/guide-ai/reset-session", { adventureId, userId: stranger.user.id });
		expect(wrongUser.status).toBe(403);
		const theirs = await post("/api/guide-ai/reset-session", { adventureId, userId: stranger.user.id }, stranger);
		expect(theirs.status).toBe(404);
	});

	it("DELETE /api/guide-ai/conversation/{userId}-{adventureId} clears it; ids with dashes split right", async () => {
		const adventureId = await londonAdventure(me.user.id);
		await chat(adventureId, "parks");
		expect((await storedMessages(adventureId)).length).toBe(2);
		const res = await call(`/api/guide-ai/conversation/${me.user.id}-${adventureId}`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ deleted: true });
		expect(await storedMessages(adventureId)).toEqual([]);

		const someoneElse = await call(`/api/guide-ai/conversation/${stranger.user.id}-${adventureId}`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect(someoneElse.status).toBe(403);
		const notTheirs = await call(`/api/guide-ai/conversation/${stranger.user.id}-${adventureId}`, {
			method: "DELETE",
			headers: { Cookie: stranger.cookie },
		});
		expect(notTheirs.status).toBe(404);
	});
});

describe("GET /api/guide-ai/conversation/{userId}-{adventureId}", () => {
	// Its own owner: the turns here would take the others' messages per minute.
	let owner: SignedIn;
	beforeAll(async () => {
		owner = await signIn();
	});
	const key = (adventureId: string, who: SignedIn = owner) =>
		`/api/guide-ai/conversation/${who.user.id}-${adventureId}`;
	const read = (path: string, cookie: string = owner.cookie) => call(path, { headers: { Cookie: cookie } });

	async function ask(adventureId: string, message: string): Promise<GuideResponse> {
		const res = await post("/api/guide-ai", chatBody(adventureId, message, owner), owner);
		expect(res.status).toBe(200);
		return res.json();
	}

	async function conversation(adventureId: string): Promise<GuideChatMessage[]> {
		const res = await read(key(adventureId));
		expect(res.status).toBe(200);
		return ((await res.json()) as { messages: GuideChatMessage[] }).messages;
	}

	it("gives the owner the stored conversation, oldest first, with each answer's cards and state", async () => {
		const adventureId = await londonAdventure(owner.user.id);
		expect(await conversation(adventureId)).toEqual([]);
		const opening = await ask(adventureId, GUIDE_OPENING_TRIGGER);
		const answer = await ask(adventureId, "Rainy day ideas for my kids");
		const vague = await ask(adventureId, "what should we do?");
		const messages = await conversation(adventureId);
		expect(messages.map((message) => [message.role, message.content])).toEqual([
			["assistant", opening.content],
			["user", "Rainy day ideas for my kids"],
			["assistant", answer.content],
			["user", "what should we do?"],
			["assistant", vague.content],
		]);
		expect(answer.suggestions).toHaveLength(3);
		// Each message carries its server id; the chat's answer says the id it was stored under.
		expect(answer.messageId).toEqual(expect.any(String));
		expect(messages[0]?.id).toBe(opening.messageId);
		expect(messages[1]?.id).toEqual(expect.any(String));
		expect(new Set(messages.map((message) => message.id)).size).toBe(5);
		expect(messages[2]).toEqual({
			id: answer.messageId,
			role: "assistant",
			content: answer.content,
			state: answer.state,
			isClarification: answer.isClarification,
			suggestions: answer.suggestions,
			backupSuggestions: answer.backupSuggestions,
		});
		expect(messages[4]).toMatchObject({ state: vague.state, isClarification: vague.isClarification });
	});

	it("leaves out a suggestion once it is saved, as the chat does", async () => {
		const adventureId = await londonAdventure(owner.user.id);
		const answer = await ask(adventureId, "museums");
		const [first, ...rest] = answer.suggestions;
		if (!first) throw new Error("no suggestion");
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: first.googlePlaceId });
		const [, stored] = await conversation(adventureId);
		expect(stored?.suggestions?.map((place) => place.googlePlaceId)).toEqual(rest.map((place) => place.googlePlaceId));
	});

	it("is empty after reset-session and after the conversation's DELETE", async () => {
		const adventureId = await londonAdventure(owner.user.id);
		await ask(adventureId, "parks");
		expect(await conversation(adventureId)).toHaveLength(2);
		expect((await post("/api/guide-ai/reset-session", { adventureId, userId: owner.user.id }, owner)).status).toBe(200);
		expect(await conversation(adventureId)).toEqual([]);

		await ask(adventureId, "parks");
		expect(await conversation(adventureId)).toHaveLength(2);
		const deleted = await call(key(adventureId), { method: "DELETE", headers: { Cookie: owner.cookie } });
		expect(deleted.status).toBe(200);
		expect(await conversation(adventureId)).toEqual([]);
	});

	it("is the owner's only: another user's key 403, anyone else 404, signed out 401", async () => {
		const adventureId = await londonAdventure(owner.user.id);
		const publicOne = await londonAdventure(owner.user.id, { isPublic: true });
		await ask(adventureId, "museums");
		const someoneElse = await read(key(adventureId, stranger));
		expect(someoneElse.status).toBe(403);
		expect(await someoneElse.json()).toEqual({ error: guideMessages.notYou });
		for (const id of [adventureId, publicOne, crypto.randomUUID()]) {
			const notTheirs = await read(key(id, stranger), stranger.cookie);
			expect(notTheirs.status).toBe(404);
			expect(await notTheirs.json()).toEqual({ error: "Adventure not found" });
		}
		expect((await read(key(adventureId), await betaCookie())).status).toBe(401);
		// Nothing was read out, nor forgotten.
		expect(await storedMessages(adventureId)).toHaveLength(2);
	});
});

describe("chat commands", () => {
	it("'create path' connects the saved places in nearest order, named after them, on the trip's first day, 180 minutes", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const t = Date.now() - 60_000;
		// Saved in this order; the list API shows them newest first, the path oldest first.
		await save(adventureId, "london-natural-history-museum", t);
		await save(adventureId, "london-science-museum", t + 1000);
		await save(adventureId, "london-victoria-and-albert-museum", t + 2000);
		const answer = await chat(adventureId, "Can you create a path from my saved places?");
		expect(answer.createdPathId).toEqual(expect.any(String));
		const [path] = await db().select().from(paths).where(eq(paths.adventureId, adventureId));
		expect(path).toMatchObject({
			id: answer.createdPathId,
			// Named after what it holds, not the spec's one-category 'Museum Tour'.
			name: "South Kensington museums",
			// Three South Kensington museums a few hundred metres apart.
			transportMode: "walking",
			estimatedDuration: GUIDE_PATH_ESTIMATED_DURATION,
			date: "2030-04-01",
		});
		const stops = await db()
			.select()
			.from(pathStops)
			.where(eq(pathStops.pathId, answer.createdPathId ?? ""))
			.orderBy(asc(pathStops.position));
		expect(stops.map((stop) => [stop.position, stop.placeId])).toEqual([
			[1, guidePlaceId("london-natural-history-museum")],
			[2, guidePlaceId("london-science-museum")],
			[3, guidePlaceId("london-victoria-and-albert-museum")],
		]);
		expect(answer.content).toContain("South Kensington museums");
		expect(answer.content).toContain("walking");
		expect(answer.content).toContain("3 stops");
		expect(answer.suggestions).toEqual([]);
		expect(
			suggestPathName([
				{ name: "a", types: ["museum"] },
				{ name: "b", types: ["museum"] },
			]),
		).toBe("Museum Tour");
	});

	it("needs at least 2 saved places", async () => {
		const adventureId = await londonAdventure(me.user.id);
		await save(adventureId, "london-hyde-park", Date.now());
		const answer = await chat(adventureId, "make a route");
		expect(answer.content).toBe(guideMessages.tooFewSaved);
		expect(answer.createdPathId).toBeUndefined();
		expect(await db().select().from(paths).where(eq(paths.adventureId, adventureId))).toEqual([]);
	});

	it("'add … to path' adds up to 3 named saved places to the most recent path", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const t = Date.now() - 60_000;
		await save(adventureId, "london-british-museum", t);
		await save(adventureId, "london-national-gallery", t + 1000);
		const created = await chat(adventureId, "organize places");
		expect(created.createdPathId).toEqual(expect.any(String));
		await save(adventureId, "london-hyde-park", t + 2000);
		await save(adventureId, "london-zsl-london-zoo", t + 3000);
		const answer = await chat(adventureId, "Please add Hyde Park and the London Zoo to my path");
		expect(answer.content).toContain("Hyde Park");
		expect(answer.content).toContain("ZSL London Zoo");
		expect(answer.content).toContain("4 stops");
		const stops = await db()
			.select()
			.from(pathStops)
			.where(eq(pathStops.pathId, created.createdPathId ?? ""))
			.orderBy(asc(pathStops.position));
		expect(stops.map((stop) => stop.placeId)).toEqual([
			guidePlaceId("london-british-museum"),
			guidePlaceId("london-national-gallery"),
			guidePlaceId("london-hyde-park"),
			guidePlaceId("london-zsl-london-zoo"),
		]);
		// Again: already there, nothing added.
		const again = await chat(adventureId, "add hyde park to path");
		expect(again.content).toMatch(/already on/);
	});
});

describe("live status while the guide works", () => {
	async function ticketFor(who: SignedIn, adventureId: string): Promise<Response> {
		return post("/api/live/ticket", { adventureId }, who);
	}

	async function framesUntilIdle(socket: TestSocket): Promise<{ type: string; message?: string | null }[]> {
		const frames: { type: string; message?: string | null }[] = [];
		for (;;) {
			const frame = (await socket.nextJson(3000)) as { type: string; message?: string | null };
			frames.push(frame);
			if (frame.type === "status" && frame.message === null) return frames;
		}
	}

	it("broadcasts status frames to the subscribed socket, then status null", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const res = await ticketFor(me, adventureId);
		const { token } = (await res.json()) as { token: string };
		const socket = await openSocket(token, me.cookie);
		try {
			socket.send({ type: "subscribe", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId });
			const answer = await chat(adventureId, "Rainy day ideas for my 4 and 9 year olds");
			expect(answer.suggestions).toHaveLength(3);
			const frames = await framesUntilIdle(socket);
			const working = frames.filter((frame) => frame.type === "status" && frame.message);
			expect(working.length).toBeGreaterThanOrEqual(1);
			expect(working[0]?.message).toMatch(/^Looking for indoor picks near London…$/);
			expect(working.map((frame) => frame.message)).toContain("Checking what suits a 4- and a 9-year-old…");
			expect(working.at(-1)?.message).toBe("Picking the best three…");
			expect(frames.at(-1)).toEqual({ type: "status", message: null });
			// The current status is idle again.
			socket.send({ type: "status_request", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "status", message: null });
		} finally {
			socket.close();
		}
	});

	it("a path created by chat tells subscribed sockets that paths changed", async () => {
		const adventureId = await londonAdventure(me.user.id);
		await save(adventureId, "london-hyde-park", Date.now() - 2000);
		await save(adventureId, "london-st-jamess-park", Date.now() - 1000);
		const { token } = (await (await ticketFor(me, adventureId)).json()) as { token: string };
		const socket = await openSocket(token, me.cookie);
		try {
			socket.send({ type: "subscribe", adventureId });
			expect(await socket.nextJson()).toEqual({ type: "subscribed", adventureId });
			await chat(adventureId, "create path");
			const frames = await framesUntilIdle(socket);
			expect(frames).toContainEqual({ type: "changed", what: "paths" });
		} finally {
			socket.close();
		}
	});

	it("gives no socket, and so no subscribed, to someone who does not own or may not read the adventure", async () => {
		const adventureId = await londonAdventure(me.user.id);
		const res = await ticketFor(stranger, adventureId);
		expect(res.status).toBe(404);
		const bad = await call("/ws?token=not-a-ticket", { headers: { Upgrade: "websocket" } });
		expect(bad.status).toBe(401);
		expect(bad.webSocket).toBeFalsy();
	});
});
