import { env } from "cloudflare:workers";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DayPlanDay, DayPlanProposal } from "../../domain/path/day-plan";
import type { PathWithStops } from "../../domain/path/path";
import { type AdventureRow, adventures, pathStops, paths, places, savedPlaces } from "../../worker/db/schema";
import { CatalogPlacesProvider } from "../../worker/providers/places";
import { proposeDayPlan } from "../../worker/services/day-plan";
import { LONDON_PLACES, LONDON_SUGGESTIONS } from "../domain/day-plan-london";
import { loadDestinationFixture } from "./fixtures/destinations";
import { call, db, insertAdventure, insertUser, json, type SignedIn, signIn } from "./helpers";

/**
 * The trip through the API: five days in London, kids of 3 and 8, nine saved places, a stay
 * in South Kensington, one rainy day. The proposal writes nothing; the acceptance writes dated paths.
 */

let me: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
	// The catalog's destinations: London is a city, so a day too far to walk takes transit, not the car.
	await loadDestinationFixture();
	me = await signIn();
	stranger = await signIn();
});

const api = (path: string, body: unknown, cookie = me.cookie) =>
	call(path, json(body, { method: "POST", headers: { Cookie: cookie } }));

async function ok<T>(res: Response, status: number): Promise<T> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return JSON.parse(text) as T;
}

async function refused(res: Response, status = 400): Promise<string> {
	const text = await res.text();
	expect(res.status, text).toBe(status);
	return (JSON.parse(text) as { error: string }).error;
}

/** Place rows for this test's trip: the London places under ids of their own (other files share D1). */
async function insertLondonPlaces(run: string, list = LONDON_PLACES) {
	const ids = new Map<string, string>();
	for (const p of list) {
		const id = `${p.googlePlaceId}-${run}`;
		ids.set(p.googlePlaceId, id);
		await db()
			.insert(places)
			.values({
				id,
				name: p.name,
				latitude: p.latitude,
				longitude: p.longitude,
				address: p.address,
				types: [...p.types],
				tags: [...(p.tags ?? [])],
				source: "catalog",
				familySummary: p.busy ? `${p.name} gets very busy on weekends, so arrive early.` : `${p.name} for families.`,
			});
	}
	return ids;
}

/** The trip: an adventure with the London dates, ages and stay, and the nine places saved. */
async function londonTrip(ownerId = me.user.id): Promise<{ adventureId: string; ids: Map<string, string> }> {
	const run = crypto.randomUUID().slice(0, 8);
	const adventureId = await insertAdventure(ownerId);
	await db()
		.update(adventures)
		.set({
			location: "London, England, United Kingdom",
			latitude: 51.5072,
			longitude: -0.1276,
			startDate: "2030-06-01",
			endDate: "2030-06-05",
			kidAges: [8, 3],
			stayLabel: "Gloucester Road flat",
			stayLatitude: 51.4945,
			stayLongitude: -0.1763,
		})
		.where(eq(adventures.id, adventureId));
	const ids = await insertLondonPlaces(run);
	for (const id of ids.values()) {
		await db()
			.insert(savedPlaces)
			.values({ id: crypto.randomUUID(), adventureId, placeId: id, intentCategory: "general" });
	}
	return { adventureId, ids };
}

async function rowCounts(adventureId: string) {
	const [p] = await db().select({ n: sql<number>`count(*)` }).from(paths).where(eq(paths.adventureId, adventureId));
	const [s] = await db()
		.select({ n: sql<number>`count(*)` })
		.from(pathStops)
		.innerJoin(paths, eq(paths.id, pathStops.pathId))
		.where(eq(paths.adventureId, adventureId));
	const [saved] = await db()
		.select({ n: sql<number>`count(*)` })
		.from(savedPlaces)
		.where(eq(savedPlaces.adventureId, adventureId));
	return { paths: Number(p?.n), stops: Number(s?.n), saved: Number(saved?.n) };
}

const propose = (adventureId: string, body: unknown = { rainyDates: ["2030-06-03"] }, cookie = me.cookie) =>
	api(`/api/adventures/${adventureId}/day-plan`, body, cookie);
const accept = (adventureId: string, days: unknown, cookie = me.cookie) =>
	api(`/api/adventures/${adventureId}/day-plan/accept`, { days }, cookie);

