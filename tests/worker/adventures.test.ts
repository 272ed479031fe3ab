import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Adventure, AdventureStats } from "../../domain/adventure/adventure";
import { adventures, users } from "../../worker/db/schema";
import { betaCookie, call, callWith, db, insertUser, json, type SignedIn, signIn, uniqueEmail } from "./helpers";

type Who = SignedIn | string;
const cookieOf = (who: Who) => (typeof who === "string" ? who : who.cookie);

function send(who: Who, path: string, init: RequestInit = {}): Promise<Response> {
	return call(path, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), Cookie: cookieOf(who) } });
}

const post = (who: Who, body: unknown, init: RequestInit = {}) => send(who, "/api/adventures", json(body, init));
const patch = (who: Who, id: string, body: unknown) =>
	send(who, `/api/adventures/${id}`, json(body, { method: "PATCH" }));
const get = (who: Who, id: string) => send(who, `/api/adventures/${id}`);

/** A create payload with every field the create call takes. */
const FULL = {
	title: "Geysers and bison",
	description: "A week around the park",
	location: "Yellowstone National Park, WY, USA",
	latitude: 44.428,
	longitude: -110.5885,
	startDate: "2030-06-01",
	endDate: "2030-06-07",
	numberOfTravelers: 4,
	kidAges: [9, 4],
	tags: ["National Park", "Hiking"],
	coverImageUrl: "/covers/national-park.svg",
};

async function create(who: Who, body: Record<string, unknown> = FULL): Promise<Adventure> {
	const res = await post(who, body);
	expect(res.status).toBe(201);
	return (await res.json()) as Adventure;
}

/** The stored row exactly as D1 holds it (column names and SQLite values). */
async function rawRow(id: string): Promise<Record<string, unknown> | null> {
	return env.DB.prepare("SELECT * FROM adventures WHERE id = ?").bind(id).first();
}

async function countOwned(ownerId: string): Promise<number> {
	const row = await env.DB.prepare("SELECT count(*) AS n FROM adventures WHERE owner_id = ?").bind(ownerId).first<{
		n: number;
	}>();
	return row?.n ?? 0;
}

/** Moves updated_at into the past so a later write is seen to bump it, whatever the clock resolution. */
const OLD = new Date("2020-01-01T00:00:00.000Z");
async function ageRow(id: string): Promise<void> {
	await db().update(adventures).set({ updatedAt: OLD }).where(eq(adventures.id, id));
}

/** Columns that differ between two raw rows. */
function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
	return Object.keys(after)
		.filter((key) => before[key] !== after[key])
		.sort();
}

const room = (adventureId: string) => env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(adventureId));

