import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PATH_STOPS, type PathStop } from "../../domain/path/path";
import { insertStopsWithinLimit } from "../../worker/db/paths";
import { pathStops, savedPlaces } from "../../worker/db/schema";
import { call, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace, northOfLondon } from "./path-fixtures";

/** `POST /api/paths/{id}/stops/many`: several places join a path in one call, all or none. */

let me: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
	me = await signIn();
	viewer = await signIn();
});

const addMany = (pathId: string, body: unknown, cookie = me.cookie) =>
	call(`/api/paths/${pathId}/stops/many`, json(body, { headers: { Cookie: cookie } }));

/** The path's stops as stored in D1, by position. */
async function storedStops(pathId: string): Promise<{ placeId: string; position: number }[]> {
	return db()
		.select({ placeId: pathStops.placeId, position: pathStops.position })
		.from(pathStops)
		.where(eq(pathStops.pathId, pathId))
		.orderBy(pathStops.position);
}

async function places(count: number, prefix = "Place"): Promise<string[]> {
	const ids: string[] = [];
	for (let i = 0; i < count; i++) ids.push(await insertPlace({ name: `${prefix} ${i + 1}`, ...northOfLondon(i / 4) }));
	return ids;
}

async function errorOf(res: Response, status: number): Promise<string> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return (JSON.parse(text) as { error: string }).error;
}

describe("POST /api/paths/{id}/stops/many", () => {
	it("appends the places after the path's stops in the order sent, and saves them to the adventure", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, placeIds: before } = await insertPathWithStops(adventureId, 2);
		const [p1, p2, p3] = await places(3);
		const sent = [p3, p1, p2] as string[];
		const res = await addMany(pathId, { googlePlaceIds: sent });
		const text = await res.text();
		expect(res.status, text).toBe(201);
		const body = JSON.parse(text) as { stops: PathStop[] };
		expect(body.stops.map((s) => [s.order, s.placeId])).toEqual([
			[3, p3],
			[4, p1],
			[5, p2],
		]);
		expect(await storedStops(pathId)).toEqual([...before, ...sent].map((placeId, i) => ({ placeId, position: i + 1 })));
		const saved = await db()
			.select({ placeId: savedPlaces.placeId })
			.from(savedPlaces)
			.where(and(eq(savedPlaces.adventureId, adventureId), inArray(savedPlaces.placeId, sent)));
		expect(saved.map((s) => s.placeId).sort()).toEqual([...sent].sort());
	});

	it("names the places already on the path (409) and adds none of the others", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, placeIds } = await insertPathWithStops(adventureId, 2);
		const [fresh] = await places(1, "Fresh");
		const before = await storedStops(pathId);
		const res = await addMany(pathId, { googlePlaceIds: [fresh, placeIds[1], placeIds[0]] });
		expect(await errorOf(res, 409)).toBe("Stop 2 and Stop 1 are already on this path");
		expect(await storedStops(pathId)).toEqual(before);
		const saved = await db()
			.select()
			.from(savedPlaces)
			.where(eq(savedPlaces.placeId, fresh as string));
		expect(saved).toEqual([]);
	});

	it(`keeps the path within ${MAX_PATH_STOPS} stops: too many is a 400 and adds none`, async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, MAX_PATH_STOPS - 2);
		const three = await places(3);
		const before = await storedStops(pathId);
		expect(await errorOf(await addMany(pathId, { googlePlaceIds: three }), 400)).toBe(
			`A path can hold at most ${MAX_PATH_STOPS} stops`,
		);
		expect(await storedStops(pathId)).toEqual(before);
		const saved = await db().select().from(savedPlaces).where(inArray(savedPlaces.placeId, three));
		expect(saved).toEqual([]);
		// Two still fit.
		const res = await addMany(pathId, { googlePlaceIds: three.slice(0, 2) });
		expect(res.status, await res.text()).toBe(201);
		expect(await storedStops(pathId)).toHaveLength(MAX_PATH_STOPS);
	});

	it("two overlapping calls at once: one adds all its places, the other none", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 0);
		const [a, b, c] = (await places(3)) as [string, string, string];
		const [first, second] = await Promise.all([
			addMany(pathId, { googlePlaceIds: [a, b] }),
			addMany(pathId, { googlePlaceIds: [b, c] }),
		]);
		expect([first.status, second.status].sort()).toEqual([201, 409]);
		const refused = first.status === 409 ? first : second;
		expect(await errorOf(refused, 409)).toBe("Place 2 is already on this path");
		const stored = (await storedStops(pathId)).map((s) => s.placeId);
		expect(stored).toEqual(first.status === 201 ? [a, b] : [b, c]);
	});

	it("the batch itself is all or nothing: a place already on the path fails every row of it", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, placeIds } = await insertPathWithStops(adventureId, 1);
		const [fresh] = (await places(1)) as [string];
		const before = await storedStops(pathId);
		const rows = [fresh, placeIds[0] as string].map((id) => ({ id, intentCategory: "cultural" as const }));
		await expect(insertStopsWithinLimit(db(), { id: pathId, adventureId }, rows, MAX_PATH_STOPS)).rejects.toThrow(
			/UNIQUE/,
		);
		expect(await storedStops(pathId)).toEqual(before);
		expect(await db().select().from(savedPlaces).where(eq(savedPlaces.placeId, fresh))).toEqual([]);
	});

	it("an unknown place among them is a 404 and adds none", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 1);
		const [known] = await places(1);
		const before = await storedStops(pathId);
		expect(await errorOf(await addMany(pathId, { googlePlaceIds: [known, "cat:no-such-place"] }), 404)).toBe(
			"Place not found",
		);
		expect(await storedStops(pathId)).toEqual(before);
	});

	it("refuses bad bodies with 400 and changes nothing", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 1);
		const [a] = await places(1);
		const before = await storedStops(pathId);
		expect(await errorOf(await addMany(pathId, { googlePlaceIds: [] }), 400)).toBe("Choose at least one place");
		expect(await errorOf(await addMany(pathId, { googlePlaceIds: [a, a] }), 400)).toBe(
			"Each place can be added only once",
		);
		await errorOf(await addMany(pathId, { googlePlaceIds: a }), 400);
		await errorOf(await addMany(pathId, { googlePlaceIds: [a], position: 1 }), 400);
		await errorOf(await addMany(pathId, {}), 400);
		expect(await storedStops(pathId)).toEqual(before);
	});

	it("is the owner's: a public adventure's viewer gets 403, a stranger to a private one 404", async () => {
		const owner = await insertUser();
		const publicPath = await insertPathWithStops(await insertAdventure(owner, { isPublic: true }), 1);
		const privatePath = await insertPathWithStops(await insertAdventure(owner), 1);
		const [a] = await places(1);
		expect(await errorOf(await addMany(publicPath.pathId, { googlePlaceIds: [a] }, viewer.cookie), 403)).toBe(
			"Only the owner can change this path",
		);
		expect(await errorOf(await addMany(privatePath.pathId, { googlePlaceIds: [a] }, viewer.cookie), 404)).toBe(
			"Path not found",
		);
		expect(await storedStops(publicPath.pathId)).toHaveLength(1);
		expect(await storedStops(privatePath.pathId)).toHaveLength(1);
	});
});