describe("POST /api/adventures/{id}/day-plan", () => {
	it("proposes five dated days at a 3-year-old's pace, the rainy day indoors, and writes nothing", async () => {
		const { adventureId, ids } = await londonTrip();
		const before = await rowCounts(adventureId);
		const plan = await ok<DayPlanProposal>(await propose(adventureId), 200);
		expect(await rowCounts(adventureId)).toEqual(before);

		expect(plan.adventureId).toBe(adventureId);
		expect(plan.days.map((day) => day.date)).toEqual([
			"2030-06-01",
			"2030-06-02",
			"2030-06-03",
			"2030-06-04",
			"2030-06-05",
		]);
		expect(plan.pace.age).toBe(3);
		for (const day of plan.days) {
			expect(day.rest).toMatchObject({ start: "13:00", end: "14:30" });
			expect(day.stops.filter((stop) => !stop.meal).length).toBeLessThanOrEqual(3);
			expect(day.stops.filter((stop) => !stop.meal).length).toBeGreaterThan(0);
			for (const leg of day.legs.filter((l) => l.mode === "walking")) {
				expect(leg.distanceMeters).toBeLessThanOrEqual(1500);
				expect(leg.label).toMatch(/at a 3-year-old's pace$/);
			}
		}
		// Central London: on foot or by transit, never the car.
		for (const day of plan.days) expect(["walking", "transit"]).toContain(day.transportMode);
		const rainy = plan.days.find((day) => day.date === "2030-06-03") as DayPlanDay;
		const indoor = new Set(["cat:nhm", "cat:science", "cat:va", "cat:british"].map((id) => ids.get(id)));
		for (const stop of rainy.stops.filter((s) => !s.meal)) expect(indoor.has(stop.googlePlaceId)).toBe(true);
		// The busy museum goes first in the morning.
		const nhm = plan.days.find((day) => day.stops.some((s) => s.googlePlaceId === ids.get("cat:nhm")));
		expect(nhm?.stops[0]?.googlePlaceId).toBe(ids.get("cat:nhm"));
	});

	it("fills a thin day from the catalog near the stay, never inventing a place", async () => {
		const { adventureId } = await londonTrip();
		await insertLondonPlaces(crypto.randomUUID().slice(0, 8), LONDON_SUGGESTIONS);
		const plan = await ok<DayPlanProposal>(await propose(adventureId), 200);
		const suggested = plan.days.flatMap((day) => day.stops.filter((stop) => !stop.saved));
		expect(suggested.length).toBeGreaterThan(0);
		for (const stop of suggested) {
			const [row] = await db().select().from(places).where(eq(places.id, stop.googlePlaceId));
			expect(row?.name).toBe(stop.name);
		}
	});

	it("never suggests a place closed for the season on the trip's dates", async () => {
		// A saved garden somewhere no other test puts places, and a summer-only lido by it.
		const lidoSuggested = async (startDate: string, endDate: string) => {
			const { adventureId } = await londonTrip();
			await db().update(adventures).set({ startDate, endDate }).where(eq(adventures.id, adventureId));
			const at = { latitude: 51.3 + Math.random() * 0.05, longitude: 0.2 + Math.random() * 0.05 };
			const [garden, lido] = [`cat:garden-${crypto.randomUUID()}`, `cat:lido-${crypto.randomUUID()}`];
			await db()
				.insert(places)
				.values([
					{ id: garden, name: "Quiet Garden", ...at, types: ["park"], tags: ["outdoor"], source: "catalog" },
					{
						id: lido,
						name: "Summer Lido",
						latitude: at.latitude + 0.0015,
						longitude: at.longitude,
						types: ["swimming_pool", "park"],
						tags: ["outdoor", "seasonal"],
						source: "catalog",
						familySummary: "A lake swimming area for kids. It opens for the summer season only.",
					},
				]);
			await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: garden });
			const plan = await ok<DayPlanProposal>(await propose(adventureId, {}), 200);
			return plan.days.some((day) => day.stops.some((s) => s.googlePlaceId === lido && !s.saved));
		};
		expect(await lidoSuggested("2030-07-01", "2030-07-05")).toBe(true);
		expect(await lidoSuggested("2030-12-01", "2030-12-05")).toBe(false);
	});

	it("keeps the guide's constraints when it fills a day: teenagers get no little ones' playground", async () => {
		// A saved garden somewhere no other test puts places, a playground by it and a viewpoint a little further.
		const suggestedFor = async (kidAges: number[]) => {
			const { adventureId } = await londonTrip();
			await db().update(adventures).set({ kidAges }).where(eq(adventures.id, adventureId));
			const at = { latitude: 51.36 + Math.random() * 0.05, longitude: 0.26 + Math.random() * 0.05 };
			const [garden, playground, viewpoint] = ["garden", "playground", "viewpoint"].map(
				(name) => `cat:${name}-${crypto.randomUUID()}`,
			) as [string, string, string];
			await db()
				.insert(places)
				.values([
					{ id: garden, name: "Quiet Garden", ...at, types: ["park"], tags: ["outdoor"], source: "catalog" },
					{
						id: playground,
						name: "Sandpit Playground",
						latitude: at.latitude + 0.0015,
						longitude: at.longitude,
						types: ["playground"],
						tags: ["outdoor", "play"],
						source: "catalog",
					},
					{
						id: viewpoint,
						name: "Hill Viewpoint",
						latitude: at.latitude,
						longitude: at.longitude + 0.006,
						types: ["park"],
						tags: ["outdoor", "views"],
						source: "catalog",
					},
				]);
			await db().insert(savedPlaces).values({ id: crypto.randomUUID(), adventureId, placeId: garden });
			const plan = await ok<DayPlanProposal>(await propose(adventureId, {}), 200);
			const suggested = new Set(
				plan.days.flatMap((day) => day.stops.filter((s) => !s.saved).map((s) => s.googlePlaceId)),
			);
			return { playground: suggested.has(playground), viewpoint: suggested.has(viewpoint) };
		};
		expect((await suggestedFor([3, 8])).playground).toBe(true);
		expect(await suggestedFor([13, 15])).toEqual({ playground: false, viewpoint: true });
	});

	it("refuses a rainy date outside the trip", async () => {
		const { adventureId } = await londonTrip();
		expect(await refused(await propose(adventureId, { rainyDates: ["2030-06-09"] }))).toBe(
			"Rainy day 2030-06-09 is not one of the trip's days (Jun 1 – Jun 5)",
		);
		expect(await refused(await propose(adventureId, { rainyDates: ["2030-02-30"] }))).toMatch(/real dates/);
	});

	it("is the owner's: a viewer gets 403, a stranger 404", async () => {
		const adventureId = await insertAdventure(await insertUser(), { isPublic: true });
		expect(await refused(await propose(adventureId, {}, stranger.cookie), 403)).toBe(
			"Only the owner can plan this adventure's days",
		);
		const hidden = await insertAdventure(await insertUser());
		await refused(await propose(hidden, {}, stranger.cookie), 404);
		await refused(
			await accept(hidden, [{ date: "2030-06-01", stops: [{ googlePlaceId: "x" }] }], stranger.cookie),
			404,
		);
	});
});

