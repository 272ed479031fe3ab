import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
	estimateLeg,
	GUIDE_PATH_ESTIMATED_DURATION,
	MAX_PATH_STOPS,
	type OptimizeResult,
	PATH_COLOURS,
	type Path,
	type PathRoute,
	type PathStop,
	type PathWithStops,
} from "../../domain/path/path";
import { pathStops, paths, places, savedPlaces } from "../../worker/db/schema";
import { childrenNamed, childText, parseXml } from "../domain/xml";
import { call, callWith, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace, northOfLondon, storedPositions } from "./path-fixtures";

let me: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
	me = await signIn();
	stranger = await signIn();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";

function api(method: Method, path: string, body?: unknown, cookie = me.cookie): Promise<Response> {
	if (body === undefined) return call(path, { method, headers: { Cookie: cookie } });
	return call(path, json(body, { method, headers: { Cookie: cookie } }));
}

async function ok<T>(res: Response, status = 200): Promise<T> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return JSON.parse(text) as T;
}

async function refused(res: Response, status: number): Promise<string> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	const body = JSON.parse(text) as { error: string };
	expect(body.error).toEqual(expect.any(String));
	expect(body.error.length).toBeGreaterThan(0);
	return body.error;
}

const myAdventure = (isPublic = false) => insertAdventure(me.user.id, { isPublic });

async function newPath(adventureId: string, body: Record<string, unknown> = { name: "Museum morning" }): Promise<Path> {
	return ok<Path>(await api("POST", `/api/adventures/${adventureId}/paths`, body), 201);
}

async function addStops(pathId: string, placeIds: string[]): Promise<PathStop[]> {
	const stops: PathStop[] = [];
	for (const googlePlaceId of placeIds) {
		stops.push(await ok<PathStop>(await api("POST", `/api/paths/${pathId}/stops`, { googlePlaceId }), 201));
	}
	return stops;
}

async function stopsOf(pathId: string, cookie = me.cookie): Promise<PathStop[]> {
	return ok<PathStop[]>(await api("GET", `/api/paths/${pathId}/stops`, undefined, cookie));
}

const placeNames = (stops: PathStop[]) => stops.map((s) => s.place.name);

/** Three places 0, 1 and 2 km north of a London point, named A, B, C. */
async function threePlaces(): Promise<string[]> {
	return [
		await insertPlace({ name: "A", ...northOfLondon(0), types: ["museum"] }),
		await insertPlace({ name: "B", ...northOfLondon(1), types: ["park"] }),
		await insertPlace({ name: "C", ...northOfLondon(2), types: ["restaurant"] }),
	];
}

