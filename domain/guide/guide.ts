import { z } from "zod";
import { kidAgesSchema } from "../adventure/adventure";
import { isValidCoordinate, latitudeSchema, longitudeSchema, type MapPoint } from "../geo/geo";
import { singleLine, withoutControlCharacters } from "../text";
import { GUIDE_CHIP_KEY_MAX, GUIDE_DEFAULT_ZOOM, GUIDE_MESSAGE_MAX } from "./guide-rules";

export * from "./guide-rules";

// ---------------------------------------------------------------------------------------------
// Requests

const id = z.string().trim().min(1).max(128);

const adventureId = z.string().trim().min(1).max(64);

const placeId = z
	.string()
	.trim()
	.min(1)
	.max(300)
	.refine(...withoutControlCharacters("Place id"))
	.refine(...singleLine("Place id"));

/**
 * A map centre is valid only when lat and lng are finite numbers in range; anything
 * else becomes null, and the guide falls back to the adventure's coordinates, then asks for the location.
 */
const mapCenter = z
	.unknown()
	.optional()
	.transform((value): MapPoint | null => {
		if (!value || typeof value !== "object") return null;
		const { lat, lng } = value as { lat?: unknown; lng?: unknown };
		if (typeof lat !== "number" || typeof lng !== "number") return null;
		if (!isValidCoordinate(lat, lng)) return null;
		return { lat, lng };
	});

/** `POST /api/guide-ai`. `message` equal to GUIDE_OPENING_TRIGGER asks for the greeting. Unknown keys are a 400. */
export const guideChatRequestSchema = z.strictObject({
	message: z
		.string({ error: "Message is required" })
		.trim()
		.min(1, "Message cannot be empty")
		.max(GUIDE_MESSAGE_MAX, `Message must be at most ${GUIDE_MESSAGE_MAX} characters`)
		.refine(...withoutControlCharacters("Message")),
	location: z
		.string()
		.trim()
		.max(300)
		.refine(...withoutControlCharacters("Location"))
		.refine(...singleLine("Location"))
		.optional()
		.default(""),
	userId: id,
	adventureId,
	mapCenter,
	mapZoom: z.number().min(0).max(22).optional().default(GUIDE_DEFAULT_ZOOM),
	/** The kids' ages as the client knows them; the adventure's own ages when absent or empty. */
	kidAges: kidAgesSchema.optional(),
	/**
	 * Names this turn's streamed frames on the live channel (`guide_cards`, `guide_text`), so the
	 * chat shows its own turn's cards and words as they come. Optional: without it nothing streams
	 * to this caller's chat, and the answer still comes whole.
	 */
	turnId: z.uuid("turnId must be a UUID").optional(),
});

/**
 * `POST /api/guide-ai/replace-suggestion` ('Try another suggestion'). Unknown keys are a 400. The
 * spec's `conversationContext`, `fullConversationHistory` and `originalSearchContext` are accepted
 * and ignored (the room keeps the conversation); the body limit bounds them.
 */
export const replaceSuggestionRequestSchema = z.strictObject({
	adventureId,
	/** The replaced card's kind: a place type ("museum"), a category ("nature") or words ("ice cream"). */
	placeType: z
		.string()
		.trim()
		.max(100)
		.refine(...withoutControlCharacters("Place type"))
		.refine(...singleLine("Place type"))
		.optional()
		.default(""),
	excludePlaceId: placeId,
	/** Where the suggestions were for: a {lat, lng} centre, or text; used when the room has no search to go on. */
	locationContext: z
		.union([
			z
				.string()
				.max(300)
				.refine(...withoutControlCharacters("Location"))
				.refine(...singleLine("Location")),
			z.strictObject({ lat: latitudeSchema, lng: longitudeSchema }),
		])
		.nullish(),
	originalName: z
		.string()
		.max(300)
		.refine(...withoutControlCharacters("Name"))
		.refine(...singleLine("Name"))
		.optional(),
	/** Every place id on screen (cards and additional options): none of them comes back. */
	allSuggestedPlaceIds: z.array(z.string().max(300)).max(100).optional().default([]),
	conversationContext: z.unknown().optional(),
	fullConversationHistory: z.array(z.unknown()).max(500).optional(),
	originalSearchContext: z.unknown().optional(),
});

/**
 * `POST /api/guide-ai/filters/remove`: take one filter (a chip's key, as the conversation's answer
 * named it) off the conversation's ask. Unknown keys of the body are a 400.
 */
export const removeFilterRequestSchema = z.strictObject({
	adventureId,
	key: z
		.string({ error: "Filter key is required" })
		.trim()
		.min(1, "Filter key cannot be empty")
		.max(GUIDE_CHIP_KEY_MAX, `Filter key must be at most ${GUIDE_CHIP_KEY_MAX} characters`)
		.refine(...withoutControlCharacters("Filter key"))
		.refine(...singleLine("Filter key")),
});

/** `POST /api/guide-ai/reset-session`: forget the conversation (the reset button). */
export const resetSessionRequestSchema = z.strictObject({ adventureId, userId: id });
