import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Adventure, PublicAdventure } from "../../domain/adventure/adventure";
import { insertAdventureCopy } from "../../worker/db/adventures";
import { adventures, pathStops, paths, savedPlaces, users } from "../../worker/db/schema";
import { randomToken } from "../../worker/lib/signing";
import { betaCookie, call, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

const listPublic = async (cookie: string) => {
	const res = await call("/api/adventures/public", { headers: { Cookie: cookie } });
	expect(res.status).toBe(200);
	return (await res.json()) as PublicAdventure[];
};

const duplicate = (who: SignedIn, body: Record<string, unknown>) =>
	call("/api/adventures/duplicate", json(body, { headers: { Cookie: who.cookie } }));

const COPY = { title: "Our geyser week", startDate: "2032-08-01", endDate: "2032-08-05" };

/** A public adventure of a stranger with two saved places and two paths (3 and 2 stops). */
async function richPublicAdventure(fields: { isPublic?: boolean } = { isPublic: true }) {
	const ownerId = await insertUser();
	const adventureId = await insertAdventure(ownerId, fields);
	await db()
		.update(adventures)
		.set({
			description: "Bison at dawn",
			latitude: 44.4,
			longitude: -110.5,
			kidAges: [4, 9],
			tags: ["National Park", "Hiking"],
			numberOfTravelers: 4,
			coverImageUrl: "/covers/national-park.svg",
			shareToken: `token-${crypto.randomUUID()}`,
		})
		.where(eq(adventures.id, adventureId));
	const first = await insertPathWithStops(adventureId, 3, { name: "Geyser loop", transportMode: "walking" });
	const second = await insertPathWithStops(adventureId, 2, { name: "Lake drive" });
	const extra = await insertPlace({ name: "Visitor centre" });
	for (const placeId of [first.placeIds[0], extra]) {
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId, placeId: placeId ?? "", intentCategory: "nature" });
	}
	return { ownerId, adventureId, first, second, extra };
}

async function contentsOf(adventureId: string) {
	const saved = await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId));
	const pathRows = await db().select().from(paths).where(eq(paths.adventureId, adventureId));
	const stops = await Promise.all(
		pathRows.map(async (p) => ({
			name: p.name,
			mode: p.transportMode,
			stops: (await db().select().from(pathStops).where(eq(pathStops.pathId, p.id)))
				.sort((a, b) => a.position - b.position)
				.map((s) => [s.placeId, s.position]),
		})),
	);
	return {
		saved: saved.map((s) => [s.placeId, s.intentCategory]).sort(),
		paths: stops.sort((a, b) => a.name.localeCompare(b.name)),
		ids: [...saved.map((s) => s.id), ...pathRows.map((p) => p.id)],
	};
}

describe("GET /api/adventures/public", () => {
	it("lists public adventures newest first to signed-out visitors past the beta gate, private ones never", async () => {
		const ownerId = await insertUser();
		await db().update(users).set({ isLocalWunder: true, lastName: "parker" }).where(eq(users.id, ownerId));
		const older = await insertAdventure(ownerId, { isPublic: true });
		const hidden = await insertAdventure(ownerId);
		await new Promise((r) => setTimeout(r, 5));
		const newer = await insertAdventure(ownerId, { isPublic: true });
		const list = await listPublic(await betaCookie());
		const ids = list.map((a) => a.id);
		expect(ids).toContain(older);
		expect(ids).not.toContain(hidden);
		expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
		const card = list.find((a) => a.id === newer);
		expect(card?.owner).toEqual({ displayName: "Other", isLocalWunder: true });
	});

	it.each([
		["a name of their own: the first name only", { firstName: "Maria", lastName: "Lopez" }, "Maria"],
		[
			"a name made from the address: 'A family from' the home's town",
			{ firstName: "Jane", lastName: "Doe", homeLocation: "Portland, Oregon, USA" },
			"A family from Portland",
		],
		["a name made from the address and no home: 'A family'", { firstName: "Jane", lastName: "Doe" }, "A family"],
		["no name and a home", { firstName: null, lastName: null, homeLocation: "Leeds, England" }, "A family from Leeds"],
		["no name and no home", { firstName: null, lastName: null }, "A family"],
	])("names the owner by %s, never by the e-mail address", async (_case, names, shown) => {
		const ownerId = await insertUser(`jane.doe+${crypto.randomUUID().slice(0, 8)}@example.org`);
		await db().update(users).set(names).where(eq(users.id, ownerId));
		const adventureId = await insertAdventure(ownerId, { isPublic: true });
		const card = (await listPublic(await betaCookie())).find((a) => a.id === adventureId);
		expect(card?.owner.displayName).toBe(shown);
		expect(JSON.stringify(card)).not.toMatch(/Doe|jane/i);
	});

	it("exposes no private field: no owner id or e-mail, no share token, no visibility flags", async () => {
		const { adventureId } = await richPublicAdventure();
		const card = (await listPublic(await betaCookie())).find((a) => a.id === adventureId);
		expect(Object.keys(card ?? {}).sort()).toEqual(
			[
				"id",
				"title",
				"description",
				"location",
				"latitude",
				"longitude",
				"startDate",
				"endDate",
				"numberOfTravelers",
				"kidAges",
				"tags",
				"coverImageUrl",
				"createdAt",
				"owner",
			].sort(),
		);
		expect(JSON.stringify(card)).not.toMatch(/@example\.org|token-/);
	});

	it("is 403 without the beta cookie", async () => {
		expect((await call("/api/adventures/public")).status).toBe(403);
	});
});

