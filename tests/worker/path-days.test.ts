import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Path, PathWithStops } from "../../domain/path/path";
import { adventures, paths } from "../../worker/db/schema";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";
import { insertPathWithStops } from "./path-fixtures";

let me: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
	me = await signIn();
	viewer = await signIn();
});

type Method = "POST" | "PATCH" | "GET";

function api(method: Method, url: string, body?: unknown, cookie = me.cookie): Promise<Response> {
	if (body === undefined) return call(url, { method, headers: { Cookie: cookie } });
	return call(url, json(body, { method, headers: { Cookie: cookie } }));
}

async function answer<T>(res: Response, status: number): Promise<T> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return JSON.parse(text) as T;
}

const errorOf = async (res: Response, status: number) => (await answer<{ error: string }>(res, status)).error;

/** A trip of mine, 6–10 April 2031, written straight to D1. */
const trip = (fields: Parameters<typeof insertAdventure>[1] = {}) =>
	insertAdventure(me.user.id, {
		title: "London with the kids",
		location: "London, England, United Kingdom",
		startDate: "2031-04-06",
		endDate: "2031-04-10",
		...fields,
	});

/** A path written straight to D1 with a day (or none), created at `at` ms. */
async function datedPath(adventureId: string, date: string | null, name = `Path ${date}`, at = Date.now()) {
	const id = crypto.randomUUID();
	await db()
		.insert(paths)
		.values({ id, adventureId, name, date, createdAt: new Date(at), updatedAt: new Date(at) });
	return id;
}

async function storedDays(adventureId: string): Promise<Record<string, string | null>> {
	const rows = await db()
		.select({ name: paths.name, date: paths.date })
		.from(paths)
		.where(eq(paths.adventureId, adventureId))
		.orderBy(asc(paths.createdAt));
	return Object.fromEntries(rows.map((row) => [row.name, row.date]));
}

const OUTSIDE = "A path's day must be one of the trip's days (Apr 6 – Apr 10)";
const MALFORMED = "A path's day must be a real date written YYYY-MM-DD";

describe("a path's day on create and update", () => {
	it("POST /api/adventures/{id}/paths takes a day of the trip and answers it; none is undated", async () => {
		const adventureId = await trip();
		const dated = await answer<Path>(
			await api("POST", `/api/adventures/${adventureId}/paths`, { name: "Museums", date: "2031-04-07" }),
			201,
		);
		expect(dated.date).toBe("2031-04-07");
		const [row] = await db().select().from(paths).where(eq(paths.id, dated.id));
		expect(row?.date).toBe("2031-04-07");
		const first = await answer<Path>(
			await api("POST", `/api/adventures/${adventureId}/paths`, { name: "First day", date: "2031-04-06" }),
			201,
		);
		expect(first.date).toBe("2031-04-06");
		const last = await answer<Path>(
			await api("POST", `/api/adventures/${adventureId}/paths`, { name: "Last day", date: "2031-04-10" }),
			201,
		);
		expect(last.date).toBe("2031-04-10");
		const undated = await answer<Path>(await api("POST", `/api/adventures/${adventureId}/paths`, { name: "Any" }), 201);
		expect(undated.date).toBeNull();
		const nulled = await answer<Path>(
			await api("POST", `/api/adventures/${adventureId}/paths`, { name: "Null", date: null }),
			201,
		);
		expect(nulled.date).toBeNull();
	});

	it("refuses a day outside the trip and a malformed one with 400 and writes nothing", async () => {
		const adventureId = await trip();
		for (const date of ["2031-04-05", "2031-04-11", "2032-04-07"]) {
			expect(await errorOf(await api("POST", `/api/adventures/${adventureId}/paths`, { name: "P", date }), 400)).toBe(
				OUTSIDE,
			);
		}
		for (const date of ["2031-02-30", "07/04/2031", "2031-04-07T10:00:00Z", "tomorrow", ""]) {
			expect(await errorOf(await api("POST", `/api/adventures/${adventureId}/paths`, { name: "P", date }), 400)).toBe(
				MALFORMED,
			);
		}
		expect(
			await errorOf(await api("POST", `/api/adventures/${adventureId}/paths`, { name: "P", date: 20310407 }), 400),
		).toBe(MALFORMED);
		expect(await storedDays(adventureId)).toEqual({});
	});

	it("POST /api/paths (the guide) takes a day too, with the same rule", async () => {
		const adventureId = await trip();
		const path = await answer<Path>(
			await api("POST", "/api/paths", { adventureId, name: "Guide day", transportType: "walking", date: "2031-04-08" }),
			201,
		);
		expect(path.date).toBe("2031-04-08");
		expect(await errorOf(await api("POST", "/api/paths", { adventureId, name: "Late", date: "2031-04-12" }), 400)).toBe(
			OUTSIDE,
		);
	});

	it("PATCH /api/paths/{id} sets, moves and (with null) unassigns the day; outside is a 400", async () => {
		const adventureId = await trip();
		const pathId = await datedPath(adventureId, null, "Walk");
		const set = await answer<Path>(await api("PATCH", `/api/paths/${pathId}`, { date: "2031-04-09" }), 200);
		expect(set.date).toBe("2031-04-09");
		expect(await storedDays(adventureId)).toEqual({ Walk: "2031-04-09" });
		expect(await errorOf(await api("PATCH", `/api/paths/${pathId}`, { date: "2031-04-11" }), 400)).toBe(OUTSIDE);
		expect(await errorOf(await api("PATCH", `/api/paths/${pathId}`, { date: "2031-4-9" }), 400)).toBe(MALFORMED);
		expect(await storedDays(adventureId)).toEqual({ Walk: "2031-04-09" });
		const unassigned = await answer<Path>(await api("PATCH", `/api/paths/${pathId}`, { date: null }), 200);
		expect(unassigned.date).toBeNull();
		expect(await storedDays(adventureId)).toEqual({ Walk: null });
	});

	it("a viewer of a public trip cannot set a day (403); a stranger to a private one gets 404", async () => {
		const publicTrip = await trip({ isPublic: true });
		const pathId = await datedPath(publicTrip, null, "Shared");
		await errorOf(await api("PATCH", `/api/paths/${pathId}`, { date: "2031-04-07" }, viewer.cookie), 403);
		await errorOf(
			await api("POST", `/api/adventures/${publicTrip}/paths`, { name: "Mine", date: "2031-04-07" }, viewer.cookie),
			403,
		);
		const privateTrip = await trip();
		const hidden = await datedPath(privateTrip, null, "Hidden");
		await errorOf(await api("PATCH", `/api/paths/${hidden}`, { date: "2031-04-07" }, viewer.cookie), 404);
		expect(await storedDays(publicTrip)).toEqual({ Shared: null });
		expect(await storedDays(privateTrip)).toEqual({ Hidden: null });
	});
});