describe("POST /api/adventures/{id}/paths", () => {
	it("creates a path with the spec's payload and answers the path", async () => {
		const adventureId = await myAdventure();
		const path = await newPath(adventureId, {
			name: "  Museum morning  ",
			title: "Museum morning",
			transportMode: "walking",
			description: null,
		});
		expect(path).toEqual({
			id: expect.any(String),
			adventureId,
			name: "Museum morning",
			title: "Museum morning",
			description: null,
			transportMode: "walking",
			transportType: "walking",
			estimatedDuration: null,
			colourIndex: 0,
			colour: PATH_COLOURS[0].hex,
			date: null,
			modeAuto: false,
			stopCount: 0,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
	});

	// Unlike the spec's "default driving": without a mode the path follows its distances
	// (tests/worker/path-mode.test.ts); an empty path outside a city starts driving.
	it("takes the place panel's {name, transportMode}, a title alone, and starts a path without a mode following its distances", async () => {
		const adventureId = await myAdventure();
		const panel = await newPath(adventureId, { name: "Panel path", transportMode: "cycling" });
		expect([panel.transportMode, panel.modeAuto]).toEqual(["cycling", false]);
		const titled = await newPath(adventureId, { title: "Only a title" });
		expect(titled.name).toBe("Only a title");
		expect([titled.transportMode, titled.modeAuto]).toEqual(["driving", true]);
		// A blank name with a title present uses the title.
		expect((await newPath(adventureId, { name: " ", title: "From title" })).name).toBe("From title");
	});

	it("gives each new path the next free palette colour; a deleted path frees its colour", async () => {
		const adventureId = await myAdventure();
		const created: Path[] = [];
		for (let i = 0; i < 3; i++) created.push(await newPath(adventureId, { name: `Path ${i}` }));
		expect(created.map((p) => p.colourIndex)).toEqual([0, 1, 2]);
		expect(created.map((p) => p.colour)).toEqual(PATH_COLOURS.slice(0, 3).map((c) => c.hex));
		await ok(await api("DELETE", `/api/paths/${created[1]?.id}`));
		expect((await newPath(adventureId, { name: "Refill" })).colourIndex).toBe(1);
		expect((await newPath(adventureId, { name: "Next" })).colourIndex).toBe(3);
	});

	it.each([
		["no name or title", {}, "Path title is required"],
		["a blank name", { name: "   " }, "Path title is required"],
		["a name over 100 characters", { name: "x".repeat(101) }, "Path title must be at most 100 characters"],
		["a name that is not text", { name: 42 }, "Path title is required"],
		[
			"an unknown mode",
			{ name: "Ok", transportMode: "flying" },
			"Transport mode must be driving, walking, cycling or transit",
		],
		[
			"a long description",
			{ name: "Ok", description: "d".repeat(1001) },
			"Description must be at most 1000 characters",
		],
		[
			"a negative duration",
			{ name: "Ok", estimatedDuration: -5 },
			"Estimated duration must be a whole number of minutes",
		],
	])("refuses %s with 400 and creates nothing", async (_label, body, message) => {
		const adventureId = await myAdventure();
		const error = await refused(await api("POST", `/api/adventures/${adventureId}/paths`, body), 400);
		expect(error).toBe(message);
		expect(await db().select().from(paths).where(eq(paths.adventureId, adventureId))).toEqual([]);
	});

	it("refuses a body that is not JSON", async () => {
		const adventureId = await myAdventure();
		const res = await call(`/api/adventures/${adventureId}/paths`, {
			method: "POST",
			headers: { Cookie: me.cookie, "Content-Type": "application/json" },
			body: "{not json",
		});
		await refused(res, 400);
	});

	it("keeps a 100-character name", async () => {
		const adventureId = await myAdventure();
		expect((await newPath(adventureId, { name: "n".repeat(100) })).name).toHaveLength(100);
	});
});

describe("POST /api/paths (the Guide AI)", () => {
	it("creates a path from {adventureId, name, description, estimatedDuration, transportType}", async () => {
		const adventureId = await myAdventure();
		const path = await ok<Path>(
			await api("POST", "/api/paths", {
				adventureId,
				name: "Museum Tour",
				description: "Two museums and lunch",
				estimatedDuration: 180,
				transportType: "walking",
			}),
			201,
		);
		expect(path).toMatchObject({
			adventureId,
			name: "Museum Tour",
			description: "Two museums and lunch",
			estimatedDuration: 180,
			transportMode: "walking",
			transportType: "walking",
		});
	});

	it("defaults estimatedDuration to 180; without a transportType the mode follows the distances", async () => {
		const adventureId = await myAdventure();
		const path = await ok<Path>(await api("POST", "/api/paths", { adventureId, name: "Guide path" }), 201);
		expect(path.estimatedDuration).toBe(GUIDE_PATH_ESTIMATED_DURATION);
		expect([path.transportMode, path.modeAuto]).toEqual(["driving", true]);
	});

	it("refuses a missing adventure id (400), an unknown or hidden adventure (404), a viewer (403)", async () => {
		await refused(await api("POST", "/api/paths", { name: "x" }), 400);
		await refused(await api("POST", "/api/paths", { adventureId: crypto.randomUUID(), name: "x" }), 404);
		const hidden = await insertAdventure(stranger.user.id);
		await refused(await api("POST", "/api/paths", { adventureId: hidden, name: "x" }), 404);
		const publicOne = await insertAdventure(stranger.user.id, { isPublic: true });
		await refused(await api("POST", "/api/paths", { adventureId: publicOne, name: "x" }), 403);
		const none = await db().select().from(paths).where(eq(paths.adventureId, publicOne));
		expect(none).toEqual([]);
	});
});

describe("GET /api/adventures/{id}/paths", () => {
	it("lists the (undated) paths oldest first with stop counts and their stops in order", async () => {
		const adventureId = await myAdventure();
		const first = await newPath(adventureId, { name: "First" });
		const second = await newPath(adventureId, { name: "Second", transportMode: "transit" });
		const [a, b] = await threePlaces();
		await addStops(first.id, [a as string, b as string]);
		const list = await ok<PathWithStops[]>(await api("GET", `/api/adventures/${adventureId}/paths`));
		// "First" was created without a mode: it follows its distances (1 km legs: walking).
		expect(list.map((p) => [p.name, p.stopCount, p.transportMode, p.modeAuto])).toEqual([
			["First", 2, "walking", true],
			["Second", 0, "transit", false],
		]);
		expect(list[0]?.stops.map((s) => [s.order, s.place.name])).toEqual([
			[1, "A"],
			[2, "B"],
		]);
		expect(list[1]?.id).toBe(second.id);
		expect(list[0]).toMatchObject({ title: "First", colour: PATH_COLOURS[0].hex, description: null });
	});

	it("is empty for an adventure without paths, and 404 for an unknown one", async () => {
		expect(await ok(await api("GET", `/api/adventures/${await myAdventure()}/paths`))).toEqual([]);
		await refused(await api("GET", `/api/adventures/${crypto.randomUUID()}/paths`), 404);
	});
});

describe("PATCH /api/paths/{id}", () => {
	it("changes the transport mode, the name (or title) and the description", async () => {
		const path = await newPath(await myAdventure());
		const changed = await ok<Path>(await api("PATCH", `/api/paths/${path.id}`, { transportMode: "transit" }));
		expect(changed).toMatchObject({ id: path.id, transportMode: "transit", name: path.name });
		expect((await ok<Path>(await api("PATCH", `/api/paths/${path.id}`, { name: " Renamed " }))).name).toBe("Renamed");
		expect((await ok<Path>(await api("PATCH", `/api/paths/${path.id}`, { title: "Titled" }))).title).toBe("Titled");
		const described = await ok<Path>(await api("PATCH", `/api/paths/${path.id}`, { description: "Slow day" }));
		expect(described.description).toBe("Slow day");
		expect(described.transportMode).toBe("transit");
	});

	it.each([
		["an empty body", {}, "Nothing to update"],
		["an unknown mode", { transportMode: "teleport" }, "Transport mode must be driving, walking, cycling or transit"],
		["a blank name", { name: "  " }, "Path title is required"],
		["a long name", { name: "y".repeat(101) }, "Path title must be at most 100 characters"],
	])("refuses %s with 400 and changes nothing", async (_label, body, message) => {
		const path = await newPath(await myAdventure(), { name: "Stable", transportMode: "walking" });
		expect(await refused(await api("PATCH", `/api/paths/${path.id}`, body), 400)).toBe(message);
		const [row] = await db().select().from(paths).where(eq(paths.id, path.id));
		expect(row).toMatchObject({ name: "Stable", transportMode: "walking" });
	});

	it("answers 404 for an unknown path", async () => {
		await refused(await api("PATCH", `/api/paths/${crypto.randomUUID()}`, { transportMode: "walking" }), 404);
	});
});

describe("DELETE /api/paths/{id}", () => {
	it("deletes the path and its stops, not the places or saved places", async () => {
		const adventureId = await myAdventure();
		const path = await newPath(adventureId);
		const placeIds = await threePlaces();
		await addStops(path.id, placeIds);
		expect(await ok(await api("DELETE", `/api/paths/${path.id}`))).toEqual({ deleted: true, id: path.id });
		expect(await db().select().from(pathStops).where(eq(pathStops.pathId, path.id))).toEqual([]);
		await refused(await api("GET", `/api/paths/${path.id}/stops`), 404);
		expect(
			await db()
				.select()
				.from(places)
				.where(eq(places.id, placeIds[0] as string)),
		).toHaveLength(1);
		expect(await db().select().from(savedPlaces).where(eq(savedPlaces.adventureId, adventureId))).toHaveLength(3);
		await refused(await api("DELETE", `/api/paths/${path.id}`), 404);
	});
});

describe("stops", () => {
	it("POST /api/paths/{id}/stops appends the place and answers the stop", async () => {
		const path = await newPath(await myAdventure());
		const [a, b] = await threePlaces();
		const [first, second] = await addStops(path.id, [a as string, b as string]);
		expect(first).toEqual({
			id: expect.any(String),
			pathId: path.id,
			order: 1,
			placeId: a,
			place: {
				googlePlaceId: a,
				name: "A",
				address: "1 Test Street, London",
				latitude: expect.any(Number),
				longitude: -0.12,
				types: ["museum"],
				photoUrl: null,
			},
			createdAt: expect.any(String),
		});
		expect(second?.order).toBe(2);
		const stops = await stopsOf(path.id);
		expect(stops.map((s) => [s.order, s.place.name])).toEqual([
			[1, "A"],
			[2, "B"],
		]);
	});

	it("saves the place to the adventure when it was not saved yet (once)", async () => {
		const adventureId = await myAdventure();
		const one = await newPath(adventureId, { name: "One" });
		const two = await newPath(adventureId, { name: "Two" });
		const place = await insertPlace({ name: "Playground", types: ["playground"] });
		await addStops(one.id, [place]);
		await addStops(two.id, [place]);
		const saved = await db()
			.select()
			.from(savedPlaces)
			.where(and(eq(savedPlaces.adventureId, adventureId), eq(savedPlaces.placeId, place)));
		expect(saved).toHaveLength(1);
		expect(saved[0]?.intentCategory).toBe("nature");
	});

	it("refuses a place that is already on the path with 409 and changes nothing", async () => {
		const path = await newPath(await myAdventure());
		const [a, b] = await threePlaces();
		const [stopA] = await addStops(path.id, [a as string, b as string]);
		const res = await api("POST", `/api/paths/${path.id}/stops`, { googlePlaceId: a });
		const text = await res.text();
		expect(res.status).toBe(409);
		expect(JSON.parse(text)).toEqual({ error: "A is already on this path", stopId: stopA?.id });
		expect(placeNames(await stopsOf(path.id))).toEqual(["A", "B"]);
	});

	it("refuses an unknown place (404) and a missing googlePlaceId (400)", async () => {
		const path = await newPath(await myAdventure());
		expect(await refused(await api("POST", `/api/paths/${path.id}/stops`, { googlePlaceId: "cat:nope" }), 404)).toBe(
			"Place not found",
		);
		await refused(await api("POST", `/api/paths/${path.id}/stops`, {}), 400);
		await refused(await api("POST", `/api/paths/${path.id}/stops`, { googlePlaceId: "   " }), 400);
		expect(await stopsOf(path.id)).toEqual([]);
	});

	it(`holds at most ${MAX_PATH_STOPS} stops`, async () => {
		const adventureId = await myAdventure();
		const { pathId } = await insertPathWithStops(adventureId, MAX_PATH_STOPS);
		const extra = await insertPlace();
		expect(await refused(await api("POST", `/api/paths/${pathId}/stops`, { googlePlaceId: extra }), 400)).toBe(
			`A path can hold at most ${MAX_PATH_STOPS} stops`,
		);
		expect(await storedPositions(pathId)).toHaveLength(MAX_PATH_STOPS);
	});

	it("POST /api/path-stops inserts at a 0-based order, clamped, by place id or saved-place id", async () => {
		const adventureId = await myAdventure();
		const path = await newPath(adventureId);
		const [a, b, c] = await threePlaces();
		await addStops(path.id, [a as string]);
		const atStart = await ok<PathStop>(
			await api("POST", "/api/path-stops", { pathId: path.id, placeId: b, order: 0 }),
			201,
		);
		expect(atStart.order).toBe(1);
		expect(placeNames(await stopsOf(path.id))).toEqual(["B", "A"]);
		const far = await ok<PathStop>(
			await api("POST", "/api/path-stops", { pathId: path.id, placeId: c, order: 99 }),
			201,
		);
		expect(far.order).toBe(3);
		const d = await insertPlace({ name: "D" });
		const [savedD] = await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId, placeId: d })
			.returning();
		const middle = await ok<PathStop>(
			await api("POST", "/api/path-stops", { pathId: path.id, placeId: savedD?.id, order: 1 }),
			201,
		);
		expect(middle).toMatchObject({ order: 2, placeId: d });
		expect((await stopsOf(path.id)).map((s) => [s.order, s.place.name])).toEqual([
			[1, "B"],
			[2, "D"],
			[3, "A"],
			[4, "C"],
		]);
		const appended = await insertPlace({ name: "E" });
		const last = await ok<PathStop>(await api("POST", "/api/path-stops", { pathId: path.id, placeId: appended }), 201);
		expect(last.order).toBe(5);
	});

	it.each([
		["a negative order", { order: -1 }],
		["a fractional order", { order: 1.5 }],
		["no path id", { pathId: undefined }],
		["no place id", { placeId: undefined }],
	])("POST /api/path-stops refuses %s with 400", async (_label, patch) => {
		const path = await newPath(await myAdventure());
		const place = await insertPlace();
		const body = { pathId: path.id, placeId: place, order: 0, ...patch };
		await refused(await api("POST", "/api/path-stops", body), 400);
		expect(await stopsOf(path.id)).toEqual([]);
	});

	it("POST /api/path-stops: 404 for an unknown path or place, 409 for a duplicate", async () => {
		const path = await newPath(await myAdventure());
		const place = await insertPlace();
		await refused(await api("POST", "/api/path-stops", { pathId: crypto.randomUUID(), placeId: place, order: 0 }), 404);
		await refused(await api("POST", "/api/path-stops", { pathId: path.id, placeId: "cat:unknown", order: 0 }), 404);
		await ok(await api("POST", "/api/path-stops", { pathId: path.id, placeId: place, order: 0 }), 201);
		await refused(await api("POST", "/api/path-stops", { pathId: path.id, placeId: place, order: 0 }), 409);
		expect(await stopsOf(path.id)).toHaveLength(1);
	});

	it("DELETE /api/path-stops/{id} removes the stop and keeps positions dense", async () => {
		const adventureId = await myAdventure();
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 4);
		expect(await ok(await api("DELETE", `/api/path-stops/${stopIds[1]}`))).toEqual({ deleted: true, id: stopIds[1] });
		expect(await storedPositions(pathId)).toEqual([
			[stopIds[0], 1],
			[stopIds[2], 2],
			[stopIds[3], 3],
		]);
		await ok(await api("DELETE", `/api/path-stops/${stopIds[0]}`));
		expect(await storedPositions(pathId)).toEqual([
			[stopIds[2], 1],
			[stopIds[3], 2],
		]);
		await refused(await api("DELETE", `/api/path-stops/${stopIds[0]}`), 404);
		expect((await stopsOf(pathId)).map((s) => s.order)).toEqual([1, 2]);
	});

	it("renumbers a path whose stored positions have gaps and ties (order by position, then age)", async () => {
		const adventureId = await myAdventure();
		const { pathId, stopIds } = await insertPathWithStops(adventureId, 4);
		// Scrambled storage: rowid order differs from position order, with a gap and big numbers.
		const scrambled = [9, 5, 40, 7];
		for (const [i, id] of stopIds.entries()) {
			await db()
				.update(pathStops)
				.set({ position: scrambled[i] as number })
				.where(eq(pathStops.id, id));
		}
		const extra = await insertPlace({ name: "Extra" });
		await ok(await api("POST", `/api/paths/${pathId}/stops`, { googlePlaceId: extra }), 201);
		const positions = await storedPositions(pathId);
		expect(positions.map(([, p]) => p)).toEqual([1, 2, 3, 4, 5]);
		expect(positions.slice(0, 4).map(([id]) => id)).toEqual([stopIds[1], stopIds[3], stopIds[0], stopIds[2]]);
	});
});

