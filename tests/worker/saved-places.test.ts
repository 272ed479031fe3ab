import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Place, SavedPlace } from "../../domain/place/place";
import { adventures, savedPlaces } from "../../worker/db/schema";
import { insertPlace, insertPlaces } from "./fixtures/places";
import { betaCookie, call, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";

let me: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
	await insertPlaces();
	[me, stranger] = await Promise.all([signIn(), signIn()]);
});

const get = (path: string, who: SignedIn | string = me) =>
	call(path, { headers: { Cookie: typeof who === "string" ? who : who.cookie } });
const send = (method: string, path: string, body?: unknown, who: SignedIn = me) =>
	call(
		path,
		body === undefined
			? { method, headers: { Cookie: who.cookie } }
			: json(body, { method, headers: { Cookie: who.cookie } }),
	);

interface SaveAnswer {
	savedPlace: SavedPlace;
	place: Place;
	followUpMessage: string;
}

const save = (placeId: string, adventureId: string, who: SignedIn = me, extra: Record<string, unknown> = {}) =>
	send("POST", `/api/places/${encodeURIComponent(placeId)}/save`, { adventureId, kidAges: [], ...extra }, who);

async function list(adventureId: string, who: SignedIn = me): Promise<SavedPlace[]> {
	const res = await get(`/api/saved-places?adventureId=${adventureId}`, who);
	expect(res.status).toBe(200);
	return res.json();
}

async function isSaved(placeId: string, adventureId: string, who: SignedIn = me): Promise<boolean> {
	const byPath = await get(`/api/saved-places/check/${encodeURIComponent(placeId)}/${adventureId}`, who);
	const byQuery = await get(
		`/api/saved-places/check?${new URLSearchParams({ googlePlaceId: placeId, adventureId })}`,
		who,
	);
	expect(byPath.status).toBe(200);
	expect(byQuery.status).toBe(200);
	const [a, b] = (await Promise.all([byPath.json(), byQuery.json()])) as { isSaved: boolean }[];
	expect(a).toEqual(b);
	return a?.isSaved ?? false;
}

describe("POST /api/places/{id}/save", () => {
	it("saves the place resolved by id and answers savedPlace, place and a follow-up line", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const res = await save("cat:fx-toy-museum", adventureId, me, {
			// The client's placeData is a hint at most: stored fields come from the catalog.
			placeData: { name: "Forged Name", latitude: 0, longitude: 0 },
		});
		expect(res.status).toBe(200);
		const body = (await res.json()) as SaveAnswer;
		expect(body.place).toMatchObject({ googlePlaceId: "cat:fx-toy-museum", name: "Riverside Toy Collection" });
		expect(body.savedPlace).toMatchObject({
			id: expect.stringMatching(/^[0-9a-f-]{36}$/),
			intentCategory: "cultural",
			place: { googlePlaceId: "cat:fx-toy-museum", name: "Riverside Toy Collection", latitude: 51.552316 },
		});
		expect(new Date(body.savedPlace.createdAt).toISOString()).toBe(body.savedPlace.createdAt);
		expect(body.followUpMessage).toContain("Riverside Toy Collection");
		expect(body.followUpMessage).toMatch(/\?$/);
		expect(await isSaved("cat:fx-toy-museum", adventureId)).toBe(true);
		expect(await isSaved("cat:fx-aquarium", adventureId)).toBe(false);
	});

	it("is idempotent: saving twice answers the same saved place, 200 both times, one row", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const first = await save("cat:fx-zoo", adventureId);
		const second = await save("cat:fx-zoo", adventureId, me, { intentCategory: "educational" });
		expect(first.status).toBe(200);
		expect(second.status).toBe(200);
		const [a, b] = (await Promise.all([first.json(), second.json()])) as SaveAnswer[];
		expect(b?.savedPlace).toEqual(a?.savedPlace);
		const rows = await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId));
		expect(rows).toHaveLength(1);
		expect(rows[0]?.intentCategory).toBe("entertainment");
	});

	it("keeps the client's intent category, else derives it from the place", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const library = (await (await save("cat:fx-library", adventureId)).json()) as SaveAnswer;
		expect(library.savedPlace.intentCategory).toBe("educational");
		const hotel = (await (
			await save("cat:fx-hotel", adventureId, me, { intentCategory: "general" })
		).json()) as SaveAnswer;
		expect(hotel.savedPlace.intentCategory).toBe("general");
	});

	it("follow-up fits the place and the adventure's kids", async () => {
		const adventureId = await insertAdventure(me.user.id);
		await db()
			.update(adventures)
			.set({ kidAges: [3] })
			.where(eq(adventures.id, adventureId));
		const museum = (await (await save("cat:fx-transport-museum", adventureId)).json()) as SaveAnswer;
		expect(museum.followUpMessage).toMatch(/playground/);
		const pizza = (await (await save("cat:fx-pizza", adventureId)).json()) as SaveAnswer;
		expect(pizza.followUpMessage).toContain("Fixture Pizza Kitchen");
		expect(pizza.followUpMessage).not.toEqual(museum.followUpMessage);
	});

	it("404 for an unknown place (no provider to ask), 400 for a bad body", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const unknown = await save("ChIJnotstoredanywhere", adventureId, me, {
			placeData: { name: "Client Only", latitude: 51.5, longitude: -0.1 },
		});
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: "Place not found" });
		expect((await send("POST", "/api/places/cat:fx-zoo/save", { kidAges: [] })).status).toBe(400);
		expect((await save("cat:fx-zoo", adventureId, me, { kidAges: [40] })).status).toBe(400);
		expect((await save("cat:fx-zoo", adventureId, me, { intentCategory: "party" })).status).toBe(400);
	});

	it("tells the adventure's room (saved-places change) after a save and a delete", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { AdventureRoom } = await import("../../durable-objects/adventure-room");
		const spy = vi.spyOn(AdventureRoom.prototype, "broadcastChange");
		try {
			await save("cat:fx-common", adventureId);
			await send("DELETE", `/api/saved-places/cat:fx-common?adventureId=${adventureId}`);
			await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
			expect(spy).toHaveBeenCalledWith("saved-places");
		} finally {
			spy.mockRestore();
		}
	});
});

