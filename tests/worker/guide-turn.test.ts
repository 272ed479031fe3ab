import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askOf } from "../../domain/guide/ask";
import { GUIDE_OPENING_TRIGGER, guideMessages } from "../../domain/guide/guide";
import type { ChangeTopic } from "../../domain/live/protocol";
import type { Place } from "../../domain/place/place";
import { adventures, pathStops, paths, savedPlaces } from "../../worker/db/schema";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import type { Guide, GuideContext, GuideDeps, RoomChatInput } from "../../worker/services/guide";
import { draftOf } from "../../worker/services/guide/answer/draft";
import { placeFacts } from "../../worker/services/guide/facts/place-facts";
import { chatTurn, type StoredAnswer, type TurnDeps } from "../../worker/services/guide/turn";
import { guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { MemoryStore } from "./fixtures/memory-store";
import { db, insertUser } from "./helpers";

/**
 * The guide's turn service, outside any room: the context it builds for the guide (the family's
 * saved places, what was suggested since the last reset, where they stay, the trip's dates), what
 * it stores, and commands that never reach the guide.
 */

/** A guide that records what it was given and answers with the places it is told to. */
function recordingGuide(answerWith: Place[] = []) {
	const seen: { context: GuideContext; deps: GuideDeps }[] = [];
	const guide: Guide = {
		name: "offline",
		respond: async (context, deps) => {
			seen.push({ context, deps });
			return {
				response: {
					content: "Here you go.",
					state: "responding",
					suggestions: answerWith,
					backupSuggestions: [],
					isClarification: false,
				},
				search: null,
			};
		},
	};
	return { guide, seen };
}

const places = new CatalogPlacesProvider(env.DB);
const routes = new EstimateRoutesProvider();

function turnDeps(guide: Guide) {
	const statuses: (string | null)[] = [];
	const changed: ChangeTopic[] = [];
	const deps: TurnDeps = {
		deps: { db: db(), places, routes },
		guide,
		status: (message) => {
			statuses.push(message);
		},
		changed: (topic) => {
			changed.push(topic);
		},
	};
	return { deps, statuses, changed };
}

const place = (slug: string, name = slug) =>
	({ googlePlaceId: guidePlaceId(slug), name, latitude: 51.5, longitude: -0.12 }) as Place;

const answer = (suggestions: Place[], backupSuggestions: Place[] = []): StoredAnswer => ({
	state: "responding",
	isClarification: false,
	suggestions,
	backupSuggestions,
	search: null,
});

let adventureId: string;
const saved = ["london-natural-history-museum", "london-science-museum"];

beforeAll(async () => {
	await insertGuidePlaces();
	const ownerId = await insertUser();
	adventureId = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id: adventureId,
			ownerId,
			title: "London",
			location: "London, UK",
			latitude: LONDON_CENTER.lat,
			longitude: LONDON_CENTER.lng,
			startDate: "2030-04-01",
			endDate: "2030-04-06",
			kidAges: [3, 8],
		});
	for (const [index, slug] of saved.entries()) {
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId, placeId: guidePlaceId(slug), createdAt: new Date(index) });
	}
});

const input = (message: string, extra: Partial<RoomChatInput> = {}): RoomChatInput => ({
	userId: "user-1",
	adventure: {
		id: adventureId,
		location: "London, UK",
		latitude: LONDON_CENTER.lat,
		longitude: LONDON_CENTER.lng,
		kidAges: [3, 8],
		startDate: "2030-04-01",
		endDate: "2030-04-06",
		stay: { label: "South Kensington", point: { latitude: 51.494, longitude: -0.174 } },
	},
	message,
	mapCenter: null,
	mapZoom: 12,
	...extra,
});