describe("PATCH /api/paths/{id}/reorder", () => {
	it("applies a complete 1-based order and answers the stops in it", async () => {
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 3);
		const [s1, s2, s3] = stopIds as [string, string, string];
		const body = await ok<{ stops: PathStop[] }>(
			await api("PATCH", `/api/paths/${pathId}/reorder`, {
				stopOrders: [
					{ id: s3, order: 1 },
					{ id: s1, order: 2 },
					{ id: s2, order: 3 },
				],
			}),
		);
		expect(body.stops.map((s) => [s.id, s.order])).toEqual([
			[s3, 1],
			[s1, 2],
			[s2, 3],
		]);
		expect(await storedPositions(pathId)).toEqual([
			[s3, 1],
			[s1, 2],
			[s2, 3],
		]);
	});

	it("accepts an empty list for a path without stops", async () => {
		const path = await newPath(await myAdventure());
		expect(await ok(await api("PATCH", `/api/paths/${path.id}/reorder`, { stopOrders: [] }))).toEqual({ stops: [] });
	});

	it("refuses a stop of another path with 400, a clear message, and changes nothing", async () => {
		const adventureId = await myAdventure();
		const mine = await insertPathWithStops(adventureId, 3);
		const other = await insertPathWithStops(adventureId, 1);
		const before = await storedPositions(mine.pathId);
		const foreign = other.stopIds[0] as string;
		const error = await refused(
			await api("PATCH", `/api/paths/${mine.pathId}/reorder`, {
				stopOrders: [
					{ id: mine.stopIds[2], order: 1 },
					{ id: foreign, order: 2 },
					{ id: mine.stopIds[0], order: 3 },
				],
			}),
			400,
		);
		expect(error).toBe(`Stop ${foreign} is not a stop of this path`);
		expect(await storedPositions(mine.pathId)).toEqual(before);
		expect(await storedPositions(other.pathId)).toEqual([[foreign, 1]]);
	});

	it.each([
		[
			"an unknown stop id",
			(s: string[]) => [{ id: crypto.randomUUID(), order: 1 }, ...s.slice(1).map((id, i) => ({ id, order: i + 2 }))],
			/is not a stop of this path/,
		],
		[
			"a duplicate order",
			(s: string[]) => s.map((id, i) => ({ id, order: i === 2 ? 1 : i + 1 })),
			/Order 1 is given to more than one stop/,
		],
		["a missing stop", (s: string[]) => s.slice(0, 2).map((id, i) => ({ id, order: i + 1 })), /missing stop/],
		["an order past the end", (s: string[]) => s.map((id, i) => ({ id, order: i + 2 })), /Orders must run from 1 to 3/],
		[
			"a stop listed twice",
			(s: string[]) => [...s.map((id, i) => ({ id, order: i + 1 })), { id: s[0], order: 1 }],
			/listed more than once/,
		],
		["order 0 (0-based)", (s: string[]) => s.map((id, i) => ({ id, order: i })), /whole number from 1/],
		["a fractional order", (s: string[]) => s.map((id, i) => ({ id, order: i + 1.5 })), /whole number from 1/],
		["no stopOrders", () => undefined, /stopOrders/],
	])("refuses %s with 400 and changes nothing", async (_label, build, message) => {
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 3);
		const before = await storedPositions(pathId);
		const stopOrders = build(stopIds);
		const error = await refused(
			await api("PATCH", `/api/paths/${pathId}/reorder`, stopOrders === undefined ? {} : { stopOrders }),
			400,
		);
		expect(error).toMatch(message);
		expect(await storedPositions(pathId)).toEqual(before);
	});

	it("writes the new order in one D1 batch (every write of the request inside it)", async () => {
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 4);
		const spy = spyD1(env.DB);
		const reversed = [...stopIds].reverse().map((id, i) => ({ id, order: i + 1 }));
		const res = await callWith({ DB: spy.db }, `/api/paths/${pathId}/reorder`, {
			...json({ stopOrders: reversed }, { method: "PATCH" }),
			headers: { Cookie: me.cookie, "content-type": "application/json" },
		});
		expect(res.status).toBe(200);
		const writes = spy.log.filter((entry) => entry.sql.some(isWrite));
		expect(writes).toHaveLength(1);
		expect(writes[0]?.kind).toBe("batch");
		expect(writes[0]?.sql.filter(isWrite).length).toBeGreaterThanOrEqual(2);
		expect((await storedPositions(pathId)).map(([id]) => id)).toEqual([...stopIds].reverse());
	});

	it("adds and deletes stops in one batch each too", async () => {
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 2);
		const place = await insertPlace();
		const headers = { Cookie: me.cookie, "content-type": "application/json" };
		for (const [path, init] of [
			["/api/path-stops", { ...json({ pathId, placeId: place, order: 0 }), headers }],
			[`/api/path-stops/${stopIds[0]}`, { method: "DELETE", headers: { Cookie: me.cookie } }],
		] as const) {
			const spy = spyD1(env.DB);
			const res = await callWith({ DB: spy.db }, path, init);
			expect(res.status).toBeLessThan(300);
			const writes = spy.log.filter((entry) => entry.sql.some(isWrite));
			expect(writes.map((w) => w.kind)).toEqual(["batch"]);
		}
		expect((await storedPositions(pathId)).map(([, p]) => p)).toEqual([1, 2]);
	});
});