describe("POST /api/saved-places (add-to-path)", () => {
	it("saves by googlePlaceId, idempotently, and answers the saved place", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const body = { googlePlaceId: "cat:fx-bakery", adventureId, placeData: { name: "Crumbs" } };
		const first = await send("POST", "/api/saved-places", body);
		const second = await send("POST", "/api/saved-places", body);
		expect(first.status).toBe(200);
		expect(second.status).toBe(200);
		const saved = (await first.json()) as SavedPlace;
		expect(saved).toMatchObject({ intentCategory: "food", place: { name: "Crumbs Bakery" } });
		expect(((await second.json()) as SavedPlace).id).toBe(saved.id);
		expect(await list(adventureId)).toHaveLength(1);
		expect((await send("POST", "/api/saved-places", { ...body, googlePlaceId: "cat:nope" })).status).toBe(404);
	});
});

describe("placeData: the place's own fields, as the spec's client sends them", () => {
	/** What a client that holds a whole place sends: its id, types, rating and more, some of it made up. */
	const wholePlace = {
		id: "cat:fx-aquarium",
		googlePlaceId: "cat:fx-aquarium",
		name: "Forged Aquarium",
		address: "Nowhere 1",
		latitude: 91,
		longitude: "west",
		types: ["aquarium", "tourist_attraction"],
		rating: 4.9,
		userRatingsTotal: 12000,
		photos: [{ name: "places/x/photos/y" }],
		photoUrl: "https://evil.example/a.jpg",
		familySummary: "Made up",
		openingHours: { weekdayText: ["Mon: 9–5"] },
		editorialSummary: null,
	};

	it("POST /api/places/{id}/save takes them, answers 200 and stores the catalog's place, not the client's", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const res = await save("cat:fx-aquarium", adventureId, me, {
			intentCategory: "nature",
			placeData: wholePlace,
		});
		expect(res.status, await res.clone().text()).toBe(200);
		const body = (await res.json()) as SaveAnswer;
		expect(body.place.name).not.toBe("Forged Aquarium");
		expect(JSON.stringify(body)).not.toContain("evil.example");
		const [saved] = await list(adventureId);
		expect(saved?.place.name).toBe(body.place.name);
		expect(saved?.place.latitude).not.toBe(91);
	});

	it("POST /api/saved-places takes them too", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const res = await send("POST", "/api/saved-places", {
			googlePlaceId: "cat:fx-aquarium",
			adventureId,
			placeData: wholePlace,
		});
		expect(res.status, await res.clone().text()).toBe(200);
		expect(((await res.json()) as SavedPlace).place.name).not.toBe("Forged Aquarium");
	});

	it("refuses unknown keys next to placeData, and a placeData that is no object", async () => {
		const adventureId = await insertAdventure(me.user.id);
		expect((await save("cat:fx-zoo", adventureId, me, { rating: 5 })).status).toBe(400);
		expect((await save("cat:fx-zoo", adventureId, me, { placeData: "Zoo" })).status).toBe(400);
		const body = { googlePlaceId: "cat:fx-zoo", adventureId, placeData: wholePlace };
		expect((await send("POST", "/api/saved-places", { ...body, types: ["zoo"] })).status).toBe(400);
		expect((await send("POST", "/api/saved-places", { ...body, placeData: [wholePlace] })).status).toBe(400);
		expect(await list(adventureId)).toEqual([]);
	});
});