describe("a chat turn's context", () => {
	it("gives the guide the saved places, every place suggested so far, the stay, the dates and the routes", async () => {
		const store = new MemoryStore();
		store.addAnswer("Hello", answer([]));
		store.addUser("museums");
		store.addAnswer("Three museums", answer([place("a"), place("b")], [place("c")]));
		store.addUser("parks");
		store.addAnswer("Two parks", answer([place("d")]));
		const { guide, seen } = recordingGuide();
		const { deps } = turnDeps(guide);

		await chatTurn(input("what's good for a dinosaur fan?"), store, deps);

		expect(seen).toHaveLength(1);
		const [{ context, deps: given }] = seen as [(typeof seen)[number]];
		expect(context.message).toBe("what's good for a dinosaur fan?");
		expect(context.savedPlaces?.map((p) => p.googlePlaceId).sort()).toEqual(saved.map(guidePlaceId).sort());
		// Full places, as the saved-places list has them.
		const nhm = context.savedPlaces?.find((p) => p.googlePlaceId === guidePlaceId("london-natural-history-museum"));
		expect(nhm?.name).toMatch(/Natural History Museum/);
		expect(nhm?.types.length).toBeGreaterThan(0);
		expect([...context.excludeIds].sort()).toEqual(saved.map(guidePlaceId).sort());
		expect([...(context.suggestedIds ?? [])].sort()).toEqual(["a", "b", "c", "d"].map(guidePlaceId));
		expect(context.stay).toEqual({ label: "South Kensington", point: { latitude: 51.494, longitude: -0.174 } });
		expect(context.tripDates).toEqual({ start: "2030-04-01", end: "2030-04-06" });
		expect(context.kidAges).toEqual([3, 8]);
		expect(context.centerSource).toBe("adventure");
		expect(context.history.map((m) => m.content)).toEqual(["Hello", "museums", "Three museums", "parks", "Two parks"]);
		expect(given.routes).toBe(routes);
		expect(given.places).toBe(places);
	});

	it("takes the saved places the Worker read beside its access check", async () => {
		const { guide, seen } = recordingGuide();
		const { deps } = turnDeps(guide);
		const given = [place("london-science-museum", "Science Museum")];
		await chatTurn(input("what's good for a dinosaur fan?", { saved: given }), new MemoryStore(), deps);
		const [{ context }] = seen as [(typeof seen)[number]];
		expect(context.savedPlaces).toEqual(given);
		expect([...context.excludeIds]).toEqual([guidePlaceId("london-science-museum")]);
	});

	it("forgets what was suggested once the conversation starts afresh, and takes the client's ages", async () => {
		const store = new MemoryStore();
		store.addAnswer("Three museums", answer([place("a")]));
		const { guide, seen } = recordingGuide([place("e")]);
		const { deps } = turnDeps(guide);
		await chatTurn(input(GUIDE_OPENING_TRIGGER), store, deps);
		expect(seen).toHaveLength(0);
		await chatTurn(input("parks", { kidAges: [12], mapCenter: LONDON_CENTER }), store, deps);
		await chatTurn(input("more parks"), store, deps);
		expect(seen[0]?.context.suggestedIds).toEqual(new Set());
		expect(seen[0]?.context.kidAges).toEqual([12]);
		expect(seen[0]?.context.centerSource).toBe("map");
		expect(seen[1]?.context.suggestedIds).toEqual(new Set([guidePlaceId("e")]));
	});

	it("gives no dates or stay when the trip has none", async () => {
		const { guide, seen } = recordingGuide();
		const plain = input("museums");
		const { startDate: _s, endDate: _e, stay: _stay, ...adventure } = plain.adventure;
		await chatTurn({ ...plain, adventure }, new MemoryStore(), turnDeps(guide).deps);
		expect(seen[0]?.context.tripDates).toBeNull();
		expect(seen[0]?.context.stay).toBeNull();
	});
});

describe("a chat turn's spending rules and stream", () => {
	it("hands the guide the spending rules for the family's own account, and its stream", async () => {
		const { guide, seen } = recordingGuide();
		const { deps } = turnDeps(guide);
		const asked: string[] = [];
		const frames: string[] = [];
		await chatTurn(input("museums", { userId: "user-7" }), new MemoryStore(), {
			...deps,
			gate: {
				paidAllowed: async () => true,
				takeModelCall: async (userId) => {
					asked.push(userId);
					return { ok: false, reason: "user-cap" };
				},
			},
			stream: { cards: () => frames.push("cards"), text: () => frames.push("text") },
		});
		const given = seen[0]?.deps;
		expect(await given?.takeModelCall?.()).toEqual({ ok: false, reason: "user-cap" });
		expect(asked).toEqual(["user-7"]);
		given?.cards?.([], []);
		given?.text?.("Hi");
		expect(frames).toEqual(["cards", "text"]);
	});

	it("without spending rules, every model call may be made", async () => {
		const { guide, seen } = recordingGuide();
		await chatTurn(input("museums"), new MemoryStore(), turnDeps(guide).deps);
		expect(await seen[0]?.deps.takeModelCall?.()).toEqual({ ok: true });
	});
});

