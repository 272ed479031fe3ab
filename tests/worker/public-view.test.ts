import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_VIEW_PHOTOS_PER_MINUTE, PUBLIC_VIEW_READS_PER_MINUTE } from "../../domain/share/public-view";
import { places, savedPlaces } from "../../worker/db/schema";
import { FakeGooglePlaces } from "./fake-google-places";
import { call, callWith, db, insertAdventure, insertUser, signIn, uniqueIp } from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

/**
 * The public view for anyone who has the link: no beta password, no account. Every request here
 * carries no cookie at all (a fresh browser) unless it says otherwise, and a client address of its
 * own so the per-client limits of different tests never meet.
 */

const GOOGLE = { GOOGLE_MAPS_API_KEY: "test-google-key" };

/** A GET from a fresh browser: no cookies, its own address (or the one given). */
const guest = (path: string, ip = uniqueIp()) => call(path, { headers: { "CF-Connecting-IP": ip } });

const withShare = (path: string, share?: string) =>
	share === undefined ? path : `${path}${path.includes("?") ? "&" : "?"}share=${encodeURIComponent(share)}`;

interface Trip {
	ownerCookie: string;
	adventureId: string;
	token: string;
	savedPlaceId: string;
	pathId: string;
	stopPlaceIds: string[];
}

/** A private adventure with a saved place, a path of three stops and a share link. */
async function privateTrip(): Promise<Trip> {
	const owner = await signIn();
	const adventureId = await insertAdventure(owner.user.id);
	const savedPlaceId = await insertPlace({ name: "Shared Museum" });
	await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: savedPlaceId });
	const { pathId, placeIds } = await insertPathWithStops(adventureId, 3, { transportMode: "walking" });
	const res = await call(`/api/adventures/${adventureId}/share-link`, {
		method: "POST",
		headers: { Cookie: owner.cookie },
	});
	expect(res.status).toBe(200);
	const token = new URL(((await res.json()) as { url: string }).url).searchParams.get("share") ?? "";
	return { ownerCookie: owner.cookie, adventureId, token, savedPlaceId, pathId, stopPlaceIds: placeIds };
}

async function revoke(trip: Trip) {
	const res = await call(`/api/adventures/${trip.adventureId}/share-link`, {
		method: "DELETE",
		headers: { Cookie: trip.ownerCookie },
	});
	expect(res.status).toBe(200);
}

/** Every read the public view makes for a trip, as the SPA asks for them. */
const readsOf = (trip: Trip) => {
	const base = `/api/public/adventures/${trip.adventureId}`;
	return [
		base,
		`${base}/places/${encodeURIComponent(trip.savedPlaceId)}`,
		`${base}/places/${encodeURIComponent(trip.savedPlaceId)}/family-reviews`,
		`${base}/paths/${trip.pathId}/route?mode=walking`,
		`${base}/paths/${trip.pathId}/export?format=gpx`,
		`${base}/paths/${trip.pathId}/export?format=kml`,
		`/api/adventures/${trip.adventureId}/calendar.ics`,
	];
};

