import { and, eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOO_MANY_REQUESTS } from "../../domain/api/http";
import type { Place } from "../../domain/place/place";
import { PLACE_PHOTOS_PER_MINUTE } from "../../domain/place/place";
import { readConfig } from "../../worker/config";
import { placeCallCounts, places, savedPlaces, usageEvents } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { FakeGooglePlaces } from "./fake-google-places";
import { FakeOpenAi, text } from "./fake-openai";
import { bindings, callWith, db, insertAdventure, json, type SignedIn, signIn, uniqueIp } from "./helpers";
import { insertPlace } from "./path-fixtures";

/**
 * What one account (or, signed out, one client address) can make the deployment spend on Google
 * Places and on the model: a call Google refused or failed costs nothing, a photo is fetched and paid
 * once, photos and lookups are limited per minute, paid place calls per day (past that the keyless
 * provider answers), and the title and description suggestions count toward the daily model-call cap.
 */

const GOOGLE: Partial<Bindings> = { GOOGLE_MAPS_API_KEY: "test-google-key" };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

let google: FakeGooglePlaces;

beforeEach(() => {
	google = new FakeGooglePlaces().install();
});

afterEach(() => {
	google.uninstall();
	vi.restoreAllMocks();
});

const as = (who: SignedIn, path: string, env: Partial<Bindings> = GOOGLE) =>
	callWith(env, path, { headers: { Cookie: who.cookie } });

const photoPath = (name: string) => `/api/places/photo?${new URLSearchParams({ name })}`;

const searchPath = (query: string) =>
	`/api/places/search?${new URLSearchParams({ query, latitude: String(LONDON.latitude), longitude: String(LONDON.longitude) })}`;

/** The Google Places usage rows recorded for `userId`. */
const googleCosts = (userId: string) =>
	db()
		.select()
		.from(usageEvents)
		.where(and(eq(usageEvents.userId, userId), eq(usageEvents.provider, "google-places")));

/** A Google place with `photos` photo names (`places/{id}/photos/p{n}`); its id. */
function googlePlace(photos = 1): { id: string; photos: string[] } {
	const id = `ChIJspend${crypto.randomUUID().replaceAll("-", "")}`;
	const names = Array.from({ length: photos }, (_, n) => `places/${id}/photos/p${n}`);
	google.addPlace({ id, name: "Spend Museum", address: "1 Spend Street, London", ...LONDON, photos: names });
	return { id, photos: names };
}

const madeUpPhotos = (count: number) =>
	Array.from({ length: count }, () => `places/ChIJmadeup/photos/${crypto.randomUUID().replaceAll("-", "")}`);

describe("photos: paid once, only when Google served one, a window per user", () => {
	it("60 made-up photo names: each a 404 that records no cost; past PLACE_PHOTOS_PER_MINUTE the rest are 429 and never reach Google", async () => {
		const me = await signIn();
		const first = await Promise.all(madeUpPhotos(60).map((name) => as(me, photoPath(name))));
		expect(first.map((res) => res.status)).toEqual(Array(60).fill(404));
		expect(google.requests).toHaveLength(60);

		const extra = 40;
		const rest = await Promise.all(
			madeUpPhotos(PLACE_PHOTOS_PER_MINUTE - 60 + extra).map((name) => as(me, photoPath(name))),
		);
		const statuses = rest.map((res) => res.status);
		expect(statuses.filter((status) => status === 404)).toHaveLength(PLACE_PHOTOS_PER_MINUTE - 60);
		expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
		for (const refused of rest.filter((res) => res.status === 429)) {
			expect(refused.headers.get("Retry-After")).toBe("60");
			expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
		}
		expect(google.requests).toHaveLength(PLACE_PHOTOS_PER_MINUTE);
		expect(await googleCosts(me.user.id)).toEqual([]);
	});

	it("the same photo twice: one request to Google and one cost; the second comes from the cache with the same headers and bytes", async () => {
		const me = await signIn();
		const [name = ""] = googlePlace().photos;
		const answers = [];
		for (let i = 0; i < 2; i++) {
			const res = await as(me, photoPath(name));
			expect(res.status).toBe(200);
			answers.push({
				type: res.headers.get("Content-Type"),
				cacheControl: res.headers.get("Cache-Control"),
				length: res.headers.get("Content-Length"),
				bytes: new Uint8Array(await res.arrayBuffer()),
			});
		}
		const served = {
			type: "image/jpeg",
			cacheControl: "private, max-age=86400",
			length: String(google.photoBytes.byteLength),
			bytes: google.photoBytes,
		};
		expect(answers).toEqual([served, served]);
		expect(google.requests.filter((request) => request.url.pathname.endsWith("/media"))).toHaveLength(1);
		const costs = await googleCosts(me.user.id);
		expect(costs.map((row) => row.sku)).toEqual(["place-photo"]);

		// Another account asks for it: still from the cache, no cost.
		const other = await signIn();
		expect((await as(other, photoPath(name))).status).toBe(200);
		expect(google.requests).toHaveLength(1);
		expect(await googleCosts(other.user.id)).toEqual([]);
	});

	it("a photo Google failed is neither kept nor paid: the next request asks Google again", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const me = await signIn();
		const [name = ""] = googlePlace().photos;
		google.failWith(() => new Response("down", { status: 503 }));
		expect((await as(me, photoPath(name))).status).toBe(502);
		google.failWith(null);
		expect((await as(me, photoPath(name))).status).toBe(200);
		expect(google.requests).toHaveLength(2);
		expect((await googleCosts(me.user.id)).map((row) => row.sku)).toEqual(["place-photo"]);
	});
});

