import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Path, PathStop, TransportMode } from "../../domain/path/path";
import { paths } from "../../worker/db/schema";
import { transitAvailable } from "../../worker/services/locations";
import { loadDestinationFixture } from "./fixtures/destinations";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";
import { insertPlace, KM_PER_DEGREE } from "./path-fixtures";

/**
 * A path created without a mode follows its distances (`modeAuto`): its mode is
 * `suggestTransportMode` over its legs, at the youngest child's pace, with transit in a city, each
 * time its stops change, until someone chooses a mode. (This overrides the spec's "default driving".)
 */

let me: SignedIn;

beforeAll(async () => {
	me = await signIn();
	await loadDestinationFixture();
});

function api(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<Response> {
	if (body === undefined) return call(url, { method, headers: { Cookie: me.cookie } });
	return call(url, json(body, { method, headers: { Cookie: me.cookie } }));
}

async function answer<T>(res: Response, status = 200): Promise<T> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return JSON.parse(text) as T;
}

const LONDON = { location: "London, England, United Kingdom", latitude: 51.5, longitude: -0.12 };
const YELLOWSTONE = {
	location: "Yellowstone National Park, Wyoming, United States",
	latitude: 44.6,
	longitude: -110.5,
};

const trip = (where: typeof LONDON, kidAges: number[] = [3, 8]) =>
	insertAdventure(me.user.id, { startDate: "2031-04-06", endDate: "2031-04-10", kidAges, ...where });

/** A place `km` north of the trip's point. */
const placeAt = (where: typeof LONDON, km: number) =>
	insertPlace({ name: `${km} km`, latitude: where.latitude + km / KM_PER_DEGREE, longitude: where.longitude });

async function create(adventureId: string, body: Record<string, unknown> = { name: "Day out" }): Promise<Path> {
	return answer<Path>(await api("POST", `/api/adventures/${adventureId}/paths`, body), 201);
}

async function add(pathId: string, placeId: string): Promise<PathStop> {
	return answer<PathStop>(await api("POST", `/api/paths/${pathId}/stops`, { googlePlaceId: placeId }), 201);
}

async function stored(pathId: string): Promise<[TransportMode, boolean]> {
	const [row] = await db().select().from(paths).where(eq(paths.id, pathId));
	if (!row) throw new Error("no path");
	return [row.transportMode, row.modeAuto];
}