describe("the owner's interests (personal profile data)", () => {
	const SECRET = ["grandma's dialysis days", "quiet rooms"];

	/** A public adventure of a signed-in owner, with interests. */
	async function publicWithInterests() {
		const owner = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		await db().update(adventures).set({ interests: SECRET }).where(eq(adventures.id, adventureId));
		return { owner, adventureId };
	}

	it("are in no answer a viewer gets: the public view, a share link's view, the workspace read", async () => {
		const { adventureId } = await publicWithInterests();
		const token = randomToken(32);
		await db().update(adventures).set({ shareToken: token }).where(eq(adventures.id, adventureId));
		const viewer = await signIn();
		const answers = [
			await call(`/api/public/adventures/${adventureId}`, { headers: { Cookie: await betaCookie() } }),
			await call(`/api/public/adventures/${adventureId}?share=${token}`, { headers: { Cookie: viewer.cookie } }),
			await call(`/api/adventures/${adventureId}`, { headers: { Cookie: viewer.cookie } }),
		];
		for (const res of answers) {
			expect(res.status).toBe(200);
			expect(await res.text()).not.toMatch(/dialysis|quiet rooms/);
		}
	});

	it("stay the owner's: their own read shows them", async () => {
		const { owner, adventureId } = await publicWithInterests();
		const res = await call(`/api/adventures/${adventureId}`, { headers: { Cookie: owner.cookie } });
		expect(((await res.json()) as Adventure).interests).toEqual(SECRET);
	});

	it("are not copied into someone else's duplicate; a copy of one's own keeps them", async () => {
		const { owner, adventureId } = await publicWithInterests();
		const me = await signIn();
		const res = await duplicate(me, { sourceAdventureId: adventureId, ...COPY });
		expect(res.status).toBe(201);
		const copy = (await res.json()) as Adventure;
		expect(copy.interests).toEqual([]);
		const row = await db().query.adventures.findFirst({ where: eq(adventures.id, copy.id) });
		expect(row?.interests).toEqual([]);

		const own = await duplicate(owner, { sourceAdventureId: adventureId, ...COPY });
		expect(((await own.json()) as Adventure).interests).toEqual(SECRET);
	});
});