describe("a chat turn's record", () => {
	it("stores the message and the answer, and ends the live status", async () => {
		const store = new MemoryStore();
		const { guide } = recordingGuide([place("a")]);
		const { deps, statuses } = turnDeps(guide);
		const response = await chatTurn(input("museums"), store, deps);
		expect(response.suggestions.map((p) => p.googlePlaceId)).toEqual([guidePlaceId("a")]);
		expect(store.messages().map((m) => [m.role, m.content])).toEqual([
			["user", "museums"],
			["assistant", "Here you go."],
		]);
		expect(statuses.at(-1)).toBeNull();
	});

	it("answers a failing guide with the chat failure message, stored like any answer", async () => {
		const store = new MemoryStore();
		const failing: Guide = {
			name: "offline",
			respond: () => Promise.reject(new Error("boom")),
		};
		const { deps, statuses } = turnDeps(failing);
		const response = await chatTurn(input("museums"), store, deps);
		expect(response.content).toBe(guideMessages.chatFailure);
		expect(store.messages().at(-1)?.content).toBe(guideMessages.chatFailure);
		expect(statuses.at(-1)).toBeNull();
	});

	it("runs a chat command without the guide and says what changed", async () => {
		const { guide, seen } = recordingGuide();
		const { deps, changed } = turnDeps(guide);
		const response = await chatTurn(input("create path"), new MemoryStore(), deps);
		expect(seen).toHaveLength(0);
		expect(response.createdPathId).toBeTruthy();
		expect(changed).toEqual(["paths"]);
		const created = await db().select().from(paths).where(eq(paths.adventureId, adventureId)).orderBy(asc(paths.name));
		expect(created.map((p) => p.id)).toContain(response.createdPathId);
	});
});

describe("'create path' reads what the conversation talked about as data", () => {
	it("the saved places a drafted answer named (not its words) are the path's", async () => {
		const ownerId = await insertUser();
		const id = crypto.randomUUID();
		await db()
			.insert(adventures)
			.values({
				id,
				ownerId,
				title: "London",
				location: "London, UK",
				latitude: LONDON_CENTER.lat,
				longitude: LONDON_CENTER.lng,
				startDate: "2030-04-01",
				endDate: "2030-04-06",
				kidAges: [3, 8],
			});
		const slugs = [
			"london-natural-history-museum",
			"london-science-museum",
			"london-british-museum",
			"london-national-gallery",
		];
		for (const [index, slug] of slugs.entries()) {
			await db()
				.insert(savedPlaces)
				.values({ id: crypto.randomUUID(), adventureId: id, placeId: guidePlaceId(slug), createdAt: new Date(index) });
		}
		const named = await Promise.all(
			["london-british-museum", "london-national-gallery"].map(async (slug) => {
				const found = await places.placeDetails(guidePlaceId(slug));
				if (!found) throw new Error(slug);
				return { place: found, facts: placeFacts(found), reasons: [], meters: 500, ageFit: "all" as const };
			}),
		);
		// The answer's words name nothing; its draft says it named two saved places that answer.
		const draft = draftOf({ code: "places", again: false, unmet: [], relaxation: null }, askOf({ intent: "find" }), {
			where: { kind: "destination", label: "London", destination: "London" },
			saved: named,
			seed: "rainy day",
		});
		const store = new MemoryStore();
		store.addUser("rainy day ideas");
		store.addAnswer("Here you go.", { ...answer([]), draft });
		const { guide } = recordingGuide();
		const { deps } = turnDeps(guide);
		const response = await chatTurn(input("create path", { adventure: { ...input("").adventure, id } }), store, deps);
		if (!response.createdPathId) throw new Error("no path");
		const stops = await db().select().from(pathStops).where(eq(pathStops.pathId, response.createdPathId));
		expect(stops.map((stop) => stop.placeId).sort()).toEqual(
			[guidePlaceId("london-british-museum"), guidePlaceId("london-national-gallery")].sort(),
		);
	});
});
