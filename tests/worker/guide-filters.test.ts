import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { askSchema } from "../../domain/guide/ask";
import type { GuideChip, GuideResponse } from "../../domain/guide/guide";
import { adventures } from "../../worker/db/schema";
import { insertGuidePlaces, LONDON_CENTER } from "./fixtures/guide-places";
import { call, db, json, type SignedIn, signIn } from "./helpers";

/**
 * The conversation keeps its ask: the room stores the ask each search was answered for, the answer
 * and the stored conversation carry its filters as chips, a chip's × takes its filter off
 * (`POST /api/guide-ai/filters/remove`), and 'New chat' forgets them.
 */

let stranger: SignedIn;

beforeAll(async () => {
	await insertGuidePlaces();
	stranger = await signIn();
});

async function londonAdventure(ownerId: string, isPublic = false): Promise<string> {
	const id = crypto.randomUUID();
	await db()
		.insert(adventures)
		.values({
			id,
			ownerId,
			title: "London with the kids",
			location: "London, UK",
			latitude: LONDON_CENTER.lat,
			longitude: LONDON_CENTER.lng,
			startDate: "2030-04-01",
			endDate: "2030-04-06",
			kidAges: [4, 9],
			isPublic,
		});
	return id;
}

const post = (path: string, body: unknown, who: SignedIn) =>
	call(path, json(body, { headers: { Cookie: who.cookie } }));

async function chat(who: SignedIn, adventureId: string, message: string): Promise<GuideResponse> {
	const res = await post(
		"/api/guide-ai",
		{ message, location: "London, UK", userId: who.user.id, adventureId, mapCenter: LONDON_CENTER, mapZoom: 12 },
		who,
	);
	expect(res.status).toBe(200);
	return res.json();
}

async function conversationChips(who: SignedIn, adventureId: string): Promise<GuideChip[]> {
	const res = await call(`/api/guide-ai/conversation/${who.user.id}-${adventureId}`, {
		headers: { Cookie: who.cookie },
	});
	expect(res.status).toBe(200);
	return ((await res.json()) as { chips: GuideChip[] }).chips;
}

const room = (adventureId: string) => env.ADVENTURE_ROOM.get(env.ADVENTURE_ROOM.idFromName(adventureId));

/** The ask the room keeps, as stored (null when none). */
const storedAsk = (adventureId: string) =>
	runInDurableObject(room(adventureId), (_instance, state) => {
		const row = state.storage.sql.exec<{ ask: string }>("SELECT ask FROM current_ask").toArray()[0];
		return row ? askSchema.parse(JSON.parse(row.ask)) : null;
	});

const labels = (chips: readonly GuideChip[] | undefined) => (chips ?? []).map((chip) => chip.label);

describe("the conversation's ask and its chips", () => {
	it("keeps the ask of a search, and shows its filters on the answer and in the stored conversation", async () => {
		const me = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		expect(await conversationChips(me, adventureId)).toEqual([]);
		const answer = await chat(me, adventureId, "rainy day ideas, nothing loud");
		expect(labels(answer.chips)).toEqual(expect.arrayContaining(["indoors", "not loud"]));
		expect(await conversationChips(me, adventureId)).toEqual(answer.chips);
		const ask = await storedAsk(adventureId);
		expect(ask?.intent).toBe("find");
		expect(ask?.needs).toContain("not-loud");

		// Small talk changes no filter.
		const thanks = await chat(me, adventureId, "thanks!");
		expect(thanks.chips).toEqual(answer.chips);
	});

	it("takes a removed filter off the kept ask, and says which chips are left", async () => {
		const me = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		const answer = await chat(me, adventureId, "rainy day ideas, nothing loud");
		const notLoud = answer.chips?.find((chip) => chip.label === "not loud");
		if (!notLoud) throw new Error("no 'not loud' chip");

		const res = await post("/api/guide-ai/filters/remove", { adventureId, key: notLoud.key }, me);
		expect(res.status).toBe(200);
		const { chips } = (await res.json()) as { chips: GuideChip[] };
		expect(labels(chips)).toContain("indoors");
		expect(labels(chips)).not.toContain("not loud");
		expect(await conversationChips(me, adventureId)).toEqual(chips);
		expect((await storedAsk(adventureId))?.needs).not.toContain("not-loud");

		// The same key again (a second click) changes nothing and is no error.
		const again = await post("/api/guide-ai/filters/remove", { adventureId, key: notLoud.key }, me);
		expect(again.status).toBe(200);
		expect(((await again.json()) as { chips: GuideChip[] }).chips).toEqual(chips);
	});

	it("a follow-up changes the kept ask, and a removed filter stays gone from the next answer", async () => {
		const me = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		await chat(me, adventureId, "rainy day ideas, nothing loud");
		const removed = await post("/api/guide-ai/filters/remove", { adventureId, key: "need:not-loud" }, me);
		expect(removed.status).toBe(200);
		const next = await chat(me, adventureId, "anything free?");
		expect(labels(next.chips)).toEqual(expect.arrayContaining(["indoors", "free"]));
		expect(labels(next.chips)).not.toContain("not loud");
		expect(next.content.toLowerCase()).not.toContain("loud");
		expect((await storedAsk(adventureId))?.needs).not.toContain("not-loud");
	});

	it("forgets the ask and its chips with 'New chat'", async () => {
		const me = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		await chat(me, adventureId, "rainy day ideas, nothing loud");
		expect((await conversationChips(me, adventureId)).length).toBeGreaterThan(0);
		const reset = await post("/api/guide-ai/reset-session", { adventureId, userId: me.user.id }, me);
		expect(reset.status).toBe(200);
		expect(await conversationChips(me, adventureId)).toEqual([]);
		expect(await storedAsk(adventureId)).toBeNull();
		// Nothing to remove in a fresh chat.
		const res = await post("/api/guide-ai/filters/remove", { adventureId, key: "setting" }, me);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ chips: [] });
	});

	it("refuses a bad body with 400 and anyone but the owner with 404, changing nothing", async () => {
		const me = await signIn();
		const adventureId = await londonAdventure(me.user.id);
		const publicOne = await londonAdventure(me.user.id, true);
		await chat(me, adventureId, "rainy day ideas, nothing loud");
		const before = await storedAsk(adventureId);

		for (const body of [
			{ adventureId },
			{ adventureId, key: "" },
			{ adventureId, key: "need:not-loud\nsetting" },
			{ adventureId, key: "need:not-loud", userId: me.user.id },
			{ adventureId, key: 42 },
		]) {
			const res = await post("/api/guide-ai/filters/remove", body, me);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(0);
		}
		for (const id of [adventureId, publicOne]) {
			const res = await post("/api/guide-ai/filters/remove", { adventureId: id, key: "need:not-loud" }, stranger);
			expect(res.status).toBe(404);
		}
		const signedOut = await call("/api/guide-ai/filters/remove", json({ adventureId, key: "need:not-loud" }));
		expect([401, 403]).toContain(signedOut.status);
		expect(await storedAsk(adventureId)).toEqual(before);
	});
});
