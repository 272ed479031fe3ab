import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdventureStay, stayMessages } from "../../domain/adventure/adventure";
import { haversineKm, type LatLng } from "../../domain/geo/geo";
import type { AddressSuggestion } from "../../domain/place/stay-address";
import { adventures, savedPlaces } from "../../worker/db/schema";
import { insertGuidePlaces, LONDON_CATALOG } from "./fixtures/guide-places";
import { insertPlace } from "./fixtures/places";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";

let me: SignedIn;
let other: SignedIn;

beforeAll(async () => {
	[me, other] = await Promise.all([signIn(), signIn()]);
});

const patch = (adventureId: string, body: unknown, who: SignedIn = me) =>
	call(`/api/adventures/${adventureId}`, json(body, { method: "PATCH", headers: { Cookie: who.cookie } }));
const read = (path: string, who: SignedIn | null = me) => call(path, who ? { headers: { Cookie: who.cookie } } : {});

async function stayOf(adventureId: string, who: SignedIn = me): Promise<AdventureStay | null> {
	const res = await read(`/api/adventures/${adventureId}`, who);
	expect(res.status).toBe(200);
	return ((await res.json()) as { stay: AdventureStay | null }).stay;
}

async function stayColumns(adventureId: string) {
	const [row] = await db()
		.select({
			placeId: adventures.stayPlaceId,
			label: adventures.stayLabel,
			latitude: adventures.stayLatitude,
			longitude: adventures.stayLongitude,
		})
		.from(adventures)
		.where(eq(adventures.id, adventureId));
	return row;
}

/** An adventure of mine with a saved lodging. */
async function tripWithHotel(isPublic = false) {
	const adventureId = await insertAdventure(me.user.id, { isPublic });
	const hotelId = await insertPlace({
		name: "Harbour View Hotel",
		latitude: 44.39,
		longitude: -68.2,
		types: ["lodging"],
	});
	await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: hotelId });
	return { adventureId, hotelId };
}

describe("'Where we're staying' on the adventure update", () => {
	it("sets a saved place: its name and coordinates, kept in D1 and read back by the owner", async () => {
		const { adventureId, hotelId } = await tripWithHotel();
		const res = await patch(adventureId, { stay: { placeId: hotelId } });
		expect(res.status).toBe(200);
		const expected = { placeId: hotelId, label: "Harbour View Hotel", latitude: 44.39, longitude: -68.2 };
		expect(((await res.json()) as { stay: unknown }).stay).toEqual(expected);
		expect(await stayColumns(adventureId)).toEqual(expected);
		expect(await stayOf(adventureId)).toEqual(expected);
	});

	it("sets a typed address with the point picked from the suggestions, and clears it with null", async () => {
		const adventureId = await insertAdventure(me.user.id);
		expect(await stayOf(adventureId)).toBeNull();
		const address = { label: "12 Cottage Lane, Bar Harbor", latitude: 44.387, longitude: -68.204 };
		const res = await patch(adventureId, { stay: address });
		expect(res.status).toBe(200);
		expect(await stayOf(adventureId)).toEqual({ placeId: null, ...address });
		expect((await patch(adventureId, { stay: null })).status).toBe(200);
		expect(await stayOf(adventureId)).toBeNull();
		expect(await stayColumns(adventureId)).toEqual({ placeId: null, label: null, latitude: null, longitude: null });
	});

	it("keeps the stay when other fields change", async () => {
		const { adventureId, hotelId } = await tripWithHotel();
		await patch(adventureId, { stay: { placeId: hotelId } });
		expect((await patch(adventureId, { title: "Renamed" })).status).toBe(200);
		expect((await stayOf(adventureId))?.placeId).toBe(hotelId);
	});

	it("refuses a place that is not saved in this adventure (400 with a message), changing nothing", async () => {
		const { adventureId } = await tripWithHotel();
		const elsewhere = await tripWithHotel();
		for (const placeId of ["cat:no-such-place", elsewhere.hotelId]) {
			const res = await patch(adventureId, { stay: { placeId }, title: "Not applied" });
			expect(res.status).toBe(400);
			expect(await res.json()).toEqual({ error: stayMessages.placeNotSaved });
		}
		expect(await stayOf(adventureId)).toBeNull();
		const [row] = await db().select().from(adventures).where(eq(adventures.id, adventureId));
		expect(row?.title).not.toBe("Not applied");
	});

	it("refuses an address it cannot place (400 with a message)", async () => {
		const adventureId = await insertAdventure(me.user.id);
		const res = await patch(adventureId, { stay: { label: "Qzxv Wqpt Nowhere 99999" } });
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: stayMessages.addressNotFound });
	});

	it.each([
		["a latitude out of range", { label: "Somewhere", latitude: 91, longitude: 0 }],
		["a longitude out of range", { label: "Somewhere", latitude: 0, longitude: -181 }],
		["half a point", { label: "Somewhere", latitude: 10 }],
		["coordinates as text", { label: "Somewhere", latitude: "10", longitude: "20" }],
		["a place and an address at once", { placeId: "cat:x", label: "Somewhere" }],
		["an empty stay", {}],
		["a blank address", { label: "   ", latitude: 1, longitude: 1 }],
		["an unknown key", { label: "Somewhere", latitude: 1, longitude: 1, owner: "me" }],
		["a string", "the hotel"],
	])("answers 400 for %s", async (_name, stay) => {
		const adventureId = await insertAdventure(me.user.id);
		const res = await patch(adventureId, { stay });
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toEqual(expect.any(String));
		expect(await stayOf(adventureId)).toBeNull();
	});

	it("is the owner's alone to set: a viewer of a public adventure gets 403, a stranger 404", async () => {
		const { adventureId, hotelId } = await tripWithHotel(true);
		expect((await patch(adventureId, { stay: { placeId: hotelId } }, other)).status).toBe(403);
		const hidden = await tripWithHotel(false);
		expect((await patch(hidden.adventureId, { stay: { placeId: hidden.hotelId } }, other)).status).toBe(404);
		expect(await stayColumns(adventureId)).toMatchObject({ placeId: null });
	});
});