describe("POST /api/adventures", () => {
	it("creates the adventure for the caller: 201 and a row with date-only text dates", async () => {
		const me = await signIn(uniqueEmail("creator"));
		const res = await post(me, { ...FULL, kidAges: [9, 4, 9, 12], tags: ["Hiking", "National Park", "Hiking"] });
		expect(res.status).toBe(201);
		const body = (await res.json()) as Adventure;
		expect(body).toMatchObject({
			title: FULL.title,
			description: FULL.description,
			location: FULL.location,
			latitude: FULL.latitude,
			longitude: FULL.longitude,
			startDate: "2030-06-01",
			endDate: "2030-06-07",
			numberOfTravelers: 4,
			kidAges: [4, 9, 12],
			interests: [],
			tags: ["Hiking", "National Park"],
			coverImageUrl: FULL.coverImageUrl,
			isPublic: false,
		});
		expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
		expect(Date.parse(body.createdAt)).not.toBeNaN();
		expect(body.updatedAt).toBe(body.createdAt);
		expect(Object.keys(body)).not.toContain("ownerId");
		expect(Object.keys(body)).not.toContain("shareToken");

		const row = await env.DB.prepare(
			"SELECT owner_id, start_date, end_date, typeof(start_date) AS start_type, typeof(end_date) AS end_type, kid_ages, tags, is_public FROM adventures WHERE id = ?",
		)
			.bind(body.id)
			.first();
		expect(row).toEqual({
			owner_id: me.user.id,
			start_date: "2030-06-01",
			end_date: "2030-06-07",
			start_type: "text",
			end_type: "text",
			kid_ages: "[4,9,12]",
			tags: '["Hiking","National Park"]',
			is_public: 0,
		});
	});

	it("needs only title, location and dates; the rest defaults", async () => {
		const me = await signIn(uniqueEmail("minimal"));
		const body = await create(me, {
			title: "  Beach day ",
			location: "Brighton",
			startDate: "2030-08-01",
			endDate: "2030-08-02",
		});
		expect(body).toMatchObject({
			title: "Beach day",
			description: null,
			latitude: null,
			longitude: null,
			numberOfTravelers: null,
			kidAges: [],
			tags: [],
			coverImageUrl: null,
			isPublic: false,
		});
	});

	it("rejects a caller's attempt to pick the owner (unknown fields are refused)", async () => {
		const me = await signIn(uniqueEmail("sneaky"));
		const other = await insertUser();
		const res = await post(me, { ...FULL, ownerId: other });
		expect(res.status).toBe(400);
		expect(await countOwned(other)).toBe(0);
		expect(await countOwned(me.user.id)).toBe(0);
	});

	describe("bad input is a 400 with a clear message and creates nothing", () => {
		const cases: [string, Record<string, unknown>, string][] = [
			["a 300-character title", { title: "a".repeat(300) }, "Title must be at most 120 characters"],
			["a kid age of 19", { kidAges: [4, 19] }, "Kid ages must be whole numbers from 1 to 18"],
			["a kid age of 0", { kidAges: [0] }, "Kid ages must be whole numbers from 1 to 18"],
			["21 kid ages", { kidAges: Array.from({ length: 21 }, (_, i) => (i % 18) + 1) }, "At most 20 kid ages"],
			["0 travellers", { numberOfTravelers: 0 }, "Must have at least 1 traveler"],
			["21 travellers", { numberOfTravelers: 21 }, "At most 20 travelers"],
			["an unknown tag", { tags: ["Hiking", "Spa Weekend"] }, "Tags must come from the adventure type list"],
			["the date 2026-02-30", { startDate: "2026-02-30" }, "Dates must be real dates written YYYY-MM-DD"],
			["a date with a time", { endDate: "2030-06-07T10:00:00Z" }, "Dates must be real dates written YYYY-MM-DD"],
			["an end before the start", { endDate: "2030-05-31" }, "End date must be after the start date"],
			["no title", { title: undefined }, "Title is required"],
			["a blank title", { title: "   " }, "Title is required"],
			["no location", { location: undefined }, "Location is required"],
			["an empty location", { location: "" }, "Location is required"],
			["no start date", { startDate: undefined }, "Start date is required"],
			["no end date", { endDate: undefined }, "End date is required"],
			["a 201-character location", { location: "l".repeat(201) }, "Location must be at most 200 characters"],
			[
				"a 2001-character description",
				{ description: "d".repeat(2001) },
				"Description must be at most 2000 characters",
			],
			["a latitude of 91", { latitude: 91 }, "Too big: expected number to be <=90"],
			[
				"an http cover image",
				{ coverImageUrl: "http://x.example/a.jpg" },
				"Cover image must be one of the app's own images",
			],
			["an extra unknown field", { isPublic: true }, 'Unrecognized key: "isPublic"'],
		];

		it.each(cases)("%s", async (_label, change, message) => {
			const me = await signIn(uniqueEmail("bad-create"));
			const res = await post(me, { ...FULL, ...change });
			expect(res.status).toBe(400);
			const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
			expect(body.error).toBe(message);
			expect(body.issues.length).toBeGreaterThanOrEqual(1);
			expect(await countOwned(me.user.id)).toBe(0);
		});

		it("an empty body names every required field, title first", async () => {
			const me = await signIn(uniqueEmail("empty-create"));
			const res = await post(me, {});
			expect(res.status).toBe(400);
			const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
			expect(body.error).toBe("Title is required");
			expect(body.issues).toEqual([
				{ path: "title", message: "Title is required" },
				{ path: "location", message: "Location is required" },
				{ path: "startDate", message: "Start date is required" },
				{ path: "endDate", message: "End date is required" },
			]);
			expect(await countOwned(me.user.id)).toBe(0);
		});

		it("a body that is not JSON", async () => {
			const me = await signIn(uniqueEmail("not-json"));
			const res = await send(me, "/api/adventures", {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: "{title: 'oops'",
			});
			expect(res.status).toBe(400);
			expect(await res.json()).toEqual({ error: "Malformed JSON in request body" });
			expect(await countOwned(me.user.id)).toBe(0);
		});

		it("a body sent as text rather than JSON", async () => {
			const me = await signIn(uniqueEmail("text-body"));
			const res = await send(me, "/api/adventures", {
				method: "POST",
				headers: { "content-type": "text/plain" },
				body: JSON.stringify(FULL),
			});
			expect(res.status).toBe(400);
			expect(((await res.json()) as { error: string }).error).toBe(
				"The body must be JSON (Content-Type: application/json)",
			);
			expect(await countOwned(me.user.id)).toBe(0);
		});

		it.each([null, [], "a string", 42])("a JSON body %j that is not an object", async (payload) => {
			const me = await signIn(uniqueEmail("not-object"));
			const res = await post(me, payload);
			expect(res.status).toBe(400);
			expect(await countOwned(me.user.id)).toBe(0);
		});
	});

	it("is 401 when signed out, and creates nothing", async () => {
		const before = await env.DB.prepare("SELECT count(*) AS n FROM adventures").first<{ n: number }>();
		const res = await post(await betaCookie(), FULL);
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Unauthorized" });
		const after = await env.DB.prepare("SELECT count(*) AS n FROM adventures").first<{ n: number }>();
		expect(after?.n).toBe(before?.n);
	});
});