describe("a path without a chosen mode follows its distances", () => {
	it("in London with a 3-year-old: walking for short legs, transit once a leg is too long on foot, and back", async () => {
		const adventureId = await trip(LONDON);
		const path = await create(adventureId);
		expect([path.transportMode, path.modeAuto]).toEqual(["walking", true]);
		await add(path.id, await placeAt(LONDON, 0));
		await add(path.id, await placeAt(LONDON, 0.8));
		expect(await stored(path.id)).toEqual(["walking", true]);
		// 0.8 → 3 km: a 2.2 km leg is past a 3-year-old's longest walk (1.5 km); London has transit.
		const far = await add(path.id, await placeAt(LONDON, 3));
		expect(await stored(path.id)).toEqual(["transit", true]);
		await answer(await api("DELETE", `/api/path-stops/${far.id}`));
		expect(await stored(path.id)).toEqual(["walking", true]);
	});

	it("recomputes on reorder and on the guide's 0-based insert", async () => {
		const adventureId = await trip(LONDON);
		const path = await create(adventureId);
		const a = await add(path.id, await placeAt(LONDON, 0));
		const b = await add(path.id, await placeAt(LONDON, 1));
		const c = await add(path.id, await placeAt(LONDON, 2));
		expect(await stored(path.id)).toEqual(["walking", true]);
		// a → c → b: a 2 km leg.
		const stopOrders = [
			{ id: a.id, order: 1 },
			{ id: c.id, order: 2 },
			{ id: b.id, order: 3 },
		];
		await answer(await api("PATCH", `/api/paths/${path.id}/reorder`, { stopOrders }));
		expect(await stored(path.id)).toEqual(["transit", true]);
		await answer(
			await api("PATCH", `/api/paths/${path.id}/reorder`, {
				stopOrders: stopOrders.map((s, i) => ({ ...s, order: [1, 3, 2][i] })),
			}),
		);
		expect(await stored(path.id)).toEqual(["walking", true]);
		// The guide puts a place 10 km away first.
		await answer(
			await api("POST", "/api/path-stops", { pathId: path.id, placeId: await placeAt(LONDON, 12), order: 0 }),
			201,
		);
		expect(await stored(path.id)).toEqual(["transit", true]);
	});

	it("an adult's pace walks farther: the same 2 km legs stay on foot without kids", async () => {
		const adventureId = await trip(LONDON, []);
		const path = await create(adventureId);
		await add(path.id, await placeAt(LONDON, 0));
		await add(path.id, await placeAt(LONDON, 2));
		expect(await stored(path.id)).toEqual(["walking", true]);
	});

	it("in a national park (no transit): an empty path starts driving; short legs walk, long ones drive", async () => {
		const adventureId = await trip(YELLOWSTONE);
		const path = await create(adventureId);
		expect([path.transportMode, path.modeAuto]).toEqual(["driving", true]);
		await add(path.id, await placeAt(YELLOWSTONE, 0));
		await add(path.id, await placeAt(YELLOWSTONE, 0.5));
		expect(await stored(path.id)).toEqual(["walking", true]);
		await add(path.id, await placeAt(YELLOWSTONE, 6));
		expect(await stored(path.id)).toEqual(["driving", true]);
	});

	it("the guide's POST /api/paths without transportType follows the distances too", async () => {
		const adventureId = await trip(LONDON);
		const path = await answer<Path>(await api("POST", "/api/paths", { adventureId, name: "Guide day" }), 201);
		expect([path.transportMode, path.modeAuto]).toEqual(["walking", true]);
	});
});

describe("a chosen mode is kept", () => {
	it("a mode given on create stays whatever the stops", async () => {
		const adventureId = await trip(LONDON);
		const path = await create(adventureId, { name: "By car", transportMode: "driving" });
		expect([path.transportMode, path.modeAuto]).toEqual(["driving", false]);
		await add(path.id, await placeAt(LONDON, 0));
		await add(path.id, await placeAt(LONDON, 0.3));
		expect(await stored(path.id)).toEqual(["driving", false]);
	});

	it("PATCH with a transportMode (or transportType) stops the following", async () => {
		const adventureId = await trip(LONDON);
		const path = await create(adventureId);
		await add(path.id, await placeAt(LONDON, 0));
		const patched = await answer<Path>(await api("PATCH", `/api/paths/${path.id}`, { transportType: "cycling" }));
		expect([patched.transportMode, patched.modeAuto]).toEqual(["cycling", false]);
		await add(path.id, await placeAt(LONDON, 5));
		expect(await stored(path.id)).toEqual(["cycling", false]);
		// A rename leaves the mode alone.
		const other = await create(adventureId);
		const renamed = await answer<Path>(await api("PATCH", `/api/paths/${other.id}`, { name: "Renamed" }));
		expect(renamed.modeAuto).toBe(true);
	});
});

describe("transitAvailable: from the catalog", () => {
	it("a city of 100,000 or more named in the location, within 30 km; not a park, a town or without a point", async () => {
		const d = db();
		expect(await transitAvailable(d, LONDON.location, LONDON)).toBe(true);
		expect(
			await transitAvailable(d, "South Kensington, London, United Kingdom", { latitude: 51.494, longitude: -0.174 }),
		).toBe(true);
		expect(await transitAvailable(d, YELLOWSTONE.location, YELLOWSTONE)).toBe(false);
		expect(await transitAvailable(d, "West Yellowstone, Montana", { latitude: 44.662, longitude: -111.104 })).toBe(
			false,
		);
		// London, Kentucky is a town of 8,000.
		expect(await transitAvailable(d, "London", { latitude: 37.13, longitude: -84.08 })).toBe(false);
		expect(await transitAvailable(d, LONDON.location, null)).toBe(false);
	});
});