describe("unsaving the place the family stays at", () => {
	it("clears the stay with it; unsaving another place leaves the stay", async () => {
		const { adventureId, hotelId } = await tripWithHotel();
		const parkId = await insertPlace({ name: "Harbour Park" });
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: parkId });
		await patch(adventureId, { stay: { placeId: hotelId } });
		const unsave = (placeId: string) =>
			call(`/api/saved-places/${encodeURIComponent(placeId)}?adventureId=${adventureId}`, {
				method: "DELETE",
				headers: { Cookie: me.cookie },
			});
		expect((await unsave(parkId)).status).toBe(200);
		expect((await stayOf(adventureId))?.placeId).toBe(hotelId);
		expect((await unsave(hotelId)).status).toBe(200);
		expect(await stayOf(adventureId)).toBeNull();
		expect(await stayColumns(adventureId)).toEqual({ placeId: null, label: null, latitude: null, longitude: null });
	});

	it("leaves a typed address alone", async () => {
		const { adventureId, hotelId } = await tripWithHotel();
		await patch(adventureId, { stay: { label: "1 Shore Road", latitude: 44.3, longitude: -68.3 } });
		await call(`/api/saved-places/${encodeURIComponent(hotelId)}?adventureId=${adventureId}`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect((await stayOf(adventureId))?.label).toBe("1 Shore Road");
	});
});

describe("where a family sleeps is never shown to others", () => {
	it("a viewer's read of a public adventure carries no stay, and no view of the public page names it", async () => {
		const { adventureId, hotelId } = await tripWithHotel(true);
		await patch(adventureId, { stay: { label: "7 Secret Street", latitude: 44.31, longitude: -68.31 } });
		expect(await stayOf(adventureId, other)).toBeNull();
		for (const who of [null, other, me]) {
			const res = await read(`/api/public/adventures/${adventureId}`, who);
			expect(res.status).toBe(200);
			const text = await res.text();
			expect(text).not.toContain("Secret Street");
			expect(text).not.toContain("stay");
		}
		const list = await read("/api/adventures/public", null);
		expect(await list.text()).not.toContain("Secret Street");
		// The saved hotel itself stays a saved place the public view may show.
		expect(hotelId).toMatch(/^cat:/);
	});

	it("a share link's view carries no stay", async () => {
		const { adventureId } = await tripWithHotel(false);
		await patch(adventureId, { stay: { label: "9 Hidden Row", latitude: 44.32, longitude: -68.32 } });
		const link = await call(`/api/adventures/${adventureId}/share-link`, {
			method: "POST",
			headers: { Cookie: me.cookie },
		});
		const token = new URL(((await link.json()) as { url: string }).url).searchParams.get("share") ?? "";
		const res = await read(`/api/public/adventures/${adventureId}?share=${token}`, null);
		expect(res.status).toBe(200);
		const text = await res.text();
		expect(text).not.toContain("Hidden Row");
		expect(text).not.toContain("stay");
	});

	it("a duplicate does not copy it", async () => {
		const { adventureId } = await tripWithHotel(true);
		await patch(adventureId, { stay: { label: "3 Copy Close", latitude: 44.33, longitude: -68.33 } });
		const res = await call(
			"/api/adventures/duplicate",
			json(
				{ sourceAdventureId: adventureId, title: "Copy", startDate: "2031-01-01", endDate: "2031-01-02" },
				{ method: "POST", headers: { Cookie: other.cookie } },
			),
		);
		expect(res.status).toBe(201);
		const copy = (await res.json()) as { id: string };
		expect(await stayOf(copy.id, other)).toBeNull();
	});
});