describe("GET /api/adventures", () => {
	it("returns only the caller's adventures", async () => {
		const me = await signIn(uniqueEmail("lister"));
		const other = await signIn(uniqueEmail("other-lister"));
		const first = await create(me, { ...FULL, title: "Later", startDate: "2031-01-01", endDate: "2031-01-02" });
		const second = await create(me, { ...FULL, title: "Sooner", startDate: "2030-01-01", endDate: "2030-01-02" });
		const theirs = await create(other, { ...FULL, title: "Theirs" });
		// Even a public adventure of someone else is not in "my" list.
		expect((await patch(other, theirs.id, { isPublic: true })).status).toBe(200);

		const res = await send(me, "/api/adventures");
		expect(res.status).toBe(200);
		const list = (await res.json()) as Adventure[];
		expect(list.map((a) => a.id).sort()).toEqual([first.id, second.id].sort());
		expect(list.find((a) => a.id === second.id)).toEqual(second);

		const theirList = (await (await send(other, "/api/adventures")).json()) as Adventure[];
		expect(theirList.map((a) => a.id)).toEqual([theirs.id]);
	});

	it("is an empty list for a new user", async () => {
		const me = await signIn(uniqueEmail("newcomer"));
		const res = await send(me, "/api/adventures");
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual([]);
	});

	it("is 401 when signed out", async () => {
		const res = await send(await betaCookie(), "/api/adventures");
		expect(res.status).toBe(401);
	});
});