const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql) && !/usage_events/.test(sql);

/**
 * A D1 binding that records every statement it runs: alone ("single") or inside one `batch`
 * call. Statements are the real ones underneath, so results are real.
 */
function spyD1(real: D1Database) {
	const log: { kind: "single" | "batch"; sql: string[] }[] = [];
	const realOf = new WeakMap<object, D1PreparedStatement>();
	const sqlOf = new WeakMap<object, string>();
	const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
		const single = (run: () => Promise<unknown>) => {
			log.push({ kind: "single", sql: [sql] });
			return run();
		};
		const wrapper = {
			bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
			run: () => single(() => statement.run()),
			all: () => single(() => statement.all()),
			first: (column?: string) => single(() => (column ? statement.first(column) : statement.first())),
			raw: (options?: { columnNames?: boolean }) =>
				single(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
		};
		realOf.set(wrapper, statement);
		sqlOf.set(wrapper, sql);
		return wrapper as unknown as D1PreparedStatement;
	};
	const db = {
		prepare: (sql: string) => wrap(real.prepare(sql), sql),
		batch: (statements: D1PreparedStatement[]) => {
			log.push({ kind: "batch", sql: statements.map((s) => sqlOf.get(s) ?? "?") });
			return real.batch(statements.map((s) => realOf.get(s) ?? s));
		},
		exec: (sql: string) => {
			log.push({ kind: "single", sql: [sql] });
			return real.exec(sql);
		},
		dump: () => real.dump(),
		withSession: () => {
			throw new Error("sessions are not spied on");
		},
	};
	return { db: db as unknown as D1Database, log };
}

