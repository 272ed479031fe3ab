import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { GUIDE_OPENING_TRIGGER, GUIDE_TURN_TIMEOUT_MS } from "../../../../../domain/guide/guide-rules";
import { client, ok } from "../../../lib/api-client";
import { boundedCall } from "../../../lib/bounded-call";
import type { MutationConfig } from "../../../lib/react-query";

const route = client.api["guide-ai"];

export type GuideMessageInput = InferRequestType<typeof route.$post>["json"];

/**
 * `POST /api/guide-ai`: one chat turn → the guide's answer with its suggestion cards (owner only).
 * Given up after GUIDE_TURN_TIMEOUT_MS, or at once when the connection is lost.
 */
export const askGuide = (body: GuideMessageInput) =>
	boundedCall((signal) => ok(route.$post({ json: body }, { init: { signal } })), GUIDE_TURN_TIMEOUT_MS);

type GuideAnswer = Awaited<ReturnType<typeof askGuide>>;

/** A chat turn of an adventure: the message with the adventure's context and the map's centre. */
export const guideTurn = (
	adventure: { id: string; location: string; kidAges: number[] },
	userId: string,
	mapCenter: { lat: number; lng: number } | null,
	message = GUIDE_OPENING_TRIGGER,
): GuideMessageInput => ({
	message,
	location: adventure.location,
	userId,
	adventureId: adventure.id,
	mapCenter,
	mapZoom: 10,
	kidAges: adventure.kidAges,
});

let opening: { adventureId: string; userId: string; answer: Promise<GuideAnswer> } | null = null;

/**
 * Asks for the opening message as soon as the user and the adventure are known on the page's first
 * load (the workspace calls it while its screen is still rendering); the chat takes the answer
 * when it asks for its opening, instead of asking again.
 */
export function askOpeningEarly(...[adventure, userId, mapCenter]: Parameters<typeof guideTurn>) {
	const answer = askGuide(guideTurn(adventure, userId, mapCenter, GUIDE_OPENING_TRIGGER));
	answer.catch(() => {}); // The chat sees the failure when it takes the answer.
	opening = { adventureId: adventure.id, userId, answer };
}

/** A chat turn; the opening message of an adventure asked for early is taken from there, once. */
function askTurn(body: GuideMessageInput): Promise<GuideAnswer> {
	const early = opening;
	if (
		body.message === GUIDE_OPENING_TRIGGER &&
		early?.adventureId === body.adventureId &&
		early.userId === body.userId
	) {
		opening = null;
		return early.answer;
	}
	return askGuide(body);
}

export const useAskGuide = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof askGuide> } = {}) =>
	useMutation({ ...mutationConfig, mutationFn: askTurn });