describe("GET /api/adventures/{id}", () => {
	it("answers the owner with access 'owner'", async () => {
		const me = await signIn(uniqueEmail("owner-get"));
		const mine = await create(me);
		const res = await get(me, mine.id);
		expect(res.status).toBe(200);
		// Yellowstone is one of the catalog's samples: places are covered there. No catalog place is
		// named just "Yellowstone": the map guesses its zoom from the text (locationType null).
		expect(await res.json()).toEqual({
			...mine,
			access: "owner",
			stay: null,
			placesCoverage: { coverage: "full", message: null },
			locationType: null,
		});
	});

	it("hides another user's private adventure behind a 404", async () => {
		const owner = await signIn(uniqueEmail("private-owner"));
		const stranger = await signIn(uniqueEmail("stranger"));
		const theirs = await create(owner);
		const res = await get(stranger, theirs.id);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
	});

	it("shows another user's public adventure read-only, with access 'viewer'", async () => {
		const owner = await signIn(uniqueEmail("public-owner"));
		const viewer = await signIn(uniqueEmail("viewer"));
		const theirs = await create(owner);
		expect((await patch(owner, theirs.id, { isPublic: true })).status).toBe(200);
		const res = await get(viewer, theirs.id);
		expect(res.status).toBe(200);
		const body = (await res.json()) as Adventure & { access: string };
		expect(body).toMatchObject({ id: theirs.id, title: FULL.title, isPublic: true, access: "viewer" });
	});

	it("is a 404 for an unknown id", async () => {
		const me = await signIn(uniqueEmail("unknown-get"));
		const res = await get(me, crypto.randomUUID());
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
	});

	it("is 401 when signed out, even for a public adventure", async () => {
		const owner = await signIn(uniqueEmail("signed-out-get"));
		const mine = await create(owner);
		expect((await patch(owner, mine.id, { isPublic: true })).status).toBe(200);
		const res = await get(await betaCookie(), mine.id);
		expect(res.status).toBe(401);
		expect(await res.json()).toEqual({ error: "Unauthorized" });
	});
});