describe("GET /api/saved-places and GET /api/adventures/{id}/saved-places", () => {
	it("lists newest first, the same under both paths", async () => {
		const adventureId = await insertAdventure(me.user.id);
		for (const id of ["cat:fx-common", "cat:fx-aquarium", "cat:fx-gelato"]) {
			expect((await save(id, adventureId)).status).toBe(200);
		}
		const saved = await list(adventureId);
		expect(saved.map((s) => s.place.googlePlaceId)).toEqual(["cat:fx-gelato", "cat:fx-aquarium", "cat:fx-common"]);
		const times = saved.map((s) => Date.parse(s.createdAt));
		expect(times).toEqual([...times].sort((a, b) => b - a));
		const publicPath = await get(`/api/adventures/${adventureId}/saved-places`);
		expect(publicPath.status).toBe(200);
		expect(await publicPath.json()).toEqual(saved);
		expect(await list(await insertAdventure(me.user.id))).toEqual([]);
	});

	it("400 without an adventure id; 401 signed out", async () => {
		expect((await get("/api/saved-places")).status).toBe(400);
		expect((await get("/api/saved-places/check?adventureId=x")).status).toBe(400);
		const beta = await betaCookie();
		expect((await get(`/api/saved-places?adventureId=${crypto.randomUUID()}`, beta)).status).toBe(401);
	});
});

describe("DELETE /api/saved-places/{id}?adventureId=", () => {
	it("removes a saved place; 404 when it is not saved", async () => {
		const adventureId = await insertAdventure(me.user.id);
		await save("cat:fx-trail", adventureId);
		const res = await send("DELETE", `/api/saved-places/cat:fx-trail?adventureId=${adventureId}`);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ deleted: true, removedFromPaths: 0 });
		expect(await isSaved("cat:fx-trail", adventureId)).toBe(false);
		const again = await send("DELETE", `/api/saved-places/cat:fx-trail?adventureId=${adventureId}`);
		expect(again.status).toBe(404);
		expect((await send("DELETE", "/api/saved-places/cat:fx-trail")).status).toBe(400);
	});
});

describe("who may read and write", () => {
	it("a stranger gets 404 for a private adventure, read and write alike", async () => {
		const adventureId = await insertAdventure(me.user.id);
		await save("cat:fx-common", adventureId);
		const reads = [
			`/api/saved-places?adventureId=${adventureId}`,
			`/api/adventures/${adventureId}/saved-places`,
			`/api/saved-places/check/cat:fx-common/${adventureId}`,
			`/api/saved-places/check?googlePlaceId=cat:fx-common&adventureId=${adventureId}`,
		];
		for (const path of reads) {
			const res = await get(path, stranger);
			expect(res.status, path).toBe(404);
			expect(await res.json()).toEqual({ error: "Adventure not found" });
		}
		expect((await save("cat:fx-zoo", adventureId, stranger)).status).toBe(404);
		expect(
			(await send("POST", "/api/saved-places", { googlePlaceId: "cat:fx-zoo", adventureId }, stranger)).status,
		).toBe(404);
		expect(
			(await send("DELETE", `/api/saved-places/cat:fx-common?adventureId=${adventureId}`, undefined, stranger)).status,
		).toBe(404);
		expect(await list(adventureId)).toHaveLength(1);
	});

	it("a viewer of a public adventure reads, but gets 403 on every write", async () => {
		const ownerId = await insertUser();
		const adventureId = await insertAdventure(ownerId, { isPublic: true });
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: "cat:fx-zoo" });
		expect((await list(adventureId, stranger)).map((s) => s.place.googlePlaceId)).toEqual(["cat:fx-zoo"]);
		expect(await isSaved("cat:fx-zoo", adventureId, stranger)).toBe(true);
		expect((await get(`/api/adventures/${adventureId}/saved-places`, stranger)).status).toBe(200);

		const writes = [
			await save("cat:fx-common", adventureId, stranger),
			await send("POST", "/api/saved-places", { googlePlaceId: "cat:fx-common", adventureId }, stranger),
			await send("DELETE", `/api/saved-places/cat:fx-zoo?adventureId=${adventureId}`, undefined, stranger),
		];
		for (const res of writes) {
			expect(res.status).toBe(403);
			expect(await res.json()).toEqual({ error: "Only the owner can change this adventure" });
		}
		expect(await list(adventureId, stranger)).toHaveLength(1);
	});
});

describe("saved places and the adventure", () => {
	it("go when the adventure is deleted (cascade); the place itself stays", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const placeId = await insertPlace({ name: "Cascade Park" });
		await save(placeId, adventureId);
		expect((await send("DELETE", `/api/adventures/${adventureId}`)).status).toBe(200);
		expect(await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId))).toEqual([]);
		expect((await get(`/api/places/${placeId}/details`)).status).toBe(200);
	});
});