describe("a cost is recorded only for a call Google answered", () => {
	it("search, details and suggestions that Google refused or failed record nothing; answered ones record one each", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const me = await signIn();
		google.failWith(() => new Response("down", { status: 500 }));
		expect((await as(me, searchPath("failing museum"))).status).toBe(200);
		expect((await as(me, "/api/places/autocomplete?query=failing-town&locationSearch=true")).status).toBe(200);
		google.failWith(null);
		expect((await as(me, "/api/places/details?placeId=ChIJunknownplace")).status).toBe(404);
		expect((await as(me, "/api/places/details/ChIJunknownplace2")).status).toBe(404);
		expect(google.requests).toHaveLength(4);
		expect(await googleCosts(me.user.id)).toEqual([]);

		const { id } = googlePlace();
		google.setSearchResults([id]);
		expect((await as(me, searchPath("answered museum"))).status).toBe(200);
		expect((await as(me, `/api/places/details?placeId=${id}`)).status).toBe(200);
		expect((await googleCosts(me.user.id)).map((row) => row.sku).sort()).toEqual([
			"place-details",
			"text-search-enterprise",
		]);
	});
});

describe("the daily cap on paid place calls (PLACE_CALLS_PER_USER_PER_DAY)", () => {
	const CAPPED: Partial<Bindings> = { ...GOOGLE, PLACE_CALLS_PER_USER_PER_DAY: "2" };

	it("reads the setting (default 1000; anything but a whole number ≥ 1 is the default)", () => {
		expect(readConfig(bindings).placeCallsPerUserPerDay).toBe(1000);
		expect(readConfig({ ...bindings, PLACE_CALLS_PER_USER_PER_DAY: "50" }).placeCallsPerUserPerDay).toBe(50);
		for (const value of ["0", "-1", "many", "1.5"]) {
			expect(readConfig({ ...bindings, PLACE_CALLS_PER_USER_PER_DAY: value }).placeCallsPerUserPerDay).toBe(1000);
		}
	});

	it("past it the keyless provider answers and no request reaches Google; answers Google gave before still come from the cache; another account is unaffected", async () => {
		const me = await signIn();
		const { id, photos } = googlePlace(2);
		const [photo0 = "", photo1 = ""] = photos;
		const catalogId = await insertPlace({ name: "Capmuseum Gallery", ...LONDON });
		google.setSearchResults([id]);

		const found = async (who: SignedIn, query: string) => {
			const res = await as(who, searchPath(query), CAPPED);
			expect(res.status).toBe(200);
			return ((await res.json()) as Place[]).map((place) => place.googlePlaceId);
		};
		// Two calls reach Google: a search and a photo.
		expect(await found(me, "capmuseum")).toEqual([id]);
		expect((await as(me, photoPath(photo0), CAPPED)).status).toBe(200);
		expect(google.requests).toHaveLength(2);

		// The third would be a third: the catalog answers the search instead, and there is no photo.
		// (Google's answer is only ever the one Google place; the catalog searches every stored place.)
		expect(await found(me, "capmuseum gallery")).toContain(catalogId);
		expect((await as(me, photoPath(photo1), CAPPED)).status).toBe(404);
		expect(google.requests).toHaveLength(2);
		// What Google answered before is still served: the cached search and the cached photo.
		expect(await found(me, "capmuseum")).toEqual([id]);
		expect((await as(me, photoPath(photo0), CAPPED)).status).toBe(200);
		expect(google.requests).toHaveLength(2);

		const day = new Date().toISOString().slice(0, 10);
		const counts = await db().select().from(placeCallCounts).where(eq(placeCallCounts.caller, me.user.id));
		expect(counts).toEqual([{ caller: me.user.id, day, count: 2 }]);

		const other = await signIn();
		expect((await as(other, photoPath(photo1), CAPPED)).status).toBe(200);
		expect(google.requests).toHaveLength(3);
	});

	it("the public view, signed out, counts per client address: one client past the cap gets no photo from Google, another still does", async () => {
		const owner = await signIn();
		const adventureId = await insertAdventure(owner.user.id, { isPublic: true });
		const { id, photos } = googlePlace(3);
		await db()
			.insert(places)
			.values({ id, name: "Spend Museum", ...LONDON, types: ["museum"], source: "google" });
		await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: id });
		const guest = (name: string, ip: string) =>
			callWith(
				{ ...GOOGLE, PLACE_CALLS_PER_USER_PER_DAY: "1" },
				`/api/public/adventures/${adventureId}/photo?${new URLSearchParams({ name })}`,
				{ headers: { "CF-Connecting-IP": ip } },
			);
		const [a = "", b = "", c = ""] = photos;
		const first = uniqueIp();
		expect((await guest(a, first)).status).toBe(200);
		expect((await guest(b, first)).status).toBe(404);
		expect(google.requests).toHaveLength(1);
		// The photo already fetched is served to that client from the cache all the same.
		expect((await guest(a, first)).status).toBe(200);
		expect(google.requests).toHaveLength(1);

		const second = uniqueIp();
		expect((await guest(c, second)).status).toBe(200);
		expect(google.requests).toHaveLength(2);
		const rows = await db()
			.select()
			.from(placeCallCounts)
			.where(
				inArray(placeCallCounts.caller, [`ip6:${first.split("::")[0]}::/64`, `ip6:${second.split("::")[0]}::/64`]),
			);
		expect(rows.map((row) => row.count)).toEqual([1, 1]);
	});
});