describe("PATCH /api/adventures/{id}", () => {
	/** Creates an adventure, ages its updated_at and returns it with its raw row. */
	async function stored(who: SignedIn) {
		const adventure = await create(who, { ...FULL, interests: ["geysers"] });
		await ageRow(adventure.id);
		const before = await rawRow(adventure.id);
		if (!before) throw new Error("row missing");
		return { adventure, before };
	}

	it("edit page: form fields plus latitude, longitude, kidAges and tags", async () => {
		const me = await signIn(uniqueEmail("edit-page"));
		const { adventure, before } = await stored(me);
		const payload = {
			title: "Grand Teton instead",
			description: "Lakes and peaks",
			location: "Grand Teton National Park, WY, USA",
			startDate: "2030-07-10",
			endDate: "2030-07-14",
			numberOfTravelers: 5,
			interests: ["lakes", "wildlife"],
			latitude: 43.7904,
			longitude: -110.6818,
			kidAges: [12, 6, 6],
			tags: ["Mountain", "Lakeside"],
		};
		const res = await patch(me, adventure.id, payload);
		expect(res.status).toBe(200);
		const body = (await res.json()) as Adventure;
		expect(body).toEqual({
			...adventure,
			...payload,
			kidAges: [6, 12],
			stay: null,
			updatedAt: body.updatedAt,
		});
		expect(Date.parse(body.updatedAt)).toBeGreaterThan(OLD.getTime());

		const after = await rawRow(adventure.id);
		expect(changedColumns(before, after ?? {})).toEqual(
			[
				"title",
				"description",
				"location",
				"start_date",
				"end_date",
				"number_of_travelers",
				"interests",
				"latitude",
				"longitude",
				"kid_ages",
				"tags",
				"updated_at",
			].sort(),
		);
		expect(after).toMatchObject({ start_date: "2030-07-10", end_date: "2030-07-14", kid_ages: "[6,12]" });
	});

	it("workspace dialog: title, location, description, dates, travellers, coordinates and tags", async () => {
		const me = await signIn(uniqueEmail("dialog"));
		const { adventure, before } = await stored(me);
		const payload = {
			title: "Old Faithful week",
			location: "West Yellowstone, MT, USA",
			description: "",
			startDate: "2030-06-02",
			endDate: "2030-06-09",
			numberOfTravelers: 3,
			latitude: 44.6621,
			longitude: -111.1041,
			tags: ["Camping"],
		};
		const res = await patch(me, adventure.id, payload);
		expect(res.status).toBe(200);
		const body = (await res.json()) as Adventure;
		// An empty description clears it.
		expect(body).toEqual({ ...adventure, ...payload, description: null, stay: null, updatedAt: body.updatedAt });
		expect(Date.parse(body.updatedAt)).toBeGreaterThan(OLD.getTime());

		const after = await rawRow(adventure.id);
		expect(changedColumns(before, after ?? {})).toEqual(
			[
				"title",
				"location",
				"description",
				"start_date",
				"end_date",
				"number_of_travelers",
				"latitude",
				"longitude",
				"tags",
				"updated_at",
			].sort(),
		);
		// Fields the dialog does not send are untouched.
		expect(after).toMatchObject({ kid_ages: "[4,9]", interests: '["geysers"]', cover_image_url: FULL.coverImageUrl });
	});

	it("privacy switch: isPublic only, and back again", async () => {
		const me = await signIn(uniqueEmail("privacy"));
		const { adventure, before } = await stored(me);
		const res = await patch(me, adventure.id, { isPublic: true });
		expect(res.status).toBe(200);
		const body = (await res.json()) as Adventure;
		expect(body).toEqual({ ...adventure, isPublic: true, stay: null, updatedAt: body.updatedAt });
		expect(Date.parse(body.updatedAt)).toBeGreaterThan(OLD.getTime());
		const after = await rawRow(adventure.id);
		expect(changedColumns(before, after ?? {})).toEqual(["is_public", "updated_at"]);
		expect(after?.is_public).toBe(1);

		const back = await patch(me, adventure.id, { isPublic: false });
		expect(back.status).toBe(200);
		expect(((await back.json()) as Adventure).isPublic).toBe(false);
		expect((await rawRow(adventure.id))?.is_public).toBe(0);
	});

	it("moving only the end date is checked against the stored start", async () => {
		const me = await signIn(uniqueEmail("end-only"));
		const { adventure, before } = await stored(me);
		const res = await patch(me, adventure.id, { endDate: "2030-05-31" });
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: "End date must not be before the start date" });
		expect(await rawRow(adventure.id)).toEqual(before);

		const startLate = await patch(me, adventure.id, { startDate: "2030-06-08" });
		expect(startLate.status).toBe(400);
		expect(await rawRow(adventure.id)).toEqual(before);

		const sameDay = await patch(me, adventure.id, { endDate: "2030-06-01" });
		expect(sameDay.status).toBe(200);
		expect((await rawRow(adventure.id))?.end_date).toBe("2030-06-01");
	});

	it("a viewer of a public adventure gets a 403 and changes nothing", async () => {
		const owner = await signIn(uniqueEmail("public-patch-owner"));
		const viewer = await signIn(uniqueEmail("public-patch-viewer"));
		const { adventure } = await stored(owner);
		expect((await patch(owner, adventure.id, { isPublic: true })).status).toBe(200);
		await ageRow(adventure.id);
		const before = await rawRow(adventure.id);

		for (const payload of [{ title: "Mine now" }, { isPublic: false }, { tags: ["Ski"] }]) {
			const res = await patch(viewer, adventure.id, payload);
			expect(res.status).toBe(403);
			expect(await res.json()).toEqual({ error: "Only the owner can change this adventure" });
		}
		expect(await rawRow(adventure.id)).toEqual(before);
	});

	it("another user's private adventure is a 404 and changes nothing", async () => {
		const owner = await signIn(uniqueEmail("private-patch-owner"));
		const stranger = await signIn(uniqueEmail("private-patch-stranger"));
		const { adventure, before } = await stored(owner);
		const res = await patch(stranger, adventure.id, { title: "Hijacked" });
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
		expect(await rawRow(adventure.id)).toEqual(before);
	});

	it("an unknown id is a 404", async () => {
		const me = await signIn(uniqueEmail("unknown-patch"));
		const res = await patch(me, crypto.randomUUID(), { title: "Nothing here" });
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
	});

	it("is 401 when signed out and changes nothing", async () => {
		const me = await signIn(uniqueEmail("signed-out-patch"));
		const { adventure, before } = await stored(me);
		const res = await patch(await betaCookie(), adventure.id, { title: "Anonymous" });
		expect(res.status).toBe(401);
		expect(await rawRow(adventure.id)).toEqual(before);
	});

	describe("bad input is a 400 with a clear message and changes nothing", () => {
		const cases: [string, unknown, string][] = [
			["an empty change", {}, "Nothing to update"],
			["a 300-character title", { title: "a".repeat(300) }, "Title must be at most 120 characters"],
			["a blank title", { title: "  " }, "Title is required"],
			["a null title", { title: null }, "Title is required"],
			["a blank location", { location: "" }, "Location is required"],
			["an empty start date", { startDate: "" }, "Start date is required"],
			["an empty end date", { endDate: "" }, "End date is required"],
			["a kid age of 19", { kidAges: [4, 19] }, "Kid ages must be whole numbers from 1 to 18"],
			["21 kid ages", { kidAges: Array.from({ length: 21 }, (_, i) => (i % 18) + 1) }, "At most 20 kid ages"],
			["0 travellers", { numberOfTravelers: 0 }, "Must have at least 1 traveler"],
			["21 travellers", { numberOfTravelers: 21 }, "At most 20 travelers"],
			["an unknown tag", { tags: ["Moon Base"] }, "Tags must come from the adventure type list"],
			["the date 2026-02-30", { startDate: "2026-02-30" }, "Dates must be real dates written YYYY-MM-DD"],
			["an extra unknown field", { title: "Fine", ownerId: "someone" }, 'Unrecognized key: "ownerId"'],
			["a share token", { shareToken: "abc" }, 'Unrecognized key: "shareToken"'],
			["isPublic as text", { isPublic: "true" }, "Invalid input: expected boolean, received string"],
		];

		it.each(cases)("%s", async (_label, payload, message) => {
			const me = await signIn(uniqueEmail("bad-patch"));
			const { adventure, before } = await stored(me);
			const res = await patch(me, adventure.id, payload);
			expect(res.status).toBe(400);
			expect(((await res.json()) as { error: string }).error).toBe(message);
			expect(await rawRow(adventure.id)).toEqual(before);
		});

		it("a body that is not JSON", async () => {
			const me = await signIn(uniqueEmail("patch-not-json"));
			const { adventure, before } = await stored(me);
			const res = await send(me, `/api/adventures/${adventure.id}`, {
				method: "PATCH",
				headers: { "content-type": "application/json" },
				body: "isPublic=true",
			});
			expect(res.status).toBe(400);
			expect(await res.json()).toEqual({ error: "Malformed JSON in request body" });
			expect(await rawRow(adventure.id)).toEqual(before);
		});
	});
});