describe("proposeDayPlan (the guide's call)", () => {
	it("plans only the chosen places when asked to split them, with no suggestions", async () => {
		const { adventureId, ids } = await londonTrip();
		await insertLondonPlaces(crypto.randomUUID().slice(0, 8), LONDON_SUGGESTIONS);
		const [row] = await db().select().from(adventures).where(eq(adventures.id, adventureId));
		const chosen = ["cat:nhm", "cat:science", "cat:va", "cat:hyde"].map((id) => ids.get(id) as string);
		const plan = await proposeDayPlan({ db: db(), places: new CatalogPlacesProvider(env.DB) }, row as AdventureRow, {
			googlePlaceIds: chosen,
		});
		const planned = plan.days.flatMap((day) => day.stops.map((stop) => stop.googlePlaceId));
		expect(new Set(planned)).toEqual(new Set(chosen));
		expect(plan.days.length).toBeGreaterThan(1);
	});
});

describe("POST /api/adventures/{id}/day-plan: a proposal searches places, so each user has 60 an hour", () => {
	it("answers the 61st proposal in an hour 429 with a message and writes nothing; refusals do not count; another family still plans", async () => {
		const family = await signIn();
		const { adventureId } = await londonTrip(family.user.id);
		const before = await rowCounts(adventureId);
		// A refused proposal (a rainy day outside the trip) searches nothing and does not count.
		for (let i = 0; i < 3; i++)
			await refused(await propose(adventureId, { rainyDates: ["2030-07-01"] }, family.cookie));
		for (let i = 0; i < 60; i++)
			expect((await propose(adventureId, {}, family.cookie)).status, `call ${i + 1}`).toBe(200);
		const res = await propose(adventureId, {}, family.cookie);
		expect(await refused(res, 429)).toBe("Too many day plans. Please try again later.");
		expect(res.headers.get("Retry-After")).toEqual(expect.any(String));
		expect(await rowCounts(adventureId)).toEqual(before);
		// The limit is the user's: a bad body is still a 400, and another family is not held back.
		expect(await refused(await propose(adventureId, { rainyDates: "soon" }, family.cookie))).toEqual(
			expect.any(String),
		);
		const other = await signIn();
		const theirs = await londonTrip(other.user.id);
		expect((await propose(theirs.adventureId, {}, other.cookie)).status).toBe(200);
	});
});

