import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Adventure } from "../../domain/adventure/adventure";
import { adventures } from "../../worker/db/schema";
import { call, db, json, type SignedIn, signIn } from "./helpers";

/** POST /api/adventures applies the create form's rule (end at least the day after the start); PATCH keeps same-day trips. */

const create = (me: SignedIn, dates: { startDate: string; endDate: string }) =>
	call(
		"/api/adventures",
		json({ title: "Day trip", location: "Brighton", ...dates }, { headers: { Cookie: me.cookie } }),
	);

const owned = async (me: SignedIn) =>
	(await db().select({ n: count() }).from(adventures).where(eq(adventures.ownerId, me.user.id)))[0]?.n;

describe("the date rule through the API", () => {
	it("POST refuses an end date equal to the start date and creates nothing", async () => {
		const me = await signIn();
		const res = await create(me, { startDate: "2030-08-01", endDate: "2030-08-01" });
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({
			error: "End date must be after the start date",
			issues: [{ path: "endDate", message: "End date must be after the start date" }],
		});
		expect(await owned(me)).toBe(0);
	});

	it("POST accepts the day after the start", async () => {
		const me = await signIn();
		const res = await create(me, { startDate: "2030-08-01", endDate: "2030-08-02" });
		expect(res.status).toBe(201);
		expect(await owned(me)).toBe(1);
	});

	it("PATCH may make a same-day trip, never one that ends before it starts", async () => {
		const me = await signIn();
		const adventure = (await (
			await create(me, { startDate: "2030-08-01", endDate: "2030-08-03" })
		).json()) as Adventure;
		const patch = (body: unknown) =>
			call(`/api/adventures/${adventure.id}`, json(body, { method: "PATCH", headers: { Cookie: me.cookie } }));
		const sameDay = await patch({ endDate: "2030-08-01" });
		expect(sameDay.status).toBe(200);
		expect(((await sameDay.json()) as Adventure).endDate).toBe("2030-08-01");
		const backwards = await patch({ endDate: "2030-07-31" });
		expect(backwards.status).toBe(400);
		expect(await backwards.json()).toEqual({ error: "End date must not be before the start date" });
	});
});
