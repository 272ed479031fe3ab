import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ServerMessage } from "../../../../domain/live/protocol-rules";
import { ACCESS_REVOKED, PING } from "../../../../domain/live/protocol-rules";
import { isMissing } from "../../lib/api-client";
import { getAdventureQueryOptions } from "../adventures";
import type { GuideFrame } from "../guide";
import { getPathsQueryOptions } from "../paths";
import { getSavedPlacesQueryOptions } from "../places";
import { createLiveTicket } from "./api/create-live-ticket";

const MAX_BACKOFF_MS = 30_000;
const KEEPALIVE_MS = 25_000;

/**
 * The adventure's live channel: a ticket from the API (single use, so one per connection), a
 * WebSocket to the room, `subscribe`, once subscribed `status_request` (the guide may be working
 * since before this page opened), then refetch what another tab or a co-planner changed; the guide's
 * status and its streamed turn frames (`guide_cards`, `guide_text`) go to the chat.
 * Reconnects with exponential backoff, except when the room closed the socket because this user
 * may no longer read the adventure (ACCESS_REVOKED), or the ticket is refused (404 or 403: the
 * adventure was deleted or unshared): then it stops and refetches the adventure once, whose 404
 * shows the not-found page, instead of asking for a ticket every 30 s for ever.
 */
export function useLiveChannel(
	adventureId: string,
	enabled: boolean,
	onStatus?: (message: string | null) => void,
	onGuideFrame?: (frame: GuideFrame) => void,
) {
	const queryClient = useQueryClient();
	const statusRef = useRef(onStatus);
	statusRef.current = onStatus;
	const guideRef = useRef(onGuideFrame);
	guideRef.current = onGuideFrame;
	useEffect(() => {
		if (!enabled || typeof WebSocket === "undefined") return;
		let socket: WebSocket | null = null;
		let stopped = false;
		let attempt = 0;
		let retry: ReturnType<typeof setTimeout> | undefined;
		let keepalive: ReturnType<typeof setInterval> | undefined;

		const connect = async () => {
			try {
				const { token } = await createLiveTicket(adventureId);
				if (stopped) return;
				const url = new URL(`/ws?token=${encodeURIComponent(token)}`, window.location.href);
				url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
				socket = new WebSocket(url);
				socket.onopen = () => {
					attempt = 0;
					socket?.send(JSON.stringify({ type: "subscribe", adventureId }));
					keepalive = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send(PING), KEEPALIVE_MS);
				};
				socket.onmessage = (event) => {
					if (typeof event.data !== "string" || !event.data.startsWith("{")) return;
					const message = JSON.parse(event.data) as ServerMessage;
					if (message.type === "subscribed") {
						socket?.send(JSON.stringify({ type: "status_request", adventureId }));
					} else if (message.type === "changed") {
						if (message.what === "saved-places")
							void queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey });
						if (message.what === "adventure")
							void queryClient.invalidateQueries({ queryKey: getAdventureQueryOptions(adventureId).queryKey });
						if (message.what === "paths")
							void queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
					} else if (message.type === "status") {
						statusRef.current?.(message.message);
					} else if (message.type === "guide_cards" || message.type === "guide_text") {
						guideRef.current?.(message);
					}
				};
				socket.onclose = (event) => {
					clearInterval(keepalive);
					// A status from a socket that is gone is stale: the indicator falls back to 'Wundering...'.
					statusRef.current?.(null);
					if (event.code === ACCESS_REVOKED.code) return giveUp();
					scheduleReconnect();
				};
			} catch (error) {
				if (isMissing(error)) return giveUp();
				scheduleReconnect();
			}
		};
		const giveUp = () => {
			if (stopped) return;
			stopped = true;
			void queryClient.invalidateQueries({ queryKey: getAdventureQueryOptions(adventureId).queryKey });
		};
		const scheduleReconnect = () => {
			if (stopped) return;
			const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
			attempt++;
			retry = setTimeout(connect, delay);
		};
		void connect();
		return () => {
			stopped = true;
			clearTimeout(retry);
			clearInterval(keepalive);
			socket?.close(1000, "leaving");
		};
	}, [adventureId, enabled, queryClient]);
}