describe("a share link, opened by a fresh browser (no beta password, no account)", () => {
	it("reads the whole adventure: the view, place details, field notes, routes, files and calendar", async () => {
		const trip = await privateTrip();
		for (const path of readsOf(trip)) {
			const res = await guest(withShare(path, trip.token));
			expect(res.status, path).toBe(200);
		}
		const view = await guest(withShare(`/api/public/adventures/${trip.adventureId}`, trip.token));
		const body = (await view.json()) as {
			adventure: { id: string; access: string };
			savedPlaces: { place: { name: string } }[];
			paths: { stops: unknown[] }[];
		};
		expect(body.adventure).toMatchObject({ id: trip.adventureId, access: "viewer" });
		expect(body.savedPlaces.map((s) => s.place.name)).toEqual(["Shared Museum"]);
		expect(body.paths[0]?.stops).toHaveLength(3);
	});

	it("answers a place's details, whether saved or only a stop of a path", async () => {
		const trip = await privateTrip();
		const base = `/api/public/adventures/${trip.adventureId}`;
		const saved = await guest(withShare(`${base}/places/${encodeURIComponent(trip.savedPlaceId)}`, trip.token));
		expect(await saved.json()).toMatchObject({ googlePlaceId: trip.savedPlaceId, name: "Shared Museum" });
		const stopId = trip.stopPlaceIds[1] ?? "";
		const stop = await guest(withShare(`${base}/places/${encodeURIComponent(stopId)}`, trip.token));
		expect(stop.status).toBe(200);
		expect(await stop.json()).toMatchObject({ googlePlaceId: stopId, name: "Stop 2" });
		const notes = await guest(withShare(`${base}/places/${encodeURIComponent(stopId)}/family-reviews`, trip.token));
		expect(await notes.json()).toEqual({ reviews: [], fieldNotes: expect.any(Array) });
	});

	it("answers a path's legs and totals, in another mode too, and its GPX and KML files", async () => {
		const trip = await privateTrip();
		const base = `/api/public/adventures/${trip.adventureId}/paths/${trip.pathId}`;
		const route = await guest(withShare(`${base}/route`, trip.token));
		const body = (await route.json()) as {
			status: string;
			legs: { distanceMeters: number }[];
			totalDistanceMeters: number;
			totalDurationSeconds: number;
		};
		expect(body.status).toBe("ok");
		expect(body.legs).toHaveLength(2);
		expect(body.totalDistanceMeters).toBeGreaterThan(1500);
		expect(body.totalDurationSeconds).toBeGreaterThan(0);
		const driving = await guest(withShare(`${base}/route?mode=driving`, trip.token));
		expect(((await driving.json()) as { totalDurationSeconds: number }).totalDurationSeconds).toBeLessThan(
			body.totalDurationSeconds,
		);

		const gpx = await guest(withShare(`${base}/export?format=gpx`, trip.token));
		expect(gpx.headers.get("Content-Type")).toMatch(/^application\/gpx\+xml/);
		expect(gpx.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.gpx"$/);
		expect(await gpx.text()).toContain("Stop 3");
		const kml = await guest(withShare(`${base}/export?format=kml`, trip.token));
		expect(kml.headers.get("Content-Type")).toMatch(/kml/);
		const ics = await guest(withShare(`/api/adventures/${trip.adventureId}/calendar.ics`, trip.token));
		expect(await ics.text()).toContain("BEGIN:VCALENDAR");
	});

	it("opens nothing without the token, with a wrong or another adventure's token, or once revoked", async () => {
		const trip = await privateTrip();
		const other = await privateTrip();
		for (const path of readsOf(trip)) {
			expect((await guest(path)).status, `no token: ${path}`).toBe(404);
			expect((await guest(withShare(path, "A".repeat(43)))).status, `wrong token: ${path}`).toBe(404);
			expect((await guest(withShare(path, other.token))).status, `other token: ${path}`).toBe(404);
			expect((await guest(withShare(path, "short"))).status, `malformed token: ${path}`).toBe(400);
		}
		await revoke(trip);
		for (const path of readsOf(trip)) {
			const res = await guest(withShare(path, trip.token));
			expect(res.status, `revoked: ${path}`).toBe(404);
			expect(await res.json()).toEqual({ error: "Adventure not found" });
		}
	});

	it("reads only the adventure's own places and paths: another adventure's are 404", async () => {
		const trip = await privateTrip();
		const other = await privateTrip();
		const base = `/api/public/adventures/${trip.adventureId}`;
		const foreignPlace = encodeURIComponent(other.savedPlaceId);
		const refusals: [string, string][] = [
			[`${base}/places/${foreignPlace}`, "Place not found"],
			[`${base}/places/${foreignPlace}/family-reviews`, "Place not found"],
			[`${base}/places/${encodeURIComponent(await insertPlace())}`, "Place not found"],
			[`${base}/places/cat:no-such-place`, "Place not found"],
			[`${base}/paths/${other.pathId}/route`, "Path not found"],
			[`${base}/paths/${other.pathId}/export?format=gpx`, "Path not found"],
			[`${base}/paths/${crypto.randomUUID()}/route`, "Path not found"],
		];
		for (const [path, error] of refusals) {
			const res = await guest(withShare(path, trip.token));
			expect(res.status, path).toBe(404);
			expect(await res.json(), path).toEqual({ error });
		}
	});

	it("refuses unknown query parameters (strict schemas)", async () => {
		const trip = await privateTrip();
		const base = `/api/public/adventures/${trip.adventureId}`;
		for (const path of [
			`${base}?share=${trip.token}&x=1`,
			`${base}/places/${encodeURIComponent(trip.savedPlaceId)}?share=${trip.token}&adventureId=x`,
			`${base}/paths/${trip.pathId}/route?share=${trip.token}&mode=flying`,
			`${base}/paths/${trip.pathId}/export?share=${trip.token}&format=pdf`,
			`${base}/photo?share=${trip.token}&name=nope`,
		]) {
			expect((await guest(path)).status, path).toBe(400);
		}
	});

	it("lets a fresh browser read a public adventure without a token, and never a private one", async () => {
		const publicId = await insertAdventure(await insertUser(), { isPublic: true });
		const placeId = await insertPlace({ name: "Open Garden" });
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId: publicId, placeId });
		const { pathId } = await insertPathWithStops(publicId, 2);
		const base = `/api/public/adventures/${publicId}`;
		for (const path of [
			base,
			`${base}/places/${encodeURIComponent(placeId)}`,
			`${base}/paths/${pathId}/route`,
			`/api/adventures/${publicId}/calendar.ics`,
		]) {
			expect((await guest(path)).status, path).toBe(200);
		}
		const privateId = await insertAdventure(await insertUser());
		expect((await guest(`/api/public/adventures/${privateId}`)).status).toBe(404);
	});

	it("keeps everything else behind the beta gate, the token notwithstanding", async () => {
		const trip = await privateTrip();
		const q = `?share=${trip.token}`;
		for (const path of [
			"/api/adventures",
			`/api/adventures/${trip.adventureId}${q}`,
			`/api/adventures/${trip.adventureId}/paths${q}`,
			`/api/adventures/${trip.adventureId}/saved-places${q}`,
			`/api/saved-places?adventureId=${trip.adventureId}&share=${trip.token}`,
			`/api/paths/${trip.pathId}/route${q}`,
			`/api/paths/${trip.pathId}/export${q}`,
			`/api/paths/${trip.pathId}/stops${q}`,
			`/api/places/details/${encodeURIComponent(trip.savedPlaceId)}${q}`,
			`/api/places/photo?name=places/ChIJabc/photos/def&share=${trip.token}`,
			"/api/auth/user",
			"/api/adventures/public",
			`/api/public/adventures/${trip.adventureId}/${q}`,
			`/api/public/adventures/${trip.adventureId}/paths${q}`,
		]) {
			const res = await guest(path);
			expect(res.status, path).toBe(403);
			expect(await res.json()).toEqual({ error: "Beta access required" });
		}
		// Not a read: the public view's routes answer GET only.
		const post = await call(`/api/public/adventures/${trip.adventureId}${q}`, {
			method: "POST",
			headers: { Origin: "http://localhost" },
		});
		expect(post.status).toBe(403);
	});

	it("counts a client's reads: 429 past the limit, other clients unaffected", async () => {
		const trip = await privateTrip();
		const ip = uniqueIp();
		const path = withShare(`/api/public/adventures/${trip.adventureId}`, trip.token);
		const statuses = await Promise.all(Array.from({ length: PUBLIC_VIEW_READS_PER_MINUTE }, () => guest(path, ip)));
		expect(statuses.every((res) => res.status === 200)).toBe(true);
		// Every read of the view shares the one window, the calendar's too.
		const limited = await guest(withShare(`/api/adventures/${trip.adventureId}/calendar.ics`, trip.token), ip);
		expect(limited.status).toBe(429);
		expect(limited.headers.get("Retry-After")).toBe("60");
		expect(await limited.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
		expect((await guest(path)).status).toBe(200);
	});

	it("counts photos in a window of their own", async () => {
		const trip = await privateTrip();
		const ip = uniqueIp();
		const photo = withShare(
			`/api/public/adventures/${trip.adventureId}/photo?name=places/ChIJabc/photos/def`,
			trip.token,
		);
		const answers = await Promise.all(Array.from({ length: PUBLIC_VIEW_PHOTOS_PER_MINUTE }, () => guest(photo, ip)));
		expect(answers.every((res) => res.status === 404)).toBe(true);
		expect((await guest(photo, ip)).status).toBe(429);
		expect((await guest(withShare(`/api/public/adventures/${trip.adventureId}`, trip.token), ip)).status).toBe(200);
	});
});

