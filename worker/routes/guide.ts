import { Hono } from "hono";
import {
	GUIDE_MESSAGES_PER_MINUTE,
	GUIDE_REPLACEMENTS_PER_MINUTE,
	guideChatRequestSchema,
	guideMessages,
	parseConversationKey,
	removeFilterRequestSchema,
	replaceSuggestionRequestSchema,
	resetSessionRequestSchema,
} from "../../domain/guide/guide";
import type { Place } from "../../domain/place/place";
import type { AdventureEnv, AppEnv } from "../env";
import { ForbiddenError } from "../lib/errors";
import { validate, validatedField } from "../lib/validate";
import { adventureAccess, checkAdventureAccess } from "../middleware/access";
import { requireSelf, requireUser } from "../middleware/auth";
import { byUser, type RateLimitOptions, rateLimit, rateLimitWithRead } from "../middleware/rate-limit";
import {
	guideChat,
	guideConversation,
	readForChatTurn,
	removeGuideFilter,
	replaceGuideSuggestion,
	resetGuideConversation,
} from "../services/guide/conversation";

/** The guide is the owner's alone: anyone else (a public adventure's viewer too) gets 404. */
const ownerOnly = { hideFromViewers: true } as const;

/**
 * A conversation is named by the key `{userId}-{adventureId}`: only the caller's own can be named
 * (another user's id is 403); the adventure is then the owner's alone (404 for anyone else).
 */
const conversationAccess = adventureAccess(
	"own",
	{
		id: (request, userId) => {
			const key = parseConversationKey(request.param("key") ?? "", userId);
			if (!key) throw new ForbiddenError(guideMessages.notYou);
			return key.adventureId;
		},
	},
	ownerOnly,
);

const guideLimitOptions = (name: string, limit: number): RateLimitOptions => ({
	name,
	limit,
	windowMs: 60_000,
	key: byUser,
	message: guideMessages.rateLimited,
});
const guideLimit = (name: string, limit: number) => rateLimit(guideLimitOptions(name, limit));

/**
 * The Guide AI: a chat turn, 'Try another suggestion', reset, removing a filter (a chip's ×), the
 * stored conversation and its delete. Owner only:
 * anyone else gets 404, as if the adventure did not exist (a public adventure's viewers cannot use
 * the guide); a body `userId` other than the signed-in user is 403. The work runs in the
 * adventure's room (AdventureRoom), which keeps the conversation and broadcasts live status.
 */
/** A chat turn's adventure (the owner's alone), with its saved places, which the room starts from. */
type ChatTurnEnv = AdventureEnv & { Variables: { savedPlaces: Place[] } };

/**
 * A chat turn's checks in one D1 round trip: the adventure's access, the turn's slot in the
 * guide's rate limit and the adventure's saved places, read in one batch. A refused request never
 * sees the places; a 404 comes before a 429 and takes no slot.
 */
const chatTurnChecks = rateLimitWithRead<ChatTurnEnv, Awaited<ReturnType<typeof readForChatTurn>>>(
	guideLimitOptions("guide", GUIDE_MESSAGES_PER_MINUTE),
	async (c, take) => {
		const adventureId = validatedField(c, "json", "adventureId");
		const read = await readForChatTurn(
			c.get("deps").db,
			typeof adventureId === "string" ? adventureId : "",
			c.get("user").id,
			take,
		);
		return { inserted: read.inserted, value: read };
	},
	(c, { found, saved }) => {
		const { adventure, access } = checkAdventureAccess(found, "own", ownerOnly);
		c.set("adventure", adventure);
		c.set("access", access);
		c.set("savedPlaces", saved);
	},
);

export const guideRoutes = new Hono<AppEnv>()
	.post(
		"/",
		requireUser(),
		validate("json", guideChatRequestSchema),
		requireSelf("userId", guideMessages.notYou),
		chatTurnChecks,
		async (c) => {
			const { rooms } = c.get("deps");
			const saved = c.get("savedPlaces");
			return c.json(await guideChat(rooms, c.get("user").id, c.get("adventure"), c.req.valid("json"), saved), 200);
		},
	)
	.post(
		"/replace-suggestion",
		requireUser(),
		validate("json", replaceSuggestionRequestSchema),
		adventureAccess("own", { json: "adventureId" }, ownerOnly),
		guideLimit("guide-replace", GUIDE_REPLACEMENTS_PER_MINUTE),
		async (c) => {
			const { rooms } = c.get("deps");
			const body = c.req.valid("json");
			return c.json(await replaceGuideSuggestion(rooms, c.get("user").id, c.get("adventure"), body), 200);
		},
	)
	.post(
		"/reset-session",
		requireUser(),
		validate("json", resetSessionRequestSchema),
		requireSelf("userId", guideMessages.notYou),
		adventureAccess("own", { json: "adventureId" }, ownerOnly),
		async (c) => {
			await resetGuideConversation(c.get("deps").rooms, c.get("adventure").id);
			return c.json({ reset: true as const }, 200);
		},
	)
	.post(
		"/filters/remove",
		requireUser(),
		validate("json", removeFilterRequestSchema),
		adventureAccess("own", { json: "adventureId" }, ownerOnly),
		async (c) => {
			const { key } = c.req.valid("json");
			return c.json(await removeGuideFilter(c.get("deps").rooms, c.get("adventure").id, key), 200);
		},
	)
	.get("/conversation/:key", requireUser(), conversationAccess, async (c) => {
		const { rooms, db } = c.get("deps");
		return c.json(await guideConversation(rooms, db, c.get("adventure").id), 200);
	})
	.delete("/conversation/:key", requireUser(), conversationAccess, async (c) => {
		await resetGuideConversation(c.get("deps").rooms, c.get("adventure").id);
		return c.json({ deleted: true as const }, 200);
	});