describe("GET /api/adventures/{id}/paths: by day", () => {
	it("lists dated paths first by day, then by age, then the undated ones oldest first", async () => {
		const adventureId = await trip();
		const t = Date.now();
		await datedPath(adventureId, null, "Undated old", t);
		await datedPath(adventureId, "2031-04-09", "Day 4", t + 1);
		await datedPath(adventureId, "2031-04-07", "Day 2 first", t + 2);
		await datedPath(adventureId, null, "Undated new", t + 3);
		await datedPath(adventureId, "2031-04-07", "Day 2 second", t + 4);
		await datedPath(adventureId, "2031-04-06", "Day 1", t + 5);
		const list = await answer<PathWithStops[]>(await api("GET", `/api/adventures/${adventureId}/paths`), 200);
		expect(list.map((p) => [p.name, p.date])).toEqual([
			["Day 1", "2031-04-06"],
			["Day 2 first", "2031-04-07"],
			["Day 2 second", "2031-04-07"],
			["Day 4", "2031-04-09"],
			["Undated old", null],
			["Undated new", null],
		]);
	});
});

describe("PATCH /api/adventures/{id}: new dates and the dated paths", () => {
	async function tripWithDays() {
		const adventureId = await trip();
		const t = Date.now();
		await datedPath(adventureId, "2031-04-06", "Mon", t);
		await datedPath(adventureId, "2031-04-08", "Wed", t + 1);
		await datedPath(adventureId, "2031-04-10", "Fri", t + 2);
		await datedPath(adventureId, null, "Any", t + 3);
		return adventureId;
	}

	it("moves every dated path with the start date by default (the spec's edit call)", async () => {
		const adventureId = await tripWithDays();
		await answer(
			await api("PATCH", `/api/adventures/${adventureId}`, { startDate: "2031-05-04", endDate: "2031-05-08" }),
			200,
		);
		expect(await storedDays(adventureId)).toEqual({
			Mon: "2031-05-04",
			Wed: "2031-05-06",
			Fri: "2031-05-08",
			Any: null,
		});
	});

	it('"move" unassigns the days still outside after the shift', async () => {
		const adventureId = await tripWithDays();
		// One day later and one day shorter: 7–10 April. Shifted by one: Mon 7, Wed 9, Fri 11 (outside).
		await answer(
			await api("PATCH", `/api/adventures/${adventureId}`, { startDate: "2031-04-07", pathDays: "move" }),
			200,
		);
		expect(await storedDays(adventureId)).toEqual({ Mon: "2031-04-07", Wed: "2031-04-09", Fri: null, Any: null });
	});

	it('"unassign" unassigns only the days outside the new dates', async () => {
		const adventureId = await tripWithDays();
		await answer(
			await api("PATCH", `/api/adventures/${adventureId}`, {
				startDate: "2031-04-07",
				endDate: "2031-04-09",
				pathDays: "unassign",
			}),
			200,
		);
		expect(await storedDays(adventureId)).toEqual({ Mon: null, Wed: "2031-04-08", Fri: null, Any: null });
	});

	it("leaves every day as it is while all dated paths stay inside the new dates", async () => {
		const adventureId = await tripWithDays();
		await answer(await api("PATCH", `/api/adventures/${adventureId}`, { startDate: "2031-04-05" }), 200);
		await answer(
			await api("PATCH", `/api/adventures/${adventureId}`, { endDate: "2031-04-12", pathDays: "move" }),
			200,
		);
		expect(await storedDays(adventureId)).toEqual({
			Mon: "2031-04-06",
			Wed: "2031-04-08",
			Fri: "2031-04-10",
			Any: null,
		});
	});

	it("refuses an unknown pathDays, and pathDays alone is nothing to update; nothing changes", async () => {
		const adventureId = await tripWithDays();
		expect(
			await errorOf(
				await api("PATCH", `/api/adventures/${adventureId}`, { startDate: "2031-05-01", pathDays: "drop" }),
				400,
			),
		).toBe('pathDays must be "move" or "unassign"');
		expect(await errorOf(await api("PATCH", `/api/adventures/${adventureId}`, { pathDays: "unassign" }), 400)).toBe(
			"Nothing to update",
		);
		expect(await storedDays(adventureId)).toEqual({
			Mon: "2031-04-06",
			Wed: "2031-04-08",
			Fri: "2031-04-10",
			Any: null,
		});
		const [row] = await db().select().from(adventures).where(eq(adventures.id, adventureId));
		expect(row?.startDate).toBe("2031-04-06");
	});

	it("writes the adventure and the paths' days in one D1 batch", async () => {
		const adventureId = await tripWithDays();
		const d1 = db().$client;
		const batch = d1.batch.bind(d1);
		const batches: number[] = [];
		d1.batch = (async (statements: D1PreparedStatement[]) => {
			batches.push(statements.length);
			return batch(statements);
		}) as typeof d1.batch;
		try {
			const { updateAdventure } = await import("../../worker/services/adventures");
			const [current] = await db().select().from(adventures).where(eq(adventures.id, adventureId));
			if (!current) throw new Error("no trip");
			const rooms = { announce: () => {}, accessChanged: async () => {} };
			await updateAdventure(
				{ db: db(), kv: undefined as never, rooms: rooms as never, places: undefined as never },
				current,
				{ startDate: "2031-05-04", endDate: "2031-05-08", pathDays: "move" },
			);
		} finally {
			d1.batch = batch;
		}
		expect(batches).toEqual([4]);
		expect(await storedDays(adventureId)).toEqual({
			Mon: "2031-05-04",
			Wed: "2031-05-06",
			Fri: "2031-05-08",
			Any: null,
		});
	});
});