describe("who may read and write paths", () => {
	it("a stranger gets 404 on every path route of a private adventure", async () => {
		const adventureId = await myAdventure();
		const { pathId, stopIds, placeIds } = await insertPathWithStops(adventureId, 3);
		const s = stranger.cookie;
		const calls: [Method, string, unknown?][] = [
			["GET", `/api/adventures/${adventureId}/paths`],
			["POST", `/api/adventures/${adventureId}/paths`, { name: "Mine now" }],
			["POST", "/api/paths", { adventureId, name: "Mine now" }],
			["PATCH", `/api/paths/${pathId}`, { transportMode: "walking" }],
			["PATCH", `/api/paths/${pathId}/reorder`, { stopOrders: stopIds.map((id, i) => ({ id, order: 3 - i })) }],
			["GET", `/api/paths/${pathId}/stops`],
			["POST", `/api/paths/${pathId}/stops`, { googlePlaceId: await insertPlace() }],
			["GET", `/api/paths/${pathId}/route`],
			["GET", `/api/paths/${pathId}/export?format=gpx`],
			["POST", `/api/paths/${pathId}/optimize`],
			["POST", "/api/path-stops", { pathId, placeId: placeIds[0], order: 0 }],
			["DELETE", `/api/path-stops/${stopIds[0]}`],
			["DELETE", `/api/paths/${pathId}`],
		];
		for (const [method, path, body] of calls) {
			const res = await api(method, path, body, s);
			expect(res.status, `${method} ${path}`).toBe(404);
		}
		expect(await storedPositions(pathId)).toHaveLength(3);
	});

	it("a viewer of a public adventure reads its paths but gets 403 on every write", async () => {
		const adventureId = await myAdventure(true);
		const { pathId, stopIds, placeIds } = await insertPathWithStops(adventureId, 3, { name: "Public path" });
		const v = stranger.cookie;
		const list = await ok<PathWithStops[]>(await api("GET", `/api/adventures/${adventureId}/paths`, undefined, v));
		expect(list.map((p) => p.name)).toEqual(["Public path"]);
		expect(await stopsOf(pathId, v)).toHaveLength(3);
		expect((await ok<PathRoute>(await api("GET", `/api/paths/${pathId}/route`, undefined, v))).status).toBe("ok");
		expect((await api("GET", `/api/paths/${pathId}/export?format=kml`, undefined, v)).status).toBe(200);
		const writes: [Method, string, unknown?][] = [
			["POST", `/api/adventures/${adventureId}/paths`, { name: "Mine now" }],
			["POST", "/api/paths", { adventureId, name: "Mine now" }],
			["PATCH", `/api/paths/${pathId}`, { transportMode: "walking" }],
			["PATCH", `/api/paths/${pathId}/reorder`, { stopOrders: stopIds.map((id, i) => ({ id, order: 3 - i })) }],
			["POST", `/api/paths/${pathId}/stops`, { googlePlaceId: await insertPlace() }],
			["POST", `/api/paths/${pathId}/optimize`],
			["POST", "/api/path-stops", { pathId, placeId: placeIds[0], order: 0 }],
			["DELETE", `/api/path-stops/${stopIds[0]}`],
			["DELETE", `/api/paths/${pathId}`],
		];
		for (const [method, path, body] of writes) {
			const res = await api(method, path, body, v);
			expect(res.status, `${method} ${path}`).toBe(403);
		}
		expect(await storedPositions(pathId)).toEqual(stopIds.map((id, i) => [id, i + 1]));
		const [row] = await db().select().from(paths).where(eq(paths.id, pathId));
		expect(row?.transportMode).toBe("driving");
	});

	it("signed out (beta cookie only) gets 401", async () => {
		const adventureId = await myAdventure();
		const { pathId } = await insertPathWithStops(adventureId, 1);
		for (const path of [
			`/api/adventures/${adventureId}/paths`,
			`/api/paths/${pathId}/stops`,
			`/api/paths/${pathId}/route`,
		]) {
			expect((await api("GET", path, undefined, me.beta)).status).toBe(401);
		}
		expect((await api("DELETE", `/api/paths/${pathId}`, undefined, me.beta)).status).toBe(401);
	});

	it("deleting the adventure deletes its paths and stops (cascade)", async () => {
		const adventureId = await myAdventure();
		const { pathId, placeIds } = await insertPathWithStops(adventureId, 2);
		await ok(await api("DELETE", `/api/adventures/${adventureId}`));
		expect(await db().select().from(paths).where(eq(paths.id, pathId))).toEqual([]);
		expect(await db().select().from(pathStops).where(eq(pathStops.pathId, pathId))).toEqual([]);
		expect(
			await db()
				.select()
				.from(places)
				.where(eq(places.id, placeIds[0] as string)),
		).toHaveLength(1);
	});

	it("another owner's adventure is unaffected by mine (a user row with no sign-in)", async () => {
		const owner = await insertUser();
		const theirs = await insertAdventure(owner);
		await refused(await api("GET", `/api/adventures/${theirs}/paths`), 404);
	});
});

