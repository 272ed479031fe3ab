import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../worker/lib/errors";
import { bodyLimits, DEFAULT_BODY_LIMIT_BYTES } from "../../worker/middleware/body-limit";
import { call, insertAdventure, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops, insertPlace } from "./path-fixtures";

/**
 * Bounded bodies and strict schemas: a body over the limit is a 413 before anything parses it,
 * unknown body keys and unknown query parameters are a 400 `{error, issues}`, and what the SPA
 * sends still passes.
 */

let me: SignedIn;
let adventureId: string;
let pathId: string;
let placeId: string;

beforeAll(async () => {
	me = await signIn();
	adventureId = await insertAdventure(me.user.id);
	({ pathId } = await insertPathWithStops(adventureId, 2));
	placeId = await insertPlace({ name: "Body Museum" });
});

const get = (path: string) => call(path, { headers: { Cookie: me.cookie } });
const post = (path: string, body: unknown, method = "POST") =>
	call(path, json(body, { method, headers: { Cookie: me.cookie } }));

describe("body limit", () => {
	const create = { title: "T", location: "L", startDate: "2031-01-01", endDate: "2031-01-02" };

	it(`answers 413 JSON past ${DEFAULT_BODY_LIMIT_BYTES / 1024} KB, by Content-Length`, async () => {
		const res = await post("/api/adventures", { ...create, description: "d".repeat(DEFAULT_BODY_LIMIT_BYTES) });
		expect(res.status).toBe(413);
		expect(await res.json()).toEqual({ error: "The request body must be at most 64 KB" });
	});

	it("answers 413 for a streamed body without Content-Length, counting as it reads", async () => {
		const chunk = new TextEncoder().encode(`{"padding":"${"p".repeat(16 * 1024)}`);
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				for (let i = 0; i < 8; i++) controller.enqueue(chunk);
				controller.close();
			},
		});
		const res = await call("/api/adventures", {
			method: "POST",
			headers: { Cookie: me.cookie, "Content-Type": "application/json" },
			body: stream,
			// @ts-expect-error: a streamed request body needs duplex (not yet in the DOM types here).
			duplex: "half",
		});
		expect(res.status).toBe(413);
	});

	it("lets a body under the limit through to validation", async () => {
		const res = await post("/api/adventures", { ...create, description: "d".repeat(DEFAULT_BODY_LIMIT_BYTES - 500) });
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: "Description must be at most 2000 characters" });
	});

	it("gives a listed route its larger limit and every other route the default", async () => {
		const mini = new Hono()
			.use("*", bodyLimits({ defaultBytes: 100, larger: [{ method: "POST", path: /^\/upload$/, bytes: 1000 }] }))
			.post("/upload", async (c) => c.json({ size: (await c.req.text()).length }))
			.post("/other", async (c) => c.json({ size: (await c.req.text()).length }));
		mini.onError((error, c) =>
			error instanceof AppError ? c.json({ error: error.message }, error.status) : c.text("?", 500),
		);
		const send = (path: string, size: number) =>
			mini.request(path, { method: "POST", body: "x".repeat(size), headers: { "Content-Type": "text/plain" } });
		expect((await send("/upload", 900)).status).toBe(200);
		expect((await send("/upload", 1001)).status).toBe(413);
		expect((await send("/other", 101)).status).toBe(413);
		expect((await send("/other", 100)).status).toBe(200);
	});
});

