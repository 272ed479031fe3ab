import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
	MAX_PATH_STOPS,
	MAX_PATHS_PER_ADVENTURE,
	nextColourIndex,
	PATH_COLOURS,
	type Path,
	pathMessages,
} from "../../domain/path/path";
import { paths, savedPlaces } from "../../worker/db/schema";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace, northOfLondon, storedPositions } from "./path-fixtures";

/**
 * The path limits under parallel writes: the limit and the colour rule are checked in the same
 * statement as the write, so a burst never leaves more than the limit, and stop positions stay 1..n.
 */

let me: SignedIn;

beforeAll(async () => {
	me = await signIn();
});

const post = (path: string, body: unknown) => call(path, json(body, { headers: { Cookie: me.cookie } }));
const del = (path: string) => call(path, { method: "DELETE", headers: { Cookie: me.cookie } });

async function outcome(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const places = (n: number) =>
	Promise.all(Array.from({ length: n }, (_, i) => insertPlace({ name: `Burst ${i}`, ...northOfLondon(i / 10) })));

const expectDense = (positions: [string, number][], n: number) =>
	expect(positions.map(([, position]) => position)).toEqual(Array.from({ length: n }, (_, i) => i + 1));

const pathCount = async (adventureId: string) =>
	(await db().select({ n: count() }).from(paths).where(eq(paths.adventureId, adventureId)))[0]?.n;

describe(`stops: at most ${MAX_PATH_STOPS} a path, positions 1..n`, () => {
	it(`60 parallel adds leave exactly ${MAX_PATH_STOPS} stops at positions 1..${MAX_PATH_STOPS}`, async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 0);
		const placeIds = await places(60);
		const answers = await Promise.all(
			placeIds.map((googlePlaceId) => post(`/api/paths/${pathId}/stops`, { googlePlaceId }).then(outcome)),
		);
		expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PATH_STOPS);
		const refused = answers.filter((a) => a.status !== 201);
		expect(refused).toHaveLength(60 - MAX_PATH_STOPS);
		for (const answer of refused) expect(answer).toEqual({ status: 400, body: { error: pathMessages.tooManyStops } });
		expectDense(await storedPositions(pathId), MAX_PATH_STOPS);
		// A refused add saves nothing either: only the places that became stops were saved on the way.
		const saved = await db().select({ n: count() }).from(savedPlaces).where(inArray(savedPlaces.placeId, placeIds));
		expect(saved[0]?.n).toBe(MAX_PATH_STOPS);
	});

	it("parallel inserts at chosen positions (the Guide AI's call) also stop at the limit", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId } = await insertPathWithStops(adventureId, 10);
		const placeIds = await places(60);
		const answers = await Promise.all(
			placeIds.map((placeId, i) => post("/api/path-stops", { pathId, placeId, order: i % 12 }).then(outcome)),
		);
		expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PATH_STOPS - 10);
		expectDense(await storedPositions(pathId), MAX_PATH_STOPS);
	});

	it("parallel adds and removes keep positions exactly 1..n", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 30);
		const placeIds = await places(20);
		const writes = [
			...stopIds.filter((_, i) => i % 2 === 0).map((id) => del(`/api/path-stops/${id}`)),
			...placeIds.map((placeId, i) => post("/api/path-stops", { pathId, placeId, order: (i * 7) % 25 })),
		];
		const statuses = (await Promise.all(writes)).map((res) => res.status);
		expect(statuses.filter((s) => s === 200)).toHaveLength(15);
		expect(statuses.filter((s) => s === 201)).toHaveLength(20);
		expectDense(await storedPositions(pathId), 35);
	});
});

describe(`paths: at most ${MAX_PATHS_PER_ADVENTURE} an adventure, colours by nextColourIndex`, () => {
	it(`110 parallel creates leave exactly ${MAX_PATHS_PER_ADVENTURE} paths`, async () => {
		const adventureId = await insertAdventure(me.user.id);
		const answers = await Promise.all(
			Array.from({ length: 110 }, (_, i) =>
				post(`/api/adventures/${adventureId}/paths`, { name: `Path ${i}` }).then(outcome),
			),
		);
		expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PATHS_PER_ADVENTURE);
		const refused = answers.filter((a) => a.status !== 201);
		expect(refused).toHaveLength(10);
		for (const answer of refused) expect(answer).toEqual({ status: 400, body: { error: pathMessages.tooManyPaths } });
		expect(await pathCount(adventureId)).toBe(MAX_PATHS_PER_ADVENTURE);
	});

	it("the Guide AI's create (POST /api/paths) counts against the same limit", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const answers = await Promise.all(
			Array.from({ length: 110 }, (_, i) =>
				(i % 2 === 0
					? post(`/api/adventures/${adventureId}/paths`, { name: `Path ${i}` })
					: post("/api/paths", { adventureId, name: `Guide path ${i}` })
				).then(outcome),
			),
		);
		expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PATHS_PER_ADVENTURE);
		expect(await pathCount(adventureId)).toBe(MAX_PATHS_PER_ADVENTURE);
	});

	/** The colour indexes `n` creates get one after another, by the domain rule. */
	function sequentialColours(existing: number[], n: number): number[] {
		const used = [...existing];
		for (let i = 0; i < n; i++) used.push(nextColourIndex(used));
		return used.slice(existing.length);
	}

	it(`the first ${PATH_COLOURS.length} parallel creates get ${PATH_COLOURS.length} distinct colours`, async () => {
		const adventureId = await insertAdventure(me.user.id);
		const created = await Promise.all(
			Array.from({ length: PATH_COLOURS.length }, (_, i) =>
				post(`/api/adventures/${adventureId}/paths`, { name: `Colour ${i}` }).then(
					async (res) => (await res.json()) as Path,
				),
			),
		);
		const colours = created.map((path) => path.colourIndex).sort((a, b) => a - b);
		expect(colours).toEqual(PATH_COLOURS.map((_, i) => i));
		expect(new Set(created.map((path) => path.colour)).size).toBe(PATH_COLOURS.length);
	});

	it("parallel creates fill the free slots first, then cycle by the count of paths", async () => {
		const adventureId = await insertAdventure(me.user.id);
		// Two paths hold slots 0 and 2 (as after deleting the one in slot 1).
		for (const colourIndex of [0, 2]) {
			await db()
				.insert(paths)
				.values({ id: crypto.randomUUID(), adventureId, name: `Kept ${colourIndex}`, colourIndex });
		}
		const created = await Promise.all(
			Array.from({ length: 12 }, (_, i) =>
				post(`/api/adventures/${adventureId}/paths`, { name: `More ${i}` }).then(
					async (res) => (await res.json()) as Path,
				),
			),
		);
		const colours = created.map((path) => path.colourIndex).sort((a, b) => a - b);
		expect(colours).toEqual(sequentialColours([0, 2], 12).sort((a, b) => a - b));
		// 8 free slots, then the 11th..14th paths cycle: 10 % 10, 11 % 10, 12 % 10, 13 % 10.
		expect(colours).toEqual([0, 1, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9]);
	});
});
