import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { savedPlaces, usageEvents } from "../../worker/db/schema";
import { guidePlaceId, insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { bindings, call, callWith, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";

/**
 * The D1 binding with each round trip written down: a statement run alone (its SQL), or a batch (its
 * statements' SQL, joined by " ; "). The statements handed to the real binding are its own.
 */
function recordingD1(d1: D1Database): { binding: D1Database; trips: string[] } {
	const trips: string[] = [];
	const own = new WeakMap<object, D1PreparedStatement>();
	const sqlOf = new WeakMap<object, string>();
	const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
		const wrapped = new Proxy(statement, {
			get(target, property) {
				if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
				if (property === "all" || property === "run" || property === "first" || property === "raw") {
					return (...args: unknown[]) => {
						trips.push(sql);
						return (target[property] as (...a: unknown[]) => unknown).apply(target, args);
					};
				}
				const value = Reflect.get(target, property, target);
				return typeof value === "function" ? value.bind(target) : value;
			},
		});
		own.set(wrapped, statement);
		sqlOf.set(wrapped, sql);
		return wrapped;
	};
	const binding = {
		prepare: (sql: string) => wrap(d1.prepare(sql), sql),
		batch: (statements: D1PreparedStatement[]) => {
			trips.push(statements.map((statement) => sqlOf.get(statement) ?? "?").join(" ; "));
			return d1.batch(statements.map((statement) => own.get(statement) ?? statement));
		},
		exec: (sql: string) => {
			trips.push(sql);
			return d1.exec(sql);
		},
		withSession: (constraint?: string) => d1.withSession(constraint),
		dump: () => d1.dump(),
	} as unknown as D1Database;
	return { binding, trips };
}

let me: SignedIn;

beforeAll(async () => {
	await insertGuidePlaces();
	me = await signIn();
});

/** A London trip with kids of 4 and 9 and the Science Museum saved. */
async function londonAdventureWithSaved(): Promise<string> {
	const id = await insertAdventure(me.user.id, {
		location: "London, UK",
		latitude: LONDON_CENTER.lat,
		longitude: LONDON_CENTER.lng,
		kidAges: [4, 9],
	});
	await db()
		.insert(savedPlaces)
		.values({ id: crypto.randomUUID(), adventureId: id, placeId: guidePlaceId("london-science-museum") });
	return id;
}

const turn = (adventureId: string, message = "Rainy day ideas for my 4 and 9 year olds") =>
	json(
		{
			message,
			location: "London, UK",
			userId: me.user.id,
			adventureId,
			mapCenter: LONDON_CENTER,
			mapZoom: 11,
			kidAges: [4, 9],
		},
		{ headers: { Cookie: me.cookie } },
	);

describe("POST /api/guide-ai: what a turn costs besides its answer", () => {
	it("checks access, takes the turn's rate-limit slot and reads the saved places in one D1 round trip", async () => {
		const adventureId = await londonAdventureWithSaved();
		const { binding, trips } = recordingD1(bindings.DB);
		const res = await callWith({ DB: binding }, "/api/guide-ai", turn(adventureId));
		expect(res.status).toBe(200);
		const answer = (await res.json()) as { suggestions: { googlePlaceId: string }[] };
		expect(answer.suggestions.length).toBeGreaterThan(0);
		// The saved place reached the room: it is not suggested again.
		expect(answer.suggestions.map((place) => place.googlePlaceId)).not.toContain(guidePlaceId("london-science-museum"));
		// The usage tally may be written after the response; it is not the turn's.
		const before = trips.filter((trip) => !/usage_daily/.test(trip));
		expect(before).toHaveLength(1);
		expect(before[0]).toMatch(/from "adventures"/);
		expect(before[0]).toMatch(/insert into "rate_limit_events"/);
		expect(before[0]).toMatch(/from "saved_places"/);
	});

	it("writes a burst of turns' metered calls in one D1 write after the answers, each call still its own row", async () => {
		const adventureId = await londonAdventureWithSaved();
		for (const message of ["Rainy day ideas for my 4 and 9 year olds", "playgrounds near here"]) {
			expect((await call("/api/guide-ai", turn(adventureId, message))).status).toBe(200);
		}
		const rows = () => db().select().from(usageEvents).where(eq(usageEvents.adventureId, adventureId));
		let written = await rows();
		for (let waited = 0; written.length < 2 && waited < 10_000; waited += 100) {
			await new Promise((resolve) => setTimeout(resolve, 100));
			written = await rows();
		}
		expect(written.map((row) => [row.provider, row.sku, row.route, row.userId])).toEqual([
			["offline-llm", "guide", "/api/guide-ai", me.user.id],
			["offline-llm", "guide", "/api/guide-ai", me.user.id],
		]);
		// One write: both rows carry the moment it ran.
		expect(new Set(written.map((row) => row.at.getTime())).size).toBe(1);
	});
});