describe("POST /api/adventures/duplicate: the days follow the copy's dates", () => {
	it("shifts each day by the change of the start date; one outside the copy is undated; modeAuto is kept", async () => {
		const source = await trip({ kidAges: [3, 8] });
		const t = Date.now();
		await datedPath(source, "2031-04-06", "Mon", t);
		await datedPath(source, "2031-04-09", "Thu", t + 1);
		await datedPath(source, "2031-04-10", "Fri", t + 2);
		await datedPath(source, null, "Any", t + 3);
		await db().update(paths).set({ modeAuto: true }).where(eq(paths.name, "Thu"));
		await insertPathWithStops(source, 2, { name: "With stops" });
		const copy = await answer<{ id: string }>(
			await api("POST", "/api/adventures/duplicate", {
				sourceAdventureId: source,
				title: "Again in June",
				startDate: "2031-06-01",
				endDate: "2031-06-04",
			}),
			201,
		);
		expect(await storedDays(copy.id)).toEqual({
			Mon: "2031-06-01",
			Thu: "2031-06-04",
			Fri: null,
			Any: null,
			"With stops": null,
		});
		const rows = await db().select().from(paths).where(eq(paths.adventureId, copy.id));
		expect(Object.fromEntries(rows.map((row) => [row.name, row.modeAuto]))).toMatchObject({ Thu: true, Mon: false });
	});
});