describe("POST /api/adventures/duplicate", () => {
	it("copies a public adventure with its saved places, paths and stops (positions kept) under new ids", async () => {
		const source = await richPublicAdventure();
		const me = await signIn();
		const res = await duplicate(me, { sourceAdventureId: source.adventureId, ...COPY });
		expect(res.status).toBe(201);
		const copy = (await res.json()) as Adventure;
		expect(copy.id).not.toBe(source.adventureId);
		expect(copy).toMatchObject({
			...COPY,
			description: "Bison at dawn",
			location: "Yellowstone, WY, USA",
			latitude: 44.4,
			longitude: -110.5,
			kidAges: [4, 9],
			tags: ["National Park", "Hiking"],
			numberOfTravelers: 4,
			coverImageUrl: "/covers/national-park.svg",
			isPublic: false,
		});
		const row = await db().query.adventures.findFirst({ where: eq(adventures.id, copy.id) });
		expect(row?.ownerId).toBe(me.user.id);
		expect(row?.shareToken).toBeNull();

		const original = await contentsOf(source.adventureId);
		const copied = await contentsOf(copy.id);
		expect(copied.saved).toEqual(original.saved);
		expect(copied.paths).toEqual(original.paths);
		expect(copied.paths.map((p) => p.stops.length)).toEqual([3, 2]);
		for (const id of copied.ids) expect(original.ids).not.toContain(id);

		// The copy is the caller's: it shows in their list and the source is unchanged.
		const mine = (await (await call("/api/adventures", { headers: { Cookie: me.cookie } })).json()) as Adventure[];
		expect(mine.map((a) => a.id)).toContain(copy.id);
		expect(await contentsOf(source.adventureId)).toEqual(original);
	});

	it("takes the caller's own kids' ages, travellers and tags from the body", async () => {
		const source = await richPublicAdventure();
		const me = await signIn();
		const res = await duplicate(me, {
			sourceAdventureId: source.adventureId,
			...COPY,
			kidAges: [11, 2],
			numberOfTravelers: 3,
			tags: ["Camping"],
			description: null,
		});
		expect(res.status).toBe(201);
		expect(await res.json()).toMatchObject({
			kidAges: [2, 11],
			numberOfTravelers: 3,
			tags: ["Camping"],
			description: null,
		});
	});

	it("copies the caller's own private adventure", async () => {
		const me = await signIn();
		const mine = await insertAdventure(me.user.id);
		const res = await duplicate(me, { sourceAdventureId: mine, ...COPY });
		expect(res.status).toBe(201);
	});

	it("is 404 for someone else's private adventure and for a missing one, and writes nothing", async () => {
		const source = await richPublicAdventure({ isPublic: false });
		const me = await signIn();
		for (const sourceAdventureId of [source.adventureId, crypto.randomUUID()]) {
			const res = await duplicate(me, { sourceAdventureId, ...COPY });
			expect(res.status).toBe(404);
			expect(await res.json()).toEqual({ error: "Adventure not found" });
		}
		const rows = await db().select().from(adventures).where(eq(adventures.ownerId, me.user.id));
		expect(rows).toEqual([]);
	});

	it.each([
		["title", { title: "  " }, "Title is required"],
		["startDate", { startDate: undefined }, "Start date is required"],
		["endDate", { endDate: "" }, "End date is required"],
	])("a missing %s is a 400 with the spec's message", async (_field, change, message) => {
		const source = await richPublicAdventure();
		const me = await signIn();
		const res = await duplicate(me, { sourceAdventureId: source.adventureId, ...COPY, ...change });
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toContain(message);
	});

	it("is 401 signed out", async () => {
		const res = await call(
			"/api/adventures/duplicate",
			json({ sourceAdventureId: crypto.randomUUID(), ...COPY }, { headers: { Cookie: await betaCookie() } }),
		);
		expect(res.status).toBe(401);
	});

	it("writes all or nothing: a batch whose last stop fails leaves no adventure, place or path behind", async () => {
		const { first } = await richPublicAdventure();
		const me = await signIn();
		const adventureId = crypto.randomUUID();
		const pathId = crypto.randomUUID();
		const placeId = first.placeIds[0] ?? "";
		const copy = {
			adventure: {
				id: adventureId,
				ownerId: me.user.id,
				title: "Half a copy",
				location: "Nowhere",
				startDate: "2032-01-01",
				endDate: "2032-01-02",
			},
			saved: [{ id: crypto.randomUUID(), adventureId, placeId }],
			paths: [{ id: pathId, adventureId, name: "Doomed" }],
			// The second stop reuses an existing stop's id: the primary key refuses it, last in the batch.
			stops: [
				{ id: crypto.randomUUID(), pathId, placeId, position: 1 },
				{ id: first.stopIds[0] ?? "", pathId, placeId: first.placeIds[1] ?? "", position: 2 },
			],
		};
		await expect(insertAdventureCopy(db(), copy)).rejects.toThrow();
		expect(await db().query.adventures.findFirst({ where: eq(adventures.id, adventureId) })).toBeUndefined();
		expect(await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId))).toEqual([]);
		expect(await db().select().from(paths).where(eq(paths.id, pathId))).toEqual([]);
	});
});
