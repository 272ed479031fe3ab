import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adventures } from "../../worker/db/schema";
import { call, db, insertAdventure, json, type SignedIn, signIn } from "./helpers";

const BODY = { title: "Bison", location: "Yellowstone", startDate: "2030-06-01", endDate: "2030-06-07" };
const MESSAGE = "Cover image must be one of the app's own images";

const create = (me: SignedIn, body: unknown) => call("/api/adventures", json(body, { headers: { Cookie: me.cookie } }));
const patch = (me: SignedIn, id: string, body: unknown) =>
	call(`/api/adventures/${id}`, json(body, { method: "PATCH", headers: { Cookie: me.cookie } }));

const REFUSED = [
	"https://evil.example/pixel.gif",
	"//evil.example/x.png",
	"/api/logout",
	"/covers/../api/logout",
	"/covers/%2e%2e/api/logout",
	"javascript:alert(1)",
	"data:image/gif;base64,R0lGODlhAQABAAAAACw=",
];

describe("adventure cover images", () => {
	it.each(REFUSED)("create and update refuse %s (400, nothing stored)", async (coverImageUrl) => {
		const me = await signIn();
		const created = await create(me, { ...BODY, coverImageUrl });
		expect(created.status).toBe(400);
		expect(await created.json()).toMatchObject({ error: MESSAGE });

		const id = await insertAdventure(me.user.id);
		const updated = await patch(me, id, { coverImageUrl });
		expect(updated.status).toBe(400);
		expect(await updated.json()).toMatchObject({ error: MESSAGE });
		const [row] = await db().select().from(adventures).where(eq(adventures.id, id));
		expect(row?.coverImageUrl).toBeNull();
	});

	it("take the shipped covers and proxied photos", async () => {
		const me = await signIn();
		const res = await create(me, { ...BODY, coverImageUrl: "/covers/national-park.svg" });
		expect(res.status).toBe(201);
		const { id, coverImageUrl } = (await res.json()) as { id: string; coverImageUrl: string };
		expect(coverImageUrl).toBe("/covers/national-park.svg");
		const photo = "/api/places/photo?name=places%2FChIJ123%2Fphotos%2FAbc";
		const updated = await patch(me, id, { coverImageUrl: photo });
		expect(updated.status).toBe(200);
		expect(((await updated.json()) as { coverImageUrl: string }).coverImageUrl).toBe(photo);
	});

	it("answers a cover stored before the rule as none, so no page loads it", async () => {
		const me = await signIn();
		const id = await insertAdventure(me.user.id);
		await db().update(adventures).set({ coverImageUrl: "https://evil.example/pixel.gif" }).where(eq(adventures.id, id));
		const one = await call(`/api/adventures/${id}`, { headers: { Cookie: me.cookie } });
		expect(((await one.json()) as { coverImageUrl: unknown }).coverImageUrl).toBeNull();
		const list = (await (await call("/api/adventures", { headers: { Cookie: me.cookie } })).json()) as {
			id: string;
			coverImageUrl: unknown;
		}[];
		expect(list.find((adventure) => adventure.id === id)?.coverImageUrl).toBeNull();
		// Editing another field works, and the edit form's null clears it.
		expect((await patch(me, id, { title: "Renamed", coverImageUrl: null })).status).toBe(200);
	});
});
