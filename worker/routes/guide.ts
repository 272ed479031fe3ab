import { Hono } from "hono";
import {
	GUIDE_MESSAGES_PER_MINUTE,
	GUIDE_REPLACEMENTS_PER_MINUTE,
	type GuideResponse,
	guideChatRequestSchema,
	guideMessages,
	parseConversationKey,
	type ReplaceSuggestionResponse,
	replaceSuggestionRequestSchema,
	resetSessionRequestSchema,
} from "../../domain/guide/guide";
import { createDb } from "../db";
import type { AdventureRow } from "../db/schema";
import type { AppEnv, Bindings } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { findAdventureAccess } from "../services/adventure-access";
import type { RoomAdventure } from "../services/guide/types";
import { RateLimiter } from "../services/rate-limit";
import { roomOf } from "../services/rooms";

const notFound = { error: guideMessages.adventureNotFound } as const;
const notYou = { error: guideMessages.notYou } as const;

/** The adventure when the caller owns it; anyone else (a public adventure's viewer too) gets null → 404. */
async function ownedAdventure(env: Bindings, adventureId: string, userId: string): Promise<AdventureRow | null> {
	const found = await findAdventureAccess(createDb(env), adventureId, userId);
	return found?.access === "owner" ? found.adventure : null;
}

const forRoom = (adventure: AdventureRow, fallbackLocation = ""): RoomAdventure => ({
	id: adventure.id,
	location: adventure.location || fallbackLocation,
	latitude: adventure.latitude,
	longitude: adventure.longitude,
	kidAges: adventure.kidAges,
});

/** Counts one call against the user's window; true when the window was already full. */
async function limited(env: Bindings, key: string, perMinute: number): Promise<boolean> {
	const limiter = new RateLimiter(createDb(env), perMinute, 60_000);
	if (await limiter.isLimited(key)) return true;
	await limiter.hit(key);
	return false;
}

const tooMany = { error: guideMessages.rateLimited } as const;
const retryAfter = { "Retry-After": "60" };

/**
 * The Guide AI (planner spec §7 "Guide AI"): a chat turn, 'Try another suggestion', reset and
 * conversation delete. Owner only: anyone else gets 404, as if the adventure did not exist (a
 * public adventure's viewers cannot use the guide, planner §6); a body `userId` other than the
 * signed-in user is 403. The work runs in the adventure's room (AdventureRoom), which keeps the
 * conversation and broadcasts live status while it works.
 */
export const guideRoutes = new Hono<AppEnv>()
	.post("/", requireUser(), validate("json", guideChatRequestSchema), async (c) => {
		const body = c.req.valid("json");
		const user = c.get("user");
		if (body.userId !== user.id) return c.json(notYou, 403);
		const adventure = await ownedAdventure(c.env, body.adventureId, user.id);
		if (!adventure) return c.json(notFound, 404);
		if (await limited(c.env, `guide:${user.id}`, GUIDE_MESSAGES_PER_MINUTE)) return c.json(tooMany, 429, retryAfter);
		try {
			// RPC widens tuples (a place's `ages`) to arrays in its types; the values are the room's own.
			const response = (await roomOf(c.env, adventure.id).chat({
				userId: user.id,
				adventure: forRoom(adventure, body.location),
				message: body.message,
				mapCenter: body.mapCenter,
				mapZoom: body.mapZoom,
				kidAges: body.kidAges,
			})) as GuideResponse;
			return c.json(response, 200);
		} catch (error) {
			console.warn(`guide room call failed: ${error instanceof Error ? error.message : String(error)}`);
			return c.json({ error: guideMessages.chatFailure }, 502);
		}
	})
	.post("/replace-suggestion", requireUser(), validate("json", replaceSuggestionRequestSchema), async (c) => {
		const body = c.req.valid("json");
		const user = c.get("user");
		const adventure = await ownedAdventure(c.env, body.adventureId, user.id);
		if (!adventure) return c.json(notFound, 404);
		if (await limited(c.env, `guide-replace:${user.id}`, GUIDE_REPLACEMENTS_PER_MINUTE))
			return c.json(tooMany, 429, retryAfter);
		const newSuggestion = (await roomOf(c.env, adventure.id).replaceSuggestion({
			userId: user.id,
			adventure: forRoom(adventure),
			placeType: body.placeType,
			excludePlaceId: body.excludePlaceId,
			allSuggestedPlaceIds: body.allSuggestedPlaceIds,
			locationContext: body.locationContext ?? null,
		})) as ReplaceSuggestionResponse["newSuggestion"];
		return c.json({ newSuggestion } satisfies ReplaceSuggestionResponse, 200);
	})
	.post("/reset-session", requireUser(), validate("json", resetSessionRequestSchema), async (c) => {
		const body = c.req.valid("json");
		const user = c.get("user");
		if (body.userId !== user.id) return c.json(notYou, 403);
		const adventure = await ownedAdventure(c.env, body.adventureId, user.id);
		if (!adventure) return c.json(notFound, 404);
		await roomOf(c.env, adventure.id).resetConversation();
		return c.json({ reset: true as const }, 200);
	})
	.delete("/conversation/:key", requireUser(), async (c) => {
		const user = c.get("user");
		const key = parseConversationKey(c.req.param("key"), user.id);
		if (!key) return c.json(notYou, 403);
		const adventure = await ownedAdventure(c.env, key.adventureId, user.id);
		if (!adventure) return c.json(notFound, 404);
		await roomOf(c.env, adventure.id).resetConversation();
		return c.json({ deleted: true as const }, 200);
	});
