import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type LocationType, zoomForLocationType } from "../../domain/geo/map";
import { adventures } from "../../worker/db/schema";
import { loadDestinationFixture } from "./fixtures/destinations";
import { call, db, insertAdventure, type SignedIn, signIn } from "./helpers";

let me: SignedIn;

beforeAll(async () => {
	await loadDestinationFixture();
	me = await signIn();
});

/** The workspace's read of an adventure of mine at this location and point. */
async function read(location: string, latitude: number, longitude: number) {
	const id = await insertAdventure(me.user.id);
	await db().update(adventures).set({ location, latitude, longitude }).where(eq(adventures.id, id));
	const res = await call(`/api/adventures/${id}`, { headers: { Cookie: me.cookie } });
	expect(res.status).toBe(200);
	return (await res.json()) as { locationType: LocationType | null };
}

describe("the workspace read's locationType (the map's first zoom)", () => {
	it.each([
		["London, England, United Kingdom", 51.5085, -0.1257, "big-city", 10],
		["Grand Rapids, Michigan, United States", 42.9634, -85.6681, "city", 11],
		["West Yellowstone, Montana, United States", 44.6621, -111.1041, "town", 13],
		// The namesake nearest the point: London, Kentucky is a town, not the capital.
		["London, Kentucky, United States", 37.129, -84.0833, "town", 13],
		["Yellowstone National Park, Wyoming, United States", 44.6, -110.5, "region", 8],
	])("%s is a %s (zoom %i), from the catalog", async (location, lat, lng, type, zoom) => {
		const { locationType } = await read(location, lat, lng);
		expect(locationType).toBe(type);
		expect(zoomForLocationType(locationType ?? "other")).toBe(zoom);
	});

	it("is null where the catalog has no such place near the point (the map guesses from the text)", async () => {
		expect((await read("Atlantis Bay, Nowhere", 10, 10)).locationType).toBeNull();
		// Named like a catalog city, but far from it.
		expect((await read("London, Somewhere", -33.9, 18.4)).locationType).toBeNull();
	});
});
