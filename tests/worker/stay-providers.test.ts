import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stayMessages } from "../../domain/adventure/adventure";
import type { AddressSuggestion } from "../../domain/place/stay-address";
import { adventures } from "../../worker/db/schema";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeOsm, OSM_ENV } from "./fake-osm";
import { callWith, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";

/** 'Where we're staying' by address with OpenStreetMap and Google: their lookups biased to the trip. */

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-google-key" };

let me: SignedIn;

beforeAll(async () => {
	me = await signIn();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function londonTrip(): Promise<string> {
	const adventureId = await insertAdventure(me.user.id);
	await db()
		.update(adventures)
		.set({ location: "London, England, United Kingdom", ...LONDON })
		.where(eq(adventures.id, adventureId));
	return adventureId;
}

const patchWith = (env: Record<string, string>, adventureId: string, label: string) =>
	callWith(
		env,
		`/api/adventures/${adventureId}`,
		json({ stay: { label } }, { method: "PATCH", headers: { Cookie: me.cookie } }),
	);

async function stayPoint(adventureId: string) {
	const [row] = await db()
		.select({ label: adventures.stayLabel, latitude: adventures.stayLatitude, longitude: adventures.stayLongitude })
		.from(adventures)
		.where(eq(adventures.id, adventureId));
	return row;
}

describe("OpenStreetMap: a typed address is looked up around the trip", () => {
	let osm: FakeOsm;
	beforeEach(() => {
		osm = new FakeOsm().install();
	});
	afterEach(() => osm.uninstall());

	it("asks Nominatim with the trip's viewbox and saves the answer near the trip", async () => {
		const adventureId = await londonTrip();
		osm.addGeocode("12 kynance mews", {
			lat: 51.4975,
			lon: -0.1869,
			name: "Kynance Mews",
			display: "Kynance Mews, London",
		});
		const res = await patchWith(OSM_ENV, adventureId, "12 Kynance Mews");
		expect(res.status).toBe(200);
		expect(await stayPoint(adventureId)).toEqual({ label: "12 Kynance Mews", latitude: 51.4975, longitude: -0.1869 });
		const search = osm.of("nominatim").find((request) => request.url.pathname === "/search");
		const [west, north, east, south] = (search?.url.searchParams.get("viewbox") ?? "").split(",").map(Number);
		expect(west).toBeLessThan(LONDON.longitude);
		expect(east).toBeGreaterThan(LONDON.longitude);
		expect(south).toBeLessThan(LONDON.latitude);
		expect(north).toBeGreaterThan(LONDON.latitude);
	});

	it("refuses Nominatim's answer when it lies far from the trip", async () => {
		const adventureId = await londonTrip();
		osm.addGeocode("springfield", {
			lat: 39.7817,
			lon: -89.6501,
			name: "Springfield",
			display: "Springfield, Illinois",
		});
		const res = await patchWith(OSM_ENV, adventureId, "Springfield");
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toBe(stayMessages.farFromTrip("London"));
		expect((await stayPoint(adventureId))?.label).toBeNull();
	});
});

describe("Google: address suggestions biased to the trip", () => {
	let google: FakeGooglePlaces;
	beforeEach(() => {
		google = new FakeGooglePlaces().install();
	});
	afterEach(() => google.uninstall());

	it("asks autocomplete with a 50 km circle around the trip; the point comes from the picked suggestion's details", async () => {
		const adventureId = await londonTrip();
		google.setPredictions([{ placeId: "ChIJkens", main: "South Kensington", secondary: "London, UK" }]);
		const res = await callWith(
			GOOGLE,
			`/api/adventures/${adventureId}/stay-suggestions?query=South+Kensington&sessionToken=tok-stay`,
			{ headers: { Cookie: me.cookie } },
		);
		expect(res.status).toBe(200);
		expect((await res.json()) as AddressSuggestion[]).toEqual([
			{
				place_id: "ChIJkens",
				description: "South Kensington, London, UK",
				structured_formatting: { main_text: "South Kensington", secondary_text: "London, UK" },
				latitude: null,
				longitude: null,
			},
		]);
		expect(google.requests[0]?.body).toEqual({
			input: "South Kensington",
			sessionToken: "tok-stay",
			locationBias: { circle: { center: LONDON, radius: 50_000 } },
		});
	});
});
