import type { QueryClient } from "@tanstack/react-query";
import { askOpeningEarly, type guideTurn } from "./api/ask-guide";
import { getConversationQueryOptions } from "./api/get-conversation";

/**
 * The owner's chat, begun while the workspace's screen still renders: the conversation kept with
 * the trip, and — only when nothing is kept yet — Wunder's opening, asked for with the map's centre
 * (the chat takes both instead of asking again).
 */
export function startGuide(
	queryClient: QueryClient,
	adventure: Parameters<typeof guideTurn>[0],
	userId: string,
	mapCenter: Promise<Parameters<typeof guideTurn>[2]>,
) {
	const conversation = queryClient.fetchQuery(getConversationQueryOptions(adventure.id, userId));
	Promise.all([conversation, mapCenter]).then(
		([messages, center]) => {
			if (messages.length === 0) askOpeningEarly(adventure, userId, center);
		},
		// The chat asks again and shows what went wrong.
		() => {},
	);
}