describe("DELETE /api/adventures/{id}", () => {
	const del = (who: Who, id: string) => send(who, `/api/adventures/${id}`, { method: "DELETE" });

	it("lets the owner delete: 200 and the row is gone", async () => {
		const me = await signIn(uniqueEmail("deleter"));
		const mine = await create(me);
		const res = await del(me, mine.id);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ deleted: true, id: mine.id });
		expect(await rawRow(mine.id)).toBeNull();
		expect((await get(me, mine.id)).status).toBe(404);
		// A second delete finds nothing.
		const again = await del(me, mine.id);
		expect(again.status).toBe(404);
		expect(await again.json()).toEqual({ error: "Adventure not found" });
	});

	it("is a 404 for another user's adventure, and the row stays", async () => {
		const owner = await signIn(uniqueEmail("keep-owner"));
		const stranger = await signIn(uniqueEmail("keep-stranger"));
		const theirs = await create(owner);
		const before = await rawRow(theirs.id);
		const res = await del(stranger, theirs.id);
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: "Adventure not found" });
		expect(await rawRow(theirs.id)).toEqual(before);
	});

	it("is a 403 for a viewer of a public adventure, and the row stays", async () => {
		const owner = await signIn(uniqueEmail("keep-public-owner"));
		const viewer = await signIn(uniqueEmail("keep-public-viewer"));
		const theirs = await create(owner);
		expect((await patch(owner, theirs.id, { isPublic: true })).status).toBe(200);
		const before = await rawRow(theirs.id);
		const res = await del(viewer, theirs.id);
		expect(res.status).toBe(403);
		expect(await res.json()).toEqual({ error: "Only the owner can delete this adventure" });
		expect(await rawRow(theirs.id)).toEqual(before);
	});

	it("is 401 when signed out, and the row stays", async () => {
		const owner = await signIn(uniqueEmail("keep-signed-out"));
		const mine = await create(owner);
		const res = await del(await betaCookie(), mine.id);
		expect(res.status).toBe(401);
		expect(await rawRow(mine.id)).not.toBeNull();
	});

	it("purges the adventure's room storage (its conversation)", async () => {
		const me = await signIn(uniqueEmail("purge"));
		const mine = await create(me);
		const theirsOwner = await signIn(uniqueEmail("purge-other"));
		const kept = await create(theirsOwner);

		for (const id of [mine.id, kept.id]) {
			await runInDurableObject(room(id), (_instance, state) => {
				state.storage.sql.exec(
					"INSERT INTO messages (id, role, content, created_at) VALUES (?, 'user', ?, ?)",
					crypto.randomUUID(),
					"Where can we see bison?",
					Date.now(),
				);
			});
		}

		// Through the app with an execution context, so the after-response purge is awaited.
		const res = await callWith({}, `/api/adventures/${mine.id}`, { method: "DELETE", headers: { Cookie: me.cookie } });
		expect(res.status).toBe(200);
		// A refused delete purges nothing.
		const refused = await callWith({}, `/api/adventures/${kept.id}`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect(refused.status).toBe(404);

		const storageOf = (id: string) =>
			runInDurableObject(room(id), async (_instance, state) => ({
				tables: state.storage.sql
					.exec<{ name: string }>(
						"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
					)
					.toArray()
					.map((row) => row.name)
					.sort(),
				keys: [...(await state.storage.list()).keys()],
			}));

		const purged = await storageOf(mine.id);
		expect(purged).toEqual({ tables: [], keys: [] });

		const untouched = await runInDurableObject(room(kept.id), (_instance, state) =>
			state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM messages").one(),
		);
		expect(untouched.n).toBe(1);
	});
});