describe("the public view's photos (Google Places)", () => {
	let google: FakeGooglePlaces;
	const photoName = "places/ChIJguestphoto/photos/Gu3st-photo_1";
	const strangerPhoto = "places/ChIJstranger/photos/Str4nger_1";

	beforeEach(() => {
		google = new FakeGooglePlaces().install();
		google.addPlace({
			id: "ChIJguestphoto",
			name: "Photo Museum",
			address: "1 Photo Street, London",
			latitude: 51.5,
			longitude: -0.12,
			photos: [photoName],
		});
		google.addPlace({
			id: "ChIJstranger",
			name: "Stranger Place",
			address: "2 Other Street, London",
			latitude: 51.5,
			longitude: -0.13,
			photos: [strangerPhoto],
		});
	});

	afterEach(() => {
		google.uninstall();
		vi.restoreAllMocks();
	});

	const guestWithGoogle = (path: string) => callWith(GOOGLE, path, { headers: { "CF-Connecting-IP": uniqueIp() } });

	async function tripWithGooglePlace(): Promise<Trip> {
		const trip = await privateTrip();
		await db()
			.insert(places)
			.values({
				id: "ChIJguestphoto",
				name: "Photo Museum",
				latitude: 51.5,
				longitude: -0.12,
				types: ["museum"],
				photoUrls: [`/api/places/photo?${new URLSearchParams({ name: photoName })}`],
				source: "google",
			})
			.onConflictDoNothing();
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId: trip.adventureId, placeId: "ChIJguestphoto" });
		return trip;
	}

	it("points every photo of the view at its own photo route, which streams it for the token's holder", async () => {
		const trip = await tripWithGooglePlace();
		const expected = `/api/public/adventures/${trip.adventureId}/photo?${new URLSearchParams({ name: photoName, share: trip.token })}`;
		const view = await guestWithGoogle(withShare(`/api/public/adventures/${trip.adventureId}`, trip.token));
		const body = (await view.json()) as { savedPlaces: { place: { photoUrl: string | null; photoUrls: string[] } }[] };
		const saved = body.savedPlaces.find((s) => s.place.photoUrl?.includes("Gu3st"));
		expect(saved?.place.photoUrl).toBe(expected);
		expect(saved?.place.photoUrls).toEqual([expected]);
		expect(JSON.stringify(body)).not.toContain("/api/places/photo");

		const details = await guestWithGoogle(
			withShare(`/api/public/adventures/${trip.adventureId}/places/ChIJguestphoto`, trip.token),
		);
		expect(details.status).toBe(200);
		expect(((await details.json()) as { photoUrl: string }).photoUrl).toBe(expected);

		const photo = await guestWithGoogle(expected);
		expect(photo.status).toBe(200);
		expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
		expect(photo.headers.get("Cache-Control")).toBe("private, max-age=86400");
		expect(new Uint8Array(await photo.arrayBuffer())).toEqual(google.photoBytes);
	});

	it("streams no photo of a place outside the adventure, and none once the link is revoked", async () => {
		const trip = await tripWithGooglePlace();
		const photoOf = (name: string) =>
			withShare(`/api/public/adventures/${trip.adventureId}/photo?${new URLSearchParams({ name })}`, trip.token);
		const stranger = await guestWithGoogle(photoOf(strangerPhoto));
		expect(stranger.status).toBe(404);
		expect(await stranger.json()).toEqual({ error: "Photo not found" });
		const fetched = google.requests.length;
		await revoke(trip);
		const revoked = await guestWithGoogle(photoOf(photoName));
		expect(revoked.status).toBe(404);
		expect(await revoked.json()).toEqual({ error: "Adventure not found" });
		expect(google.requests).toHaveLength(fetched);
	});
});
