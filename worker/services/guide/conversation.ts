import type { z } from "zod";
import {
	type GuideChatMessage,
	type GuideChip,
	type GuideResponse,
	type guideChatRequestSchema,
	guideMessages,
	type ReplaceSuggestionResponse,
	type replaceSuggestionRequestSchema,
} from "../../../domain/guide/guide";
import type { Place } from "../../../domain/place/place";
import type { Db } from "../../db";
import { readChatTurn } from "../../db/chat-turn";
import { savedPlaceIds } from "../../db/places";
import type { AdventureRow } from "../../db/schema";
import { UpstreamError } from "../../lib/errors";
import type { Rooms } from "../../lib/rooms";
import { toPlace } from "../../providers/places";
import { type AdventureAccess, adventureAccessOf } from "../adventure-access";
import type { RateLimitTake } from "../rate-limit";
import type { RoomAdventure } from "./types";

/** The adventure as the room needs it; `fallbackLocation` stands in for a blank location. */
const forRoom = (adventure: AdventureRow, fallbackLocation = ""): RoomAdventure => ({
	id: adventure.id,
	location: adventure.location || fallbackLocation,
	latitude: adventure.latitude,
	longitude: adventure.longitude,
	kidAges: adventure.kidAges,
	startDate: adventure.startDate,
	endDate: adventure.endDate,
	// 'Where we're staying': the guide measures distances from it (else from the destination's centre).
	stay:
		adventure.stayLabel != null && adventure.stayLatitude != null && adventure.stayLongitude != null
			? { label: adventure.stayLabel, point: { latitude: adventure.stayLatitude, longitude: adventure.stayLongitude } }
			: null,
});

/**
 * What the Worker reads for a chat turn before the room's work, in one D1 round trip with the
 * request's rate-limit take (`take`, run in the same batch): the caller's access to the adventure
 * (null: not theirs to see), what the take's insert answered, and the adventure's saved places,
 * which the room starts its turn with.
 */
export async function readForChatTurn(
	db: Db,
	adventureId: string,
	userId: string,
	take: RateLimitTake,
): Promise<{ found: AdventureAccess | null; inserted: { id: number }[]; saved: Place[] }> {
	const { adventure, inserted, saved } = await readChatTurn(db, adventureId, take);
	return {
		found: adventureAccessOf(adventure, userId),
		inserted,
		saved: saved.map(({ place }) => toPlace(place)),
	};
}

/**
 * One chat turn, run in the adventure's room (which keeps the conversation and broadcasts live
 * status while it works). The room answers its own failures; a failed call to it is logged and
 * answered 502 with the chat failure message.
 */
export async function guideChat(
	rooms: Rooms,
	userId: string,
	adventure: AdventureRow,
	body: z.output<typeof guideChatRequestSchema>,
	saved?: Place[],
): Promise<GuideResponse> {
	try {
		// RPC widens tuples (a place's `ages`) to arrays in its types; the values are the room's own.
		return (await rooms.of(adventure.id).chat({
			userId,
			adventure: forRoom(adventure, body.location),
			message: body.message,
			mapCenter: body.mapCenter,
			mapZoom: body.mapZoom,
			kidAges: body.kidAges,
			turnId: body.turnId,
			...(saved ? { saved } : {}),
		})) as GuideResponse;
	} catch (error) {
		console.warn(`guide room call failed: ${error instanceof Error ? error.message : String(error)}`);
		throw new UpstreamError(guideMessages.chatFailure);
	}
}

/** 'Try another suggestion': a real place of the same kind, or null when none is left. */
export async function replaceGuideSuggestion(
	rooms: Rooms,
	userId: string,
	adventure: AdventureRow,
	body: z.output<typeof replaceSuggestionRequestSchema>,
): Promise<ReplaceSuggestionResponse> {
	const { place, content } = await rooms.of(adventure.id).replaceSuggestion({
		userId,
		adventure: forRoom(adventure),
		placeType: body.placeType,
		excludePlaceId: body.excludePlaceId,
		allSuggestedPlaceIds: body.allSuggestedPlaceIds,
		locationContext: body.locationContext ?? null,
	});
	// RPC widens tuples (a place's `ages`) to arrays in its types; the values are the room's own.
	return { newSuggestion: place as ReplaceSuggestionResponse["newSuggestion"], content };
}

/** Takes one filter off the conversation's ask (a chip's ×); the chips left. */
export async function removeGuideFilter(
	rooms: Rooms,
	adventureId: string,
	key: string,
): Promise<{ chips: GuideChip[] }> {
	return { chips: await rooms.of(adventureId).removeFilter(key) };
}

/** Forgets the adventure's conversation (the reset button, the conversation delete). */
export async function resetGuideConversation(rooms: Rooms, adventureId: string): Promise<void> {
	await rooms.of(adventureId).resetConversation();
}

/** `GET /api/guide-ai/conversation/{key}`: the conversation kept with the trip, oldest first, and its filters. */
export interface GuideConversation {
	messages: GuideChatMessage[];
	/** The current ask's active filters (the chips above the chat's input). */
	chips: GuideChip[];
}

/**
 * The adventure's stored conversation as the owner's page shows it, oldest first: each message with
 * its role and text, an answer with its state and cards. A place saved since it was suggested has
 * left the cards, as it leaves the chat when it is saved.
 */
export async function guideConversation(rooms: Rooms, db: Db, adventureId: string): Promise<GuideConversation> {
	const stored = await rooms.of(adventureId).conversation();
	// RPC widens tuples (a place's `ages`) to arrays in its types; the values are the room's own.
	const messages = stored.messages as GuideChatMessage[];
	const { chips } = stored;
	if (!messages.some((message) => message.suggestions?.length || message.backupSuggestions?.length)) {
		return { messages, chips };
	}
	const saved = await savedPlaceIds(db, adventureId);
	const unsaved = (places: Place[] = []) => places.filter((place) => !saved.has(place.googlePlaceId));
	return {
		chips,
		messages: messages.map((message) =>
			message.role === "user"
				? message
				: {
						...message,
						suggestions: unsaved(message.suggestions),
						backupSuggestions: unsaved(message.backupSuggestions),
					},
		),
	};
}
