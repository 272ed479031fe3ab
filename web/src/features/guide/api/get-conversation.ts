import { queryOptions } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import { type ChatMessage, chatMessage } from "../chat-storage";

/** `GET /api/guide-ai/conversation/{userId}-{adventureId}`: the conversation kept with the trip, oldest first (owner only). */
const getConversation = (adventureId: string, userId: string) =>
	ok(client.api["guide-ai"].conversation[":key"].$get({ param: { key: `${userId}-${adventureId}` } }));

/**
 * The chat's messages: the server's copy, kept in this query's cache while the chat changes it. The
 * conversation's filters (its chips) go with its last answer, as a turn's answer carries them.
 */
export const getConversationQueryOptions = (adventureId: string, userId: string) =>
	queryOptions({
		queryKey: ["/api/guide-ai/conversation", adventureId, userId] as const,
		queryFn: async (): Promise<ChatMessage[]> => {
			const { messages, chips = [] } = await getConversation(adventureId, userId);
			const last = messages.findLastIndex((message) => message.role === "assistant");
			return messages.map((message, index) => chatMessage(index === last ? { ...message, chips } : message));
		},
	});