describe("strict body schemas", () => {
	it("names the unknown key in the 400's issues", async () => {
		const res = await post(`/api/paths/${pathId}/stops`, { googlePlaceId: placeId, position: 1 });
		expect(res.status).toBe(400);
		const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
		expect(body.issues).toEqual([{ path: "", message: expect.stringContaining('"position"') }]);
	});

	it("accepts placeData as the SPA sends it, or with the place's own fields; nothing beside it", async () => {
		const placeData = { name: "Body Museum", latitude: 51.5, longitude: -0.12, address: "1 Test Street" };
		const saved = await post(`/api/places/${placeId}/save`, {
			adventureId,
			kidAges: [],
			intentCategory: "cultural",
			placeData,
		});
		expect(saved.status).toBe(200);
		const again = await post("/api/saved-places", {
			googlePlaceId: placeId,
			adventureId,
			placeData: { ...placeData, address: null },
		});
		expect(again.status).toBe(200);
		const whole = await post("/api/saved-places", {
			googlePlaceId: placeId,
			adventureId,
			placeData: { ...placeData, id: placeId, types: ["museum"], rating: 4.5, familySummary: "made up" },
		});
		expect(whole.status).toBe(200);
		const beside = await post("/api/saved-places", { googlePlaceId: placeId, adventureId, placeData, rating: 4.5 });
		expect(beside.status).toBe(400);
	});

	it("accepts the create-path body the SPA sends (title beside name, description null)", async () => {
		const res = await post(`/api/adventures/${adventureId}/paths`, {
			name: "Morning",
			transportMode: "walking",
			title: "Morning",
			description: null,
		});
		expect(res.status).toBe(201);
	});

	it("refuses a JSON body sent as text/plain, which would otherwise read as {}", async () => {
		const res = await call(`/api/places/${placeId}/summary`, {
			method: "POST",
			headers: { Cookie: me.cookie, "Content-Type": "text/plain" },
			body: JSON.stringify({ adventureId }),
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ error: "The body must be JSON (Content-Type: application/json)" });
	});

	it("still reads a POST without any body as {} where every field is optional", async () => {
		const res = await call(`/api/places/${placeId}/family-reviews`, { method: "POST", headers: { Cookie: me.cookie } });
		expect(res.status).toBe(200);
	});
});

describe("strict query schemas: unknown parameters are a 400", () => {
	const cases: [string, () => string][] = [
		["GET /api/adventures/stats", () => "/api/adventures/stats?today=2031-01-01&debug=1"],
		["GET /api/places/autocomplete", () => "/api/places/autocomplete?query=yellow&locationSearch=true&limit=99"],
		["GET /api/places/details", () => "/api/places/details?placeId=park:yell&fields=all"],
		["GET /api/places/photo", () => "/api/places/photo?name=places/a/photos/b&maxWidthPx=4000"],
		["GET /api/places/search", () => "/api/places/search?query=museum&latitude=51.5&longitude=-0.12&page=2"],
		["GET /api/saved-places", () => `/api/saved-places?adventureId=${adventureId}&userId=x`],
		[
			"GET /api/saved-places/check",
			() => `/api/saved-places/check?googlePlaceId=${placeId}&adventureId=${adventureId}&x=1`,
		],
		["GET /api/paths/:id/route", () => `/api/paths/${pathId}/route?mode=walking&avoid=tolls`],
		["GET /api/paths/:id/export", () => `/api/paths/${pathId}/export?format=gpx&inline=1`],
	];
	it.each(cases)("%s", async (_route, path) => {
		const res = await get(path());
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
	});

	it("DELETE /api/saved-places/{id}: an unknown parameter is a 400 and nothing is removed", async () => {
		await post("/api/saved-places", { googlePlaceId: placeId, adventureId });
		const res = await call(`/api/saved-places/${placeId}?adventureId=${adventureId}&all=true`, {
			method: "DELETE",
			headers: { Cookie: me.cookie },
		});
		expect(res.status).toBe(400);
		const check = await get(`/api/saved-places/check/${placeId}/${adventureId}`);
		expect(await check.json()).toMatchObject({ isSaved: true });
	});

	it("the SPA's own queries still pass", async () => {
		expect(
			(
				await get(
					`/api/places/search?query=museum&latitude=51.5&longitude=-0.12&radius=10000&enrich=true&adventureId=${adventureId}`,
				)
			).status,
		).toBe(200);
		expect((await get("/api/places/autocomplete?query=yel&location=51.5,-0.12")).status).toBe(200);
		expect((await get(`/api/paths/${pathId}/route?mode=walking`)).status).toBe(200);
		expect((await get("/api/adventures/stats?today=2031-01-01")).status).toBe(200);
	});
});