describe("POST /api/adventures/{id}/day-plan/accept", () => {
	it("writes each accepted day as a dated path with its stops in order, keeping existing paths", async () => {
		const { adventureId } = await londonTrip();
		const existing = await ok<PathWithStops>(
			await call(
				`/api/adventures/${adventureId}/paths`,
				json({ name: "Our own idea" }, { method: "POST", headers: { Cookie: me.cookie } }),
			),
			201,
		);
		const plan = await ok<DayPlanProposal>(await propose(adventureId), 200);
		const chosen = plan.days.filter((day) => day.date !== "2030-06-02");
		const { paths: written } = await ok<{ paths: PathWithStops[] }>(await accept(adventureId, chosen), 201);

		expect(written.map((p) => p.date)).toEqual(chosen.map((day) => day.date));
		const rows = await db().select().from(paths).where(eq(paths.adventureId, adventureId)).orderBy(asc(paths.date));
		expect(rows).toHaveLength(chosen.length + 1);
		expect(rows.find((row) => row.id === existing.id)).toMatchObject({ name: "Our own idea", date: null });
		for (const day of chosen) {
			const row = rows.find((r) => r.date === day.date);
			expect(row).toMatchObject({ name: day.name, transportMode: day.transportMode, modeAuto: false });
			const stops = await db()
				.select({ placeId: pathStops.placeId, position: pathStops.position })
				.from(pathStops)
				.where(eq(pathStops.pathId, row?.id ?? ""))
				.orderBy(asc(pathStops.position));
			expect(stops.map((s) => s.placeId)).toEqual(day.stops.map((s) => s.googlePlaceId));
			expect(stops.map((s) => s.position)).toEqual(day.stops.map((_, i) => i + 1));
			const answered = written.find((p) => p.date === day.date);
			expect(answered?.stops.map((s) => s.placeId)).toEqual(day.stops.map((s) => s.googlePlaceId));
		}

		// Planning again proposes only the day still free.
		const again = await ok<DayPlanProposal>(await propose(adventureId, {}), 200);
		expect(again.days.map((day) => day.date)).toEqual(["2030-06-02"]);
	});

	it("saves a suggested stop the family kept, as adding it to a path does", async () => {
		const { adventureId } = await londonTrip();
		const [extra] = [...(await insertLondonPlaces(crypto.randomUUID().slice(0, 8), LONDON_SUGGESTIONS)).values()];
		const before = await rowCounts(adventureId);
		const { paths: written } = await ok<{ paths: PathWithStops[] }>(
			await accept(adventureId, [{ date: "2030-06-04", name: "Playground day", stops: [{ googlePlaceId: extra }] }]),
			201,
		);
		expect(written).toHaveLength(1);
		expect(written[0]).toMatchObject({ name: "Playground day", date: "2030-06-04", modeAuto: false });
		expect(await rowCounts(adventureId)).toEqual({
			paths: before.paths + 1,
			stops: before.stops + 1,
			saved: before.saved + 1,
		});
	});

	it.each([
		[
			"a date outside the trip",
			(id: string) => [{ date: "2030-06-06", stops: [{ googlePlaceId: id }] }],
			"Day 2030-06-06 is not one of the trip's days (Jun 1 – Jun 5)",
		],
		[
			"an unknown place",
			() => [{ date: "2030-06-01", stops: [{ googlePlaceId: "cat:nowhere" }] }],
			"Place cat:nowhere was not found",
		],
		["an empty day", () => [{ date: "2030-06-01", stops: [] }], "Day 2030-06-01 has no stops"],
		[
			"a date twice",
			(id: string) => [
				{ date: "2030-06-01", stops: [{ googlePlaceId: id }] },
				{ date: "2030-06-01", stops: [{ googlePlaceId: id }] },
			],
			"Day 2030-06-01 is listed more than once",
		],
		["no days", () => [], "Choose at least one day to accept"],
	])("refuses %s and writes nothing", async (_label, days, message) => {
		const { adventureId, ids } = await londonTrip();
		const before = await rowCounts(adventureId);
		// A good day first: nothing of it may be written either.
		const good = { date: "2030-06-02", stops: [{ googlePlaceId: ids.get("cat:hyde") }] };
		const body = days(ids.get("cat:zoo") as string);
		expect(await refused(await accept(adventureId, body.length > 0 ? [good, ...body] : body))).toBe(message);
		expect(await rowCounts(adventureId)).toEqual(before);
	});
});