describe("GET /api/paths/{id}/route (embedded estimate)", () => {
	it("answers legs between consecutive stops with the estimate's numbers", async () => {
		const adultPace = { paceMinutes: 16, paceLabel: "about 15 min at an adult's pace" };
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 3, { transportMode: "walking" });
		const route = await ok<PathRoute>(await api("GET", `/api/paths/${pathId}/route`));
		const leg = estimateLeg(northOfLondon(0), northOfLondon(1), "walking");
		expect(route).toEqual({
			pathId,
			transportMode: "walking",
			provider: "estimate",
			status: "ok",
			// The adventure names no kids: walking legs also say an adult's pace (4.8 km/h, 16 min).
			legs: [
				{ fromStopId: stopIds[0], toStopId: stopIds[1], ...leg, ...adultPace },
				{ fromStopId: stopIds[1], toStopId: stopIds[2], ...leg, ...adultPace },
			],
			totalDistanceMeters: leg.distanceMeters * 2,
			totalDurationSeconds: leg.durationSeconds * 2,
			polyline: null,
		});
		// 1 km north at ×1.3 and 4.5 km/h: 1.3 km in about 17 minutes.
		expect(leg.distanceMeters).toBe(1300);
		expect(leg.durationSeconds).toBe(1040);
	});

	it("previews another mode with ?mode= without changing the path", async () => {
		const { pathId } = await insertPathWithStops(await myAdventure(), 2, { transportMode: "walking" });
		const route = await ok<PathRoute>(await api("GET", `/api/paths/${pathId}/route?mode=transit`));
		expect(route.transportMode).toBe("transit");
		expect(route.legs[0]?.durationSeconds).toBe(
			estimateLeg(northOfLondon(0), northOfLondon(1), "transit").durationSeconds,
		);
		await refused(await api("GET", `/api/paths/${pathId}/route?mode=rocket`), 400);
	});

	it("has no route under 2 stops", async () => {
		const { pathId } = await insertPathWithStops(await myAdventure(), 1);
		expect(await ok<PathRoute>(await api("GET", `/api/paths/${pathId}/route`))).toEqual({
			pathId,
			transportMode: "driving",
			provider: "estimate",
			status: "too-few-stops",
			legs: [],
			totalDistanceMeters: 0,
			totalDurationSeconds: 0,
			polyline: null,
			error: "Route calculation needs at least 2 stops",
		});
	});
});