describe("the title and description suggestions count toward the daily model-call cap", () => {
	let openai: FakeOpenAi;

	beforeEach(() => {
		openai = new FakeOpenAi().answer(text('"Geysers and Snowy Trails"')).install();
	});

	afterEach(() => openai.uninstall());

	it("past MODEL_CALLS_PER_USER_PER_DAY, streamed or not, no model request is made: the offline writer answers", async () => {
		const me = await signIn();
		const env: Partial<Bindings> = {
			OPENAI_API_KEY: openai.apiKey,
			OPENAI_BASE_URL: openai.baseUrl,
			OPENAI_MODEL: "gpt-4o-mini",
			MODEL_CALLS_PER_USER_PER_DAY: "2",
		};
		const form = { location: "Yellowstone National Park, WY, USA", kidAges: [6] };
		const ask = (path: string) => callWith(env, path, json(form, { headers: { Cookie: me.cookie } }));
		const lastLine = async (res: Response) => {
			expect(res.status).toBe(200);
			const lines = new TextDecoder()
				.decode(await res.arrayBuffer())
				.trimEnd()
				.split("\n");
			return JSON.parse(lines.at(-1) ?? "{}") as { title?: string; description?: string };
		};

		expect((await lastLine(await ask("/api/adventures/generate-title/stream"))).title).toBe("Geysers and Snowy Trails");
		expect((await ask("/api/adventures/generate-description/stream")).status).toBe(200);
		expect(openai.requests).toHaveLength(2);

		for (const path of ["/api/adventures/generate-title/stream", "/api/adventures/generate-title"]) {
			const title = (await lastLine(await ask(path))).title;
			expect(title).toMatch(/Yellowstone/);
			expect(title).not.toBe("Geysers and Snowy Trails");
		}
		for (const path of ["/api/adventures/generate-description/stream", "/api/adventures/generate-description"]) {
			expect((await lastLine(await ask(path))).description).toMatch(/Yellowstone/);
		}
		expect(openai.requests).toHaveLength(2);
	});
});
