import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pathStops, savedPlaces } from "../../worker/db/schema";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace, storedPositions } from "./path-fixtures";

/**
 * Unsaving a place takes it off the adventure's paths in the same batch (docs/decisions/workspace-and-places.md): no path
 * keeps a stop whose place the check calls 'not saved', and the other stops keep positions 1..n.
 */

let me: SignedIn;

beforeAll(async () => {
	me = await signIn();
});

const send = (method: string, path: string, body?: unknown) =>
	call(
		path,
		body === undefined
			? { method, headers: { Cookie: me.cookie } }
			: json(body, { method, headers: { Cookie: me.cookie } }),
	);

const saveRows = (adventureId: string, placeIds: string[]) =>
	db()
		.insert(savedPlaces)
		.values(placeIds.map((placeId) => ({ id: crypto.randomUUID(), adventureId, placeId })))
		.onConflictDoNothing();

const check = async (placeId: string, adventureId: string) =>
	(await send("GET", `/api/saved-places/check/${placeId}/${adventureId}`)).json();

const stopsOfPlace = (pathId: string, placeId: string) =>
	db()
		.select()
		.from(pathStops)
		.where(and(eq(pathStops.pathId, pathId), eq(pathStops.placeId, placeId)));

/** An adventure with path A (x, shared, y) and path B (shared, z), every place saved. */
async function twoPathsSharingAPlace() {
	const adventureId = await insertAdventure(me.user.id);
	const a = await insertPathWithStops(adventureId, 3);
	const b = await insertPathWithStops(adventureId, 2);
	const shared = a.placeIds[1] as string;
	// Path B's first stop becomes the shared place.
	await db()
		.update(pathStops)
		.set({ placeId: shared })
		.where(eq(pathStops.id, b.stopIds[0] as string));
	await saveRows(adventureId, [...a.placeIds, ...b.placeIds.slice(1)]);
	return { adventureId, a, b, shared };
}

describe("DELETE /api/saved-places/{id}: the place leaves its paths too", () => {
	it("the check tells on how many paths a saved place is", async () => {
		const { adventureId, shared, a } = await twoPathsSharingAPlace();
		expect(await check(shared, adventureId)).toEqual({ isSaved: true, pathCount: 2 });
		expect(await check(a.placeIds[0] as string, adventureId)).toEqual({ isSaved: true, pathCount: 1 });
		expect(await check(await insertPlace(), adventureId)).toEqual({ isSaved: false, pathCount: 0 });
	});

	it("removes its stops from every path; the other stops close up to 1..n", async () => {
		const { adventureId, a, b, shared } = await twoPathsSharingAPlace();
		const res = await send("DELETE", `/api/saved-places/${shared}?adventureId=${adventureId}`);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ deleted: true, removedFromPaths: 2 });
		expect(await storedPositions(a.pathId)).toEqual([
			[a.stopIds[0], 1],
			[a.stopIds[2], 2],
		]);
		expect(await storedPositions(b.pathId)).toEqual([[b.stopIds[1], 1]]);
		expect(await stopsOfPlace(a.pathId, shared)).toEqual([]);
		expect(await check(shared, adventureId)).toEqual({ isSaved: false, pathCount: 0 });
		// The stops call agrees: no stop of an unsaved place is left.
		const stops = (await (await send("GET", `/api/paths/${a.pathId}/stops`)).json()) as { placeId: string }[];
		expect(stops.map((s) => s.placeId)).toEqual([a.placeIds[0], a.placeIds[2]]);
	});

	it("leaves other adventures' paths with the same place alone", async () => {
		const { adventureId, shared } = await twoPathsSharingAPlace();
		const otherAdventure = await insertAdventure(me.user.id);
		const other = await insertPathWithStops(otherAdventure, 1);
		await db()
			.update(pathStops)
			.set({ placeId: shared })
			.where(eq(pathStops.id, other.stopIds[0] as string));
		await saveRows(otherAdventure, [shared]);
		await send("DELETE", `/api/saved-places/${shared}?adventureId=${adventureId}`);
		expect(await storedPositions(other.pathId)).toEqual([[other.stopIds[0], 1]]);
		expect(await check(shared, otherAdventure)).toEqual({ isSaved: true, pathCount: 1 });
	});

	it("a place that is not saved is a 404 and its stops stay", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, stopIds, placeIds } = await insertPathWithStops(adventureId, 2);
		const res = await send("DELETE", `/api/saved-places/${placeIds[0]}?adventureId=${adventureId}`);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Saved place not found" });
		expect(await storedPositions(pathId)).toEqual([
			[stopIds[0], 1],
			[stopIds[1], 2],
		]);
	});

	it("keeps positions 1..n while stops are added to the same path in parallel", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, placeIds } = await insertPathWithStops(adventureId, 20);
		await saveRows(adventureId, placeIds);
		const newPlaces = await Promise.all(Array.from({ length: 10 }, () => insertPlace()));
		const statuses = await Promise.all([
			...placeIds
				.filter((_, i) => i % 2 === 1)
				.map((placeId) => send("DELETE", `/api/saved-places/${placeId}?adventureId=${adventureId}`)),
			...newPlaces.map((placeId, i) => send("POST", "/api/path-stops", { pathId, placeId, order: i * 2 })),
		]).then((answers) => answers.map((res) => res.status));
		expect(statuses.filter((s) => s === 200)).toHaveLength(10);
		expect(statuses.filter((s) => s === 201)).toHaveLength(10);
		const positions = await storedPositions(pathId);
		expect(positions.map(([, position]) => position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
	});
});