describe("GET /api/paths/{id}/export", () => {
	async function exportedPath() {
		const adventureId = await myAdventure();
		const path = await newPath(adventureId, { name: `Kids' "Fun" <Day> & Café`, transportMode: "walking" });
		const ids = [
			await insertPlace({ name: "Tate & Lyle <Museum>", ...northOfLondon(0), address: "Road \"A\" & 'B'" }),
			await insertPlace({ name: "Park Café", ...northOfLondon(1) }),
			await insertPlace({ name: "Zoo", ...northOfLondon(2) }),
		];
		await addStops(path.id, ids);
		return path;
	}

	it("GPX: a well-formed GPX 1.1 file with the stops in order as waypoints and a route", async () => {
		const path = await exportedPath();
		const res = await api("GET", `/api/paths/${path.id}/export?format=gpx`);
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/gpx+xml; charset=utf-8");
		expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="kids-fun-day-cafe.gpx"');
		const gpx = parseXml(await res.text());
		expect(gpx.name).toBe("gpx");
		expect(gpx.attributes).toMatchObject({ version: "1.1", xmlns: "http://www.topografix.com/GPX/1/1" });
		const waypoints = childrenNamed(gpx, "wpt");
		expect(waypoints.map((w) => childText(w, "name"))).toEqual(["1. Tate & Lyle <Museum>", "2. Park Café", "3. Zoo"]);
		expect(waypoints.map((w) => Number(w.attributes.lat))).toEqual(
			[0, 1, 2].map((km) => expect.closeTo(northOfLondon(km).latitude, 5)),
		);
		expect(childText(waypoints[0] as never, "desc")).toBe("Road \"A\" & 'B'");
		const [route] = childrenNamed(gpx, "rte");
		expect(childrenNamed(route as never, "rtept")).toHaveLength(3);
		expect(childText(gpx.children[0] as never, "name")).toBe(`Kids' "Fun" <Day> & Café`);
	});

	it("KML: a well-formed KML 2.2 document with a placemark per stop and a LineString", async () => {
		const path = await exportedPath();
		const res = await api("GET", `/api/paths/${path.id}/export?format=kml`);
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/vnd.google-earth.kml+xml; charset=utf-8");
		expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="kids-fun-day-cafe.kml"');
		const kml = parseXml(await res.text());
		expect(kml.attributes.xmlns).toBe("http://www.opengis.net/kml/2.2");
		const [document] = childrenNamed(kml, "Document");
		const placemarks = childrenNamed(document as never, "Placemark");
		expect(placemarks.map((p) => childText(p, "name"))).toEqual([
			"1. Tate & Lyle <Museum>",
			"2. Park Café",
			"3. Zoo",
			`Kids' "Fun" <Day> & Café (walking)`,
		]);
		const line = childrenNamed(placemarks[3] as never, "LineString")[0];
		expect(childText(line as never, "coordinates")?.split(" ")).toHaveLength(3);
	});

	it("defaults to GPX and refuses an unknown format", async () => {
		const path = await exportedPath();
		expect((await api("GET", `/api/paths/${path.id}/export`)).headers.get("Content-Type")).toMatch(/gpx/);
		await refused(await api("GET", `/api/paths/${path.id}/export?format=pdf`), 400);
	});
});

