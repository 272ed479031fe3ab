import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Place } from "../../domain/place/place";
import { SqlConversationStore } from "../../durable-objects/conversation-store";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { EstimateRoutesProvider } from "../../worker/providers/routes";
import type { Guide, GuideContext, RoomChatInput } from "../../worker/services/guide";
import { chatTurn, type StoredAnswer } from "../../worker/services/guide/turn";
import { db } from "./helpers";

/**
 * The room's conversation store (its SQLite table, kept in the room's memory as well): what it
 * answers after each kind of write, what a woken room reads back from the table, and that a turn
 * reads the conversation without reading the table again.
 */

const room = (name: string) => env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(name));

/** The room's SQL, with every statement that reads the messages table counted. */
function countingSql(sql: SqlStorage) {
	const reads = { messages: 0 };
	const counted = new Proxy(sql, {
		get(target, key) {
			if (key === "exec") {
				return (query: string, ...bindings: SqlStorageValue[]) => {
					if (/^\s*SELECT\b.*\bFROM messages\b/is.test(query)) reads.messages++;
					return target.exec(query, ...bindings);
				};
			}
			const value = Reflect.get(target, key);
			return typeof value === "function" ? value.bind(target) : value;
		},
	});
	return { sql: counted, reads };
}

const place = (slug: string) =>
	({ googlePlaceId: `test:${slug}`, name: slug, latitude: 51.5, longitude: -0.12 }) as Place;

const answer = (suggestions: Place[], backupSuggestions: Place[] = []): StoredAnswer => ({
	state: "responding",
	isClarification: false,
	suggestions,
	backupSuggestions,
	search: null,
});

/** What the store says, read through each of its readers. */
const seen = (store: SqlConversationStore) => ({
	messages: store.messages(),
	answers: store.answers(),
	suggested: [...store.suggestedIds()].sort(),
});

describe("the room's conversation store", () => {
	it("keeps the places suggested as answers are stored, replaced, pruned and cleared, as the table holds them", async () => {
		await runInDurableObject(room(`store-${crypto.randomUUID()}`), (_instance, state) => {
			const store = new SqlConversationStore(state.storage.sql);
			const woken = () => seen(new SqlConversationStore(state.storage.sql));

			store.addUser("museums", "user-1");
			const first = store.addAnswer("Three museums", answer([place("a"), place("b")], [place("c")]));
			store.addUser("parks", "user-1");
			store.addAnswer("Two parks", answer([place("d"), place("a")]));
			expect(seen(store).suggested).toEqual(["test:a", "test:b", "test:c", "test:d"]);
			expect(seen(store)).toEqual(woken());

			// 'Try another' swaps b for e in the first answer: b is no longer suggested, a still is (the second answer).
			store.updateAnswer(first, "Museums again", answer([place("a"), place("e")], [place("c")]));
			expect(seen(store).suggested).toEqual(["test:a", "test:c", "test:d", "test:e"]);
			expect(seen(store).answers[1]).toMatchObject({ id: first, content: "Museums again" });
			expect(seen(store)).toEqual(woken());

			// Past the keep (200 messages), the oldest go, and their places with them.
			for (let i = 0; i < 98; i++) {
				store.addUser(`question ${i}`, "user-1");
				store.addAnswer(`answer ${i}`, answer([place(`p${i}`)]));
			}
			const kept = seen(store);
			expect(kept.messages).toHaveLength(200);
			expect(kept.messages[0]?.content).toBe("museums");
			store.addUser("one more", "user-1");
			const pruned = seen(store);
			expect(pruned.messages).toHaveLength(200);
			expect(pruned.messages[0]?.content).toBe("Museums again");
			store.addAnswer("and one more", answer([]));
			store.addUser("and another", "user-1");
			store.addAnswer("and another", answer([]));
			// The first two answers are gone: a (second answer), c and e (first) are no longer suggested.
			expect(seen(store).suggested).toEqual([...Array.from({ length: 98 }, (_, i) => `test:p${i}`)].sort());
			expect(seen(store)).toEqual(woken());

			expect(store.clear()).toBe(200);
			expect(seen(store)).toEqual({ messages: [], answers: [], suggested: [] });
			expect(woken()).toEqual({ messages: [], answers: [], suggested: [] });
		});
	});

	it("hands out its answers read-only: a reader cannot change the conversation", async () => {
		await runInDurableObject(room(`store-${crypto.randomUUID()}`), (_instance, state) => {
			const store = new SqlConversationStore(state.storage.sql);
			store.addAnswer("Two parks", answer([place("d")]));
			const [row] = store.answers();
			expect(() => row?.answer.suggestions.push(place("x"))).toThrow(TypeError);
			expect(store.suggestedIds()).toEqual(new Set(["test:d"]));
		});
	});

	it("answers a turn from what the room keeps, without reading the table again", async () => {
		await runInDurableObject(room(`store-${crypto.randomUUID()}`), async (_instance, state) => {
			const { sql, reads } = countingSql(state.storage.sql);
			const store = new SqlConversationStore(sql);
			const contexts: GuideContext[] = [];
			const guide: Guide = {
				name: "offline",
				respond: async (context) => {
					contexts.push(context);
					const n = contexts.length;
					return {
						response: {
							content: `Answer ${n}`,
							state: "responding",
							suggestions: [place(`card-${n}`)],
							backupSuggestions: [place(`more-${n}`)],
							isClarification: false,
						},
						search: null,
					};
				},
			};
			const deps = {
				deps: { db: db(), places: new CatalogPlacesProvider(env.DB), routes: new EstimateRoutesProvider() },
				guide,
				status: () => {},
				changed: () => {},
			};
			const input = (message: string): RoomChatInput => ({
				userId: "user-1",
				adventure: {
					id: crypto.randomUUID(),
					location: "London, UK",
					latitude: 51.5074,
					longitude: -0.1278,
					kidAges: [4, 9],
					startDate: "2031-04-01",
					endDate: "2031-04-05",
					stay: null,
				},
				message,
				mapCenter: { lat: 51.5074, lng: -0.1278 },
				mapZoom: 12,
				kidAges: [4, 9],
			});

			await chatTurn(input("museums for a rainy day"), store, deps);
			const afterFirst = reads.messages;
			await chatTurn(input("something with animals"), store, deps);
			await chatTurn(input("a playground please"), store, deps);

			expect(reads.messages).toBe(afterFirst);
			expect(contexts).toHaveLength(3);
			expect([...(contexts[2]?.suggestedIds ?? [])].sort()).toEqual(
				["test:card-1", "test:card-2", "test:more-1", "test:more-2"].sort(),
			);
			expect(contexts[2]?.history.map((message) => message.content)).toEqual([
				"museums for a rainy day",
				"Answer 1",
				"something with animals",
				"Answer 2",
			]);
			// What the room kept is what the table holds.
			expect(seen(store)).toEqual(seen(new SqlConversationStore(state.storage.sql)));
		});
	});
});