describe("GET /api/adventures/stats", () => {
	const HOME = { latitude: 51.5074, longitude: -0.1278 }; // London
	/** About 10 km north of home (0.09° of latitude). */
	const NEAR = { latitude: HOME.latitude + 0.09, longitude: HOME.longitude };
	/** About 35 km north of home: outside the 30 km radius. */
	const JUST_OUTSIDE = { latitude: HOME.latitude + 0.315, longitude: HOME.longitude };
	const FAR = { latitude: 48.8566, longitude: 2.3522 }; // Paris

	const stats = (who: Who, query = "") => send(who, `/api/adventures/stats${query}`);

	async function adventure(
		who: SignedIn,
		startDate: string,
		endDate: string,
		extra: { isPublic?: boolean; latitude?: number | null; longitude?: number | null } = {},
	) {
		const { isPublic, ...rest } = extra;
		const created = await create(who, {
			title: `Trip ${startDate}`,
			location: "Somewhere",
			startDate,
			endDate,
			latitude: null,
			longitude: null,
			...rest,
		});
		if (isPublic) expect((await patch(who, created.id, { isPublic: true })).status).toBe(200);
		return created;
	}

	async function setHome(userId: string, home: { latitude: number; longitude: number }) {
		await db()
			.update(users)
			.set({ homeLatitude: home.latitude, homeLongitude: home.longitude })
			.where(eq(users.id, userId));
	}

	it("counts upcoming, completed (past) and shared adventures, and shared Local Wunders near home", async () => {
		const me = await signIn(uniqueEmail("stats"));
		await setHome(me.user.id, HOME);
		await adventure(me, "2026-07-01", "2026-07-05"); // upcoming, private
		await adventure(me, "2026-05-01", "2026-05-03"); // past, private
		await adventure(me, "2026-06-10", "2026-06-20", { isPublic: true, ...NEAR }); // current, public, local
		await adventure(me, "2026-01-01", "2026-01-02", { isPublic: true, ...FAR }); // past, public, far
		await adventure(me, "2026-08-01", "2026-08-02", { isPublic: true }); // upcoming, public, no coordinates
		await adventure(me, "2026-06-14", "2026-06-15", { isPublic: true, ...JUST_OUTSIDE }); // current, public, 35 km
		await adventure(me, "2026-06-16", "2026-06-17", { ...NEAR }); // upcoming, private, local but not shared

		// Someone else's public adventure near my home is not mine.
		const other = await signIn(uniqueEmail("stats-other"));
		await adventure(other, "2026-07-01", "2026-07-02", { isPublic: true, ...NEAR });

		const res = await stats(me, "?today=2026-06-15");
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			upcomingAdventures: 3,
			completedAdventures: 2,
			sharedAdventures: 4,
			sharedLocalWunders: 1,
		} satisfies AdventureStats);

		// Timing follows the viewer's date (inclusive): on 2026-06-21 the current trips are past.
		expect(await (await stats(me, "?today=2026-06-21")).json()).toEqual({
			upcomingAdventures: 2,
			completedAdventures: 5,
			sharedAdventures: 4,
			sharedLocalWunders: 1,
		});
		// On the first day of a trip it is current, not upcoming.
		expect(await (await stats(me, "?today=2026-06-16")).json()).toMatchObject({
			upcomingAdventures: 2,
			completedAdventures: 3,
		});
	});

	it("has no Local Wunders without a home", async () => {
		const me = await signIn(uniqueEmail("stats-homeless"));
		await adventure(me, "2026-07-01", "2026-07-05", { isPublic: true, ...NEAR });
		const res = await stats(me, "?today=2026-06-15");
		expect(await res.json()).toEqual({
			upcomingAdventures: 1,
			completedAdventures: 0,
			sharedAdventures: 1,
			sharedLocalWunders: 0,
		});
	});

	it("is all zeros for a new user, with or without today", async () => {
		const me = await signIn(uniqueEmail("stats-new"));
		const zeros = { upcomingAdventures: 0, completedAdventures: 0, sharedAdventures: 0, sharedLocalWunders: 0 };
		expect(await (await stats(me)).json()).toEqual(zeros);
		expect(await (await stats(me, "?today=2026-06-15")).json()).toEqual(zeros);
	});

	it.each(["2026-6-15", "2026-02-30", "yesterday", "15/06/2026", ""])("rejects today=%j with a 400", async (today) => {
		const me = await signIn(uniqueEmail("stats-bad"));
		const res = await stats(me, `?today=${encodeURIComponent(today)}`);
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toBe("today must be a date written YYYY-MM-DD");
	});

	it("is 401 when signed out", async () => {
		const res = await stats(await betaCookie(), "?today=2026-06-15");
		expect(res.status).toBe(401);
	});
});