describe("POST /api/paths/{id}/optimize", () => {
	it("proposes a shorter order for a zig-zag path, keeps the first stop, and changes nothing", async () => {
		const adventureId = await myAdventure();
		const path = await newPath(adventureId, { name: "Zig-zag", transportMode: "walking" });
		// Along one line: 0, 3, 1, 4, 2 km.
		const kms = [0, 3, 1, 4, 2];
		const ids: string[] = [];
		for (const km of kms) ids.push(await insertPlace({ name: `At ${km} km`, ...northOfLondon(km) }));
		const stops = await addStops(path.id, ids);
		const before = await storedPositions(path.id);
		const result = await ok<OptimizeResult>(await api("POST", `/api/paths/${path.id}/optimize`));
		const byKm = [0, 2, 4, 1, 3].map((i) => stops[i]?.id);
		expect(result.order).toEqual(byKm);
		expect(result.order[0]).toBe(stops[0]?.id);
		expect(result.savedSeconds).toBeGreaterThan(0);
		expect(result.optimizedSeconds).toBeLessThan(result.currentSeconds);
		expect(result.currentSeconds - result.optimizedSeconds).toBe(result.savedSeconds);
		expect(result.provider).toBe("estimate");
		expect(await storedPositions(path.id)).toEqual(before);
		// Accepting it is a reorder.
		const accepted = await ok<{ stops: PathStop[] }>(
			await api("PATCH", `/api/paths/${path.id}/reorder`, {
				stopOrders: result.order.map((id, i) => ({ id, order: i + 1 })),
			}),
		);
		expect(accepted.stops.map((s) => s.place.name)).toEqual(["At 0 km", "At 1 km", "At 2 km", "At 3 km", "At 4 km"]);
	});

	it("keeps an order that is already best, and answers short paths as they are", async () => {
		const { pathId, stopIds } = await insertPathWithStops(await myAdventure(), 4);
		const result = await ok<OptimizeResult>(await api("POST", `/api/paths/${pathId}/optimize`));
		expect(result).toMatchObject({ order: stopIds, savedSeconds: 0 });
		const short = await insertPathWithStops(await myAdventure(), 2);
		const two = await ok<OptimizeResult>(await api("POST", `/api/paths/${short.pathId}/optimize`));
		expect(two.order).toEqual(short.stopIds);
		expect(two.currentSeconds).toBe(two.optimizedSeconds);
		expect(two.currentSeconds).toBeGreaterThan(0);
	});
});