/** The Natural History Museum, Cromwell Rd, South Kensington (the catalog's point). */
const NHM = { latitude: 51.4967, longitude: -0.1764 };

/** An adventure of mine in London (the destination's point), with the catalog's London places stored. */
async function londonTrip() {
	await insertGuidePlaces(LONDON_CATALOG);
	const adventureId = await insertAdventure(me.user.id);
	await db()
		.update(adventures)
		.set({ location: "London, England, United Kingdom", latitude: 51.5074, longitude: -0.1278 })
		.where(eq(adventures.id, adventureId));
	return adventureId;
}

const suggest = (adventureId: string, query: string, who: SignedIn = me) =>
	read(`/api/adventures/${adventureId}/stay-suggestions?${new URLSearchParams({ query })}`, who);

async function suggestionsFor(adventureId: string, query: string): Promise<AddressSuggestion[]> {
	const res = await suggest(adventureId, query);
	expect(res.status).toBe(200);
	return (await res.json()) as AddressSuggestion[];
}

const kmFrom = (point: { latitude: number | null; longitude: number | null } | null | undefined, to: LatLng) =>
	point?.latitude != null && point.longitude != null
		? haversineKm({ latitude: point.latitude, longitude: point.longitude }, to)
		: Number.POSITIVE_INFINITY;

describe("'Where we're staying' by address, near the trip (the catalog)", () => {
	it("suggests South Kensington and Cromwell Road in London, at the museums, before anything else", async () => {
		const adventureId = await londonTrip();
		const kensington = await suggestionsFor(adventureId, "South Kensington");
		expect(kensington[0]?.structured_formatting.main_text).toBe("South Kensington, London");
		expect(kmFrom(kensington[0], NHM)).toBeLessThan(1);
		// Every suggestion lies near the trip: no South Kensington in Maryland.
		for (const suggestion of kensington)
			expect(kmFrom(suggestion, { latitude: 51.5074, longitude: -0.1278 })).toBeLessThan(50);
		expect(JSON.stringify(kensington)).not.toMatch(/Maryland/);

		const cromwell = await suggestionsFor(adventureId, "Cromwell Road");
		expect(cromwell[0]?.structured_formatting.main_text).toBe("Cromwell Rd, London");
		expect(kmFrom(cromwell[0], NHM)).toBeLessThan(1);

		const museum = await suggestionsFor(adventureId, "Natural History");
		expect(museum[0]).toMatchObject({
			structured_formatting: { main_text: "Natural History Museum" },
			latitude: expect.closeTo(NHM.latitude, 2),
			longitude: expect.closeTo(NHM.longitude, 2),
		});
	});

	it("saves a typed address at its place near the trip", async () => {
		const adventureId = await londonTrip();
		for (const label of ["South Kensington", "Cromwell Road, South Kensington, London", "12 Cromwell Road"]) {
			const res = await patch(adventureId, { stay: { label } });
			expect(res.status).toBe(200);
			const stay = await stayColumns(adventureId);
			expect(stay?.label).toBe(label);
			expect(kmFrom(stay, NHM)).toBeLessThan(1);
		}
	});

	it("refuses a point far from the trip (400, in a family's words), saving nothing", async () => {
		const adventureId = await londonTrip();
		const maryland = { label: "South Kensington, Maryland", latitude: 39.0262, longitude: -77.0747 };
		const res = await patch(adventureId, { stay: maryland });
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toBe(stayMessages.farFromTrip("London"));
		expect(stayMessages.farFromTrip("London")).toBe(
			"That address is far from London. Where we're staying should be near the trip.",
		);
		expect(await stayColumns(adventureId)).toEqual({ placeId: null, label: null, latitude: null, longitude: null });
		// Oxford, some 80 km away, is far too; Kensington, 5 km, is not.
		expect((await patch(adventureId, { stay: { label: "Oxford", latitude: 51.752, longitude: -1.2577 } })).status).toBe(
			400,
		);
		expect((await patch(adventureId, { stay: { label: "Kensington", latitude: 51.5, longitude: -0.19 } })).status).toBe(
			200,
		);
	});

	it("refuses a typed address that matches nothing near the trip with the existing 400", async () => {
		const adventureId = await londonTrip();
		expect(await suggestionsFor(adventureId, "Qwzzy Lane")).toEqual([]);
		const res = await patch(adventureId, { stay: { label: "Qwzzy Lane" } });
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toBe(stayMessages.addressNotFound);
		expect((await stayColumns(adventureId))?.label).toBeNull();
	});

	it("is the owner's alone to ask: a stranger gets 404; too long a text is a 400", async () => {
		const adventureId = await londonTrip();
		expect((await suggest(adventureId, "South Kensington", other)).status).toBe(404);
		expect((await suggest(adventureId, "x".repeat(101))).status).toBe(400);
		expect(await suggestionsFor(adventureId, "So")).toEqual([]);
	});
});
